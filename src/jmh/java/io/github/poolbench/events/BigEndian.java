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
 * the price of an out-of-line accessor call. Cause, from {@code -XX:+PrintInlining} of 14 forks
 * ({@code docs/evidence/events-bytebuffer-tier2-profile.md}): a fork was slow exactly when the
 * tiered policy first compiled {@code readFrom} at tier 2 (no receiver-type profile) instead of
 * tier 3; C2 then found no profile at the calls of the abstract {@code ByteBuffer.getLong} and
 * left them as virtual calls, one per field. A byte-array view {@code VarHandle} in a
 * {@code static final} field is a constant that C2 binds without any profile, and its access path
 * is annotated {@code @ForceInline} down to the {@code Unsafe} intrinsic, so neither compile order
 * nor a size heuristic decides it.
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
