package io.github.poolbench.gcpressure;

import io.github.poolbench.pool.BucketedStringBuilderPool;
import io.github.poolbench.strings.Parts;
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
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The GC argument for pooling, where it is meant to win: a large live old generation and two
 * threads building 4096-char strings without pause, with a pre-sized builder or a pooled one.
 *
 * <p><b>Measures</b> throughput (built strings per ms, both threads summed), B/op and the
 * collector's work with {@code -prof gc} ({@code gc.count}, {@code gc.time}), and every GC
 * pause with {@link io.github.poolbench.gcpressure.GcPauseProfiler} (JFR's
 * {@code jdk.GarbageCollection} events, one recording per iteration, inside the fork): each
 * iteration's longest pause ({@code jfr.gc.pause.longest}), pauses per iteration, the share of
 * wall time spent paused, and the survivors each collection still copies after 8 collections
 * ({@code jfr.gc.survivors.aged}). Runs made before the profiler dropped its pause distribution
 * also have pause percentiles ({@code jfr.gc.pause}).
 * The pooled builder saves the 8 KB array of a 4096-char builder per string; the result String
 * (4 KB, Latin-1) is allocated either way. The baseline is {@link #sized}.
 *
 * <p><b>Live set</b>: {@code liveMb} MB of small linked objects ({@link LiveSet}), built in
 * {@code @Setup} and promoted, so every measured collection runs beside it, as in a
 * long-running service holding caches. Heap fixed at 2 GB and pre-touched, G1 chosen
 * explicitly. Warmup 25 x 1 s: with 2 x 1 s the pooled rows' throughput was still climbing
 * through the measurement (84 to 216 ops/ms within one fork on JDK 17); with 5 x 1 s their
 * throughput had settled but {@code sized}'s GC pauses, which the pause claims read, had not (JDK 17: its
 * share of time paused 40% lower in the last measured iteration than in the first; on a Xeon its
 * longest pause settled after about 10 s: {@code docs/evidence/gcpressure-gc-settling.md}).
 * With 12 x 1 s, {@code pooled}, collecting about once a second, still carried through its
 * measured pauses some 60 KB of objects born at the start of the warmup (the collector promotes
 * an object after 15 collections; {@code sized}, collecting twice as often, had promoted them), and
 * each of its pauses was longer. With 40 s of warmup they were promoted before the measurement
 * and its pauses were no longer than {@code sized}'s; with 25 s the bytes it carried and the cards
 * its pauses scanned were down to {@code sized}'s level
 * ({@code docs/evidence/gcpressure-per-collection.md}). The committed results may predate this
 * warmup (their page gives theirs). A machine on which {@code pooled} collects less than about
 * once per 1.5 s needs more.
 * Rounds: {@code @Fork(5)}, one fork of each row per round, interleaved by the runner;
 * {@link #sizedAgain} is the A/A control.
 *
 * <p><b>Not pinned</b>: unlike the strings and sweep suites, the forks keep C2's own decision on
 * JDK 25's never-taken growth path ({@code AbstractStringBuilder::ensureCapacityNewCoder}). Here
 * it made no mode: 2 of 10 {@code sized} and 4 of 10 {@code pooled} probe forks inlined it and
 * ran within the others' range, and forbidding it did not raise {@code sized}'s throughput
 * ({@code docs/evidence/gcpressure-growth-path-jdk25.md}).
 *
 * <p><b>Pitfalls</b>: each method returns its String (JMH sinks it); the parts are run-time
 * Strings in a field, and several appends per string keep C2 from folding the build into a
 * copy. Two threads on this 2-core machine leave no core for concurrent GC work: that is part
 * of the setting, and the same for both methods.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 25, time = 1)
@Measurement(iterations = 4, time = 1)
@Fork(value = 5, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+UseG1GC", "-XX:+AlwaysPreTouch"})
@Threads(2)
@State(Scope.Benchmark)
public class GcPressureBenchmark {

    /** Length of each built string, in chars. */
    public static final int LENGTH = 4096;

    /** Size of the live old-generation data, in MB (10^6 bytes, counted as 40 bytes per node). */
    @Param({"512"})
    public int liveMb;

    LiveSet live;
    String[] parts;
    BucketedStringBuilderPool pool;

    @Setup(Level.Trial)
    public void setUp() {
        parts = Parts.of(LENGTH, 4);
        pool = new BucketedStringBuilderPool();
        live = LiveSet.build(liveMb);
    }

    /** {@code new StringBuilder(4096)}, appends, {@code toString()}: the baseline. */
    @Benchmark
    public String sized() {
        StringBuilder sb = new StringBuilder(LENGTH);
        for (String part : parts) {
            sb.append(part);
        }
        return sb.toString();
    }

    /**
     * The A/A control: {@link #sized}'s code under another name, measured in every round beside
     * it (the A/A claim: their ratio's 95% interval within 5% of 1).
     */
    @Benchmark
    public String sizedAgain() {
        StringBuilder sb = new StringBuilder(LENGTH);
        for (String part : parts) {
            sb.append(part);
        }
        return sb.toString();
    }

    /** The same build with a builder from {@link BucketedStringBuilderPool}, released after. */
    @Benchmark
    public String pooled() {
        BucketedStringBuilderPool p = pool;
        StringBuilder sb = p.acquire(LENGTH);
        for (String part : parts) {
            sb.append(part);
        }
        String s = sb.toString();
        p.release(sb);
        return s;
    }

    /** @return nodes in the live set (for tests) */
    long liveNodes() {
        return live.nodes();
    }
}
