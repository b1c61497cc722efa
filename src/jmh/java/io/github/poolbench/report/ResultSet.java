package io.github.poolbench.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.poolbench.runs.Environment;
import io.github.poolbench.runs.Suite;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The results of one suite on one JDK: a JMH JSON file ({@code <suite>-jdk<N>.json}) and,
 * when present, its environment ({@code <suite>-jdk<N>.env.json}).
 *
 * @param suite       the suite
 * @param file        the JSON file read
 * @param jdkMajor    the JDK feature release from the file name
 * @param jdkVersion  JMH's {@code jdkVersion}
 * @param vmName      JMH's {@code vmName}
 * @param vmVersion   JMH's {@code vmVersion}
 * @param jmhVersion  JMH's {@code jmhVersion}
 * @param jvmArgs     JVM arguments of the forks
 * @param forks       forks per benchmark
 * @param warmup      warmup iterations and time, e.g. {@code 4 x 1 s}
 * @param measurement measurement iterations and time, e.g. {@code 5 x 1 s}
 * @param results     the records, in file order
 * @param environment the environment file, if present
 */
public record ResultSet(Suite suite, Path file, int jdkMajor, String jdkVersion, String vmName, String vmVersion,
                        String jmhVersion, List<String> jvmArgs, int forks, String warmup, String measurement,
                        List<BenchmarkResult> results, Optional<Environment> environment) {

    private static final ObjectMapper JSON = new ObjectMapper()
            .configure(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
    private static final Pattern JDK_IN_NAME = Pattern.compile("-jdk(\\d+)\\.json$");

    /**
     * Loads every {@code <suite>-jdk<N>.json} of {@code suite} in {@code dir}, sorted by JDK.
     *
     * @param dir   the results directory
     * @param suite the suite
     * @return the result sets; empty if there are none
     * @throws ReportException if the directory is missing, a file is empty, corrupt or holds a
     *         benchmark of another suite, or two files hold one JDK ({@code -jdk17} and {@code -jdk017})
     */
    public static List<ResultSet> loadAll(Path dir, Suite suite) throws ReportException {
        if (!Files.isDirectory(dir)) {
            throw new ReportException("results directory not found: " + dir.toAbsolutePath());
        }
        List<ResultSet> sets = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : (Iterable<Path>) files.sorted()::iterator) {
                String name = file.getFileName().toString();
                if (name.startsWith(suite.stem() + "-jdk") && JDK_IN_NAME.matcher(name).find()) {
                    sets.add(load(file, suite));
                }
            }
        } catch (IOException e) {
            throw new ReportException("cannot list " + dir + ": " + e.getMessage(), e);
        }
        sets.sort(Comparator.comparingInt(ResultSet::jdkMajor));
        for (int i = 1; i < sets.size(); i++) {
            if (sets.get(i).jdkMajor() == sets.get(i - 1).jdkMajor()) {
                throw new ReportException("two result files of " + suite.stem() + " on JDK " + sets.get(i).jdkMajor()
                        + ": " + sets.get(i - 1).file() + " and " + sets.get(i).file() + "; keep one ("
                        + suite.resultFileName(sets.get(i).jdkMajor()) + "); nothing was written");
            }
        }
        return sets;
    }

    /**
     * Loads one result file.
     *
     * @param file  a JMH JSON result file named {@code <suite>-jdk<N>.json}
     * @param suite the suite its benchmarks must belong to
     * @return the result set
     * @throws ReportException if the file is missing, empty, not JMH JSON, or holds a
     *         benchmark of another suite
     */
    public static ResultSet load(Path file, Suite suite) throws ReportException {
        Matcher m = JDK_IN_NAME.matcher(file.getFileName().toString());
        if (!m.find()) {
            throw new ReportException(file + ": name must end in -jdk<N>.json");
        }
        int major = Integer.parseInt(m.group(1));
        String json;
        try {
            if (Files.size(file) == 0) {
                throw new ReportException(file + ": empty result file (an interrupted run?); rerun mvn -Pjmh");
            }
            json = Files.readString(file);
        } catch (NoSuchFileException e) {
            throw new ReportException(file + ": result file not found; run mvn -Pjmh first", e);
        } catch (IOException e) {
            throw new ReportException(file + ": cannot read: " + e.getMessage(), e);
        }
        return parse(file, major, json, loadEnvironment(file), suite);
    }

    /**
     * A result set from a JMH JSON text: a file's, or a stored run's derived one.
     *
     * @param file        the file the text stands for, in messages and {@link #file()}
     * @param major       its JDK's feature release
     * @param json        JMH's JSON
     * @param environment its environment, if known
     * @param suite       the suite its benchmarks must belong to
     * @return the result set
     * @throws ReportException if the text is not JMH JSON, or holds a benchmark of another suite
     */
    public static ResultSet parse(Path file, int major, String json, Optional<Environment> environment, Suite suite)
            throws ReportException {
        JsonNode root;
        List<JmhRecord> records;
        try {
            root = JSON.readTree(json);
            if (root == null || !root.isArray() || root.isEmpty()) {
                throw new ReportException(file + ": not a JMH JSON result (expected a non-empty array)");
            }
            records = JSON.readerForListOf(JmhRecord.class).readValue(root);
        } catch (JsonProcessingException e) {
            throw new ReportException(file + ": corrupt JSON: " + e.getOriginalMessage(), e);
        } catch (IOException e) {
            throw new ReportException(file + ": cannot read: " + e.getMessage(), e);
        }
        List<BenchmarkResult> results = new ArrayList<>();
        for (JmhRecord record : records) {
            results.add(record.toResult(file, suite));
        }
        JmhRecord first = records.get(0);
        return new ResultSet(suite, file, major, orUnknown(first.jdkVersion()), orUnknown(first.vmName()),
                orUnknown(first.vmVersion()), orUnknown(first.jmhVersion()), orEmpty(first.jvmArgs()),
                orZero(first.forks()), orZero(first.warmupIterations()) + " x " + orEmpty(first.warmupTime()),
                orZero(first.measurementIterations()) + " x " + orEmpty(first.measurementTime()),
                List.copyOf(results), environment);
    }

    /**
     * One record of JMH's JSON (JMH 1.37's field names), the fields the report reads; a missing field is null.
     * JMH writes {@code "NaN"} as a string where it has no error estimate; Jackson reads it as {@link Double#NaN}.
     */
    private record JmhRecord(String benchmark, String mode, Integer threads, Integer forks, String jdkVersion,
                             String vmName, String vmVersion, String jmhVersion, List<String> jvmArgs,
                             Integer warmupIterations, String warmupTime, Integer measurementIterations,
                             String measurementTime, Map<String, String> params, JmhMetric primaryMetric,
                             Map<String, JmhMetric> secondaryMetrics) {

        BenchmarkResult toResult(Path file, Suite suite) throws ReportException {
            if (benchmark == null || benchmark.isEmpty() || primaryMetric == null) {
                throw new ReportException(file + ": not a JMH JSON result (a record has no benchmark or primaryMetric)");
            }
            if (!suite.measures(benchmark)) {
                throw new ReportException(file + ": unknown benchmark " + benchmark + " for suite '" + suite.stem() + "'");
            }
            Map<String, JmhMetric> metrics = secondaryMetrics == null ? Map.of() : secondaryMetrics;
            Map<String, BenchmarkResult.Metric> secondary = new LinkedHashMap<>();
            // JMH 1.37 also writes each percentile as a metric of its own (jfr.gc.pause:p0.99): skip those
            metrics.forEach((name, m) -> {
                if (!name.startsWith("gc.alloc.rate") && !name.contains(":")) {
                    secondary.put(name, new BenchmarkResult.Metric(nan(m.score()), nan(m.scoreError()),
                            orEmpty(m.scoreUnit()), orEmpty(m.scorePercentiles()), orEmpty(m.rawData())));
                }
            });
            JmhMetric alloc = metrics.get("gc.alloc.rate.norm");
            Histograms histograms = Histograms.of(orEmpty(primaryMetric.rawDataHistogram()));
            // sample time: JMH writes no rawData, but each iteration's histogram gives its mean
            List<List<Double>> rawData = orEmpty(primaryMetric.rawData()).isEmpty() ? histograms.iterationMeans()
                    : primaryMetric.rawData();
            return new BenchmarkResult(benchmark, benchmark.substring(benchmark.lastIndexOf('.') + 1),
                    orEmpty(params), orEmpty(mode), threads == null ? 1 : threads, nan(primaryMetric.score()),
                    nan(primaryMetric.scoreError()), orEmpty(primaryMetric.scoreUnit()),
                    alloc == null ? Double.NaN : nan(alloc.score()), secondary, rawData,
                    orEmpty(primaryMetric.scorePercentiles()), histograms.perFork());
        }
    }

    /**
     * A metric of a JMH record: its score, error and unit, percentiles by JMH's name ({@code "99.0"}), each fork's
     * iteration scores ({@code rawData}) and, for sample time, each fork's iterations' histograms
     * ({@code rawDataHistogram}: per fork, per iteration, pairs of a time and how many sampled operations took it).
     */
    private record JmhMetric(Double score, Double scoreError, String scoreUnit, Map<String, Double> scorePercentiles,
                             List<List<Double>> rawData, List<List<List<List<Double>>>> rawDataHistogram) {
    }

    /**
     * A JMH {@code rawDataHistogram}, read in one pass.
     *
     * @param perFork        per fork, in fork order, each time with its count summed over the
     *                       fork's iterations
     * @param iterationMeans per fork, each measurement iteration's mean sampled time (what JMH's
     *                       score averages)
     */
    private record Histograms(List<java.util.NavigableMap<Double, Long>> perFork,
                              List<List<Double>> iterationMeans) {

        /** @return both views; empty lists without a histogram */
        static Histograms of(List<List<List<List<Double>>>> histogram) {
            List<java.util.NavigableMap<Double, Long>> perFork = new ArrayList<>();
            List<List<Double>> means = new ArrayList<>();
            for (List<List<List<Double>>> fork : histogram) {
                java.util.NavigableMap<Double, Long> counts = new java.util.TreeMap<>();
                List<Double> forkMeans = new ArrayList<>();
                for (List<List<Double>> iteration : fork) {
                    double sum = 0;
                    long n = 0;
                    for (List<Double> bin : iteration) {
                        double time = bin.get(0);
                        long count = bin.get(1).longValue();
                        counts.merge(time, count, Long::sum);
                        sum += time * count;
                        n += count;
                    }
                    if (n > 0) {
                        forkMeans.add(sum / n);
                    }
                }
                perFork.add(counts);
                means.add(forkMeans);
            }
            return new Histograms(perFork, means);
        }
    }

    private static double nan(Double d) {
        return d == null ? Double.NaN : d;
    }

    private static int orZero(Integer i) {
        return i == null ? 0 : i;
    }

    private static String orUnknown(String s) {
        return s == null ? "?" : s;
    }

    private static String orEmpty(String s) {
        return s == null ? "" : s;
    }

    private static <T> List<T> orEmpty(List<T> list) {
        return list == null ? List.of() : list;
    }

    private static <K, V> Map<K, V> orEmpty(Map<K, V> map) {
        return map == null ? Map.of() : map;
    }

    /**
     * The machine the set was measured on, as pages and {@code claims.csv} name it: from its run's plan in the
     * store beside the file ({@code runs/<run id>/manifest.json}: model, clock, cores and the CPU signature, which
     * tells two CPU generations of one name and clock apart, its kind's where the plan lacks it:
     * {@link io.github.poolbench.runs.Manifest.Machine#describe(java.util.Collection)}), else from the environment
     * file (model, clock, cores).
     *
     * @return e.g. {@code AMD EPYC at 2596 MHz, 2 cores, family 26 model 2 stepping 1}; empty without an
     *         environment file
     * @throws java.io.UncheckedIOException naming the file, if the run's plan exists but cannot be read
     */
    public Optional<String> machine() {
        return environment.map(env -> {
            List<io.github.poolbench.runs.Manifest> store = io.github.poolbench.runs.RunStore.all(
                    file.toAbsolutePath().getParent());
            List<io.github.poolbench.runs.Manifest.Machine> known = store.stream()
                    .map(io.github.poolbench.runs.Manifest::machine).toList();
            return store.stream().filter(m -> m.runId().equals(env.runId())).findFirst()
                    .map(m -> m.machine().describe(known))
                    .orElse(io.github.poolbench.text.Numbers.machine(env.cpuModel(), env.cpuMhz(), env.cores()));
        });
    }

    /** @return the run id of the environment file, or {@code unknown} */
    public String runId() {
        return environment.map(Environment::runId).filter(id -> id != null && !id.isBlank()).orElse("unknown");
    }

    /**
     * Whether a set of result files comes from one run of the runner (same known run id), so
     * that ratios between them mean something.
     *
     * @param sets result files, of any suites and JDKs
     * @return true if all have the same run id and it is known
     */
    public static boolean sameRun(java.util.Collection<ResultSet> sets) {
        java.util.Set<String> ids = new java.util.HashSet<>();
        sets.forEach(s -> ids.add(s.runId()));
        return ids.size() <= 1 && !ids.contains("unknown");
    }

    /**
     * {@link #sameRun(java.util.Collection)} of two files that may be missing (e.g. a JVM variant's and its
     * reference's on one JDK).
     *
     * @return false unless both are present and come from one run
     */
    public static boolean sameRun(Optional<ResultSet> a, Optional<ResultSet> b) {
        return a.isPresent() && b.isPresent() && sameRun(List.of(a.get(), b.get()));
    }

    private static Optional<Environment> loadEnvironment(Path resultFile) throws ReportException {
        Path env = resultFile.resolveSibling(resultFile.getFileName().toString().replaceFirst("\\.json$", ".env.json"));
        if (!Files.exists(env)) {
            return Optional.empty();
        }
        try {
            return Optional.of(JSON.readValue(env.toFile(), Environment.class));
        } catch (IOException e) {
            throw new ReportException(env + ": corrupt environment file: " + e.getMessage(), e);
        }
    }

    /**
     * The distinct values of an int parameter, ascending.
     *
     * @param param the parameter name, e.g. {@code length}
     * @return its values over the records that have it (a suite may mix methods with different parameters)
     * @throws IllegalArgumentException if a value is not an int
     */
    public TreeSet<Integer> intParamValues(String param) {
        TreeSet<Integer> values = new TreeSet<>();
        results.stream().filter(r -> r.params().containsKey(param)).forEach(r -> values.add(r.intParam(param)));
        return values;
    }

    /**
     * The record of one benchmark method with one parameter value.
     *
     * @param method the method's simple name
     * @param param  the parameter name
     * @param value  the parameter value
     * @return the record, if present
     */
    public Optional<BenchmarkResult> find(String method, String param, int value) {
        return find(method, Map.of(param, Integer.toString(value)));
    }

    /**
     * The first record of one benchmark method whose parameters include these values.
     *
     * @param method the method's simple name
     * @param params parameter name to value as JMH writes it (e.g. {@code "32"}); other parameters may take any value
     * @return the record, if present
     */
    public Optional<BenchmarkResult> find(String method, Map<String, String> params) {
        return results.stream().filter(r -> r.method().equals(method))
                .filter(r -> params.entrySet().stream().allMatch(p -> p.getValue().equals(r.params().get(p.getKey()))))
                .findFirst();
    }
}
