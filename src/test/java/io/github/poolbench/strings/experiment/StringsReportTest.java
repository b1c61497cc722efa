package io.github.poolbench.strings.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.poolbench.report.BenchmarkResult;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StringsReportTest {

    /** A row of one measured iteration per fork, one fork per round. */
    private static BenchmarkResult row(double... forkMeans) {
        List<List<Double>> forks = java.util.Arrays.stream(forkMeans).mapToObj(List::of).toList();
        double score = java.util.Arrays.stream(forkMeans).average().orElse(Double.NaN);
        return new BenchmarkResult("x.StringBuildingBenchmark.b", "b", Map.of(), "avgt", 1, score, Double.NaN, "ns/op",
                Double.NaN, Map.of(), forks, Map.of());
    }

    @Test
    void aPoolIsFasterOrSlowerOnlyWhenTheWholeIntervalSaysSo() {
        BenchmarkResult sized = row(100, 102, 98, 101, 99);
        assertThat(StringsReport.faster(row(90, 92, 88, 91, 89), sized)).isEqualTo("faster");
        assertThat(StringsReport.faster(row(110, 112, 108, 111, 109), sized)).isEqualTo("slower");
        assertThat(StringsReport.faster(row(95, 108, 97, 104, 99), sized)).isEqualTo("inconclusive");
        // one round gives a ratio without an interval: no verdict
        assertThat(StringsReport.faster(row(90), row(100))).isEqualTo("n/a");
    }
}
