package io.github.poolbench.pool;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * poolbench's own {@link StringBuilderPool}: thread-safe, bounded, size-bucketed, with no
 * boxed keys, no locks and no allocation on acquire or release in steady state.
 *
 * <h2>Design</h2>
 * Each of the 8 {@linkplain SizeClasses size classes} (32 .. 4096 chars) holds at most
 * {@link #maxIdlePerClass()} idle builders in fixed slots, split into <em>stripes</em>. A
 * thread uses the stripe chosen by its thread id ({@code id & (stripes - 1)}), so threads
 * running at once mostly touch different cache lines; every stripe is padded by 128 bytes
 * against false sharing. A slot is claimed by a compare-and-set from builder to {@code null}
 * and filled by a compare-and-set from {@code null} to builder, so a builder in a slot is
 * handed to exactly one acquirer.
 * <ul>
 *   <li>{@code acquire}: scans the own stripe, then the other stripes of the class (so a
 *       builder released on another thread is found: producer/consumer use works), and
 *       allocates {@code new StringBuilder(classCapacity)} when the class is empty.</li>
 *   <li>{@code release}: computes the class from the builder's current capacity, clears it
 *       and fills a free slot of the <em>own</em> stripe only; if that stripe is full the
 *       builder is dropped (cleared). A builder of a capacity outside 32..4096 chars is dropped
 *       as it is, not cleared: it reaches no borrower. Releases never spill into other stripes; that keeps the
 *       double-release check below exact and cheap.</li>
 * </ul>
 * Nothing is kept per thread, so many short-lived or virtual threads cannot make the pool
 * grow: the bound is global. Ideas from Stormpot's BlazePool (CAS-claimed slots, padding),
 * Netty's Recycler (capped pools, guarded double recycle) and Log4j2's reusable builders
 * (LOG4J2-1858: never keep a builder that grew too large).
 *
 * <h2>Bound and retained memory</h2>
 * At most {@code maxIdlePerClass} builders per class are idle. A builder filed in class
 * {@code c < 4096} has a capacity below {@code 2c} chars; the 4096 class holds exactly 4096.
 * With one full set of classes that is at most 12,217 chars, i.e. 24,434 bytes of arrays in
 * the worst case (2 bytes per char), plus about 40 bytes of object headers per builder; see
 * {@link #worstCaseRetainedBytes()}. The default bound ({@value #DEFAULT_MAX_IDLE_PER_CLASS}
 * per class) retains at most about 391 KB.
 *
 * <h2>Double release</h2>
 * {@code release} refuses, with {@link IllegalStateException}, a builder that is already idle
 * in the stripe of the calling thread. That detects every double release by the same thread
 * (or by any thread mapped to the same stripe) while the builder is still idle. A second
 * release from a thread on another stripe is <em>not</em> detected and would let two later
 * acquires get the same instance; releasing a builder exactly once is the caller's duty, as
 * with every pool.
 *
 * <h2>Caveats</h2>
 * A builder that ever held a char outside Latin-1 stores 2 bytes per char for the rest of
 * its life ({@code setLength(0)} keeps its coder), so a pooled builder can cost twice the
 * bytes of a fresh one. {@link #stats()} counters are approximate under contention (see
 * {@link PoolStats}).
 */
public final class BucketedStringBuilderPool implements StringBuilderPool {

    /** Default maximum number of idle builders per size class (16). */
    public static final int DEFAULT_MAX_IDLE_PER_CLASS = 16;

    /** Padding between stripes, in array elements: 32 elements are 128 bytes or more. */
    private static final int PAD = 32;

    private static final VarHandle SLOTS = MethodHandles.arrayElementVarHandle(StringBuilder[].class);
    private static final VarHandle COUNTS = MethodHandles.arrayElementVarHandle(long[].class);

    // Per-class counters, then per-stripe counters, inside each stripe's counter region.
    private static final int HIT = 0;
    private static final int MISS = 1;
    private static final int RETAINED = 2;
    private static final int DROPPED_FULL = 3;
    private static final int PER_CLASS_COUNTERS = 4;
    private static final int OVERSIZE_ACQUIRE = SizeClasses.COUNT * PER_CLASS_COUNTERS;
    private static final int DROPPED_TOO_LARGE = OVERSIZE_ACQUIRE + 1;
    private static final int DROPPED_TOO_SMALL = OVERSIZE_ACQUIRE + 2;
    private static final int COUNTERS = OVERSIZE_ACQUIRE + 3;
    private static final int COUNTER_STRIDE = COUNTERS + 16; // + 128 bytes of padding

    private final int maxIdlePerClass;
    private final int stripeMask;
    /** Slots per stripe per class: the largest stripe's count (stripes may differ by one). */
    private final int slotsPerStripe;
    /** Stripes {@code < extraSlotStripes} have {@code slotsPerStripe} slots, the rest one fewer. */
    private final int extraSlotStripes;
    private final int stripeStride;
    private final StringBuilder[] slots;
    private final long[] counts;

    /**
     * A pool with {@value #DEFAULT_MAX_IDLE_PER_CLASS} idle builders per class at most, and a
     * stripe count fitted to {@link Runtime#availableProcessors()}.
     */
    public BucketedStringBuilderPool() {
        this(DEFAULT_MAX_IDLE_PER_CLASS);
    }

    /**
     * A pool with the given bound and a stripe count fitted to the processor count: the
     * smallest power of two {@code >= 2 x processors}, but no more than the bound.
     *
     * @param maxIdlePerClass maximum idle builders per size class, {@code >= 1}
     * @throws IllegalArgumentException if {@code maxIdlePerClass < 1}
     */
    public BucketedStringBuilderPool(int maxIdlePerClass) {
        this(maxIdlePerClass, defaultStripes(maxIdlePerClass));
    }

    /**
     * A pool with the given bound and stripe count.
     *
     * @param maxIdlePerClass maximum idle builders per size class, {@code >= 1}
     * @param stripes         number of stripes: a power of two, {@code 1 <= stripes <= maxIdlePerClass}
     * @throws IllegalArgumentException if an argument is out of range
     */
    public BucketedStringBuilderPool(int maxIdlePerClass, int stripes) {
        if (maxIdlePerClass < 1) {
            throw new IllegalArgumentException("maxIdlePerClass must be >= 1: " + maxIdlePerClass);
        }
        if (stripes < 1 || Integer.bitCount(stripes) != 1 || stripes > maxIdlePerClass) {
            throw new IllegalArgumentException("stripes must be a power of two in [1, maxIdlePerClass="
                    + maxIdlePerClass + "]: " + stripes);
        }
        this.maxIdlePerClass = maxIdlePerClass;
        this.stripeMask = stripes - 1;
        int base = maxIdlePerClass / stripes;
        int remainder = maxIdlePerClass % stripes;
        this.slotsPerStripe = base + (remainder > 0 ? 1 : 0);
        this.extraSlotStripes = remainder == 0 ? stripes : remainder;
        this.stripeStride = SizeClasses.COUNT * slotsPerStripe + PAD;
        this.slots = new StringBuilder[PAD + stripes * stripeStride];
        this.counts = new long[16 + stripes * COUNTER_STRIDE];
    }

    private static int defaultStripes(int maxIdlePerClass) {
        if (maxIdlePerClass < 1) {
            throw new IllegalArgumentException("maxIdlePerClass must be >= 1: " + maxIdlePerClass);
        }
        int wanted = Integer.highestOneBit(Math.max(1, 2 * Runtime.getRuntime().availableProcessors() - 1)) << 1;
        return Math.min(wanted, Integer.highestOneBit(maxIdlePerClass));
    }

    /** @return the maximum number of idle builders per size class */
    public int maxIdlePerClass() {
        return maxIdlePerClass;
    }

    /** @return the number of stripes each size class is split into */
    public int stripes() {
        return stripeMask + 1;
    }

    /**
     * Worst-case bytes of builder arrays this pool can retain: every class full of builders
     * of the largest capacity it accepts, at 2 bytes per char (UTF-16 coder), not counting
     * object headers (about 40 bytes per builder).
     *
     * @return {@code maxIdlePerClass x 24,434} bytes
     */
    public long worstCaseRetainedBytes() {
        long chars = 0;
        for (int c = 0; c < SizeClasses.COUNT; c++) {
            int cap = SizeClasses.capacityOf(c);
            chars += cap == SizeClasses.MAX_CAPACITY ? cap : 2L * cap - 1;
        }
        return chars * 2 * maxIdlePerClass;
    }

    /**
     * {@inheritDoc}
     *
     * <p>Lock-free; allocates only when the size class is empty (or the request is oversize).
     */
    @Override
    public StringBuilder acquire(int minCapacity) {
        int sizeClass = SizeClasses.ceilClass(minCapacity); // throws IllegalArgumentException if < 0
        int stripe = stripeOfCurrentThread();
        if (sizeClass == SizeClasses.NONE) {
            count(stripe, OVERSIZE_ACQUIRE);
            return new StringBuilder(minCapacity);
        }
        StringBuilder[] s = slots;
        int n = slotCount(stripe);
        int base = slotBase(stripe, sizeClass);
        for (int i = 0; i < n; i++) {
            StringBuilder sb = (StringBuilder) SLOTS.getAcquire(s, base + i);
            if (sb != null && SLOTS.compareAndSet(s, base + i, sb, null)) {
                count(stripe, sizeClass * PER_CLASS_COUNTERS + HIT);
                return sb;
            }
        }
        return acquireSlow(stripe, sizeClass);
    }

    /** Own stripe empty: steal from the other stripes, else allocate. */
    private StringBuilder acquireSlow(int ownStripe, int sizeClass) {
        StringBuilder[] s = slots;
        for (int k = 1; k <= stripeMask; k++) {
            int stripe = (ownStripe + k) & stripeMask;
            int n = slotCount(stripe);
            int base = slotBase(stripe, sizeClass);
            for (int i = 0; i < n; i++) {
                StringBuilder sb = (StringBuilder) SLOTS.getAcquire(s, base + i);
                if (sb != null && SLOTS.compareAndSet(s, base + i, sb, null)) {
                    count(ownStripe, sizeClass * PER_CLASS_COUNTERS + HIT);
                    return sb;
                }
            }
        }
        count(ownStripe, sizeClass * PER_CLASS_COUNTERS + MISS);
        return new StringBuilder(SizeClasses.capacityOf(sizeClass));
    }

    /**
     * {@inheritDoc}
     *
     * <p>Lock-free. Refuses a builder that is already idle in the calling thread's stripe
     * (see the class documentation for what is and is not detected).
     */
    @Override
    public void release(StringBuilder builder) {
        Objects.requireNonNull(builder, "builder must not be null");
        int stripe = stripeOfCurrentThread();
        int sizeClass = SizeClasses.floorClass(builder.capacity());
        if (sizeClass == SizeClasses.NONE) {
            dropOutOfRange(stripe, builder);
            return;
        }
        StringBuilder[] s = slots;
        int n = slotCount(stripe);
        int base = slotBase(stripe, sizeClass);
        int free = -1;
        for (int i = 0; i < n; i++) {
            Object idle = SLOTS.getAcquire(s, base + i);
            if (idle == builder) {
                throw doubleRelease(builder);
            }
            if (idle == null && free < 0) {
                free = i;
            }
        }
        builder.setLength(0); // clear before publishing: the CAS below is a release
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

    // Cold paths live in their own methods so that release() compiles small enough to be inlined.

    private void dropOutOfRange(int stripe, StringBuilder builder) {
        count(stripe, builder.capacity() > SizeClasses.MAX_CAPACITY ? DROPPED_TOO_LARGE : DROPPED_TOO_SMALL);
    }

    private static IllegalStateException doubleRelease(StringBuilder builder) {
        return new IllegalStateException("builder released twice: it is already idle in the pool (capacity "
                + builder.capacity() + " chars)");
    }

    /**
     * A snapshot of the counters (approximate under contention) and the idle builders per
     * class (read slot by slot). Allocates; meant for tests and reports, not hot paths.
     *
     * @return the current statistics
     */
    public PoolStats stats() {
        List<PoolStats.SizeClassStats> classes = new ArrayList<>(SizeClasses.COUNT);
        for (int c = 0; c < SizeClasses.COUNT; c++) {
            int at = c * PER_CLASS_COUNTERS;
            int idle = 0;
            for (int stripe = 0; stripe <= stripeMask; stripe++) {
                int base = slotBase(stripe, c);
                for (int i = 0; i < slotCount(stripe); i++) {
                    if (SLOTS.getAcquire(slots, base + i) != null) {
                        idle++;
                    }
                }
            }
            classes.add(new PoolStats.SizeClassStats(SizeClasses.capacityOf(c), sum(at + HIT), sum(at + MISS),
                    sum(at + RETAINED), sum(at + DROPPED_FULL), idle));
        }
        return new PoolStats(classes, sum(OVERSIZE_ACQUIRE), sum(DROPPED_TOO_LARGE), sum(DROPPED_TOO_SMALL));
    }

    @Override
    public String toString() {
        return "BucketedStringBuilderPool[maxIdlePerClass=" + maxIdlePerClass + ", stripes=" + stripes() + "]";
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

    private void count(int stripe, int counter) {
        int i = 16 + stripe * COUNTER_STRIDE + counter;
        COUNTS.setOpaque(counts, i, (long) COUNTS.getOpaque(counts, i) + 1);
    }

    private long sum(int counter) {
        long total = 0;
        for (int stripe = 0; stripe <= stripeMask; stripe++) {
            total += (long) COUNTS.getOpaque(counts, 16 + stripe * COUNTER_STRIDE + counter);
        }
        return total;
    }
}
