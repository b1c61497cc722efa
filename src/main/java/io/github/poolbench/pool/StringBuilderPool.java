package io.github.poolbench.pool;

/**
 * A pool of {@link StringBuilder}s in size classes (see {@link SizeClasses}): borrow with
 * {@link #acquire(int)}, return with {@link #release(StringBuilder)}, or use
 * {@link #lease(int)} in a try-with-resources statement.
 *
 * <p>All sizes are in <em>chars</em> ({@link StringBuilder#capacity()}), not bytes. Contract
 * shared by every implementation:
 * <ul>
 *   <li>{@code acquire(n)} returns an empty builder ({@code length() == 0}) with
 *       {@code capacity() >= n}; a pooled one when the size class has an idle builder, a new
 *       one of the class capacity otherwise, and an unpooled {@code new StringBuilder(n)} when
 *       {@code n > 4096} (oversize).</li>
 *   <li>{@code release(sb)} files the builder under the <em>largest</em> class
 *       {@code <= sb.capacity()}, so a builder that grew while borrowed serves larger requests
 *       later, and clears every builder it keeps ({@code length() == 0}): no content reaches
 *       the next borrower. A builder whose capacity is below 32 or above 4096 chars, or whose
 *       class is full, is dropped (left to the GC), so the pool never retains more than its
 *       bound; whether a dropped builder is cleared is up to the implementation.</li>
 *   <li>After {@code release(sb)} the caller must not touch {@code sb} again.</li>
 * </ul>
 *
 * <p>Implementations are thread-safe: any thread may acquire, and any thread may release a
 * builder acquired on another thread.
 */
public interface StringBuilderPool {

    /**
     * Borrows an empty builder with at least {@code minCapacity} chars of capacity.
     *
     * @param minCapacity requested capacity in chars, {@code >= 0}
     * @return an empty builder, {@code capacity() >= minCapacity}; never {@code null}
     * @throws IllegalArgumentException if {@code minCapacity < 0}
     */
    StringBuilder acquire(int minCapacity);

    /**
     * Returns a builder to the pool: files it by its current capacity, cleared, or drops it
     * (capacity outside 32..4096 chars, class full).
     *
     * @param builder a builder obtained from {@link #acquire(int)}, not used afterwards
     * @throws NullPointerException if {@code builder} is {@code null}
     * @throws IllegalStateException if the implementation detects that {@code builder} is
     *         already idle in the pool (a double release); see the implementation for exactly
     *         what is detected
     */
    void release(StringBuilder builder);

    /**
     * Borrows a builder for a try-with-resources block; closing the lease releases the
     * builder, so an exception in the block still returns it:
     * <pre>{@code
     * try (StringBuilderLease lease = pool.lease(256)) {
     *     StringBuilder sb = lease.builder();
     *     sb.append("id=").append(id);
     *     return sb.toString();
     * }
     * }</pre>
     * The lease object itself is small and usually removed by escape analysis when the block
     * is compiled; measure before relying on that in a hot path.
     *
     * @param minCapacity requested capacity in chars, {@code >= 0}
     * @return a lease holding an empty builder with {@code capacity() >= minCapacity}
     * @throws IllegalArgumentException if {@code minCapacity < 0}
     */
    default StringBuilderLease lease(int minCapacity) {
        return new StringBuilderLease(this, acquire(minCapacity));
    }
}
