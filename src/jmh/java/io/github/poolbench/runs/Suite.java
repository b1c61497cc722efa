package io.github.poolbench.runs;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.regex.Pattern;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.profile.Profiler;

/**
 * A benchmark suite whose results are kept in {@code results/}: one JSON file per suite and JDK, named
 * {@code <stem>-jdk<major>.json}, with the environment beside it in {@code <stem>-jdk<major>.env.json}.
 *
 * <p>A suite is an experiment (one benchmark class), or a JVM variant of one ({@link #variantOf()}):
 * some of its methods under another collector or object-header layout ({@link JvmVariant}), with
 * files of their own ({@code strings-zgc-jdk25.json}). Variants of one experiment are meant to run
 * together in one interleaved run, so that their rows are compared only with rows measured beside them.
 *
 * <p>Suites are declared by the experiments' descriptors ({@link Experiment}, found with {@link ServiceLoader});
 * {@link #values()} lists every suite, the experiments first in their descriptors' order, then the JVM variants
 * in the same order. Instances are immutable and compared by identity.
 */
public final class Suite {

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

    /**
     * An experiment: one benchmark class.
     *
     * @param stem           the file-name stem, e.g. {@code strings}
     * @param benchmarkClass the JMH benchmark class
     * @param profilers      profilers its forks always run with, besides {@code gc}
     * @param contenders     the {@code @Param}s that name a row's contender ({@link #contenders()})
     * @return the suite
     */
    public static Suite experiment(String stem, Class<?> benchmarkClass, List<Class<? extends Profiler>> profilers,
                                   List<String> contenders) {
        return new Suite(stem, benchmarkClass, profilers, contenders, "", Map.of());
    }

    /**
     * An experiment whose default matrix is reduced.
     *
     * @param fullMatrixMethods a regex of the methods only {@code -Dpoolbench.matrix=full} runs (matched after the
     *                          class name)
     * @param fullMatrixParams  parameter values of the full matrix, replacing the annotated defaults
     * @return the suite; the other parameters as {@link #experiment(String, Class, List, List)}'s
     */
    public static Suite experiment(String stem, Class<?> benchmarkClass, List<Class<? extends Profiler>> profilers,
                                   List<String> contenders, String fullMatrixMethods,
                                   Map<String, String[]> fullMatrixParams) {
        return new Suite(stem, benchmarkClass, profilers, contenders, fullMatrixMethods, fullMatrixParams);
    }

    private Suite(String stem, Class<?> benchmarkClass, List<Class<? extends Profiler>> profilers,
                  List<String> contenders, String fullMatrixMethods, Map<String, String[]> fullMatrixParams) {
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

    /**
     * A JVM variant of this experiment: its benchmark class, profilers and contenders, the methods named only.
     *
     * @param stem          the variant's file-name stem, e.g. {@code strings-zgc}
     * @param jvmVariant    the configuration its forks run under
     * @param methods       a regex of the benchmark methods it runs (simple names; {@code .*} for every one)
     * @param only          per parameter name, the only values it runs (empty: every annotated value)
     * @param moreProfilers profilers its forks run with after this experiment's
     * @return the variant
     * @throws IllegalStateException if this suite is itself a variant
     */
    public Suite variant(String stem, JvmVariant jvmVariant, String methods, Map<String, List<String>> only,
                         List<Class<? extends Profiler>> moreProfilers) {
        if (variantOf != null) {
            throw new IllegalStateException(this.stem + " is a JVM variant; a variant is made of an experiment");
        }
        return new Suite(stem, this, jvmVariant, methods, only, moreProfilers);
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
        return Registry.SUITES.stream().filter(s -> s.variantOf == null).toList();
    }

    /** @return the experiment {@code mvn -Pjmh} runs when no suite is named: the first by its descriptor's order */
    public static Suite byDefault() {
        return experiments().get(0);
    }

    /**
     * @return every suite the experiments' descriptors declare: the experiments in their descriptors' order, then
     *         the JVM variants in the same order (a new array each call)
     * @throws IllegalStateException if two suites share a stem
     */
    public static Suite[] values() {
        return Registry.SUITES.toArray(new Suite[0]);
    }

    /**
     * @param stem a file-name stem, e.g. {@code strings-zgc}
     * @return the suite with that stem
     * @throws IllegalArgumentException if no descriptor declares it
     */
    public static Suite of(String stem) {
        return ofStem(stem).orElseThrow(() -> new IllegalArgumentException("no suite '" + stem + "' (known: "
                + String.join(", ", stems(Registry.SUITES)) + ")"));
    }

    /** @return the stem */
    @Override
    public String toString() {
        return stem;
    }

    /** The experiments' descriptors, read once, when a suite is first looked up. */
    private static final class Registry {
        static final List<Suite> SUITES = load();

        private static List<Suite> load() {
            List<Experiment> experiments = Experiment.all();
            List<Suite> all = new ArrayList<>();
            for (boolean variants : new boolean[]{false, true}) {
                for (Experiment e : experiments) {
                    e.suites().stream().filter(s -> s.variantOf().isPresent() == variants).forEach(all::add);
                }
            }
            if (all.stream().map(Suite::stem).distinct().count() != all.size()) {
                throw new IllegalStateException("two suites share a stem: " + stems(all));
            }
            return List.copyOf(all);
        }
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
        List<Class<?>> own = new ArrayList<>(List.of(benchmarkClass));
        own.addAll(profilers);
        return List.copyOf(own);
    }

    /**
     * @param stem a file-name stem, e.g. {@code sweep}
     * @return the suite with that stem, if any
     */
    public static Optional<Suite> ofStem(String stem) {
        return Registry.SUITES.stream().filter(s -> s.stem.equals(stem)).findFirst();
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
