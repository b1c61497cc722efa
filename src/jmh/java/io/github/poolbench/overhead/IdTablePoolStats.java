package io.github.poolbench.overhead;

import java.util.List;

/**
 * A snapshot of a {@link IdTableStringBuilderPool}'s counters and idle builders.
 *
 * <p>Counters are cumulative since the pool was created, exact, and never decrease from one
 * snapshot to the next: a thread with a cache counts its own shared-tier events (one writer),
 * threads without one count with atomic adds in their stripe, and a dead thread's counters
 * pass to the thread that takes over its place. <b>Not counted</b>: acquires served by the
 * thread's own cache and releases into it. Counting them cost about 3 ns per acquire+release
 * on JDK 17 (measured in issue 10), a third of the whole fast path; so {@code sharedHits} and
 * {@code sharedRetained} cover the shared tier only, and every acquire is a cache hit, a
 * shared hit or a miss. {@code idle} counts are read from the slots and caches themselves and
 * are exact at the moment each is read (exact once the pool is quiescent).
 *
 * @param classes          one entry per size class, smallest first
 * @param oversizeAcquires acquires above 4096 chars, served by an unpooled new builder
 * @param droppedTooLarge  releases dropped because the capacity was above 4096 chars
 * @param droppedTooSmall  releases dropped because the capacity was below 32 chars
 */
record IdTablePoolStats(List<SizeClassStats> classes, long oversizeAcquires,
                        long droppedTooLarge, long droppedTooSmall) {

    /**
     * Copies {@code classes} so the snapshot is immutable.
     *
     * @param classes          one entry per size class, smallest first
     * @param oversizeAcquires acquires above 4096 chars, served by an unpooled new builder
     * @param droppedTooLarge  releases dropped because the capacity was above 4096 chars
     * @param droppedTooSmall  releases dropped because the capacity was below 32 chars
     * @throws NullPointerException if {@code classes} is null or holds null
     */
    public IdTablePoolStats {
        classes = List.copyOf(classes);
    }

    /**
     * Counters of one size class.
     *
     * @param capacity       the class capacity in chars (32 .. 4096)
     * @param sharedHits     acquires that missed the thread's cache and were served by a shared slot
     * @param misses         acquires that allocated a new builder (class empty)
     * @param sharedRetained releases filed in a shared slot
     * @param droppedFull    releases dropped because the thread's cache and stripe of this class were full
     * @param idle           builders idle in this class now (thread caches and shared slots)
     * @param cacheIdle      the part of {@code idle} held in thread caches
     */
    public record SizeClassStats(int capacity, long sharedHits, long misses, long sharedRetained,
                                 long droppedFull, int idle, int cacheIdle) {

        /**
         * {@return {@code sharedHits / (sharedHits + misses)}: the share of acquires that missed
         * the thread's cache and still found an idle builder; 0 when there were none}
         */
        public double sharedHitRatio() {
            long slow = sharedHits + misses;
            return slow == 0 ? 0 : (double) sharedHits / slow;
        }
    }

    /** {@return acquires served by a shared slot, over all classes} */
    public long sharedHits() {
        return classes.stream().mapToLong(SizeClassStats::sharedHits).sum();
    }

    /** {@return total acquires that allocated (pooled classes only; oversize excluded)} */
    public long misses() {
        return classes.stream().mapToLong(SizeClassStats::misses).sum();
    }

    /** {@return releases dropped because the thread's cache and stripe were full, over all classes} */
    public long droppedFull() {
        return classes.stream().mapToLong(SizeClassStats::droppedFull).sum();
    }

    /** {@return total idle builders now, over all classes} */
    public int idle() {
        return classes.stream().mapToInt(SizeClassStats::idle).sum();
    }
}
