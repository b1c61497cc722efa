package io.github.poolbench.strings;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.CompilerControl;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * Where does pooling start to pay? The sized builder against both pools, for string lengths
 * from 64 to 16384 chars; the report states, per JDK, the smallest length
 * from which {@code pooledBucketed} is faster than {@code sizedBuilder} beyond the error bars.
 *
 * <p><b>Measures</b> ns/op and (with {@code -prof gc}) B/op per built string, by calling the
 * methods of the same names on a {@link StringBuildingBenchmark} set up for each length, so
 * both benchmarks measure the same code (C2 inlines the call). Lengths above 4096 chars are oversize: both pools then hand out an
 * unpooled builder, so the pool can only add cost there; that is part of the answer.
 *
 * <p><b>Controls</b> for what a pool call changes besides the pool's own work, with no pool at
 * all: {@link #sizedEscaping} is {@code sizedBuilder} whose builder escapes (handed to the
 * Blackhole after {@code toString()}), as a builder escapes into {@code release}; {@link
 * #sizedOutOfLine} gets its builder from a method C2 may not inline and hands it to another,
 * as a pool's {@code acquire} and {@code release} would if they were not inlined. Above 4096
 * chars both pools do nothing but {@code new StringBuilder(n)} and drop the builder on
 * release; if the pooled methods are slower than {@code sizedBuilder} there, these controls
 * tell which of the two differences reproduces it.
 *
 * <p><b>Pitfall</b>: as in {@link StringBuildingBenchmark}, several appends per string, never
 * a single {@code append(String)} that C2 would fold into a copy.
 *
 * <p><b>Warmup</b>: 4 x 1 s, then 3 x 1 s measured. With 2 x 1 s and 3 x 0.5 s, 17 of 72 rows
 * (JDK 17 and 25, run {@code 20261123T063627Z-af70cbd}) were still settling, i.e. in half their
 * forks the last iteration was over 10% better than the first ({@code pooledCommons} at 64
 * chars on JDK 17: 726, 525, 514 ns/op); 1 s iterations are meant to make that first-to-last
 * comparison less sensitive to one noisy iteration. The sweep page lists the rows still
 * settling with these settings.
 *
 * <p><b>Default JIT flags</b>, as in {@link StringBuildingBenchmark}: on JDK 25 a pre-sized
 * builder never runs {@code AbstractStringBuilder.ensureCapacityNewCoder}, yet C2 inlines it into
 * the measurement loop in some forks and not in others, and the forks that inline it run about
 * 1.4x slower ({@code docs/evidence/strings-sizedbuilder-modes-xeon-jdk25.md}, JIT logs of 80
 * forks; why the inlined loop is slower is not shown). The rows keep that lottery, as a user's
 * JVM does; the page shows each bimodal row's modes with their forks and share. Forbidding the
 * inlining ({@code -XX:CompileCommand=dontinline,...ensureCapacityNewCoder}, the labelled variant
 * of {@code docs/evidence/strings-pin-inlining-xeon.md}) removed the slow mode in 40 of 40 probe
 * forks. JDK 17 and 21 have no method of that name ({@code ensureCapacityInternal} and
 * {@code newCapacity} instead). Published runs before 2026-11-29 ran pinned.
 *
 * <p>Run: {@code mvn -Pjmh -Djmh.args="PoolSizeSweep"}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(value = 5, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+UseG1GC"})
@State(Scope.Benchmark)
public class PoolSizeSweep {

    /** Length of the built string, in chars. */
    @Param({"64", "256", "1024", "4096", "8192", "16384"})
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

    /**
     * The A/A control: {@link #sizedBuilder} again, under another name, in every round beside it
     * (the A/A claim: their ratio's 95% interval within 5% of 1).
     */
    @Benchmark
    public String sizedBuilderAgain() {
        return build.sizedBuilderAgain();
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

    /** Control: {@code sizedBuilder}, then the builder escapes to the Blackhole. No pool. */
    @Benchmark
    public String sizedEscaping(Blackhole bh) {
        StringBuilder sb = new StringBuilder(length);
        for (String part : build.parts) {
            sb.append(part);
        }
        String s = sb.toString();
        bh.consume(sb);
        return s;
    }

    /** Control: the builder comes from, and goes to, methods that are never inlined. No pool. */
    @Benchmark
    public String sizedOutOfLine() {
        StringBuilder sb = newBuilder(length);
        for (String part : build.parts) {
            sb.append(part);
        }
        String s = sb.toString();
        drop(sb);
        return s;
    }

    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    private static StringBuilder newBuilder(int capacity) {
        return new StringBuilder(capacity);
    }

    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    private static void drop(StringBuilder sb) {
        sb.setLength(0);
    }
}
