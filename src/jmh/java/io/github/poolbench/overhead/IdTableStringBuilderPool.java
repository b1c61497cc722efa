package io.github.poolbench.overhead;

import io.github.poolbench.pool.SizeClasses;
import io.github.poolbench.pool.StringBuilderPool;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.util.Objects;

/**
 * The control row {@code bucketedIdTable}: poolbench's bucketed pool as it was before the pool
 * became {@link io.github.poolbench.pool.BucketedStringBuilderPool}'s {@code ThreadLocal} design,
 * its acquire and release kept unchanged (counters included; the snapshot that read them is gone,
 * as nothing reads it) so that one run measures the two designs side by side. Not a library
 * class: it lives with the benchmark that measures it.
 *
 * <p>Design: per size class, a fixed table of thread caches found by thread id
 * ({@code Thread.getId() & (places - 1)}, 256 places by default), each holding at most one idle
 * builder per class and a strong reference to its owner {@code Thread}; a thread whose place is
 * held by a live thread, and every virtual thread, uses shared CAS-claimed slots split into
 * stripes by thread id. A place whose owner died is taken over by a thread of the same stripe
 * on a miss paced by a counter shared by the stripe (one miss in 64 checks the owner), so two
 * threads of one stripe taking strict turns never check, and the dead owner and its idle
 * builders stay reachable (the defect the new design removes).
 *
 * <p>Thread-safe; bounded ({@link #maxIdlePerClass()} idle builders per class); refuses a
 * double release found in the caller's cache or stripe with {@link IllegalStateException}.
 */
final class IdTableStringBuilderPool implements StringBuilderPool {

    /** Default number of shared slots per size class (16). */
    public static final int DEFAULT_SHARED_SLOTS_PER_CLASS = 16;

    /** Thread-cache places of the default constructor (256): see the class documentation. */
    public static final int DEFAULT_THREAD_CACHES = 256;

    /**
     * Most shared slots per size class a pool may have (2^20 = 1,048,576): one array holds the
     * slots of all 8 classes, 32 MB of references at this bound, and must stay far from the
     * largest Java array.
     */
    public static final int MAX_SHARED_SLOTS_PER_CLASS = 1 << 20;

    /**
     * Most thread-cache places a pool may have (2^16 = 65,536): a place costs a reference in the
     * table, and a thread cache of about 0.9 KB of padded bookkeeping once a thread owns it.
     */
    public static final int MAX_THREAD_CACHES = 1 << 16;

    /** Padding of reference arrays, in elements: 32 elements are 128 bytes or more. */
    private static final int PAD = 32;
    /** Padding of counter arrays, in longs (128 bytes). */
    private static final int LPAD = 16;
    /** Padding of the occupancy array, in ints (128 bytes). */
    private static final int IPAD = 32;

    /**
     * A thread whose place is held checks whether the holder died once per this many misses of
     * its stripe's threads.
     */
    private static final int PROBE_INTERVAL = 64;

    private static final VarHandle SLOTS = MethodHandles.arrayElementVarHandle(StringBuilder[].class);
    private static final VarHandle CACHES = MethodHandles.arrayElementVarHandle(ThreadCache[].class);
    private static final VarHandle COUNTS = MethodHandles.arrayElementVarHandle(long[].class);
    private static final VarHandle INTS = MethodHandles.arrayElementVarHandle(int[].class);
    private static final MethodHandle IS_VIRTUAL = isVirtualHandle();

    // Per-class counters, then pool-wide ones, inside each counter region.
    // The thread-cache fast path counts nothing: two owner-only increments measured about 3 ns
    // per acquire+release on JDK 17, a third of the whole fast path (issue 10).
    private static final int HIT = 0;
    private static final int MISS = 1;
    private static final int RETAINED = 2;
    private static final int DROPPED_FULL = 3;
    private static final int PER_CLASS_COUNTERS = 4;
    private static final int OVERSIZE_ACQUIRE = SizeClasses.COUNT * PER_CLASS_COUNTERS;
    private static final int DROPPED_TOO_LARGE = OVERSIZE_ACQUIRE + 1;
    private static final int DROPPED_TOO_SMALL = OVERSIZE_ACQUIRE + 2;
    private static final int COUNTERS = OVERSIZE_ACQUIRE + 3;
    /** Per stripe, after the counters: misses of threads whose place is held (racy, paces liveness checks). */
    private static final int PROBES = COUNTERS;
    private static final int COUNTER_STRIDE = COUNTERS + 1 + LPAD;
    private static final int OCCUPANCY_STRIDE = SizeClasses.COUNT + IPAD;

