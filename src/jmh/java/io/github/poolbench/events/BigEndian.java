package io.github.poolbench.events;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Big-endian views of a {@code byte[]} wire: the field accessors of every {@link Event}.
 *
 * <p>Why VarHandles and not {@code ByteBuffer}: with {@code ByteBuffer.getLong()} per field,
 * rows of the 16- and 32-field events settled per fork in two modes about 4x apart (JDK 17,
 * {@code echo1 fields32 reuse}: 21.5 / 22.9 / 5.9 / 23.0 / 5.9 events/us), about 2 ns per field,
 * the price of an out-of-line accessor call. Six forks run with {@code -XX:+PrintInlining}
 * all came out fast, so the slow mode's inline tree was not captured and its cause is
 * unexplained (see {@code results/evidence/events-inlining.md}). A byte-array view
 * {@code VarHandle}'s access path is annotated {@code @ForceInline} down to the {@code Unsafe}
 * intrinsic, so no size heuristic decides it.
 */
final class BigEndian {

    /** A big-endian {@code long} at a byte offset. */
    static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    /** A big-endian {@code int} at a byte offset. */
    static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);

    /** A big-endian {@code double} at a byte offset. */
    static final VarHandle DOUBLE = MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.BIG_ENDIAN);

    private BigEndian() {
    }
}
