package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import java.util.stream.DoubleStream;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.util.ListStatistics;

class BenchmarkResultTest {

    private static final List<Double> ONE_TO_TEN = java.util.stream.IntStream.rangeClosed(1, 10).asDoubleStream().boxed().toList();

    private static BenchmarkResult withForks(List<List<Double>> forks) {
        return new BenchmarkResult("x.Bench.million", "million", Map.of(), "ss", 1, 1, Double.NaN, "ms/op",
                Double.NaN, Map.of(), forks, Map.of());
    }

    @Test
    void forksThatSettledInModesAreGroupedWithTheirShare() {
        BenchmarkResult threeModes = withForks(List.of(List.of(41.0, 41.2), List.of(30.9, 31.0), List.of(31.1, 31.2),
                List.of(60.0, 60.3), List.of(31.0, 31.0), List.of(40.8, 41.0)));
        assertThat(threeModes.bimodal()).isTrue();
        assertThat(threeModes.modes()).extracting(BenchmarkResult.ForkMode::forks).containsExactly(3, 2, 1);
        assertThat(threeModes.modes().get(0).mean()).isCloseTo(31.033, within(0.001));
        assertThat(threeModes.modes().get(0).share()).isEqualTo(0.5);
        assertThat(threeModes.forkModes())
                .isEqualTo("31.0 (3 of 6 forks, 50%) / 41.0 (2 of 6 forks, 33%) / 60.2 (1 of 6 forks, 17%)");

        BenchmarkResult noisyForks = withForks(List.of(List.of(30.0, 40.0), List.of(38.0, 39.0)));
        assertThat(noisyForks.modes()).as("a gap within four times a fork's own spread is no mode")
                .singleElement().satisfies(m -> assertThat(m.forks()).isEqualTo(2));
        assertThat(noisyForks.forkModes()).isEqualTo("35.0 / 38.5");
        assertThat(withForks(List.of()).modes()).isEmpty();
    }

    @Test
    void onASecondaryMetricTheChecksReadThatMetricsIterations() {
        BenchmarkResult.Metric transfers = new BenchmarkResult.Metric(50, 1, "ns/op", Map.of("99.0", 51.0),
                List.of(List.of(50.0, 50.0, 50.0), List.of(51.0, 50.0, 50.0)));
        BenchmarkResult group = new BenchmarkResult("x.Bench.handoff", "handoff", Map.of("pool", "bucketed"), "avgt", 2,
                200, 50, "ns/op", 12.5, Map.of("transfers", transfers),
                List.of(List.of(300.0, 200.0, 100.0), List.of(300.0, 150.0, 100.0)), Map.of());
        assertThat(group.stillSettling()).isTrue();

        BenchmarkResult onTransfers = group.on("transfers");
        assertThat(onTransfers.stillSettling()).isFalse();
        assertThat(onTransfers.worsening()).isFalse();
        assertThat(onTransfers.score()).isEqualTo(50);
        assertThat(onTransfers.error()).isEqualTo(1);
        assertThat(onTransfers.forkMeans()).containsExactly(50.0, 50.333333333333336);
        assertThat(onTransfers.primaryPercentile(99.0)).isEqualTo(51.0);
        assertThat(onTransfers.allocNorm()).as("allocation is the row's, not the metric's").isEqualTo(12.5);
        assertThat(onTransfers.params()).isEqualTo(group.params());
        assertThat(transfers.forkMeans()).isEqualTo(onTransfers.forkMeans());
    }

    @Test
    void ratesAreBetterHigherTimesCountsAndSharesLower() {
        BenchmarkResult.Metric paused = new BenchmarkResult.Metric(0.5, 0.1, "%", Map.of(),
                List.of(List.of(0.6, 0.3), List.of(0.6, 0.4)));
        BenchmarkResult thrpt = new BenchmarkResult("x.Gc.sized", "sized", Map.of(), "thrpt", 2, 200, 1, "ops/ms",
                Double.NaN, Map.of("jfr.gc.pausedPercent", paused), List.of(List.of(150.0, 200.0), List.of(150.0, 200.0)),
                Map.of());
        assertThat(thrpt.higherIsBetter()).isTrue();
        assertThat(thrpt.stillSettling()).as("throughput rising").isTrue();
        BenchmarkResult onPaused = thrpt.on("jfr.gc.pausedPercent");
        assertThat(onPaused.higherIsBetter()).isFalse();
        assertThat(onPaused.stillSettling()).as("the share paused falling, in a throughput row").isTrue();
        assertThat(onPaused.worsening()).isFalse();
        assertThat(withForks(List.of(List.of(2.0, 1.0), List.of(2.0, 1.0))).higherIsBetter()).as("ms/op").isFalse();
    }

    @Test
    void onAMetricTheRowDoesNotHaveNamesTheMetricsItHas() {
        BenchmarkResult r = withForks(List.of(ONE_TO_TEN));
        assertThatThrownBy(() -> r.on("transfers")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("x.Bench.million has no secondary metric 'transfers'; it has []");
    }

    @Test
    void forkPercentilesEstimateEachForkAsJmhDoesAndLeaveEmptyForksOut() {
        BenchmarkResult r = withForks(List.of(ONE_TO_TEN, List.of(), List.of(5.0)));
        assertThat(r.forkPercentiles(50)).containsExactly(5.5, 5.0);
        assertThat(r.forkPercentiles(90).get(0)).isCloseTo(9.9, within(1e-12));
        // above 100 * n / (n + 1) a percentile is the fork's largest iteration
        assertThat(r.forkPercentiles(99.9)).containsExactly(10.0, 5.0);
        assertThat(r.forkPercentiles(0)).containsExactly(1.0, 5.0);
    }

    @Test
    void forkPercentilesAgreeWithJmhsOwnPercentiles() {
        double[] values = {31.2, 27.0, 44.5, 26.1, 25.9, 29.3, 58.0, 27.7, 26.4, 30.1, 28.8, 27.2, 35.6};
        ListStatistics jmh = new ListStatistics(values);
        BenchmarkResult r = withForks(List.of(DoubleStream.of(values).boxed().toList()));
        for (double p : List.of(0.0, 10.0, 50.0, 90.0, 95.0, 99.0, 99.9, 100.0)) {
            assertThat(r.forkPercentiles(p).get(0)).as("p%s", p).isCloseTo(jmh.getPercentile(p), within(1e-9));
        }
    }

    @Test
    void aPercentileOutsideZeroToHundredIsRefused() {
        BenchmarkResult r = withForks(List.of(ONE_TO_TEN));
        assertThatThrownBy(() -> r.forkPercentiles(100.5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("[0, 100]").hasMessageContaining("100.5");
        assertThatThrownBy(() -> r.forkPercentiles(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> r.forkPercentiles(-1)).isInstanceOf(IllegalArgumentException.class);
    }
}
