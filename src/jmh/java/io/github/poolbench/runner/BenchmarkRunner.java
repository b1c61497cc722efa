package io.github.poolbench.runner;

import io.github.poolbench.runs.Environment;
import io.github.poolbench.runs.JvmInfo;
import io.github.poolbench.runs.RunStore;
import io.github.poolbench.runs.Suite;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.profile.Profiler;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.ProfilerConfig;

/**
 * Entry point of {@code mvn -Pjmh}: runs the selected {@link Suite}s on the selected JVMs as
 * interleaved rounds ({@link InterleavedRun}, {@link Interleaving}), writes
 * {@code <suite>-jdk<major>.json} (JMH JSON, one {@code rawData} array per fork in round order)
 * and {@code .env.json} beside it, then the report.
 *
 * <ul>
 *   <li>Arguments are JMH's own command line ({@code -Djmh.args="StringBuilding -f 1 -i 3"}).
 *       Without a benchmark pattern the suites named by {@code -Dpoolbench.suites} run
 *       (comma-separated stems, or {@code all}: every experiment; default {@code strings}); with one, the
 *       pattern picks benchmarks of those suites only (default: of every experiment). A JVM variant
 *       ({@code strings-g1}, {@code strings-zgc}, {@code strings-parallel}, {@code strings-coh}, and
 *       likewise {@code overhead-*}, {@code gcpressure-*} and {@code messages-*}: {@link Suite#variantOf()})
 *       runs only where named, on the JDKs its configuration exists on, its forks'
 *       {@code @Fork(jvmArgsAppend)} rewritten by {@link Suite#forkArgs}.</li>
 *   <li>{@code -Dpoolbench.matrix=full}: suites with a reduced default matrix (the object-pool
 *       shoot-out) run their full one instead; {@code reduced} (the default) runs the reduced.</li>
 *   <li>{@code -Djmh.jvms}: comma-separated {@code bin/java} paths to fork onto (JMH's
 *       {@code -jvm}); empty means the JDKs the committed results cover ({@link Jdks}), found in
 *       the system JVM directory or as the JVM running this class; a covered JDK not installed
 *       is named and the run goes to {@link #SUBSET_RESULTS}.</li>
 *   <li>{@code -Dpoolbench.jdks}: feature releases to fork onto, e.g. {@code 17,21,25}, found
 *       among the installed JDKs (the system JVM directory and {@link Jdks#userCache()}, where
 *       {@code mvn -Pjdk21} ({@link JdkInstaller}) puts JDK 21); {@code -Djmh.jvms} wins over it.</li>
 *   <li>{@code -Dpoolbench.rounds}: rounds (default: JMH's {@code -f}, else the benchmarks'
 *       {@code @Fork}); {@code -Dpoolbench.seed}: the order's seed (default: a fresh one, recorded).</li>
 *   <li>{@code -Dpoolbench.resume=<run id>}: go on with a run cut short from its last completed
 *       round, or add rounds to a finished one with a larger {@code -Dpoolbench.rounds}, here or
 *       on a fresh clone (the run store, {@link RunStore}, saves every round). Only the same rows,
 *       JMH arguments, JVMs and measured code on the same kind of machine resume
 *       ({@link #cannotResume}); anything else is an error before any fork.</li>
 *   <li><b>Committed results are replaced only by a full run</b>: every selected suite's whole
 *       default matrix, no JMH option at all. Any narrower or different run (a method filter,
 *       {@code -p}, {@code -f}, {@code -i}, {@code -wi}, {@code -r}, {@code -w}, ...) writes to
 *       {@code target/poolbench-results/} and says so, unless {@code -Dpoolbench.replaceResults=true}.
 *       A {@code -p} name that no selected benchmark has is an error before anything runs.</li>
 *   <li>Every file of one invocation carries the same run id; the report compares JDKs only
 *       between files of one run.</li>
 *   <li>{@code -prof gc} is added unless named, and {@link ForkInfoProfiler} always, so each
 *       environment file says which collectors, heap and arguments the forks really had.
 *       {@code --sun-misc-unsafe-memory-access=allow} is prepended on JDK 23+ only.</li>
 *   <li>Nothing is written to the results folder before every fork of the plan has run; each
 *       file then goes through a temporary sibling and an atomic move, so a failed or
 *       interrupted run leaves the previous results untouched and no temporary file behind.</li>
 *   <li>After a full run, the verdicts of its suites are printed against the committed
 *       {@code results/claims.csv} as it was before the run ({@link ClaimsDiff}): which changed,
 *       which flipped between holds and does not hold.</li>
 *   <li>{@code -Dpoolbench.noise=true} ({@code mvn -Pnoise}): a noise check. Of every selected suite only its A/A
 *       pairs run ({@link NoiseCheck#pairs}), {@value NoiseCheck#MIN_ROUNDS} rounds unless
 *       {@code -Dpoolbench.rounds} says more (fewer are refused before any fork); it writes no results and no
 *       report, and ends with one line per suite ({@link NoiseCheck#check}): the A/A spread per JDK with its 95%
 *       interval, the rounds an A/A needs at it, and what a full run of the suite with that many rounds would take
 *       on this machine. A suite's own pairs, not another's: code of another length and speed need not spread
 *       alike.</li>
 * </ul>
 * Measurement only: the report ({@link Report}) does the formatting and the comparison.
 */
