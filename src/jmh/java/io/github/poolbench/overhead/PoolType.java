package io.github.poolbench.overhead;

import com.fasterxml.jackson.core.util.RecyclerPool;
import io.github.poolbench.commons.CommonsKeyedStringBuilderPool;
import io.github.poolbench.pool.BucketedStringBuilderPool;
import io.github.poolbench.pool.StringBuilderPool;
import io.netty.util.Recycler;
import stormpot.Allocator;
import stormpot.Expiration;
import stormpot.Pool;
import stormpot.PoolTap;
import stormpot.Pooled;
import stormpot.Slot;
import stormpot.Timeout;

/**
 * The contenders of {@link PoolOverheadBenchmark}, as thin {@link Contender} adapters (the
 * pattern of Caffeine's {@code CacheType}). Our pools are size-bucketed and take any capacity;
 * the peers pool objects of one size, so each peer pool is built for the benchmark's capacity.
 * Every contender that can run empty allocates then, as ours do: none makes a caller wait.
 *
 * <p><b>Sharing.</b> {@code shared2} shares one contender between two threads; each thread
 * uses it through {@link Contender#forThread()}, which is the contender itself except for
 * Stormpot's thread-local tap (one per thread, per Stormpot's Javadoc). Netty's
 * {@code Recycler.get()} and {@code Handle.recycle} may be called from any thread, but it pools
 * only on its {@code FastThreadLocalThread}s, where its rows run; Jackson's lock-free and deque
 * {@code RecyclerPool}s are shared pools, its thread-local one hands each thread one object.
 * {@code PoolTypeTest} shares every contender between 24 threads that way and checks that no
 * builder is held by two threads at once.
 */
public enum PoolType {
    /** No pool: {@code new StringBuilder(n)}; release does nothing. The baseline. */
    allocate {
        @Override
        Contender create(int capacity) {
            return new OfPool(new StringBuilderPool() {
                @Override
                public StringBuilder acquire(int minCapacity) {
                    return new StringBuilder(minCapacity);
                }

                @Override
                public void release(StringBuilder builder) {
                    // dropped: the GC reclaims it
                }
            }, capacity);
        }
    },
    /**
     * The A/A control: {@link #allocate} again under another name (identical code), measured
     * beside it in every round: how far identical code drifts apart in this run.
     */
    allocateAgain {
        @Override
        Contender create(int capacity) {
            return allocate.create(capacity);
        }
    },
    /** {@link BucketedStringBuilderPool}, default shape (256 thread caches, 16 shared slots per class). */
    bucketed {
        @Override
        Contender create(int capacity) {
            return new OfPool(new BucketedStringBuilderPool(), capacity);
        }
    },
    /**
     * {@link BucketedStringBuilderPool} without thread caches: every acquire and release goes
     * through the shared slots (compare-and-set), what threads without a cache and virtual threads
     * get. The contention case.
     */
    bucketedSharedOnly {
        @Override
        Contender create(int capacity) {
            return new OfPool(new BucketedStringBuilderPool(BucketedStringBuilderPool.DEFAULT_SHARED_SLOTS_PER_CLASS, 0),
                    capacity);
        }
    },
    /**
     * {@link BucketedStringBuilderPool} with 4 thread caches instead of 256: with 8 and 64 threads,
     * the threads beyond the first 4 use the shared slots. The control for the default's number of
     * caches.
     */
    bucketedFixed {
        @Override
        Contender create(int capacity) {
            return new OfPool(new BucketedStringBuilderPool(BucketedStringBuilderPool.DEFAULT_SHARED_SLOTS_PER_CLASS, 4),
                    capacity);
        }
    },
    /**
     * The control of the pool's design: {@link IdTableStringBuilderPool}, the bucketed pool before
     * its thread caches moved into a {@code ThreadLocal} (a table of 256 caches found by thread id,
     * shared slots in stripes), default shape.
     */
    bucketedIdTable {
        @Override
        Contender create(int capacity) {
            return new OfPool(new IdTableStringBuilderPool(), capacity);
        }
    },
    /** {@link CommonsKeyedStringBuilderPool}, default bound. */
    commonsKeyed {
        @Override
        Contender create(int capacity) {
            CommonsKeyedStringBuilderPool pool = new CommonsKeyedStringBuilderPool();
            return new OfPool(pool, capacity) {
                @Override
                public void close() {
                    pool.close();
                }
            };
        }
    },
    /** One builder per size class per thread in a {@code ThreadLocal}, as Log4j2 and Jackson did. */
    threadLocal {
        @Override
        Contender create(int capacity) {
            return new OfPool(new ThreadLocalStringBuilderPool(0), capacity);
        }
    },
    /**
     * The control of padding: {@link #threadLocal} with each thread's array padded by 32 references
     * on either side, as {@link BucketedStringBuilderPool}'s caches are. It tests the hypothesis that
     * two threads' unpadded arrays, each written on every call, can share a cache line (for instance
     * once a collection has copied them next to each other); it shows whether padding alone changes
     * the cost, not why.
     */
    threadLocalPadded {
        @Override
        Contender create(int capacity) {
            return new OfPool(new ThreadLocalStringBuilderPool(32), capacity);
        }
    },
    /**
     * Stormpot 3.2 ({@code Pool.fromInline}, 16 objects, never expiring) through
     * {@code pool.claim(zero timeout)}: the pool itself is the thread-safe tap its Javadoc
     * prescribes for a shared pool, and finds its thread-local cache of the last slot itself, as
     * our pools find their per-thread state: comparable with ours. It never waits; when it finds
     * nothing the adapter allocates an unpooled builder. Not {@code tryClaim()}: in 3.2 it ran a
     * 512 MB heap out of memory with 24 threads sharing 16 objects, where {@code claim} with a
     * zero timeout did not: its slow path pushes a slot another thread holds onto a pile in a
     * loop, allocating one node per turn until the holder lets go (bytecode, heap histogram and
     * thread dump in {@code docs/evidence/stormpot-tryclaim-oom.md}).
     */
    stormpotClaim {
        @Override
        Contender create(int capacity) {
            return new StormpotContender(capacity, false);
        }
    },
    /**
     * Stormpot 3.2 as {@link #stormpotClaim}, through a thread-local tap
     * ({@code pool.getThreadLocalTap()}) that each benchmark thread holds itself
     * ({@link Contender#forThread()}): Stormpot's fastest path, with no lookup of per-thread state
     * at all, which no other contender here gets. Its Javadoc makes a tap one thread's: sharing one
     * between threads is a use error, so {@link Contender#acquire()} on the shared contender throws.
     */
    stormpotTap {
        @Override
        Contender create(int capacity) {
            return new StormpotContender(capacity, true);
        }
    },
    /**
     * Netty 4.2's {@code Recycler} (default per-thread capacity). It pools only on Netty's
     * {@code FastThreadLocalThread}s, so its rows run on them ({@link FastThreadExecutor}) in
     * {@link PoolOverheadBenchmark.OnFastThreads} and nowhere else.
     */
    netty {
        @Override
        Contender create(int capacity) {
            return new NettyContender(capacity);
        }
    },
    /**
     * Jackson 2.x {@code RecyclerPool.ThreadLocalPoolBase}: every call on a thread gets the
     * same per-thread object, and release does nothing. It gives no exclusive use (two
     * acquires without a release return one object), so it is shown but not ranked with the
     * pools that do.
     */
    jacksonThreadLocal {
        @Override
        Contender create(int capacity) {
            return new JacksonContender(new JacksonThreadLocal(capacity));
        }

        @Override
        public boolean exclusive() {
            return false;
        }
    },
    /** Jackson 2.x {@code RecyclerPool.LockFreePoolBase}: an unbounded lock-free stack (deprecated in 2.18, #1260). */
    jacksonLockFree {
        @Override
        Contender create(int capacity) {
            return new JacksonContender(new JacksonLockFree(capacity));
        }
    },
    /** Jackson 2.x {@code RecyclerPool.ConcurrentDequePoolBase}: a {@code ConcurrentLinkedDeque}. */
    jacksonDeque {
        @Override
        Contender create(int capacity) {
            return new JacksonContender(new JacksonDeque(capacity));
        }
    };

