package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.poolbench.claims.ClaimCatalog;
import io.github.poolbench.runs.Environment;
import io.github.poolbench.runs.JvmInfo;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.stats.Side;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Claims across JVM configurations (issue 79): a shift compares a / b under a variant with a / b under the
 * reference in the same rounds; a ratio may read a variant's rows. On synthetic fork data.
 */
class ShiftClaimTest {

    private static final String HEADER = "aa: {id: AA, margin: 0.05, statement: \"same within {percent}\", rule:"
            + " \"{rows}: inside ±{percent}\"}\nclaims:\n";

    private static final String SHIFT = "  - id: Z9\n    suite: strings-g1\n    statement: \"same within {percent}\"\n"
            + "    rule: \"shift inside ±{percent}\"\n    check: {kind: shift, a: {method: pooledBucketed},"
            + " b: {method: sizedBuilder}, under: strings-zgc, over: {length: [32, 4096]}, side: within,"
            + " threshold: 0.10}\n";

    /** A row with these fork means (one iteration each), one fork per round. */
    private static BenchmarkResult row(String method, int length, double... forkMeans) {
        return StringRows.row(method, length, method.startsWith("pooled") ? 72 : 120, forkMeans);
    }

    private static ResultSet set(Suite suite, String runId, List<BenchmarkResult> rows) {
        Environment env = new Environment(runId, suite.stem(), new JvmInfo("java", 25, "25", "vendor", "vm"), "cpu",
                1000, 2, "os", "2026-11-29T00:00:00Z", "abc", false, List.of(), List.of(), 4, 1, List.of(), List.of());
        return new ResultSet(suite, Path.of(suite.resultFileName(25)), 25, "25", "vm", "25", "1.37", List.of(), 4,
                "3 x 1 s", "3 x 500 ms", rows, Optional.of(env));
    }

    private static Results results(ResultSet... sets) {
        Map<Suite, List<ResultSet>> bySuite = new java.util.LinkedHashMap<>();
        for (Suite s : Suite.values()) {
            bySuite.put(s, new ArrayList<>());
        }
        for (ResultSet set : sets) {
            bySuite.get(set.suite()).add(set);
        }
        return new Results(Path.of("results"), bySuite);
    }

    /** Under G1 the pool takes 1.2x the sized builder's time at both lengths, in four rounds. */
    private static ResultSet g1(String runId) {
        return set(Suite.of("strings-g1"), runId, List.of(row("pooledBucketed", 32, 60, 61, 59, 60),
                row("sizedBuilder", 32, 50, 51, 49, 50), row("pooledBucketed", 4096, 1200, 1210, 1190, 1200),
                row("sizedBuilder", 4096, 1000, 1010, 990, 1000)));
    }

    /** Under ZGC the pool's ratio at 32 chars is {@code ratioAt32} (1.2 at 4096); every row drifts by round. */
    private static ResultSet zgc(String runId, double ratioAt32) {
        return zgc(runId, ratioAt32, 0.01);
    }

    /** {@link #zgc(String, double)} with the pool's forks at 32 chars off by {@code noise} up and down in turn. */
    private static ResultSet zgc(String runId, double ratioAt32, double noise) {
        double[] drift = {1.0, 1.05, 0.97, 1.02};
        double[] pooled32 = new double[4];
        double[] sized32 = new double[4];
        for (int k = 0; k < 4; k++) {
            sized32[k] = 40 * drift[k];
            pooled32[k] = 40 * ratioAt32 * drift[k] * (k % 2 == 0 ? 1 + noise : 1 - noise);
        }
        return set(Suite.of("strings-zgc"), runId, List.of(row("pooledBucketed", 32, pooled32),
                row("sizedBuilder", 32, sized32), row("pooledBucketed", 4096, 960, 970, 950, 960),
                row("sizedBuilder", 4096, 800, 808, 792, 800)));
    }

    private static Claim only(String yaml) {
        List<Claim> claims = CatalogClaims.of(ClaimCatalog.parse(HEADER + yaml), new CollectorsReport(io.github.poolbench.strings.experiment.StringsExperiment.COLLECTORS));
        assertThat(claims).hasSize(1);
        return claims.get(0);
    }

