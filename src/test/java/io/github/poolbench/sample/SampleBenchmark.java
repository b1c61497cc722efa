package io.github.poolbench.sample;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A test experiment's benchmark: what the harness needs of an experiment and nothing more, to show that one package
 * and its descriptor ({@code experiment.SampleExperiment}) make an experiment. It measures a sized
 * {@code StringBuilder} of {@code length} chars, and its A/A twin; each returns its string (JMH sinks it). Not a
 * measurement anyone should read: its forks are one short iteration.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 1, time = 100, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 1, time = 100, timeUnit = TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xmx256m", "-XX:+UseG1GC"})
@State(Scope.Thread)
public class SampleBenchmark {

    /** The string's length, in chars. */
    @Param({"8"})
    public int length;

    /** @return a string of {@code length} chars, built in a builder sized for it */
    @Benchmark
    public String sized() {
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append('x');
        }
        return sb.toString();
    }

    /** @return the same as {@link #sized()}: the A/A twin */
    @Benchmark
    public String sizedAgain() {
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append('x');
        }
        return sb.toString();
    }
}