    /**
     * @param capacity the builder capacity, in chars
     * @return a new, empty pool of this type
     */
    abstract Contender create(int capacity);

    /** @return whether two acquires without a release always return two different builders */
    public boolean exclusive() {
        return true;
    }

    /** A {@link StringBuilderPool}: the handle is the builder. */
    static class OfPool implements Contender {
        private final StringBuilderPool pool;
        private final int capacity;

        OfPool(StringBuilderPool pool, int capacity) {
            this.pool = pool;
            this.capacity = capacity;
        }

        @Override
        public Object acquire() {
            return pool.acquire(capacity);
        }

        @Override
        public StringBuilder builder(Object handle) {
            return (StringBuilder) handle;
        }

        @Override
        public void release(Object handle) {
            pool.release((StringBuilder) handle);
        }
    }

    private static final class StormpotContender implements Contender {
        /** Claim without waiting (immutable, shared). */
        private static final Timeout NO_WAIT = new Timeout(0, java.util.concurrent.TimeUnit.NANOSECONDS);
        private final int capacity;
        private final Pool<Pooled<StringBuilder>> pool;
        private final PoolTap<Pooled<StringBuilder>> tap;
        private final boolean tapPerThread;

        StormpotContender(int capacity, boolean tapPerThread) {
            this.capacity = capacity;
            this.pool = Pool.fromInline(new Allocator<Pooled<StringBuilder>>() {
                @Override
                public Pooled<StringBuilder> allocate(Slot slot) {
                    return new Pooled<>(slot, new StringBuilder(capacity));
                }

                @Override
                public void deallocate(Pooled<StringBuilder> poolable) {
                    // nothing to free
                }
            }).setSize(16).setExpiration(Expiration.never()).build();
            this.tap = tapPerThread ? null : pool;
            this.tapPerThread = tapPerThread;
        }

