package io.github.poolbench.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.poolbench.claims.ClaimResult;
import io.github.poolbench.runs.Environment;
import io.github.poolbench.runs.JvmInfo;
import io.github.poolbench.runs.Manifest;
import io.github.poolbench.runs.RunStore;
import io.github.poolbench.runs.StoredResults;
import io.github.poolbench.runs.Suite;
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
 * between them (a machine and a sitting are two levels of variance). Every sitting votes: a machine's
 * verdict is its sittings' together ({@link #sittingsVerdict}), the verdict across machines is taken
 * over the machines' ({@link #verdict}); until 2026-11-30 only each machine's latest run voted.
 * Stateless.
 */
final class AcrossMachines {

    /** {@link ClaimResult#verdict} across machines when every machine's verdict holds. */
    static final String HOLDS_EVERYWHERE = "holds on every machine measured";

    /** Across machines, when no machine's verdict holds and each does not hold. */
    static final String HOLDS_NOWHERE = "does not hold on any machine measured";

    /** Across machines, when one machine's verdict holds and another's does not. */
    static final String DEPENDS = "depends on the machine";

    /**
     * A machine's verdict, and then the verdict across machines, when one of its sittings holds and
     * another does not.
     */
    static final String DEPENDS_SITTING = "depends on the sitting";

    private static final ObjectMapper JSON = new ObjectMapper();

    private AcrossMachines() {
    }

    /**
     * The verdict over machines. A machine whose run lacks the claim's rows ({@code no data})
     * does not count, unless none has them.
     *
     * @param verdicts each machine's verdict ({@link #sittingsVerdict})
     * @return {@link #DEPENDS_SITTING} when a machine's is that; {@link #DEPENDS} when one holds and one
     *         does not; {@link #HOLDS_EVERYWHERE} or {@link #HOLDS_NOWHERE} when all agree on one of those;
     *         the common verdict when all agree on another; else {@code inconclusive}
     * @throws IllegalArgumentException without verdicts
     */
    static String verdict(List<String> verdicts) {
        if (verdicts.contains(DEPENDS_SITTING)) {
            return DEPENDS_SITTING; // the sitting alone flips it: a machine cannot be told from it
        }
        String v = combined(verdicts, DEPENDS);
        return v.equals(Verdict.HOLDS.text()) ? HOLDS_EVERYWHERE : v.equals(Verdict.DOES_NOT_HOLD.text())
                ? HOLDS_NOWHERE : v;
    }

    /**
     * One machine's verdict over its sittings (runs of one plan on one kind of machine on different
     * days): each sitting votes. A sitting without the claim's rows ({@code no data}) does not count,
     * unless none has them.
     *
     * @param verdicts each sitting's verdict ({@link Verdict#text()})
     * @return {@link #DEPENDS_SITTING} when one holds and one does not; the common verdict when all
     *         agree; else {@code inconclusive}
     * @throws IllegalArgumentException without verdicts
     */
    static String sittingsVerdict(List<String> verdicts) {
        return combined(verdicts, DEPENDS_SITTING);
    }

    /** The verdicts' common one; {@code split} where one holds and one does not; else inconclusive. */
    private static String combined(List<String> verdicts, String split) {
        if (verdicts.isEmpty()) {
            throw new IllegalArgumentException("a verdict over machines or sittings needs at least one verdict");
        }
        List<String> measured = verdicts.stream().filter(v -> !v.equals(Verdict.NO_DATA.text())).toList();
        if (measured.isEmpty()) {
            return Verdict.NO_DATA.text();
        }
        if (measured.contains(Verdict.HOLDS.text()) && measured.contains(Verdict.DOES_NOT_HOLD.text())) {
            return split;
        }
        return measured.stream().distinct().count() == 1 ? measured.get(0) : Verdict.INCONCLUSIVE.text();
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
            row.put("across", List.of(HOLDS_EVERYWHERE, HOLDS_NOWHERE, DEPENDS, DEPENDS_SITTING).contains(a.verdict())
                    ? "**" + a.verdict() + "**" : a.verdict());
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

    /**
     * The README's line on the experiments measured again on one kind of machine: how often their
     * verdicts differ between sittings and how far their estimates move, beside how far they move
     * between machines.
     *
     * @param rows every row of {@code claims.csv}
     * @return one line of Markdown without its newline, or "" when no run has an earlier sitting
     */
    static String readmeLine(List<ClaimResult> rows) {
        List<String> suites = rows.stream().filter(r -> r.scope().equals(ClaimResult.SITTING))
                .map(ClaimResult::suite).distinct().toList();
        if (suites.isEmpty()) {
            return "";
        }
        Sittings sittings = Sittings.of(rows.stream().filter(r -> suites.contains(r.suite())).toList());
        Map<String, Object> model = new LinkedHashMap<>(sittings.model());
        model.put("suites", io.github.poolbench.text.Words.and(suites));
        return Templates.render("readme-sittings", model).strip();
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
        private int dependsOnSitting;

        /** Counted over every claim and JDK with a row across machines in {@code rows} (rows of {@code claims.csv}). */
        static Sittings of(List<ClaimResult> rows) {
            Sittings sittings = new Sittings();
            rows.stream().filter(a -> a.scope().equals(ClaimResult.ACROSS)).forEach(a -> {
                List<ClaimResult> of = rows.stream()
                        .filter(r -> !r.scope().equals(ClaimResult.ACROSS) && r.key().equals(a.key())).toList();
                sittings.add(a, of, betweenMachines(of));
            });
            return sittings;
        }

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
            dependsOnSitting += across.verdict().equals(DEPENDS_SITTING) ? 1 : 0;
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
         * The template's numbers: differ, compared, apart, pairs, dependsOnSitting (claims and JDKs whose
         * verdict across machines is {@link #DEPENDS_SITTING}), the median factors between sittings and machines.
         */
        Map<String, Object> model() {
            Map<String, Object> model = new LinkedHashMap<>();
            model.put("differ", differ);
            model.put("compared", compared);
            model.put("apart", apart);
            model.put("pairs", pairs);
            model.put("dependsOnSitting", dependsOnSitting);
            model.put("medianSittings", factors.isEmpty() ? "–" : Numbers.ratio(median(factors)) + "x");
            model.put("hasMachines", !machineFactors.isEmpty());
            model.put("medianMachines", machineFactors.isEmpty() ? "–" : Numbers.ratio(median(machineFactors)) + "x");
            return model;
        }
    }

    /**
     * The row across machines of one claim and JDK from its rows of every run (each machine's latest
     * and earlier sittings): each machine's sittings give its verdict, the machines' give the row's;
     * the range spans every run's estimate.
     */
    private static ClaimResult across(ClaimResult published, List<ClaimResult> runs) {
        double lo = runs.stream().filter(ClaimResult::hasEffect).mapToDouble(ClaimResult::estimate).min()
                .orElse(Double.NaN);
        double hi = runs.stream().filter(ClaimResult::hasEffect).mapToDouble(ClaimResult::estimate).max()
                .orElse(Double.NaN);
        Map<String, List<String>> byMachine = new LinkedHashMap<>();
        runs.forEach(r -> byMachine.computeIfAbsent(r.machine(), k -> new ArrayList<>()).add(r.verdict()));
        int machines = byMachine.size();
        return new ClaimResult(published.suite(), published.claim(), published.jdk(),
                verdict(byMachine.values().stream().map(AcrossMachines::sittingsVerdict).toList()), Double.NaN,
                Double.NaN, Double.NaN, published.threshold(), published.side(), "", 0,
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
