package io.github.poolbench.gcpressure.experiment;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.poolbench.report.BenchmarkResult;
import io.github.poolbench.report.Checks;
import io.github.poolbench.report.Claim;
import io.github.poolbench.report.Finding;
import io.github.poolbench.report.ResultSet;
import io.github.poolbench.report.Results;
import io.github.poolbench.report.SuiteReport;
import io.github.poolbench.report.Table;
import io.github.poolbench.report.Templates;
import io.github.poolbench.report.Verdict;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.stats.Effect;
import io.github.poolbench.text.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.util.ListStatistics;

/**
 * The {@code gcpressure} experiment ({@code GcPressureBenchmark}): the GC argument for pooling,
 * pooled against sized 4096-char builds by two threads beside a large live set, with
 * throughput, B/op, collections and JFR pause percentiles.
 */
public final class GcPressureReport implements SuiteReport {

    /** The JFR pause percentiles shown, as JMH names them. */
    static final List<Double> PERCENTILES = List.of(50.0, 90.0, 99.0, 100.0);

    @Override
    public Suite suite() {
        return GcPressureExperiment.GCPRESSURE;
    }

    @Override
    public String title() {
        return "The GC argument: pooling beside a large live set";
    }

    @Override
    public Optional<Claim.Rule> namedRule(String name, JsonNode args) {
        if (!name.equals("longestPauses")) {
            return Optional.empty();
        }
        String a = args.path("a").asText();
        String b = args.path("b").asText();
        return Optional.of((r, jdk) -> longestPauses(row(r, jdk, a), row(r, jdk, b)));
    }

    @Override
    public BenchmarkResult claimRow(BenchmarkResult row) {
        return overCollections(row);
    }

    /** The per-iteration longest pause ({@code GcPauseProfiler}). */
    static final String LONGEST = "jfr.gc.pause.longest";

    /** KB of survivors per collection at age 8 or more ({@code GcPauseProfiler}). */
    static final String AGED = "jfr.gc.survivors.aged";

    /**
     * The named rule {@code longestPauses}: the ratio of the fork means of {@value #LONGEST} with its interval over rounds;
     * for a run made before the profiler reported that metric, the p99 of the pauses of every
     * fork merged, which has no interval and says so.
     */
    static Finding longestPauses(Optional<BenchmarkResult> pooled, Optional<BenchmarkResult> sized) {
        boolean measured = pooled.isPresent() && sized.isPresent() && pooled.get().secondary().containsKey(LONGEST)
                && sized.get().secondary().containsKey(LONGEST);
        if (measured) {
            return Checks.lowerMetric(pooled, sized, LONGEST);
        }
        Finding p99 = Checks.lowerPercentile(pooled, sized, "jfr.gc.pause", 99.0);
        if (p99.verdict() == Verdict.NO_DATA) {
            return p99;
        }
        return new Finding(p99.verdict(), p99.evidence() + " (this run predates `" + LONGEST + "`: p99 of the pauses"
                + " of every fork merged, no interval)");
    }

    private static Optional<BenchmarkResult> row(Results results, int jdk, String method) {
        return results.of(GcPressureExperiment.GCPRESSURE, jdk).flatMap(s -> s.results().stream()
                .filter(r -> r.method().equals(method)).findFirst()).map(GcPressureReport::overCollections);
    }

