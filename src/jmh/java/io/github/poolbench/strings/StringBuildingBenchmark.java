package io.github.poolbench.strings;

import io.github.poolbench.pool.BucketedStringBuilderPool;
import io.github.poolbench.commons.CommonsKeyedStringBuilderPool;
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
 * The DivNull experiment ("Avoiding Java StringBuffer Pools", 2002) redone under JMH: build
 * one string of {@code length} chars from short parts (words and numbers), by each technique.
 *
 * <p><b>Measures</b> the average time per built string (ns/op) and, with {@code -prof gc}
 * (on by default through {@code mvn -Pjmh}), the bytes allocated per built string
 * ({@code gc.alloc.rate.norm}, B/op). Every method returns the final String, so JMH sinks it.
 * The baseline is {@link #sizedBuilder}: the classic advice, a builder sized up front;
 * {@link #sizedBuilderAgain} is the same code under another name, the A/A control.
 *
 * <p><b>Pitfalls avoided</b>: the parts are run-time Strings in a {@code @State} field, not
 * constants, so nothing folds; the appends run in a loop over several parts, which C2's
 * OptimizeStringConcat does not match (it would turn {@code new StringBuilder(n).append(s)
 * .toString()} with one String into a copy of {@code s} and measure nothing); pooled variants
 * return their builder every call, so the pool is in steady state after warmup, as in a long
 * running application. Techniques that are quadratic ({@code naiveConcat}, {@code stringConcat},
 * and {@code stringAddition} across groups) are quadratic by design: that is what the
 * original experiment compared.
 *
 * <p><b>Settings</b>: 3 rounds by default, so that {@code mvn -Pjmh} stays within 30 minutes
 * on 2 cores with JDK 17, 21 and 25 (about 5.6 s per fork, 90 rows; {@code results/strings.md}
 * gives the committed run's rounds and how many each claim needs: {@code -Dpoolbench.rounds=N}
 * for more; the runner
 * runs one fork of every row per round, rows in random order, and the report reads ratios per
 * round), each fork 3 warmup iterations of 1 s and 3 measurement iterations of 500 ms; G1
 * chosen explicitly (the default collector depends on the machine's size), 1 GB fixed heap,
 * pre-touched ({@code -XX:+AlwaysPreTouch}: the first touch of a fresh heap costs a page fault
 * per 4 KiB on this kind of machine, which would otherwise fall in the first iterations of the
 * allocating rows). With 2 warmup iterations and no pre-touch, 11 of 54 rows were still
 * settling (last measurement iteration more than 10% better than the first in most forks).
 *
 * <p><b>Default JIT flags</b>: the forks fix the heap and the collector (above) and nothing in
 * the JIT, so each row is the mixture a user's JVM draws from. On JDK 25 C2 inlines
 * {@code AbstractStringBuilder.ensureCapacityNewCoder}, a growth path the pre-sized rows never
 * run, in some forks and not in others, and the forks that inline it ran about 1.4x slower
 * ({@code docs/evidence/strings-sizedbuilder-modes-xeon-jdk25.md}, JIT logs of 80 forks): such a
 * row settles in modes. The page shows each bimodal row's modes with their forks and share, and
 * the claims read every fork. The mechanism, with that inlining forbidden
 * ({@code -XX:CompileCommand=dontinline,...ensureCapacityNewCoder}) as a labelled variant, is in
 * {@code docs/evidence/strings-pin-inlining-xeon.md}; published runs before 2026-11-29 ran pinned.
 *
 * <p><b>Run only this class</b>: {@code mvn -Pjmh -Djmh.args="StringBuildingBenchmark"};
 * one length: {@code -Djmh.args="StringBuildingBenchmark -p length=256"}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Fork(value = 3, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+UseG1GC", "-XX:+AlwaysPreTouch"})
@State(Scope.Benchmark)
public class StringBuildingBenchmark {

    /** Parts per {@code +} expression in {@link #stringAddition}. */
    static final int GROUP = 4;

    /** Length of the built string, in chars. */
    @Param({"32", "256", "4096"})
    public int length;

    String[] parts;
    BucketedStringBuilderPool bucketed;
    CommonsKeyedStringBuilderPool commons;

    @Setup(Level.Trial)
    public void setUp() {
        parts = Parts.of(length, GROUP);
        bucketed = new BucketedStringBuilderPool();
        commons = new CommonsKeyedStringBuilderPool();
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        commons.close();
    }

    /** {@code s = s + a + b + c + d} : one {@code +} expression per group of four parts. */
    @Benchmark
    public String stringAddition() {
        String[] p = parts;
        String s = "";
        for (int i = 0; i < p.length; i += GROUP) {
            s = s + p[i] + p[i + 1] + p[i + 2] + p[i + 3];
        }
        return s;
    }

    /** {@code s += part} in a loop: a new String per part. */
    @Benchmark
    public String naiveConcat() {
        String s = "";
        for (String part : parts) {
            s += part;
        }
        return s;
    }

    /** {@code s = s.concat(part)} in a loop. */
    @Benchmark
    public String stringConcat() {
        String s = "";
        for (String part : parts) {
            s = s.concat(part);
        }
        return s;
    }

    /** {@code new StringBuilder()} (16 chars), grown by appends as needed. */
    @Benchmark
    public String unsizedBuilder() {
        StringBuilder sb = new StringBuilder();
        for (String part : parts) {
            sb.append(part);
        }
        return sb.toString();
    }

    /** {@code new StringBuilder(length)}: the baseline. */
    @Benchmark
    public String sizedBuilder() {
        StringBuilder sb = new StringBuilder(length);
        for (String part : parts) {
            sb.append(part);
        }
        return sb.toString();
    }

    /**
     * The A/A control: {@link #sizedBuilder}'s code under a second name, measured in every round
     * beside it. The two rows differ only by what the machine did to them: the A/A claim asks
     * whether their ratio's 95% interval lies within 5% of 1, a calibration of the run read beside
     * its verdicts, never a gate on them. Kept a separate copy on purpose (not a call), so that
     * each is compiled on its own, as every other row is.
     */
    @Benchmark
    public String sizedBuilderAgain() {
        StringBuilder sb = new StringBuilder(length);
        for (String part : parts) {
            sb.append(part);
        }
        return sb.toString();
    }

    /** {@code new StringBuffer()}: the historical, synchronized class, unsized. */
    @Benchmark
    public String unsizedStringBuffer() {
        StringBuffer sb = new StringBuffer();
        for (String part : parts) {
            sb.append(part);
        }
        return sb.toString();
    }

    /**
     * {@code new StringBuffer(length)}: the original experiment's "StringBuffer".
     *
     * <p><b>Pitfall</b>: the buffer never escapes, so C2 eliminates its locks and scalar-replaces it (its B/op equal
     * {@link #sizedBuilder}'s); this row measures a buffer without locking, not the cost of a lock. Without the
     * elimination ({@code -XX:-EliminateLocks}) it costs 4-6x {@code sizedBuilder}. On JDK 25 code whose locks C2
     * eliminated still costs about 1.5x, as a {@code StringBuilder} in the same {@code synchronized} blocks does (why:
     * unexplained; {@code docs/evidence/strings-stringbuffer-jdk25-eliminated-locks.md}).
     */
    @Benchmark
    public String sizedStringBuffer() {
        StringBuffer sb = new StringBuffer(length);
        for (String part : parts) {
            sb.append(part);
        }
        return sb.toString();
    }

    /** Acquire from {@link BucketedStringBuilderPool}, append, toString, release. */
    @Benchmark
    public String pooledBucketed() {
        BucketedStringBuilderPool pool = bucketed;
        StringBuilder sb = pool.acquire(length);
        for (String part : parts) {
            sb.append(part);
        }
        String s = sb.toString();
        pool.release(sb);
        return s;
    }

    /** Acquire from {@link CommonsKeyedStringBuilderPool}, append, toString, release. */
    @Benchmark
    public String pooledCommons() {
        CommonsKeyedStringBuilderPool pool = commons;
        StringBuilder sb = pool.acquire(length);
        for (String part : parts) {
            sb.append(part);
        }
        String s = sb.toString();
        pool.release(sb);
        return s;
    }
}
