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
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.commons.statistics.descriptive.Median;

/**
 * Each claim judged on every machine its suite was measured on with the published run's code, and
 * over all of them: a result is one machine's until another agrees (Kalibera and Jones: replicate
 * at the level with the most variance, here the machine). The machines are the published run's
 * and, per other kind of machine ({@link Manifest.Machine#otherKind}), the latest completed run in
 * the store that measured the same code ({@link StoredResults#notComparable}). The other comparable
 * runs are earlier sittings of a machine measured again: shown beside its latest run with the spread
 * between them (a machine and a sitting are two levels of variance). Across them, one estimate: every run's
 * effect pooled by a random-effects meta-analysis ({@link Decisions#pool}), the claim's rule read on the pooled
 * interval (until 2026-12-02 each machine's and sitting's verdict voted instead). Stateless.
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
     * The rows {@code claims.csv} adds to the published ones: each other machine's verdicts, the
     * verdicts of each earlier sitting, then per claim and JDK the verdict across machines.
     *
     * @param published the published results (their folder holds the run store)
     * @param suites    the experiments, in README order
     * @param rows      the published rows ({@link ClaimsCsv#rows})
     * @return the other machines' rows (scope {@link ClaimResult#MACHINE}), the earlier sittings' rows
     *         (scope {@link ClaimResult#SITTING}) and the rows across machines (scope
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
            Stored stored = stored(published, store, suite.suite());
            List<ClaimResult> others = new ArrayList<>();
            for (Manifest run : stored.machines()) {
                others.addAll(judge(published.dir(), run, suite, ClaimResult.MACHINE, run.machine().describe(known)));
            }
            out.addAll(others);
            List<ClaimResult> earlier = new ArrayList<>();
            for (Manifest run : stored.sittings()) {
                // named as its kind's latest run names the machine: one machine, one name, whatever the clock read
                Manifest latest = stored.latestOfKind(run);
                String machine = latest == stored.reference() ? mine.get(0).machine()
                        : latest.machine().describe(known);
                earlier.addAll(judge(published.dir(), run, suite, ClaimResult.SITTING, machine));
            }
            out.addAll(earlier);
            for (ClaimResult p : mine) {
                List<ClaimResult> all = new ArrayList<>(List.of(p));
                Stream.concat(others.stream(), earlier.stream()).filter(o -> o.key().equals(p.key())).forEach(all::add);
                out.add(across(p, all));
            }
        }
        return out;
    }

    /**
     * The suite page's section: each machine's verdict and effect per claim and JDK beside the
     * verdict across machines, and the spread between machines beside the spread within a run;
     * where a machine ran the plan in more than one sitting, each earlier sitting's column and the
     * spread between sittings.
     *
     * @param suite the suite's stem
     * @param rows  every row of {@code claims.csv}: published, other machines', earlier sittings',
     *              across machines
     * @return Markdown, or "" when the suite has no row across machines
     */
    static String section(String suite, List<ClaimResult> rows) {
        List<ClaimResult> mine = rows.stream().filter(r -> r.suite().equals(suite)).toList();
        List<ClaimResult> across = mine.stream().filter(r -> r.scope().equals(ClaimResult.ACROSS)).toList();
        if (across.isEmpty()) {
            return "";
        }
        List<ClaimResult> perRun = mine.stream().filter(r -> !r.scope().equals(ClaimResult.ACROSS)).toList();
        List<String> machines = perRun.stream().filter(r -> !r.scope().equals(ClaimResult.SITTING))
                .map(ClaimResult::machine).distinct().toList();
        List<String> columns = machines.stream().flatMap(m -> perRun.stream().filter(r -> r.machine().equals(m))
                .map(AcrossMachines::column)).distinct().toList(); // each machine's earlier sittings beside it
        List<Map<String, Object>> table = new ArrayList<>();
        Sittings sittings = new Sittings();
        for (ClaimResult a : across) {
            List<ClaimResult> of = perRun.stream().filter(r -> r.key().equals(a.key())).toList();
            List<String> cells = columns.stream().map(c -> of.stream().filter(r -> column(r).equals(c)).findFirst()
                    .map(ClaimResult::cell).orElse("–")).toList();
            double within = of.stream().filter(r -> !r.scope().equals(ClaimResult.SITTING))
                    .filter(r -> r.hasInterval() && r.estimate() > 0 && r.low() > 0)
                    .mapToDouble(r -> Math.max(r.high() / r.estimate(), r.estimate() / r.low()) - 1).max()
                    .orElse(Double.NaN);
            double between = betweenMachines(of);
            double betweenSittings = sittings.add(a, of, between);
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("claim", a.claim());
            row.put("jdk", a.jdk());
            row.put("cells", cells);
            row.put("across", a.cell());
            row.put("between", Double.isNaN(between) ? "–" : Numbers.ratio(between) + "x");
            row.put("betweenSittings", Double.isNaN(betweenSittings) ? "–" : Numbers.ratio(betweenSittings) + "x");
            row.put("within", Double.isNaN(within) ? "–" : Numbers.percent(within));
            table.add(row);
        }
        boolean several = columns.size() > machines.size();
        Map<String, Object> page = new LinkedHashMap<>();
        page.put("one", columns.size() == 1);
        page.put("machines", String.join("; ", machines));
        page.put("names", columns);
        page.put("rows", table);
        page.put("severalSittings", several);
        if (several) {
            page.put("runs", String.join("; ", perRun.stream().filter(r -> r.scope().equals(ClaimResult.SITTING))
                    .map(AcrossMachines::column).distinct().toList()));
            page.putAll(sittings.model());
        }
        return Templates.render("across-machines", page);
    }

    /** A row's column on the page: its machine; an earlier sitting's, its machine and run. */
    private static String column(ClaimResult r) {
        return r.scope().equals(ClaimResult.SITTING) ? r.machine() + ", earlier run " + r.runId() : r.machine();
    }

    /**
     * The highest machine's estimate over the lowest for one claim and JDK, each machine read at its
     * latest run, NaN unless two machines have an estimate: earlier sittings do not count (unlike the
     * row across machines' {@code rangeLow} and {@code rangeHigh}, which span them).
     */
    private static double betweenMachines(List<ClaimResult> of) {
        double[] estimates = of.stream().filter(r -> !r.scope().equals(ClaimResult.SITTING))
                .filter(r -> r.hasEffect() && r.estimate() > 0).mapToDouble(ClaimResult::estimate).toArray();
        return estimates.length < 2 ? Double.NaN : Arrays.stream(estimates).max().orElseThrow()
                / Arrays.stream(estimates).min().orElseThrow();
    }

    /** The median of {@code values}, NaN without one. */
    private static double median(List<Double> values) {
        return Median.withDefaults().evaluate(values.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /**
     * What two sittings of one plan on one machine tell apart, counted over a page's claims and
     * JDKs: a machine's rows of one claim and JDK, its published or latest run against its earlier
     * sittings.
     */
    private static final class Sittings {
        private final List<Double> factors = new ArrayList<>();
        private final List<Double> machineFactors = new ArrayList<>();
        private int compared;
        private int pairs;
        private int differ;
        private int apart;

        /**
         * Counts one claim and JDK.
         *
         * @param across  its row across machines
         * @param of      its rows: published, other machines', earlier sittings'
         * @param between its factor between machines ({@link #betweenMachines} of {@code of})
         * @return the largest factor between one machine's sittings (larger estimate over smaller),
         *         NaN where no machine has two sittings with an estimate
         */
        double add(ClaimResult across, List<ClaimResult> of, double between) {
            if (!Double.isNaN(between)) {
                machineFactors.add(between);
            }
            double widest = Double.NaN;
            for (ClaimResult s : of.stream().filter(r -> r.scope().equals(ClaimResult.SITTING)).toList()) {
                ClaimResult latest = of.stream().filter(r -> !r.scope().equals(ClaimResult.SITTING)
                        && r.machine().equals(s.machine())).findFirst().orElse(null);
                if (latest == null) {
                    continue;
                }
                compared++;
                differ += latest.verdict().equals(s.verdict()) ? 0 : 1;
                if (latest.hasEffect() && s.hasEffect() && latest.estimate() > 0 && s.estimate() > 0) {
                    pairs++;
                    double f = Math.max(latest.estimate(), s.estimate()) / Math.min(latest.estimate(), s.estimate());
                    factors.add(f);
                    widest = Double.isNaN(widest) ? f : Math.max(widest, f);
                    apart += latest.hasInterval() && s.hasInterval()
                            && (latest.low() > s.high() || s.low() > latest.high()) ? 1 : 0;
                }
            }
            return widest;
        }

        /**
         * The template's numbers: differ, compared, apart, pairs, the median factors between sittings and machines.
         */
        Map<String, Object> model() {
            Map<String, Object> model = new LinkedHashMap<>();
            model.put("differ", differ);
            model.put("compared", compared);
            model.put("apart", apart);
            model.put("pairs", pairs);
            model.put("medianSittings", factors.isEmpty() ? "–" : Numbers.ratio(median(factors)) + "x");
            model.put("hasMachines", !machineFactors.isEmpty());
            model.put("medianMachines", machineFactors.isEmpty() ? "–" : Numbers.ratio(median(machineFactors)) + "x");
            return model;
        }
    }

    /**
     * The row across machines of one claim and JDK from its rows of every run (each machine's latest and earlier
     * sittings): their effects pooled ({@link Decisions#pool}) and the claim's rule read on the pooled interval; a
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
        Optional<Side> side = Arrays.stream(Side.values()).filter(s -> s.text().equals(published.side())).findFirst();
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
     * The runs in the store that answer a suite's claims beside the published run: completed and
     * comparable with it ({@link StoredResults#notComparable}).
     *
     * @param reference the published run's plan; null without a store or a single published run in it
     * @param machines  per other kind of machine ({@link Manifest.Machine#otherKind}) its latest run,
     *                  oldest first
     * @param sittings  the others, oldest first: earlier sittings of a kind of machine measured again
     *                  since (a machine and a sitting, the day and the virtual machine's placement, are
     *                  two levels of variance)
     */
    record Stored(Manifest reference, List<Manifest> machines, List<Manifest> sittings) {

        /** The latest run of {@code sitting}'s kind of machine: the published run or one of {@link #machines}. */
        Manifest latestOfKind(Manifest sitting) {
            return Stream.concat(Stream.of(reference), machines.stream())
                    .filter(m -> m.machine().otherKind(sitting.machine()).isEmpty()).findFirst().orElse(sitting);
        }
    }

    /**
     * Sorts the store's runs comparable with the published run of {@code suite} into other machines
     * and earlier sittings.
     *
     * @param store every run's plan in the published results' store ({@link RunStore#all})
     * @return the runs; none without a store or a published run in it
     */
    static Stored stored(Results published, List<Manifest> store, Suite suite) {
        List<Manifest> runs = comparable(published, store, suite);
        if (runs.isEmpty()) {
            return new Stored(null, List.of(), List.of());
        }
        List<Manifest> others = runs.subList(1, runs.size());
        Map<String, Manifest> latestByKind = new LinkedHashMap<>();
        for (Manifest m : others) {
            if (runs.get(0).machine().otherKind(m.machine()).isEmpty()) {
                continue;
            }
            String kind = latestByKind.keySet().stream()
                    .filter(k -> latestByKind.get(k).machine().otherKind(m.machine()).isEmpty()).findFirst()
                    .orElse(m.runId());
            latestByKind.remove(kind);
            latestByKind.put(m.runId(), m);
        }
        List<Manifest> machines = latestByKind.values().stream().sorted(Comparator.comparing(Manifest::runId))
                .toList();
        return new Stored(runs.get(0), machines, others.stream().filter(m -> !machines.contains(m))
                .sorted(Comparator.comparing(Manifest::runId)).toList());
    }

    /**
     * The published run's plan, then every other completed run in the store comparable with it
     * ({@link StoredResults#notComparable}), in store order; empty without a store or a single
     * published run in it.
     */
    private static List<Manifest> comparable(Results published, List<Manifest> store, Suite suite) {
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

    /** Every claim of the suite judged on one stored run's results. */
    private static List<ClaimResult> judge(Path dir, Manifest run, SuiteReport suite, String scope, String machine)
            throws ReportException {
        Path tmp = null;
        try {
            Map<Integer, String> files = StoredResults.resultFiles(dir, run, suite.suite());
            if (files.isEmpty()) {
                return List.of();
            }
            tmp = Files.createTempDirectory("poolbench-" + run.runId());
            for (Suite s : suite.suites()) { // a claim may read the rows of every configuration the run measured
                Map<Integer, String> own = s == suite.suite() ? files : StoredResults.resultFiles(dir, run, s);
                for (Map.Entry<Integer, String> f : own.entrySet()) {
                    Files.writeString(tmp.resolve(s.resultFileName(f.getKey())), f.getValue());
                    Files.writeString(tmp.resolve(s.environmentFileName(f.getKey())),
                            JSON.writeValueAsString(environment(run, s, f.getKey())));
                }
            }
            Results results = Results.load(tmp);
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
        } finally {
            delete(tmp);
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

    private static void delete(Path tmp) {
        if (tmp == null) {
            return;
        }
        try (Stream<Path> files = Files.walk(tmp)) {
            for (Path f : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(f);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete " + tmp, e);
        }
    }
}
