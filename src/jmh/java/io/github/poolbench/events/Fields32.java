package io.github.poolbench.events;

import java.nio.ByteBuffer;

/**
 * A wider event of 32 {@code long} fields (256 bytes of data), to see how the cost of one copy per
 * event grows with the event's size. Written out field by field, as a generated codec would.
 */
public final class Fields32 implements Event {

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
    public void readFrom(ByteBuffer in) {
        f0 = in.getLong();
        f1 = in.getLong();
        f2 = in.getLong();
        f3 = in.getLong();
        f4 = in.getLong();
        f5 = in.getLong();
        f6 = in.getLong();
        f7 = in.getLong();
        f8 = in.getLong();
        f9 = in.getLong();
        f10 = in.getLong();
        f11 = in.getLong();
        f12 = in.getLong();
        f13 = in.getLong();
        f14 = in.getLong();
        f15 = in.getLong();
        f16 = in.getLong();
        f17 = in.getLong();
        f18 = in.getLong();
        f19 = in.getLong();
        f20 = in.getLong();
        f21 = in.getLong();
        f22 = in.getLong();
        f23 = in.getLong();
        f24 = in.getLong();
        f25 = in.getLong();
        f26 = in.getLong();
        f27 = in.getLong();
        f28 = in.getLong();
        f29 = in.getLong();
        f30 = in.getLong();
        f31 = in.getLong();
    }

    @Override
    public void writeTo(ByteBuffer out) {
        out.putLong(f0);
        out.putLong(f1);
        out.putLong(f2);
        out.putLong(f3);
        out.putLong(f4);
        out.putLong(f5);
        out.putLong(f6);
        out.putLong(f7);
        out.putLong(f8);
        out.putLong(f9);
        out.putLong(f10);
        out.putLong(f11);
        out.putLong(f12);
        out.putLong(f13);
        out.putLong(f14);
        out.putLong(f15);
        out.putLong(f16);
        out.putLong(f17);
        out.putLong(f18);
        out.putLong(f19);
        out.putLong(f20);
        out.putLong(f21);
        out.putLong(f22);
        out.putLong(f23);
        out.putLong(f24);
        out.putLong(f25);
        out.putLong(f26);
        out.putLong(f27);
        out.putLong(f28);
        out.putLong(f29);
        out.putLong(f30);
        out.putLong(f31);
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
}
