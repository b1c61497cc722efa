package io.github.poolbench.runs;

import io.github.poolbench.collectors.CollectorProfiler;
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
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.profile.Profiler;

/**
 * The benchmark suites whose results are kept in {@code results/}: one JSON file per suite
 * and JDK, named {@code <stem>-jdk<major>.json}, with the environment beside it in
 * {@code <stem>-jdk<major>.env.json}.
 *
 * <p>A suite is an experiment (one benchmark class), or a JVM variant of one ({@link #variantOf()}):
 * some of its methods under another collector or object-header layout ({@link JvmVariant}), with
 * files of their own ({@code strings-zgc-jdk25.json}). Variants of one experiment are meant to run
 * together in one interleaved run, so that their rows are compared only with rows measured beside them.
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
    MESSAGES("messages", MessagesBenchmark.class, List.of(), List.of("supply")),
    /**
     * The collectors run's reference (issue 79): {@link #STRINGS}'s headline rows (the sized builder, its
     * A/A twin, both pools and {@code String.concat} at every length) under G1, as the strings suite runs them.
     */
    STRINGS_G1("strings-g1", STRINGS, JvmVariant.G1, Suite.STRINGS_HEADLINE),
    /** {@link #STRINGS}'s headline rows under generational ZGC (JDK 21 on). */
    STRINGS_ZGC("strings-zgc", STRINGS, JvmVariant.ZGC, Suite.STRINGS_HEADLINE),
    /** {@link #STRINGS}'s headline rows under the Parallel collector. */
    STRINGS_PARALLEL("strings-parallel", STRINGS, JvmVariant.PARALLEL, Suite.STRINGS_HEADLINE),
    /** {@link #STRINGS}'s headline rows under G1 with compact object headers (JDK 25 on). */
    STRINGS_COH("strings-coh", STRINGS, JvmVariant.COMPACT_HEADERS, Suite.STRINGS_HEADLINE),
    /** The messages run's reference: every row of {@link #MESSAGES} under G1, as the messages suite runs them. */
    MESSAGES_G1("messages-g1", MESSAGES, JvmVariant.G1, Suite.EVERY_METHOD),
    /** {@link #MESSAGES}'s rows under generational ZGC (JDK 21 on). */
    MESSAGES_ZGC("messages-zgc", MESSAGES, JvmVariant.ZGC, Suite.EVERY_METHOD),
    /** {@link #MESSAGES}'s rows under the Parallel collector. */
    MESSAGES_PARALLEL("messages-parallel", MESSAGES, JvmVariant.PARALLEL, Suite.EVERY_METHOD),
    /** {@link #MESSAGES}'s rows under G1 with compact object headers (JDK 25 on). */
    MESSAGES_COH("messages-coh", MESSAGES, JvmVariant.COMPACT_HEADERS, Suite.EVERY_METHOD),
    /**
     * The GC-pressure run's reference: every row of {@link #GCPRESSURE} under G1, as the gcpressure suite runs them,
     * with {@link CollectorProfiler} beside its own profiler (the collector's CPU time; ZGC's stalls), as every
     * gcpressure variant.
     */
    GCPRESSURE_G1("gcpressure-g1", GCPRESSURE, JvmVariant.G1, Suite.EVERY_METHOD,
            List.of(CollectorProfiler.class)),
    /** {@link #GCPRESSURE}'s rows under generational ZGC (JDK 21 on): its pauses are ZGC's, from the same JFR events. */
    GCPRESSURE_ZGC("gcpressure-zgc", GCPRESSURE, JvmVariant.ZGC, Suite.EVERY_METHOD,
            List.of(CollectorProfiler.class)),
    /** {@link #GCPRESSURE}'s rows under the Parallel collector. */
    GCPRESSURE_PARALLEL("gcpressure-parallel", GCPRESSURE, JvmVariant.PARALLEL, Suite.EVERY_METHOD,
            List.of(CollectorProfiler.class)),
    /** {@link #GCPRESSURE}'s rows under G1 with compact object headers (JDK 25 on). */
    GCPRESSURE_COH("gcpressure-coh", GCPRESSURE, JvmVariant.COMPACT_HEADERS, Suite.EVERY_METHOD,
            List.of(CollectorProfiler.class)),
    /**
     * The overhead run's reference: {@link #OVERHEAD}'s acquire+release with one and two threads and its
     * realistic build, 32 chars, for allocation (and its A/A twin), our pool, commons-pool2 and a
     * {@code ThreadLocal}, under G1 as the overhead suite runs them.
     */
    OVERHEAD_G1("overhead-g1", OVERHEAD, JvmVariant.G1, Suite.OVERHEAD_HEADLINE, Suite.overheadHeadline()),
    /** {@link #OVERHEAD_G1}'s rows under generational ZGC (JDK 21 on). */
    OVERHEAD_ZGC("overhead-zgc", OVERHEAD, JvmVariant.ZGC, Suite.OVERHEAD_HEADLINE, Suite.overheadHeadline()),
    /** {@link #OVERHEAD_G1}'s rows under the Parallel collector. */
    OVERHEAD_PARALLEL("overhead-parallel", OVERHEAD, JvmVariant.PARALLEL, Suite.OVERHEAD_HEADLINE,
            Suite.overheadHeadline()),
    /** {@link #OVERHEAD_G1}'s rows under G1 with compact object headers (JDK 25 on). */
    OVERHEAD_COH("overhead-coh", OVERHEAD, JvmVariant.COMPACT_HEADERS, Suite.OVERHEAD_HEADLINE,
            Suite.overheadHeadline());

    /** The overhead suite's methods that its JVM variants run: one thread, two threads, a realistic build. */
    private static final String OVERHEAD_HEADLINE = "shared1|shared2|realistic";

    /** A variant that runs every method of its experiment. */
    private static final String EVERY_METHOD = ".*";

    /** The strings suite's methods that its JVM variants run. */
    private static final String STRINGS_HEADLINE = "sizedBuilder|sizedBuilderAgain|pooledBucketed|pooledCommons"
            + "|stringConcat";

    private final String stem;
    private final Class<?> benchmarkClass;
    private final List<Class<? extends Profiler>> profilers;
    private final List<String> contenders;
    private final String fullMatrixMethods;
    private final Map<String, String[]> fullMatrixParams;
    private final Suite variantOf;
    private final JvmVariant jvmVariant;
    private final Pattern methods;
    private final Map<String, List<String>> only;

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
        this.variantOf = null;
        this.jvmVariant = null;
        this.methods = null;
        this.only = Map.of();
    }

    /** A JVM variant of {@code base}: its benchmark class, profilers and contenders, the methods named only. */
    Suite(String stem, Suite base, JvmVariant jvmVariant, String methods) {
        this(stem, base, jvmVariant, methods, Map.of(), List.of());
    }

    /** {@link #Suite(String, Suite, JvmVariant, String)} with these profilers after {@code base}'s. */
    Suite(String stem, Suite base, JvmVariant jvmVariant, String methods, List<Class<? extends Profiler>> profilers) {
        this(stem, base, jvmVariant, methods, Map.of(), profilers);
    }

    /** {@link #Suite(String, Suite, JvmVariant, String)} at only these values of the parameters named. */
    Suite(String stem, Suite base, JvmVariant jvmVariant, String methods, Map<String, List<String>> only) {
        this(stem, base, jvmVariant, methods, only, List.of());
    }

    private Suite(String stem, Suite base, JvmVariant jvmVariant, String methods, Map<String, List<String>> only,
                  List<Class<? extends Profiler>> moreProfilers) {
        this.stem = stem;
        this.benchmarkClass = base.benchmarkClass;
        this.profilers = java.util.stream.Stream.concat(base.profilers.stream(), moreProfilers.stream()).toList();
        this.contenders = base.contenders;
        this.fullMatrixMethods = "";
        this.fullMatrixParams = Map.of();
        this.variantOf = base;
        this.jvmVariant = jvmVariant;
        this.methods = Pattern.compile(methods);
        this.only = only;
    }

    /**
     * The parameter values the overhead suite's variants run: a method, since an enum constant's arguments can read
     * no static field of its enum but a compile-time constant (the others are not yet initialised).
     */
    private static Map<String, List<String>> overheadHeadline() {
        return Map.of("capacity", List.of("32"), "pool", List.of("allocate", "allocateAgain", "bucketed",
                "commonsKeyed", "threadLocal"));
    }

    /**
     * The values of one parameter this suite runs a method at.
     *
     * @param param     the {@code @Param}'s name, e.g. {@code pool}
     * @param annotated the values the method's state annotates (JMH's benchmark list), in order
     * @return {@code annotated}; for a variant that names the parameter, only those of its values it
     *         names, in annotated order (a method that has none of them gives no rows)
     */
    public List<String> paramValues(String param, List<String> annotated) {
        List<String> named = only.get(param);
        return named == null ? annotated : annotated.stream().filter(named::contains).toList();
    }

    /**
     * @return the experiments: every suite that is no JVM variant of another, in declaration order
     *         (what {@code -Dpoolbench.suites=all} runs; a variant runs only where named)
     */
    public static List<Suite> experiments() {
        return Arrays.stream(values()).filter(s -> s.variantOf == null).toList();
    }

    /** @return the suite whose benchmark class this JVM variant runs under another configuration; empty for an experiment */
    public Optional<Suite> variantOf() {
        return Optional.ofNullable(variantOf);
    }

    /** @return the JVM configuration this suite's forks run under; empty for an experiment (its {@code @Fork}'s) */
    public Optional<JvmVariant> jvmVariant() {
        return Optional.ofNullable(jvmVariant);
    }

    /**
     * @param jdkMajor a JDK's feature release
     * @return whether this suite has rows on that JDK (an experiment everywhere; a variant where its
     *         configuration exists, {@link JvmVariant#runsOn})
     */
    public boolean runsOn(int jdkMajor) {
        return jvmVariant == null || jvmVariant.runsOn(jdkMajor);
    }

    /**
     * @param benchmark a fully qualified benchmark method name, as in JMH's JSON
     * @return whether this suite runs it: a method of its benchmark class, and for a variant one of
     *         the methods it names
     */
    public boolean measures(String benchmark) {
        String prefix = benchmarkClass.getName() + ".";
        return benchmark.startsWith(prefix)
                && (methods == null || methods.matcher(benchmark.substring(prefix.length())).matches());
    }

    /**
     * The {@code jvmArgsAppend} of this suite's forks on one JDK.
     *
     * @param jdkMajor the JDK the fork runs on
     * @return empty for an experiment (its {@code @Fork(jvmArgsAppend)} applies as annotated); for a
     *         variant, the class's {@code @Fork(jvmArgsAppend)} rewritten ({@link JvmVariant#forkArgs})
     * @throws IllegalArgumentException if this variant does not run on that JDK, or its class's
     *         {@code @Fork} cannot be rewritten
     */
    public Optional<List<String>> forkArgs(int jdkMajor) {
        if (jvmVariant == null) {
            return Optional.empty();
        }
        Fork fork = benchmarkClass.getAnnotation(Fork.class);
        List<String> annotated = fork == null ? List.of() : List.of(fork.jvmArgsAppend());
        return Optional.of(jvmVariant.forkArgs(annotated, jdkMajor).orElseThrow(() -> new IllegalArgumentException(
                stem + " (" + jvmVariant.label() + ") does not run on JDK " + jdkMajor)));
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
     * @return the suite's own classes that run in its forks: its benchmark class, then its
     *         {@link #profilers()}; their packages are the suite's part of the measured code
     */
    public List<Class<?>> ownClasses() {
        List<Class<?>> own = new java.util.ArrayList<>(List.of(benchmarkClass));
        own.addAll(profilers);
        return List.copyOf(own);
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
     * The experiment a JMH benchmark name belongs to (its JVM variants run the same methods: {@link #measures}).
     *
     * @param benchmark a fully qualified benchmark method name, as in JMH's JSON
     * @return the experiment, or empty if the benchmark belongs to none
     */
    public static Optional<Suite> ofBenchmark(String benchmark) {
        return experiments().stream()
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
