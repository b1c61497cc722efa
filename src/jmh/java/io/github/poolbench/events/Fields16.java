package io.github.poolbench.events;

import static io.github.poolbench.events.BigEndian.LONG;

/**
 * A wider event of 16 {@code long} fields (128 bytes of data), to see how the cost of one copy per
 * event grows with the event's size. Written out field by field, as a generated codec would.
 */
public class Fields16 implements Event {

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
    }

    @Override
    public Fields16 deepCopy() {
        Fields16 e = new Fields16();
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
        return e;
    }

    @Override
    public int wireBytes() {
        return 128;
    }

    /**
     * The instance an echo thread reads every event into, reused for the whole run: a {@link Fields16}
     * with {@link EventEchoBenchmark#PAD} bytes of fields after its data, so that two threads'
     * reused instances never share a cache line wherever the collector moves them (it promotes
     * both in one young collection). Its {@link #deepCopy()} is a plain, unpadded {@link Fields16}.
     */
    static final class Reused extends Fields16 {
        long pad0, pad1, pad2, pad3, pad4, pad5, pad6, pad7;
    }
}
