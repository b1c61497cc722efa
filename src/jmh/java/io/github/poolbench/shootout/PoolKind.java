package io.github.poolbench.shootout;

import cn.danielw.fop.ObjectPool;
import cn.danielw.fop.PoolConfig;
import cn.danielw.fop.PoolExhaustedException;
import cn.danielw.fop.Poolable;
import io.github.poolbench.objectpool.BoundedObjectPool;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.NoSuchElementException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import nf.fr.eraasoft.pool.PoolSettings;
import nf.fr.eraasoft.pool.PoolableObjectBase;
import org.apache.commons.pool.BasePoolableObjectFactory;
import org.apache.commons.pool.impl.StackObjectPool;
import org.apache.commons.pool2.BasePooledObjectFactory;
import org.apache.commons.pool2.PooledObject;
import org.apache.commons.pool2.impl.DefaultPooledObject;
import org.apache.commons.pool2.impl.GenericObjectPoolConfig;
import org.vibur.objectpool.ConcurrentPool;
import org.vibur.objectpool.PoolObjectFactory;
import org.vibur.objectpool.util.ConcurrentLinkedQueueCollection;
import stormpot.Allocator;
import stormpot.Expiration;
import stormpot.Pool;
import stormpot.Pooled;
import stormpot.Slot;
import stormpot.Timeout;

/**
 * The contenders of {@link ObjectPoolShootout}: thin {@link PooledObjects} adapters (the pattern
 * of Caffeine's {@code CacheType}). Every pool is built so that at most {@code size} objects are
 * live where the library can promise it ({@link #promisesBound()}), keeps every returned object idle
 * (no idle limit below {@code size}), creates objects on demand, and gives up a borrow after
 * the timeout (a {@code null} handle). Where this differs from the article's code (which kept
 * each library's defaults) the constant's Javadoc says so; the article's own configurations
 * are the {@code *2017} constants.
 *
 * <p><b>Sharing.</b> The benchmark shares one adapter between all its threads, so each adapter
 * uses the library's entry that its documentation gives for a pool threads share: commons-pool
 * 1.6 and commons-pool2 {@code borrowObject}/{@code returnObject} on one pool (the project's FAQ:
 * the shipped implementations are thread-safe; commons-pool2's {@code GenericObjectPool}:
 * "intended to be thread-safe"); Vibur's {@code ConcurrentPool.tryTake}/{@code restore};
 * fast-object-pool's {@code borrowObject}/{@code returnObject} on one {@code ObjectPool} (it picks
 * a partition per calling thread itself); Furious's {@code getObj}/{@code returnObj} on the pool
 * of one {@code PoolSettings}; Stormpot's {@code pool.claim}, never a thread-local tap (one
 * thread's, per its Javadoc). {@code PoolKindTest} runs each adapter so shared, with more threads
 * than objects, and checks that no object is ever held by two threads at once.
 */
