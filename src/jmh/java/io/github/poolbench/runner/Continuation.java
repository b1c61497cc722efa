package io.github.poolbench.runner;

import io.github.poolbench.gcpressure.GcPauseProfiler;
import io.github.poolbench.runs.Environment;
import io.github.poolbench.runs.Suite;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.poolbench.text.Numbers;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A run that goes on in a later sitting from its committed results: {@code
 * -Dpoolbench.resume=<run id> -Dpoolbench.rounds=<more>} when the machine kept no checkpoint of it
 * (machines of this kind start each sitting from a fresh clone, so {@code target/} is gone).
 * The earlier rounds are read back from {@code results/<suite>-jdk<N>.json} and its environment
 * file; the new rounds run in the same seeded order ({@link Interleaving#schedule} is
 * prefix-stable), and each file gets the new forks appended ({@link JmhJson#append}) under the
 * same run id.
 *
 * <p>A run continues with all its files (suites and JDKs) or not at all, so that every file of one
 * run id keeps the same rounds. Every per-round ratio still compares forks run side by side in time; rounds of different
 * sittings ran hours or days apart, possibly on different machines, and the environment file
 * lists each sitting's machine ({@link Environment#earlierSittings}). A run continues only on a
 * machine of its sittings' CPU model, clock (on virtual CPUs) and core count ({@link Machine}): the ratios themselves can
 * depend on the CPU (the strings suite's {@code stringConcat} / {@code sizedStringBuffer} at 256
 * chars was about 2.6 on the AMD EPYC sittings and 7.1 on an Intel Xeon one,
 * {@code docs/evidence/strings-two-cpus.md}), and one interval over rounds of two machines
 * would describe neither. It also continues only if nothing it measured has changed: the same rows, JMH arguments, seed and
 * JVM versions, no uncommitted change then or now, and no commit since then that touches
 * {@code pom.xml} (beyond what {@link SourceEquivalence#samePom} sets aside), {@code src/main} or
 * {@code src/jmh} other than the report and statistics
 * packages (which read results), the runner's host side ({@link #NOT_MEASURED}) and the
 * benchmark packages that none of the run's suites loads ({@link #LOADS}: a change to the events
 * benchmark does not end a strings run), nor JMH's run settings of a benchmark class the run only
 * calls ({@link #runSettingsOfAnotherClass}); the JMH settings of every row must also match when the
 * files are appended.
 *
 * @param runId  the run
 * @param seed   its seed
 * @param rounds the rounds the committed files hold
 * @param commit the commit the run measured
 * @param parts  per result file name (e.g. {@code strings-jdk17.json}) its committed JSON and environment
 */
record Continuation(String runId, long seed, int rounds, String commit, Map<String, Part> parts) {

    /**
     * One committed file of the run.
     *
     * @param json        the JMH JSON text
     * @param environment its environment file
     */
    record Part(String json, Environment environment) {
    }

    /**
     * One file the plan writes, as the committed one must match it.
     *
     * @param resultFile  e.g. {@code strings-jdk17.json}
     * @param envFile     e.g. {@code strings-jdk17.env.json}
     * @param rowKeys     the rows this sitting runs into it, as {@link JmhJson#key} names them
     * @param jmhArgs     the JMH arguments recorded for it
     * @param jvmVersion  the forked JVM's runtime version
     */
    record Target(String resultFile, String envFile, List<String> rowKeys, List<String> jmhArgs, String jvmVersion) {
    }

    /**
     * The machine kind a run's rounds must share.
     *
     * <p>A virtual CPU may hide its model behind a generic name ({@code Intel(R) Xeon(R) Processor}), and two hosts of
     * one name can differ: one at 2600 MHz, one at 2100 MHz whose forks were 4-10x as noisy
     * ({@code docs/evidence/sweep-noisy-host.md}). On a virtual CPU ({@code hypervisor} among the
     * {@code /proc/cpuinfo} flags) {@code cpu MHz} is the host's fixed clock, so it tells such hosts apart; on bare
     * metal it is the current frequency, which moves with load and power saving, so it is not compared there.
     *
     * @param cpuModel   as {@link Environment#cpuModel}; {@code unknown} matches any
     * @param cpuMhz     as {@link Environment#cpuMhz}; NaN (not read) matches any
     * @param cores      as {@link Environment#cores}
     * @param fixedClock whether {@code cpuMhz} is a fixed clock (a virtual CPU) and so must match a sitting's within
     *                   {@link #CLOCK_TOLERANCE}
     */
    record Machine(String cpuModel, double cpuMhz, int cores, boolean fixedClock) {
        /** Relative difference of two fixed clocks above which they are two hosts (2%). */
        static final double CLOCK_TOLERANCE = 0.02;

        /** @return this host */
        static Machine here() {
            return new Machine(Environment.hostCpuModel(), Environment.hostCpuMhz(),
                    Runtime.getRuntime().availableProcessors(), Environment.hostIsVirtual());
        }

        /**
         * @param otherCpu   a sitting's CPU model
         * @param otherMhz   its {@code cpu MHz}, NaN where not recorded
         * @param otherCores its core count
         * @return why rounds of that sitting cannot join rounds of this machine: that machine as
         *         {@link Numbers#machine} names it ({@code AMD EPYC at 2596 MHz, 2 cores}), or null
         */
        String differs(String otherCpu, double otherMhz, int otherCores) {
            boolean known = !"unknown".equals(cpuModel) && otherCpu != null && !"unknown".equals(otherCpu);
            boolean clocks = fixedClock && cpuMhz > 0 && otherMhz > 0
                    && Math.abs(cpuMhz - otherMhz) > CLOCK_TOLERANCE * Math.max(cpuMhz, otherMhz);
            if (known && !cpuModel.equals(otherCpu) || otherCores != cores || clocks) {
                return Numbers.machine(otherCpu, otherMhz, otherCores);
            }
            return null;
        }

        /**
         * @param env an environment file's content
         * @return for each of its sittings whose machine differs from this one, {@link #differs}'s description,
         *         without repeats, in sitting order; empty when every sitting ran on a machine of this kind
         */
        List<String> differences(Environment env) {
            return env.sittings().stream().map(s -> differs(s.cpuModel(), s.cpuMhz(), s.cores()))
                    .filter(Objects::nonNull).distinct().toList();
        }

        /** @return this machine as {@link #differs} names one */
        String describe() {
            return Numbers.machine(cpuModel, cpuMhz, cores);
        }
    }

    /**
     * The machines, other than this one, on which committed results were measured: a full run compares its verdicts
     * with theirs at the end, and a verdict that changes between two machines may be the machine's (hosts of one
     * masked CPU name differ: {@code docs/evidence/sweep-noisy-host.md}).
     *
     * @param dir      the committed results
     * @param envFiles environment files in it, e.g. {@code sweep-jdk17.env.json}; missing ones are skipped
     * @param here     this machine
     * @return per differing machine, e.g. {@code sweep (run 20261126T053239Z-964e5ef) on Intel(R) Xeon(R) Processor at
     *         2600 MHz, 2 cores}, in file order without repeats; empty when every sitting matches this machine
     * @throws IOException if a file exists but cannot be read as an environment file
     */
    static List<String> measuredElsewhere(Path dir, List<String> envFiles, Machine here) throws IOException {
        ObjectMapper json = new ObjectMapper();
        Set<String> elsewhere = new LinkedHashSet<>();
        for (String f : envFiles) {
            Path p = dir.resolve(f);
            if (!Files.exists(p)) {
                continue;
            }
            Environment env = json.readValue(p.toFile(), Environment.class);
            here.differences(env).forEach(other -> elsewhere.add(env.suite() + " (run " + env.runId() + ") on "
                    + other));
        }
        return List.copyOf(elsewhere);
    }

    /**
     * Folders whose changes do not touch what a fork runs: the report and statistics read
     * results; the runner orders forks and keeps books in the host JVM, and whatever it gives the
     * forks (JVM arguments, iterations, profilers) is in every row of the JSON, which must match
     * between sittings ({@link JmhJson#append}).
     */
    static final List<String> NOT_MEASURED = List.of("src/jmh/java/io/github/poolbench/report/",
            "src/jmh/java/io/github/poolbench/stats/", "src/jmh/java/io/github/poolbench/runner/",
            "src/jmh/java/io/github/poolbench/runs/", "src/jmh/java/io/github/poolbench/claims/",
            "src/jmh/java/io/github/poolbench/text/", "src/jmh/resources/");

    /** The runner's classes that run inside the forks (profilers): their changes count. */
    static final List<String> RUN_IN_FORKS = List.of("src/jmh/java/io/github/poolbench/runner/ForkInfoProfiler.java");

    /** The folder of the benchmark packages, e.g. {@code strings/} in it. */
    static final String BENCHMARK_SOURCES = "src/jmh/java/io/github/poolbench/";

    /**
     * Per suite, the benchmark packages (folders of {@link #BENCHMARK_SOURCES}) whose classes its
     * forks load: the package of its benchmark class and those that package uses, transitively
     * (gcpressure uses the strings parts; events uses gcpressure's live set). A test checks this
     * against the sources' references. A folder of {@link #BENCHMARK_SOURCES} that is in no entry
     * (a new package) counts for every run.
     */
    static final Map<Suite, Set<String>> LOADS = Map.of(
            Suite.STRINGS, Set.of("strings"),
            Suite.SWEEP, Set.of("strings"),
            Suite.OVERHEAD, Set.of("overhead"),
            Suite.GCPRESSURE, Set.of("gcpressure", "strings"),
            Suite.SHOOTOUT, Set.of("shootout"),
            Suite.EVENTS, Set.of("events", "gcpressure", "strings"),
            Suite.MESSAGES, Set.of("messages"));

    Continuation {
        parts = Map.copyOf(parts);
    }

    /**
     * Reads the committed files of a run and checks that this sitting's plan continues it.
     *
     * @param dir     the results folder
     * @param runId   the run to continue
     * @param targets the files this sitting writes
     * @param gitDirty whether the measured code has uncommitted changes now
     * @param here     the machine this sitting runs on ({@link Machine#here()})
     * @return the continuation
     * @throws IllegalArgumentException if a file is missing or of another run, an earlier sitting
     *         ran on another CPU model or core count, or anything measured differs; the message
     *         says what and how to proceed
     * @throws IOException if a file cannot be read
     */
    static Continuation read(Path dir, String runId, List<Target> targets, boolean gitDirty, Machine here)
            throws IOException {
        ObjectMapper json = new ObjectMapper();
        Map<String, Part> parts = new LinkedHashMap<>();
        Environment first = null;
        for (Target t : targets) {
            String text;
            Environment env;
            try {
                text = Files.readString(dir.resolve(t.resultFile()));
                env = json.readValue(dir.resolve(t.envFile()).toFile(), Environment.class);
            } catch (NoSuchFileException e) {
                throw new IllegalArgumentException("run " + runId + " has no checkpoint here and " + e.getFile()
                        + " does not exist, so it cannot go on from committed results either");
            }
            if (!runId.equals(env.runId())) {
                throw new IllegalArgumentException("run " + runId + " has no checkpoint here, and " + dir.resolve(
                        t.envFile()) + " is of run " + env.runId() + ": only a run whose files are all in " + dir
                        + " can go on from them (-Dpoolbench.suites and -Dpoolbench.jdks as that run had)");
            }
            if (first == null) {
                first = env;
            } else if (env.rounds() != first.rounds() || env.seed() != first.seed()) {
                throw new IllegalArgumentException("the files of run " + runId + " disagree: " + t.envFile() + " has "
                        + Numbers.count(env.rounds(), "round") + ", seed " + env.seed() + "; another has "
                        + Numbers.count(first.rounds(), "round") + ", seed " + first.seed());
            }
            List<String> elsewhere = here.differences(env);
            if (!elsewhere.isEmpty()) {
                throw new IllegalArgumentException("run " + runId + " ran on " + String.join(", ", elsewhere)
                        + "; this machine is " + here.describe() + ": the ratios can differ between CPUs, so rounds of"
                        + " both would make one interval of two machines. Continue it on a machine of its kind, or"
                        + " start a new run here");
            }
            if (gitDirty || env.gitDirty()) {
                throw new IllegalArgumentException("the measured code " + (env.gitDirty() ? "had uncommitted changes"
                        + " when run " + runId + " ran" : "has uncommitted changes now") + ": commit, or start a new run");
            }
            if (!env.jmhArgs().equals(t.jmhArgs())) {
                throw new IllegalArgumentException("run " + runId + " ran " + t.resultFile() + " with JMH arguments "
                        + env.jmhArgs() + ", this sitting with " + t.jmhArgs());
            }
            if (!env.jvm().runtimeVersion().equals(t.jvmVersion())) {
                throw new IllegalArgumentException("run " + runId + " forked " + t.resultFile() + " onto Java "
                        + env.jvm().runtimeVersion() + ", this sitting onto " + t.jvmVersion());
            }
            List<String> committedRows = new ArrayList<>();
            json.readTree(text).forEach(r -> committedRows.add(JmhJson.key(r)));
            if (!committedRows.equals(t.rowKeys())) {
                List<String> gone = committedRows.stream().filter(r -> !t.rowKeys().contains(r)).toList();
                List<String> added = t.rowKeys().stream().filter(r -> !committedRows.contains(r)).toList();
                throw new IllegalArgumentException("the rows of " + t.resultFile() + " differ from this sitting's: "
                        + (gone.isEmpty() ? "" : "not run now " + gone.stream().limit(3).toList() + "; ")
                        + (added.isEmpty() ? "same rows in another order" : "new now " + added.stream().limit(3)
                        .toList()));
            }
            parts.put(t.resultFile(), new Part(text, env));
        }
        Objects.requireNonNull(first, "targets");
        List<String> left = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : (Iterable<Path>) files.filter(f -> f.getFileName().toString().endsWith(".env.json"))
                    .sorted()::iterator) {
                String name = f.getFileName().toString();
                if (targets.stream().noneMatch(t -> t.envFile().equals(name))
                        && runId.equals(json.readTree(f.toFile()).path("runId").asText())) {
                    left.add(name.replace(".env.json", ".json"));
                }
            }
        }
        if (!left.isEmpty()) {
            throw new IllegalArgumentException("run " + runId + " also wrote " + left + ", which this sitting would "
                    + "leave with fewer rounds than the others (their rounds are paired across files): continue it "
                    + "with the -Dpoolbench.suites and -Dpoolbench.jdks it had");
        }
        return new Continuation(runId, first.seed(), first.rounds(), first.gitCommit(), parts);
    }

    /**
     * The changed files, of those {@code git diff --name-only <run's commit> HEAD} lists, that
     * could change what a fork measures.
     *
     * @param changed paths relative to the repository root
     * @param suites  the run's suites (those of its committed files, which {@link #read} matched with the plan)
     * @return those under {@code pom.xml}, {@code src/main} or {@code src/jmh}, less {@link #NOT_MEASURED}
     *         but with {@link #RUN_IN_FORKS}, less the benchmark packages no suite of the run
     *         loads ({@link #LOADS})
     */
    static List<String> measuredChanges(List<String> changed, Collection<Suite> suites) {
        Set<String> loaded = suites.stream().flatMap(s -> LOADS.get(s).stream()).collect(Collectors.toSet());
        Set<String> benchmarkPackages = LOADS.values().stream().flatMap(Set::stream).collect(Collectors.toSet());
        return changed.stream()
                .filter(p -> p.equals("pom.xml") || p.startsWith("src/main/") || p.startsWith("src/jmh/"))
                .filter(p -> RUN_IN_FORKS.contains(p) || NOT_MEASURED.stream().noneMatch(p::startsWith))
                .filter(p -> benchmarkPackage(p).filter(benchmarkPackages::contains).map(loaded::contains)
                        .orElse(true))
                .toList();
    }

    /** @return the folder of {@link #BENCHMARK_SOURCES} a path lies in, e.g. {@code strings} */
    static Optional<String> benchmarkPackage(String path) {
        if (!path.startsWith(BENCHMARK_SOURCES)) {
            return Optional.empty();
        }
        String rest = path.substring(BENCHMARK_SOURCES.length());
        int slash = rest.indexOf('/');
        return slash < 0 ? Optional.empty() : Optional.of(rest.substring(0, slash));
    }

    /**
     * The commits of the run's sittings, newest first ({@link Environment#sittings}). When each later
     * sitting ran, its measured code was checked to be that of a sitting before it ({@link
     * #measuredChanges(String, String, Collection)}), so any one of them stands for all: a sitting
     * whose commit is not in a clone's history (its results were committed only in the clone that
     * ran it) leaves the run's older commits to compare with.
     *
     * @return one or more commits, newest first, without repeats
     */
    List<String> commits() {
        List<String> commits = new ArrayList<>(parts.values().iterator().next().environment().sittings().stream()
                .map(Environment.Sitting::gitCommit).toList());
        Collections.reverse(commits);
        return List.copyOf(new LinkedHashSet<>(commits));
    }

    /**
     * The newest of a run's commits that this clone's history holds: the one to compare the
     * measured code with.
     *
     * @param runId     the run, for the message
     * @param commits   its sittings' commits, newest first ({@link #commits()})
     * @param inHistory whether a commit is in this clone's history ({@link #inHistory(String)})
     * @return that commit
     * @throws IllegalArgumentException if the history holds none of them
     */
    static String newestInHistory(String runId, List<String> commits, Predicate<String> inHistory) {
        return commits.stream().filter(inHistory).findFirst().orElseThrow(() -> new IllegalArgumentException(
                "cannot check that the measured code is unchanged since run " + runId + " ran: none of its sittings'"
                + " commits " + commits + " is in this clone's history; a run continues only in a checkout whose"
                + " history holds one of them"));
    }

    /** @return true if {@code commit} names a commit of this clone's history (git run in the working directory) */
    static boolean inHistory(String commit) {
        return Environment.output("git", "cat-file", "-e", commit + "^{commit}").isPresent();
    }

    /**
     * The files changed between two commits that could change what a fork measures.
     *
     * @param commit the run's commit
     * @param head   the checkout's commit
     * @param suites the run's suites, as for {@link #measuredChanges(List, Collection)}
     * @return the changed measured files ({@link #measuredChanges(List, Collection)}), less the Java files whose
     *         two versions differ only in comments and layout ({@link SourceEquivalence#sameCode}: a Javadoc edit
     *         does not change what a fork measures) and a {@code pom.xml} whose two versions build the same forks
     *         ({@link SourceEquivalence#samePom})
     * @throws IllegalArgumentException if git cannot compare the two (not a checkout, or the
     *         run's commit is not in this clone's history)
     */
    static List<String> measuredChanges(String commit, String head, Collection<Suite> suites) {
        if (commit.equals(head) && !commit.equals("unknown")) {
            return List.of();
        }
        try {
            Process p = new ProcessBuilder("git", "diff", "--name-only", commit, head).redirectErrorStream(true)
                    .start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IllegalArgumentException("cannot check that the measured code is unchanged since commit "
                        + commit + " (git diff --name-only " + commit + " " + head + ": " + out.trim()
                        + "); a run continues only in a checkout whose history holds its commit");
            }
            return measuredChanges(out.lines().filter(l -> !l.isBlank()).toList(), suites).stream()
                    .filter(path -> !versions(commit, head, path).filter(v -> sameForks(path, v[0], v[1])
                            || onlyCalled(path, suites) && SourceEquivalence.sameCodeBesidesRunSettings(v[0], v[1]))
                            .isPresent())
                    .toList();
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot run git to compare commit " + commit + " with " + head + ": "
                    + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalArgumentException("interrupted while comparing commits", e);
        }
    }

    /**
     * @return true if {@code path} is a benchmark source whose class is not the benchmark class (or one of its
     *         superclasses) of any of {@code suites}, and whose two versions differ only in JMH's run settings
     *         ({@link SourceEquivalence#sameCodeBesidesRunSettings}): the run's forks call it, JMH does not run it
     */
    static boolean runSettingsOfAnotherClass(String commit, String head, String path, Collection<Suite> suites) {
        return onlyCalled(path, suites) && versions(commit, head, path)
                .filter(v -> SourceEquivalence.sameCodeBesidesRunSettings(v[0], v[1])).isPresent();
    }

    /** @return whether {@code path} is a benchmark source whose class no suite of {@code suites} runs (or extends) */
    private static boolean onlyCalled(String path, Collection<Suite> suites) {
        if (!path.startsWith(BENCHMARK_SOURCES) || !path.endsWith(".java")) {
            return false;
        }
        String className = path.substring("src/jmh/java/".length(), path.length() - ".java".length()).replace('/', '.');
        for (Suite suite : suites) {
            for (Class<?> c = suite.benchmarkClass(); c != null; c = c.getSuperclass()) {
                if (c.getName().equals(className)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * @return true if {@code path} is a Java file present at both commits whose two versions are the same code
     *         ({@link SourceEquivalence#sameCode}), or {@code pom.xml} whose two versions build the same forks
     *         ({@link SourceEquivalence#samePom}); false for any other file, or if either version cannot be read
     */
    static boolean commentsOnly(String commit, String head, String path) {
        return versions(commit, head, path).filter(v -> sameForks(path, v[0], v[1])).isPresent();
    }

    private static boolean sameForks(String path, String before, String after) {
        return path.equals("pom.xml") ? SourceEquivalence.samePom(before, after)
                : SourceEquivalence.sameCode(before, after);
    }

    /**
     * @return the two versions, at {@code commit} and at {@code head}, of a Java file or {@code pom.xml}; empty for
     *         any other file, or if either version cannot be read
     */
    private static Optional<String[]> versions(String commit, String head, String path) {
        if (!path.endsWith(".java") && !path.equals("pom.xml")) {
            return Optional.empty();
        }
        Optional<String> before = Environment.output("git", "show", commit + ":" + path);
        Optional<String> after = Environment.output("git", "show", head + ":" + path);
        return before.isPresent() && after.isPresent() ? Optional.of(new String[] {before.get(), after.get()})
                : Optional.empty();
    }

    /**
     * The committed fork scores of the rows a sitting runs, so that what it reports over rounds (the noise line,
     * {@link NoiseGauge#line}) reads the whole run, not only the rounds of this sitting.
     *
     * @param rows the rows of this sitting
     * @return each row's committed fork scores in round order ({@link JmhJson#forkScores}); a row its committed file
     *         does not hold is absent
     * @throws IllegalArgumentException if a committed file is not a JMH result file or holds a score that is not a
     *         number
     */
    Map<InterleavedRun.Row, List<Double>> forkScores(List<InterleavedRun.Row> rows) {
        Map<String, Map<String, List<Double>>> byFile = new HashMap<>();
        Map<InterleavedRun.Row, List<Double>> scores = new LinkedHashMap<>();
        for (InterleavedRun.Row row : rows) {
            String file = row.suite().resultFileName(row.jvm().major());
            Part part = parts.get(file);
            if (part == null) {
                continue;
            }
            List<Double> forks = byFile.computeIfAbsent(file, f -> JmhJson.forkScores(part.json(), f)).get(key(row));
            if (forks != null) {
                scores.put(row, forks);
            }
        }
        return scores;
    }

    /** @return a row as {@link JmhJson#key} names the rows of a file */
    static String key(InterleavedRun.Row row) {
        return JmhJson.key(row.benchmark(), row.mode().shortLabel(), row.params());
    }

    /**
     * The reason this plan cannot continue the run for its rounds, or null.
     *
     * @param roundsAsked {@code -Dpoolbench.rounds}, or 0 when not given
     * @param seedAsked   {@code -Dpoolbench.seed}, or null when not given
     * @return the reason, or null
     */
    String cannotContinue(int roundsAsked, Long seedAsked) {
        if (roundsAsked <= rounds) {
            return "run " + runId + " has " + Numbers.count(rounds, "round") + " in its committed results; give"
                    + " -Dpoolbench.rounds larger than that to add rounds to it";
        }
        if (seedAsked != null && seedAsked != seed) {
            return "run " + runId + " has seed " + seed + ", not " + seedAsked;
        }
        return null;
    }

    /**
     * The environment of a file after this sitting: this sitting's machine and time on top, the
     * earlier sittings listed, the forks and fork settings of both.
     *
     * @param earlier the committed environment
     * @param now     this sitting's environment of the same file (its forks only)
     * @return the environment of all rounds
     */
    static Environment combine(Environment earlier, Environment now) {
        List<Environment.Fork> forks = new ArrayList<>(earlier.forks());
        forks.addAll(now.forks());
        Map<List<Object>, Environment.ForkSetting> settings = new LinkedHashMap<>();
        for (Environment.ForkSetting s : concat(earlier.forkSettings(), now.forkSettings())) {
            List<Object> key = List.of(s.collectors(), s.heapMaxBytes(), s.inputArgs(), s.processors());
            Environment.ForkSetting seen = settings.get(key);
            settings.put(key, seen == null ? s : new Environment.ForkSetting(s.collectors(), s.heapMaxBytes(),
                    s.inputArgs(), s.processors(), seen.forks() + s.forks()));
        }
        return new Environment(now.runId(), now.suite(), now.jvm(), now.cpuModel(), now.cpuMhz(), now.cores(),
                now.os(), now.date(), now.gitCommit(), now.gitDirty(), now.jmhArgs(),
                List.copyOf(settings.values()), now.rounds(), now.seed(), forks, earlier.sittings());
    }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        List<T> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
