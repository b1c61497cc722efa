package io.github.poolbench.strings.experiment;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.poolbench.pool.SizeClasses;
import io.github.poolbench.report.BenchmarkResult;
import io.github.poolbench.report.Charts;
import io.github.poolbench.report.Checks;
import io.github.poolbench.report.Claim;
import io.github.poolbench.report.Finding;
import io.github.poolbench.report.ReportException;
import io.github.poolbench.report.ResultSet;
import io.github.poolbench.report.Results;
import io.github.poolbench.report.SuiteReport;
import io.github.poolbench.report.Table;
import io.github.poolbench.report.Templates;
import io.github.poolbench.report.Verdict;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.text.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code sweep} experiment ({@code PoolSizeSweep}): per JDK, the crossover length from
 * which {@code pooledBucketed} beats {@code sizedBuilder} with the ratio's 95% CI below 1; each pool's
 * and each no-pool control's ratio to the sized builder at every length.
 */
public final class SweepReport implements SuiteReport {

    /** The pools, then the two no-pool controls, as in the table. */
    static final List<String> CONTENDERS = List.of("pooledBucketed", "pooledCommons", "sizedEscaping",
            "sizedOutOfLine");

    /**
     * Where the bucketed pool is faster than the sized builder on one JDK.
     *
     * @param jdkMajor    the JDK
     * @param fasterAt    lengths (chars) at which it is faster with the ratio's 95% CI below 1
     * @param crossover   the smallest length from which it is faster at every larger pooled
     *                    length (up to {@link SizeClasses#MAX_CAPACITY}), if any
     */
    public record Crossover(int jdkMajor, List<Integer> fasterAt, Optional<Integer> crossover) {

        /** @return one sentence for the page (template {@code sweep-crossover}) */
        public String sentence() {
            Map<String, Object> scope = new java.util.HashMap<>(Map.of("jdk", jdkMajor));
            crossover.ifPresent(from -> scope.put("from", from));
            if (!fasterAt.isEmpty()) {
                scope.put("at", join(fasterAt));
            }
            return Templates.render(SweepReport.class, "sweep-crossover", scope);
        }

        /**
         * @return the answer in a few words for a table cell, e.g. {@code faster from 1024 chars on
         *         (at 1024, 4096, 8192)}; the claim's rule says what "faster" means
         */
        public String summary() {
            if (crossover.isPresent()) {
                return "faster from " + crossover.get() + " chars on (at " + join(fasterAt) + ")";
            }
            return fasterAt.isEmpty() ? "faster at no length" : "faster only at " + join(fasterAt)
                    + " chars, not from any length on";
        }

        private static String join(List<Integer> lengths) {
            List<String> s = new ArrayList<>();
            lengths.forEach(l -> s.add(Integer.toString(l)));
            return String.join(", ", s);
        }
    }

    @Override
    public Suite suite() {
        return StringsExperiment.SWEEP;
    }

    @Override
    public String title() {
        return "Pool size sweep: where does the pool start to pay?";
    }

    @Override
    public Optional<Claim.Rule> namedRule(String name, JsonNode args) {
        return name.equals("crossover") ? Optional.of((r, jdk) -> r.of(StringsExperiment.SWEEP, jdk)
                .map(SweepReport::crossoverFinding).orElse(Finding.noData("sweep results"))) : Optional.empty();
    }

    private static Finding crossoverFinding(ResultSet set) {
        Crossover c = crossover(set);
        return new Finding(c.crossover().isPresent() ? Verdict.HOLDS : Verdict.DOES_NOT_HOLD, c.summary());
    }