    private final int sharedSlotsPerClass;
    private final int stripeMask;
    /** Slots per stripe per class: the largest stripe's count (stripes may differ by one). */
    private final int slotsPerStripe;
    /** Stripes {@code < extraSlotStripes} have {@code slotsPerStripe} slots, the rest one fewer. */
    private final int extraSlotStripes;
    private final int stripeStride;
    private final StringBuilder[] slots;
    /**
     * Per stripe and class: builders filed in the stripe's slots, an upper bound (raised before
     * the filing CAS, lowered after the claiming CAS). Zero means the stripe's class is empty.
     * Kept only when there are thread caches (their fast path reads it).
     */
    private final int[] occupancy;
    /** Counters of threads without a cache, per stripe, added atomically. */
    private final long[] counts;
    /** The cache places, indexed by {@code id & cacheMask}; never {@code null}, entries may be. */
    private final ThreadCache[] caches;
    private final int cacheMask;
    private final int threadCaches;

    /**
     * A pool with {@value #DEFAULT_SHARED_SLOTS_PER_CLASS} shared slots per class, a stripe
     * count fitted to {@link Runtime#availableProcessors()} (the smallest power of two
     * {@code >= 2 x processors}, at most 16) and {@value #DEFAULT_THREAD_CACHES} thread-cache
     * places, whatever the processor count.
     */
    public IdTableStringBuilderPool() {
        this(DEFAULT_SHARED_SLOTS_PER_CLASS, defaultStripes(DEFAULT_SHARED_SLOTS_PER_CLASS), DEFAULT_THREAD_CACHES);
    }

    /**
     * A pool with the given shape.
     *
     * @param sharedSlotsPerClass shared slots per size class,
     *                            {@code 1 <= sharedSlotsPerClass <=} {@value #MAX_SHARED_SLOTS_PER_CLASS}
     * @param stripes             stripes of the shared slots: a power of two,
     *                            {@code 1 <= stripes <= sharedSlotsPerClass}
     * @param threadCaches        places for thread caches (one idle builder per class each):
     *                            0 (a shared-slots-only pool) or a power of two
     *                            {@code <=} {@value #MAX_THREAD_CACHES}
     * @throws IllegalArgumentException if an argument is out of range (checked before anything
     *         is allocated)
     */
    public IdTableStringBuilderPool(int sharedSlotsPerClass, int stripes, int threadCaches) {
        if (sharedSlotsPerClass < 1 || sharedSlotsPerClass > MAX_SHARED_SLOTS_PER_CLASS) {
            throw new IllegalArgumentException("sharedSlotsPerClass must be in [1, " + MAX_SHARED_SLOTS_PER_CLASS
                    + "]: " + sharedSlotsPerClass);
        }
        if (stripes < 1 || Integer.bitCount(stripes) != 1 || stripes > sharedSlotsPerClass) {
            throw new IllegalArgumentException("stripes must be a power of two in [1, sharedSlotsPerClass="
                    + sharedSlotsPerClass + "]: " + stripes);
        }
        if (threadCaches < 0 || threadCaches > MAX_THREAD_CACHES
                || (threadCaches > 0 && Integer.bitCount(threadCaches) != 1)) {
            throw new IllegalArgumentException("threadCaches must be 0 or a power of two <= " + MAX_THREAD_CACHES
                    + ": " + threadCaches);
        }
        this.sharedSlotsPerClass = sharedSlotsPerClass;
        this.stripeMask = stripes - 1;
        int base = sharedSlotsPerClass / stripes;
        int remainder = sharedSlotsPerClass % stripes;
        this.slotsPerStripe = base + (remainder > 0 ? 1 : 0);
        this.extraSlotStripes = remainder == 0 ? stripes : remainder;
        this.stripeStride = SizeClasses.COUNT * slotsPerStripe + PAD;
        this.slots = new StringBuilder[PAD + stripes * stripeStride];
        this.occupancy = new int[IPAD + stripes * OCCUPANCY_STRIDE];
        this.counts = new long[LPAD + stripes * COUNTER_STRIDE];
        this.threadCaches = threadCaches;
        this.caches = new ThreadCache[Math.max(1, threadCaches)];
        this.cacheMask = caches.length - 1;
    }

    private static int defaultStripes(int sharedSlotsPerClass) {
        return Math.min(twiceProcessorsPowerOfTwo(), Integer.highestOneBit(sharedSlotsPerClass));
    }

    /** The smallest power of two {@code >= 2 x availableProcessors()}. */
    private static int twiceProcessorsPowerOfTwo() {
        return Integer.highestOneBit(Math.max(1, 2 * Runtime.getRuntime().availableProcessors() - 1)) << 1;
    }

    /** {@return the bound on idle builders per size class: shared slots plus thread caches} */
    public int maxIdlePerClass() {
        return sharedSlotsPerClass + threadCaches;
    }

