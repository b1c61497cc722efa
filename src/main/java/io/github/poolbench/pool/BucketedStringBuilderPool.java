package io.github.poolbench.pool;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * poolbench's own {@link StringBuilderPool}: thread-safe, bounded, size-bucketed, with no
 * boxed keys, no locks and no allocation on acquire or release in steady state.
 *
 * <h2>Design: two tiers</h2>
 * Each of the 8 {@linkplain SizeClasses size classes} (32 .. 4096 chars) has
 * <ol>
 *   <li><b>Thread caches</b> (the fast path): up to {@link #threadCaches()} platform threads
 *       each own a cache of at most <em>one</em> idle builder per class. Only the owner touches
 *       its cache, with plain reads and writes: an acquire that finds the class's builder there
 *       costs a {@code ThreadLocal} lookup, a load and a store, with no atomic read-modify-write.
 *       The number of caches is fixed: a thread takes one of the {@code threadCaches} places the
 *       first time it uses the pool, if one is free or its holder thread has died (its idle
 *       builders then pass to the new thread). Threads that find no place, and all virtual
 *       threads, use the shared tier only, so many short-lived or virtual threads cannot make
 *       the pool grow.</li>
 *   <li><b>Shared slots</b>: {@link #sharedSlotsPerClass()} fixed slots per class, split into
 *       <em>stripes</em> chosen by thread id ({@code id & (stripes - 1)}) and padded by 128
 *       bytes against false sharing. A slot is claimed by a compare-and-set from builder to
 *       {@code null} and filled by a compare-and-set from {@code null} to builder, so a builder
 *       in a slot is handed to exactly one acquirer.</li>
 * </ol>
 * <ul>
 *   <li>{@code acquire}: the thread's cache, then its own stripe, then the other stripes (so a
 *       builder released on another thread is found: producer/consumer use works), and
 *       {@code new StringBuilder(classCapacity)} when the class is empty.</li>
 *   <li>{@code release}: computes the class from the builder's current capacity (a builder that
 *       grew while borrowed is filed under the largest class {@code <=} its capacity), clears it,
 *       and puts it in the thread's cache if that class's place is free, else in a free slot
 *       of the thread's <em>own</em> stripe; if that is full too, the builder is dropped.
 *       Builders of a capacity outside 32..4096 chars are dropped as well. Every released
 *       builder is cleared, kept or dropped.</li>
 * </ul>
 * Ideas from Stormpot's BlazePool (a thread-local fast path before CAS-claimed shared slots,
 * padding), Netty's Recycler (capped per-thread caches, guarded double recycle), Jackson's
 * {@code RecyclerPool} (jackson-core #919: no per-virtual-thread pooling) and Log4j2's reusable
 * builders (LOG4J2-1858: never keep a builder that grew too large).
 *
 * <h2>Bound and retained memory</h2>
 * At most {@link #maxIdlePerClass()} = {@code sharedSlotsPerClass + threadCaches} builders per
 * class are idle. A builder filed in class {@code c < 4096} has a capacity below {@code 2c}
 * chars; the 4096 class holds exactly 4096. One full set of classes is at most 12,217 chars,
 * i.e. 24,434 bytes of arrays (2 bytes per char), plus about 40 bytes of object headers per
 * builder; see {@link #worstCaseRetainedBytes()}. With the defaults on a 2-processor machine
 * ({@value #DEFAULT_SHARED_SLOTS_PER_CLASS} shared slots, 4 thread caches) that is at most
 * 20 x 24,434 bytes, about 489 KB. A thread cache's place is freed for reuse only when another
 * thread looks for one, so a dead thread's idle builders stay (within the bound) until then.
 * Each pool instance owns a {@code ThreadLocal}: create a pool once and share it, not per call.
 *
 * <h2>Double release</h2>
 * {@code release} refuses, with {@link IllegalStateException}, a builder that is still idle
 * where the calling thread would have put it: its own cache or its own stripe. That detects
 * every double release by the same thread while the builder is still idle. A second release
 * from <em>another</em> thread (another cache, another stripe) is not detected and lets two
 * later acquires get the same instance; releasing a builder exactly once is the caller's duty,
 * as with every pool.
 *
 * <h2>Caveats</h2>
 * A builder that ever held a char outside Latin-1 stores 2 bytes per char for the rest of
 * its life ({@code setLength(0)} keeps its coder), so a pooled builder can cost twice the
 * bytes of a fresh one. {@link #stats()} counters of the shared tier are approximate under
 * contention (see {@link PoolStats}).
 */
public final class BucketedStringBuilderPool implements StringBuilderPool {

    /** Default number of shared slots per size class (16). */
    public static final int DEFAULT_SHARED_SLOTS_PER_CLASS = 16;

    /** Most thread caches the default constructor creates, whatever the processor count (64). */
    public static final int MAX_DEFAULT_THREAD_CACHES = 64;

    /** Padding between stripes, in array elements: 32 elements are 128 bytes or more. */
    private static final int PAD = 32;

    /** A thread that found no free cache place tries again after this many calls. */
    private static final int RETRY_INTERVAL = 1024;

    private static final VarHandle SLOTS = MethodHandles.arrayElementVarHandle(StringBuilder[].class);
    private static final VarHandle COUNTS = MethodHandles.arrayElementVarHandle(long[].class);
    private static final MethodHandle IS_VIRTUAL = isVirtualHandle();

    // Per-class counters, then pool-wide ones, inside each counter region.
    // The cache fast path counts only CACHE_RETAINED: its hits are derived (see stats()).
    private static final int HIT = 0;
    private static final int MISS = 1;
    private static final int RETAINED = 2;
    private static final int DROPPED_FULL = 3;
    private static final int CACHE_RETAINED = 4;
    private static final int CACHE_DISCARDED = 5;
    private static final int PER_CLASS_COUNTERS = 6;
    private static final int OVERSIZE_ACQUIRE = SizeClasses.COUNT * PER_CLASS_COUNTERS;
    private static final int DROPPED_TOO_LARGE = OVERSIZE_ACQUIRE + 1;
    private static final int DROPPED_TOO_SMALL = OVERSIZE_ACQUIRE + 2;
    private static final int COUNTERS = OVERSIZE_ACQUIRE + 3;
    private static final int COUNTER_STRIDE = COUNTERS + 16; // + 128 bytes of padding

    private final int sharedSlotsPerClass;
    private final int stripeMask;
    /** Slots per stripe per class: the largest stripe's count (stripes may differ by one). */
    private final int slotsPerStripe;
    /** Stripes {@code < extraSlotStripes} have {@code slotsPerStripe} slots, the rest one fewer. */
    private final int extraSlotStripes;
    private final int stripeStride;
    private final StringBuilder[] slots;
    private final long[] counts;
    /** The places for thread caches; {@code null} when the pool has none. */
    private final AtomicReferenceArray<ThreadCache> caches;
    /** The calling thread's cache once it holds a place. */
    private final ThreadLocal<ThreadCache> local = new ThreadLocal<>();
    /** The calling thread's cache while it waits for a place (then it retries now and then). */
    private final ThreadLocal<ThreadCache> waiting = new ThreadLocal<>();

    /**
     * A pool with {@value #DEFAULT_SHARED_SLOTS_PER_CLASS} shared slots per class, a stripe
     * count fitted to {@link Runtime#availableProcessors()} (the smallest power of two
     * {@code >= 2 x processors}, at most 16) and {@code 2 x processors} thread caches (at least
     * 4, at most {@value #MAX_DEFAULT_THREAD_CACHES}).
     */
    public BucketedStringBuilderPool() {
        this(DEFAULT_SHARED_SLOTS_PER_CLASS, defaultStripes(DEFAULT_SHARED_SLOTS_PER_CLASS), defaultThreadCaches());
    }

    /**
     * A pool with the given shape.
     *
     * @param sharedSlotsPerClass shared slots per size class, {@code >= 1}
     * @param stripes             stripes of the shared slots: a power of two,
     *                            {@code 1 <= stripes <= sharedSlotsPerClass}
     * @param threadCaches        platform threads that may own a cache of one idle builder per
     *                            class, {@code >= 0}; 0 gives a shared-slots-only pool
     * @throws IllegalArgumentException if an argument is out of range
     */
    public BucketedStringBuilderPool(int sharedSlotsPerClass, int stripes, int threadCaches) {
        if (sharedSlotsPerClass < 1) {
            throw new IllegalArgumentException("sharedSlotsPerClass must be >= 1: " + sharedSlotsPerClass);
        }
        if (stripes < 1 || Integer.bitCount(stripes) != 1 || stripes > sharedSlotsPerClass) {
            throw new IllegalArgumentException("stripes must be a power of two in [1, sharedSlotsPerClass="
                    + sharedSlotsPerClass + "]: " + stripes);
        }
        if (threadCaches < 0) {
            throw new IllegalArgumentException("threadCaches must be >= 0: " + threadCaches);
        }
        this.sharedSlotsPerClass = sharedSlotsPerClass;
        this.stripeMask = stripes - 1;
        int base = sharedSlotsPerClass / stripes;
        int remainder = sharedSlotsPerClass % stripes;
        this.slotsPerStripe = base + (remainder > 0 ? 1 : 0);
        this.extraSlotStripes = remainder == 0 ? stripes : remainder;
        this.stripeStride = SizeClasses.COUNT * slotsPerStripe + PAD;
        this.slots = new StringBuilder[PAD + stripes * stripeStride];
        this.counts = new long[16 + stripes * COUNTER_STRIDE];
        this.caches = threadCaches == 0 ? null : new AtomicReferenceArray<>(threadCaches);
    }

    private static int defaultStripes(int sharedSlotsPerClass) {
        int wanted = Integer.highestOneBit(Math.max(1, 2 * Runtime.getRuntime().availableProcessors() - 1)) << 1;
        return Math.min(wanted, Integer.highestOneBit(sharedSlotsPerClass));
    }

    private static int defaultThreadCaches() {
        return Math.min(MAX_DEFAULT_THREAD_CACHES, Math.max(4, 2 * Runtime.getRuntime().availableProcessors()));
    }

    /** @return the bound on idle builders per size class: shared slots plus thread caches */
    public int maxIdlePerClass() {
        return sharedSlotsPerClass + threadCaches();
    }

    /** @return the number of shared slots per size class */
    public int sharedSlotsPerClass() {
        return sharedSlotsPerClass;
    }

    /** @return the number of stripes the shared slots of each class are split into */
    public int stripes() {
        return stripeMask + 1;
    }

    /** @return how many threads may own a cache (one idle builder per class each) */
    public int threadCaches() {
        return caches == null ? 0 : caches.length();
    }

    /**
     * Worst-case bytes of builder arrays this pool can retain: every class full of builders
     * of the largest capacity it accepts, at 2 bytes per char (UTF-16 coder), not counting
     * object headers (about 40 bytes per builder).
     *
     * @return {@code maxIdlePerClass() x 24,434} bytes
     */
    public long worstCaseRetainedBytes() {
        long chars = 0;
        for (int c = 0; c < SizeClasses.COUNT; c++) {
            int cap = SizeClasses.capacityOf(c);
            chars += cap == SizeClasses.MAX_CAPACITY ? cap : 2L * cap - 1;
        }
        return chars * 2 * maxIdlePerClass();
    }

    /**
     * {@inheritDoc}
     *
     * <p>Lock-free; no atomic operation when the thread's cache holds a builder of the class;
     * allocates only when the class is empty (or the request is oversize).
     */
    @Override
    public StringBuilder acquire(int minCapacity) {
        int sizeClass = SizeClasses.ceilClass(minCapacity); // throws IllegalArgumentException if < 0
        if (sizeClass == SizeClasses.NONE) {
            return acquireOversize(minCapacity);
        }
        ThreadCache cache = cacheOfCurrentThread();
        if (cache != null) {
            StringBuilder sb = cache.idle[sizeClass];
            if (sb != null) {
                cache.idle[sizeClass] = null;
                return sb;
            }
        }
        return acquireShared(sizeClass);
    }

    private StringBuilder acquireOversize(int minCapacity) {
        count(stripeOfCurrentThread(), OVERSIZE_ACQUIRE);
        return new StringBuilder(minCapacity);
    }

    /** Cache empty: the own stripe, then the other stripes, else allocate. */
    private StringBuilder acquireShared(int sizeClass) {
        int ownStripe = stripeOfCurrentThread();
        for (int k = 0; k <= stripeMask; k++) {
            StringBuilder sb = claim((ownStripe + k) & stripeMask, sizeClass);
            if (sb != null) {
                count(ownStripe, sizeClass * PER_CLASS_COUNTERS + HIT);
                return sb;
            }
        }
        count(ownStripe, sizeClass * PER_CLASS_COUNTERS + MISS);
        return new StringBuilder(SizeClasses.capacityOf(sizeClass));
    }

    /** Takes an idle builder of the class out of one stripe, or returns {@code null}. */
    private StringBuilder claim(int stripe, int sizeClass) {
        StringBuilder[] s = slots;
        int base = slotBase(stripe, sizeClass);
        for (int i = 0, n = slotCount(stripe); i < n; i++) {
            StringBuilder sb = (StringBuilder) SLOTS.getAcquire(s, base + i);
            if (sb != null && SLOTS.compareAndSet(s, base + i, sb, null)) {
                return sb;
            }
        }
        return null;
    }

    /**
     * {@inheritDoc}
     *
     * <p>Lock-free; no atomic operation when the builder goes to the thread's cache. Clears
     * every builder, kept or dropped. Refuses a builder that is still idle in the calling
     * thread's cache or stripe (see the class documentation for what is and is not detected).
     */
    @Override
    public void release(StringBuilder builder) {
        Objects.requireNonNull(builder, "builder must not be null");
        int sizeClass = SizeClasses.floorClass(builder.capacity());
        if (sizeClass == SizeClasses.NONE) {
            dropOutOfRange(builder);
            return;
        }
        ThreadCache cache = cacheOfCurrentThread();
        if (cache != null) {
            StringBuilder idle = cache.idle[sizeClass];
            if (idle == null && (cache.maybeInStripe & (1 << sizeClass)) == 0) {
                // Nothing this thread filed in its stripe can still be there: no scan needed.
                builder.setLength(0);
                cache.idle[sizeClass] = builder;
                cache.counts[sizeClass * PER_CLASS_COUNTERS + CACHE_RETAINED]++;
                return;
            }
            if (idle == builder) {
                throw doubleRelease(builder);
            }
        }
        releaseShared(builder, sizeClass, cache);
    }

    /** Scans the own stripe (double release, free slot), then files in the cache or the stripe. */
    private void releaseShared(StringBuilder builder, int sizeClass, ThreadCache cache) {
        int stripe = stripeOfCurrentThread();
        StringBuilder[] s = slots;
        int n = slotCount(stripe);
        int base = slotBase(stripe, sizeClass);
        int free = -1;
        int occupied = 0;
        for (int i = 0; i < n; i++) {
            Object idle = SLOTS.getAcquire(s, base + i);
            if (idle == builder) {
                throw doubleRelease(builder);
            }
            if (idle == null) {
                if (free < 0) {
                    free = i;
                }
            } else {
                occupied++;
            }
        }
        builder.setLength(0); // clear before publishing: the CAS below is a release
        if (cache != null) {
            int bit = 1 << sizeClass;
            if (cache.idle[sizeClass] == null) { // came here only to scan: the cache place is free
                if (occupied == 0) {
                    cache.maybeInStripe &= ~bit; // the stripe is empty: nothing of ours is in it
                }
                cache.idle[sizeClass] = builder;
                cache.counts[sizeClass * PER_CLASS_COUNTERS + CACHE_RETAINED]++;
                return;
            }
            cache.maybeInStripe |= bit;
        }
        if (free >= 0) {
            for (int i = free; i < n; i++) { // a racing releaser may take the free slot first
                if (SLOTS.compareAndSet(s, base + i, null, builder)) {
                    count(stripe, sizeClass * PER_CLASS_COUNTERS + RETAINED);
                    return;
                }
            }
        }
        count(stripe, sizeClass * PER_CLASS_COUNTERS + DROPPED_FULL);
    }

    // Cold paths live in their own methods so that acquire() and release() compile small enough to be inlined.

    private void dropOutOfRange(StringBuilder builder) {
        builder.setLength(0);
        count(stripeOfCurrentThread(),
                builder.capacity() > SizeClasses.MAX_CAPACITY ? DROPPED_TOO_LARGE : DROPPED_TOO_SMALL);
    }

    private static IllegalStateException doubleRelease(StringBuilder builder) {
        return new IllegalStateException("builder released twice: it is already idle in the pool (capacity "
                + builder.capacity() + " chars)");
    }

    /**
     * The calling thread's registered cache, or {@code null} for a virtual thread, a pool
     * without caches, or a thread that found no free place.
     */
    private ThreadCache cacheOfCurrentThread() {
        if (caches == null) {
            return null;
        }
        Thread thread = Thread.currentThread();
        if (isVirtual(thread)) {
            return null;
        }
        ThreadCache cache = local.get();
        return cache != null ? cache : register(thread);
    }

    /** First use by a thread, or a retry: take a free place or a dead thread's place. */
    private ThreadCache register(Thread thread) {
        ThreadCache cache = waiting.get();
        if (cache == null) {
            cache = new ThreadCache(thread);
        } else if (--cache.retryCountdown > 0) {
            return null;
        }
        cache.retryCountdown = RETRY_INTERVAL;
        ThreadCache placed = place(cache);
        if (placed == null) {
            waiting.set(cache);
        } else {
            waiting.remove();
            local.set(placed);
        }
        return placed;
    }

    private ThreadCache place(ThreadCache cache) {
        for (int i = 0; i < caches.length(); i++) {
            ThreadCache held = caches.get(i);
            if (held == null) {
                if (caches.compareAndSet(i, null, cache)) {
                    return cache;
                }
                continue;
            }
            Thread owner = held.owner.get();
            // A thread that has died never touches its cache again; isAlive() == false also
            // makes all its writes visible here (JLS 17.4.4), so its builders can be taken over.
            boolean terminated = owner != null && !owner.isAlive();
            if ((owner == null || terminated) && caches.compareAndSet(i, held, cache)) {
                cache.takeOver(held, terminated);
                return cache;
            }
        }
        return null;
    }

    private static MethodHandle isVirtualHandle() {
        try { // Thread.isVirtual() exists from Java 21; this library targets 17
            return MethodHandles.publicLookup().findVirtual(Thread.class, "isVirtual",
                    MethodType.methodType(boolean.class));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            return MethodHandles.dropArguments(MethodHandles.constant(boolean.class, false), 0, Thread.class);
        }
    }

    private static boolean isVirtual(Thread thread) {
        try {
            return (boolean) IS_VIRTUAL.invokeExact(thread);
        } catch (Throwable e) {
            throw new AssertionError("Thread.isVirtual() failed", e);
        }
    }

    /**
     * A snapshot of the counters (approximate under contention) and the idle builders per
     * class (read slot by slot and cache by cache). Allocates; meant for tests and reports, not
     * hot paths.
     *
     * @return the current statistics
     */
    public PoolStats stats() {
        long[] totals = new long[COUNTERS];
        for (int stripe = 0; stripe <= stripeMask; stripe++) {
            for (int i = 0; i < COUNTERS; i++) {
                totals[i] += (long) COUNTS.getOpaque(counts, 16 + stripe * COUNTER_STRIDE + i);
            }
        }
        int[] cacheIdle = new int[SizeClasses.COUNT];
        for (int k = 0; k < threadCaches(); k++) {
            ThreadCache cache = caches.get(k);
            if (cache != null) {
                for (int i = 0; i < COUNTERS; i++) {
                    totals[i] += (long) COUNTS.getOpaque(cache.counts, i);
                }
                for (int c = 0; c < SizeClasses.COUNT; c++) {
                    cacheIdle[c] += SLOTS.getOpaque(cache.idle, c) != null ? 1 : 0;
                }
            }
        }
        List<PoolStats.SizeClassStats> classes = new ArrayList<>(SizeClasses.COUNT);
        for (int c = 0; c < SizeClasses.COUNT; c++) {
            int sharedIdle = 0;
            for (int stripe = 0; stripe <= stripeMask; stripe++) {
                int base = slotBase(stripe, c);
                for (int i = 0; i < slotCount(stripe); i++) {
                    if (SLOTS.getAcquire(slots, base + i) != null) {
                        sharedIdle++;
                    }
                }
            }
            int at = c * PER_CLASS_COUNTERS;
            // Every builder put in a cache is still idle there, was discarded with a collected
            // thread's cache, or was taken by a cache hit.
            long cacheHits = Math.max(0, totals[at + CACHE_RETAINED] - cacheIdle[c] - totals[at + CACHE_DISCARDED]);
            classes.add(new PoolStats.SizeClassStats(SizeClasses.capacityOf(c),
                    totals[at + HIT] + cacheHits, cacheHits, totals[at + MISS],
                    totals[at + RETAINED] + totals[at + CACHE_RETAINED], totals[at + DROPPED_FULL],
                    sharedIdle + cacheIdle[c], cacheIdle[c]));
        }
        return new PoolStats(classes, totals[OVERSIZE_ACQUIRE], totals[DROPPED_TOO_LARGE], totals[DROPPED_TOO_SMALL]);
    }

    @Override
    public String toString() {
        return "BucketedStringBuilderPool[sharedSlotsPerClass=" + sharedSlotsPerClass + ", stripes=" + stripes()
                + ", threadCaches=" + threadCaches() + "]";
    }

    @SuppressWarnings("deprecation") // Thread.threadId() needs Java 19; getId() is the same value
    private int stripeOfCurrentThread() {
        return (int) Thread.currentThread().getId() & stripeMask;
    }

    private int slotCount(int stripe) {
        return stripe < extraSlotStripes ? slotsPerStripe : slotsPerStripe - 1;
    }

    private int slotBase(int stripe, int sizeClass) {
        return PAD + stripe * stripeStride + sizeClass * slotsPerStripe;
    }

    /** Shared-tier counters: plain increments, one region per stripe (see {@link PoolStats}). */
    private void count(int stripe, int counter) {
        increment(counts, 16 + stripe * COUNTER_STRIDE + counter);
    }

    private static void increment(long[] counters, int i) {
        COUNTS.setOpaque(counters, i, (long) COUNTS.getOpaque(counters, i) + 1);
    }

    /**
     * One thread's cache: at most one idle builder per class. Read and written only by its
     * owner thread (plain accesses), except that {@link #stats()} reads it racily and a new
     * thread takes it over once the owner has died.
     */
    private static final class ThreadCache {
        final WeakReference<Thread> owner;
        final StringBuilder[] idle = new StringBuilder[SizeClasses.COUNT];
        /** Owner-only counters, same layout as a stripe's region; written with opaque stores. */
        final long[] counts = new long[COUNTERS];
        /** Bit per class: this thread filed a builder in its stripe that may still be idle there. */
        int maybeInStripe;
        int retryCountdown;

        ThreadCache(Thread owner) {
            this.owner = new WeakReference<>(owner);
        }

        /** Takes over a dead thread's place: its counters, and its builders if it surely ended. */
        void takeOver(ThreadCache dead, boolean builderWritesVisible) {
            for (int i = 0; i < COUNTERS; i++) {
                counts[i] += (long) COUNTS.getOpaque(dead.counts, i);
            }
            for (int c = 0; c < SizeClasses.COUNT; c++) {
                if (builderWritesVisible) {
                    idle[c] = dead.idle[c];
                } else if (SLOTS.getOpaque(dead.idle, c) != null) {
                    counts[c * PER_CLASS_COUNTERS + CACHE_DISCARDED]++; // left to the GC
                }
            }
        }
    }
}