    /**
     * The row with {@value #LONGEST} and {@value #AGED} scored over the iterations that report
     * them. The profiler reports both only for an iteration with a collection, and JMH scores an
     * iteration without a secondary metric as 0 (score and error alike), which for the longest
     * pause or the aged survivors of an iteration without a collection means nothing: in the
     * committed run 3 of 184 {@code pooled} iterations per JDK had none. Score: the mean of the
     * values present; error: JMH's (the 99.9% half-width) over them. Their {@code rawData}, which
     * the claims read, is unchanged.
     */
    static BenchmarkResult overCollections(BenchmarkResult row) {
        Map<String, BenchmarkResult.Metric> secondary = new LinkedHashMap<>(row.secondary());
        boolean changed = false;
        for (String name : List.of(LONGEST, AGED)) {
            BenchmarkResult.Metric m = secondary.get(name);
            double[] present = m == null ? new double[0]
                    : m.rawData().stream().flatMap(List::stream).mapToDouble(Double::doubleValue).toArray();
            if (present.length == 0 || present.length == row.rawData().stream().mapToInt(List::size).sum()) {
                continue;
            }
            ListStatistics stats = new ListStatistics(present);
            secondary.put(name, new BenchmarkResult.Metric(stats.getMean(),
                    present.length > 1 ? stats.getMeanErrorAt(0.999) : Double.NaN, m.unit(), m.percentiles(),
                    m.rawData()));
            changed = true;
        }
        return changed ? row.withSecondary(secondary) : row;
    }

    /** The probe of G1's young pauses in both rows (eden, phases), relative to the page. */
    static final String PROBE = SuiteReport.EVIDENCE + "gcpressure-per-collection.md";

    /** The GC metrics the pause claims read, besides the throughput (lower is better for each). */
    static final List<String> GC_METRICS = List.of("jfr.gc.count", "jfr.gc.pausedPercent", LONGEST);

    /** Each row's GC metrics that the file has: the pause claims read them. */
    @Override
    public List<String> alsoCheckedMetrics(BenchmarkResult row) {
        return GC_METRICS.stream().filter(row.secondary()::containsKey).toList();
    }

    @Override
    public String page(Results results) {
        List<String> header = new ArrayList<>(List.of("JDK", "live set (MB)", "build", "ops/ms", "× sized [95% CI]",
                "B/op", "jfr.gc.count", "paused (%)", "longest (ms)", "aged (KB)"));
        PERCENTILES.forEach(p -> header.add("pause " + Numbers.percentileName(p) + " (ms)"));
        header.addAll(List.of("gc.count", "gc.time (ms)"));
        Table t = new Table("lrlrrrrrrr" + "r".repeat(PERCENTILES.size()) + "rr", header);
        for (ResultSet set : results.of(GcPressureExperiment.GCPRESSURE)) {
            Optional<BenchmarkResult> sized = row(results, set.jdkMajor(), "sized");
            for (String method : List.of("sized", "pooled")) {
                Optional<BenchmarkResult> r = row(results, set.jdkMajor(), method);
                if (r.isEmpty()) {
                    continue;
                }
                BenchmarkResult b = r.get();
                List<Object> cells = new ArrayList<>(List.of(set.jdkMajor(), b.params().getOrDefault("liveMb", "?"),
                        "`" + method + "`", b.scoreWithError(), Checks.ratioCell(r, sized), Numbers.bytes(b.allocNorm()),
                        metric(b, "jfr.gc.count"), metric(b, "jfr.gc.pausedPercent"), metric(b, LONGEST), metric(b, AGED)));
                PERCENTILES.forEach(p -> cells.add(Numbers.score(b.percentile("jfr.gc.pause", p))));
                cells.addAll(List.of(metric(b, "gc.count"), metric(b, "gc.time")));
                t.row(cells);
            }
        }
        return Templates.render(GcPressureReport.class, "gcpressure-page", Map.of("probe", PROBE, "table", t, "aged", agedCheck(results),
                "perCollection", perCollection(results)));
    }

    /**
     * More KB than this of survivors at age 8 or more per collection in one row than in the other
     * mean its measured pauses carry objects that the other's have promoted: in the probe, 40-60 KB
     * (the warmup's first objects, or the profiler's old per-iteration histograms) against a few KB
     * of difference once both were gone.
     */
    static final double AGED_GAP_KB = 16;