    @Test
    void aShiftHoldsWhereTheRatioIsTheSameUnderBothConfigurationsAndNotWhereItMoves() {
        Claim claim = only(SHIFT);
        assertThat(claim.rule()).isEqualTo("shift inside ±10%");
        Finding same = claim.check().check(results(g1("r1"), zgc("r1", 1.2)), 25);
        assertThat(same.verdict()).isEqualTo(Verdict.HOLDS);
        assertThat(same.side()).isEqualTo(Side.WITHIN);
        assertThat(same.effect().orElseThrow().estimate()).isBetween(0.98, 1.02);
        assertThat(same.evidence()).contains("`pooledBucketed` / `sizedBuilder` 1.20");

        Finding noisy = claim.check().check(results(g1("r1"), zgc("r1", 1.2, 0.2)), 25);
        assertThat(noisy.verdict()).as("forks 20% off either way in four rounds").isEqualTo(Verdict.INCONCLUSIVE);

        Finding moved = claim.check().check(results(g1("r1"), zgc("r1", 1.6)), 25);
        assertThat(moved.verdict()).as("1.6 under ZGC against 1.2 under G1").isEqualTo(Verdict.DOES_NOT_HOLD);
        assertThat(moved.effect().orElseThrow().estimate()).isBetween(1.31, 1.36);
    }

    @Test
    void aShiftNeedsBothConfigurationsFromOneRun() {
        Claim claim = only(SHIFT);
        assertThat(claim.check().check(results(g1("r1"), zgc("r2", 1.2)), 25).verdict())
                .isEqualTo(Verdict.NOT_COMPARABLE);
        assertThat(claim.check().check(results(g1("r1")), 25).verdict()).as("no ZGC rows (JDK 17)")
                .isEqualTo(Verdict.NO_DATA);
    }

    @Test
    void aRatioUnderAVariantReadsThatVariantsRows() {
        Claim claim = only("  - id: Z8\n    suite: strings-g1\n    statement: s\n    rule: r\n    check: {kind: ratio,"
                + " a: {method: pooledBucketed}, b: {method: sizedBuilder}, under: strings-zgc, over: {length: [32]},"
                + " side: above, threshold: 1.0}\n");
        Finding f = claim.check().check(results(g1("r1"), zgc("r1", 1.6)), 25);
        assertThat(f.verdict()).isEqualTo(Verdict.HOLDS);
        assertThat(f.effect().orElseThrow().estimate()).isBetween(1.58, 1.62);
    }

