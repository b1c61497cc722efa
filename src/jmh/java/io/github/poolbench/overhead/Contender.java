package io.github.poolbench.overhead;

/**
 * One contender's borrow and return of a builder of a fixed capacity, as thin as its library
 * allows: {@link #acquire()} returns whatever the library hands out (our pools: the builder
 * itself; Stormpot, Netty, Jackson: their pooled wrapper, which knows its pool, so release
 * needs no lookup). Made by {@link PoolType#create(int)}; one per benchmark trial.
 */
interface Contender {

    /** @return a handle on an empty builder of at least the contender's capacity */
    Object acquire();

    /**
     * @param handle a handle from {@link #acquire()}
     * @return its builder
     */
    StringBuilder builder(Object handle);

    /**
     * Clears the handle's builder and gives it back.
     *
     * @param handle a handle from {@link #acquire()}, not used afterwards
     */
    void release(Object handle);

    /**
     * The view one benchmark thread uses, made once per thread in the trial's set-up and held by
     * that thread. Most libraries' pools are shared as they are (the default returns
     * {@code this}); a library whose handle belongs to one thread (a Stormpot thread-local tap,
     * per its Javadoc) gives each thread its own.
     *
     * @return the contender for the calling thread only
     */
    default Contender forThread() {
        return this;
    }

    /** Frees the library's resources (threads, JMX); the default does nothing. */
    default void close() {
    }
}
