package io.github.poolbench.strings;

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
import org.openjdk.jmh.annotations.Warmup;

/**
 * Where does pooling start to pay? The sized builder against both pools, for string lengths
 * from 16 to 16384 chars in powers of two; the report states, per JDK, the smallest length
 * from which {@code pooledBucketed} is faster than {@code sizedBuilder} beyond the error bars.
 *
 * <p><b>Measures</b> ns/op and (with {@code -prof gc}) B/op per built string, by calling the
 * methods of the same names on a {@link StringBuildingBenchmark} set up for each length, so
 * both benchmarks measure the same code (C2 inlines the call). Lengths above 4096 chars are oversize: both pools then hand out an
 * unpooled builder, so the pool can only add cost there; that is part of the answer.
 *
 * <p><b>Pitfall</b>: as in {@link StringBuildingBenchmark}, several appends per string, never
 * a single {@code append(String)} that C2 would fold into a copy.
 *
 * <p>Run: {@code mvn -Pjmh -Djmh.args="PoolSizeSweep"}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 4, time = 1)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@State(Scope.Benchmark)
public class PoolSizeSweep {

    /** Length of the built string, in chars. */
    @Param({"16", "32", "64", "128", "256", "512", "1024", "2048", "4096", "8192", "16384"})
    public int length;

    StringBuildingBenchmark build;

    @Setup(Level.Trial)
    public void setUp() {
        build = new StringBuildingBenchmark();
        build.length = length;
        build.setUp();
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        build.tearDown();
    }

    /** {@code new StringBuilder(length)}: the baseline. */
    @Benchmark
    public String sizedBuilder() {
        return build.sizedBuilder();
    }

    /** {@code BucketedStringBuilderPool}: acquire, append, toString, release. */
    @Benchmark
    public String pooledBucketed() {
        return build.pooledBucketed();
    }

    /** {@code CommonsKeyedStringBuilderPool}: acquire, append, toString, release. */
    @Benchmark
    public String pooledCommons() {
        return build.pooledCommons();
    }
}