    /**
     * @param set a sweep result set
     * @return its crossover; a length without a baseline, or whose ratio's interval reaches 1, is not faster
     */
    public static Crossover crossover(ResultSet set) {
        List<Integer> faster = new ArrayList<>();
        Integer from = null;
        for (int length : set.intParamValues("length")) {
            Optional<BenchmarkResult> pooled = set.find("pooledBucketed", "length", length);
            Optional<BenchmarkResult> base = set.find(StringsReport.BASELINE, "length", length);
            if (pooled.isEmpty()) {
                continue;
            }
            boolean isFaster = base.isPresent() && Checks.lower(pooled, base).verdict() == Verdict.HOLDS;
            if (isFaster) {
                faster.add(length);
            }
            if (length <= SizeClasses.MAX_CAPACITY) { // oversize lengths are never pooled
                if (!isFaster) {
                    from = null; // must hold at every larger pooled length
                } else if (from == null) {
                    from = length;
                }
            }
        }
        return new Crossover(set.jdkMajor(), List.copyOf(faster), Optional.ofNullable(from));
    }

    @Override
    public String page(Results results) {
        List<ResultSet> sets = results.of(StringsExperiment.SWEEP);
        List<String> header = new ArrayList<>(List.of("JDK", "length (chars)", "`sizedBuilder` ns/op"));
        CONTENDERS.forEach(c -> header.addAll(List.of("`" + c + "` [95% CI]", "`" + c + "` is")));
        header.add("B/op sized / " + String.join(" / ", CONTENDERS));
        Table t = new Table("lrr" + "rl".repeat(CONTENDERS.size()) + "r", header);
        for (ResultSet set : sets) {
            for (int length : set.intParamValues("length")) {
                Optional<BenchmarkResult> base = set.find(StringsReport.BASELINE, "length", length);
                List<Object> cells = new ArrayList<>(List.of(set.jdkMajor(), length,
                        Checks.scoreCell(base)));
                List<String> bytes = new ArrayList<>(List.of(base.map(b -> Numbers.bytes(b.allocNorm())).orElse("n/a")));
                for (String contender : CONTENDERS) {
                    Optional<BenchmarkResult> r = set.find(contender, "length", length);
                    boolean both = r.isPresent() && base.isPresent();
                    cells.add(both ? Checks.ratioCell(r.get(), base.get()) : "n/a");
                    cells.add(both ? StringsReport.faster(r.get(), base.get()) : "n/a");
                    bytes.add(r.map(x -> Numbers.bytes(x.allocNorm())).orElse("n/a"));
                }
                cells.add(String.join(" / ", bytes));
                t.row(cells);
            }
        }
        return Templates.render(SweepReport.class, "sweep-page", Map.of("table", t,
                "crossovers", sets.stream().map(s -> crossover(s).sentence()).toList()));
    }

    @Override
    public Map<String, byte[]> charts(Results results) throws ReportException {
        Map<String, List<double[]>> series = new LinkedHashMap<>();
        for (ResultSet set : results.of(StringsExperiment.SWEEP)) {
            for (String pool : List.of("pooledBucketed", "pooledCommons")) {
                List<double[]> points = new ArrayList<>();
                for (int length : set.intParamValues("length")) {
                    Optional<BenchmarkResult> r = set.find(pool, "length", length);
                    Optional<BenchmarkResult> b = set.find(StringsReport.BASELINE, "length", length);
                    if (r.isPresent() && b.isPresent()) {
                        // the paired ratio over rounds with its interval where the rows have fork data
                        double ratio = r.get().score() / b.get().score();
                        points.add(Checks.effect(r.get(), b.get()).filter(io.github.poolbench.stats.Effect::hasInterval)
                                .map(e -> new double[] {length, e.estimate(), e.low(), e.high()})
                                .orElse(new double[] {length, ratio}));
                    }
                }
                series.put(pool + ", JDK " + set.jdkMajor(), points);
            }
        }
        Optional<byte[]> png = Charts.ratioByLength(
                "Pooled vs new StringBuilder(n): ratio of ns/op (below 1 = pool faster)",
                "ns/op ratio to " + StringsReport.BASELINE + " (log scale)", series);
        return png.isPresent() ? Map.of("sweep-crossover.png", png.get()) : Map.of();
    }
}
