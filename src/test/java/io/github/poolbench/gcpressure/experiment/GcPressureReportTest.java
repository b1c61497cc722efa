package io.github.poolbench.gcpressure.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.poolbench.report.BenchmarkResult;
import io.github.poolbench.report.Checks;
import io.github.poolbench.report.Conclusions;
import io.github.poolbench.report.Finding;
import io.github.poolbench.report.ResultSet;
import io.github.poolbench.report.Results;
import io.github.poolbench.report.Verdict;
import io.github.poolbench.runs.Suite;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class GcPressureReportTest {

    /**
     * A row with one iteration per fork: its ops/ms, collections and share paused (%) per fork, in
     * fork order, and its B/op.
     */
    private static BenchmarkResult row(String method, double bytesPerOp, List<Double> ops, List<Double> count,
                                       List<Double> paused) {
        Map<String, BenchmarkResult.Metric> secondary = new LinkedHashMap<>();
        if (count != null) {
            secondary.put("jfr.gc.count", metric(count, "#/iteration"));
        }
        secondary.put("jfr.gc.pausedPercent", metric(paused, "%"));
        double score = ops.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        return new BenchmarkResult("io.github.poolbench.gcpressure.GcPressureBenchmark." + method, method,
                Map.of("liveMb", "512"), "thrpt", 2, score, 10, "ops/ms", bytesPerOp, secondary,
                ops.stream().map(List::of).toList(), Map.of(), List.of());
    }

    private static BenchmarkResult.Metric metric(List<Double> perFork, String unit) {
        double mean = perFork.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        return new BenchmarkResult.Metric(mean, 0, unit, Map.of(), perFork.stream().map(List::of).toList());
    }

    private static Results results(String measurement, BenchmarkResult... rows) {
        ResultSet set = new ResultSet(GcPressureExperiment.GCPRESSURE, Path.of("gcpressure-jdk17.json"), 17, "17", "vm", "17",
                "1.37", List.of(), 3, "12 x 1 s", measurement, List.of(rows), Optional.empty());
        return new Results(Path.of("results"), Map.of(GcPressureExperiment.GCPRESSURE, List.of(set)));
    }

    // sized: 250 ops/ms of 8,000 B (2,000 MB/s), 2 collections of 1,000 MB per 1 s iteration, 4 ms paused (2 ms
    // each); pooled: as fast with half the B/op, collecting after the same 1,000 MB, each pause 1.25x as long
    private static final BenchmarkResult SIZED = row("sized", 8000, List.of(250.0, 262.5, 237.5),
            List.of(2.0, 2.1, 1.9), List.of(0.40, 0.42, 0.38));
    private static final BenchmarkResult POOLED = row("pooled", 4000, List.of(250.0, 250.0, 250.0),
            List.of(1.0, 1.0, 1.0), List.of(0.25, 0.26, 0.24));

    @Test
    void aMetricNeitherRowHasIsInconclusiveAndSaysSoFirst() {
        BenchmarkResult none = row("pooled", 4000, List.of(250.0, 250.0), List.of(0.0, 0.0), List.of(0.0, 0.0));
        BenchmarkResult alsoNone = row("sized", 8000, List.of(250.0, 250.0), List.of(0.0, 0.0), List.of(0.0, 0.0));
        Finding f = Checks.lowerMetric(Optional.of(none), Optional.of(alsoNone), "jfr.gc.count");
        assertThat(f.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
        assertThat(f.effect()).isEmpty();
        // the claims page's short cell reads the evidence's first part: it must carry the answer
        assertThat(Conclusions.shortCell(f)).isEqualTo("inconclusive: none in either row (jfr.gc.count 0 #/iteration)");
        // one row with any is not "none"
        BenchmarkResult some = row("sized", 8000, List.of(250.0, 250.0), List.of(0.0, 1.0), List.of(0.0, 0.1));
        assertThat(Checks.lowerMetric(Optional.of(none), Optional.of(some), "jfr.gc.count").evidence())
                .doesNotStartWith("none in either row");
    }

    @Test
    void perCollectionFiguresComeFromEachFork() {
        List<List<Double>> sized = GcPressureReport.perFork(SIZED, 1.0);
        assertThat(sized.get(0)).allSatisfy(mb -> assertThat(mb).isCloseTo(1000.0, within(1e-9)));
        assertThat(sized.get(1)).allSatisfy(ms -> assertThat(ms).isCloseTo(2.0, within(1e-9)));
        // a 2 s iteration: twice the MB and the ms per collection from the same rates and shares
        assertThat(GcPressureReport.perFork(POOLED, 2.0).get(0).get(0)).isCloseTo(2000.0, within(1e-9));
        assertThat(GcPressureReport.perFork(POOLED, 2.0).get(1).get(0)).isCloseTo(5.0, within(1e-9));
    }

    @Test
    void theSectionShowsBothRatiosAndTheDecompositionOfTheClaims() {
        String md = GcPressureReport.perCollection(results("4 x 1 s", SIZED, POOLED));

        assertThat(md).contains("## Collections and pauses per MB allocated (G3, G4)")
                .contains("| JDK | MB per collection: `sized` | `pooled` | `pooled` / `sized` |")
                .containsPattern("\\| 17 \\| 1,000 \\| 1,000 \\| 1\\.00 \\[1\\.00, 1\\.00\\] \\| 2\\.00 \\| 2\\.50 \\| "
                        + "1\\.25 \\[1\\.1\\d, 1\\.3\\d\\] \\|")
                .contains("- JDK 17: G3 0.50 = 1.00 × 0.50 ÷ 1.00; G4 0.63 = 0.50 × 1.25.")
                .contains("[probe](../docs/evidence/gcpressure-per-collection.md)");
    }

    @Test
    void theDecompositionIsExactForTheClaimsOwnEstimates() {
        // uneven forks: the identity must hold for the geometric means over rounds, not only for these figures
        BenchmarkResult sized = row("sized", 8264, List.of(300.0, 390.0, 255.0), List.of(2.0, 2.25, 1.5),
                List.of(0.41, 0.52, 0.29));
        BenchmarkResult pooled = row("pooled", 4153, List.of(330.0, 270.0, 390.0), List.of(1.25, 0.75, 1.0),
                List.of(0.31, 0.17, 0.26));
        List<List<Double>> p = GcPressureReport.perFork(pooled, 1.0);
        List<List<Double>> s = GcPressureReport.perFork(sized, 1.0);
        double ops = Checks.higher(Optional.of(pooled), Optional.of(sized)).effect().orElseThrow().estimate();
        double bytes = 4153.0 / 8264; // G2 reads B/op, one figure per row
        double mb = Checks.effect(p.get(0), s.get(0)).orElseThrow().estimate();
        double ms = Checks.effect(p.get(1), s.get(1)).orElseThrow().estimate();

        double g3 = Checks.lowerMetric(Optional.of(pooled), Optional.of(sized), "jfr.gc.count").effect()
                .orElseThrow().estimate();
        double g4 = Checks.lowerMetric(Optional.of(pooled), Optional.of(sized), "jfr.gc.pausedPercent").effect()
                .orElseThrow().estimate();
        assertThat(ops * bytes / mb).isCloseTo(g3, within(1e-12));
        assertThat(g3 * ms).isCloseTo(g4, within(1e-12));
    }

    @Test
    void noSectionWithoutCollectionsInEveryForkOrWithoutTheCount() {
        BenchmarkResult idleFork = row("pooled", 4000, List.of(250.0, 250.0, 250.0), List.of(1.0, 0.0, 1.0),
                List.of(0.25, 0.0, 0.25));
        assertThat(GcPressureReport.perFork(idleFork, 1.0)).isEmpty();
        assertThat(GcPressureReport.perCollection(results("4 x 1 s", SIZED, idleFork))).isEmpty();

        BenchmarkResult noCount = row("pooled", 4000, List.of(250.0, 250.0, 250.0), null, List.of(0.25, 0.26, 0.24));
        assertThat(GcPressureReport.perCollection(results("4 x 1 s", SIZED, noCount))).isEmpty();
        assertThat(GcPressureReport.perCollection(results("4 x 1 s", SIZED))).isEmpty();
        BenchmarkResult noBytes = row("pooled", Double.NaN, List.of(250.0, 250.0, 250.0), List.of(1.0, 1.0, 1.0),
                List.of(0.25, 0.26, 0.24));
        assertThat(GcPressureReport.perFork(noBytes, 1.0)).isEmpty();
    }

    private static BenchmarkResult with(BenchmarkResult r, String metric, double perFork, String unit) {
        Map<String, BenchmarkResult.Metric> secondary = new LinkedHashMap<>(r.secondary());
        secondary.put(metric, metric(r.rawData().stream().map(f -> perFork).toList(), unit));
        return r.withSecondary(secondary);
    }

    @Test
    void thePageShowsTheLongestPauseAndTheAgedSurvivorsWhereTheRunHasThem() {
        BenchmarkResult sized = with(with(SIZED, "jfr.gc.pause.longest", 2.5, "ms"), "jfr.gc.survivors.aged", 20, "KB");
        BenchmarkResult pooled = with(with(POOLED, "jfr.gc.pause.longest", 3.0, "ms"), "jfr.gc.survivors.aged", 50, "KB");
        String md = new GcPressureReport().page(results("4 x 1 s", sized, pooled));
        assertThat(md).contains("| longest (ms) | aged (KB) | pause p50 (ms) |")
                .containsPattern("\\| `sized` \\|.*\\| 2\\.50 ± 0 \\| 20\\.0 ± 0 \\| n/a \\|")
                .containsPattern("\\| `pooled` \\|.*\\| 3\\.00 ± 0 \\| 50\\.0 ± 0 \\| n/a \\|");
        // a run without them (the committed one predates the aged survivors)
        assertThat(new GcPressureReport().page(results("4 x 1 s", SIZED, POOLED)))
                .containsPattern("\\| `pooled` \\|.*\\| n/a \\| n/a \\| n/a \\| n/a \\| n/a \\| n/a \\|");
    }

    @Test
    void theLongestPauseIsScoredOverTheIterationsWithACollection() {
        // three forks of one iteration; the third had no collection, so no longest pause: JMH scores it as 0
        Map<String, BenchmarkResult.Metric> secondary = new LinkedHashMap<>(POOLED.secondary());
        secondary.put("jfr.gc.pause.longest", new BenchmarkResult.Metric(5.0 / 3, 9.9, "ms", Map.of(),
                List.of(List.of(2.0), List.of(3.0), List.of())));
        BenchmarkResult sparse = POOLED.withSecondary(secondary);

        BenchmarkResult.Metric longest = GcPressureReport.overCollections(sparse).secondary().get("jfr.gc.pause.longest");
        assertThat(longest.score()).isEqualTo(2.5);
        assertThat(longest.error()).isPositive().isNotEqualTo(9.9);
        assertThat(longest.rawData()).isEqualTo(secondary.get("jfr.gc.pause.longest").rawData());
        assertThat(GcPressureReport.overCollections(SIZED)).as("nothing sparse: the same row").isSameAs(SIZED);
        BenchmarkResult complete = with(SIZED, "jfr.gc.pause.longest", 2.5, "ms");
        assertThat(GcPressureReport.overCollections(complete)).isSameAs(complete);
    }

    @Test
    void rowsCarryingDifferentAgedSurvivorsAreFlagged() {
        BenchmarkResult sized = with(SIZED, "jfr.gc.survivors.aged", 12, "KB");
        assertThat(GcPressureReport.agedCheck(results("4 x 1 s", sized, with(POOLED, "jfr.gc.survivors.aged", 50, "KB"))))
                .contains("- JDK 17: `pooled` 50.0 KB, `sized` 12.0 KB: **`pooled` carries more**");
        assertThat(GcPressureReport.agedCheck(results("4 x 1 s", sized, with(POOLED, "jfr.gc.survivors.aged", 27, "KB"))))
                .contains("- JDK 17: `pooled` 27.0 KB, `sized` 12.0 KB: within 16.0 KB.");
        assertThat(GcPressureReport.agedCheck(results("4 x 1 s", SIZED, POOLED))).as("a run without the metric").isEmpty();
    }
}
