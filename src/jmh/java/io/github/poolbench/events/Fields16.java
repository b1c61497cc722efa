package io.github.poolbench.events;

import java.nio.ByteBuffer;

/**
 * A wider event of 16 {@code long} fields (128 bytes of data), to see how the cost of one copy per
 * event grows with the event's size. Written out field by field, as a generated codec would.
 */
public final class Fields16 implements Event {

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
}
