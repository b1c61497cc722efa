package io.github.poolbench.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.poolbench.claims.ClaimResult;
import io.github.poolbench.runs.Environment;
import io.github.poolbench.runs.JvmInfo;
import io.github.poolbench.runs.Manifest;
import io.github.poolbench.runs.RunStore;
import io.github.poolbench.runs.StoredResults;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.stats.Effect;
import io.github.poolbench.stats.RandomEffects;
import io.github.poolbench.stats.Side;
import io.github.poolbench.text.Numbers;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Each claim judged on every run of its suite's published code, and over all of them: a result is one machine's
 * until another agrees (Kalibera and Jones: replicate at the level with the most variance, here the machine). The
 * runs are the published run and every other completed run in the store that measured the same code
 * ({@link StoredResults#notComparable}), each named by its kind of machine ({@link Manifest.Machine#otherKind}) as
 * that kind's latest run names it. Across them, one estimate: every run's effect pooled by a random-effects
 * meta-analysis ({@link Decisions#pool}), the claim's rule read on the pooled interval. Stateless.
 */
final class AcrossMachines {

    /** The row across machines' {@link ClaimResult#method}: how its estimate was made. */
    static final String POOLED = "random effects over runs (DerSimonian-Laird, Hartung-Knapp-Sidik-Jonkman)";

    /** The row across machines' verdict for a claim without an effect whose runs' verdicts differ. */
    static final String DIFFERS = "differs between runs";

    private static final ObjectMapper JSON = new ObjectMapper();

    private AcrossMachines() {
    }

    /**
     * The rows {@code claims.csv} adds to the published ones: each other run's verdicts, then per claim and JDK the
     * verdict across them.
     *
     * @param published the published results (their folder holds the run store)
     * @param suites    the experiments, in README order
     * @param rows      the published rows ({@link ClaimsCsv#rows})
     * @return the other runs' rows (scope {@link ClaimResult#MACHINE}) and the rows across machines (scope
     *         {@link ClaimResult#ACROSS}), suite by suite
     * @throws ReportException if a stored run's files cannot be derived or read
     */
    static List<ClaimResult> rows(Results published, List<SuiteReport> suites, List<ClaimResult> rows)
            throws ReportException {
        List<ClaimResult> out = new ArrayList<>();
        List<Manifest> store = RunStore.all(published.dir());
        List<Manifest.Machine> known = store.stream().map(Manifest::machine).toList();
        for (SuiteReport suite : suites) {
            List<ClaimResult> mine = rows.stream().filter(r -> r.suite().equals(suite.suite().stem())).toList();
            if (mine.isEmpty()) {
                continue;
            }
            List<Manifest> runs = comparable(published, store, suite.suite());
            List<ClaimResult> others = new ArrayList<>();
            for (Manifest run : runs.isEmpty() ? List.<Manifest>of() : runs.subList(1, runs.size())) {
                // named as its kind's latest run names the machine: one machine, one name, whatever the clock read
                Manifest latest = latestOfKind(runs, run);
                String machine = latest == runs.get(0) ? mine.get(0).machine() : latest.machine().describe(known);
                others.addAll(judge(published.dir(), run, suite, ClaimResult.MACHINE, machine));
            }
            out.addAll(others);
            for (ClaimResult p : mine) {
                List<ClaimResult> all = new ArrayList<>(List.of(p));
                others.stream().filter(o -> o.key().equals(p.key())).forEach(all::add);
                out.add(across(p, all));
            }
        }
        return out;
    }

    /**
     * The latest run of {@code run}'s kind of machine among {@code runs}: the published run (first) where it is of
     * that kind, else the kind's run registered last.
     */
    static Manifest latestOfKind(List<Manifest> runs, Manifest run) {
        return Stream.concat(Stream.of(runs.get(0)), runs.stream().skip(1)
                        .sorted(Comparator.comparing(Manifest::runId).reversed()))
                .filter(m -> m.machine().otherKind(run.machine()).isEmpty()).findFirst().orElse(run);
    }

    /**
     * The suite page's section under its claims table: each run's verdict and effect per claim and JDK, the spread
     * between runs beside the spread within a run.
     *
     * @param suite the suite's stem
     * @param rows  every row of {@code claims.csv}: published, other runs', across machines
     * @return Markdown; "" when the suite has no row across machines, a sentence when it has one run
     */
    static String section(String suite, List<ClaimResult> rows) {
        List<ClaimResult> mine = rows.stream().filter(r -> r.suite().equals(suite)).toList();
        List<ClaimResult> across = mine.stream().filter(r -> r.across()).toList();
        if (across.isEmpty()) {
            return "";
        }
        List<ClaimResult> perRun = mine.stream().filter(r -> !r.across()).toList();
        List<String> machines = perRun.stream().map(ClaimResult::machine).distinct().toList();
        Map<String, Integer> runsOf = perRun.stream().collect(Collectors.groupingBy(ClaimResult::machine,
                Collectors.collectingAndThen(Collectors.mapping(ClaimResult::runId, Collectors.toSet()), Set::size)));
        java.util.function.Function<ClaimResult, String> column = r -> runsOf.get(r.machine()) > 1
                ? r.machine() + ", run " + r.runId() : r.machine();
        List<String> columns = machines.stream().flatMap(m -> perRun.stream().filter(r -> r.machine().equals(m))
                .map(column)).distinct().toList(); // each machine's runs side by side
        if (columns.size() == 1) {
            return Templates.render("across-machines", Map.of("one", true, "machines", machines.get(0)));
        }
        List<Map<String, Object>> table = new ArrayList<>();
        for (ClaimResult a : across) {
            List<ClaimResult> of = perRun.stream().filter(r -> r.key().equals(a.key())).toList();
            List<String> cells = columns.stream().map(c -> of.stream().filter(r -> column.apply(r).equals(c))
                    .findFirst().map(ClaimResult::cell).orElse("–")).toList();
            double within = of.stream().filter(r -> r.hasInterval() && r.estimate() > 0 && r.low() > 0)
                    .mapToDouble(r -> Math.max(r.high() / r.estimate(), r.estimate() / r.low()) - 1).max()
                    .orElse(Double.NaN);
            double[] estimates = of.stream().filter(r -> r.hasEffect() && r.estimate() > 0)
                    .mapToDouble(ClaimResult::estimate).toArray();
            double between = estimates.length < 2 ? Double.NaN
                    : Arrays.stream(estimates).max().orElseThrow() / Arrays.stream(estimates).min().orElseThrow();
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("claim", a.claim());
            row.put("jdk", a.jdk());
            row.put("cells", cells);
            row.put("between", Double.isNaN(between) ? "–" : Numbers.ratio(between) + "x");
            row.put("within", Double.isNaN(within) ? "–" : Numbers.percent(within));
            table.add(row);
        }
        return Templates.render("across-machines", Map.of("one", false, "machines", String.join("; ", machines),
                "names", columns, "rows", table));
    }

    /**
     * The row across machines of one claim and JDK from its rows of every run: their effects pooled ({@link Decisions#pool}) and the claim's rule read on the pooled interval; a
     * claim without an effect keeps its runs' common verdict, or {@link #DIFFERS}. The range spans every run's
     * estimate.
     */
    private static ClaimResult across(ClaimResult published, List<ClaimResult> runs) {
        double lo = runs.stream().filter(ClaimResult::hasEffect).mapToDouble(ClaimResult::estimate).min()
                .orElse(Double.NaN);
        double hi = runs.stream().filter(ClaimResult::hasEffect).mapToDouble(ClaimResult::estimate).max()
                .orElse(Double.NaN);
        long machines = runs.stream().map(ClaimResult::machine).distinct().count();
        List<ClaimResult> weighed = runs.stream().filter(Decisions::isRun).toList();
        Optional<Side> side = published.sideOf();
        String verdict;
        double estimate = Double.NaN;
        double low = Double.NaN;
        double high = Double.NaN;
        if (!weighed.isEmpty() && side.isPresent() && published.threshold() > 0) {
            RandomEffects.Pooled p = Decisions.pool(weighed);
            estimate = Math.exp(p.estimate());
            low = Math.exp(p.low());
            high = Math.exp(p.high());
            verdict = Verdict.of(side.get().verdict(new Effect(estimate, low, high, p.k(),
                    Effect.Method.PAIRED_ROUNDS), published.threshold())).text();
        } else {
            List<String> verdicts = runs.stream().map(ClaimResult::verdict).distinct().toList();
            verdict = verdicts.size() == 1 ? verdicts.get(0) : DIFFERS;
        }
        return new ClaimResult(published.suite(), published.claim(), published.jdk(), verdict, estimate, low, high,
                published.threshold(), published.side(), Double.isNaN(estimate) ? "" : POOLED, weighed.size(),
                String.join(" ", runs.stream().map(ClaimResult::runId).toList()),
                machines == 1 ? "1 machine" : machines + " machines", ClaimResult.ACROSS, lo, hi);
    }

    /**
     * The published run's plan, then every other completed run in the store comparable with it
     * ({@link StoredResults#notComparable}), in store order; empty without a store or a single
     * published run in it.
     */
    static List<Manifest> comparable(Results published, List<Manifest> store, Suite suite) {
        List<String> publishedIds = published.of(suite).stream().map(ResultSet::runId).distinct().toList();
        Optional<Manifest> reference = store.stream().filter(m -> publishedIds.contains(m.runId())).findFirst();
        if (reference.isEmpty() || publishedIds.size() != 1) {
            return List.of();
        }
        List<Manifest> runs = new ArrayList<>(List.of(reference.get()));
        store.stream().filter(m -> !publishedIds.contains(m.runId()) && RunStore.completed(published.dir(), m.runId())
                && StoredResults.notComparable(reference.get(), m, suite).isEmpty()).forEach(runs::add);
        return runs;
    }

    /**
     * Every claim of the suite judged on one stored run's results, read from the store into memory once for all the
     * configurations the suite's claims read.
     */
    private static List<ClaimResult> judge(Path dir, Manifest run, SuiteReport suite, String scope, String machine)
            throws ReportException {
        Map<String, Optional<StoredResults.Sittings>> read = new java.util.HashMap<>(); // the run's sittings, once
        try {
            Map<Integer, String> files = StoredResults.resultFiles(dir, run, suite.suite(), read);
            if (files.isEmpty()) {
                return List.of();
            }
            Map<Suite, List<ResultSet>> sets = new java.util.LinkedHashMap<>();
            for (Suite s : suite.suites()) { // a claim may read the rows of every configuration the run measured
                Map<Integer, String> own = s == suite.suite() ? files : StoredResults.resultFiles(dir, run, s, read);
                List<ResultSet> parsed = new ArrayList<>();
                for (Map.Entry<Integer, String> f : new java.util.TreeMap<>(own).entrySet()) {
                    Path name = dir.resolve(RunStore.FOLDER).resolve(run.runId()).resolve(s.resultFileName(f.getKey()));
                    parsed.add(ResultSet.parse(name, f.getKey(), f.getValue(),
                            Optional.of(environment(run, s, f.getKey())), s));
                }
                sets.put(s, List.copyOf(parsed));
            }
            Results results = new Results(dir, sets);
            List<ClaimResult> rows = new ArrayList<>();
            for (Claim claim : suite.claims()) {
                for (int jdk : files.keySet()) {
                    rows.add(ClaimsCsv.row(suite.suite().stem(), claim.id(), jdk, claim.check().check(results, jdk),
                            run.runId(), machine, scope));
                }
            }
            return rows;
        } catch (IOException | IllegalArgumentException e) {
            throw new ReportException("run " + run.runId() + " in the store: cannot derive its " + suite.suite().stem()
                    + " results: " + e.getMessage(), e);
        }
    }

    /**
     * The environment of a stored run's result file, as far as its plan tells it: its run id (so that
     * claims reading the rows of two files of one run, a shift or JDK against JDK, see one run), its
     * machine, JVM, commit and rounds; no forks or fork settings (the plan does not record them).
     */
    static Environment environment(Manifest run, Suite suite, int jdk) {
        JvmInfo jvm = run.jvms().stream().filter(j -> j.major() == jdk).findFirst()
                .map(j -> new JvmInfo(null, j.major(), j.runtimeVersion(), j.vendor(), j.vmName())).orElse(null);
        Manifest.Machine m = run.machine();
        return new Environment(run.runId(), suite.stem(), jvm, m.cpuModel(), m.cpuMhz(), m.cores(), m.os(),
                run.written(), run.commit(), run.dirty(), run.jmhArgs(), List.of(), run.rounds(), run.seed(),
                List.of(), List.of());
    }
}
