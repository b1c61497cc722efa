package io.github.poolbench.events;

import static io.github.poolbench.events.BigEndian.LONG;

/**
 * A wider event of 32 {@code long} fields (256 bytes of data), to see how the cost of one copy per
 * event grows with the event's size. Written out field by field, as a generated codec would.
 */
public class Fields32 implements Event {

    long f0;
    long f1;
    long f2;
    long f3;
    long f4;
    long f5;
    long f6;
    long f7;
    long f8;
    long f9;
    long f10;
    long f11;
    long f12;
    long f13;
    long f14;
    long f15;
    long f16;
    long f17;
    long f18;
    long f19;
    long f20;
    long f21;
    long f22;
    long f23;
    long f24;
    long f25;
    long f26;
    long f27;
    long f28;
    long f29;
    long f30;
    long f31;

    @Override
    public void readFrom(byte[] in, int at) {
        f0 = (long) LONG.get(in, at + 0);
        f1 = (long) LONG.get(in, at + 8);
        f2 = (long) LONG.get(in, at + 16);
        f3 = (long) LONG.get(in, at + 24);
        f4 = (long) LONG.get(in, at + 32);
        f5 = (long) LONG.get(in, at + 40);
        f6 = (long) LONG.get(in, at + 48);
        f7 = (long) LONG.get(in, at + 56);
        f8 = (long) LONG.get(in, at + 64);
        f9 = (long) LONG.get(in, at + 72);
        f10 = (long) LONG.get(in, at + 80);
        f11 = (long) LONG.get(in, at + 88);
        f12 = (long) LONG.get(in, at + 96);
        f13 = (long) LONG.get(in, at + 104);
        f14 = (long) LONG.get(in, at + 112);
        f15 = (long) LONG.get(in, at + 120);
        f16 = (long) LONG.get(in, at + 128);
        f17 = (long) LONG.get(in, at + 136);
        f18 = (long) LONG.get(in, at + 144);
        f19 = (long) LONG.get(in, at + 152);
        f20 = (long) LONG.get(in, at + 160);
        f21 = (long) LONG.get(in, at + 168);
        f22 = (long) LONG.get(in, at + 176);
        f23 = (long) LONG.get(in, at + 184);
        f24 = (long) LONG.get(in, at + 192);
        f25 = (long) LONG.get(in, at + 200);
        f26 = (long) LONG.get(in, at + 208);
        f27 = (long) LONG.get(in, at + 216);
        f28 = (long) LONG.get(in, at + 224);
        f29 = (long) LONG.get(in, at + 232);
        f30 = (long) LONG.get(in, at + 240);
        f31 = (long) LONG.get(in, at + 248);
    }

    @Override
    public void writeTo(byte[] out, int at) {
        LONG.set(out, at + 0, f0);
        LONG.set(out, at + 8, f1);
        LONG.set(out, at + 16, f2);
        LONG.set(out, at + 24, f3);
        LONG.set(out, at + 32, f4);
        LONG.set(out, at + 40, f5);
        LONG.set(out, at + 48, f6);
        LONG.set(out, at + 56, f7);
        LONG.set(out, at + 64, f8);
        LONG.set(out, at + 72, f9);
        LONG.set(out, at + 80, f10);
        LONG.set(out, at + 88, f11);
        LONG.set(out, at + 96, f12);
        LONG.set(out, at + 104, f13);
        LONG.set(out, at + 112, f14);
        LONG.set(out, at + 120, f15);
        LONG.set(out, at + 128, f16);
        LONG.set(out, at + 136, f17);
        LONG.set(out, at + 144, f18);
        LONG.set(out, at + 152, f19);
        LONG.set(out, at + 160, f20);
        LONG.set(out, at + 168, f21);
        LONG.set(out, at + 176, f22);
        LONG.set(out, at + 184, f23);
        LONG.set(out, at + 192, f24);
        LONG.set(out, at + 200, f25);
        LONG.set(out, at + 208, f26);
        LONG.set(out, at + 216, f27);
        LONG.set(out, at + 224, f28);
        LONG.set(out, at + 232, f29);
        LONG.set(out, at + 240, f30);
        LONG.set(out, at + 248, f31);
    }

    @Override
    public Fields32 deepCopy() {
        Fields32 e = new Fields32();
        e.f0 = f0;
        e.f1 = f1;
        e.f2 = f2;
        e.f3 = f3;
        e.f4 = f4;
        e.f5 = f5;
        e.f6 = f6;
        e.f7 = f7;
        e.f8 = f8;
        e.f9 = f9;
        e.f10 = f10;
        e.f11 = f11;
        e.f12 = f12;
        e.f13 = f13;
        e.f14 = f14;
        e.f15 = f15;
        e.f16 = f16;
        e.f17 = f17;
        e.f18 = f18;
        e.f19 = f19;
        e.f20 = f20;
        e.f21 = f21;
        e.f22 = f22;
        e.f23 = f23;
        e.f24 = f24;
        e.f25 = f25;
        e.f26 = f26;
        e.f27 = f27;
        e.f28 = f28;
        e.f29 = f29;
        e.f30 = f30;
        e.f31 = f31;
        return e;
    }

    @Override
    public int wireBytes() {
        return 256;
    }

    /**
     * The instance an echo thread reads every event into, reused for the whole run: a {@link Fields32}
     * with {@link EventEchoBenchmark#PAD} bytes of fields after its data, so that two threads'
     * reused instances never share a cache line wherever the collector moves them (it promotes
     * both in one young collection). Its {@link #deepCopy()} is a plain, unpadded {@link Fields32}.
     */
    static final class Reused extends Fields32 {
        long pad0, pad1, pad2, pad3, pad4, pad5, pad6, pad7;
    }
}
