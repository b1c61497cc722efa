package io.github.poolbench.runner;

import static io.github.poolbench.runner.BenchmarkRunner.COMMITTED_RESULTS;
import static io.github.poolbench.runner.BenchmarkRunner.FORKS;
import static io.github.poolbench.runner.BenchmarkRunner.NOISE_RESULTS;
import static io.github.poolbench.runner.BenchmarkRunner.SUBSET_RESULTS;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.github.poolbench.runs.Environment;
import io.github.poolbench.runs.JvmInfo;
import io.github.poolbench.runs.Manifest;
import io.github.poolbench.runs.RunStore;
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
    private boolean stopIfTooNoisy;
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
    private Checkpoint.Plan key;
    /** Every fork of the run in its seeded order, {@code rows.size()} a round. */
    private List<Interleaving.Slot> schedule;
    private Optional<Checkpoint> resumed = Optional.empty();
    private Optional<Continuation> continued = Optional.empty();
    private Path work;
    /** Every fork's start, a resumed run's first; see {@link #forkLog()}. */
    private List<Environment.Fork> forkLog;

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
            s.sayWhatTheNoiseMeans(perRow);
            return Optional.empty();
        }
        s.complete(s.write(perRow));
        return Optional.of(new BenchmarkRunner.Measured(s.plan.resultsDir(), s.plan.full(),
                Suite.stems(s.plan.suites())));
    }

    /** The plan from the options and properties; a noise check's own folder and checks. */
    private void readPlan() {
        try {
            plan = BenchmarkRunner.plan(cli, args, benchmarks, System.getProperty("poolbench.suites", ""),
                    Path.of(System.getProperty("poolbench.results", "results")),
                    BenchmarkRunner.replaceResults(System.getProperty("poolbench.replaceResults", "")));
            fullMatrix = BenchmarkRunner.fullMatrix(System.getProperty("poolbench.matrix", ""));
            noiseCheck = BenchmarkRunner.noiseCheck(System.getProperty("poolbench.noise", ""));
            stopIfTooNoisy = BenchmarkRunner.stopIfTooNoisy(System.getProperty("poolbench.stopIfTooNoisy", ""));
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
        if (given.contains("poolbench.stopIfTooNoisy")) {
            System.out.println("poolbench: -Dpoolbench.stopIfTooNoisy has no effect on a noise check: it runs its"
                    + " rounds and then says what they mean");
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
            for (String java : !property.isBlank() ? BenchmarkRunner.jvmPaths(property)
                    : !majors.isBlank() ? BenchmarkRunner.chosenJvms(majors, Jdks.installed())
                    : BenchmarkRunner.committedJvms(COMMITTED_RESULTS, Suite.stems(plan.suites()), missing)) {
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
            jvmsBySuite.put(suite, BenchmarkRunner.jvmsOf(jvms, byCommitted
                    ? Jdks.committed(COMMITTED_RESULTS, Suite.stems(List.of(suite)))
                    : java.util.Collections.emptySortedSet()));
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
                    .filter(e -> Suite.ofBenchmark(e.getUsername()).orElse(null) == suite).toList();
            secondsPerRound.put(suite, jvmsBySuite.get(suite).stream()
                    .flatMap(jvm -> InterleavedRun.rows(suite, jvm, all, none, fullMatrix).stream())
                    .mapToDouble(InterleavedRun.Row::estimate).sum());
            defaultRounds.put(suite, InterleavedRun.rounds("", none, all));
        }
        Set<InterleavedRun.Row> paired = new HashSet<>();
        NoiseGauge.pairs(rows).forEach(p -> paired.addAll(List.of(p.base(), p.again())));
        rows.removeIf(r -> !paired.contains(r));
        if (rows.isEmpty()) {
            throw new Refused("a noise check runs the A/A pairs (a row and its twin named ...Again), and the rows"
                    + " selected have none; nothing was run");
        }
        System.out.println("poolbench: a noise check of " + String.join(", ", Suite.stems(plan.suites()))
                + ": only the A/A pairs run; no results are written, no report");
        BenchmarkRunner.otherSettings(cli).ifPresent(System.out::println);
    }

    /** Rounds, seed and run id: new, or those of the run this sitting resumes or continues. */
    private void fixRoundsAndSeed() throws IOException {
        try {
            String resume = System.getProperty("poolbench.resume", "").trim();
            String roundsProperty = System.getProperty("poolbench.rounds", "");
            String seedProperty = System.getProperty("poolbench.seed", "");
            if (!resume.isEmpty() && Checkpoint.exists(Checkpoint.RUNS, resume)) {
                resumed = Optional.of(Checkpoint.read(Checkpoint.RUNS, resume));
                if (resumed.get().plan().firstRound() > 0) {
                    continued = Optional.of(BenchmarkRunner.continuation(plan, resume, rows, args, fullMatrix,
                            jvmsBySuite, git));
                }
            } else if (!resume.isEmpty()) {
                continued = Optional.of(BenchmarkRunner.continuation(plan, resume, rows, args, fullMatrix, jvmsBySuite,
                        git));
                String why = continued.get().cannotContinue(roundsProperty.isBlank() ? 0
                        : InterleavedRun.rounds(roundsProperty, cli, entries), seedProperty.isBlank() ? null
                        : BenchmarkRunner.seed(seedProperty));
                if (why != null) {
                    throw new IllegalArgumentException("cannot continue run " + resume + ": " + why
                            + "; nothing was run");
                }
            }
            rounds = resumed.isPresent() && roundsProperty.isBlank() ? resumed.get().plan().rounds()
                    : noiseCheck && roundsProperty.isBlank() ? NoiseGauge.FIRST_ROUND
                    : InterleavedRun.rounds(roundsProperty, cli, entries);
            if (noiseCheck && rounds < NoiseGauge.FIRST_ROUND) {
                throw new IllegalArgumentException("a noise check needs at least " + NoiseGauge.FIRST_ROUND
                        + " rounds to read a spread, not " + rounds + " (-Dpoolbench.rounds); nothing was run");
            }
            seed = resumed.isPresent() && seedProperty.isBlank() ? resumed.get().plan().seed()
                    : continued.isPresent() ? continued.get().seed() : BenchmarkRunner.seed(seedProperty);
            runId = resumed.isPresent() ? resumed.get().plan().runId()
                    : continued.isPresent() ? continued.get().runId() : BenchmarkRunner.runId(git);
            key = new Checkpoint.Plan(runId, seed, rounds, git.commit(), git.dirty(), Checkpoint.Plan.rowKeys(rows),
                    Arrays.asList(args), fullMatrix, plan.resultsDir().toString(),
                    continued.map(Continuation::rounds).orElse(0));
            if (resumed.isPresent()) {
                Optional<String> why = key.cannotResume(resumed.get().plan(), resumed.get().rounds());
                if (why.isPresent()) {
                    throw new IllegalArgumentException("cannot resume run " + runId + ": " + why.get()
                            + "; nothing was run");
                }
            }
        } catch (IllegalArgumentException e) {
            throw new Refused(e.getMessage());
        }
        schedule = Interleaving.schedule(rows.size(), rounds, seed);
    }

    /** What will run, how long it takes, what it replaces and where a cut-short run can go on. */
    private void announce() throws IOException {
        int firstRound = key.firstRound();
        // a resumed run's checkpoint, or a continued run's committed rounds
        int doneRounds = resumed.map(Checkpoint::rounds).orElse(firstRound);
        if (resumed.isPresent()) {
            int dropped = BenchmarkRunner.dropForkInfo(FORKS, runId, resumed.get().forkInfoFiles());
            System.out.println("poolbench: resuming run " + runId + ": " + doneRounds + " of "
                    + Numbers.count(rounds, "round") + " done, the last fork at "
                    + resumed.get().log().get(resumed.get().log().size() - 1).start()
                    + (dropped > 0 ? "; the forks of the round that was cut short run again" : ""));
        } else if (continued.isPresent()) {
            String last = continued.get().commit();
            String since = Continuation.newestInHistory(runId, continued.get().commits(), Continuation::inHistory);
            System.out.println("poolbench: continuing run " + runId + " from its committed results in "
                    + plan.resultsDir() + ": " + firstRound + " of " + Numbers.count(rounds, "round")
                    + " done (commit " + last + (last.equals(since) ? "" : ", not in this clone's history; measured"
                    + " code compared with the run's earlier commit " + since) + "), rounds " + (firstRound + 1) + "-"
                    + rounds + " run now in the run's seeded order; the new forks are appended to those files");
        }
        List<Interleaving.Slot> toRun = schedule.subList(doneRounds * rows.size(), schedule.size());
        double estimate = toRun.stream().mapToDouble(slot -> rows.get(slot.row()).estimate()).sum();
        String suitesOnJdks = String.join(", ", plan.suites().stream().map(su -> su.stem() + " on JDK "
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
            Continuation.Machine here = Continuation.Machine.here();
            List<String> elsewhere = Continuation.measuredElsewhere(COMMITTED_RESULTS, plan.suites().stream()
                    .flatMap(su -> jvmsBySuite.get(su).stream().map(j -> su.environmentFileName(j.major())))
                    .toList(), here);
            if (!elsewhere.isEmpty()) {
                System.out.println("poolbench: the committed results its verdicts will be compared with were measured"
                        + " on another machine: " + String.join("; ", elsewhere) + ". This machine is "
                        + here.describe() + ": ratios can differ between machines, so a verdict that changes may be"
                        + " the machine's");
            }
        }
        work = Files.createDirectories(Checkpoint.folder(runId));
        if (!noiseCheck) { // a check is not resumed: cut short, it is run again
            System.out.println("poolbench: each completed round is saved in " + work + "; -Dpoolbench.resume=" + runId
                    + " goes on from the last one if this run is cut short, or adds rounds with a larger"
                    + " -Dpoolbench.rounds");
        }
    }

    /**
     * Pre-registers the run in the run store before its first fork: its plan, machine and the
     * fingerprint of the code it measures ({@link RunStore#register}).
     */
    private void register() throws IOException {
        Manifest manifest = new Manifest(Manifest.FORMAT, runId, java.time.Instant.now().toString(), true,
                git.commit(), git.dirty(), Manifest.Machine.here(), Suite.stems(plan.suites()),
                jvms.stream().map(Manifest.Jvm::of).distinct().toList(), rows.stream().map(InterleavedRun.Row::label)
                .toList(), rounds, seed, plan.full(), Arrays.asList(args), RunStore.measuredCodeNow(),
                RunStore.classPathNow(), null);
        Path file = RunStore.register(plan.resultsDir(), manifest);
        System.out.println("poolbench: the plan of run " + runId + " is registered in " + file
                + " before its first fork");
    }

    /** Records in the run store that the run completed, and the files it wrote. */
    private void complete(List<Path> written) throws IOException {
        RunStore.complete(plan.resultsDir(), runId, new RunStore.Outcome(java.time.Instant.now().toString(),
                written.stream().map(p -> plan.resultsDir().relativize(p).toString().replace('\\', '/')).toList()));
    }

    /** Runs the rounds still to run, saving a checkpoint and printing a noise line after each. */
    private Map<InterleavedRun.Row, List<BenchmarkResult>> runRounds() throws Exception {
        InterleavedRun.ForkRunner forkRunner = (row, round) -> {
            // JMH's own output of each fork goes to a log under target/, kept for a failing fork
            Path log = work.resolve(String.format(Locale.ROOT, "round%02d-%s.log", round + 1,
                    row.label().replaceAll("[^A-Za-z0-9=.-]+", "_")));
            Options o = InterleavedRun.forkOptions(BenchmarkRunner.options(cli, row.suite(), row.jvm(),
                    work.resolve("fork.json"), BenchmarkRunner.forkInfoDir(runId, row.suite(), row.jvm()), fullMatrix),
                    row, cli, log);
            try {
                Collection<RunResult> r = new Runner(o).run();
                return r.isEmpty() ? null : r.iterator().next();
            } catch (RunnerException e) {
                throw new RunnerException("the fork of " + row.label() + " in round " + (round + 1) + " failed, so"
                        + " nothing was written; its JMH output: " + log, e);
            }
        };
        // a continuation's noise line reads the committed rounds too, so it speaks from its first round on
        Map<InterleavedRun.Row, List<Double>> committedScores = new LinkedHashMap<>();
        try {
            continued.ifPresent(c -> committedScores.putAll(c.forkScores(rows)));
        } catch (RuntimeException e) { // a progress line never stops a run
            System.out.println("poolbench: the noise lines read only this sitting's rounds: " + e.getMessage());
        }
        InterleavedRun.RoundListener save = (done, soFar, log) -> {
            new Checkpoint(key, done, rows.stream().map(soFar::get).toList(), log,
                    BenchmarkRunner.forkInfoFiles(FORKS, runId)).write(work);
            Map<InterleavedRun.Row, List<Double>> scores = new LinkedHashMap<>();
            soFar.forEach((row, forks) -> {
                List<Double> all = new ArrayList<>(committedScores.getOrDefault(row, List.of()));
                forks.forEach(f -> all.add(f.getPrimaryResult().getScore()));
                scores.put(row, all);
            });
            try {
                if (!noiseCheck) { // a check says it once, at its end, with what it means for a full run
                    NoiseGauge.line(rows, scores, rounds).ifPresent(System.out::println);
                }
            } catch (RuntimeException e) { // a progress line never stops a run
                System.out.println("poolbench: no noise line after round " + done + ": " + e);
            }
            if (stopIfTooNoisy && !noiseCheck && done < rounds) {
                Optional<NoiseGauge.TooNoisy> tooNoisy = NoiseGauge.tooNoisy(rows, scores, rounds);
                if (tooNoisy.isPresent()) {
                    throw new BenchmarkRunner.StoppedForNoise(BenchmarkRunner.stopMessage(tooNoisy.get(), done, rounds,
                            runId, work));
                }
            }
        };
        return InterleavedRun.runAll(rows, schedule.subList(key.firstRound() * rows.size(), schedule.size()),
                resumed.map(Checkpoint::forks).orElse(List.of()), forkRunner, System.out, forkLog(), save);
    }

    /** The log of every fork's start, carried over from a resumed run; the runner appends to it. */
    private List<Environment.Fork> forkLog() {
        if (forkLog == null) {
            forkLog = new ArrayList<>(resumed.map(Checkpoint::log).orElse(List.of()));
        }
        return forkLog;
    }

    /** A noise check's answer: per suite, how many rounds an A/A needs at this noise. */
    private void sayWhatTheNoiseMeans(Map<InterleavedRun.Row, List<BenchmarkResult>> perRow) {
        Map<InterleavedRun.Row, List<Double>> scores = new LinkedHashMap<>();
        perRow.forEach((row, forks) -> scores.put(row,
                forks.stream().map(f -> f.getPrimaryResult().getScore()).toList()));
        List<String> answer = NoiseGauge.check(rows, scores, secondsPerRound, defaultRounds);
        if (answer.isEmpty()) {
            // fewer than FIRST_ROUND rounds were refused before the first fork
            System.out.println("poolbench: a noise check reads the A/A pairs' scores, and no pair had a positive"
                    + " score in each of its " + Numbers.count(rounds, "round") + "; it has nothing to say");
        }
        answer.forEach(System.out::println);
        BenchmarkRunner.otherSettings(cli).ifPresent(System.out::println);
    }

    /** Per suite and JVM, the merged JMH JSON and its environment file, appended to a continued run's; returns the files. */
    private List<Path> write(Map<InterleavedRun.Row, List<BenchmarkResult>> perRow) throws IOException {
        List<Path> written = new ArrayList<>();
        for (Suite suite : plan.suites()) {
            for (JvmInfo jvm : jvmsBySuite.get(suite)) {
                Map<InterleavedRun.Row, List<BenchmarkResult>> mine = new LinkedHashMap<>();
                perRow.forEach((row, forks) -> {
                    if (row.suite() == suite && row.jvm().equals(jvm)) {
                        mine.put(row, forks);
                    }
                });
                String prefix = suite.stem() + " jdk" + jvm.major() + " ";
                Path target = plan.resultsDir().resolve(suite.resultFileName(jvm.major()));
                String merged = InterleavedRun.mergeJson(mine, work);
                Environment env = Environment.capture(runId, suite, jvm, git, BenchmarkRunner.recordedArgs(
                                Arrays.asList(args), suite, fullMatrix),
                        BenchmarkRunner.forkSettings(BenchmarkRunner.forkInfoDir(runId, suite, jvm)), rounds, seed,
                        forkLog().stream().filter(f -> f.row().startsWith(prefix)).toList());
                if (continued.isPresent()) {
                    Continuation.Part earlier = continued.get().parts().get(suite.resultFileName(jvm.major()));
                    merged = JmhJson.append(earlier.json(), merged, suite.resultFileName(jvm.major()));
                    env = Continuation.combine(earlier.environment(), env);
                }
                InterleavedRun.writeAtomically(target, merged);
                InterleavedRun.writeAtomically(plan.resultsDir().resolve(suite.environmentFileName(jvm.major())),
                        new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(env) + "\n");
                System.out.println("poolbench: wrote " + target + " (" + Numbers.count(mine.size(), "row") + " x "
                        + Numbers.count(rounds, "fork") + ")");
                written.add(target);
                written.add(plan.resultsDir().resolve(suite.environmentFileName(jvm.major())));
            }
        }
        return written;
    }
}