public enum PoolKind {
    /** No pool: a new object per borrow; release drops it. The baseline. */
    none(false) {
        @Override
        <T> PooledObjects<T> create(int size, Supplier<T> factory, Duration timeout) {
            return new Direct<>() {
                @Override
                public Object borrow() {
                    return factory.get();
                }

                @Override
                public void release(Object handle) {
                    // dropped: the GC reclaims it
                }
            };
        }
    },
    /** The textbook pool: an {@code ArrayDeque} of idle objects behind a {@code ReentrantLock}. */
    lockedDeque(true) {
        @Override
        <T> PooledObjects<T> create(int size, Supplier<T> factory, Duration timeout) {
            return new LockedDeque<>(size, factory, timeout);
        }
    },
    /**
     * commons-pool 1.6 {@code GenericObjectPool}: {@code maxActive = size}, blocking when
     * exhausted with {@code maxWait}; {@code maxIdle = size} (the article kept the default 8,
     * so above 8 its returned objects were destroyed).
     */
    commonsGeneric(true) {
        @Override
        <T> PooledObjects<T> create(int size, Supplier<T> factory, Duration timeout) {
            return new Commons1<>(new org.apache.commons.pool.impl.GenericObjectPool<>(new Commons1Factory<>(factory),
                    size, org.apache.commons.pool.impl.GenericObjectPool.WHEN_EXHAUSTED_BLOCK, timeout.toMillis(), size));
        }
    },
    /**
     * commons-pool 1.6 {@code StackObjectPool(factory, maxIdle = size, initIdleCapacity = size)}:
     * it never waits, it creates a new object whenever its stack is empty and destroys what
     * comes back beyond {@code maxIdle}: live objects are unbounded.
     */
    commonsStack(false) {
        @Override
        <T> PooledObjects<T> create(int size, Supplier<T> factory, Duration timeout) {
            return new Commons1<>(new StackObjectPool<>(new Commons1Factory<>(factory), size, size));
        }
    },
    /**
     * commons-pool2 2.13 {@code GenericObjectPool}: {@code maxTotal = maxIdle = size},
     * {@code maxWait}, otherwise defaults (JMX registration on, LIFO). The article kept
     * {@code maxIdle} at its default 8.
     */
    commons2Generic(true) {
        @Override
        <T> PooledObjects<T> create(int size, Supplier<T> factory, Duration timeout) {
            GenericObjectPoolConfig<T> config = new GenericObjectPoolConfig<>();
            config.setMaxTotal(size);
            config.setMaxIdle(size);
            config.setMaxWait(timeout);
            return commons2(config, factory);
        }
    },
    /**
     * fast-object-pool 2.2.1: {@code maxSize = size} with one partition ({@code maxSize} counts
     * per partition; the article kept the default 4 partitions, so its "pool size 10" let 40
     * objects live), {@code minSize = 0}, {@code maxWaitMilliseconds}, borrowed with
     * {@code borrowObject(false)}: its {@code true} ("blocking") waits for ever.
     */
    fastObjectPool(true) {
        @Override
        <T> PooledObjects<T> create(int size, Supplier<T> factory, Duration timeout) {
            return fastObjectPool(new PoolConfig().setPartitionSize(1).setMinSize(0).setMaxSize(size)
                    .setMaxWaitMilliseconds((int) timeout.toMillis()), factory);
        }
    },
    /**
     * Furious objectpool 1.1.2 ({@code PoolSettings.min(0).max(size).maxWait(seconds)}): a
     * {@code LinkedBlockingQueue} of idle objects; it creates when its queue is empty and fewer
     * than {@code max} exist, a check and an increment that are not atomic together, so the
     * bound can be overshot under contention. Its timeout has whole seconds.
     */
    furious(false) {
        @Override
        <T> PooledObjects<T> create(int size, Supplier<T> factory, Duration timeout) {
            PoolSettings<T> settings = new PoolSettings<>(new PoolableObjectBase<T>() {
                @Override
                public T make() {
                    return factory.get();
                }

                @Override
                public void activate(T t) {
                    // nothing to prepare
                }
            });
            settings.min(0).max(size).maxWait((int) Math.max(1, timeout.toSeconds()));
            nf.fr.eraasoft.pool.ObjectPool<T> pool = settings.pool();
            return new Direct<>() {
                @Override
                public Object borrow() throws Exception {
                    return pool.getObj(); // null after maxWait
                }

                @Override
                @SuppressWarnings("unchecked")
                public void release(Object handle) {
                    pool.returnObj((T) handle);
                }

                @Override
                public void close() {
                    settings.clearCurrentPool();
                }
            };
        }
    },
    /**
     * Stormpot 3.2, the newest release on Java 17 ({@code Pool.from(allocator)}: objects made
     * by its background allocator thread; size {@code size}; never expiring), claimed with
     * {@code pool.claim(timeout)}: the pool is the thread-safe tap its Javadoc prescribes when
     * threads share it, and keeps its own per-thread cache of the last slot. A thread-local tap
     * ({@code getThreadLocalTap()}) belongs to one thread, so one tap in this shared adapter
     * would be a use error (an earlier version of this adapter made it, at half the throughput).
     * {@code QueuePool} and the public {@code BlazePool} the article raced are gone since 3.0;
     * {@code Pool.from} builds what replaced them.
     */
    stormpot(true) {
        @Override
        <T> PooledObjects<T> create(int size, Supplier<T> factory, Duration timeout) {
            return new Stormpot<>(size, factory, timeout);
        }
    },
    /**
     * Vibur object pool 26.0 {@code ConcurrentPool} over a {@code ConcurrentLinkedQueue}
     * (initial size 1, max {@code size}, not fair, as in the article), {@code tryTake} with a
     * timeout.
     */
    vibur(true) {
        @Override
        <T> PooledObjects<T> create(int size, Supplier<T> factory, Duration timeout) {
            ConcurrentPool<T> pool = new ConcurrentPool<>(new ConcurrentLinkedQueueCollection<>(),
                    new PoolObjectFactory<>() {
                        @Override
                        public T create() {
                            return factory.get();
                        }

                        @Override
                        public boolean readyToTake(T obj) {
                            return true;
                        }

                        @Override
                        public boolean readyToRestore(T obj) {
                            return true;
                        }

                        @Override
                        public void destroy(T obj) {
                            // nothing to free
                        }
                    }, 1, size, false);
            long nanos = timeout.toNanos();
            return new Direct<>() {
                @Override
                public Object borrow() {
                    return pool.tryTake(nanos, TimeUnit.NANOSECONDS);
                }

                @Override
                @SuppressWarnings("unchecked")
                public void release(Object handle) {
                    pool.restore((T) handle);
                }

                @Override
                public void close() {
                    pool.close();
                }
            };
        }
    },
    /**
     * As in 2017: commons-pool 1.6 {@code GenericObjectPool(factory, maxActive = size,
     * WHEN_EXHAUSTED_BLOCK, maxWait)}, {@code maxIdle} left at its default 8, as the article's
     * code had it: above 8 idle objects, a returned object is destroyed and a later borrow
     * creates a new one (the churn the article measured as allocation). Bounded by
     * {@code maxActive}.
     */
    commonsGeneric2017(true, true) {
        @Override
        <T> PooledObjects<T> create(int size, Supplier<T> factory, Duration timeout) {
            return new Commons1<>(new org.apache.commons.pool.impl.GenericObjectPool<>(new Commons1Factory<>(factory),
                    size, org.apache.commons.pool.impl.GenericObjectPool.WHEN_EXHAUSTED_BLOCK, timeout.toMillis()));
        }
    },
    /**
     * As in 2017: commons-pool2 {@code GenericObjectPool} with only {@code maxTotal = size} set
     * (and {@code maxWait}, for the timeout): {@code maxIdle} keeps its default 8, so with a pool
     * size above 8 returned objects are destroyed and recreated. Bounded by {@code maxTotal}.
     */
    commons2Generic2017(true, true) {
        @Override
        <T> PooledObjects<T> create(int size, Supplier<T> factory, Duration timeout) {
            GenericObjectPoolConfig<T> config = new GenericObjectPoolConfig<>();
            config.setMaxTotal(size);
            config.setMaxWait(timeout);
            return commons2(config, factory);
        }
    },
    /**
     * As in 2017: fast-object-pool with only {@code maxSize = size} set (and
     * {@code maxWaitMilliseconds}, for the timeout): the defaults keep 4 partitions of up to
     * {@code size} objects each and pre-create {@code minSize} 5 per partition, so a "pool of
     * 10" lends up to 40 objects. Not bounded by {@code size} ({@link #promisesBound()} false).
     */
    fastObjectPool2017(false, true) {
        @Override
        <T> PooledObjects<T> create(int size, Supplier<T> factory, Duration timeout) {
            // minSize stays at its default 5 (capped at size: fast-object-pool refuses minSize > maxSize)
            return fastObjectPool(new PoolConfig().setMaxSize(size).setMinSize(Math.min(5, size))
                    .setMaxWaitMilliseconds((int) timeout.toMillis()), factory);
        }
    },
    /** Ours: {@link BoundedObjectPool}, non-fair (its default). */
    bounded(true) {
        @Override
        <T> PooledObjects<T> create(int size, Supplier<T> factory, Duration timeout) {
            return new Bounded<>(new BoundedObjectPool<>(factory::get, size, false), timeout);
        }
    },
    /** Ours: {@link BoundedObjectPool}, fair: waiting threads served first come, first served. */
    boundedFair(true) {
        @Override
        <T> PooledObjects<T> create(int size, Supplier<T> factory, Duration timeout) {
            return new Bounded<>(new BoundedObjectPool<>(factory::get, size, true), timeout);
        }
    };

