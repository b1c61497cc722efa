package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.poolbench.events.experiment.EventsReport;
import io.github.poolbench.overhead.experiment.OverheadReport;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.strings.experiment.SweepReport;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The catalog's named rules as the suites wire them, on synthetic fork data: the sweep's
 * crossover (W1), the overhead suite's zero allocation (O1) and the events suite's ratio of
 * ratios (E3). Each: holds, does not hold, and missing data.
 */
class NamedRulesTest {

    /** A row with one fork per value in {@code forkMeans}; B/op {@code bytes}. */
    private static BenchmarkResult row(String method, Map<String, String> params, double bytes, double... forkMeans) {
        List<List<Double>> forks = new ArrayList<>();
        for (double m : forkMeans) {
            forks.add(List.of(m));
        }
        double mean = java.util.Arrays.stream(forkMeans).average().orElse(Double.NaN);
        return new BenchmarkResult("x.Bench." + method, method, params, "avgt", 1, mean, 1, "ns/op", bytes, Map.of(),
                forks, Map.of());
    }

    private static Results results(Suite suite, List<BenchmarkResult> rows) {
        ResultSet set = new ResultSet(suite, Path.of(suite.resultFileName(17)), 17, "17", "vm", "17", "1.37",
                List.of(), 4, "3 x 1 s", "3 x 500 ms", rows, Optional.empty());
        Map<Suite, List<ResultSet>> sets = new java.util.LinkedHashMap<>();
        for (Suite s : Suite.values()) {
            sets.put(s, s == suite ? List.of(set) : List.of());
        }
        return new Results(Path.of("results"), sets);
    }

    private static Finding check(SuiteReport report, String id, List<BenchmarkResult> rows) {
        Claim claim = report.claims().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
        return claim.check().check(results(report.suite(), rows), 17);
    }

    private static List<BenchmarkResult> sweep(double pooledAt64, double pooledAt256, double pooledAt4096) {
        List<BenchmarkResult> rows = new ArrayList<>();
        Map<Integer, Double> pooled = new LinkedHashMap<>(Map.of(64, pooledAt64, 256, pooledAt256, 4096, pooledAt4096));
        for (int length : List.of(64, 256, 4096)) {
            Map<String, String> p = Map.of("length", Integer.toString(length));
            double f = pooled.get(length);
            rows.add(row("pooledBucketed", p, 0, 100 * f, 101 * f, 99 * f, 100 * f));
            rows.add(row("sizedBuilder", p, 0, 100, 100, 101, 99));
        }
        return rows;
    }

    @Test
    void theCrossoverHoldsOnlyWhenThePoolIsFasterAtEveryPooledLengthFromItOn() {
        SuiteReport report = new SweepReport();
        assertThat(check(report, "W1", sweep(1.2, 0.9, 0.8)).verdict()).isEqualTo(Verdict.HOLDS);
        assertThat(check(report, "W1", sweep(1.2, 0.9, 0.8)).evidence()).contains("256");
        assertThat(check(report, "W1", sweep(0.9, 0.9, 1.2)).verdict()).as("slower at the largest pooled length")
                .isEqualTo(Verdict.DOES_NOT_HOLD);
        assertThat(check(report, "W1", List.of()).verdict()).isEqualTo(Verdict.DOES_NOT_HOLD);
    }

    @Test
    void zeroAllocationHoldsBelowOneBytePerOpAtEveryCapacity() {
        SuiteReport report = new OverheadReport();
        Map<String, String> at32 = Map.of("pool", "bucketed", "capacity", "32");
        Map<String, String> at256 = Map.of("pool", "bucketed", "capacity", "256");
        assertThat(check(report, "O1", List.of(row("shared1", at32, 0.0001, 5), row("shared1", at256, 0.0002, 5)))
                .verdict()).isEqualTo(Verdict.HOLDS);
        assertThat(check(report, "O1", List.of(row("shared1", at32, 0.0001, 5), row("shared1", at256, 72, 5)))
                .verdict()).isEqualTo(Verdict.DOES_NOT_HOLD);
        assertThat(check(report, "O1", List.of(row("shared1", at32, 0.0001, 5))).verdict())
                .as("one capacity missing").isEqualTo(Verdict.NO_DATA);
    }

    private static List<BenchmarkResult> events(double copyCostSmall, double copyCostLarge) {
        List<BenchmarkResult> rows = new ArrayList<>();
        for (String shape : List.of("topOfBook", "fields32")) {
            double copy = shape.equals("topOfBook") ? copyCostSmall : copyCostLarge;
            rows.add(row("echo1", Map.of("shape", shape, "handling", "reuse", "liveMb", "0"), 0, 10, 10.1, 9.9, 10));
            rows.add(row("echo1", Map.of("shape", shape, "handling", "deepCopy", "liveMb", "0"), 24,
                    10 * copy, 10.1 * copy, 9.9 * copy, 10 * copy));
        }
        return rows;
    }

    @Test
    void aRatioOfRatiosComparesTheCopysCostInTwoCells() {
        SuiteReport report = new EventsReport();
        // ops/us: a lower deepCopy / reuse ratio at 32 longs means a copy costs more there
        Finding costsMore = check(report, "E3", events(0.8, 0.5));
        assertThat(costsMore.verdict()).isEqualTo(Verdict.HOLDS);
        assertThat(costsMore.effect().orElseThrow().estimate()).isBetween(0.6, 0.65);
        assertThat(check(report, "E3", events(0.5, 0.8)).verdict()).isEqualTo(Verdict.DOES_NOT_HOLD);
        assertThat(check(report, "E3", events(0.8, 0.5).subList(0, 2)).verdict()).isEqualTo(Verdict.NO_DATA);
    }
}
