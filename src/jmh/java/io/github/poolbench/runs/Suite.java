package io.github.poolbench.runs;

import io.github.poolbench.events.EventEchoBenchmark;
import io.github.poolbench.gcpressure.GcPauseProfiler;
import io.github.poolbench.gcpressure.GcPressureBenchmark;
import io.github.poolbench.messages.MessagesBenchmark;
import io.github.poolbench.overhead.PoolOverheadBenchmark;
import io.github.poolbench.shootout.FairnessProfiler;
import io.github.poolbench.shootout.ObjectPoolShootout;
import io.github.poolbench.strings.PoolSizeSweep;
import io.github.poolbench.strings.StringBuildingBenchmark;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.openjdk.jmh.profile.Profiler;

/**
 * The benchmark suites whose results are kept in {@code results/}: one JSON file per suite
 * and JDK, named {@code <stem>-jdk<major>.json}, with the environment beside it in
 * {@code <stem>-jdk<major>.env.json}.
 */
public enum Suite {
    /** {@link StringBuildingBenchmark}: six (plus three) ways to build a string. */
    STRINGS("strings", StringBuildingBenchmark.class, List.of(), List.of()),
    /** {@link PoolSizeSweep}: sized builder vs both pools, 16 to 16384 chars: the crossover. */
    SWEEP("sweep", PoolSizeSweep.class, List.of(), List.of()),
    /** {@link PoolOverheadBenchmark}: acquire+release alone, 1, 2, 8 and 64 threads sharing one pool. */
    OVERHEAD("overhead", PoolOverheadBenchmark.class, List.of(), List.of("pool", "source")),
    /** {@link GcPressureBenchmark}: pooled vs sized beside a large live set, with GC pauses. */
    GCPRESSURE("gcpressure", GcPressureBenchmark.class, List.of(GcPauseProfiler.class), List.of()),
    /**
     * {@link ObjectPoolShootout}: the Java object-pool libraries under thread contention. Its
     * default matrix is reduced; {@code -Dpoolbench.matrix=full} adds 100 threads and pool sizes
     * 100 and 150.
     */
    SHOOTOUT("shootout", ObjectPoolShootout.class, List.of(FairnessProfiler.class), List.of("pool"),
            "(threads|sampled)100|sampled10", Map.of("poolSize", new String[]{"10", "50", "100", "150"})),
    /** {@link EventEchoBenchmark}: one object per event, reused instance vs a copy per event. */
    EVENTS("events", EventEchoBenchmark.class, List.of(), List.of("handling")),
    /** {@link MessagesBenchmark}: market-data messages, new or pooled, per million and per message. */
    MESSAGES("messages", MessagesBenchmark.class, List.of(), List.of("supply"));

    private final String stem;
    private final Class<?> benchmarkClass;
    private final List<Class<? extends Profiler>> profilers;
    private final List<String> contenders;
    private final String fullMatrixMethods;
    private final Map<String, String[]> fullMatrixParams;

    Suite(String stem, Class<?> benchmarkClass, List<Class<? extends Profiler>> profilers, List<String> contenders) {
        this(stem, benchmarkClass, profilers, contenders, "", Map.of());
    }

    Suite(String stem, Class<?> benchmarkClass, List<Class<? extends Profiler>> profilers, List<String> contenders,
          String fullMatrixMethods, Map<String, String[]> fullMatrixParams) {
        this.stem = stem;
        this.benchmarkClass = benchmarkClass;
        this.profilers = profilers;
        this.contenders = contenders;
        this.fullMatrixMethods = fullMatrixMethods;
        this.fullMatrixParams = fullMatrixParams;
    }

    /**
     * @return a JMH exclude regex of the methods that run only in the full matrix
     *         ({@code -Dpoolbench.matrix=full}), or empty if the suite has no reduced matrix
     */
    public Optional<String> fullMatrixOnlyRegex() {
        return fullMatrixMethods.isEmpty() ? Optional.empty()
                : Optional.of(regex() + "(" + fullMatrixMethods + ")$");
    }

    /** @return parameter values of the full matrix, replacing the annotated (reduced) defaults */
    public Map<String, String[]> fullMatrixParams() {
        return fullMatrixParams;
    }

    /**
     * @return the names of the {@code @Param}s that name the contender a row measures (the enum of
     *         thin adapters, e.g. {@code pool}), in the order a row's label shows them; empty where the
     *         benchmark method alone names it
     */
    public List<String> contenders() {
        return contenders;
    }

    /** @return profilers this suite always runs with, besides {@code gc} */
    public List<Class<? extends Profiler>> profilers() {
        return profilers;
    }

    /**
     * @param stem a file-name stem, e.g. {@code sweep}
     * @return the suite with that stem, if any
     */
    public static Optional<Suite> ofStem(String stem) {
        return Arrays.stream(values()).filter(s -> s.stem.equals(stem)).findFirst();
    }

    /**
     * @param suites suites, in the order wanted
     * @return their file-name stems, in that order, e.g. {@code [strings, sweep]}
     */
    public static List<String> stems(List<Suite> suites) {
        return suites.stream().map(Suite::stem).toList();
    }

    /** @return the file-name stem, e.g. {@code strings} */
    public String stem() {
        return stem;
    }

    /** @return the JMH benchmark class of this suite */
    public Class<?> benchmarkClass() {
        return benchmarkClass;
    }

    /** @return a JMH include/exclude regex matching exactly this suite's benchmarks */
    public String regex() {
        return "^" + Pattern.quote(benchmarkClass.getName() + ".");
    }

    /**
     * The suite a JMH benchmark name belongs to.
     *
     * @param benchmark a fully qualified benchmark method name, as in JMH's JSON
     * @return the suite, or empty if the benchmark belongs to none
     */
    public static Optional<Suite> ofBenchmark(String benchmark) {
        return Arrays.stream(values())
                .filter(s -> benchmark.startsWith(s.benchmarkClass.getName() + "."))
                .findFirst();
    }

    /**
     * The result file of this suite for one JDK.
     *
     * @param jdkMajor the JDK's feature release, e.g. 17
     * @return e.g. {@code strings-jdk17.json}
     */
    public String resultFileName(int jdkMajor) {
        return stem + "-jdk" + jdkMajor + ".json";
    }

    /**
     * The environment file of this suite for one JDK.
     *
     * @param jdkMajor the JDK's feature release, e.g. 17
     * @return e.g. {@code strings-jdk17.env.json}
     */
    public String environmentFileName(int jdkMajor) {
        return stem + "-jdk" + jdkMajor + ".env.json";
    }
}
