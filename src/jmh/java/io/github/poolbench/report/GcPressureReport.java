package io.github.poolbench.report;

import io.github.poolbench.runner.Suite;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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
    public List<Claim> claims() {
        return List.of(
                Conclusions.aaClaim("`sizedAgain` / `sized` ops/ms",
                        (r, jdk) -> Checks.equivalent(row(r, jdk, "sizedAgain"), row(r, jdk, "sized"),
                                Checks.AA_MARGIN)),
                new Claim("G1", "Beside a large live set, pooled builds give more throughput than sized ones", "",
                        "`pooled` vs `sized` ops/ms: 95% CI of the ratio above 1",
                        (r, jdk) -> Checks.higher(row(r, jdk, "pooled"), row(r, jdk, "sized"))),
                new Claim("G2", "Pooling allocates fewer bytes per build", "", "B/op of `pooled` below `sized`",
                        (r, jdk) -> Checks.lessAllocation(row(r, jdk, "pooled"), row(r, jdk, "sized"))),
                new Claim("G3", "Pooling means fewer collections", "", "`jfr.gc.count` (collections per iteration)"
                        + " of `pooled` below `sized`",
                        (r, jdk) -> Checks.lowerMetric(row(r, jdk, "pooled"), row(r, jdk, "sized"), "jfr.gc.count")),
                new Claim("G4", "Pooling means less time paused", "", "`jfr.gc.pausedPercent` (share of wall time"
                        + " in GC pauses) of `pooled` below `sized`",
                        (r, jdk) -> Checks.lowerMetric(row(r, jdk, "pooled"), row(r, jdk, "sized"),
                                "jfr.gc.pausedPercent")),
                new Claim("G5", "Pooling shortens the longest GC pauses", "", "`" + LONGEST + "` (each iteration's"
                        + " longest single pause, JFR's `longestPause`) of `pooled` below `sized`: 95% CI of the ratio"
                        + " below 1. Runs that predate that metric: p99 of `jfr.gc.pause` over every fork at least 10%"
                        + " below (no interval: JMH merges the forks' pauses)",
                        (r, jdk) -> longestPauses(row(r, jdk, "pooled"), row(r, jdk, "sized"))));
    }

    /** The per-iteration longest pause ({@code GcPauseProfiler}). */
    static final String LONGEST = "jfr.gc.pause.longest";

    /**
     * Claim G5: the ratio of the fork means of {@value #LONGEST} with its interval over rounds;
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
                .filter(r -> r.method().equals(method)).findFirst());
    }

    /** The GC metrics G3-G5 read, besides the throughput G1 reads (lower is better for each). */
    static final List<String> GC_METRICS = List.of("jfr.gc.count", "jfr.gc.pausedPercent", LONGEST);

    /** Each row's GC metrics that the file has: G3-G5 read them. */
    @Override
    public List<String> alsoCheckedMetrics(BenchmarkResult row) {
        return GC_METRICS.stream().filter(row.secondary()::containsKey).toList();
    }

    @Override
    public String page(Results results) {
        StringBuilder md = new StringBuilder("## Throughput, allocation and GC\n\n");
        md.append("`jfr.gc.count`: collections per measured iteration; paused: share of wall time in GC pauses;"
                + " pause percentiles over every collection of every measured iteration and fork (JMH merges the"
                + " samples); `gc.count` and `gc.time` as JMH's `gc` profiler reports them.\n\n");
        md.append("| JDK | live set (MB) | build | ops/ms | × sized [95% CI] | B/op | jfr.gc.count | paused (%) |");
        PERCENTILES.forEach(p -> md.append(" pause ").append(Numbers.percentileName(p)).append(" (ms) |"));
        md.append(" gc.count | gc.time (ms) |\n|---|---:|---|---:|---:|---:|---:|---:|");
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
                        .append(" | ").append(metric(b, "jfr.gc.pausedPercent")).append(" |");
                for (double p : PERCENTILES) {
                    md.append(' ').append(Numbers.score(b.percentile("jfr.gc.pause", p))).append(" |");
                }
                md.append(' ').append(metric(b, "gc.count")).append(" | ").append(metric(b, "gc.time")).append(" |\n");
            }
        }
        return md.toString();
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
