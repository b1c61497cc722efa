package io.github.poolbench.objectpool;

/**
 * Creates and resets the objects of a {@link BoundedObjectPool}.
 *
 * <p>Implementations must be thread-safe: {@link #create()} and {@link #reset(Object)} are
 * called from any thread that acquires or releases, possibly at the same time.
 *
 * @param <T> the pooled type
 */
public interface ObjectFactory<T> {

    /**
     * Creates a new object; called when a borrower found no idle object and fewer than
     * {@link BoundedObjectPool#maxSize()} objects are live. An object released at the same
     * moment may be idle by then (a borrower's scan passed its slot): the bound still holds.
     *
     * @return a new object, never {@code null} and never one already in the pool
     * @throws RuntimeException whatever creation throws (a checked exception thrown undeclared
     *         too) reaches the caller of {@code acquire}; the pool is unchanged
     */
    T create();

    /**
     * Returns an object to its initial state before another borrower gets it. Called on
     * release, on the releasing thread. The default does nothing.
     *
     * @param object an object of this pool, just released
     * @throws RuntimeException if the object cannot be reused (or any other throwable, a checked
     *         exception thrown undeclared included): the pool then discards it (one
     *         fewer live object, a new one is created on demand) and the exception reaches the
     *         caller of {@code release}
     */
    default void reset(T object) {
    }
}