    /**
     * The check that both rows' measured pauses copy about as much old survivors: per JDK, the
     * mean over forks of {@value #AGED} for {@code pooled} and {@code sized}, flagged when they
     * differ by more than {@value #AGED_GAP_KB} KB.
     *
     * @return a paragraph, or an empty string when no JDK has the metric in both rows
     */
    static String agedCheck(Results results) {
        List<Map<String, Object>> lines = new ArrayList<>();
        for (ResultSet set : results.of(GcPressureExperiment.GCPRESSURE)) {
            OptionalDouble pooled = row(results, set.jdkMajor(), "pooled").map(GcPressureReport::agedKb)
                    .orElse(OptionalDouble.empty());
            OptionalDouble sized = row(results, set.jdkMajor(), "sized").map(GcPressureReport::agedKb)
                    .orElse(OptionalDouble.empty());
            if (pooled.isPresent() && sized.isPresent()) {
                double gap = pooled.getAsDouble() - sized.getAsDouble();
                lines.add(Map.of("jdk", set.jdkMajor(), "pooled", Numbers.score(pooled.getAsDouble()), "sized",
                        Numbers.score(sized.getAsDouble()), "more", Math.abs(gap) > AGED_GAP_KB, "carries",
                        gap > 0 ? "pooled" : "sized"));
            }
        }
        return lines.isEmpty() ? "" : Templates.render(GcPressureReport.class, "gcpressure-aged", Map.of("metric", AGED, "lines", lines,
                "gap", Numbers.score(AGED_GAP_KB), "paused", id("jfr.gc.pausedPercent"), "longest",
                id("longestPauses"), "probe", PROBE));
    }

    private static OptionalDouble agedKb(BenchmarkResult row) {
        BenchmarkResult.Metric m = row.secondary().get(AGED);
        return m == null ? OptionalDouble.empty() : m.forkMeans().stream().mapToDouble(Double::doubleValue).average();
    }

    /** The id of the claim that reads a metric or applies a named rule. */
    private static String id(String metricOrRule) {
        return io.github.poolbench.claims.ClaimCatalog.standard().idReading(GcPressureExperiment.GCPRESSURE, metricOrRule);
    }

    /**
     * @return the length of one measurement iteration in seconds (JMH's measurement time); empty for
     *         single-shot or unreadable settings
     */
    static OptionalDouble iterationSeconds(ResultSet set) {
        String m = set.measurement();
        String time = m.contains(" x ") ? m.substring(m.indexOf(" x ") + 3).trim() : m.trim();
        try {
            long ns = TimeValue.fromString(time).convertTo(java.util.concurrent.TimeUnit.NANOSECONDS);
            return ns > 0 ? OptionalDouble.of(ns / 1e9) : OptionalDouble.empty();
        } catch (RuntimeException e) { // single-shot, or not a time
            return OptionalDouble.empty();
        }
    }

