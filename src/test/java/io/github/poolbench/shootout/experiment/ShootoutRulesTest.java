package io.github.poolbench.shootout.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.poolbench.report.BenchmarkResult;
import io.github.poolbench.report.Finding;
import io.github.poolbench.report.Results;
import io.github.poolbench.report.Verdict;
import io.github.poolbench.stats.Effect;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The shoot-out's named rules on synthetic fork data: {@code honestScores} (P5) and the per-round
 * reading its evidence shows beside the point estimate, {@code smallerPoolIsFaster} (P4) and
 * {@code everyThreadServed} (P6): each holding, not holding, and without data.
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

    /** Writes {@code rows} as JDK 17's shoot-out file and loads the results folder. */
    private Results load(ArrayNode rows) throws Exception {
        Files.writeString(results.resolve("shootout-jdk17.json"), JSON.writeValueAsString(rows));
        return Results.load(results);
    }

    private Finding honestScores(ArrayNode rows) throws Exception {
        return ShootoutRules.honestScores(load(rows), 17, 1.25);
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
        Results loaded = load(rows);
        BenchmarkResult row = loaded.of(ShootoutExperiment.SHOOTOUT, 17).orElseThrow()
                .results().stream().filter(r -> r.method().equals("threads50") && "stormpot".equals(r.params().get("pool")))
                .findFirst().orElseThrow();

        Optional<Effect> e = ShootoutRules.perRound(row);

        assertThat(e).isPresent();
        assertThat(e.get().estimate()).isCloseTo(Math.sqrt(16.0 * 20.0), within(1e-9));
        assertThat(e.get().n()).isEqualTo(2);
        assertThat(e.get().low()).isLessThan(16.0);
        assertThat(e.get().high()).isGreaterThan(20.0);
        // the rule itself still reads the merged scores: 1,600 / 100
        assertThat(ShootoutRules.honestScores(loaded, 17, 1.25).verdict()).isEqualTo(Verdict.DOES_NOT_HOLD);
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

    /**
     * Gives {@code pool}'s 50-thread row at pool size 10 the wall ops/ms per fork {@code small}
     * (one iteration each, e.g. {@code [[500], [510]]}) and adds its twin at pool size 50 with {@code large}.
     */
    private static void poolSizes(ArrayNode rows, String pool, String small, String large) throws Exception {
        ObjectNode at10 = throughputRow(rows, pool);
        wall(at10, small);
        ObjectNode at50 = at10.deepCopy();
        ((ObjectNode) at50.path("params")).put("poolSize", "50");
        wall(at50, large);
        rows.add(at50);
    }

    /** Sets a row's wall ops/ms per fork and its score to their mean. */
    private static void wall(ObjectNode row, String forks) throws Exception {
        JsonNode rawData = JSON.readTree(forks);
        double sum = 0;
        for (JsonNode fork : rawData) {
            sum += fork.get(0).asDouble();
        }
        ((ObjectNode) row.path("secondaryMetrics").path("fair.opsPerMs")).put("score", sum / rawData.size())
                .set("rawData", rawData);
    }

    private Finding smallerPoolIsFaster(ArrayNode rows) throws Exception {
        return ShootoutRules.smallerPoolIsFaster(load(rows), 17);
    }

    /** `bounded` is faster on 10 objects than on 50 (1.25 [1.23, 1.27]); `vibur` as given decides. */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
            "[[400], [410], [390]]; [[300], [305], [295]]; HOLDS; 2 of 2 pools faster with pool size 10 than 50; holds",
            "[[300], [305], [295]]; [[400], [410], [390]]; DOES_NOT_HOLD; 1 of 2 pools faster; does not hold",
            "[[400], [300], [500]]; [[400], [410], [390]]; INCONCLUSIVE; 1 of 2 pools faster; inconclusive"})
    void smallerPoolsAreFasterOnlyWhenEveryRankedPoolsIntervalSaysSo(String viburSmall, String viburLarge,
                                                                     Verdict verdict, String count, String vibur)
            throws Exception {
        ArrayNode rows = fixture();
        poolSizes(rows, "bounded", "[[500], [510], [490]]", "[[400], [405], [395]]");
        poolSizes(rows, "vibur", viburSmall, viburLarge);
        Finding f = smallerPoolIsFaster(rows);
        assertThat(f.verdict()).isEqualTo(verdict);
        assertThat(f.evidence()).startsWith(count)
                .contains("`bounded` 500 ± 10.0 vs 400 ± 10.0 (ratio 1.25 [1.2").containsPattern("`vibur` [^;]*\\(" + vibur
                        + "\\)");
    }

    @Test
    void withoutRowsAtBothPoolSizesThereIsNoData() throws Exception {
        Finding f = smallerPoolIsFaster(fixture()); // the fixture has pool size 10 only
        assertThat(f.verdict()).isEqualTo(Verdict.NO_DATA);
        assertThat(f.evidence()).isEqualTo("no ranked rows at 50 threads, pool size 10 and 50");
    }

    @Test
    void everyThreadServedHoldsOnlyWhenEveryPoolOfEveryConfigurationHasARowThatServedAllAndTimedNothingOut()
            throws Exception {
        ArrayNode rows = fixture();
        // every configuration the fixture has gets a healthy row of every pool it should have
        ArrayNode healthy = JSON.createArrayNode();
        java.util.Set<String> configs = new java.util.LinkedHashSet<>();
        ObjectNode template = null;
        for (JsonNode r : rows) {
            if (!r.path("params").has("pool")) {
                healthy.add(r);
                continue;
            }
            configs.add(r.path("benchmark").asText() + "|" + r.path("mode").asText() + "|" + r.path("params")
                    .path("poolSize").asText());
            if (template == null && r.path("mode").asText().equals("thrpt")) {
                template = (ObjectNode) r;
            }
        }
        for (String config : configs) {
            String[] c = config.split("\\|");
            List<String> pools = c[0].endsWith(".article50") ? ShootoutReport.ARTICLE : ShootoutReport.POOLS;
            for (String pool : pools) {
                ObjectNode r = template.deepCopy();
                r.put("benchmark", c[0]);
                r.put("mode", c[1]);
                ((ObjectNode) r.path("params")).put("pool", pool).put("poolSize", c[2]);
                healthy.add(r);
            }
        }
        Finding f = ShootoutRules.everyThreadServed(load(healthy), 17);
        assertThat(f.verdict()).isEqualTo(Verdict.HOLDS);
        assertThat(f.evidence()).matches("all \\d+ rows served every thread");

        // one thread of one row left unserved in its iteration
        ObjectNode starved = (ObjectNode) healthy.get(healthy.size() - 1);
        ((ObjectNode) starved.path("secondaryMetrics").path("fair.served")).put("score", 98).set("rawData",
                JSON.readTree("[[98]]"));
        Finding one = ShootoutRules.everyThreadServed(load(healthy), 17);
        assertThat(one.verdict()).isEqualTo(Verdict.DOES_NOT_HOLD);
        assertThat(one.evidence()).matches("1 of \\d+ rows: `\\w+` .*starves: 98(\\.0)?% of threads served.*");
    }

    @Test
    void aMissingRowOrATimeoutIsAThreadNotServed() throws Exception {
        Finding f = ShootoutRules.everyThreadServed(load(fixture()), 17);
        assertThat(f.verdict()).isEqualTo(Verdict.DOES_NOT_HOLD);
        assertThat(f.evidence()).contains("`lockedDeque` 50 threads, pool size 10: failed: no result")
                .contains("`stormpot` 50 threads, pool size 10: starves");
        Path empty = Files.createDirectory(results.resolve("empty"));
        assertThat(ShootoutRules.everyThreadServed(Results.load(empty), 17).verdict()).isEqualTo(Verdict.NO_DATA);
    }

    private static BenchmarkResult row(List<List<Double>> rawData, Map<String, BenchmarkResult.Metric> secondary) {
        return new BenchmarkResult("x.ObjectPoolShootout.threads50", "threads50", Map.of("pool", "bounded",
                "poolSize", "10"), "thrpt", 50, 300, Double.NaN, "ops/ms", Double.NaN, secondary, rawData, Map.of(),
                List.of());
    }
}
