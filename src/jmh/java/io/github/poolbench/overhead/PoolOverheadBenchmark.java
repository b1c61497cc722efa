package io.github.poolbench.overhead;

import io.github.poolbench.pool.BucketedStringBuilderPool;
import java.util.Arrays;
import java.util.concurrent.Callable;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
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
import org.openjdk.jmh.annotations.OperationsPerInvocation;
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
 * What a pool costs by itself, against the best pools out there, and what reusing a builder
 * saves for three append patterns.
 *
 * <h2>Acquire + release ({@code shared1}, {@code shared2}, {@code handoff})</h2>
 * <b>Measures</b> ns/op for one acquire plus one release of a builder of {@code capacity}
 * chars, nothing appended, and with {@code -prof gc} B/op, per contender ({@link PoolType}:
 * our two pools, a {@code ThreadLocal} pool, Stormpot, Netty's {@code Recycler}, Jackson's
 * {@code RecyclerPool}s). {@code allocate} is the baseline ({@code new StringBuilder(n)}:
 * header plus array, zeroed). {@code shared1} is one thread; {@code shared2} is two threads
 * sharing one pool ({@code Scope.Benchmark}), the contention case. {@code handoff} is a
 * producer/consumer group, Stormpot's worst case: one thread acquires and hands the builder
 * over a JCTools single-producer single-consumer queue to another, which releases it. Its
 * figure is the {@code transfers} counter: ns per builder that made the whole trip (the
 * group's primary score mixes in the calls that found the queue full or empty and is not
 * comparable). Each method returns the builder, so the acquire
 * is not dead code and the builder escapes (on JDK 25 escape analysis would otherwise remove
 * {@code allocate}'s builder object).
 *
 * <p><b>Pitfall</b>: returning a builder after release is only safe here because nobody
 * writes to it afterwards; Blackhole consumption reads nothing. The queue is part of the
 * {@code handoff} cost for every contender, the baseline included. Netty's rows run on
 * {@code FastThreadLocalThread}s ({@link OnFastThreads}); every other row on JMH's plain threads.
 *
 * <h2>Many threads ({@code shared8}, {@code shared64}, {@code churn}, {@code nettyThread1})</h2>
 * <b>Measures</b> acquire + release as above with 8 and 64 threads sharing one pool, as a
 * server's worker threads do (Netty's rows on its own threads); with threads that come and go
 * ({@code churn}: a new thread about every 65,536 pairs, see there); and our pool on Netty's
 * {@code FastThreadLocalThread}s. {@code bucketedFixed} (the pool with 4 thread caches instead
 * of 256) is the control that shows what the default's number of caches changes, and
 * {@code bucketedIdTable} (the pool's earlier design, caches in a table found by thread id) the
 * control of the design itself. <b>Pitfall</b>: 8 and 64 threads on 2 cores are oversubscribed, as servers
 * are: the rows show the cost per call when threads are descheduled between acquire and
 * release, not how a pool scales on 64 cores (contention between cores is
 * bounded by 2 here). In {@code avgt}, JMH scores an iteration as the mean of each thread's own
 * average time, so one thread the scheduler starves for most of an iteration can raise that
 * iteration's score a thousandfold; {@code thrpt} sums the threads' throughputs and is not moved
 * by it ({@code docs/evidence/overhead-shared64-avgt-spikes}).
 *
 * <h2>A realistic build ({@code realistic})</h2>
 * <b>Measures</b> acquire, 8 appends (4 words and 4 four-digit ints, about 90% of
 * {@code capacity}), {@code toString()}, release, per contender: what a user's call costs. The
 * inputs rotate through 64 prepared rows so that nothing is constant. <b>Pitfall</b>: with one
 * {@code append(String)} C2 could fold the builder away (OptimizeStringConcat); with 8 mixed
 * appends into a builder that comes from elsewhere it cannot, and {@code allocate}'s B/op shows
 * the builder's array.
 *
 * <h2>Append patterns ({@code bulkChars}, {@code bulkString}, {@code smallAppends})</h2>
 * <b>Measures</b> a whole use of a builder of {@code size} chars, {@code fresh}
 * ({@code new StringBuilder(size)}) against {@code pooled} (a {@link BucketedStringBuilderPool}
 * thread-cache hit), filled to 125/128 of its capacity: one {@code append(char[])}, one
 * {@code append(String)}, or {@code append(String)} of a 24-char string repeated, then
 * {@code toString()}. Pooling can only save the allocation and zeroing of the builder's array;
 * this shows whether it does, per pattern.
 *
 * <p><b>Pitfall</b>: {@code new StringBuilder(n).append(s).toString()} with a single String is
 * folded by C2 (OptimizeStringConcat) into a String sharing {@code s}'s array: it would measure
 * nothing. Every pattern therefore also hands the builder to the Blackhole, which makes it
 * escape and disables that fold for both variants alike; check B/op (fresh must allocate the
 * builder's array and the String's).
 *
 * <p>Run: {@code mvn -Pjmh -Dpoolbench.suites=overhead}. Warmup 3 x 1 s (with 2 x 500 ms, 47 of
 * 166 rows were still improving during measurement), shorter measurement than the other suites
 * (3 x 400 ms, 4 forks) to keep a full run of the contenders near two hours: about 34 min a round
 * on 2 cores and three JDKs (the published run, {@code 20261130T232804Z-94e6837}: 1,089 forks in
 * 1.7 h for 3 rounds), so its 4 rounds take about 2.3 h; the suite's published runs use 3.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 400, timeUnit = TimeUnit.MILLISECONDS)
@Fork(value = 4, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+UseG1GC"})
public class PoolOverheadBenchmark {

    /** A contender's pool for one trial; subclasses hold the {@code @Param}s. */
    @State(Scope.Benchmark)
    public abstract static class Contenders {
        Contender instance;

        abstract PoolType type();

        abstract int capacity();

        /** Creates the contender's pool. */
        @Setup(Level.Trial)
        public void create() {
            instance = type().create(capacity());
        }

        /** Frees the pool's resources. */
        @TearDown(Level.Trial)
        public void close() {
            instance.close();
        }

    }

    /**
     * The contender as one benchmark thread holds it ({@link Contender#forThread()}: the shared
     * pool for every library but Stormpot's thread-local tap, which is per thread).
     */
    abstract static class Lane {
        Contender contender;

        StringBuilder acquireRelease() {
            Contender c = contender;
            Object handle = c.acquire();
            c.release(handle);
            return c.builder(handle);
        }
    }

    /** {@link Lane} on {@link Pools}. */
    @State(Scope.Thread)
    public static class PoolsLane extends Lane {
        @Setup(Level.Trial)
        public void setUp(Pools pools) {
            contender = pools.instance.forThread();
        }
    }

    /** {@link Lane} on {@link Pools32}. */
    @State(Scope.Thread)
    public static class Pools32Lane extends Lane {
        @Setup(Level.Trial)
        public void setUp(Pools32 pools) {
            contender = pools.instance.forThread();
        }
    }

    /** One pool of each contender (Netty's excepted), shared by every thread of the benchmark. */
    @State(Scope.Benchmark)
    public static class Pools extends Contenders {

        /** Requested capacity, in chars. */
        @Param({"32", "256"})
        public int capacity;

        /** The contender. */
        @Param({"allocate", "allocateAgain", "bucketed", "bucketedIdTable", "bucketedSharedOnly", "commonsKeyed",
                "threadLocal", "stormpotClaim", "stormpotTap", "jacksonThreadLocal", "jacksonLockFree", "jacksonDeque"})
        public PoolType pool;

        @Override
        PoolType type() {
            return pool;
        }

        @Override
        int capacity() {
            return capacity;
        }
    }

    /** {@link Pools} at 32 chars only, for the rows of 2, 8 and 64 threads. */
    @State(Scope.Benchmark)
    public static class Pools32 extends Contenders {

        /** Requested capacity, in chars. */
        @Param({"32"})
        public int capacity;

        /**
         * The contender ({@code jacksonThreadLocal} hands every call on a thread the same object;
         * {@code bucketedFixed}, the bucketed pool with 4 thread caches, is the control of the
         * default's 256 and runs only here: with one thread both serve the thread from its cache).
         */
        @Param({"allocate", "allocateAgain", "bucketed", "bucketedIdTable", "bucketedFixed", "bucketedSharedOnly",
                "commonsKeyed", "threadLocal", "threadLocalPadded", "stormpotClaim", "stormpotTap", "jacksonThreadLocal",
                "jacksonLockFree", "jacksonDeque"})
        public PoolType pool;

        @Override
        PoolType type() {
            return pool;
        }

        @Override
        int capacity() {
            return capacity;
        }
    }

    /**
     * The producer/consumer rows' pools, at 32 chars: every contender but {@code stormpotTap}
     * and {@code jacksonThreadLocal}. Stormpot is here as {@code stormpotClaim}
     * ({@code pool.claim} with a zero timeout, the call its Javadoc makes thread-safe on a shared
     * pool; the consumer releases with {@code Pooled.release()}: Stormpot's {@code Slot.release}
     * Javadoc says releasing from a thread other than the one that claimed is not an error).
     * {@code stormpotTap} is not: the producer would claim through a tap held by the benchmark
     * thread, which differs from {@code stormpotClaim} only in the lookup that {@code shared1}
     * and {@code shared2} already show. An earlier Stormpot row through
     * {@code tryClaim()} ran a 1 GB heap out of memory in its first warmup iteration
     * ({@code docs/evidence/stormpot-handoff-oom.txt}). {@code jacksonThreadLocal} has one
     * object per thread: nothing to hand over.
     */
    @State(Scope.Benchmark)
    public static class HandoffPools extends Contenders {

        /** Requested capacity, in chars. */
        @Param({"32"})
        public int capacity;

        /** The contender. */
        @Param({"allocate", "allocateAgain", "bucketed", "bucketedSharedOnly", "commonsKeyed", "threadLocal",
                "stormpotClaim", "jacksonLockFree", "jacksonDeque"})
        public PoolType pool;

        @Override
        PoolType type() {
            return pool;
        }

        @Override
        int capacity() {
            return capacity;
        }
    }

    /** One thread: acquire then release. */
    @Benchmark
    @Threads(1)
    public StringBuilder shared1(PoolsLane lane) {
        return lane.acquireRelease();
    }

    /** Two threads sharing one pool: acquire then release, per thread. */
    @Benchmark
    @Threads(2)
    public StringBuilder shared2(Pools32Lane lane) {
        return lane.acquireRelease();
    }

    /**
     * Eight threads sharing one pool, as a server's worker threads do: more threads than cores,
     * and more than {@code bucketedFixed}'s 4 thread caches, so some of its calls reach its shared slots.
     * Oversubscribed on 2 cores: a thread can be descheduled between acquire and release; the
     * row shows the cost per call with that, not how the pool scales on 8 cores.
     */
    @Benchmark
    @Threads(8)
    public StringBuilder shared8(Pools32Lane lane) {
        return lane.acquireRelease();
    }

    /**
     * Sixty-four threads sharing one pool (a servlet container's pool, scaled down); as {@link #shared8}. Single
     * iterations of this row can read thousands of times its median: the {@code avgt} pitfall in the class comment.
     */
    @Benchmark
    @Threads(64)
    public StringBuilder shared64(Pools32Lane lane) {
        return lane.acquireRelease();
    }

    /**
     * The pools of {@code churn}, at 32 chars, and its executor: a cached thread pool
     * ({@code Executors.newCachedThreadPool()}'s shape: no core threads, a hand-off queue) whose
     * idle threads expire after 1 ns instead of 60 s, so that nearly every batch runs on a new
     * thread, as in a server whose load comes and goes, at the highest rate.
     */
    @State(Scope.Benchmark)
    public static class ChurnPools extends Contenders {
        /** Acquire+release pairs per task, i.e. per new thread. */
        static final int BATCH = 65_536;

        /** Requested capacity, in chars. */
        @Param({"32"})
        public int capacity;

        /**
         * The contender: the baseline, our pool with 256 and with 4 thread caches, its earlier design
         * (caches found by thread id), a {@code ThreadLocal} pool.
         */
        @Param({"allocate", "bucketed", "bucketedIdTable", "bucketedFixed", "threadLocal"})
        public PoolType pool;

        ThreadPoolExecutor executor;
        Callable<Object[]> batch;

        @Override
        PoolType type() {
            return pool;
        }

        @Override
        int capacity() {
            return capacity;
        }

        /** Creates the executor and the task, which sinks every builder into an array it returns. */
        @Setup(Level.Trial)
        public void start() {
            executor = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 1, TimeUnit.NANOSECONDS, new SynchronousQueue<>());
            batch = () -> {
                Contender c = instance;
                Object[] sink = new Object[64];
                for (int i = 0; i < BATCH; i++) {
                    Object handle = c.acquire();
                    c.release(handle);
                    sink[i & 63] = c.builder(handle); // the builder escapes, as shared1's returned one
                }
                return sink;
            };
        }

        /** Stops the executor's threads. */
        @TearDown(Level.Trial)
        public void stop() throws InterruptedException {
            executor.shutdownNow();
            executor.awaitTermination(10, TimeUnit.SECONDS);
        }
    }

    /**
     * Threads that come and go: one benchmark thread hands batches of {@value ChurnPools#BATCH}
     * acquire+release pairs to a cached executor whose threads expire at once, so a new thread
     * (a new thread id) meets the pool about every batch; ns per acquire+release. Pitfall: the
     * start of a thread and the hand-off (tens of microseconds per batch, a few ns per pair) are
     * in every row, the baseline included; the row shows whether a pool degrades when its users
     * are new threads (places to take over, per-thread state to create), not its cost per call.
     */
    @Benchmark
    @Threads(1)
    @OperationsPerInvocation(ChurnPools.BATCH)
    public Object[] churn(ChurnPools pools) throws Exception {
        return pools.executor.submit(pools.batch).get();
    }

    /**
     * The pools of {@code promoted1}, at 32 chars: the baseline, our pool, its earlier design and a
     * {@code ThreadLocal} pool, the contenders whose per-thread state is an array the thread writes.
     */
    @State(Scope.Benchmark)
    public static class PromotedPools extends Contenders {
        /** Requested capacity, in chars. */
        @Param({"32"})
        public int capacity;

        /** The contender. */
        @Param({"allocate", "bucketed", "bucketedIdTable", "threadLocal"})
        public PoolType pool;

        @Override
        PoolType type() {
            return pool;
        }

        @Override
        int capacity() {
            return capacity;
        }
    }

    /**
     * {@link Lane} on {@link PromotedPools} whose pool state is old before the first iteration: the
     * thread makes one acquire+release (its cache, and a builder in it), two {@code System.gc()}
     * calls move everything the pool holds into the old generation, as in a server that has run
     * for a while, and a new (young) builder replaces the old one in the cache, so that every
     * release stores a young builder into an old array, in another region whatever the compaction did.
     */
    @State(Scope.Thread)
    public static class PromotedLane extends Lane {
        @Setup(Level.Trial)
        public void setUp(PromotedPools pools) {
            contender = pools.instance.forThread();
            acquireRelease();
            System.gc();
            System.gc();
            contender.acquire(); // the old builder leaves the cache, a young one takes its place
            contender.release(new StringBuilder(pools.capacity));
        }
    }

    /**
     * The mechanism control of {@code churn}: {@link #shared1} with the pool's per-thread state
     * promoted to the old generation first ({@link PromotedLane}). Under G1 a store of a reference
     * into an old object takes the slow half of the post-write barrier (a StoreLoad fence, a card
     * check) where a store into a young one is filtered, and a thread whose cache is reused from a
     * dead thread's, or allocated long ago, writes into an old array. Pitfall: nothing in the
     * measured loop allocates for the pools, so no collection runs and the state stays old; for
     * {@code allocate} the collections only move the trial's state.
     */
    @Benchmark
    @Threads(1)
    public StringBuilder promoted1(PromotedLane lane) {
        return lane.acquireRelease();
    }

    /** Inputs of {@code realistic}: 64 rows of 4 words and 4 ints, about 90% of the capacity. */
    abstract static class Inputs {
        static final int ROWS = 64;
        String[][] words;
        int[][] numbers;
        int row;

        void init(int capacity) {
            words = new String[ROWS][4];
            numbers = new int[ROWS][4];
            int wordLength = Math.max(1, (capacity * 9 / 10 - 16) / 4); // 4 words + 4 four-digit ints
            java.util.SplittableRandom random = new java.util.SplittableRandom(42);
            for (int r = 0; r < ROWS; r++) {
                for (int k = 0; k < 4; k++) {
                    char[] w = new char[wordLength];
                    for (int i = 0; i < w.length; i++) {
                        w[i] = (char) ('a' + random.nextInt(26));
                    }
                    words[r][k] = new String(w);
                    numbers[r][k] = 1000 + random.nextInt(9000);
                }
            }
        }

        String build(Contender c) {
            int r = row = (row + 1) & (ROWS - 1);
            String[] w = words[r];
            int[] n = numbers[r];
            Object handle = c.acquire();
            StringBuilder sb = c.builder(handle);
            sb.append(w[0]).append(n[0]).append(w[1]).append(n[1]).append(w[2]).append(n[2]).append(w[3]).append(n[3]);
            String result = sb.toString();
            c.release(handle);
            return result;
        }
    }

    /** {@link Inputs} for the capacity of {@link Pools}, and this thread's view of its contender. */
    @State(Scope.Thread)
    public static class Words extends Inputs {
        Contender contender;

        @Setup(Level.Trial)
        public void setUp(Pools pools) {
            init(pools.capacity);
            contender = pools.instance.forThread();
        }
    }

    /** One thread: acquire, 8 appends, {@code toString()}, release. */
    @Benchmark
    @Threads(1)
    public String realistic(Words words) {
        return words.build(words.contender);
    }

    /** The producer/consumer group's queue: at most {@value #IN_FLIGHT} builders in flight. */
    @State(Scope.Group)
    public static class Handoff {
        static final int IN_FLIGHT = 32;
        final SpscArrayQueue<Object> queue = new SpscArrayQueue<>(2 * IN_FLIGHT);
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
    public Object handoffAcquire(HandoffPools pools, Handoff handoff) {
        return produce(pools, handoff);
    }

    static Object produce(Contenders pools, Handoff handoff) {
        if (handoff.queue.size() >= Handoff.IN_FLIGHT) {
            return null;
        }
        Object handle = pools.instance.acquire();
        handoff.queue.offer(handle); // single producer, below capacity: always succeeds
        return handle;
    }

    static Object consume(Contenders pools, Handoff handoff, Transfers counted) {
        Object handle = handoff.queue.relaxedPoll();
        if (handle != null) {
            pools.instance.release(handle);
            counted.transfers++;
        }
        return handle;
    }

    /** Consumer: releases a builder acquired on the producer thread, if one arrived. */
    @Benchmark
    @Group("handoff")
    @GroupThreads(1)
    public Object handoffRelease(HandoffPools pools, Handoff handoff, Transfers counted) {
        return consume(pools, handoff, counted);
    }

    /**
     * The bucketed pool as applications hold it, one thread, 32 chars: which shape of caller makes
     * it slower than the race's adapter ({@link Lane}, behind the {@code Contender} interface)
     * shows (issue 77). {@code direct}: a final field of the pool's own class; {@code staticField}:
     * a {@code static final} field; {@code viaInterface}: a field of the {@link
     * io.github.poolbench.pool.StringBuilderPool} interface; {@code allocate}: {@code new
     * StringBuilder(32)}, the baseline. Each acquires, releases and returns (sinks) the builder, as
     * {@code shared1} does. Pitfall: one pool per trial, reached by one thread, so every call takes
     * the pool's fast path; {@code shared8} and {@code shared64} show the other paths.
     */
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    @Warmup(iterations = 3, time = 1)
    @Measurement(iterations = 3, time = 400, timeUnit = TimeUnit.MILLISECONDS)
    @Fork(value = 4, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+UseG1GC"})
    @State(Scope.Benchmark)
    public static class CallerShapes {
        private static final BucketedStringBuilderPool STATIC_POOL = new BucketedStringBuilderPool();
        private final BucketedStringBuilderPool pool = new BucketedStringBuilderPool();
        private final io.github.poolbench.pool.StringBuilderPool viaInterface = new BucketedStringBuilderPool();

        /** The pool in a final field of its own class. */
        @Benchmark
        @Threads(1)
        public StringBuilder direct() {
            StringBuilder sb = pool.acquire(32);
            pool.release(sb);
            return sb;
        }

        /** The pool in a {@code static final} field, as an application's constant. */
        @Benchmark
        @Threads(1)
        public StringBuilder staticField() {
            StringBuilder sb = STATIC_POOL.acquire(32);
            STATIC_POOL.release(sb);
            return sb;
        }

        /** The pool behind its interface. */
        @Benchmark
        @Threads(1)
        public StringBuilder viaInterface() {
            StringBuilder sb = viaInterface.acquire(32);
            viaInterface.release(sb);
            return sb;
        }

        /** The baseline: a new builder of 32 chars. */
        @Benchmark
        @Threads(1)
        public StringBuilder allocate() {
            return new StringBuilder(32);
        }
    }

    /**
     * Netty's rows: the same benchmarks, run on {@code FastThreadLocalThread}s through JMH's
     * custom executor ({@link FastThreadExecutor}), since Netty 4.2's {@code Recycler} pools only
     * on those. Only Netty runs here, with our pool and the baseline once ({@code nettyThread1}),
     * so no other contender gets Netty's threads.
     */
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    @Warmup(iterations = 3, time = 1)
    @Measurement(iterations = 3, time = 400, timeUnit = TimeUnit.MILLISECONDS)
    @Fork(value = 4, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+UseG1GC", "-Djmh.executor=CUSTOM",
            "-Djmh.executor.class=io.github.poolbench.overhead.FastThreadExecutor"})
    public static class OnFastThreads {

        /** Netty's pool, shared by every thread of the benchmark. */
        @State(Scope.Benchmark)
        public static class NettyPools extends Contenders {

            /** Requested capacity, in chars. */
            @Param({"32", "256"})
            public int capacity;

            /** The contender: Netty only. */
            @Param({"netty"})
            public PoolType pool;

            @Override
            PoolType type() {
                return pool;
            }

            @Override
            int capacity() {
                return capacity;
            }
        }

        /** Netty's pool at 32 chars, for the rows of 8 and 64 threads. */
        @State(Scope.Benchmark)
        public static class NettyPools32 extends Contenders {

            /** Requested capacity, in chars. */
            @Param({"32"})
            public int capacity;

            /** The contender: Netty only. */
            @Param({"netty"})
            public PoolType pool;

            @Override
            PoolType type() {
                return pool;
            }

            @Override
            int capacity() {
                return capacity;
            }
        }

        /** {@link Lane} on {@link NettyPools32}. */
        @State(Scope.Thread)
        public static class NettyLane32 extends Lane {
            @Setup(Level.Trial)
            public void setUp(NettyPools32 pools) {
                contender = pools.instance.forThread();
            }
        }

        /**
         * Our pool and the baseline on Netty's threads, 32 chars: a {@code FastThreadLocalThread}
         * is a {@code Thread} like any other to the bucketed pool (its {@code ThreadLocal} is not
         * Netty's {@code FastThreadLocal}), and this row checks that it costs what it costs on JMH's threads.
         */
        @State(Scope.Benchmark)
        public static class OurPoolOnNettyThreads extends Contenders {

            /** Requested capacity, in chars. */
            @Param({"32"})
            public int capacity;

            /** The contender. */
            @Param({"allocate", "bucketed"})
            public PoolType pool;

            @Override
            PoolType type() {
                return pool;
            }

            @Override
            int capacity() {
                return capacity;
            }
        }

        /** {@link Lane} on {@link OurPoolOnNettyThreads}. */
        @State(Scope.Thread)
        public static class OurLane extends Lane {
            @Setup(Level.Trial)
            public void setUp(OurPoolOnNettyThreads pools) {
                contender = pools.instance.forThread();
            }
        }

        /** {@link Inputs} for the capacity of {@link NettyPools}, and this thread's view of it. */
        @State(Scope.Thread)
        public static class NettyWords extends Inputs {
            Contender contender;

            @Setup(Level.Trial)
            public void setUp(NettyPools pools) {
                init(pools.capacity);
                contender = pools.instance.forThread();
            }
        }

        /** {@link Lane} on {@link NettyPools}. */
        @State(Scope.Thread)
        public static class NettyLane extends Lane {
            @Setup(Level.Trial)
            public void setUp(NettyPools pools) {
                contender = pools.instance.forThread();
            }
        }

        /** As {@link PoolOverheadBenchmark#shared1}. */
        @Benchmark
        @Threads(1)
        public StringBuilder shared1(NettyLane lane) {
            return lane.acquireRelease();
        }

        /** As {@link PoolOverheadBenchmark#shared2}, at both capacities. */
        @Benchmark
        @Threads(2)
        public StringBuilder shared2(NettyLane lane) {
            return lane.acquireRelease();
        }

        /** As {@link PoolOverheadBenchmark#shared8}, Netty only. */
        @Benchmark
        @Threads(8)
        public StringBuilder shared8(NettyLane32 lane) {
            return lane.acquireRelease();
        }

        /** As {@link PoolOverheadBenchmark#shared64}, Netty only. */
        @Benchmark
        @Threads(64)
        public StringBuilder shared64(NettyLane32 lane) {
            return lane.acquireRelease();
        }

        /** As {@link PoolOverheadBenchmark#shared1}, for our pool and the baseline on Netty's threads. */
        @Benchmark
        @Threads(1)
        public StringBuilder nettyThread1(OurLane lane) {
            return lane.acquireRelease();
        }

        /** As {@link PoolOverheadBenchmark#realistic}. */
        @Benchmark
        @Threads(1)
        public String realistic(NettyWords words) {
            return words.build(words.contender);
        }

        /** As {@link PoolOverheadBenchmark#handoffAcquire}. */
        @Benchmark
        @Group("handoff")
        @GroupThreads(1)
        public Object handoffAcquire(NettyPools pools, Handoff handoff) {
            return produce(pools, handoff);
        }

        /** As {@link PoolOverheadBenchmark#handoffRelease}: Netty queues a foreign release for the owner. */
        @Benchmark
        @Group("handoff")
        @GroupThreads(1)
        public Object handoffRelease(NettyPools pools, Handoff handoff, Transfers counted) {
            return consume(pools, handoff, counted);
        }
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