public final class BenchmarkRunner {

    /** Silences JMH 1.37's {@code sun.misc.Unsafe} warning; JDK 23+ only (older JDKs reject it). */
    static final String UNSAFE_FLAG = "--sun-misc-unsafe-memory-access=allow";

    /** Where narrower runs write, so the committed results stay as they are. */
    static final Path SUBSET_RESULTS = Path.of("target", "poolbench-results");

    private BenchmarkRunner() {
    }

    /**
     * What to run and where its results go, decided before anything runs.
     *
     * @param suites     the suites to run, in {@link Suite} order
     * @param resultsDir where the result files go
     * @param full       whether this is a full run of every selected suite's default matrix
     * @param why        for a narrower run, what makes it narrower (for the message)
     * @param selected   the benchmarks of each suite that run
     */
    record Plan(List<Suite> suites, Path resultsDir, boolean full, String why,
                Map<Suite, List<BenchmarkListEntry>> selected) {
    }

    /**
     * What a run wrote, for the report that follows it.
     *
     * @param resultsDir where the result files went ({@code results/} when they replace the committed ones)
     * @param full       whether it was a full run of every selected suite's default matrix
     * @param suites     the stems of the suites it ran, in {@link Suite} order
     */
    public record Measured(Path resultsDir, boolean full, List<String> suites) {
    }

    /**
     * Runs the benchmarks the arguments select; a failing fork ends the JVM with two lines (which
     * fork, where its log is; the benchmark's own error) and exit status 1, not a stack trace of
     * JMH's wrappers.
     *
     * @param args JMH command-line arguments
     * @return what was written; empty when nothing was (a noise check, a plan that runs nothing)
     * @throws Exception if the run fails other than in a fork; results already moved into place stay
     */
    public static Optional<Measured> measure(String[] args) throws Exception {
        try {
            return run(args);
        } catch (RunnerException e) {
            System.err.println("poolbench: " + e.getMessage());
            forkError(e).ifPresent(error -> System.err.println("poolbench: the benchmark's error: " + error));
            System.exit(1);
        }
        return Optional.empty();
    }

    /**
     * The first error under JMH's wrappers ({@code RunnerException}, {@code BenchmarkException}):
     * JMH keeps a benchmark's own exception as a suppressed one of its {@code BenchmarkException}.
     *
     * @param e what the run threw
     * @return that error as {@link Throwable#toString()} (class and message), empty if there is none
     */
    static Optional<String> forkError(Throwable e) {
        Deque<Throwable> todo = new ArrayDeque<>(List.of(e));
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        while (!todo.isEmpty()) {
            Throwable t = todo.poll();
            if (!seen.add(t)) {
                continue;
            }
            if (!t.getClass().getName().startsWith("org.openjdk.jmh.runner.")) {
                return Optional.of(t.toString());
            }
            if (t.getCause() != null) {
                todo.add(t.getCause());
            }
            todo.addAll(Arrays.asList(t.getSuppressed()));
        }
        return Optional.empty();
    }

    /**
     * @param args JMH command-line arguments
     * @throws Exception if a run fails; results already moved into place stay
     */
    private static Optional<Measured> run(String[] args) throws Exception {
        try {
            return Sitting.run(args);
        } catch (Sitting.Refused e) {
            fail(e.getMessage());
            return Optional.empty();
        }
    }