    private final boolean promisesBound;
    private final boolean asIn2017;

    PoolKind(boolean promisesBound) {
        this(promisesBound, false);
    }

    PoolKind(boolean promisesBound, boolean asIn2017) {
        this.promisesBound = promisesBound;
        this.asIn2017 = asIn2017;
    }

    /** @return whether the library promises at most {@code size} live objects */
    public boolean promisesBound() {
        return promisesBound;
    }

    /**
     * @return whether this is the 2017 article's configuration of a library (its defaults, not
     *         the project's bounded one); these run only in {@code ObjectPoolShootout.article50}
     */
    public boolean asIn2017() {
        return asIn2017;
    }

    /** @return the contenders of the main matrix, in declaration order: every kind not {@link #asIn2017()} */
    public static java.util.List<PoolKind> main() {
        return java.util.Arrays.stream(values()).filter(k -> !k.asIn2017).toList();
    }

    /** @return the 2017 article's configurations, in declaration order */
    public static java.util.List<PoolKind> article() {
        return java.util.Arrays.stream(values()).filter(k -> k.asIn2017).toList();
    }

    /**
     * Builds this contender's pool.
     *
     * @param size    the pool size: the most live objects, where the library bounds them
     * @param factory creates an object (the expensive one in the benchmark)
     * @param timeout the longest a borrow waits before it gives up
     * @param <T>     the pooled type
     * @return the pool
     */
    abstract <T> PooledObjects<T> create(int size, Supplier<T> factory, Duration timeout);