    /** {@return the number of shared slots per size class} */
    public int sharedSlotsPerClass() {
        return sharedSlotsPerClass;
    }

    /** {@return the number of stripes the shared slots of each class are split into} */
    public int stripes() {
        return stripeMask + 1;
    }

    /** {@return how many threads may own a cache (one idle builder per class each)} */
    public int threadCaches() {
        return threadCaches;
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
        Thread thread = Thread.currentThread();
        ThreadCache cache = caches[index(thread)];
        if (cache != null && cache.owner == thread) {
            StringBuilder sb = cache.idle[PAD + sizeClass];
            if (sb != null) {
                cache.idle[PAD + sizeClass] = null; // not counted: the design counted its shared tier only
                return sb;
            }
        } else {
            cache = register(thread);
        }
        return acquireShared(sizeClass, thread, cache);
    }

    private StringBuilder acquireOversize(int minCapacity) {
        StringBuilder sb = new StringBuilder(minCapacity); // may throw OutOfMemoryError: count after
        countShared(stripe(Thread.currentThread()), OVERSIZE_ACQUIRE);
        return sb;
    }

    /** Cache empty (or just taken over): the cache, the own stripe, the other stripes, else allocate. */
    private StringBuilder acquireShared(int sizeClass, Thread thread, ThreadCache cache) {
        if (cache != null && cache.idle[PAD + sizeClass] != null) { // a dead owner's builder
            StringBuilder sb = cache.idle[PAD + sizeClass];
            cache.idle[PAD + sizeClass] = null;
            return sb;
        }
        int ownStripe = stripe(thread);
        for (int k = 0; k <= stripeMask; k++) {
            StringBuilder sb = claim((ownStripe + k) & stripeMask, sizeClass);
            if (sb != null) {
                count(cache, ownStripe, sizeClass * PER_CLASS_COUNTERS + HIT);
                return sb;
            }
        }
        StringBuilder sb = new StringBuilder(SizeClasses.capacityOf(sizeClass));
        count(cache, ownStripe, sizeClass * PER_CLASS_COUNTERS + MISS);
        return sb;
    }