        private StormpotContender(StormpotContender shared, PoolTap<Pooled<StringBuilder>> tap) {
            this.capacity = shared.capacity;
            this.pool = shared.pool;
            this.tap = tap;
            this.tapPerThread = true;
        }

        @Override
        public Contender forThread() {
            return tapPerThread ? new StormpotContender(this, pool.getThreadLocalTap()) : this;
        }

        @Override
        public Object acquire() {
            PoolTap<Pooled<StringBuilder>> t = tap;
            if (t == null) {
                throw new IllegalStateException("a Stormpot thread-local tap belongs to one thread:"
                        + " acquire through forThread(), not through the shared contender");
            }
            Pooled<StringBuilder> pooled;
            try {
                pooled = t.claim(NO_WAIT);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while claiming", e);
            }
            return pooled != null ? pooled : new StringBuilder(capacity);
        }

        @Override
        @SuppressWarnings("unchecked")
        public StringBuilder builder(Object handle) {
            return handle instanceof Pooled<?> p ? ((Pooled<StringBuilder>) p).object : (StringBuilder) handle;
        }

        @Override
        public void release(Object handle) {
            if (handle instanceof Pooled<?> p) {
                ((StringBuilder) p.object).setLength(0);
                p.release();
            }
        }

        // No close(): an inline pool has no thread to stop, and Stormpot 3.2's shutdown() with
        // objects still claimed (builders left in a handoff queue) throws a NullPointerException
        // from PreciseLeakDetector.unregister.
    }

    /** Netty's pooled object: the builder and the handle that returns it. */
    static final class NettyEntry {
        final StringBuilder builder;
        final Recycler.Handle<NettyEntry> handle;

        NettyEntry(StringBuilder builder, Recycler.Handle<NettyEntry> handle) {
            this.builder = builder;
            this.handle = handle;
        }
    }

    private static final class NettyContender implements Contender {
        private final Recycler<NettyEntry> recycler;

        NettyContender(int capacity) {
            this.recycler = new Recycler<>() {
                @Override
                protected NettyEntry newObject(Handle<NettyEntry> handle) {
                    return new NettyEntry(new StringBuilder(capacity), handle);
                }
            };
        }

        @Override
        public Object acquire() {
            return recycler.get();
        }

        @Override
        public StringBuilder builder(Object handle) {
            return ((NettyEntry) handle).builder;
        }

        @Override
        public void release(Object handle) {
            NettyEntry entry = (NettyEntry) handle;
            entry.builder.setLength(0);
            entry.handle.recycle(entry);
        }
    }

    /** Jackson's pooled object: the builder, and the pool it returns to. */
    static final class JacksonEntry implements RecyclerPool.WithPool<JacksonEntry> {
        final StringBuilder builder;
        private RecyclerPool<JacksonEntry> pool;

        JacksonEntry(int capacity) {
            this.builder = new StringBuilder(capacity);
        }

        @Override
        public JacksonEntry withPool(RecyclerPool<JacksonEntry> pool) {
            this.pool = pool;
            return this;
        }

        @Override
        public void releaseToPool() {
            pool.releasePooled(this);
        }
    }

    private static final class JacksonContender implements Contender {
        private final RecyclerPool<JacksonEntry> pool;

        JacksonContender(RecyclerPool<JacksonEntry> pool) {
            this.pool = pool;
        }

        @Override
        public Object acquire() {
            return pool.acquirePooled();
        }

        @Override
        public StringBuilder builder(Object handle) {
            return ((JacksonEntry) handle).builder;
        }

        @Override
        public void release(Object handle) {
            JacksonEntry entry = (JacksonEntry) handle;
            entry.builder.setLength(0);
            pool.releasePooled(entry);
        }
    }

    @SuppressWarnings("serial")
    private static final class JacksonThreadLocal extends RecyclerPool.ThreadLocalPoolBase<JacksonEntry> {
        private final transient ThreadLocal<JacksonEntry> perThread;

        JacksonThreadLocal(int capacity) {
            this.perThread = ThreadLocal.withInitial(() -> new JacksonEntry(capacity));
        }

        @Override
        public JacksonEntry acquirePooled() {
            return perThread.get();
        }
    }

    @SuppressWarnings({"serial", "deprecation"})
    private static final class JacksonLockFree extends RecyclerPool.LockFreePoolBase<JacksonEntry> {
        private final int capacity;

        JacksonLockFree(int capacity) {
            super(SERIALIZATION_NON_SHARED);
            this.capacity = capacity;
        }

        @Override
        public JacksonEntry createPooled() {
            return new JacksonEntry(capacity);
        }
    }

    @SuppressWarnings("serial")
    private static final class JacksonDeque extends RecyclerPool.ConcurrentDequePoolBase<JacksonEntry> {
        private final int capacity;

        JacksonDeque(int capacity) {
            super(SERIALIZATION_NON_SHARED);
            this.capacity = capacity;
        }

        @Override
        public JacksonEntry createPooled() {
            return new JacksonEntry(capacity);
        }
    }
}
