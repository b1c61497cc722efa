package io.github.poolbench.runs;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.github.poolbench.text.Numbers;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * The run store: one folder per run, {@code <results>/runs/<run-id>/}, holding the run's plan
 * ({@code manifest.json}, written before its first fork, never rewritten but for its {@code setAside},
 * once: {@link SetAside#setAside}), the plan of each later sitting that resumed it ({@code sitting-<time>.json}),
 * the forks of each sitting's completed rounds ({@code forks-NN.json.gz}, JMH's JSON; {@code forks-NN.jmh.gz}, JMH's
 * result objects, {@link JmhResults}; and {@code forks-NN.log.json} beside them, rewritten after every round;
 * {@link SittingLog}) and, once every fork has run, what it
 * wrote ({@code outcome.json}). A run goes on, cut short or given more rounds, on this machine
 * or a fresh clone, by appending a sitting. The merged per-suite JMH JSON beside the store is
 * derived from the run's forks.
 *
 * <p>Stateless; files are written with {@code CREATE_NEW}, so two writers of one run cannot both
 * register it.
 */
public final class RunStore {

    /** The store's folder inside a results folder. */
    public static final String FOLDER = "runs";
    /** A run's plan. */
    public static final String MANIFEST = "manifest.json";
    /** What a completed run wrote. */
    public static final String OUTCOME = "outcome.json";

    /** A sitting's forks, JMH's JSON, gzipped; {@code %02d} is the sitting's number from 1. */
    public static final String FORKS = "forks-%02d.json.gz";
    /** A sitting's forks, JMH's result objects ({@link JmhResults}); {@code %02d} is the sitting's number from 1. */
    public static final String FORK_RESULTS = "forks-%02d.jmh.gz";
    /** The log of a sitting's forks ({@link SittingLog}); {@code %02d} is the sitting's number from 1. */
    public static final String FORKS_LOG = "forks-%02d.log.json";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** Per measured package, a class of it: where {@link CodeFingerprint} finds its compiled classes. */
    static final Map<String, Class<?>> ANCHORS = anchors();

    private RunStore() {
    }

    private static Map<String, Class<?>> anchors() {
        Map<String, Class<?>> a = new TreeMap<>();
        for (Class<?> c : List.of(io.github.poolbench.pool.SizeClasses.class,
                io.github.poolbench.objectpool.BoundedObjectPool.class,
                io.github.poolbench.commons.CommonsKeyedStringBuilderPool.class)) {
            a.put(c.getPackageName(), c);
        }
        for (Suite s : Suite.values()) {
            s.ownClasses().forEach(c -> a.putIfAbsent(c.getPackageName(), c));
        }
        return a;
    }

    /** @return the fingerprint of every measured package as compiled now ({@link CodeFingerprint}) */
    public static Map<String, String> measuredCodeNow() {
        return CodeFingerprint.ofPackages(ANCHORS);
    }

    /** @return the file names on this JVM's class path, sorted: the libraries and their versions */
    public static List<String> classPathNow() {
        return Stream.of(System.getProperty("java.class.path", "").split(java.io.File.pathSeparator))
                .filter(p -> !p.isBlank()).map(p -> Path.of(p).getFileName().toString()).sorted().toList();
    }

    /** @return the folder of one run in a results folder */
    public static Path folder(Path results, String runId) {
        return results.resolve(FOLDER).resolve(runId);
    }

    /**
     * Registers a run's plan before its first fork: its {@code manifest.json}, or, for a later
     * sitting of a run already registered (resumed, continued), a {@code sitting-<time>.json}
     * beside it.
     *
     * @param results the results folder the run writes to
     * @param plan    the plan
     * @return the file written
     * @throws IOException if it cannot be written
     */
    public static Path register(Path results, Manifest plan) throws IOException {
        Path dir = folder(results, plan.runId());
        Files.createDirectories(dir);
        Path manifest = dir.resolve(MANIFEST);
        Path target = Files.exists(manifest) ? dir.resolve("sitting-" + plan.written().replace(':', '-') + ".json")
                : manifest;
        try {
            Files.writeString(target, JSON.writeValueAsString(plan) + "\n", StandardOpenOption.CREATE_NEW);
        } catch (FileAlreadyExistsException e) {
            throw new IOException("run " + plan.runId() + " is registered already at " + target
                    + ": a plan is written once", e);
        }
        return target;
    }

    /**
     * Records what a completed run wrote.
     *
     * @param results the results folder
     * @param runId   the run
     * @param outcome when it completed and the files it wrote
     * @return the file written
     * @throws IOException if it cannot be written
     */
    public static Path complete(Path results, String runId, Outcome outcome) throws IOException {
        Files.createDirectories(folder(results, runId));
        Path file = folder(results, runId).resolve(OUTCOME);
        Files.writeString(file, JSON.writeValueAsString(outcome) + "\n");
        return file;
    }

    /**
     * Every run registered in a results folder, by run id.
     *
     * @param results the results folder
     * @return the manifests, oldest run first; empty when there is no store
     * @throws UncheckedIOException naming the file, if a manifest cannot be read or parsed
     */
    public static List<Manifest> all(Path results) {
        Path store = results.resolve(FOLDER);
        List<Manifest> manifests = new ArrayList<>();
        if (!Files.isDirectory(store)) {
            return manifests;
        }
        try (Stream<Path> runs = Files.list(store)) {
            for (Path run : runs.sorted().toList()) {
                read(run.resolve(MANIFEST)).ifPresent(manifests::add);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the run store " + store, e);
        }
        return manifests;
    }

    private static Optional<Manifest> read(Path manifest) {
        if (!Files.exists(manifest)) {
            return Optional.empty();
        }
        try {
            return Optional.of(new ObjectMapper().readValue(manifest.toFile(), Manifest.class));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the run plan " + manifest + ": " + e.getMessage(), e);
        }
    }

    /**
     * The plan a run registered.
     *
     * @param results the results folder
     * @param runId   the run
     * @return its {@code manifest.json}, or empty when no such run is registered there
     * @throws UncheckedIOException naming the file, if it cannot be read or parsed
     */
    public static Optional<Manifest> manifest(Path results, String runId) {
        return read(folder(results, runId).resolve(MANIFEST));
    }

    /**
     * A plan file of a run: its manifest or a later sitting's.
     *
     * @param results the results folder
     * @param runId   the run
     * @param file    e.g. {@code manifest.json} or {@code sitting-<time>.json}
     * @return the plan
     * @throws UncheckedIOException naming the file, if it is missing or cannot be parsed
     */
    public static Manifest plan(Path results, String runId, String file) {
        Path path = folder(results, runId).resolve(file);
        return read(path).orElseThrow(() -> new UncheckedIOException(new IOException("run " + runId
                + " has no plan file " + path)));
    }

    /**
     * One sitting's completed rounds, beside their JMH JSON in the run's folder.
     *
     * @param plan       the plan file the sitting registered: {@code manifest.json} or {@code sitting-<time>.json}
     * @param firstRound the first round it ran, 0-based
     * @param rounds     how many whole rounds it completed
     * @param forks      every fork it ran, in run order
     * @param settings   per fork, in the same order, what it ran with as read inside it (a setting
     *                   of one fork); null where nothing was read
     * @param scores     per fork, in the same order, its primary score in the row's unit
     * @throws IllegalArgumentException if the lists differ in length or rounds are negative
     */
    public record SittingLog(String plan, int firstRound, int rounds, List<Environment.Fork> forks,
                             List<Environment.ForkSetting> settings, List<Double> scores) {

        /** Copies the lists; {@code settings} may hold nulls. */
        public SittingLog {
            if (firstRound < 0 || rounds < 0 || forks.size() != settings.size() || forks.size() != scores.size()) {
                throw new IllegalArgumentException("a sitting's log needs rounds >= 0 and one setting and score per"
                        + " fork: rounds " + firstRound + "+" + rounds + ", " + forks.size() + " forks, "
                        + settings.size() + " settings, " + scores.size() + " scores");
            }
            forks = List.copyOf(forks);
            settings = java.util.Collections.unmodifiableList(new ArrayList<>(settings));
            scores = List.copyOf(scores);
        }
    }

    /**
     * A sitting of a run as stored.
     *
     * @param number its number, from 1
     * @param log    its log
     * @param json   its forks' JMH JSON, gzipped
     */
    public record StoredSitting(int number, SittingLog log, Path json) {

        /** @return its last fork */
        public Environment.Fork lastFork() {
            return log.forks().get(log.forks().size() - 1);
        }

        /** @return the JMH JSON text of its forks */
        public String jmhJson() throws IOException {
            try (InputStream in = new GZIPInputStream(Files.newInputStream(json))) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        }

        /**
         * @return its forks as JMH's result objects, per row of the run in the plan's order
         * @throws IOException naming the file, if the sitting was stored without them (before the store kept
         *         them) or they cannot be read ({@link JmhResults#read})
         */
        public List<List<org.openjdk.jmh.results.BenchmarkResult>> forks() throws IOException {
            Path file = json.resolveSibling(String.format(Locale.ROOT, FORK_RESULTS, number));
            if (!Files.exists(file)) {
                throw new IOException(json.getParent().getFileName() + " sitting " + number + " has no " + file
                        .getFileName() + " (it was stored before the store kept JMH's result objects), so its forks"
                        + " cannot be joined with another sitting's");
            }
            return JmhResults.read(file);
        }
    }

    /**
     * Saves what a sitting has completed so far, replacing what it saved before: JMH's result
     * objects, then their JSON, then the log, each through a temporary file and an atomic move, so a
     * log always describes files that are whole.
     *
     * @param results the results folder
     * @param runId   the run
     * @param number  the sitting's number, from 1
     * @param forks   the forks of each row of the run so far, in the plan's row order
     * @param log     its log
     * @throws IOException if a file cannot be written
     */
    public static void saveSitting(Path results, String runId, int number,
                                   List<List<org.openjdk.jmh.results.BenchmarkResult>> forks, SittingLog log)
            throws IOException {
        Path dir = Files.createDirectories(folder(results, runId));
        JmhResults.write(dir.resolve(String.format(Locale.ROOT, FORK_RESULTS, number)), forks);
        saveSitting(results, runId, number, JmhResults.json(forks), log);
    }

    /**
     * {@link #saveSitting(Path, String, int, List, SittingLog)} without JMH's result objects: the
     * sitting's JSON and log only (a sitting so stored cannot be joined with another).
     *
     * @param jmhJson JMH's JSON of the sitting's forks: one record per row, in the plan's row order
     * @throws IOException if a file cannot be written
     */
    public static void saveSitting(Path results, String runId, int number, String jmhJson, SittingLog log)
            throws IOException {
        Path dir = Files.createDirectories(folder(results, runId));
        Path json = dir.resolve(String.format(Locale.ROOT, FORKS, number));
        Path tmp = dir.resolve("." + json.getFileName() + ".tmp");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(tmp))) {
            out.write(jmhJson.getBytes(StandardCharsets.UTF_8));
        }
        Files.move(tmp, json, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        Path logFile = dir.resolve(String.format(Locale.ROOT, FORKS_LOG, number));
        Files.writeString(tmp, JSON.writeValueAsString(log) + "\n");
        Files.move(tmp, logFile, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * The sittings a run has stored, in order.
     *
     * @param results the results folder
     * @param runId   the run
     * @return its sittings with at least one completed round, numbers 1, 2, ...; empty when none
     * @throws IOException naming the file, if a log cannot be read, its JSON is missing, or the
     *         sittings' rounds do not follow each other
     */
    public static List<StoredSitting> sittings(Path results, String runId) throws IOException {
        Path dir = folder(results, runId);
        List<StoredSitting> stored = new ArrayList<>();
        int nextRound = 0;
        for (int n = 1; Files.exists(dir.resolve(String.format(Locale.ROOT, FORKS_LOG, n))); n++) {
            Path logFile = dir.resolve(String.format(Locale.ROOT, FORKS_LOG, n));
            SittingLog log;
            try {
                log = JSON.readValue(logFile.toFile(), SittingLog.class);
            } catch (IOException | RuntimeException e) {
                throw new IOException("cannot read " + logFile + ": " + e.getMessage(), e);
            }
            Path json = dir.resolve(String.format(Locale.ROOT, FORKS, n));
            if (!Files.exists(json)) {
                throw new IOException(logFile + " has no " + json.getFileName() + " beside it");
            }
            if (log.firstRound() != nextRound) {
                throw new IOException(logFile + " starts at round " + (log.firstRound() + 1) + ", but the sittings"
                        + " before it end after round " + nextRound);
            }
            nextRound += log.rounds();
            stored.add(new StoredSitting(n, log, json));
        }
        return stored;
    }

    /**
     * @param results the results folder
     * @param runId   a run
     * @return whether the run has completed ({@code outcome.json})
     */
    public static boolean completed(Path results, String runId) {
        return Files.exists(folder(results, runId).resolve(OUTCOME));
    }

    /**
     * Why this sitting cannot append rounds to a run in the store: the rounds of one run must
     * measure the same code on the same kind of machine, in the same rows and order.
     *
     * @param registered the run's plan
     * @param now        this sitting's plan (its seed is not read)
     * @param doneRounds rounds the run's stored sittings completed
     * @param seedAsked  a seed given on the command line, or null
     * @return the reason, or empty when it can
     */
    public static Optional<String> cannotResume(Manifest registered, Manifest now, int doneRounds, Long seedAsked) {
        Map<String, String> changed = new TreeMap<>();
        now.measuredCode().forEach((pkg, print) -> {
            if (!print.equals(registered.measuredCode().get(pkg))) {
                changed.put(pkg, print);
            }
        });
        Optional<String> machine = now.machine().otherKind(registered.machine());
        String why = registered.setAside() != null ? "it was set aside: " + registered.setAside()
                : registered.measuredCode().isEmpty() ? "its plan was reconstructed after it ran, and its forks are not"
                + " in the store"
                : !registered.rows().equals(now.rows()) ? "its rows differ from this sitting's (" + registered.rows()
                .size() + " then, " + now.rows().size() + " now); the same options select the same rows"
                : !registered.jmhArgs().equals(now.jmhArgs()) ? "it ran with the JMH arguments " + registered.jmhArgs()
                + ", not " + now.jmhArgs()
                : !registered.jvms().equals(now.jvms()) ? "it ran on " + registered.jvms() + ", not " + now.jvms()
                : seedAsked != null && seedAsked != registered.seed() ? "it has seed " + registered.seed() + ", not "
                + seedAsked
                : !changed.isEmpty() ? "the measured code changed since it started (" + String.join(", ",
                changed.keySet()) + "), so new rounds would measure other code; start a new run"
                : machine.isPresent() ? "it ran on " + machine.get() + ", and this machine is "
                + now.machine().describe() + ": one interval over rounds of two kinds of machine would describe"
                + " neither; start a new run here"
                : now.rounds() <= doneRounds ? "it has " + Numbers.count(doneRounds, "round") + " in the store; give"
                + " -Dpoolbench.rounds larger to add rounds"
                : null;
        return Optional.ofNullable(why);
    }

    /**
     * The machines, other than this one, on which committed results were measured: a full run says
     * so before its first fork, since where its rounds join theirs the answer pools the machines.
     *
     * @param dir      the committed results
     * @param envFiles environment files in it, e.g. {@code sweep-jdk17.env.json}; missing ones are skipped
     * @param here     this machine
     * @return per differing machine, e.g. {@code sweep (run 20261126T053239Z-964e5ef) on Intel(R)
     *         Xeon(R) Processor at 2600 MHz, 2 cores}: the machine of the run's plan where {@code dir} stores it,
     *         else of the file's sittings, named as its kind among the plans stored in {@code dir}
     *         ({@link Manifest.Machine#describe(java.util.Collection)}: with the CPU signature its kind recorded,
     *         as in {@code gcpressure (run 20261130T111638Z-dff79c3) on AMD EPYC at 2596 MHz, 2 cores, family 25
     *         model 17 stepping 1}), without repeats; empty when all match
     * @throws IOException if a file exists but cannot be read as an environment file
     * @throws UncheckedIOException naming the file, if a plan stored in {@code dir} cannot be read
     */
    public static List<String> measuredElsewhere(Path dir, List<String> envFiles, Manifest.Machine here)
            throws IOException {
        List<Manifest> store = all(dir);
        List<Manifest.Machine> known = store.stream().map(Manifest::machine).toList();
        Set<String> elsewhere = new LinkedHashSet<>();
        for (String f : envFiles) {
            Path p = dir.resolve(f);
            if (Files.exists(p)) {
                Environment env = new ObjectMapper().readValue(p.toFile(), Environment.class);
                // a run's sittings are of one kind of machine, its plan's (with the CPU signature where recorded);
                // an environment file alone has no signature, nor whether its host was virtual (taken as here)
                List<Manifest.Machine> machines = store.stream().filter(m -> m.runId().equals(env.runId()))
                        .findFirst().map(m -> List.of(m.machine()))
                        .orElseGet(() -> env.sittings().stream().map(s -> new Manifest.Machine(s.cpuModel(),
                                s.cpuMhz(), s.cores(), s.os(), here.virtual())).toList());
                for (Manifest.Machine there : machines) {
                    if (here.otherKind(there).isPresent()) {
                        elsewhere.add(env.suite() + " (run " + env.runId() + ") on " + there.describe(known));
                    }
                }
            }
        }
        return List.copyOf(elsewhere);
    }

    /**
     * The environment file of one suite and JVM of a run: this sitting's fields as {@code now}
     * has them, with the forks and fork settings of every stored sitting and, for a run of several
     * sittings, each earlier sitting's machine and commit (from its plan file).
     *
     * @param results  the results folder
     * @param sittings the run's stored sittings, this one last
     * @param now      this sitting's environment of that suite and JVM, without forks
     * @return the environment of all rounds
     */
    public static Environment environment(Path results, List<StoredSitting> sittings, Environment now) {
        String prefix = now.suite() + " jdk" + now.jvm().major() + " ";
        List<Environment.Fork> forks = new ArrayList<>();
        List<Environment.ForkSetting> settings = new ArrayList<>();
        List<Environment.Sitting> earlier = new ArrayList<>();
        for (StoredSitting st : sittings) {
            for (int i = 0; i < st.log().forks().size(); i++) {
                if (st.log().forks().get(i).row().startsWith(prefix)) {
                    forks.add(st.log().forks().get(i));
                    settings.add(st.log().settings().get(i));
                }
            }
            if (st != sittings.get(sittings.size() - 1)) {
                Manifest p = plan(results, now.runId(), st.log().plan());
                earlier.add(new Environment.Sitting(st.lastFork().start(), p.commit(), p.machine().cpuModel(),
                        p.machine().cpuMhz(), p.machine().cores(), p.machine().os(),
                        st.log().firstRound() + st.log().rounds()));
            }
        }
        return new Environment(now.runId(), now.suite(), now.jvm(), now.cpuModel(), now.cpuMhz(), now.cores(),
                now.os(), now.date(), now.gitCommit(), now.gitDirty(), now.jmhArgs(), forkSettings(settings),
                now.rounds(), now.seed(), forks, earlier);
    }

    /**
     * @param forks the settings of single forks, in run order; nulls (nothing read) are skipped
     * @return the distinct settings with their fork counts, in order of first appearance
     */
    public static List<Environment.ForkSetting> forkSettings(List<Environment.ForkSetting> forks) {
        Map<List<Object>, Environment.ForkSetting> settings = new LinkedHashMap<>();
        for (Environment.ForkSetting s : forks) {
            if (s != null) {
                settings.merge(List.of(s.collectors(), s.heapMaxBytes(), s.inputArgs(), s.processors()), s,
                        (a, b) -> new Environment.ForkSetting(a.collectors(), a.heapMaxBytes(), a.inputArgs(),
                                a.processors(), a.forks() + b.forks()));
            }
        }
        return List.copyOf(settings.values());
    }

    /**
     * What a completed run wrote.
     *
     * @param completed when its last fork had run and its files were written (UTC, ISO-8601)
     * @param files     the result files it wrote, relative to the results folder
     */
    public record Outcome(String completed, List<String> files) {

        /** Copies the list. */
        public Outcome {
            files = List.copyOf(files);
        }
    }
}
