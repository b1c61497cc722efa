package io.github.poolbench.runner;

import io.github.poolbench.runs.JvmInfo;
import io.github.poolbench.runs.Environment;
import io.github.poolbench.runs.Suite;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs a plan as interleaved rounds: every row (benchmark x mode x parameters x JDK) is one
 * fork per round, each round in a fresh random order ({@link Interleaving}); every JDK's rows
 * share the rounds, so ratios across JDKs are as drift-free as ratios within one. JMH stays the
 * engine: each fork is one {@link Runner} run of exactly one row with {@code -f 1}. At the end
 * the forks of each suite and JDK are merged into one JMH-format JSON file (one
 * {@code rawData} array per fork, in round order, {@code forks} = the number of rounds) that
 * JMH's own tools still read; nothing is written to the results folder before every fork has
 * run, so an interrupted run leaves the previous results untouched and no temporary file behind.
 */
final class InterleavedRun {

    /**
     * Seconds a fork takes beyond its iterations (JVM start, class loading, profilers), for the estimate: in the
     * committed strings and overhead runs (2 cores, 2600 MHz; each fork's seconds in the environment files) a fork took
     * 0.48-0.72 s more than its iterations (median per suite and JDK), so 0.7; it was 1.5, which estimated an overhead
     * run at 2h23m whose forks then ran at the pace of 2h04m.
     */
    static final double FORK_OVERHEAD_SEC = 0.7;

    /**
     * One row of the run.
     *
     * @param suite     the suite it belongs to
     * @param jvm       the JVM it forks onto
     * @param benchmark the fully qualified benchmark method
     * @param mode      the JMH mode
     * @param params    one value per parameter
     * @param estimate  estimated seconds per fork
     */
    record Row(Suite suite, JvmInfo jvm, String benchmark, Mode mode, Map<String, String> params, double estimate) {
        /** @return e.g. {@code strings jdk17 sizedBuilder avgt length=32} */
        String label() {
            StringBuilder s = new StringBuilder(suite.stem()).append(" jdk").append(jvm.major()).append(' ')
                    .append(benchmark.substring(benchmark.lastIndexOf('.') + 1)).append(' ').append(mode.shortLabel());
            params.forEach((k, v) -> s.append(' ').append(k).append('=').append(v));
            return s.toString();
        }
    }

    private InterleavedRun() {
    }

    /**
     * The rows of one suite on one JVM, in benchmark-list order, parameter combinations in the
     * order JMH lists their values.
     *
     * @param suite      the suite
     * @param jvm        the JVM
     * @param entries    the suite's selected benchmarks
     * @param cli        the user's command line ({@code -p}, {@code -bm}, iteration settings)
     * @param fullMatrix whether the suite's full matrix was asked for (without it, the methods
     *                   of {@link Suite#fullMatrixOnlyRegex()} give no rows)
     * @return the rows
     */
    static List<Row> rows(Suite suite, JvmInfo jvm, List<BenchmarkListEntry> entries, CommandLineOptions cli,
                          boolean fullMatrix) {
        List<Row> rows = new ArrayList<>();
        java.util.Optional<java.util.regex.Pattern> fullOnly = fullMatrix ? java.util.Optional.empty()
                : suite.fullMatrixOnlyRegex().map(java.util.regex.Pattern::compile);
        for (BenchmarkListEntry e : entries) {
            if (!suite.measures(e.getUsername())) {
                continue; // a method of the class that this JVM variant of it does not run
            }
            if (fullOnly.isPresent() && fullOnly.get().matcher(e.getUsername()).find()) {
                continue; // a method of the full matrix only: its fork would exclude it
            }
            Map<String, List<String>> values = new TreeMap<>();
            e.getParams().orElse(Map.of()).forEach((name, vals) -> {
                if (cli.getParameter(name).hasValue()) {
                    values.put(name, List.copyOf(cli.getParameter(name).get()));
                } else if (fullMatrix && suite.fullMatrixParams().containsKey(name)) {
                    values.put(name, List.of(suite.fullMatrixParams().get(name)));
                } else {
                    values.put(name, suite.paramValues(name, List.of(vals))); // a JVM variant may run fewer
                }
            });
            List<Mode> modes = cli.getBenchModes().isEmpty() ? List.of(e.getMode()) : List.copyOf(cli.getBenchModes());
            for (Mode mode : modes) {
                for (Map<String, String> combo : combinations(values)) {
                    rows.add(new Row(suite, jvm, e.getUsername(), mode, combo, estimate(e, cli, mode)));
                }
            }
        }
        return rows;
    }

