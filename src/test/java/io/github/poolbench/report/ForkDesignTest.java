package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.poolbench.runs.Environment;
import io.github.poolbench.runs.JvmInfo;
import io.github.poolbench.runs.Suite;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The page section on fork length: components, the best iterations per fork and its saving, from a made-up run. */
class ForkDesignTest {

    /** Half the gap between a fork's two iterations' logs: their variance is (2 * D)^2 / 2 = 0.04. */
    private static final double D = Math.sqrt(0.02);

    /**
     * Half the gap between adjacent forks' mean logs. Fork means +-X alternate (variance
     * 4 X^2 / 3 = 0.015 over 4 forks); the two rows mirror each other, so their rounds share no
     * shift, and the correction for a shift estimated from 2 rows doubles it: 0.03, less
     * 0.04 / 2 within, leaves 0.01 between forks.
     */
    private static final double X = Math.sqrt(0.01125);

    /** A row of 4 forks of 2 iterations, {@code sign} -1 mirroring the other row. */
    private static BenchmarkResult row(String method, double sign) {
        List<List<Double>> forks = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            double mean = sign * (k % 2 == 0 ? -X : X);
            forks.add(List.of(100 * Math.exp(mean - D), 100 * Math.exp(mean + D)));
        }
        return new BenchmarkResult("io.github.poolbench.strings.StringBuildingBenchmark." + method, method,
                Map.of("length", "32"), "avgt", 1, 100, 1, "ns/op", Double.NaN, Map.of(), forks, Map.of());
    }

    private static ResultSet set(String measurement, double forkSeconds, List<BenchmarkResult> rows) {
        List<Environment.Fork> forks = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            forks.add(new Environment.Fork("row", k, 0, "2026-11-25T00:00:00Z", forkSeconds));
        }
        Environment env = new Environment("run", "strings", new JvmInfo("java", 17, "17", "vendor", "vm"), "cpu", 1000,
                2, "os", "2026-11-25T00:00:00Z", "abc", false, List.of(), List.of(), 4, 1, forks, List.of());
        return new ResultSet(Suite.STRINGS, Path.of("strings-jdk17.json"), 17, "17", "vm", "17", "1.37", List.of(), 4,
                "3 x 1 s", measurement, rows, Optional.of(env));
    }

    @Test
    void noisyIterationsAndDearForksCallForLongerForks() {
        ResultSet set = set("2 x 500 ms", 5.0, List.of(row("a", 1), row("b", -1)));
        ForkDesign.Answer a = ForkDesign.answer(set).orElseThrow();
        assertThat(a.components().within()).isCloseTo(0.04, within(1e-12));
        assertThat(a.components().between()).isCloseTo(0.01, within(1e-12));
        assertThat(a.iterationSeconds()).isEqualTo(0.5);
        assertThat(a.overheadSeconds()).isCloseTo(4.0, within(1e-12));
        // ceil(sqrt(4 / 0.5 * 0.04 / 0.01)) = ceil(5.66); time: (4 + 3) (0.01 + 0.04 / 6) / ((4 + 1) (0.01 + 0.04 / 2))
        assertThat(a.best()).hasValue(6);
        assertThat(a.relativeTime()).isCloseTo(7 * (0.01 + 0.04 / 6) / (5 * 0.03), within(1e-9));

        String md = ForkDesign.section(List.of(set));
        assertThat(md).contains("### Longer forks or more rounds?")
                .contains("| 17 | 2 | 2 | 500 ms | 4.0 s | 20.0% | 10.0% | 6 | 0.78 |")
                .contains("On JDK 17, 6 iterations per fork would reach the same precision in 78% of the time");
    }

    @Test
    void aDesignNearItsBestSaysRoundsAreWhatHelps() {
        // overhead 0.1 s: ceil(sqrt(0.1 / 0.5 * 4)) = 1, against 2 now: (0.1 + 0.5) 0.05 / ((0.1 + 1) 0.03) = 0.91
        ResultSet set = set("2 x 500 ms", 1.1, List.of(row("a", 1), row("b", -1)));
        assertThat(ForkDesign.answer(set).orElseThrow().best()).hasValue(1);
        assertThat(ForkDesign.section(List.of(set))).contains("| 1 | 0.91 |")
                .contains("On every JDK the best count would save less than 10% of the time");
    }

    @Test
    void singleShotIterationsAreTimedByTheirScores() {
        BenchmarkResult ss = new BenchmarkResult("io.github.poolbench.messages.MessagesBenchmark.million", "million",
                Map.of(), "ss", 1, 20, 1, "ms/op", Double.NaN, Map.of(),
                List.of(List.of(10.0, 20.0, 30.0), List.of(20.0, 20.0, 40.0)), Map.of());
        ResultSet set = set("3 x single-shot", 2.0, List.of(ss));
        assertThat(ForkDesign.iterationSeconds(set, List.of(ss))).hasValueCloseTo(0.02, within(1e-12));
        assertThat(ForkDesign.answer(set).orElseThrow().overheadSeconds()).isCloseTo(1.94, within(1e-12));
    }

    @Test
    void withoutForkTimesOrIterationsThereIsNoSection() {
        ResultSet noEnv = new ResultSet(Suite.STRINGS, Path.of("strings-jdk17.json"), 17, "17", "vm", "17", "1.37",
                List.of(), 4, "3 x 1 s", "2 x 500 ms", List.of(row("a", 1)), Optional.empty());
        assertThat(ForkDesign.answer(noEnv)).isEmpty();
        BenchmarkResult histogramOnly = new BenchmarkResult("x.Y.z", "z", Map.of(), "avgt", 1, 1, 1, "ns/op",
                Double.NaN, Map.of(), List.of(), Map.of());
        assertThat(ForkDesign.answer(set("2 x 500 ms", 5, List.of(histogramOnly)))).isEmpty();
        assertThat(ForkDesign.section(List.of(noEnv))).isEmpty();
    }
}
