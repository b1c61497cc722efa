package io.github.poolbench.report;

import io.github.poolbench.claims.ClaimCatalog;
import io.github.poolbench.claims.ClaimResult;
import io.github.poolbench.text.Numbers;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Regenerates everything derived from the result files: per experiment ({@link SuiteReport})
 * a page {@code <stem>.md} with its conclusions, tables, charts and settings, a CSV and PNG
 * charts; {@code claims.csv}, every claim's verdict and effect per JDK; {@code decisions.csv}, per question of the
 * decision table and JDK the estimate pooled over every run and the decision it supports ({@link Decisions});
 * {@code runs.md}, every run
 * of the store and what the pages do with it ({@link RunsPage}); and the README's
 * generated {@code conclusions} section, every experiment's claims
 * with their verdicts. Runs at the end of {@code mvn -Pjmh}, or alone with {@code mvn -Preport}.
 * Never measures.
 *
 * <p>Arguments: {@code [resultsDir [readme]]}, default {@code results} and {@code README.md}.
 * Partial data (a suite, a JDK or a row missing) is reported as missing, never as an error. On
 * bad input (no result file at all, an empty, corrupt or foreign result file, README markers
 * missing or doubled) it prints the whole message after {@code poolbench report:}, exits with
 * status 1 and writes nothing: all output is computed before the first file is written.
 */
public final class Report {

    /** The file of the decision table's answers, in the results folder. */
    static final String DECISIONS_CSV = "decisions.csv";

    /** The experiments, in README order. */
    static final List<SuiteReport> SUITES = ExperimentPages.all();

    /**
     * Everything the report writes, and the judged claims its files were written from.
     *
     * @param text   text files (Markdown, CSV, README) and their content
     * @param binary binary files (PNG charts) and their bytes
     * @param claims every row of {@code claims.csv}, as typed records
     */
    public record Outputs(Map<Path, String> text, Map<Path, byte[]> binary, List<ClaimResult> claims) {
    }

    private Report() {
    }