    /** Takes an idle builder of the class out of one stripe, or returns {@code null}. */
    private StringBuilder claim(int stripe, int sizeClass) {
        int at = occupancyIndex(stripe, sizeClass);
        boolean counted = threadCaches > 0;
        if (counted && (int) INTS.getOpaque(occupancy, at) == 0) {
            return null;
        }
        StringBuilder[] s = slots;
        int base = slotBase(stripe, sizeClass);
        for (int i = 0, n = slotCount(stripe); i < n; i++) {
            StringBuilder sb = (StringBuilder) SLOTS.getAcquire(s, base + i);
            if (sb != null && SLOTS.compareAndSet(s, base + i, sb, null)) {
                if (counted) {
                    INTS.getAndAdd(occupancy, at, -1);
                }
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
        Thread thread = Thread.currentThread();
        ThreadCache cache = caches[index(thread)];
        if (cache != null && cache.owner == thread) {
            StringBuilder idle = cache.idle[PAD + sizeClass];
            // A plain read: this thread's own filings, and those that happen-before, are visible.
            if (idle == null && occupancy[occupancyIndex(stripe(thread), sizeClass)] == 0) {
                // Nothing of this class is idle in the stripe, so the builder cannot be there.
                builder.setLength(0);
                cache.idle[PAD + sizeClass] = builder; // not counted: the design counted its shared tier only
                return;
            }
            if (idle == builder) {
                throw doubleRelease(builder);
            }
        } else {
            cache = register(thread);
        }
        releaseShared(builder, sizeClass, thread, cache);
    }

    /** Scans the own stripe (double release, free slot), then files in the cache or the stripe. */
    private void releaseShared(StringBuilder builder, int sizeClass, Thread thread, ThreadCache cache) {
        if (cache != null && cache.idle[PAD + sizeClass] == builder) {
            throw doubleRelease(builder);
        }
        int stripe = stripe(thread);
        StringBuilder[] s = slots;
        int n = slotCount(stripe);
        int base = slotBase(stripe, sizeClass);
        for (int i = 0; i < n; i++) {
            if (SLOTS.getAcquire(s, base + i) == builder) {
                throw doubleRelease(builder);
            }
        }
        builder.setLength(0); // clear before publishing: the CAS below is a release
        if (cache != null && cache.idle[PAD + sizeClass] == null) {
            cache.idle[PAD + sizeClass] = builder;
            return;
        }
        int at = occupancyIndex(stripe, sizeClass);
        boolean counted = threadCaches > 0; // without caches no fast path reads the count
        if (counted) {
            INTS.getAndAdd(occupancy, at, 1); // before the CAS: the count never understates
        }
        for (int i = 0; i < n; i++) {
            if (SLOTS.compareAndSet(s, base + i, null, builder)) {
                count(cache, stripe, sizeClass * PER_CLASS_COUNTERS + RETAINED);
                return;
            }
        }
        if (counted) {
            INTS.getAndAdd(occupancy, at, -1);
        }
        count(cache, stripe, sizeClass * PER_CLASS_COUNTERS + DROPPED_FULL);
    }

    // Cold paths live in their own methods so that acquire() and release() compile small enough to be inlined.

    private void dropOutOfRange(StringBuilder builder) {
        builder.setLength(0);
        countShared(stripe(Thread.currentThread()),
                builder.capacity() > SizeClasses.MAX_CAPACITY ? DROPPED_TOO_LARGE : DROPPED_TOO_SMALL);
    }

    private static IllegalStateException doubleRelease(StringBuilder builder) {
        return new IllegalStateException("builder released twice: it is already idle in the pool (capacity "
                + builder.capacity() + " chars)");
    }

    /**
     * The calling thread does not own the cache at its place: take the place if it is free or
     * its owner died, else (or for a virtual thread, or a pool without caches) {@code null}.
     */
    private ThreadCache register(Thread thread) {
        if (threadCaches == 0 || isVirtual(thread)) {
            return null;
        }
        int i = index(thread);
        ThreadCache held = (ThreadCache) CACHES.getAcquire(caches, i);
        if (held != null) {
            if (held.owner == thread) {
                return held;
            }
            int p = LPAD + stripe(thread) * COUNTER_STRIDE + PROBES;
            long probe = counts[p];
            counts[p] = probe + 1; // racy on purpose: it only paces the liveness checks below
            // isAlive() == false makes all the dead owner's writes visible here (JLS 17.4.4),
            // so its idle builders and counters can be taken over.
            if (probe % PROBE_INTERVAL != 0 || held.owner.isAlive()) {
                return null;
            }
        }
        ThreadCache mine = held == null ? new ThreadCache(thread) : new ThreadCache(thread, held);
        return CACHES.compareAndSet(caches, i, held, mine) ? mine : null;
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

    @Override
    public String toString() {
        return "IdTableStringBuilderPool[sharedSlotsPerClass=" + sharedSlotsPerClass + ", stripes=" + stripes()
                + ", threadCaches=" + threadCaches + "]";
    }

    @SuppressWarnings("deprecation") // Thread.threadId() needs Java 19; getId() is the same value
    private int index(Thread thread) {
        return (int) thread.getId() & cacheMask;
    }

    @SuppressWarnings("deprecation")
    private int stripe(Thread thread) {
        return (int) thread.getId() & stripeMask;
    }

    private int slotCount(int stripe) {
        return stripe < extraSlotStripes ? slotsPerStripe : slotsPerStripe - 1;
    }

    private int slotBase(int stripe, int sizeClass) {
        return PAD + stripe * stripeStride + sizeClass * slotsPerStripe;
    }

    private static int occupancyIndex(int stripe, int sizeClass) {
        return IPAD + stripe * OCCUPANCY_STRIDE + sizeClass;
    }

    /** Counts in the owner's cache if the thread has one (one writer), else in its stripe. */
    private void count(ThreadCache cache, int stripe, int counter) {
        if (cache != null) {
            cache.increment(counter);
        } else {
            countShared(stripe, counter);
        }
    }

    private void countShared(int stripe, int counter) {
        COUNTS.getAndAdd(counts, LPAD + stripe * COUNTER_STRIDE + counter, 1L);
    }

    /**
     * One thread's cache: at most one idle builder per class, and the owner's counters of the
     * shared tier. Read and written only by its owner thread (plain accesses; counters with
     * opaque stores, as when a statistics snapshot read them racily), except that a new thread takes
     * over both arrays once the owner has died. Both arrays are padded by
     * 128 bytes on each side against false sharing with other caches.
     */
    private static final class ThreadCache {
        final Thread owner;
        final StringBuilder[] idle;
        final long[] counts;

        ThreadCache(Thread owner) {
            this.owner = owner;
            this.idle = new StringBuilder[PAD + SizeClasses.COUNT + PAD];
            this.counts = new long[LPAD + COUNTERS + LPAD];
        }

        /** Takes over a dead owner's idle builders and counters (its writes are visible). */
        ThreadCache(Thread owner, ThreadCache dead) {
            this.owner = owner;
            this.idle = dead.idle;
            this.counts = dead.counts;
        }

        void increment(int counter) {
            long[] c = counts;
            COUNTS.setOpaque(c, LPAD + counter, c[LPAD + counter] + 1);
        }
    }
}
