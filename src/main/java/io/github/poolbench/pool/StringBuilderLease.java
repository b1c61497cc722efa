package io.github.poolbench.pool;

import java.util.Objects;

/**
 * A borrowed {@link StringBuilder} that returns itself to its pool on {@link #close()}; made
 * by {@link StringBuilderPool#lease(int)} for use in try-with-resources.
 *
 * <p>{@code close()} is idempotent: the first call releases the builder, later calls do
 * nothing. After {@code close()}, {@link #builder()} throws. A lease is meant for the thread
 * that opened it and is not thread-safe.
 */
public final class StringBuilderLease implements AutoCloseable {

    private final StringBuilderPool pool;
    private StringBuilder builder;

    StringBuilderLease(StringBuilderPool pool, StringBuilder builder) {
        this.pool = Objects.requireNonNull(pool, "pool");
        this.builder = Objects.requireNonNull(builder, "builder");
    }

    /**
     * The borrowed builder; do not keep a reference to it past {@link #close()}.
     *
     * @return the builder, empty when the lease was opened
     * @throws IllegalStateException if the lease is closed
     */
    public StringBuilder builder() {
        StringBuilder sb = builder;
        if (sb == null) {
            throw new IllegalStateException("lease is closed: its builder was returned to the pool");
        }
        return sb;
    }

    /** Releases the builder to the pool; does nothing if already closed. */
    @Override
    public void close() {
        StringBuilder sb = builder;
        if (sb != null) {
            builder = null;
            pool.release(sb);
        }
    }
}
