package io.github.poolbench.overhead;

import io.github.poolbench.pool.BucketedStringBuilderPool;
import io.github.poolbench.pool.CommonsKeyedStringBuilderPool;
import io.github.poolbench.pool.PoolStats;
import io.github.poolbench.pool.StringBuilderPool;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.jctools.queues.SpscArrayQueue;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Group;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * What a pool costs by itself, and what reusing a builder saves for three append patterns.
 *
 * <h2>Acquire + release ({@code shared1}, {@code shared2}, {@code handoff})</h2>
 * <b>Measures</b> ns/op for one acquire plus one release of a builder of {@code capacity}
 * chars, nothing appended, and with {@code -prof gc} B/op. {@code allocate} is the baseline
 * ({@code new StringBuilder(n)}: header plus array, zeroed). {@code shared1} is one thread;
 * {@code shared2} is two threads sharing one pool ({@code Scope.Benchmark}), the contention
 * case. {@code handoff} is a producer/consumer group, Stormpot's worst case: one thread
 * acquires and hands the builder over a JCTools single-producer single-consumer queue to
 * another, which releases it. Its figure is the {@code transfers} counter: ns per builder that
 * made the whole trip (the group's primary score mixes in the calls that found the queue full
 * or empty and is not comparable); {@code poolHits}, {@code poolMisses} and {@code poolDrops}
 * say whether the bucketed pool really reused builders there. Each method returns the builder, so the acquire is not dead
 * code and the builder escapes (on JDK 25 escape analysis would otherwise remove
 * {@code allocate}'s builder object).
 *
 * <p><b>Pitfall</b>: returning a builder after release is only safe here because nobody
 * writes to it afterwards; Blackhole consumption reads nothing. The queue is part of the
 * {@code handoff} cost for every contender, the baseline included.
 *
 * <h2>Append patterns ({@code bulkChars}, {@code bulkString}, {@code smallAppends})</h2>
 * <b>Measures</b> a whole use of a builder of {@code size} chars, {@code fresh}
 * ({@code new StringBuilder(size)}) against {@code pooled} (a {@link BucketedStringBuilderPool}
 * thread-cache hit), filled to 125/128 of its capacity: one {@code append(char[])}, one
 * {@code append(String)}, or {@code append(String)} of a 24-char string repeated, then
 * {@code toString()}. Pooling can only save the allocation and zeroing of the builder's array;
 * this shows whether it does, per pattern. {@code bulkStringZeroed} repeats {@code bulkString}
 * with C2's zeroing elimination switched off, to test how much of a fresh builder's cost that
 * elimination hides.
 *
 * <p><b>Pitfall</b>: {@code new StringBuilder(n).append(s).toString()} with a single String is
 * folded by C2 (OptimizeStringConcat) into a String sharing {@code s}'s array: it would measure
 * nothing. Every pattern therefore also hands the builder to the Blackhole, which makes it
 * escape and disables that fold for both variants alike; check B/op (fresh must allocate the
 * builder's array and the String's).
 *
 * <p>Run: {@code mvn -Pjmh -Djmh.args="PoolOverheadBenchmark"}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Fork(value = 5, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+UseG1GC"})
public class PoolOverheadBenchmark {

    /** One pool of each contender, shared by every thread of the benchmark. */
    @State(Scope.Benchmark)
    public static class Pools {

        /** Requested capacity, in chars: the smallest and the largest pooled class. */
        @Param({"32", "4096"})
        public int capacity;

        /** The contender. */
        @Param
        public PoolType pool;

        StringBuilderPool instance;

        @Setup(Level.Trial)
        public void setUp() {
            instance = pool.create();
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            if (instance instanceof CommonsKeyedStringBuilderPool commons) {
                commons.close();
            }
        }

        StringBuilder acquireRelease() {
            StringBuilder sb = instance.acquire(capacity);
            instance.release(sb);
            return sb;
        }
    }

    /** One thread: acquire then release. */
    @Benchmark
    @Threads(1)
    public StringBuilder shared1(Pools pools) {
        return pools.acquireRelease();
    }

    /** Two threads sharing one pool: acquire then release, per thread. */
    @Benchmark
    @Threads(2)
    public StringBuilder shared2(Pools pools) {
        return pools.acquireRelease();
    }

    /** The producer/consumer group's queue: at most {@value #IN_FLIGHT} builders in flight. */
    @State(Scope.Group)
    public static class Handoff {
        static final int IN_FLIGHT = 32;
        final SpscArrayQueue<StringBuilder> queue = new SpscArrayQueue<>(2 * IN_FLIGHT);
    }

    /** Builders that made the whole trip (acquired, handed over, released), per consumer. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Transfers {
        public long transfers;

        @Setup(Level.Iteration)
        public void reset() {
            transfers = 0;
        }
    }

    /** Producer: acquires a builder and hands it over, unless enough are already in flight. */
    @Benchmark
    @Group("handoff")
    @GroupThreads(1)
    public StringBuilder handoffAcquire(Pools pools, Handoff handoff) {
        if (handoff.queue.size() >= Handoff.IN_FLIGHT) {
            return null;
        }
        StringBuilder sb = pools.instance.acquire(pools.capacity);
        handoff.queue.offer(sb); // single producer, below capacity: always succeeds
        return sb;
    }

    /**
     * What the pool did during one iteration of {@code handoff}, from
     * {@link BucketedStringBuilderPool#stats()} deltas taken outside the measured loop (zero for
     * the other contenders): acquires served by an idle builder, acquires that allocated, and
     * releases dropped because the releasing thread's cache and stripe were full.
     */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class PoolEvents {
        public long poolHits;
        public long poolMisses;
        public long poolDrops;
        private PoolStats before;

        @Setup(Level.Iteration)
        public void before(Pools pools) {
            poolHits = 0;
            poolMisses = 0;
            poolDrops = 0;
            before = pools.instance instanceof BucketedStringBuilderPool b ? b.stats() : null;
        }

        @TearDown(Level.Iteration)
        public void after(Pools pools) {
            if (before != null) {
                PoolStats now = ((BucketedStringBuilderPool) pools.instance).stats();
                poolHits = now.hits() - before.hits();
                poolMisses = now.misses() - before.misses();
                poolDrops = droppedFull(now) - droppedFull(before);
            }
        }

        private static long droppedFull(PoolStats stats) {
            return stats.classes().stream().mapToLong(PoolStats.SizeClassStats::droppedFull).sum();
        }
    }

    /** Consumer: releases a builder acquired on the producer thread, if one arrived. */
    @Benchmark
    @Group("handoff")
    @GroupThreads(1)
    public StringBuilder handoffRelease(Pools pools, Handoff handoff, Transfers counted, PoolEvents events) {
        StringBuilder sb = handoff.queue.relaxedPoll();
        if (sb != null) {
            pools.instance.release(sb);
            counted.transfers++;
        }
        return sb;
    }

    /** Where the builder of an append pattern comes from. */
    public enum Source { fresh, pooled }

    /** Input of the append patterns: {@code size x 125/128} chars of Latin-1 text. */
    @State(Scope.Thread)
    public static class Patterns {

        /** Builder capacity, in chars. */
        @Param({"256", "4096"})
        public int size;

        /** Fresh builder or pooled one. */
        @Param
        public Source source;

        final BucketedStringBuilderPool pool = new BucketedStringBuilderPool();
        char[] chars;
        String string;
        String piece;
        int pieces;

        @Setup(Level.Trial)
        public void setUp() {
            int fill = size * 125 / 128;
            chars = new char[fill];
            Arrays.fill(chars, 'c');
            string = "s".repeat(fill);
            piece = "abcdefghijklmnopqrstuvwx"; // 24 chars
            pieces = fill / piece.length();
        }

        StringBuilder borrow() {
            return source == Source.fresh ? new StringBuilder(size) : pool.acquire(size);
        }

        String finish(StringBuilder sb, Blackhole bh) {
            String result = sb.toString();
            bh.consume(sb); // the builder escapes: no OptimizeStringConcat fold (see class doc)
            if (source == Source.pooled) {
                pool.release(sb);
            }
            return result;
        }
    }

    /** One bulk {@code append(char[])}. */
    @Benchmark
    public String bulkChars(Patterns p, Blackhole bh) {
        StringBuilder sb = p.borrow();
        sb.append(p.chars);
        return p.finish(sb, bh);
    }

    /** One bulk {@code append(String)}. */
    @Benchmark
    public String bulkString(Patterns p, Blackhole bh) {
        StringBuilder sb = p.borrow();
        sb.append(p.string);
        return p.finish(sb, bh);
    }

    /**
     * {@link #bulkString} in a JVM with C2's zeroing elimination off ({@code -XX:-ReduceBulkZeroing}):
     * the control for the claim that a fresh builder gains because C2 skips zeroing an array
     * that is immediately filled by a copy. If fresh slows down here and pooled does not, that
     * elimination was at work in {@code bulkString}.
     */
    @Benchmark
    @Fork(value = 5, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+UseG1GC", "-XX:-ReduceBulkZeroing"})
    public String bulkStringZeroed(Patterns p, Blackhole bh) {
        return bulkString(p, bh);
    }

    /** {@code append(String)} of a 24-char string, {@code size x 125/128 / 24} times. */
    @Benchmark
    public String smallAppends(Patterns p, Blackhole bh) {
        StringBuilder sb = p.borrow();
        for (int i = 0; i < p.pieces; i++) {
            sb.append(p.piece);
        }
        return p.finish(sb, bh);
    }
}