    @Test
    void aShiftMustNameAnotherVariantOfTheSameExperiment() {
        for (String under : List.of("sweep", "strings-g1", "nonsense")) {
            assertThatThrownBy(() -> ClaimCatalog.parse(HEADER + SHIFT.replace("under: strings-zgc", "under: " + under)))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("claim catalog, claim Z9 (strings-g1): under must name another JVM variant of"
                            + " strings-g1's experiment, not '" + under + "'");
        }
        assertThatThrownBy(() -> ClaimCatalog.parse(HEADER + SHIFT.replace("under: strings-zgc, ", "")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("claim catalog, claim Z9 (strings-g1): missing 'under'");
        assertThat(ClaimCatalog.parse(HEADER + SHIFT.replace("suite: strings-g1", "suite: strings")).entries())
                .as("the experiment itself against one of its variants").hasSize(1);
        assertThatThrownBy(() -> ClaimCatalog.parse(HEADER + "  - id: Z7\n    suite: strings-g1\n    statement: s\n"
                + "    rule: r\n    check: {kind: named, rule: crossover, under: strings-zgc}\n"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("claim catalog, claim Z7 (strings-g1): a check of kind 'named' reads its own suite's rows:"
                        + " 'under' is for the other kinds");
        assertThatThrownBy(() -> ClaimCatalog.parse(HEADER + "  - id: AA\n    suite: strings-g1\n    rows: r\n"
                + "    check: {kind: aa, a: {method: a}, b: {method: b}, under: strings-zgc}\n"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("claim catalog, claim AA (strings-g1): a check of kind 'aa' reads its own suite's rows:"
                        + " 'under' is for the other kinds");
    }

    @Test
    void theCollectorsPageShowsEachConfigurationsRatiosAndTheirShiftAgainstG1() {
        String page = new CollectorsReport(io.github.poolbench.strings.experiment.StringsExperiment.COLLECTORS).page(results(g1("r1"), zgc("r1", 1.6)));
        assertThat(page).contains("| 25 | G1 | 32 |").contains("| 25 | generational ZGC | 32 |")
                .contains("How each ratio moves against G1's").contains("| 25 | G1 | 32 | `sizedBuilder` | 120 |")
                .contains("| 25 | generational ZGC | 4096 | `pooledBucketed` | 72 |")
                .contains("| 25 | G1 | 32 | `pooledCommons` | n/a |")
                .contains("Which side moved").contains("| `sizedBuilder` against G1's [95% CI] |");
        assertThat(page.lines().filter(l -> l.startsWith("| 25 | generational ZGC | 4096 | 0.80 ["))).as(
                "the sized builder 20% faster under ZGC at 4096 chars, the pool too").hasSize(1)
                .allMatch(l -> l.contains("| 0.80 [") && l.indexOf("0.80 [") != l.lastIndexOf("0.80 ["));
        assertThat(new CollectorsReport(io.github.poolbench.strings.experiment.StringsExperiment.COLLECTORS).page(results(g1("r1")))).doesNotContain("How each ratio moves");
        assertThat(ReadmePage.runWith(new CollectorsReport(io.github.poolbench.strings.experiment.StringsExperiment.COLLECTORS)))
                .isEqualTo("strings-g1,strings-zgc,strings-parallel,strings-coh");
    }

    /** A messages row (twelve classes or combined, populated): one fork per round, one iteration each. */
    private static BenchmarkResult message(String layout, String supply, double gcCount, double... forkMeans) {
        List<List<Double>> forks = new ArrayList<>();
        for (double m : forkMeans) {
            forks.add(List.of(m));
        }
        double mean = java.util.Arrays.stream(forkMeans).average().orElse(Double.NaN);
        return new BenchmarkResult("x.MessagesBenchmark.million", "million", Map.of("layout", layout, "supply", supply,
                "content", "populated"), "ss", 1, mean, 1, "ms/op", 40_000_000,
                Map.of("gc.count", new BenchmarkResult.Metric(gcCount, 0, "counts")), forks, Map.of());
    }

    /** The article's pool at {@code twelve} / {@code combined} times allocation, every row drifting by round. */
    private static ResultSet messages(Suite suite, double twelve, double combined) {
        double[] drift = {1.0, 1.04, 0.98, 1.01};
        List<BenchmarkResult> rows = new ArrayList<>();
        for (String layout : List.of("twelve", "combined")) {
            double r = layout.equals("twelve") ? twelve : combined;
            double[] alloc = new double[4];
            double[] pooled = new double[4];
            for (int k = 0; k < 4; k++) {
                alloc[k] = 20 * drift[k];
                pooled[k] = 20 * r * drift[k] * (k % 2 == 0 ? 1.005 : 0.995);
            }
            rows.add(message(layout, "allocate", 36, alloc));
            rows.add(message(layout, "basicPool", 3, pooled));
        }
        return set(suite, "r1", rows);
    }

    @Test
    void theMessagesCollectorsClaimsReadEachLayoutUnderEachConfiguration() {
        List<Claim> claims = CatalogClaims.of(ClaimCatalog.standard(),
                new CollectorsReport(io.github.poolbench.messages.experiment.MessagesExperiment.COLLECTORS));
        assertThat(claims).extracting(Claim::id).containsExactly("AA", "MZ1", "MZ2", "MZ3", "MZ4", "MZ5", "MZ6");
        Results same = results(messages(Suite.of("messages-g1"), 1.1, 0.95), messages(Suite.of("messages-zgc"), 1.1, 0.95));
        Results moved = results(messages(Suite.of("messages-g1"), 1.1, 0.95), messages(Suite.of("messages-zgc"), 1.1, 1.3));
        Claim mz1 = claims.get(1);
        Claim mz3 = claims.get(3);
        assertThat(mz1.check().check(same, 25).verdict()).as("pooling 10% slower under ZGC").isEqualTo(Verdict.HOLDS);
        assertThat(mz3.check().check(same, 25).verdict()).isEqualTo(Verdict.HOLDS);
        Finding shift = mz3.check().check(moved, 25);
        assertThat(shift.verdict()).as("combined: 1.3 under ZGC against 0.95").isEqualTo(Verdict.DOES_NOT_HOLD);
        assertThat(claims.get(4).check().check(same, 25).verdict()).as("no Parallel rows").isEqualTo(Verdict.NO_DATA);
        assertThat(claims.get(6).check().check(same, 25).verdict()).as("no boundedPool rows")
                .isEqualTo(Verdict.NO_DATA);
    }

    @Test
    void theMessagesCollectorsPageGroupsRowsByLayoutAndContentAndShowsTheCollectorsCounters() {
        String page = new CollectorsReport(io.github.poolbench.messages.experiment.MessagesExperiment.COLLECTORS).page(
                results(messages(Suite.of("messages-g1"), 1.1, 0.95), messages(Suite.of("messages-zgc"), 1.1, 1.3)));
        assertThat(page).contains("| JDK | configuration | layout | content | `allocate` ms/op |")
                .contains("| 25 | G1 | twelve | populated |").contains("| 25 | generational ZGC | combined | populated |")
                .contains("| 25 | G1 | combined | populated | `basicPool` | 40,000,000 | 3.00 | n/a |")
                .contains("| 25 | G1 | combined | populated | `dequePool` | n/a | n/a | n/a |");
        assertThat(page.lines().filter(l -> l.startsWith("| 25 | generational ZGC | combined | populated |"))
                .anyMatch(l -> l.contains("1.37 ["))).as("the combined layout's shift, 1.3 / 0.95").isTrue();
    }

    /** Overhead rows: per method, {@code allocate} at 20 ns and {@code bucketed} at {@code ratio} times that. */
    private static ResultSet overhead(Suite suite, double ratio, String... methods) {
        double[] drift = {1.0, 1.03, 0.99, 1.02};
        List<BenchmarkResult> rows = new ArrayList<>();
        for (String method : methods) {
            for (String pool : List.of("allocate", "bucketed")) {
                List<List<Double>> forks = new ArrayList<>();
                for (int k = 0; k < 4; k++) {
                    double noise = pool.equals("bucketed") ? (k % 2 == 0 ? 1.004 : 0.996) : 1;
                    forks.add(List.of(20 * drift[k] * noise * (pool.equals("bucketed") ? ratio : 1)));
                }
                double mean = forks.stream().mapToDouble(f -> f.get(0)).average().orElseThrow();
                rows.add(new BenchmarkResult("x.PoolOverheadBenchmark." + method, method, Map.of("capacity", "32",
                        "pool", pool), "avgt", 1, mean, 1, "ns/op", pool.equals("bucketed") ? 0 : 56, Map.of(), forks,
                        Map.of()));
            }
        }
        return set(suite, "r1", rows);
    }

    @Test
    void theOverheadCollectorsPageAndClaimsGroupRowsByMethod() {
        CollectorsReport report = new CollectorsReport(io.github.poolbench.overhead.experiment.OverheadExperiment.COLLECTORS);
        Results same = results(overhead(Suite.of("overhead-g1"), 0.8, "shared1", "shared2", "realistic"),
                overhead(Suite.of("overhead-zgc"), 0.8, "shared1", "shared2", "realistic"));
        String page = report.page(same);
        assertThat(page).contains("| JDK | configuration | method | capacity | `allocate` ns/op |")
                .contains("| 25 | G1 | shared1 | 32 |").contains("| 25 | generational ZGC | realistic | 32 |")
                .contains("| 25 | G1 | shared2 | 32 | `bucketed` | 0 |");
        Claim oz2 = CatalogClaims.of(ClaimCatalog.standard(), report).stream().filter(c -> c.id().equals("OZ2"))
                .findFirst().orElseThrow();
        assertThat(oz2.check().check(same, 25).verdict()).isEqualTo(Verdict.HOLDS);
        Results moved = results(overhead(Suite.of("overhead-g1"), 0.8, "shared1", "shared2", "realistic"),
                overhead(Suite.of("overhead-zgc"), 1.2, "shared1", "shared2", "realistic"));
        assertThat(oz2.check().check(moved, 25).verdict()).isEqualTo(Verdict.DOES_NOT_HOLD);
        Results partial = results(overhead(Suite.of("overhead-g1"), 0.8, "shared1"), overhead(Suite.of("overhead-zgc"), 0.8,
                "shared1"));
        assertThat(oz2.check().check(partial, 25).verdict()).as("shared2 and realistic missing")
                .isEqualTo(Verdict.NO_DATA);
    }

    @Test
    void aCsvOfSeveralConfigurationsNamesEachRowsSuite() throws Exception {
        String csv = CsvExport.csv(List.of(g1("r1"), zgc("r1", 1.6)));
        assertThat(csv).startsWith("suite,jdk,jdk_version,benchmark,").contains("\nstrings-zgc,25,25,pooledBucketed,");
        assertThat(CsvExport.csv(List.of(g1("r1")))).as("one suite: no suite column").startsWith("jdk,");
    }
}
