package io.github.poolbench.runner;

import static io.github.poolbench.runner.BenchmarkRunner.COMMITTED_RESULTS;
import static io.github.poolbench.runner.BenchmarkRunner.NOISE_RESULTS;
import static io.github.poolbench.runner.BenchmarkRunner.SUBSET_RESULTS;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.github.poolbench.runs.Environment;
import io.github.poolbench.runs.JvmInfo;
import io.github.poolbench.runs.Manifest;
import io.github.poolbench.runs.RunStore;
import io.github.poolbench.runs.StoredResults;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.text.Numbers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * One invocation of the runner, carried through its jobs in order: read the options and the
 * plan, choose the JVMs, lay out the rows, fix the rounds and the seed (or what a resumed or
 * continued run fixed), say what will run, run the rounds, and write the results (or, for a noise
 * check, say what the rounds mean). Each job is one method; {@link BenchmarkRunner} holds the
 * pure helpers they call. A job that refuses the invocation throws {@link Refused} with the
 * message the user reads; nothing has run by then.
 *
 * <p>Not thread-safe: one sitting, one thread.
 */
final class Sitting {

    /** The user's invocation cannot run as given; the message says why and that nothing ran. */
    static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message, null, false, false);
        }
    }

    private final String[] args;
    private final CommandLineOptions cli;
    private final Collection<BenchmarkListEntry> benchmarks;
    private BenchmarkRunner.Plan plan;
    private boolean fullMatrix;
    private boolean noiseCheck;
    private boolean byCommitted;
    private final List<JvmInfo> jvms = new ArrayList<>();
    private final List<String> missing = new ArrayList<>();
    private final List<InterleavedRun.Row> rows = new ArrayList<>();
    private final List<BenchmarkListEntry> entries = new ArrayList<>();
    private final Map<Suite, List<JvmInfo>> jvmsBySuite = new LinkedHashMap<>();
    private final Map<Suite, Double> secondsPerRound = new LinkedHashMap<>();
    private final Map<Suite, Integer> defaultRounds = new LinkedHashMap<>();
    private final Environment.GitState git;
    private int rounds;
    private long seed;
    private String runId;
    /** Every fork of the run in its seeded order, {@code rows.size()} a round. */
    private List<Interleaving.Slot> schedule;
    /** The plan of the run this sitting resumes; empty for a new run. */
    private Optional<Manifest> resumed = Optional.empty();
    /** The sittings of a resumed run already in the store, in order. */
    private List<RunStore.StoredSitting> stored = List.of();
    /** Rounds the stored sittings completed. */
    private int doneRounds;
    /** The plan file this sitting registered. */
    private String planFile;
    /** JMH's output of each fork, and what the forks report from inside. */
    private Path work;
    /** See {@link #measuredCode()}. */
    private Map<String, String> measuredCode;

    private Sitting(String[] args, CommandLineOptions cli) {
        this.args = args;
        this.cli = cli;
        this.benchmarks = BenchmarkList.defaultList().find(
                OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT), List.of(".*"), List.of());
        this.git = Environment.GitState.now();
    }

    /**
     * Runs the jobs of one invocation.
     *
     * @param args JMH command-line arguments
     * @return what was written; empty for JMH's own listings and for a noise check
     * @throws Refused if the invocation cannot run as given (nothing ran)
     * @throws Exception if a fork or a file fails; results already moved into place stay
     */
    static Optional<BenchmarkRunner.Measured> run(String[] args) throws Exception {
        CommandLineOptions cli;
        try {
            cli = BenchmarkRunner.parse(args);
        } catch (IllegalArgumentException e) {
            throw new Refused(e.getMessage());
        }
        MavenProperties.unknownOnCommandLine().ifPresent(unknown -> {
            throw new Refused(unknown);
        });
        MavenProperties.readElsewhereOnCommandLine(MavenProperties.JMH)
                .forEach(warning -> System.out.println("poolbench: " + warning));
        if (cli.shouldHelp() || cli.shouldList() || cli.shouldListWithParams() || cli.shouldListProfilers()
                || cli.shouldListResultFormats()) {
            org.openjdk.jmh.Main.main(args);
            return Optional.empty();
        }
        Sitting s = new Sitting(args, cli);
        s.readPlan();
        s.chooseJvms();
        s.layOutRows();
        s.fixRoundsAndSeed();
        s.announce();
        if (!s.noiseCheck) {
            s.register();
        }
        Map<InterleavedRun.Row, List<BenchmarkResult>> perRow = s.runRounds();
        if (s.noiseCheck) {
            NoiseCheck.answer(s.rows, perRow, s.secondsPerRound, s.defaultRounds, s.rounds, s.cli)
                    .forEach(System.out::println);
            return Optional.empty();
        }
        s.complete(s.write());
        return Optional.of(new BenchmarkRunner.Measured(s.plan.resultsDir(), s.plan.full(),
                Suite.stems(s.plan.suites())));
    }

    /** The plan from the options and properties; a noise check's own folder and checks. */
    private void readPlan() {
        try {
            plan = BenchmarkRunner.plan(cli, args, benchmarks, System.getProperty("poolbench.suites", ""),
                    Path.of(System.getProperty("poolbench.results", "results")),
                    MavenProperties.replaceResults(System.getProperty("poolbench.replaceResults", "")));
            fullMatrix = MavenProperties.fullMatrix(System.getProperty("poolbench.matrix", ""));
            noiseCheck = MavenProperties.noiseCheck(System.getProperty("poolbench.noise", ""));
        } catch (IllegalArgumentException e) {
            throw new Refused(e.getMessage());
        }
        if (!noiseCheck) {
            return;
        }
        List<String> given = MavenProperties.givenOnCommandLine();
        if (given.contains("poolbench.replaceResults")) {
            System.out.println("poolbench: -Dpoolbench.replaceResults has no effect on a noise check: it writes no"
                    + " results");
        }
        if (!System.getProperty("poolbench.resume", "").isBlank() || given.contains("poolbench.resume")) {
            throw new Refused("a noise check (mvn -Pnoise) runs afresh: -Dpoolbench.resume has no place in it;"
                    + " nothing was run");
        }
        plan = new BenchmarkRunner.Plan(plan.suites(), NOISE_RESULTS, false, "a noise check", plan.selected());
    }

    /** The JVMs: named, chosen by feature release, or those the committed results cover. */
    private void chooseJvms() throws IOException {
        String property = System.getProperty("jmh.jvms", "");
        String majors = System.getProperty("poolbench.jdks", "");
        byCommitted = property.isBlank() && majors.isBlank();
        try {
            for (String java : !property.isBlank() ? Jdks.jvmPaths(property)
                    : !majors.isBlank() ? Jdks.chosenJvms(majors, Jdks.installed())
                    : Jdks.committedJvms(COMMITTED_RESULTS, Suite.stems(plan.suites()), missing)) {
                jvms.add(JvmInfo.probe(java));
            }
        } catch (IOException | IllegalArgumentException e) {
            throw new Refused(e.getMessage());
        }
        String notInstalled = "the committed results cover " + String.join(", ", missing) + ", not installed here";
        String jdk21 = missing.contains("JDK 21") ? "mvn -Pjdk21 installs JDK 21" : "";
        if (!missing.isEmpty() && noiseCheck) {
            System.out.println("poolbench: " + notInstalled + (jdk21.isEmpty() ? "" : " (" + jdk21 + ")")
                    + ": the noise check reads the other JDKs");
        }
        if (!missing.isEmpty() && plan.full() && !noiseCheck) {
            plan = new BenchmarkRunner.Plan(plan.suites(), SUBSET_RESULTS, false, notInstalled + " ("
                    + (jdk21.isEmpty() ? "" : jdk21 + "; ") + "-Djmh.jvms=<bin/java,...> chooses the JDKs)",
                    plan.selected());
        }
        if (!plan.full() && !noiseCheck) {
            System.out.println("poolbench: " + plan.why() + ": not a full run, so results go to " + plan.resultsDir()
                    + (plan.resultsDir().equals(SUBSET_RESULTS)
                    ? " and the committed results/ stay as they are (-Dpoolbench.replaceResults=true replaces them)"
                    : ""));
        }
        if (!noiseCheck) {
            Files.createDirectories(plan.resultsDir());
        }
    }

    /** One row per benchmark, parameter set and JVM; a noise check keeps the A/A pairs only. */
    private void layOutRows() throws IOException {
        for (Suite suite : plan.suites()) {
            entries.addAll(plan.selected().get(suite));
            jvmsBySuite.put(suite, Jdks.jvmsOf(jvms, byCommitted
                    ? Jdks.committed(COMMITTED_RESULTS, Suite.stems(List.of(suite)))
                    : java.util.Collections.emptySortedSet()).stream().filter(j -> suite.runsOn(j.major())).toList());
            if (jvmsBySuite.get(suite).isEmpty()) {
                System.out.println("poolbench: " + suite.stem() + suite.jvmVariant().map(v -> " (" + v.label() + ") runs"
                        + " on JDK " + v.firstJdk() + " and later only").orElse("") + ": no rows on the JDKs chosen");
            }
            for (JvmInfo jvm : jvmsBySuite.get(suite)) {
                rows.addAll(InterleavedRun.rows(suite, jvm, plan.selected().get(suite), cli, fullMatrix));
            }
        }
        if (rows.isEmpty()) {
            throw new Refused("no benchmark row to run");
        }
        if (!noiseCheck) {
            return;
        }
        // what mvn -Pjmh -Dpoolbench.suites=<suite> would run: the default matrix, whatever this check selects
        CommandLineOptions none = BenchmarkRunner.parse();
        for (Suite suite : plan.suites()) {
            List<BenchmarkListEntry> all = benchmarks.stream()
                    .filter(e -> suite.measures(e.getUsername())).toList();
            secondsPerRound.put(suite, jvmsBySuite.get(suite).stream()
                    .flatMap(jvm -> InterleavedRun.rows(suite, jvm, all, none, fullMatrix).stream())
                    .mapToDouble(InterleavedRun.Row::estimate).sum());
            defaultRounds.put(suite, InterleavedRun.rounds("", none, all));
        }
        Set<InterleavedRun.Row> paired = new HashSet<>();
        NoiseCheck.pairs(rows).forEach(p -> paired.addAll(List.of(p.base(), p.again())));
        rows.removeIf(r -> !paired.contains(r));
        if (rows.isEmpty()) {
            throw new Refused("a noise check runs the A/A pairs (a row and its twin named ...Again), and the rows"
                    + " selected have none; nothing was run");
        }
        System.out.println("poolbench: a noise check of " + String.join(", ", Suite.stems(plan.suites()))
                + ": only the A/A pairs run; no results are written, no report");
        NoiseCheck.otherSettings(cli).ifPresent(System.out::println);
    }

    /** Rounds, seed and run id: new, or those of the run this sitting resumes. */
    private void fixRoundsAndSeed() throws IOException {
        try {
            String resume = System.getProperty("poolbench.resume", "").trim();
            String roundsProperty = System.getProperty("poolbench.rounds", "");
            String seedProperty = System.getProperty("poolbench.seed", "");
            if (!resume.isEmpty()) {
                resume(resume, roundsProperty, seedProperty);
            } else {
                rounds = noiseCheck && roundsProperty.isBlank() ? NoiseCheck.MIN_ROUNDS
                        : InterleavedRun.rounds(roundsProperty, cli, entries);
                if (noiseCheck && rounds < NoiseCheck.MIN_ROUNDS) {
                    throw new IllegalArgumentException("a noise check needs at least " + NoiseCheck.MIN_ROUNDS
                            + " rounds to read a spread, not " + rounds + " (-Dpoolbench.rounds); nothing was run");
                }
                seed = MavenProperties.seed(seedProperty);
                runId = BenchmarkRunner.runId(git);
            }
        } catch (IllegalArgumentException e) {
            throw new Refused(e.getMessage());
        }
        schedule = Interleaving.schedule(rows.size(), rounds, seed);
    }

    /** Reads the run's plan and stored sittings and checks that this sitting may append to them. */
    private void resume(String id, String roundsProperty, String seedProperty) throws IOException {
        Manifest registered = RunStore.manifest(plan.resultsDir(), id).orElseThrow(() -> new IllegalArgumentException(
                "run " + id + " is not in the run store " + plan.resultsDir().resolve(RunStore.FOLDER)
                + " (runs there: " + RunStore.all(plan.resultsDir()).stream().map(Manifest::runId).toList()
                + "); nothing was run"));
        stored = RunStore.sittings(plan.resultsDir(), id);
        for (RunStore.StoredSitting st : stored) {
            try {
                st.forks(); // joined with this sitting's when the run completes: refused now, not after every fork
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot resume run " + id + ": " + e.getMessage()
                        + "; nothing was run", e);
            }
        }
        doneRounds = stored.stream().mapToInt(st -> st.log().rounds()).sum();
        rounds = roundsProperty.isBlank() ? registered.rounds() : InterleavedRun.rounds(roundsProperty, cli, entries);
        Manifest now = manifest(registered.runId());
        Optional<String> why = RunStore.cannotResume(registered, now, doneRounds,
                seedProperty.isBlank() ? null : MavenProperties.seed(seedProperty));
        if (why.isPresent()) {
            throw new IllegalArgumentException("cannot resume run " + id + ": " + why.get() + "; nothing was run");
        }
        resumed = Optional.of(registered);
        seed = registered.seed();
        runId = id;
    }

    /** What will run, how long it takes, what it replaces and where a cut-short run can go on. */
    private void announce() throws IOException {
        if (resumed.isPresent()) {
            System.out.println("poolbench: resuming run " + runId + " from the run store: " + doneRounds + " of "
                    + Numbers.count(rounds, "round") + " done" + (stored.isEmpty() ? "" : ", the last fork at "
                    + stored.get(stored.size() - 1).lastFork().start()) + "; rounds " + (doneRounds + 1) + "-" + rounds
                    + " run now in the run's seeded order");
        }
        List<Interleaving.Slot> toRun = schedule.subList(doneRounds * rows.size(), schedule.size());
        double estimate = toRun.stream().mapToDouble(slot -> rows.get(slot.row()).estimate()).sum();
        String suitesOnJdks = String.join(", ", plan.suites().stream().filter(su -> !jvmsBySuite.get(su).isEmpty())
                .map(su -> su.stem() + " on JDK "
                + String.join(", ", jvmsBySuite.get(su).stream().map(j -> String.valueOf(j.major())).toList()))
                .toList());
        System.out.println("poolbench: run " + runId + ": " + Numbers.count(rows.size(), "row") + " (" + suitesOnJdks
                + ") x " + Numbers.count(rounds, "round") + " = " + Numbers.count(schedule.size(), "fork")
                + (doneRounds > 0 ? " (" + toRun.size() + " still to run)" : "")
                + ", interleaved (seed " + seed + "); about " + InterleavedRun.duration(estimate)
                + " (estimated from the iteration settings)");
        Path resultsDir = plan.resultsDir();
        System.out.println(noiseCheck ? "poolbench: after its last round it says, per suite, how many rounds an A/A"
                + " needs at this noise and how long a full run with that many would take"
                : "poolbench: when every fork has run, it replaces " + plan.suites().stream()
                .flatMap(su -> jvmsBySuite.get(su).stream().map(j -> resultsDir.resolve(su.resultFileName(j.major()))
                        .toString()))
                .toList() + " and the .env.json beside each; an interrupted run replaces nothing");
        if (plan.full()) {
            Manifest.Machine here = Manifest.Machine.here();
            Map<Suite, List<String>> envFiles = new LinkedHashMap<>();
            plan.suites().forEach(su -> envFiles.put(su, jvmsBySuite.get(su).stream()
                    .map(j -> su.environmentFileName(j.major())).toList()));
            List<String> elsewhere = RunStore.measuredElsewhere(COMMITTED_RESULTS, envFiles.values().stream()
                    .flatMap(List::stream).toList(), here);
            if (!elsewhere.isEmpty()) {
                System.out.println("poolbench: the published results were measured on another machine: "
                        + String.join("; ", elsewhere) + ". This machine is " + here.describe() + ": where its run"
                        + " joins theirs, the answer pools both machines and the pages say how far they spread");
            }
            if (!noiseCheck && resumed.isEmpty()) {
                Manifest now = manifest(runId);
                envFiles.forEach((su, files) -> StoredResults.againstPublished(COMMITTED_RESULTS, su, files, now)
                        .ifPresent(line -> System.out.println("poolbench: " + line)));
            }
        }
        work = Files.createDirectories(ForkFiles.WORK.resolve(runId));
        if (!noiseCheck) { // a check is not resumed: cut short, it is run again
            System.out.println("poolbench: each completed round is saved in " + RunStore.folder(resultsDir, runId)
                    + "; -Dpoolbench.resume=" + runId + " goes on from the last one if this run is cut short (here,"
                    + " or on a fresh clone once that folder is committed), or adds rounds with a larger"
                    + " -Dpoolbench.rounds");
        }
    }

    /** This sitting's plan as the run store records it. */
    private Manifest manifest(String id) {
        return new Manifest(Manifest.FORMAT, id, java.time.Instant.now().toString(), true,
                git.commit(), git.dirty(), Manifest.Machine.here(), Suite.stems(plan.suites()),
                jvms.stream().map(Manifest.Jvm::of).distinct().toList(), rows.stream().map(InterleavedRun.Row::label)
                .toList(), rounds, seed, plan.full(), Arrays.asList(args), measuredCode(),
                RunStore.classPathNow(), null);
    }

    /** The measured code's fingerprint, read once: a resumed sitting compares it and then registers it. */
    private Map<String, String> measuredCode() {
        if (measuredCode == null) {
            measuredCode = RunStore.measuredCodeNow();
        }
        return measuredCode;
    }

    /**
     * Pre-registers the run in the run store before its first fork: its plan, machine and the
     * fingerprint of the code it measures ({@link RunStore#register}); a resumed run's sitting
     * registers its own plan beside the run's.
     */
    private void register() throws IOException {
        Path file = RunStore.register(plan.resultsDir(), manifest(runId));
        planFile = file.getFileName().toString();
        System.out.println("poolbench: the plan of " + (resumed.isPresent() ? "this sitting of run " : "run ") + runId
                + " is registered in " + file + " before its first fork");
    }

    /** Records in the run store that the run completed, and the files it wrote. */
    private void complete(List<Path> written) throws IOException {
        RunStore.complete(plan.resultsDir(), runId, new RunStore.Outcome(java.time.Instant.now().toString(),
                written.stream().map(p -> plan.resultsDir().relativize(p).toString().replace('\\', '/')).toList()));
    }

    /** Runs the rounds still to run; after each, saves the sitting in the run store (not for a noise check). */
    private Map<InterleavedRun.Row, List<BenchmarkResult>> runRounds() throws Exception {
        Path forkInfo = work.resolve("fork-info");
        List<Environment.ForkSetting> settings = new ArrayList<>();
        InterleavedRun.ForkRunner forkRunner = (row, round) -> {
            // JMH's own output of each fork goes to a log under target/, kept for a failing fork
            Path log = work.resolve(String.format(Locale.ROOT, "round%02d-%s.log", round + 1,
                    row.label().replaceAll("[^A-Za-z0-9=.-]+", "_")));
            Options o = InterleavedRun.forkOptions(BenchmarkRunner.options(cli, row.suite(), row.jvm(),
                    work.resolve("fork.json"), forkInfo, fullMatrix), row, cli, log);
            try {
                Collection<RunResult> r = new Runner(o).run();
                try {
                    settings.add(ForkFiles.takeForkSetting(forkInfo));
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException("cannot read what the fork of " + row.label()
                            + " reported from inside (" + forkInfo + ")", e);
                }
                return r.isEmpty() ? null : r.iterator().next();
            } catch (RunnerException e) {
                throw new RunnerException("the fork of " + row.label() + " in round " + (round + 1) + " failed, so"
                        + " nothing was written; its JMH output: " + log, e);
            }
        };
        Map<String, InterleavedRun.Row> byLabel = new LinkedHashMap<>();
        rows.forEach(r -> byLabel.put(r.label(), r));
        InterleavedRun.RoundListener save = (done, soFar, log) -> {
            if (!noiseCheck) {
                List<Double> forkScores = log.stream().map(f -> soFar.get(byLabel.get(f.row()))
                        .get(f.round() - doneRounds).getPrimaryResult().getScore()).toList();
                RunStore.saveSitting(plan.resultsDir(), runId, stored.size() + 1, new ArrayList<>(soFar.values()),
                        new RunStore.SittingLog(planFile, doneRounds, done - doneRounds, log,
                        settings.subList(0, log.size()), forkScores));
            }
        };
        return InterleavedRun.runAll(rows, schedule, doneRounds * rows.size(), forkRunner, System.out,
                new ArrayList<>(), save);
    }

    /**
     * Per suite and JVM, the JMH JSON of every stored sitting of the run ({@link StoredResults.Sittings}) and its
     * environment file; returns the files.
     */
    private List<Path> write() throws IOException {
        List<RunStore.StoredSitting> sittings = RunStore.sittings(plan.resultsDir(), runId);
        StoredResults.Sittings read = StoredResults.Sittings.read(sittings); // once for every file they feed
        List<Path> written = new ArrayList<>();
        for (Suite suite : plan.suites()) {
            for (JvmInfo jvm : jvmsBySuite.get(suite)) {
                List<Integer> mine = new ArrayList<>();
                for (int i = 0; i < rows.size(); i++) {
                    if (rows.get(i).suite() == suite && rows.get(i).jvm().equals(jvm)) {
                        mine.add(i);
                    }
                }
                String file = suite.resultFileName(jvm.major());
                String merged = read.file(mine, file);
                Path target = plan.resultsDir().resolve(file);
                Path envFile = plan.resultsDir().resolve(suite.environmentFileName(jvm.major()));
                InterleavedRun.writeAtomically(target, merged);
                InterleavedRun.writeAtomically(envFile, new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                        .writeValueAsString(environment(suite, jvm, sittings)) + "\n");
                System.out.println("poolbench: wrote " + target + " (" + Numbers.count(mine.size(), "row") + " x "
                        + Numbers.count(rounds, "fork") + ")");
                written.add(target);
                written.add(envFile);
            }
        }
        return written;
    }

    /** The environment file of one suite and JVM: this sitting's machine, every stored sitting's forks. */
    private Environment environment(Suite suite, JvmInfo jvm, List<RunStore.StoredSitting> sittings) {
        return RunStore.environment(plan.resultsDir(), sittings, Environment.capture(runId, suite, jvm, git,
                BenchmarkRunner.recordedArgs(Arrays.asList(args), suite, fullMatrix), List.of(), rounds, seed,
                List.of()));
    }
}
