package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleUnaryOperator;
import org.junit.jupiter.api.Test;

class LogTicksTest {

    /** A log axis with {@code px} pixels per doubling, growing upwards (screen y falls). */
    private static DoubleUnaryOperator perDoubling(double px) {
        return v -> -px * Math.log(v) / Math.log(2);
    }

    @Test
    void candidatesComeRoundestFirstAndOnlyInsideTheRange() {
        List<Double> c = LogTicks.candidates(0.5, 8);
        assertThat(c.subList(0, 4)).containsExactly(1.0, 0.5, 2.0, 5.0);
        assertThat(c).allMatch(v -> v >= 0.5 && v <= 8).doesNotHaveDuplicates()
                .contains(0.6, 1.5, 3.0, 4.0, 1.2, 0.95, 1.05).doesNotContain(10.0, 0.4);
        // m x 10^d exactly: 0.3 is 0.3, not 0.30000000000000004
        assertThat(LogTicks.candidates(0.2, 0.4)).contains(0.3);
    }

    @Test
    void aCandidateIsKeptOnlyClearOfEveryRounderOne() {
        // 100 px per doubling, labels at least 60 px apart: 1, then 0.5, 2, 5, then only 8 clears them
        List<Double> kept = LogTicks.choose(LogTicks.candidates(0.5, 8), perDoubling(100), 60);
        assertThat(kept).containsExactly(0.5, 1.0, 2.0, 5.0, 8.0);
    }

    @Test
    void anAxisInsideOneDecadeGetsLabels() {
        // XChart's own logarithmic axis labels only powers of ten: from 130 to 850 ops/ms it drew none
        List<Double> kept = LogTicks.choose(LogTicks.candidates(130, 850), perDoubling(150), LogTicks.MIN_GAP_PX);
        assertThat(kept).contains(200.0, 300.0, 500.0).hasSizeBetween(4, 12).allMatch(v -> v >= 130 && v <= 850);
    }

    @Test
    void aNarrowAxisAroundOneIsLabelledInSmallSteps() {
        List<Double> kept = LogTicks.choose(LogTicks.candidates(0.92, 1.08), perDoubling(2000), LogTicks.MIN_GAP_PX);
        assertThat(kept).contains(0.95, 1.0, 1.05);
    }

    @Test
    void labelsHaveNoExponentNoTrailingZerosAndGroupedThousands() {
        assertThat(List.of(0.3, 1.0, 1.05, 0.15, 200.0, 1500.0, 250000.0, 1e6).stream().map(LogTicks::label))
                .containsExactly("0.3", "1", "1.05", "0.15", "200", "1,500", "250,000", "1,000,000");
    }

    @Test
    void aRangeALogAxisCannotShowIsNamed() {
        assertThatThrownBy(() -> LogTicks.candidates(0, 5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a log axis needs 0 < lo <= hi, finite; got 0.0 and 5.0");
        assertThatThrownBy(() -> LogTicks.candidates(2, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> LogTicks.candidates(1, Double.POSITIVE_INFINITY))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void anErrorBarOnALogAxisSpansTheErrorsWiderSide() {
        // 33 +- 0.35 ns: the lower side, log2(33 / 32.65), is the wider one
        assertThat(Charts.logHalfWidth(33, 0.35)).isCloseTo(Math.log(33 / 32.65) / Math.log(2), within(1e-12));
        assertThat(Charts.logHalfWidth(33, 0.35)).isGreaterThan(Math.log(33.35 / 33) / Math.log(2));
        // an error as large as the value is drawn as 95% of it
        assertThat(Charts.logHalfWidth(10, 20)).isCloseTo(Math.log(20) / Math.log(2), within(1e-12));
        assertThat(Charts.logHalfWidth(10, 0)).isZero();
    }

    @Test
    void logChartsDrawWithRoundLabels() throws ReportException {
        Map<String, List<double[]>> lines = new LinkedHashMap<>();
        lines.put("a", List.of(new double[] {10, 800, 30}, new double[] {50, 130, 10}));
        lines.put("none", List.of(new double[] {10, 0}));
        assertThat(Charts.lines("t", "threads", "ops/ms", true, lines)).hasValueSatisfying(LogTicksTest::isPng);
        Map<String, List<double[]>> bars = new LinkedHashMap<>();
        bars.put("p50", List.of(new double[] {2.0, 1.5, 2.7}, new double[] {Double.NaN}, new double[] {1e6}));
        assertThat(Charts.bars("t", "us", List.of("x", "y", "z"), bars)).hasValueSatisfying(LogTicksTest::isPng);
        Map<String, List<double[]>> ratios = new LinkedHashMap<>();
        ratios.put("s", List.of(new double[] {0.4, 0.38, 0.42}, new double[] {1.1, 1.0, 1.2}));
        assertThat(Charts.ratioBars("t", "ratio", List.of("x", "y"), ratios)).hasValueSatisfying(LogTicksTest::isPng);
    }

    private static void isPng(byte[] png) {
        assertThat(png).startsWith((byte) 0x89, (byte) 'P', (byte) 'N', (byte) 'G');
    }
}
