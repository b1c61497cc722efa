package io.github.poolbench.shootout;

/**
 * One library's borrow and return, as thin as it allows: {@link #borrow()} returns whatever the
 * library hands out (its own wrapper for Stormpot and fast-object-pool, the object itself for
 * the others). Made by {@link PoolKind#create}; one per benchmark trial; thread-safe.
 *
 * @param <T> the pooled type
 */
interface PooledObjects<T> extends AutoCloseable {

    /**
     * Borrows, waiting at most the timeout the pool was made with.
     *
     * @return a handle, or {@code null} if the borrow timed out
     * @throws Exception whatever the library throws on a failure other than a timeout
     */
    Object borrow() throws Exception;

    /**
     * @param handle a handle from {@link #borrow()}
     * @return its object
     */
    T object(Object handle);

    /**
     * Returns a borrowed object.
     *
     * @param handle a handle from {@link #borrow()}, not used afterwards
     * @throws Exception whatever the library throws
     */
    void release(Object handle) throws Exception;

    /**
     * Frees the library's threads and registrations; the default does nothing. Declares no checked
     * exception ({@link AutoCloseable#close()} advises against {@code InterruptedException}): an
     * interrupt while a library waits for its threads is restored on the calling thread.
     *
     * @throws IllegalStateException if the library's own close fails
     */
    @Override
    default void close() {
    }
}
