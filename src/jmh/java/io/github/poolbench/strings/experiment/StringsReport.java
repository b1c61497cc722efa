package io.github.poolbench.strings.experiment;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.poolbench.report.BenchmarkResult;
import io.github.poolbench.report.Charts;
import io.github.poolbench.report.Checks;
import io.github.poolbench.report.Claim;
import io.github.poolbench.report.Finding;
import io.github.poolbench.report.ReportException;
import io.github.poolbench.report.ResultSet;
import io.github.poolbench.report.Results;
import io.github.poolbench.report.RuleArgs;
import io.github.poolbench.report.SuiteReport;
import io.github.poolbench.report.Table;
import io.github.poolbench.report.Templates;
import io.github.poolbench.report.Verdict;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.stats.Effect;
import io.github.poolbench.stats.Side;
import io.github.poolbench.text.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code strings} experiment ({@code StringBuildingBenchmark}): the two pools against the
 * sized builder, every technique per JDK, the 2002 figures beside ours, and the claims of the
 * 2002 article and of this project, checked.
 */
public final class StringsReport implements SuiteReport {

    /** The baseline technique every ratio is taken against. */
    public static final String BASELINE = "sizedBuilder";

    /** Techniques in the order of the original experiment, then the historical and pooled ones. */
    public static final List<String> TECHNIQUES = List.of("stringAddition", "naiveConcat", "stringConcat",
            "unsizedBuilder", "sizedBuilder", "sizedBuilderAgain", "unsizedStringBuffer", "sizedStringBuffer",
            "pooledBucketed", "pooledCommons");

    private static final List<String> POOLS = List.of("pooledBucketed", "pooledCommons");

    @Override
    public Suite suite() {
        return StringsExperiment.STRINGS;
    }

    @Override
    public String title() {
        return "String building, 2002 and now";
    }

    @Override
    public Optional<Claim.Rule> namedRule(String name, JsonNode args) {
        if (!name.equals("fasterThanOldestJdk")) {
            return Optional.empty();
        }
        String method = args.path("method").asText(BASELINE);
        List<Integer> lengths = RuleArgs.ints(args, "lengths");
        return Optional.of((r, jdk) -> fasterThanOldestJdk(r, jdk, method, lengths));
    }

    private static Finding fasterThanOldestJdk(Results results, int jdk, String method, List<Integer> lengths) {
        List<ResultSet> sets = results.of(StringsExperiment.STRINGS);
        if (sets.isEmpty()) {
            return Finding.noData("strings results");
        }
        ResultSet oldest = sets.get(0);
        if (oldest.jdkMajor() == jdk) {
            return new Finding(Verdict.REFERENCE, "JDK " + jdk);
        }
        Optional<ResultSet> set = results.of(StringsExperiment.STRINGS, jdk);
        if (set.isEmpty()) {
            return Finding.noData("strings results for JDK " + jdk);
        }
        if (!ResultSet.sameRun(List.of(oldest, set.get()))) {
            return new Finding(Verdict.NOT_COMPARABLE, "run " + set.get().runId() + " vs " + oldest.runId());
        }
        List<Finding> findings = new ArrayList<>();
        for (int length : lengths) {
            Optional<BenchmarkResult> now = set.get().find(method, "length", length);
            Optional<BenchmarkResult> then = oldest.find(method, "length", length);
            Finding f = Checks.lower(now, then);
            Optional<String> figures = Checks.format(f).map(effect -> effect + " (" + Numbers.score(now.get().score())
                    + " vs " + Numbers.score(then.get().score()) + " " + now.get().unit() + ")");
            findings.add(f.withEvidence(length + " chars: JDK " + jdk + " / JDK " + oldest.jdkMajor() + " "
                    + figures.orElse(f.evidence())));
        }
        return Checks.all(findings);
    }

    @Override
    public String page(Results results) {
        List<ResultSet> sets = results.of(StringsExperiment.STRINGS);
        Table pay = Table.of("lrlrlrr", "JDK", "length (chars)", "pool", "ns/op ratio [95% CI]", "the pool is",
                "B/op pooled", "B/op sized");
        for (ResultSet set : sets) {
            for (int length : set.intParamValues("length")) {
                Optional<BenchmarkResult> base = set.find(BASELINE, "length", length);
                for (String pool : POOLS) {
                    set.find(pool, "length", length).ifPresent(r -> pay.row(set.jdkMajor(), length, "`" + pool + "`",
                            base.map(b -> Checks.ratioCell(r, b)).orElse("n/a"),
                            base.map(b -> faster(r, b)).orElse("no `sizedBuilder` result"), Numbers.bytes(r.allocNorm()),
                            base.map(b -> Numbers.bytes(b.allocNorm())).orElse("n/a")));
                }
            }
        }
        List<Map<String, Object>> details = sets.stream()
                .map(set -> Map.<String, Object>of("version", set.jdkVersion(), "table", detail(set))).toList();
        return Templates.render(StringsReport.class, "strings-page", Map.of("pay", pay, "details", details, "length", HistoryReport.LENGTH,
                "history", HistoryReport.markdown(sets)));
    }

