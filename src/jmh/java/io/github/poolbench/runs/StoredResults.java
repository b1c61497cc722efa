package io.github.poolbench.runs;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.IntStream;
import java.util.zip.GZIPInputStream;
import org.openjdk.jmh.results.BenchmarkResult;

/**
 * A stored run's result files, derived from the run store, and which stored runs of a suite
 * measured the same code as another: the input of the claims judged on every machine a suite was
 * measured on. Stateless.
 */
public final class StoredResults {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String CODE_DIFFERS = "the measured code differs";
    private static final String LIBRARIES_DIFFER = "the libraries differ";

    private StoredResults() {
    }

    /**
     * The merged JMH JSON of one suite of a run, per JDK, as the runner wrote it to
     * {@code results/} when the run completed: from the run's stored sittings ({@link Sittings}), or, for a run
     * committed before the store kept forks, from its files the store kept ({@code <suite>-jdk<N>.json.gz} in the
     * run's folder).
     *
     * @param results the results folder holding the store
     * @param run     the run's plan
     * @param suite   the suite
     * @return per JDK feature release, the JSON text of {@code <suite>-jdk<N>.json}; empty when the
     *         store holds neither forks nor kept files of that suite
     * @throws IOException if a stored file cannot be read, or a sitting lacks a row of its plan
     */
    public static Map<Integer, String> resultFiles(Path results, Manifest run, Suite suite) throws IOException {
        return resultFiles(results, run, suite, new java.util.HashMap<>());
    }

