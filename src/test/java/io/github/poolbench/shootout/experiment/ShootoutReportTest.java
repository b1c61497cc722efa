package io.github.poolbench.shootout.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.github.poolbench.report.BenchmarkResult;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** What the shoot-out's latency charts draw for a sampled row. */
class ShootoutReportTest {

    /** A sample-time row whose fork k sampled 100 operations of {@code forkValues[k]} us each. */
    private static BenchmarkResult sampled(double... forkValues) {
        List<NavigableMap<Double, Long>> histograms = java.util.Arrays.stream(forkValues)
                .mapToObj(v -> (NavigableMap<Double, Long>) new TreeMap<>(Map.of(v, 100L))).toList();
        List<List<Double>> rawData = java.util.Arrays.stream(forkValues).mapToObj(v -> List.of(v)).toList();
        return new BenchmarkResult("x.ObjectPoolShootout.sampled50", "sampled50", Map.of("pool", "bounded"), "sample",
                50, 4, Double.NaN, "us/op", Double.NaN, Map.of(), rawData, Map.of(), histograms);
    }

    @Test
    void aLatencyBarIsTheForksGeometricMeanWithItsStudentTInterval() {
        // the forks' p99.99: 2, 4 and 8 us; logs' mean ln 4, sd ln 2; t(0.975, 2) = 4.302652730
        double[] level = ShootoutPage.forkLevel(sampled(2, 4, 8), 99.99);
        double half = 4.302652730 * Math.log(2) / Math.sqrt(3);
        assertThat(level).hasSize(3);
        assertThat(level[0]).isCloseTo(4, within(1e-9));
        // relative: t is given to ten digits
        assertThat(level[1]).isCloseTo(4 * Math.exp(-half), withinPercentage(1e-7));
        assertThat(level[2]).isCloseTo(4 * Math.exp(half), withinPercentage(1e-7));
    }

    @Test
    void oneForkDrawsABarWithoutAnIntervalAndAZeroPercentileNone() {
        double[] one = ShootoutPage.forkLevel(sampled(3), 50);
        assertThat(one).hasSize(1);
        assertThat(one[0]).isCloseTo(3, within(1e-12));
        double[] none = ShootoutPage.forkLevel(sampled(0, 4), 50);
        assertThat(none).hasSize(1);
        assertThat(none[0]).isNaN();
    }

    /** A throughput row with {@code fair.served} per iteration (percent) and {@code fair.timeouts} as given. */
    private static BenchmarkResult served(double timeouts, List<List<Double>> servedPerIteration) {
        double mean = servedPerIteration.stream().flatMap(List::stream).mapToDouble(Double::doubleValue).average()
                .orElse(Double.NaN);
        Map<String, BenchmarkResult.Metric> secondary = new java.util.LinkedHashMap<>();
        secondary.put("fair.served", new BenchmarkResult.Metric(mean, Double.NaN, "%", Map.of(), servedPerIteration));
        secondary.put("fair.timeouts", new BenchmarkResult.Metric(timeouts, Double.NaN, "#"));
        return new BenchmarkResult("x.ObjectPoolShootout.article50", "article50", Map.of("pool", "vibur"), "thrpt",
                50, 700, 10, "ops/ms", 0, secondary, List.of(List.of(700.0, 700.0), List.of(700.0, 700.0)), Map.of());
    }

    @Test
    void aStarvingRowSaysHowOftenAndNeverRoundsItsShareUpTo100() {
        // the committed JDK 25 `fastObjectPool2017`: one thread of 50 unserved in one iteration of 40 is 99.95%,
        // which three significant digits print as "100.0" beside "starves"
        List<List<Double>> once = new java.util.ArrayList<>();
        for (int fork = 0; fork < 20; fork++) {
            once.add(fork == 16 ? List.of(98.0, 100.0) : List.of(100.0, 100.0));
        }
        assertThat(ShootoutReport.status(java.util.Optional.of(served(2.23, once))))
                .isEqualTo("starves: 99.95% of threads served; unserved threads in 1 of 40 iterations; "
                        + "timeouts: 2.23 per iteration");
        // half the threads in most iterations
        assertThat(ShootoutReport.status(java.util.Optional.of(served(0, List.of(List.of(50.0, 50.0),
                List.of(50.0, 100.0))))))
                .isEqualTo("starves: 62.5% of threads served; unserved threads in 3 of 4 iterations");
        assertThat(ShootoutReport.status(java.util.Optional.of(served(0, List.of(List.of(100.0, 100.0))))))
                .isEqualTo("ok");
        // a file without iterations: the share alone
        assertThat(ShootoutReport.unservedIterations(new BenchmarkResult.Metric(90, Double.NaN, "%"))).isEmpty();
        assertThat(ShootoutReport.unservedIterations(null)).isEmpty();
    }
}
