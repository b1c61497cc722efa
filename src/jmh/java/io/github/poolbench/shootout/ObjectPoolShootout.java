package io.github.poolbench.shootout;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
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
 * The object-pool shoot-out of Chrishantha Perera's "Benchmarking Object Pools" (2017, code
 * v1.1.0) on today's libraries ({@link PoolKind}): each operation borrows an
 * {@link ExpensiveObject}, works for {@code Blackhole.consumeCPU(1_000)} while holding it,
 * consumes its data, and returns it. Threads x pool size; Throughput and SampleTime; every
 * thread's completed operations counted ({@link Ledger}, {@link FairnessProfiler}).
 *
 * <p><b>Matrix.</b> The default run is reduced: throughput at 10 and 50 threads x pool size 10
 * and 50; sample time at 50 threads x pool size 10; 2 threads x pool size 1 (contention
 * without oversubscription); the 2017 article's configurations at 50 threads x pool size 10
 * and 50 ({@link #article50}). {@code -Dpoolbench.matrix=full}
 * runs the article's matrix: 10, 50 and 100 threads x pool size 10, 50, 100 and 150, in both
 * modes (hours). This machine has 2 cores: 10 to 100 threads measure oversubscribed contention,
 * mostly threads waiting for a core or an object.
 *
 * <p><b>Pitfalls.</b> JMH's throughput score sums each thread's own ops/time: when a pool lets a
 * few threads monopolise it, the starved threads barely count and the sum can exceed what the
 * machine can do; {@code fair.opsPerMs} (all completed operations over wall time) is the
 * cross-check, {@code fair.served} and {@code fair.jain} show the starvation. A borrow gives up
 * after {@link #BORROW_TIMEOUT} and is counted ({@code fair.timeouts}), not as an operation.
 * The work inside is a fixed CPU burn, so the pool's own cost is a small part of each
 * operation except where threads wait; {@link #useOnly} (the work without any pool) gives the
 * machine's ceiling, {@link #create} what one creation costs in time and bytes.
 */
@Fork(value = 5, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+UseG1GC"})
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 2, time = 1)
public class ObjectPoolShootout {

    /** The longest a borrow waits before it gives up and is counted as a timeout. */
    public static final Duration BORROW_TIMEOUT = Duration.ofSeconds(1);

    /** Tokens of {@code Blackhole.consumeCPU} burnt while an object is held, as in the article. */
    public static final long WORK_TOKENS = 1_000L;

    /** One pool per trial; the parameters are in the subclasses (each has its own default matrix). */
    public abstract static class Contest {
        PooledObjects<ExpensiveObject> objects;
        Ledger ledger;

        abstract PoolKind pool();

        abstract int poolSize();

        @Setup(Level.Trial)
        public void setUp() {
            ledger = Ledger.start();
            objects = pool().create(poolSize(), ExpensiveObject::create, BORROW_TIMEOUT);
        }

        /** Ends the last iteration's wall time ({@link Ledger#stopped()}), then closes the pool. */
        @TearDown(Level.Trial)
        public void tearDown() {
            ledger.stopped();
            objects.close();
        }

        /** Borrow, work, consume the object's data, return; a timeout is counted, not worked. */
        final void operate(Ledger.Tally tally, Blackhole bh) throws Exception {
            Object handle = objects.borrow();
            if (handle == null) {
                tally.timedOut(ledger);
                return;
            }
            try {
                Blackhole.consumeCPU(WORK_TOKENS);
                bh.consume(objects.object(handle).data());
            } finally {
                objects.release(handle);
            }
            tally.completed(ledger);
        }
    }

    /** The throughput matrix: every pool x pool size 10 and 50 by default. */
    @State(Scope.Benchmark)
    public static class Pools extends Contest {
        @Param({"none", "lockedDeque", "commonsGeneric", "commonsStack", "commons2Generic", "fastObjectPool", "furious",
                "stormpot", "vibur", "bounded", "boundedFair"})
        public PoolKind pool;

        @Param({"10", "50"})
        public int poolSize;

        @Override
        PoolKind pool() {
            return pool;
        }

        @Override
        int poolSize() {
            return poolSize;
        }
    }

    /** The sample-time matrix: every pool x pool size 10 by default. */
    @State(Scope.Benchmark)
    public static class SampledPools extends Contest {
        @Param({"none", "lockedDeque", "commonsGeneric", "commonsStack", "commons2Generic", "fastObjectPool", "furious",
                "stormpot", "vibur", "bounded", "boundedFair"})
        public PoolKind pool;

        @Param({"10"})
        public int poolSize;

        @Override
        PoolKind pool() {
            return pool;
        }

        @Override
        int poolSize() {
            return poolSize;
        }
    }

    /**
     * The 2017 article's configurations ({@link PoolKind#asIn2017()}: the libraries' defaults
     * where the article kept them) at pool size 10 and 50, run at 50 threads only.
     */
    @State(Scope.Benchmark)
    public static class ArticlePools extends Contest {
        @Param({"commonsGeneric2017", "commons2Generic2017", "fastObjectPool2017"})
        public PoolKind pool;

        @Param({"10", "50"})
        public int poolSize;

        @Override
        PoolKind pool() {
            return pool;
        }

        @Override
        int poolSize() {
            return poolSize;
        }
    }

    /** Contention without oversubscription: every pool at pool size 1, for {@link #threads2}. */
    @State(Scope.Benchmark)
    public static class CorePools extends Contest {
        @Param({"none", "lockedDeque", "commonsGeneric", "commonsStack", "commons2Generic", "fastObjectPool", "furious",
                "stormpot", "vibur", "bounded", "boundedFair"})
        public PoolKind pool;

        @Param({"1"})
        public int poolSize;

        @Override
        PoolKind pool() {
            return pool;
        }

        @Override
        int poolSize() {
            return poolSize;
        }
    }

    /** Each benchmark thread's counts. */
    @State(Scope.Thread)
    public static class Worker {
        final Ledger.Tally tally = new Ledger.Tally();
    }

    /**
     * 2 threads on a pool of 1, ops/ms: threads no more than this machine's 2 cores, so the
     * pools contend for the object, not the threads for a core (no time slice in the tail).
     */
    @Benchmark
    @Threads(2)
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public void threads2(CorePools pools, Worker worker, Blackhole bh) throws Exception {
        pools.operate(worker.tally, bh);
    }

    /** 10 threads, ops/ms. */
    @Benchmark
    @Threads(10)
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public void threads10(Pools pools, Worker worker, Blackhole bh) throws Exception {
        pools.operate(worker.tally, bh);
    }

    /** 50 threads, ops/ms. */
    @Benchmark
    @Threads(50)
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public void threads50(Pools pools, Worker worker, Blackhole bh) throws Exception {
        pools.operate(worker.tally, bh);
    }

    /**
     * 50 threads, ops/ms, on the 2017 article's configurations ({@link ArticlePools}): what the
     * article measured, beside the bounded configurations of {@link #threads50}.
     */
    @Benchmark
    @Threads(50)
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public void article50(ArticlePools pools, Worker worker, Blackhole bh) throws Exception {
        pools.operate(worker.tally, bh);
    }

    /** 100 threads, ops/ms; full matrix only. */
    @Benchmark
    @Threads(100)
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public void threads100(Pools pools, Worker worker, Blackhole bh) throws Exception {
        pools.operate(worker.tally, bh);
    }

    /** 10 threads, time per operation sampled (percentiles), us; full matrix only. */
    @Benchmark
    @Threads(10)
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public void sampled10(SampledPools pools, Worker worker, Blackhole bh) throws Exception {
        pools.operate(worker.tally, bh);
    }

    /** 50 threads, time per operation sampled (percentiles), us. */
    @Benchmark
    @Threads(50)
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public void sampled50(SampledPools pools, Worker worker, Blackhole bh) throws Exception {
        pools.operate(worker.tally, bh);
    }

    /** 100 threads, time per operation sampled (percentiles), us; full matrix only. */
    @Benchmark
    @Threads(100)
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public void sampled100(SampledPools pools, Worker worker, Blackhole bh) throws Exception {
        pools.operate(worker.tally, bh);
    }

    /** One object, made once: the baseline work without any pool. */
    @State(Scope.Benchmark)
    public static class Prebuilt {
        ExpensiveObject object;

        @Setup(Level.Trial)
        public void setUp() {
            object = ExpensiveObject.create();
        }
    }

    /**
     * The work alone, one thread, no pool: {@code consumeCPU(1_000)} and consuming the data.
     * The machine's ceiling for any contender is {@code cores / score}: {@code cores * 10^6 / score} ops/ms.
     */
    @Benchmark
    @Threads(1)
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public void useOnly(Prebuilt prebuilt, Blackhole bh) {
        Blackhole.consumeCPU(WORK_TOKENS);
        bh.consume(prebuilt.object.data());
    }

    /**
     * The A/A control: {@link #useOnly} again under another name, identical code, measured in
     * every round beside it. Its ratio to {@code useOnly} shows how far identical code drifts
     * apart on this machine; it is the run's calibration, not a result.
     */
    @Benchmark
    @Threads(1)
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public void useOnlyAgain(Prebuilt prebuilt, Blackhole bh) {
        Blackhole.consumeCPU(WORK_TOKENS);
        bh.consume(prebuilt.object.data());
    }

    /**
     * One creation of the expensive object, one thread: its time and, with {@code -prof gc},
     * its bytes ({@code gc.alloc.rate.norm}). Returned, so it cannot be eliminated.
     */
    @Benchmark
    @Threads(1)
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public ExpensiveObject create() {
        return ExpensiveObject.create();
    }
}
