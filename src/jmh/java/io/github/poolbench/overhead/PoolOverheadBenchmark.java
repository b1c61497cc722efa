package io.github.poolbench.overhead;

import io.github.poolbench.pool.CommonsKeyedStringBuilderPool;
import io.github.poolbench.pool.StringBuilderPool;
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

/**
 * What a pool costs by itself: one acquire plus one release of a builder of
 * {@code capacity} chars, nothing appended.
 *
 * <p><b>Measures</b> ns/op for a pair (acquire+release) and, with {@code -prof gc}, B/op:
 * {@code allocate} is the baseline ({@code new StringBuilder(n)}: header plus array, zeroed).
 * {@code shared1} is one thread; {@code shared2} is two threads sharing one pool
 * ({@code Scope.Benchmark}), the contention case. Each method returns the builder it
 * released, so the acquire is not dead code and the builder escapes (no scalar replacement of
 * {@code allocate}'s builder; on JDK 25 it would otherwise vanish).
 *
 * <p><b>Pitfall</b>: returning a builder after release is only safe here because nobody
 * writes to it afterwards; Blackhole consumption reads nothing.
 *
 * <p>Run: {@code mvn -Pjmh -Djmh.args="PoolOverheadBenchmark"}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@State(Scope.Benchmark)
public class PoolOverheadBenchmark {

    /** Requested capacity, in chars. */
    @Param({"32", "256", "4096"})
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

    /** One thread: acquire then release. */
    @Benchmark
    @Threads(1)
    public StringBuilder shared1() {
        return acquireRelease();
    }

    /** Two threads sharing one pool: acquire then release, per thread. */
    @Benchmark
    @Threads(2)
    public StringBuilder shared2() {
        return acquireRelease();
    }

    private StringBuilder acquireRelease() {
        StringBuilder sb = instance.acquire(capacity);
        instance.release(sb);
        return sb;
    }
}