    /** Every combination of one value per name, the first name varying slowest. */
    static List<Map<String, String>> combinations(Map<String, List<String>> values) {
        List<Map<String, String>> out = new ArrayList<>();
        out.add(new LinkedHashMap<>());
        for (Map.Entry<String, List<String>> p : values.entrySet()) {
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> partial : out) {
                for (String v : p.getValue()) {
                    Map<String, String> m = new LinkedHashMap<>(partial);
                    m.put(p.getKey(), v);
                    next.add(m);
                }
            }
            out = next;
        }
        List<Map<String, String>> frozen = new ArrayList<>();
        out.forEach(m -> frozen.add(java.util.Collections.unmodifiableMap(m)));
        return List.copyOf(frozen);
    }

    /** Estimated seconds of one fork: its iterations (the command line's, else the annotation's, else JMH's defaults). */
    static double estimate(BenchmarkListEntry e, CommandLineOptions cli, Mode mode) {
        int wi = cli.getWarmupIterations().orElse(e.getWarmupIterations().orElse(5));
        int mi = cli.getMeasurementIterations().orElse(e.getMeasurementIterations().orElse(5));
        if (mode == Mode.SingleShotTime) {
            return FORK_OVERHEAD_SEC + 0.1 * (wi + mi);
        }
        double wt = seconds(cli.getWarmupTime().orElse(e.getWarmupTime().orElse(TimeValue.seconds(10))));
        double mt = seconds(cli.getMeasurementTime().orElse(e.getMeasurementTime().orElse(TimeValue.seconds(10))));
        return FORK_OVERHEAD_SEC + wi * wt + mi * mt;
    }

    private static double seconds(TimeValue t) {
        return t.convertTo(TimeUnit.MILLISECONDS) / 1000.0;
    }

    /**
     * The rounds of a run: {@code -Dpoolbench.rounds}, else JMH's {@code -f}, else the largest
     * {@code @Fork} value of the selected benchmarks (5 where none says).
     *
     * @param property the {@code poolbench.rounds} property, or empty
     * @param cli      the command line
     * @param entries  the selected benchmarks
     * @return rounds, {@code >= 1}
     * @throws IllegalArgumentException if the property is not a whole number of at least 1
     */
    static int rounds(String property, CommandLineOptions cli, Collection<BenchmarkListEntry> entries) {
        if (!property.isBlank()) {
            int r;
            try {
                r = Integer.parseInt(property.trim());
            } catch (NumberFormatException ex) {
                throw new IllegalArgumentException("-Dpoolbench.rounds must be a whole number >= 1, was '"
                        + property.trim() + "'");
            }
            if (r < 1) {
                throw new IllegalArgumentException("-Dpoolbench.rounds must be >= 1, was " + r);
            }
            return r;
        }
        if (cli.getForkCount().hasValue()) {
            return Math.max(1, cli.getForkCount().get());
        }
        return entries.stream().mapToInt(e -> e.getForks().orElse(5)).max().orElse(5);
    }

    /** Runs the forks of one row for one round. */
    @FunctionalInterface
    interface ForkRunner {
        /**
         * @param row   the row
         * @param round 0-based round
         * @return the fork's result (one {@link BenchmarkResult})
         * @throws RunnerException if JMH fails
         */
        RunResult run(Row row, int round) throws RunnerException;
    }

    /**
     * The JMH options of one fork of one row: the suite's options with everything but this
     * benchmark excluded, its mode and parameter values fixed, one fork, no warmup forks, a
     * failing benchmark stopping the run, and JMH's own output written to {@code log}.
     */
    static Options forkOptions(Options suiteOptions, Row row, CommandLineOptions cli, Path log) {
        OptionsBuilder o = new OptionsBuilder();
        o.parent(suiteOptions);
        String quoted = Pattern.quote(row.benchmark());
        o.include("^" + quoted + "$");
        o.exclude("^(?!" + quoted + "$)"); // the parent's includes are added to ours: exclude all the rest
        o.mode(row.mode());
        row.params().forEach(o::param);
        o.forks(1).warmupForks(0).shouldFailOnError(true);
        o.verbosity(cli.verbosity().orElse(VerboseMode.NORMAL));
        o.output(log.toString());
        return o.build();
    }

    /** Told after each completed round, e.g. to save the sitting in the run store. */
    @FunctionalInterface
    interface RoundListener {
        /**
         * @param rounds rounds of the run completed so far (those of earlier sittings included)
         * @param forks  the forks of each row this sitting, in round order
         * @param log    every fork this sitting, in run order
         * @throws IOException if what it writes cannot be written; the run stops
         */
        void roundCompleted(int rounds, Map<Row, List<BenchmarkResult>> forks, List<Environment.Fork> log)
                throws IOException;
    }

    /**
     * Runs whole rounds of the schedule, printing one progress line per fork with the time to
     * go, and telling {@code listener} after each round.
     *
     * @param rows     the rows
     * @param schedule every slot of the run ({@link Interleaving#schedule})
     * @param first    how many slots of it earlier sittings ran: whole rounds
     * @param runner   runs one fork
     * @param out      where progress goes
     * @param forks    filled with one record per fork run, in run order
     * @param listener told after each completed round
     * @return the forks of each row, in round order
     * @throws RunnerException if a fork fails; nothing is written then
     * @throws IOException if the listener fails
     */
    static Map<Row, List<BenchmarkResult>> runAll(List<Row> rows, List<Interleaving.Slot> schedule, int first,
                                                  ForkRunner runner, java.io.PrintStream out,
                                                  List<Environment.Fork> forks, RoundListener listener)
            throws RunnerException, IOException {
        Map<Row, List<BenchmarkResult>> results = new LinkedHashMap<>();
        rows.forEach(r -> results.put(r, new ArrayList<>()));
        List<Double> estimates = schedule.subList(first, schedule.size()).stream()
                .map(s -> rows.get(s.row()).estimate()).toList();
        long t0 = System.nanoTime();
        int rounds = schedule.isEmpty() ? 0 : schedule.get(schedule.size() - 1).round() + 1;
        for (int i = first; i < schedule.size(); i++) {
            Interleaving.Slot slot = schedule.get(i);
            Row row = rows.get(slot.row());
            Instant start = Instant.now();
            long f0 = System.nanoTime();
            RunResult result = runner.run(row, slot.round());
            double took = (System.nanoTime() - f0) / 1e9;
            Collection<BenchmarkResult> forkResults = result == null ? List.of() : result.getBenchmarkResults();
            if (forkResults.size() != 1) {
                throw new RunnerException("fork of " + row.label() + " in round " + (slot.round() + 1) + " gave "
                        + forkResults.size() + " results, not 1");
            }
            BenchmarkResult fork = forkResults.iterator().next();
            results.get(row).add(fork);
            forks.add(new Environment.Fork(row.label(), slot.round(), slot.position(), start.toString(), took));
            double elapsed = (System.nanoTime() - t0) / 1e9;
            out.printf(Locale.ROOT, "poolbench: [%d/%d, round %d/%d] %s: %.4g %s | elapsed %s, to go ~%s%n", i + 1,
                    schedule.size(), slot.round() + 1, rounds, row.label(), fork.getPrimaryResult().getScore(),
                    fork.getScoreUnit(), duration(elapsed), duration(Interleaving.secondsToGo(estimates, i + 1 - first,
                            elapsed)));
            if (i + 1 == schedule.size() || schedule.get(i + 1).round() != slot.round()) {
                listener.roundCompleted(slot.round() + 1, results, forks);
            }
        }
        return results;
    }

    /** E.g. {@code 1h02m}, {@code 4m10s}, {@code 12s}. */
    static String duration(double seconds) {
        Duration d = Duration.ofSeconds(Math.round(seconds));
        if (d.toHours() > 0) {
            return String.format(Locale.ROOT, "%dh%02dm", d.toHours(), d.toMinutesPart());
        }
        if (d.toMinutes() > 0) {
            return String.format(Locale.ROOT, "%dm%02ds", d.toMinutes(), d.toSecondsPart());
        }
        return d.getSeconds() + "s";
    }

    /**
     * Writes {@code content} to {@code target} through a sibling temporary file and an atomic
     * move; the temporary file is removed whatever happens.
     */
    static void writeAtomically(Path target, String content) throws IOException {
        writeAtomically(target, out -> out.write(content.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    }

    /** Writes a file's content to the stream it is given (which it may close). */
    @FunctionalInterface
    interface Content {
        /**
         * @param out the temporary file's stream
         * @throws IOException if writing fails
         */
        void writeTo(java.io.OutputStream out) throws IOException;
    }

    /**
     * {@link #writeAtomically(Path, String)} for content streamed to the file as it is made,
     * never held whole in memory.
     */
    static void writeAtomically(Path target, Content content) throws IOException {
        Path tmp = target.resolveSibling("." + target.getFileName() + ".tmp");
        try {
            try (java.io.OutputStream out = Files.newOutputStream(tmp)) {
                content.writeTo(out);
            }
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