    /**
     * The arithmetic behind the claims on collections and on time paused, per fork: MB allocated per collection (the fork's ops per
     * second × the row's B/op × the iteration time, over {@code jfr.gc.count}; MB = 10^6 bytes)
     * and ms paused per collection ({@code jfr.gc.pausedPercent} of the iteration time over
     * {@code jfr.gc.count}), each as the ratio {@code pooled} / {@code sized} with its 95% interval
     * over rounds. Per round, collections = ops/s × B/op × time / bytes per collection and time
     * paused = collections × ms per collection, so the collections ratio is the ops ratio × the
     * B/op ratio / the MB-per-collection ratio, and the time-paused ratio is that × the
     * ms-per-collection ratio
     * (geometric means over the same rounds). A row's B/op is one figure for all its forks (JMH's
     * {@code gc.alloc.rate.norm}; in the committed runs its fork means differ by under 0.3%).
     *
     * @return the page section, or an empty string when no JDK has both rows with these metrics
     */
    static String perCollection(Results results) {
        Table t = Table.of("lrrrrrr", "JDK", "MB per collection: `sized`", "`pooled`", "`pooled` / `sized`",
                "ms paused per collection: `sized`", "`pooled`", "`pooled` / `sized`");
        List<Map<String, Object>> sums = new ArrayList<>();
        for (ResultSet set : results.of(GcPressureExperiment.GCPRESSURE)) {
            Optional<BenchmarkResult> pooled = row(results, set.jdkMajor(), "pooled");
            Optional<BenchmarkResult> sized = row(results, set.jdkMajor(), "sized");
            OptionalDouble seconds = iterationSeconds(set);
            if (pooled.isEmpty() || sized.isEmpty() || seconds.isEmpty()) {
                continue;
            }
            List<List<Double>> p = perFork(pooled.get(), seconds.getAsDouble());
            List<List<Double>> s = perFork(sized.get(), seconds.getAsDouble());
            if (p.isEmpty() || s.isEmpty()) {
                continue;
            }
            Optional<Effect> ops = Checks.effect(pooled.get().forkMeans(), sized.get().forkMeans());
            double bytes = pooled.get().allocNorm() / sized.get().allocNorm();
            Optional<Effect> mb = Checks.effect(p.get(0), s.get(0));
            Optional<Effect> ms = Checks.effect(p.get(1), s.get(1));
            t.row(set.jdkMajor(), Numbers.score(mean(s.get(0))), Numbers.score(mean(p.get(0))),
                    mb.map(Checks::format).orElse("n/a"), Numbers.score(mean(s.get(1))), Numbers.score(mean(p.get(1))),
                    ms.map(Checks::format).orElse("n/a"));
            if (ops.isPresent() && mb.isPresent() && ms.isPresent()) {
                double g3 = ops.get().estimate() * bytes / mb.get().estimate();
                sums.add(Map.of("jdk", set.jdkMajor(), "g3", Numbers.ratio(g3), "ops",
                        Numbers.ratio(ops.get().estimate()), "bytes", Numbers.ratio(bytes), "mb",
                        Numbers.ratio(mb.get().estimate()), "g4", Numbers.ratio(g3 * ms.get().estimate()), "ms",
                        Numbers.ratio(ms.get().estimate())));
            }
        }
        return t.isEmpty() ? "" : Templates.render(GcPressureReport.class, "gcpressure-per-collection", Map.of("count", id("jfr.gc.count"),
                "paused", id("jfr.gc.pausedPercent"), "table", t, "sums", sums, "probe", PROBE));
    }

    /**
     * One row's per-fork figures: MB allocated per collection and ms paused per collection.
     *
     * @return two lists in fork order, or empty when the row lacks B/op, a GC metric or a
     *         throughput unit of ops per time, their fork counts differ, or a fork has no collection
     */
    static List<List<Double>> perFork(BenchmarkResult row, double iterationSeconds) {
        BenchmarkResult.Metric count = row.secondary().get("jfr.gc.count");
        BenchmarkResult.Metric paused = row.secondary().get("jfr.gc.pausedPercent");
        double opsPerSecond = switch (row.unit()) {
            case "ops/s" -> 1;
            case "ops/ms" -> 1e3;
            case "ops/us" -> 1e6;
            default -> Double.NaN;
        };
        if (count == null || paused == null || !(row.allocNorm() > 0) || Double.isNaN(opsPerSecond)) {
            return List.of();
        }
        List<Double> ops = row.forkMeans();
        List<Double> c = count.forkMeans();
        List<Double> s = paused.forkMeans();
        if (ops.isEmpty() || ops.size() != c.size() || c.size() != s.size() || c.stream().anyMatch(x -> !(x > 0))) {
            return List.of();
        }
        List<Double> mb = new ArrayList<>();
        List<Double> ms = new ArrayList<>();
        for (int f = 0; f < c.size(); f++) {
            mb.add(ops.get(f) * opsPerSecond * row.allocNorm() * iterationSeconds / 1e6 / c.get(f));
            ms.add(s.get(f) / 100 * iterationSeconds * 1000 / c.get(f));
        }
        return List.of(mb, ms);
    }

    private static double mean(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
    }

    private static String metric(BenchmarkResult r, String name) {
        BenchmarkResult.Metric m = r.secondary().get(name);
        if (m == null) {
            return "n/a";
        }
        return Numbers.score(m.score()) + (Double.isNaN(m.error()) ? "" : " ± " + Numbers.score(m.error()));
    }

    @Override
    public Map<String, byte[]> charts(Results results) {
        return Map.of();
    }
}
