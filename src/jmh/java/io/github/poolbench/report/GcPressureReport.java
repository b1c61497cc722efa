package io.github.poolbench.report;

import io.github.poolbench.text.Numbers;
import com.fasterxml.jackson.databind.JsonNode;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.stats.Effect;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
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
        return Suite.GCPRESSURE;
    }

    @Override
    public String title() {
        return "The GC argument: pooling beside a large live set";
    }

    @Override
    public String question() {
        return "Where pooling is meant to win: two threads build 4096-char strings without pause, with"
                + " `new StringBuilder(4096)` (`sized`) or a builder of the bucketed pool (`pooled`), while the heap"
                + " (2 GB, G1) holds a live set of small linked objects promoted to the old generation. Throughput"
                + " in ops/ms (higher is better), B/op, and every GC pause recorded by JFR inside the forks.";
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
        return results.of(Suite.GCPRESSURE, jdk).flatMap(s -> s.results().stream()
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
        StringBuilder md = new StringBuilder("## Throughput, allocation and GC\n\n");
        md.append("`jfr.gc.count`: collections per measured iteration; paused: share of wall time in GC pauses;"
                + " longest: each iteration's longest pause, averaged; aged: KB of survivors per collection that had"
                + " already survived 8 collections (`jfr.gc.survivors.aged`, objects the pauses keep copying); pause"
                + " percentiles over every collection of every measured iteration and fork (JMH merges the samples;"
                + " only in runs made before the profiler dropped that distribution, which aged in the forks' own"
                + " survivors: [probe](" + PROBE + ")); `gc.count` and `gc.time` as JMH's `gc` profiler reports"
                + " them.\n\n");
        md.append("| JDK | live set (MB) | build | ops/ms | × sized [95% CI] | B/op | jfr.gc.count | paused (%) |"
                + " longest (ms) | aged (KB) |");
        PERCENTILES.forEach(p -> md.append(" pause ").append(Numbers.percentileName(p)).append(" (ms) |"));
        md.append(" gc.count | gc.time (ms) |\n|---|---:|---|---:|---:|---:|---:|---:|---:|---:|");
        PERCENTILES.forEach(p -> md.append("---:|"));
        md.append("---:|---:|\n");
        for (ResultSet set : results.of(Suite.GCPRESSURE)) {
            Optional<BenchmarkResult> sized = row(results, set.jdkMajor(), "sized");
            for (String method : List.of("sized", "pooled")) {
                Optional<BenchmarkResult> r = row(results, set.jdkMajor(), method);
                if (r.isEmpty()) {
                    continue;
                }
                BenchmarkResult b = r.get();
                md.append("| ").append(set.jdkMajor()).append(" | ").append(b.params().getOrDefault("liveMb", "?"))
                        .append(" | `").append(method).append("` | ").append(b.scoreWithError()).append(" | ")
                        .append(Checks.ratioCell(r, sized))
                        .append(" | ")
                        .append(Numbers.bytes(b.allocNorm())).append(" | ").append(metric(b, "jfr.gc.count"))
                        .append(" | ").append(metric(b, "jfr.gc.pausedPercent")).append(" | ").append(metric(b, LONGEST))
                        .append(" | ").append(metric(b, AGED)).append(" |");
                for (double p : PERCENTILES) {
                    md.append(' ').append(Numbers.score(b.percentile("jfr.gc.pause", p))).append(" |");
                }
                md.append(' ').append(metric(b, "gc.count")).append(" | ").append(metric(b, "gc.time")).append(" |\n");
            }
        }
        md.append(agedCheck(results));
        md.append(perCollection(results));
        return md.toString();
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
        StringBuilder lines = new StringBuilder();
        for (ResultSet set : results.of(Suite.GCPRESSURE)) {
            OptionalDouble pooled = row(results, set.jdkMajor(), "pooled").map(GcPressureReport::agedKb)
                    .orElse(OptionalDouble.empty());
            OptionalDouble sized = row(results, set.jdkMajor(), "sized").map(GcPressureReport::agedKb)
                    .orElse(OptionalDouble.empty());
            if (pooled.isEmpty() || sized.isEmpty()) {
                continue;
            }
            double gap = pooled.getAsDouble() - sized.getAsDouble();
            lines.append("- JDK ").append(set.jdkMajor()).append(": `pooled` ").append(Numbers.score(pooled.getAsDouble()))
                    .append(" KB, `sized` ").append(Numbers.score(sized.getAsDouble())).append(" KB: ")
                    .append(Math.abs(gap) > AGED_GAP_KB
                            ? "**`" + (gap > 0 ? "pooled" : "sized") + "` carries more**: its measured pauses copy"
                                    + " objects the other row's have promoted, which lengthens them (a longer warmup"
                                    + " removes it)"
                            : "within " + Numbers.score(AGED_GAP_KB) + " KB")
                    .append(".\n");
        }
        if (lines.isEmpty()) {
            return "";
        }
        return "\nAged survivors (`" + AGED + "`, mean over forks of KB per collection at age 8 or more): the rows'"
                + " pauses should copy about as much old data, within " + Numbers.score(AGED_GAP_KB) + " KB, or "
                + id("jfr.gc.pausedPercent") + " and " + id("longestPauses") + " compare more than pooling ([probe]("
                + PROBE + ")).\n\n" + lines;
    }

    private static OptionalDouble agedKb(BenchmarkResult row) {
        BenchmarkResult.Metric m = row.secondary().get(AGED);
        return m == null ? OptionalDouble.empty() : m.forkMeans().stream().mapToDouble(Double::doubleValue).average();
    }

    /** The id of the claim that reads a metric or applies a named rule. */
    private static String id(String metricOrRule) {
        return io.github.poolbench.claims.ClaimCatalog.standard().idReading(Suite.GCPRESSURE, metricOrRule);
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
        StringBuilder rows = new StringBuilder();
        StringBuilder sums = new StringBuilder();
        for (ResultSet set : results.of(Suite.GCPRESSURE)) {
            Optional<BenchmarkResult> pooled = row(results, set.jdkMajor(), "pooled");
            Optional<BenchmarkResult> sized = row(results, set.jdkMajor(), "sized");
            OptionalDouble seconds = ForkDesign.iterationSeconds(set, set.results());
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
            rows.append("| ").append(set.jdkMajor()).append(" | ").append(Numbers.score(mean(s.get(0))))
                    .append(" | ").append(Numbers.score(mean(p.get(0)))).append(" | ")
                    .append(mb.map(Checks::format).orElse("n/a")).append(" | ").append(Numbers.score(mean(s.get(1))))
                    .append(" | ").append(Numbers.score(mean(p.get(1)))).append(" | ")
                    .append(ms.map(Checks::format).orElse("n/a")).append(" |\n");
            if (ops.isPresent() && mb.isPresent() && ms.isPresent()) {
                double g3 = ops.get().estimate() * bytes / mb.get().estimate();
                sums.append("- JDK ").append(set.jdkMajor()).append(": ").append(id("jfr.gc.count")).append(" ").append(Numbers.ratio(g3)).append(" = ")
                        .append(Numbers.ratio(ops.get().estimate())).append(" × ").append(Numbers.ratio(bytes))
                        .append(" ÷ ").append(Numbers.ratio(mb.get().estimate())).append("; ").append(id("jfr.gc.pausedPercent"))
                        .append(" ")
                        .append(Numbers.ratio(g3 * ms.get().estimate())).append(" = ")
                        .append(Numbers.ratio(g3)).append(" × ").append(Numbers.ratio(ms.get().estimate()))
                        .append(".\n");
            }
        }
        if (rows.isEmpty()) {
            return "";
        }
        return "\n## Collections and pauses per MB allocated (" + id("jfr.gc.count") + ", " + id("jfr.gc.pausedPercent")
                + ")\n\n"
                + "The G1 collector starts a young collection when eden is full, so the number of collections follows the bytes"
                + " allocated unless the two rows collect after different amounts. Per fork: MB allocated per"
                + " collection = ops/s × B/op × the iteration time ÷ `jfr.gc.count` (MB = 10^6 bytes; B/op is the"
                + " row's `gc.alloc.rate.norm`, the same in every fork to within 0.3%); ms paused per collection ="
                + " `jfr.gc.pausedPercent` of the iteration time ÷ `jfr.gc.count`. Means over forks; each ratio"
                + " `pooled` / `sized` with its 95% CI over rounds.\n\n"
                + "| JDK | MB per collection: `sized` | `pooled` | `pooled` / `sized` | ms paused per collection:"
                + " `sized` | `pooled` | `pooled` / `sized` |\n"
                + "|---|---:|---:|---:|---:|---:|---:|\n" + rows
                + "\nPer round, collections = ops/s × B/op × time ÷ bytes per collection and time paused ="
                + " collections × ms per collection, so the claims' estimates (geometric means over the same"
                + " rounds) decompose exactly: " + id("jfr.gc.count") + " = the ops/ms ratio × the B/op ratio ÷ the"
                + " MB-per-collection ratio; " + id("jfr.gc.pausedPercent") + " = " + id("jfr.gc.count") + " × the"
                + " ms-per-collection ratio.\n\n" + sums
                + "\nWhat the collector's own log of both rows shows (eden, survivors, phases): [probe](" + PROBE + ").\n";
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