    /**
     * @param pool  a pool's row (or any contender's)
     * @param sized {@code sizedBuilder}'s row of the same length, run and JDK
     * @return {@code faster} or {@code slower} when the 95% interval of their ns/op ratio lies
     *         below or above 1, {@code inconclusive} when it straddles 1, {@code n/a} without an
     *         interval (one round)
     */
    static String faster(BenchmarkResult pool, BenchmarkResult sized) {
        return Checks.effect(pool, sized).filter(Effect::hasInterval).map(e -> switch (Side.BELOW.verdict(e, 1.0)) {
            case HOLDS -> "faster";
            case DOES_NOT_HOLD -> "slower";
            case INCONCLUSIVE -> "inconclusive";
        }).orElse("n/a");
    }

    private static Table detail(ResultSet set) {
        Table t = Table.of("lrrrrrl", "technique", "length (chars)", "ns/op", "± error", "× sizedBuilder [95% CI]",
                "B/op", "fork means, or ⚠ modes (> " + Math.round(BenchmarkResult.MODE_GAP_LIMIT * 100)
                        + "% apart) with their forks");
        for (int length : set.intParamValues("length")) {
            Optional<BenchmarkResult> base = set.find(BASELINE, "length", length);
            for (String technique : TECHNIQUES) {
                Optional<BenchmarkResult> r = set.find(technique, "length", length);
                r.ifPresent(b -> t.row("`" + technique + "`", length, Numbers.score(b.score()), Numbers.score(b.error()),
                        Checks.ratioCell(r, base), Numbers.bytes(b.allocNorm()), forkCell(b)));
            }
        }
        return t;
    }

    /** The fork means, flagged when the row is bimodal. */
    static String forkCell(BenchmarkResult r) {
        return (r.bimodal() ? "⚠ " : "") + r.forkModes();
    }

    @Override
    public Map<String, byte[]> charts(Results results) throws ReportException {
        List<ResultSet> sets = results.of(StringsExperiment.STRINGS);
        Map<String, byte[]> out = new LinkedHashMap<>();
        for (ResultSet set : sets) {
            Optional<byte[]> time = byTechnique(set, false);
            if (time.isPresent()) {
                out.put("strings-time-jdk" + set.jdkMajor() + ".png", time.get());
            }
            Optional<byte[]> alloc = byTechnique(set, true);
            if (alloc.isPresent()) {
                out.put("strings-alloc-jdk" + set.jdkMajor() + ".png", alloc.get());
            }
        }
        if (sets.size() > 1 && ResultSet.sameRun(sets)) { // JDK against JDK: only within one run
            Optional<byte[]> jdks = Charts.ratioByJdk("Ratio to " + BASELINE + " by JDK, " + HistoryReport.LENGTH
                    + " chars (95% CI over rounds)", "ns/op ratio to " + BASELINE + " (log scale)", byJdk(sets));
            if (jdks.isPresent()) {
                out.put("strings-jdks.png", jdks.get());
            }
        }
        return out;
    }

    /** ns/op (with JMH's error) or B/op by technique, one series per length, of one result set. */
    private static Optional<byte[]> byTechnique(ResultSet set, boolean alloc) throws ReportException {
        Map<String, List<Charts.Bar>> series = new LinkedHashMap<>();
        for (int length : set.intParamValues("length")) {
            List<Charts.Bar> bars = new ArrayList<>();
            for (String t : TECHNIQUES) {
                set.find(t, "length", length).ifPresent(r -> bars.add(new Charts.Bar(t, alloc ? r.allocNorm()
                        : r.score(), alloc || Double.isNaN(r.error()) ? 0 : r.error())));
            }
            series.put(length + " chars", bars);
        }
        return Charts.logBars((alloc ? "Bytes allocated per built string" : "Time per built string") + ", JDK "
                + set.jdkMajor(), "technique", alloc ? "B/op (log scale)" : "ns/op (log scale)", series);
    }

    /** Each technique's ratio to the baseline at {@value HistoryReport#LENGTH} chars per JDK: {jdk, ratio, low, high}. */
    private static Map<String, List<double[]>> byJdk(List<ResultSet> sets) {
        Map<String, List<double[]>> series = new LinkedHashMap<>();
        for (String t : TECHNIQUES) {
            if (t.equals(BASELINE)) {
                continue;
            }
            List<double[]> points = new ArrayList<>();
            for (ResultSet set : sets) {
                Optional<BenchmarkResult> r = set.find(t, "length", HistoryReport.LENGTH);
                Optional<BenchmarkResult> b = set.find(BASELINE, "length", HistoryReport.LENGTH);
                if (r.isPresent() && b.isPresent()) {
                    points.add(Checks.effect(r.get(), b.get()).filter(Effect::hasInterval)
                            .map(e -> new double[] {set.jdkMajor(), e.estimate(), e.low(), e.high()})
                            .orElse(new double[] {set.jdkMajor(), r.get().score() / b.get().score()}));
                }
            }
            series.put(t, points);
        }
        return series;
    }
}
