package io.github.poolbench.pool;

import java.util.List;

/**
 * A snapshot of a {@link BucketedStringBuilderPool}'s counters and idle builders.
 *
 * <p>Counters are cumulative since the pool was created. A thread cache counts its own events
 * (exact: one writer). The shared tier counts per stripe with plain (non-atomic) increments so
 * that they cost about a nanosecond: when two threads share a stripe at the same moment an
 * increment can be lost, so under contention those counts are a close lower bound; in
 * single-threaded use they are exact. {@code idle} counts are read from the slots and caches
 * themselves and are exact at the moment each is read (exact once the pool is quiescent).
 *
 * @param classes          one entry per size class, smallest first
 * @param oversizeAcquires acquires above 4096 chars, served by an unpooled new builder
 * @param droppedTooLarge  releases dropped because the capacity was above 4096 chars
 * @param droppedTooSmall  releases dropped because the capacity was below 32 chars
 */
public record PoolStats(List<SizeClassStats> classes, long oversizeAcquires,
                        long droppedTooLarge, long droppedTooSmall) {

    /** Copies {@code classes} so the snapshot is immutable. */
    public PoolStats {
        classes = List.copyOf(classes);
    }

    /**
     * Counters of one size class.
     *
     * @param capacity    the class capacity in chars (32 .. 4096)
     * @param hits        acquires served by an idle builder (thread cache or shared slot)
     * @param cacheHits   the part of {@code hits} served by the thread's own cache
     * @param misses      acquires that allocated a new builder (class empty)
     * @param retained    releases that filed the builder as idle (thread cache or shared slot)
     * @param droppedFull releases dropped because the thread's cache and stripe of this class were full
     * @param idle        builders idle in this class now (thread caches and shared slots)
     * @param cacheIdle   the part of {@code idle} held in thread caches
     */
    public record SizeClassStats(int capacity, long hits, long cacheHits, long misses, long retained,
                                 long droppedFull, int idle, int cacheIdle) {

        /** @return {@code hits / (hits + misses)}, or 0 when nothing was acquired */
        public double hitRatio() {
            long acquires = hits + misses;
            return acquires == 0 ? 0 : (double) hits / acquires;
        }
    }

    /** @return total acquires served by an idle builder, over all classes */
    public long hits() {
        return classes.stream().mapToLong(SizeClassStats::hits).sum();
    }

    /** @return total acquires that allocated (pooled classes only; oversize excluded) */
    public long misses() {
        return classes.stream().mapToLong(SizeClassStats::misses).sum();
    }

    /** @return total idle builders now, over all classes */
    public int idle() {
        return classes.stream().mapToInt(SizeClassStats::idle).sum();
    }
}