    private static void fail(String message) {
        System.err.println("poolbench: " + message);
        System.exit(2);
    }

    /** A run id: UTC time to the second and the commit, e.g. {@code 20261122T191500Z-f01f9e9}. */
    static String runId(Environment.GitState git) {
        String time = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC)
                .format(Instant.now());
        return time + "-" + git.commit().substring(0, Math.min(7, git.commit().length()));
    }

    /**
     * Decides what runs and where it goes, without running anything.
     *
     * @param cli        the parsed JMH command line
     * @param args       the raw arguments (for {@code -p} names and whether any option was given)
     * @param all        every benchmark JMH knows (its {@code BenchmarkList})
     * @param suitesProp {@code poolbench.suites}: comma-separated stems or {@code all}; empty
     *                   means {@code strings} without a benchmark pattern and every suite with
     *                   one; with a pattern, the pattern is matched in the named suites only
     * @param resultsDir where full runs go
     * @param replace    {@code poolbench.replaceResults}: narrower runs go to {@code resultsDir} too
     * @return the plan
     * @throws IllegalArgumentException if no benchmark matches, a suite name is unknown, a
     *         {@code -p} name belongs to no selected benchmark, or an option is one the runner sets
     *         itself ({@link #overridden})
     */
    static Plan plan(CommandLineOptions cli, String[] args, Collection<BenchmarkListEntry> all, String suitesProp,
                     Path resultsDir, boolean replace) {
        Map<Suite, List<BenchmarkListEntry>> bySuite = new LinkedHashMap<>();
        for (Suite s : Suite.values()) {
            bySuite.put(s, all.stream().filter(e -> s.measures(e.getUsername())).toList());
        }
        List<Suite> suites = new ArrayList<>();
        Map<Suite, List<BenchmarkListEntry>> selected = new LinkedHashMap<>();
        if (cli.getIncludes().isEmpty()) {
            for (Suite s : suitesOf(suitesProp)) {
                suites.add(s);
                selected.put(s, bySuite.get(s));
            }
        } else {
            List<Suite> named = suitesProp.isBlank() ? Suite.experiments() : suitesOf(suitesProp);
            List<Pattern> includes = cli.getIncludes().stream().map(Pattern::compile).toList();
            List<Pattern> excludes = cli.getExcludes().stream().map(Pattern::compile).toList();
            for (Suite s : named) {
                List<BenchmarkListEntry> matched = bySuite.get(s).stream()
                        .filter(e -> includes.stream().anyMatch(p -> p.matcher(e.getUsername()).find()))
                        .filter(e -> excludes.stream().noneMatch(p -> p.matcher(e.getUsername()).find()))
                        .toList();
                if (!matched.isEmpty()) {
                    suites.add(s);
                    selected.put(s, matched);
                }
            }
            if (suites.isEmpty()) {
                throw new IllegalArgumentException("no benchmark matches " + cli.getIncludes()
                        + (suitesProp.isBlank() ? "" : " in the suites of -Dpoolbench.suites=" + suitesProp.trim()
                        + " (" + String.join(", ", Suite.stems(named)) + ")"));
            }
        }
        List<String> overridden = overridden(cli);
        if (!overridden.isEmpty()) {
            throw new IllegalArgumentException("JMH options the runner sets itself: " + String.join("; ", overridden)
                    + "; drop them from -Djmh.args, nothing was run");
        }
        Set<String> known = new TreeSet<>();
        selected.values().forEach(list -> list.forEach(e -> e.getParams().orElse(Map.of()).keySet()
                .forEach(known::add)));
        for (String name : paramNames(args)) {
            if (!known.contains(name)) {
                throw new IllegalArgumentException("unknown parameter -p " + name + " for the selected benchmarks"
                        + " (their parameters: " + String.join(", ", known) + "); nothing was run");
            }
        }
        List<String> reasons = new ArrayList<>();
        List<String> options = Stream.of(args).filter(a -> a.startsWith("-")).toList();
        if (!options.isEmpty()) {
            reasons.add("JMH options " + options);
        }
        for (Suite s : suites) {
            if (selected.get(s).size() < bySuite.get(s).size()) {
                reasons.add("only " + selected.get(s).size() + " of the " + bySuite.get(s).size() + " benchmarks of "
                        + s.benchmarkClass().getSimpleName());
            }
        }
        boolean full = reasons.isEmpty();
        return new Plan(List.copyOf(suites), full || replace ? resultsDir : SUBSET_RESULTS, full,
                String.join("; ", reasons), Map.copyOf(selected));
    }

    /**
     * @param args JMH's command line
     * @return it parsed
     * @throws IllegalArgumentException with JMH's message if JMH cannot parse it (an unknown option, or
     *         an unknown {@code -bm}, which JMH 1.37 reports as an {@link IllegalStateException})
     */
    static CommandLineOptions parse(String... args) {
        try {
            return new CommandLineOptions(args);
        } catch (CommandLineOptionException | IllegalStateException e) {
            throw new IllegalArgumentException("bad JMH arguments: " + e.getMessage(), e);
        }
    }

    /**
     * The JMH options of a command line that the runner would override without a word, each with
     * what it does instead: {@code -jvm} (the JDKs come from {@code -Djmh.jvms} or
     * {@code -Dpoolbench.jdks}), {@code -rf} and {@code -rff} (it writes JMH JSON itself),
     * {@code -o} (each fork's output goes to its own log), {@code -wf} (rounds, not warmup forks),
     * {@code -foe false} (a failing fork always stops the run) and {@code -f 0} (in-process runs
     * give no real numbers; every round forks). {@code -f N} sets the rounds and {@code -foe true}
     * is what the runner does, so both pass.
     *
     * @param cli the parsed JMH command line
     * @return one phrase per such option, empty if none
     */
    static List<String> overridden(CommandLineOptions cli) {
        List<String> found = new ArrayList<>();
        if (cli.getJvm().hasValue()) {
            found.add("-jvm (the JDKs come from -Djmh.jvms=<bin/java>,... or -Dpoolbench.jdks=17,25)");
        }
        String json = " (it writes JMH JSON to <suite>-jdk<N>.json in results/ or target/poolbench-results/)";
        if (cli.getResultFormat().hasValue()) {
            found.add("-rf" + json);
        }
        if (cli.getResult().hasValue()) {
            found.add("-rff" + json);
        }
        if (cli.getOutput().hasValue()) {
            found.add("-o (each fork's JMH output goes to its own log in target/poolbench-work/<run id>/)");
        }
        if (cli.getWarmupForkCount().hasValue()) {
            found.add("-wf (every fork is measured; rounds, not warmup forks, spread the machine's drift)");
        }
        if (cli.shouldFailOnError().hasValue() && !cli.shouldFailOnError().get()) {
            found.add("-foe false (a failing fork always stops the run; its log is kept)");
        }
        if (cli.getForkCount().hasValue() && cli.getForkCount().get() == 0) {
            found.add("-f 0 (a run in this JVM gives no real numbers; every round forks once per row, and -f N or"
                    + " -Dpoolbench.rounds=N sets the rounds)");
        }
        return found;
    }

    /** The suites named by {@code poolbench.suites}. */
    static List<Suite> suitesOf(String property) {
        if (property.isBlank()) {
            return List.of(Suite.byDefault());
        }
        if (property.trim().equals("all")) {
            return Suite.experiments();
        }
        Set<Suite> suites = new LinkedHashSet<>();
        for (String stem : property.split(",")) {
            suites.add(Suite.ofStem(stem.trim()).orElseThrow(() -> new IllegalArgumentException(
                    "unknown suite '" + stem.trim() + "' in -Dpoolbench.suites (known: all, "
                            + String.join(", ", Suite.stems(List.of(Suite.values()))) + ")")));
        }
        return List.copyOf(suites);
    }

    /** The names given with {@code -p name=values} (JMH's form). */
    static SortedSet<String> paramNames(String[] args) {
        SortedSet<String> names = new TreeSet<>();
        for (int i = 0; i < args.length; i++) {
            String value = null;
            if (args[i].equals("-p") && i + 1 < args.length) {
                value = args[i + 1];
            } else if (args[i].startsWith("-p") && args[i].length() > 2 && args[i].contains("=")) {
                value = args[i].substring(2);
            }
            if (value != null && value.contains("=")) {
                names.add(value.substring(0, value.indexOf('=')).trim());
            }
        }
        return names;
    }

    /** Where the committed results live, relative to the project. */
    static final Path COMMITTED_RESULTS = Path.of("results");

    /** The JMH arguments to record, plus {@code -Dpoolbench.matrix=full} where a full matrix ran. */
    static List<String> recordedArgs(List<String> args, Suite suite, boolean fullMatrix) {
        if (suite.fullMatrixOnlyRegex().isPresent() && fullMatrix) {
            List<String> recorded = new ArrayList<>(args);
            recorded.add("-Dpoolbench.matrix=full");
            return recorded;
        }
        return args;
    }

    /** Where a noise check's results would go: it writes none (nor makes the folder), but its plan names one. */
    static final Path NOISE_RESULTS = Path.of("target", "poolbench-noise");

    /**
     * The JMH options of one suite on one JVM: the user's command line, narrowed to the suite,
     * with {@code -prof gc}, the suite's own profilers and {@link ForkInfoProfiler} added, the
     * JDK 23+ Unsafe flag prepended, JSON into {@code result}. A suite with a reduced default
     * matrix leaves out its full-matrix methods unless {@code fullMatrix}, and then runs its full
     * parameter values where the command line gives none.
     *
     * @param cli        the user's JMH command line
     * @param suite      the suite to run
     * @param jvm        the JVM to fork onto
     * @param result     the JSON file to write
     * @param forkInfo   the folder {@link ForkInfoProfiler} writes to
     * @param fullMatrix {@code -Dpoolbench.matrix=full} was given
     * @return the options
     */
    static Options options(CommandLineOptions cli, Suite suite, JvmInfo jvm, Path result, Path forkInfo,
                           boolean fullMatrix) {
        OptionsBuilder options = new OptionsBuilder();
        options.parent(cli);
        if (cli.getIncludes().isEmpty()) {
            options.include(suite.regex());
        }
        if (fullMatrix) {
            suite.fullMatrixParams().forEach((name, values) -> {
                if (cli.getParameter(name).hasValue()) {
                    return;
                }
                options.param(name, values);
            });
        } else {
            suite.fullMatrixOnlyRegex().ifPresent(options::exclude);
        }
        for (Suite other : Suite.experiments()) { // a variant shares its experiment's class
            if (other.benchmarkClass() != suite.benchmarkClass()) {
                options.exclude(other.regex());
            }
        }
        if (cli.getProfilers().stream().map(ProfilerConfig::getKlass)
                .noneMatch(k -> k.equals("gc") || k.equals(GCProfiler.class.getName()))) {
            options.addProfiler(GCProfiler.class);
        }
        for (Class<? extends Profiler> p : suite.profilers()) {
            if (cli.getProfilers().stream().noneMatch(c -> c.getKlass().equals(p.getName()))) {
                options.addProfiler(p);
            }
        }
        options.addProfiler(ForkInfoProfiler.class, "dir=" + forkInfo.toAbsolutePath());
        if (!cli.getJvmArgs().hasValue()) {
            options.jvmArgs(); // forks would otherwise inherit this JVM's arguments (-Djmh.jvms=...)
        }
        // Prepend, not append: an append option would replace the benchmarks' own
        // @Fork(jvmArgsAppend = ...) (their heap settings) instead of adding to it.
        List<String> prepend = new ArrayList<>(cli.getJvmArgsPrepend().orElse(List.of()));
        if (jvm.major() >= 23 && !prepend.contains(UNSAFE_FLAG)) {
            prepend.add(UNSAFE_FLAG);
        }
        if (!prepend.isEmpty()) {
            options.jvmArgsPrepend(prepend.toArray(String[]::new));
        }
        // A JVM variant's collector or header flag: its class's @Fork list rewritten, then the command line's own
        // -jvmArgsAppend (an OptionsBuilder's own list replaces its parent's)
        suite.forkArgs(jvm.major()).ifPresent(variant -> {
            List<String> append = new ArrayList<>(variant);
            append.addAll(cli.getJvmArgsAppend().orElse(List.of()));
            options.jvmArgsAppend(append.toArray(String[]::new));
        });
        return options.jvm(jvm.java()).resultFormat(ResultFormatType.JSON).result(result.toString()).build();
    }
}
