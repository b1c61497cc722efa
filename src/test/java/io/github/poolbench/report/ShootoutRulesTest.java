package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.poolbench.stats.Effect;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shoot-out's rule {@code honestScores} (claim P5) on synthetic fork data: holds, does not
 * hold, no data; and the per-round reading its evidence shows beside the point estimate.
 */
class ShootoutRulesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path results;

    /** The shoot-out fixture's seven throughput rows (JMH score / wall ops/ms 1.05-16.00), to edit. */
    private ArrayNode fixture() throws Exception {
        try (InputStream in = getClass().getResourceAsStream("/report/fixture-shootout/shootout-jdk17.json")) {
            return (ArrayNode) JSON.readTree(in);
        }
    }

    private Finding honestScores(ArrayNode rows) throws Exception {
        Files.writeString(results.resolve("shootout-jdk17.json"), JSON.writeValueAsString(rows));
        return ShootoutRules.honestScores(Results.load(results), 17, 1.25);
    }

    private static ObjectNode throughputRow(ArrayNode rows, String pool) {
        for (JsonNode r : rows) {
            if (r.path("benchmark").asText().endsWith(".threads50") && r.path("params").path("pool").asText().equals(pool)) {
                return (ObjectNode) r;
            }
        }
        throw new AssertionError("no threads50 row of " + pool);
    }

    @Test
    void holdsWhenEveryThroughputRowsScoreIsWithinTheLimitOfItsWallFigure() throws Exception {
        ArrayNode rows = fixture();
        ((ObjectNode) throughputRow(rows, "stormpot").path("secondaryMetrics").path("fair.opsPerMs")).put("score", 1500);
        Finding f = honestScores(rows);
        assertThat(f.verdict()).isEqualTo(Verdict.HOLDS);
        // commonsGeneric 60 / 50, the first of two rows at 1.20
        assertThat(f.evidence()).startsWith("0 of 7 rows above 1.25, highest 1.20 (`commonsGeneric`, 50 threads, pool"
                + " size 10); its JMH score / wall ops/ms: 60.0 vs ");
        assertThat(f.effect()).isEmpty();
    }

    @Test
    void oneRowAboveTheLimitDecidesAgainstItAndIsNamed() throws Exception {
        Finding f = honestScores(fixture());
        assertThat(f.verdict()).isEqualTo(Verdict.DOES_NOT_HOLD);
        assertThat(f.evidence()).startsWith("1 of 7 rows above 1.25, highest 16.00 (`stormpot`, 50 threads, pool size 10)")
                .endsWith("; above 1.25: `stormpot` 50/10: 16.00");
    }

    @Test
    void withoutThroughputRowsThereIsNoData() throws Exception {
        ArrayNode rows = JSON.createArrayNode();
        fixture().forEach(r -> {
            if (!r.path("mode").asText().equals("thrpt")) {
                rows.add(r);
            }
        });
        assertThat(honestScores(rows).verdict()).isEqualTo(Verdict.NO_DATA);
        Path empty = Files.createDirectory(results.resolve("empty"));
        assertThat(ShootoutRules.honestScores(Results.load(empty), 17, 1.25).verdict()).isEqualTo(Verdict.NO_DATA);
    }

    @Test
    void perRoundIsTheGeometricMeanOfEachForksRatioWithAnIntervalOverTheForks() throws Exception {
        ArrayNode rows = fixture();
        ObjectNode stormpot = throughputRow(rows, "stormpot");
        ((ObjectNode) stormpot.path("primaryMetric")).set("rawData", JSON.readTree("[[1600, 1600], [1600, 1600]]"));
        ((ObjectNode) stormpot.path("secondaryMetrics").path("fair.opsPerMs")).set("rawData",
                JSON.readTree("[[100, 100], [80, 80]]"));
        Files.writeString(results.resolve("shootout-jdk17.json"), JSON.writeValueAsString(rows));
        BenchmarkResult row = Results.load(results).of(io.github.poolbench.runs.Suite.SHOOTOUT, 17).orElseThrow()
                .results().stream().filter(r -> r.method().equals("threads50") && "stormpot".equals(r.params().get("pool")))
                .findFirst().orElseThrow();

        Optional<Effect> e = ShootoutRules.perRound(row);

        assertThat(e).isPresent();
        assertThat(e.get().estimate()).isCloseTo(Math.sqrt(16.0 * 20.0), within(1e-9));
        assertThat(e.get().n()).isEqualTo(2);
        assertThat(e.get().low()).isLessThan(16.0);
        assertThat(e.get().high()).isGreaterThan(20.0);
        // the rule itself still reads the merged scores: 1,600 / 100
        assertThat(ShootoutRules.honestScores(Results.load(results), 17, 1.25).verdict()).isEqualTo(Verdict.DOES_NOT_HOLD);
    }

    @Test
    void perRoundNeedsTwoForksOfBothMetricsEachPositive() {
        List<List<Double>> twoForks = List.of(List.of(300.0), List.of(310.0));
        assertThat(ShootoutRules.perRound(row(twoForks, Map.of()))).isEmpty(); // no wall metric
        assertThat(ShootoutRules.perRound(row(List.of(List.of(300.0)), Map.of(ShootoutReport.WALL,
                new BenchmarkResult.Metric(300, Double.NaN, "ops/ms", Map.of(), List.of(List.of(300.0))))))).isEmpty();
        assertThat(ShootoutRules.perRound(row(twoForks, Map.of(ShootoutReport.WALL,
                new BenchmarkResult.Metric(300, Double.NaN, "ops/ms", Map.of(), List.of(List.of(300.0), List.of(0.0)))))))
                .isEmpty();
        assertThat(ShootoutRules.perRound(row(twoForks, Map.of(ShootoutReport.WALL,
                new BenchmarkResult.Metric(300, Double.NaN, "ops/ms", Map.of(), List.of(List.of(300.0), List.of(310.0)))))))
                .hasValueSatisfying(e -> assertThat(e.estimate()).isCloseTo(1.0, within(1e-12)));
    }

    private static BenchmarkResult row(List<List<Double>> rawData, Map<String, BenchmarkResult.Metric> secondary) {
        return new BenchmarkResult("x.ObjectPoolShootout.threads50", "threads50", Map.of("pool", "bounded",
                "poolSize", "10"), "thrpt", 50, 300, Double.NaN, "ops/ms", Double.NaN, secondary, rawData, Map.of(),
                List.of());
    }
}