    /** @param args {@code [resultsDir [readme]]} */
    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        Path results = Path.of(args.length > 0 ? args[0] : "results");
        Path readme = Path.of(args.length > 1 ? args[1] : "README.md");
        try {
            for (Path written : run(results, Optional.of(readme))) {
                System.out.println("poolbench report: wrote " + written);
            }
        } catch (ReportException e) {
            System.err.println("poolbench report: " + e.getMessage());
            System.exit(1);
        }
    }

    /**
     * Generates all outputs, then writes them.
     *
     * @param results the results directory
     * @param readme  the README to update
     * @return the files written
     * @throws ReportException on bad input or an I/O error
     */
    public static List<Path> run(Path results, Path readme) throws ReportException {
        return run(results, Optional.of(readme));
    }

    /**
     * Generates all outputs, then writes them; without a README only the pages, CSVs and charts.
     *
     * @param results the results directory
     * @param readme  the README to update, if any
     * @return the files written
     * @throws ReportException on bad input or an I/O error
     */
    public static List<Path> run(Path results, Optional<Path> readme) throws ReportException {
        return write(generate(results, readme.orElse(null)));
    }

    /**
     * Writes what {@link #generate} computed.
     *
     * @param outputs the outputs
     * @return the files written, the charts first
     * @throws ReportException on an I/O error
     */
    public static List<Path> write(Outputs outputs) throws ReportException {
        List<Path> written = new ArrayList<>();
        for (Map.Entry<Path, byte[]> out : outputs.binary().entrySet()) {
            write(out.getKey(), out.getValue());
            written.add(out.getKey());
        }
        for (Map.Entry<Path, String> out : outputs.text().entrySet()) {
            write(out.getKey(), out.getValue().getBytes(StandardCharsets.UTF_8));
            written.add(out.getKey());
        }
        return written;
    }

    /**
     * Computes every output without writing anything.
     *
     * @param results the results directory
     * @param readme  the README whose generated section is refreshed, or null for none
     * @return the outputs, in write order
     * @throws ReportException on bad input
     */
    public static Outputs generate(Path results, Path readme) throws ReportException {
        Results all = Results.load(results);
        if (all.isEmpty()) {
            throw new ReportException("no result file (<suite>-jdk<N>.json) in " + results + ": run mvn -Pjmh first");
        }
        Map<Path, String> text = new LinkedHashMap<>();
        Map<Path, byte[]> binary = new LinkedHashMap<>();
        Set<String> forests = new LinkedHashSet<>();
        Judged judged = new Judged(all);
        List<ClaimResult> everyMachine = ClaimsCsv.everyMachine(judged, SUITES);
        for (SuiteReport suite : SUITES) {
            List<ResultSet> sets = all.of(suite.suite());
            if (sets.isEmpty()) {
                continue;
            }
            Map<String, byte[]> charts = new LinkedHashMap<>();
            forest(suite, everyMachine).ifPresent(png -> {
                charts.put(forestFile(suite), png);
                forests.add(forestFile(suite));
            });
            charts.putAll(suite.charts(all));
            charts.forEach((name, png) -> binary.put(results.resolve(name), png));
            text.put(results.resolve(suite.suite().stem() + ".md"), page(suite, judged, charts.keySet(), everyMachine));
            text.put(results.resolve(suite.suite().stem() + ".csv"), CsvExport.csv(all.of(suite.suites())));
        }
        text.put(results.resolve("claims.csv"), ClaimResult.csv(everyMachine));
        text.put(results.resolve(DECISIONS_CSV), Decisions.csv(Decisions.rows(everyMachine,
                io.github.poolbench.claims.Answers.standard().decisions())));
        Optional<String> runsPage = RunsPage.page(all, everyMachine);
        text.put(results.resolve(ReadmePage.CLAIMS_PAGE), ReadmePage.claimsPage(judged, everyMachine, forests, runsPage.isPresent(),
                Answer.answer(everyMachine, io.github.poolbench.claims.Answers.standard(), ClaimCatalog.standard())
                        .replace("](results/", "]("))); // the templates link from the README
        runsPage.ifPresent(page -> text.put(results.resolve(RunsPage.PAGE), page));
        if (readme != null) {
            text.put(readme, ReadmePage.sections(ReadmeSections.read(readme), all, everyMachine,
                    readme.toAbsolutePath().getParent(), results));
        }
        return new Outputs(text, binary, List.copyOf(everyMachine));
    }

    /** @return the suite's caveat followed by a space, or "" */
    static String caveat(SuiteReport suite, Results all) {
        String caveat = suite.caveat(all);
        return caveat.isEmpty() ? "" : caveat + " ";
    }

    /**
     * The dated changes of this suite's claims, from the catalog: a threshold or wording changed
     * after data had been seen shows here beside the verdicts it affects, each change made on or
     * after the day the published run started marked so (its run id begins with that day).
     *
     * @param runIds the published run's ids (one per JDK file)
     * @return a Markdown section, or "" when no claim of the suite has changed
     */
    static String claimHistory(SuiteReport suite, List<String> runIds) {
        String runDay = runIds.stream().filter(id -> id.matches("\\d{8}T.*")).map(id -> id.substring(0, 4) + "-"
                + id.substring(4, 6) + "-" + id.substring(6, 8)).sorted().findFirst().orElse("");
        List<java.util.Map<String, Object>> changes = new ArrayList<>();
        for (ClaimCatalog.Entry e : ClaimCatalog.standard().entries(suite.suite())) {
            for (ClaimCatalog.Change c : e.history()) {
                int order = runDay.isEmpty() ? -1 : c.date().compareTo(runDay);
                changes.add(java.util.Map.of("id", e.id(), "date", c.date(), "change", c.change(), "after", order > 0,
                        "sameDay", order == 0, "runDay", runDay));
            }
        }
        return changes.isEmpty() ? "" : Templates.render("claim-history", java.util.Map.of("catalog",
                ClaimCatalog.standard().source(suite.suite().stem()), "changes", changes));
    }

    /** One experiment's page. */
    static String page(SuiteReport suite, Judged judged, Set<String> charts, List<ClaimResult> everyMachine) {
        Results all = judged.results();
        List<ResultSet> sets = all.of(suite.suite());
        String stem = suite.suite().stem();
        List<Claim> claims = suite.claims();
        String dataWarning = suite.dataWarning(all, path -> path);
        String caveat = suite.caveat(all);
        String answer = Answer.decisions(everyMachine, io.github.poolbench.claims.Answers.standard(),
                io.github.poolbench.runs.Suite.stems(suite.suites()));
        List<ResultSet> configurations = all.of(suite.suites()); // a JVM variant set's page: every configuration's rows
        return Templates.render("suite-page", new Page(suite.title(), stem, suite.question(),
                answer.isEmpty() ? null : answer, charts.contains(forestFile(suite)) ? forestFile(suite) : null,
                suite.suite().benchmarkClass().getSimpleName(),
                Conclusions.table(claims, judged, stem, jdks(sets), everyMachine, true),
                String.join("", java.util.stream.Stream.of(dataWarning, caveat).filter(s -> !s.isEmpty())
                        .map(s -> s + "\n\n").toList()), Conclusions.legend(),
                claimHistory(suite, sets.stream().map(ResultSet::runId).toList()),
                AcrossMachines.section(stem, everyMachine), suite.page(all), dataChecks(suite, configurations),
                !charts.isEmpty(), List.copyOf(charts), configurations.stream().map(Report::settings).toList(),
                ReadmePage.runNote(sets)));
    }

    /** What the template {@code suite-page} reads; {@code answer} and {@code answerChart} are null where there are none. */
    private record Page(String title, String stem, String question, String answer, String answerChart,
                        String benchmark, String conclusions, String notes, String legend, String history,
                        String across, String page, String checks, boolean hasCharts, List<String> charts,
                        List<String> settings, String runNote) {
    }

    /**
     * One line of a page's settings: the JDK and its configuration, JMH's settings from the JSON, and from the
     * environment file the collectors, the machine, the run and its sittings (template {@code settings}).
     */
    static String settings(ResultSet set) {
        java.util.TreeSet<Integer> threads = new java.util.TreeSet<>();
        set.results().forEach(r -> threads.add(r.threads()));
        return Templates.render("settings", new Settings(set.jdkVersion(), configuration(set),
                set.vmName() + " " + set.vmVersion(), set.jmhVersion(), set.results().get(0).mode(),
                Numbers.count(set.forks(), "fork"), set.warmup(), set.measurement(),
                String.join(" and ", threads.stream().map(String::valueOf).toList())
                        + (threads.equals(Set.of(1)) ? " thread" : " threads"),
                set.jvmArgs().isEmpty() ? null : String.join(" ", set.jvmArgs()),
                set.environment().map(env -> environment(env, set.machine().orElseThrow())).orElse(null)));
    }

    /** What the template {@code settings} reads; {@code jvmArgs} and {@code env} are null where there are none. */
    private record Settings(String version, String configuration, String vm, String jmh, String mode, String forks,
                            String warmup, String measurement, String threads, String jvmArgs, Env env) {
    }

    /**
     * The environment file's part of a settings line: {@code collectors} and {@code heap} null where the forks
     * reported none; each earlier sitting of a continued run, and the last one's rounds ({@code last}, null for a
     * run of one sitting).
     */
    private record Env(String machine, String os, String runId, String finished, String commit, boolean dirty,
                       String jvm, String collectors, String heap, List<Sitting> earlier, Rounds last) {
    }

    /** An earlier sitting: its rounds {@code from}-{@code to}, on a machine at a commit. */
    private record Sitting(boolean first, int from, int to, String machine, String finished, String commit) {
    }

    /** The last sitting's rounds {@code from}-{@code to}. */
    private record Rounds(int from, int to) {
    }

    /** @param named the machine as the page names it ({@link ResultSet#machine}) */
    private static Env environment(io.github.poolbench.runs.Environment env, String named) {
        String machine = Numbers.machine(env.cpuModel(), env.cpuMhz(), env.cores());
        boolean forks = env.forkSettings() != null && !env.forkSettings().isEmpty();
        List<Sitting> earlier = new ArrayList<>();
        int from = 1;
        for (io.github.poolbench.runs.Environment.Sitting s : env.earlierSittings()) {
            String other = Numbers.machine(s.cpuModel(), s.cpuMhz(), s.cores());
            earlier.add(new Sitting(from == 1, from, s.rounds(), other.equals(machine) ? "the same machine" : other,
                    prefix(s.date(), 10), prefix(s.gitCommit(), 10)));
            from = s.rounds() + 1;
        }
        return new Env(named, env.os(), env.runId(), prefix(env.date(), 10), prefix(env.gitCommit(), 10),
                env.gitDirty(), env.jvm().vendor() + " " + env.jvm().runtimeVersion(), forks ? env.collectors() : null,
                forks ? String.join(" / ", env.forkSettings().stream()
                        .map(f -> Numbers.bytes(f.heapMaxBytes() / 1_048_576.0) + " MiB").distinct().toList()) : null,
                earlier, from > 1 ? new Rounds(from, env.rounds()) : null);
    }

    private static String prefix(String s, int length) {
        return s.substring(0, Math.min(length, s.length()));
    }

    /**
     * Lists the bimodal rows and the rows still settling during measurement, each row read on the
     * metric {@link SuiteReport#checkedMetric} names for it (its primary score by default) and on
     * those {@link SuiteReport#alsoCheckedMetrics} adds; a row counts once, on whichever metric.
     */
    static String dataChecks(SuiteReport suite, List<ResultSet> sets) {
        java.util.function.Function<BenchmarkResult, List<Map.Entry<String, BenchmarkResult>>> views = r -> views(suite, r);
        Map<String, java.util.Set<String>> onMetric = new java.util.TreeMap<>();
        Map<String, java.util.Set<String>> alsoOn = new java.util.TreeMap<>();
        sets.forEach(s -> s.results().forEach(r -> {
            suite.checkedMetric(r).ifPresent(
                    m -> onMetric.computeIfAbsent(m, k -> new java.util.TreeSet<>()).add(r.method()));
            List<String> also = suite.alsoCheckedMetrics(r);
            if (!also.isEmpty()) {
                alsoOn.computeIfAbsent(String.join("`, `", also), k -> new java.util.TreeSet<>()).add(r.method());
            }
        }));
        java.util.function.Function<java.util.Set<String>, String> methods =
                m -> String.join(", ", m.stream().map(x -> "`" + x + "`").toList());
        String metrics = (onMetric.isEmpty() ? "" : ", except " + String.join("; ", onMetric.entrySet().stream()
                .map(e -> methods.apply(e.getValue()) + " rows on `" + e.getKey() + "`").toList()))
                + (alsoOn.isEmpty() ? "" : "; " + String.join("; ", alsoOn.entrySet().stream()
                .map(e -> methods.apply(e.getValue()) + " rows also on `" + e.getKey() + "`").toList()));
        List<Map<String, Object>> bimodal = flagged(sets, views, BenchmarkResult::bimodal,
                r -> "modes (" + r.unit() + ") " + r.forkModes());
        List<Map<String, Object>> settlingRows = flagged(sets, views, BenchmarkResult::stillSettling,
                r -> r.settlingForks() + " of " + r.rawData().size() + " forks");
        long settling = sets.stream().flatMap(s -> s.results().stream())
                .filter(r -> views.apply(r).stream().anyMatch(v -> v.getValue().stillSettling())).count();
        int rows = sets.stream().mapToInt(s -> s.results().size()).sum();
        long worsening = sets.stream().flatMap(s -> s.results().stream())
                .filter(r -> views.apply(r).stream().anyMatch(v -> v.getValue().worsening())).count();
        return Templates.render("data-checks", new DataChecks(!metrics.isEmpty(), metrics,
                Math.round(BenchmarkResult.MODE_GAP_LIMIT * 100), Math.round(BenchmarkResult.SETTLING_LIMIT * 100),
                bimodal, settlingRows, settling, rows, share(settling, rows), Math.round(SETTLING_GOAL * 100),
                worsening, share(worsening, rows)));
    }

    /** What the template {@code data-checks} reads: shares and limits in whole percent. */
    private record DataChecks(boolean readOn, String metrics, long modeGap, long settlingLimit,
                              List<Map<String, Object>> bimodal, List<Map<String, Object>> settling,
                              long settlingCount, int rows, String settlingShare, long goal, long worsening,
                              String worseningShare) {
    }

    /**
     * A row as the data checks read it: on the metric its claims read ({@link SuiteReport#checkedMetric},
     * keyed "") and on each metric {@link SuiteReport#alsoCheckedMetrics} adds (keyed by its name).
     */
    private static List<Map.Entry<String, BenchmarkResult>> views(SuiteReport suite, BenchmarkResult r) {
        List<Map.Entry<String, BenchmarkResult>> v = new ArrayList<>();
        v.add(Map.entry("", onCheckedMetric(suite, r)));
        suite.alsoCheckedMetrics(r).forEach(m -> v.add(Map.entry(m, r.on(m))));
        return v;
    }

    private static BenchmarkResult onCheckedMetric(SuiteReport suite, BenchmarkResult row) {
        return suite.checkedMetric(row).map(row::on).orElse(row);
    }

    /** @return {@code part} of {@code whole} as a percentage, 0% of nothing */
    private static String share(long part, int whole) {
        return Numbers.percent(whole == 0 ? 0 : (double) part / whole);
    }

    /** At most this share of a suite's rows may still be settling (issue 17). */
    static final double SETTLING_GOAL = 0.05;

    /** E.g. {@code , generational ZGC} for a JVM variant suite's results; empty for an experiment's own. */
    static String configuration(ResultSet set) {
        return set.suite().jvmVariant().map(v -> ", " + v.label()).orElse("");
    }

    /**
     * @return per view of a row (its metrics, {@code views}) that passes the test, its line of the data checks: the JDK
     *         and configuration ({@code jdk}), the row's label and parameters ({@code label}, {@code params}), the
     *         metric unless it is the row's checked one ({@code on}) and {@code what}
     */
    private static List<Map<String, Object>> flagged(List<ResultSet> sets,
            java.util.function.Function<BenchmarkResult, List<Map.Entry<String, BenchmarkResult>>> views,
            java.util.function.Predicate<BenchmarkResult> test, java.util.function.Function<BenchmarkResult, String> what) {
        List<Map<String, Object>> lines = new ArrayList<>();
        for (ResultSet set : sets) {
            for (BenchmarkResult row : set.results()) {
                for (Map.Entry<String, BenchmarkResult> view : views.apply(row)) {
                    BenchmarkResult r = view.getValue();
                    if (test.test(r)) {
                        lines.add(Map.of("jdk", set.jdkMajor() + configuration(set), "label", Checks.label(r),
                                "params", r.params().entrySet().stream().map(e -> Map.of("name", e.getKey(),
                                        "value", e.getValue())).toList(), "on", view.getKey(), "what", what.apply(r)));
                    }
                }
            }
        }
        return lines;
    }

    /** The file of an experiment's forest plot, e.g. {@code strings-claims.png}. */
    static String forestFile(SuiteReport suite) {
        return suite.suite().stem() + "-claims.png";
    }

    /**
     * The forest plot of an experiment's claims that rest on one ratio each, as its claims table judges them: each
     * claim and JDK pooled across every run of the measured code ({@link ClaimResult#ACROSS}), the published run's row
     * where only one run measured it.
     *
     * @param everyMachine every row of {@code claims.csv}
     */
    static Optional<byte[]> forest(SuiteReport suite, List<ClaimResult> everyMachine) throws ReportException {
        String stem = suite.suite().stem();
        boolean pooled = everyMachine.stream().anyMatch(r -> r.suite().equals(stem) && r.across());
        return ForestPlot.forest(suite.title() + ": each claim's effect and 95% CI" + (pooled ? ", across every run" : ""),
                forestRows(suite.claims(), stem, everyMachine));
    }

    /**
     * @return per claim its row of the forest plot: per JDK the ratio across every run (else the published run's), a
     *         ratio of rates inverted ({@link ForestPlot.Point#inverse}), and the claim's threshold
     */
    static List<ForestPlot.Row> forestRows(List<Claim> claims, String stem, List<ClaimResult> everyMachine) {
        Map<String, ClaimResult> judged = new java.util.HashMap<>(); // by suite, claim and JDK: across beats published
        everyMachine.stream().filter(r -> r.suite().equals(stem) && (r.published() || r.across()))
                .forEach(r -> judged.merge(r.key(), r, (a, b) -> a.published() ? b : a));
        List<ForestPlot.Row> rows = new ArrayList<>();
        for (Claim c : claims) {
            java.util.SortedMap<Integer, ForestPlot.Point> byJdk = new java.util.TreeMap<>();
            java.util.SortedMap<Integer, ForestPlot.Threshold> thresholds = new java.util.TreeMap<>();
            boolean rate = c.scale() == io.github.poolbench.text.Words.Scale.RATE;
            judged.values().stream().filter(r -> r.claim().equals(c.id())).forEach(r -> ForestPlot.Point.of(r)
                    .ifPresent(p -> {
                        byJdk.put(r.jdk(), rate ? p.inverse() : p);
                        r.sideOf().filter(side -> r.threshold() > 0).ifPresent(side -> {
                            ForestPlot.Threshold t = new ForestPlot.Threshold(r.threshold(), side);
                            thresholds.put(r.jdk(), rate ? t.inverse() : t);
                        });
                    }));
            rows.add(new ForestPlot.Row(c.id(), byJdk, thresholds, c.shortLabel()));
        }
        return rows;
    }

    static List<Integer> jdks(List<ResultSet> sets) {
        return sets.stream().map(ResultSet::jdkMajor).distinct().sorted().toList();
    }

    private static void write(Path file, byte[] content) throws ReportException {
        try {
            // A sibling temp file with default permissions (createTempFile would make it 0600).
            Path tmp = file.resolveSibling("." + file.getFileName() + ".tmp");
            Files.write(tmp, content);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new ReportException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }
}
