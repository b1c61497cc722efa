package io.github.poolbench.pool;

import java.util.List;

/**
 * A snapshot of a {@link BucketedStringBuilderPool}'s counters and idle builders.
 *
 * <p>Counters are cumulative since the pool was created. They are kept per stripe with
 * plain (non-atomic) increments so that they cost about a nanosecond: when two threads share
 * a stripe at the same moment an increment can be lost, so under contention the counts are a
 * close lower bound; in single-threaded use they are exact. {@code idle} counts are read from
 * the slots themselves and are exact at the moment each slot is read.
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
     * @param hits        acquires served by an idle builder
     * @param misses      acquires that allocated a new builder (class empty)
     * @param retained    releases that filed the builder as idle
     * @param droppedFull releases dropped because the thread's stripe of this class was full
     * @param idle        builders idle in this class now
     */
    public record SizeClassStats(int capacity, long hits, long misses, long retained,
                                 long droppedFull, int idle) {
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