    /**
     * {@link #resultFiles(Path, Manifest, Suite)} reading each run's stored sittings once for all the files derived
     * from them, e.g. every suite of a JVM variant set.
     *
     * @param read per run id, its sittings as read so far (empty: it has none); filled as runs are read
     * @return per JDK feature release, the JSON text of {@code <suite>-jdk<N>.json}
     * @throws IOException as {@link #resultFiles(Path, Manifest, Suite)}
     */
    public static Map<Integer, String> resultFiles(Path results, Manifest run, Suite suite,
                                                   Map<String, Optional<Sittings>> read) throws IOException {
        Map<Integer, String> files = new TreeMap<>();
        if (!read.containsKey(run.runId())) {
            List<RunStore.StoredSitting> sittings = RunStore.sittings(results, run.runId());
            read.put(run.runId(), sittings.isEmpty() ? Optional.empty() : Optional.of(Sittings.read(sittings)));
        }
        Optional<Sittings> stored = read.get(run.runId());
        if (stored.isPresent()) {
            for (Manifest.Jvm jvm : run.jvms()) {
                String prefix = suite.stem() + " jdk" + jvm.major() + " ";
                List<Integer> mine = IntStream.range(0, run.rows().size())
                        .filter(i -> run.rows().get(i).startsWith(prefix)).boxed().toList();
                if (mine.isEmpty()) {
                    continue;
                }
                files.put(jvm.major(), stored.get().file(mine, suite.resultFileName(jvm.major())));
            }
            return files;
        }
        for (Manifest.Jvm jvm : run.jvms()) {
            Path kept = RunStore.folder(results, run.runId()).resolve(suite.resultFileName(jvm.major()) + ".gz");
            if (Files.exists(kept)) {
                try (InputStream in = new GZIPInputStream(Files.newInputStream(kept))) {
                    files.put(jvm.major(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
                }
            }
        }
        return files;
    }

    /**
     * A run's stored sittings, read once for every result file derived from them: one sitting's JMH
     * JSON as JMH wrote it, or, for a resumed run, every sitting's forks as JMH's result objects
     * ({@link RunStore.StoredSitting#forks}), to be joined and aggregated by JMH.
     *
     * @param json  the one sitting's JSON, parsed; null for several sittings
     * @param forks per sitting, the forks of each row of the run; null for one sitting
     */
    public record Sittings(JsonNode json, List<List<List<BenchmarkResult>>> forks) {

        /**
         * @param sittings a run's stored sittings, at least one, in order
         * @return them, read
         * @throws IOException if a file cannot be read, or a sitting of several lacks JMH's result objects
         */
        public static Sittings read(List<RunStore.StoredSitting> sittings) throws IOException {
            if (sittings.size() == 1) {
                return new Sittings(JSON.readTree(sittings.get(0).jmhJson()), null);
            }
            List<List<List<BenchmarkResult>>> forks = new ArrayList<>();
            for (RunStore.StoredSitting st : sittings) {
                forks.add(st.forks());
            }
            return new Sittings(null, forks);
        }

        /**
         * One result file of the run: its rows' records of the one sitting's JSON; of several sittings,
         * each row's forks of every sitting in order, written by JMH ({@link JmhResults#json}).
         *
         * @param indices the file's rows (their indices in the run's plan), in order
         * @param what    the file's name, for messages
         * @return the file's JSON text, indented, ending with a newline
         * @throws IOException if a sitting lacks one of the rows
         */
        public String file(List<Integer> indices, String what) throws IOException {
            int rows = json != null ? json.size() : forks.stream().mapToInt(List::size).min().orElse(0);
            if ((json != null && !json.isArray()) || indices.stream().anyMatch(i -> i >= rows)) {
                throw new IOException("a stored sitting has " + rows + " records, not one per row of the run, so "
                        + what + " cannot be written from it");
            }
            if (json != null) {
                com.fasterxml.jackson.databind.node.ArrayNode picked = JSON.createArrayNode();
                indices.forEach(i -> picked.add(json.get(i)));
                return JmhResults.indented(picked);
            }
            List<List<BenchmarkResult>> joined = new ArrayList<>();
            for (int i : indices) {
                List<BenchmarkResult> row = new ArrayList<>();
                forks.forEach(sitting -> row.addAll(sitting.get(i)));
                joined.add(row);
            }
            return JmhResults.json(joined);
        }
    }

    /**
     * The packages whose code a suite's forks measure: its benchmark's package, its profilers' (which
     * run inside its forks) and the pools' packages ({@code pool}, {@code objectpool}, {@code commons}) that
     * their compiled classes name, directly or through another pool package ({@link CodeFingerprint#referenced}),
     * as compiled now; a change elsewhere (another suite's benchmarks or profilers, a pool the suite never loads)
     * leaves its runs comparable.
     *
     * @param suite the suite
     * @return the package names, sorted
     * @throws IllegalArgumentException if a package's classes are not in a folder (e.g. inside a jar)
     */
    public static Set<String> measuredPackages(Suite suite) {
        return MEASURED.computeIfAbsent(suite, StoredResults::readMeasuredPackages);
    }

    /** Per suite, {@link #measuredPackages}: read from the class files once per JVM, which cannot change them. */
    private static final Map<Suite, Set<String>> MEASURED = new java.util.concurrent.ConcurrentHashMap<>();

    private static Set<String> readMeasuredPackages(Suite suite) {
        Set<String> suitePackages = new TreeSet<>();
        for (Suite s : Suite.values()) {
            s.ownClasses().forEach(c -> suitePackages.add(c.getPackageName()));
        }
        Set<String> libraries = new TreeSet<>(RunStore.ANCHORS.keySet());
        libraries.removeAll(suitePackages);
        Set<String> mine = new TreeSet<>();
        suite.ownClasses().forEach(c -> mine.add(c.getPackageName()));
        java.util.Deque<String> toRead = new java.util.ArrayDeque<>(mine);
        while (!toRead.isEmpty()) {
            for (String used : CodeFingerprint.referenced(RunStore.ANCHORS, toRead.pop(), libraries)) {
                if (mine.add(used)) {
                    toRead.push(used);
                }
            }
        }
        return java.util.Collections.unmodifiableSet(mine);
    }

    /**
     * Whether {@code other}'s rounds of {@code suite} measured what {@code run}'s did, so that their
     * verdicts may be set side by side as two machines' answers to one question: not set aside, full, with a known
     * measured code whose fingerprints are equal ({@link #measuredPackages}; or listed together in
     * {@link EquivalentCode}) and the same libraries.
     *
     * @param run   a run's plan, e.g. the published run's
     * @param other another run's plan
     * @param suite the suite both ran
     * @return empty when they are comparable; else why not, e.g. {@code the measured code differs
     *         (io.github.poolbench.pool)}
     */
    public static Optional<String> notComparable(Manifest run, Manifest other, Suite suite) {
        if (other.setAside() != null) {
            return Optional.of("set aside: " + other.setAside());
        }
        if (!other.suites().contains(suite.stem())) {
            return Optional.of("it did not run " + suite.stem());
        }
        if (run.measuredCode().isEmpty() || other.measuredCode().isEmpty()) {
            return Optional.of("its plan was reconstructed after it ran: its measured code is unknown");
        }
        if (!other.full() || !other.jmhArgs().isEmpty()) {
            return Optional.of("not a full run (JMH arguments " + other.jmhArgs() + ")");
        }
        List<String> changed = changedPackages(suite, run.measuredCode(), other.measuredCode());
        if (!changed.isEmpty()) {
            return Optional.of(CODE_DIFFERS + " (" + String.join(", ", changed) + ")");
        }
        if (!run.classPath().equals(other.classPath())) {
            return Optional.of(LIBRARIES_DIFFER);
        }
        return Optional.empty();
    }

    /**
     * The packages of a suite's measured code ({@link #measuredPackages}) whose fingerprints differ between two
     * maps of them, prints listed together in {@link EquivalentCode} counting as equal.
     *
     * @param suite the suite
     * @param a     per package a fingerprint, e.g. a run's {@link Manifest#measuredCode}
     * @param b     another
     * @return the packages that differ (one missing from a map differs), sorted
     */
    public static List<String> changedPackages(Suite suite, Map<String, String> a, Map<String, String> b) {
        return measuredPackages(suite).stream().filter(p -> !EquivalentCode.same(p, a.get(p), b.get(p))).toList();
    }

    /**
     * Whether {@code other}, a completed run of {@code suite}, is superseded by {@code published}: it was
     * registered before it and measured other code or other libraries ({@link #notComparable}). Its rounds
     * answer the question for code that has changed since; it stays in the store, no page reads it, and it is
     * not set aside, since changed code is no defect of the run.
     *
     * @param published the suite's published run's plan
     * @param other     another run's plan
     * @param suite     the suite both ran
     * @return whether {@code other} is superseded
     * @throws java.time.format.DateTimeParseException if a plan's {@code written} is not an ISO-8601 instant
     */
    public static boolean superseded(Manifest published, Manifest other, Suite suite) {
        return superseded(published, other, notComparable(published, other, suite));
    }

    /**
     * {@link #superseded(Manifest, Manifest, Suite)} where why {@code other} is not comparable is known already.
     *
     * @param published        the suite's published run's plan
     * @param other            another run's plan
     * @param whyNotComparable {@link #notComparable} of the two for the suite
     * @return whether {@code other} is superseded
     * @throws java.time.format.DateTimeParseException if a plan's {@code written} is not an ISO-8601 instant
     */
    public static boolean superseded(Manifest published, Manifest other, Optional<String> whyNotComparable) {
        return java.time.Instant.parse(other.written()).isBefore(java.time.Instant.parse(published.written()))
                && whyNotComparable.filter(why -> why.startsWith(CODE_DIFFERS) || why.equals(LIBRARIES_DIFFER))
                .isPresent();
    }

    /**
     * What a new full run of {@code suite} will do to the suite's answer, said before its first fork: its plan
     * against the suite's published run (the run its committed environment files name) by {@link #notComparable}.
     *
     * @param dir      the committed results, holding the run store
     * @param suite    the suite
     * @param envFiles the suite's environment files in {@code dir}, e.g. {@code shootout-jdk17.env.json}; missing
     *                 ones are skipped
     * @param now      the new run's plan
     * @return e.g. {@code shootout: the same measured code and libraries as its published run R: this run's rounds
     *         join R's answer as another run beside it}, or {@code shootout: not comparable with its published run
     *         R (the measured code differs (io.github.poolbench.pool)): once complete, this run answers in place of
     *         R and the runs of R's code}; empty when no environment file exists or the store lacks the run they name
     * @throws UncheckedIOException naming the file, if an environment file or the published run's plan cannot be
     *                              read
     */
    public static Optional<String> againstPublished(Path dir, Suite suite, List<String> envFiles, Manifest now) {
        for (String f : envFiles) {
            Path p = dir.resolve(f);
            if (Files.exists(p)) {
                String runId;
                try {
                    runId = JSON.readValue(p.toFile(), Environment.class).runId();
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot read the environment file " + p + ": " + e.getMessage(), e);
                }
                return RunStore.manifest(dir, runId).map(published -> suite.stem() + notComparable(published, now, suite)
                        .map(why -> ": not comparable with its published run " + runId + " (" + why + "): once"
                                + " complete, this run answers in place of " + runId + " and the runs of its code")
                        .orElse(": the same measured code and libraries as its published run " + runId + ": this run's"
                                + " rounds join " + runId + "'s answer as another run beside it"));
            }
        }
        return Optional.empty();
    }

    /**
     * What a completed run wrote.
     *
     * @param results the results folder
     * @param runId   a run
     * @return its {@code outcome.json}; empty while it has not completed (running, or stopped)
     * @throws UncheckedIOException naming the file, if it cannot be read or parsed
     */
    public static Optional<RunStore.Outcome> outcome(Path results, String runId) {
        Path file = RunStore.folder(results, runId).resolve(RunStore.OUTCOME);
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(JSON.readValue(file.toFile(), RunStore.Outcome.class));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the run outcome " + file + ": " + e.getMessage(), e);
        }
    }
}