    /** A fast-object-pool adapter: {@code borrowObject(false)} waits at most {@code maxWaitMilliseconds}. */
    private static <T> PooledObjects<T> fastObjectPool(PoolConfig config, Supplier<T> factory) {
        ObjectPool<T> pool = new ObjectPool<>(config, new cn.danielw.fop.ObjectFactory<>() {
            @Override
            public T create() {
                return factory.get();
            }

            @Override
            public void destroy(T o) {
                // nothing to free
            }

            @Override
            public boolean validate(T o) {
                return true;
            }
        });
        return new PooledObjects<>() {
            @Override
            public Object borrow() {
                try {
                    // false: wait at most maxWaitMilliseconds (true waits for ever)
                    return pool.borrowObject(false);
                } catch (PoolExhaustedException e) {
                    return null;
                }
            }

            @Override
            @SuppressWarnings("unchecked")
            public T object(Object handle) {
                return ((Poolable<T>) handle).getObject();
            }

            @Override
            @SuppressWarnings("unchecked")
            public void release(Object handle) {
                pool.returnObject((Poolable<T>) handle);
            }

            @Override
            public void close() {
                try {
                    pool.shutdown();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        };
    }

    /**
     * A commons-pool2 {@code GenericObjectPool} adapter: {@code borrowObject()} waits at most
     * {@code maxWait}, then throws {@code NoSuchElementException} (a {@code null} handle here);
     * the pool is thread-safe and shared as documented.
     */
    private static <T> PooledObjects<T> commons2(GenericObjectPoolConfig<T> config, Supplier<T> factory) {
        var pool = new org.apache.commons.pool2.impl.GenericObjectPool<>(new BasePooledObjectFactory<T>() {
            @Override
            public T create() {
                return factory.get();
            }

            @Override
            public PooledObject<T> wrap(T obj) {
                return new DefaultPooledObject<>(obj);
            }
        }, config);
        return new Direct<>() {
            @Override
            public Object borrow() throws Exception {
                try {
                    return pool.borrowObject();
                } catch (NoSuchElementException e) {
                    return null; // "Timeout waiting for idle object"
                }
            }

            @Override
            @SuppressWarnings("unchecked")
            public void release(Object handle) {
                pool.returnObject((T) handle);
            }

            @Override
            public void close() {
                pool.close();
            }
        };
    }

    /** An adapter whose handle is the object itself. */
    private abstract static class Direct<T> implements PooledObjects<T> {
        @Override
        @SuppressWarnings("unchecked")
        public final T object(Object handle) {
            return (T) handle;
        }
    }

    /** Either commons-pool 1.6 pool: a borrow that times out throws {@code NoSuchElementException}. */
    private static final class Commons1<T> extends Direct<T> {
        private final org.apache.commons.pool.ObjectPool<T> pool;

        Commons1(org.apache.commons.pool.ObjectPool<T> pool) {
            this.pool = pool;
        }

        @Override
        public Object borrow() throws Exception {
            try {
                return pool.borrowObject();
            } catch (NoSuchElementException e) {
                return null; // "Timeout waiting for idle object"
            }
        }

        @Override
        @SuppressWarnings("unchecked")
        public void release(Object handle) throws Exception {
            pool.returnObject((T) handle);
        }

        @Override
        public void close() {
            try {
                pool.close();
            } catch (Exception e) {
                throw new IllegalStateException("commons-pool 1.6 failed to close its pool", e);
            }
        }
    }

    private static final class Commons1Factory<T> extends BasePoolableObjectFactory<T> {
        private final Supplier<T> factory;

        Commons1Factory(Supplier<T> factory) {
            this.factory = factory;
        }

        @Override
        public T makeObject() {
            return factory.get();
        }
    }

    private static final class LockedDeque<T> extends Direct<T> {
        private final ReentrantLock lock = new ReentrantLock();
        private final Condition released = lock.newCondition();
        private final ArrayDeque<T> idle;
        private final int size;
        private final Supplier<T> factory;
        private final long timeoutNanos;
        private int live;

        LockedDeque(int size, Supplier<T> factory, Duration timeout) {
            this.idle = new ArrayDeque<>(size);
            this.size = size;
            this.factory = factory;
            this.timeoutNanos = timeout.toNanos();
        }

        @Override
        public Object borrow() throws InterruptedException {
            long nanos = timeoutNanos;
            lock.lock();
            try {
                while (idle.isEmpty() && live == size) {
                    if (nanos <= 0) {
                        return null;
                    }
                    nanos = released.awaitNanos(nanos);
                }
                T t = idle.pollLast();
                if (t != null) {
                    return t;
                }
                live++;
            } finally {
                lock.unlock();
            }
            try {
                return factory.get(); // created outside the lock
            } catch (RuntimeException | Error e) {
                lock.lock();
                try {
                    live--;
                    released.signal();
                } finally {
                    lock.unlock();
                }
                throw e;
            }
        }

        @Override
        @SuppressWarnings("unchecked")
        public void release(Object handle) {
            lock.lock();
            try {
                idle.addLast((T) handle);
                released.signal();
            } finally {
                lock.unlock();
            }
        }
    }

    private static final class Stormpot<T> implements PooledObjects<T> {
        private final Pool<Pooled<T>> pool;
        private final Timeout timeout;

        Stormpot(int size, Supplier<T> factory, Duration timeout) {
            this.pool = Pool.from(new Allocator<Pooled<T>>() {
                @Override
                public Pooled<T> allocate(Slot slot) {
                    return new Pooled<>(slot, factory.get());
                }

                @Override
                public void deallocate(Pooled<T> poolable) {
                    // nothing to free
                }
            }).setSize(size).setExpiration(Expiration.never()).build();
            this.timeout = new Timeout(timeout);
        }

        @Override
        public Object borrow() throws InterruptedException {
            return pool.claim(timeout); // thread-safe; null after the timeout
        }

        @Override
        @SuppressWarnings("unchecked")
        public T object(Object handle) {
            return ((Pooled<T>) handle).object;
        }

        @Override
        public void release(Object handle) {
            ((Pooled<?>) handle).release();
        }

        @Override
        public void close() {
            pool.shutdown(); // not awaited: the fork ends anyway
        }
    }

    private static final class Bounded<T> extends Direct<T> {
        private final BoundedObjectPool<T> pool;
        private final long timeoutNanos;

        Bounded(BoundedObjectPool<T> pool, Duration timeout) {
            this.pool = pool;
            this.timeoutNanos = timeout.toNanos();
        }

        @Override
        public Object borrow() throws InterruptedException {
            return pool.tryAcquire(timeoutNanos, TimeUnit.NANOSECONDS);
        }

        @Override
        @SuppressWarnings("unchecked")
        public void release(Object handle) {
            pool.release((T) handle);
        }
    }
}
