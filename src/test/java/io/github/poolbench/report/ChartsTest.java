package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.poolbench.stats.Side;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class ChartsTest {

    private static final ForestPlot.Point EFFECT = new ForestPlot.Point(0.8, 0.75, 0.85);

    private static ForestPlot.Row row(String id, Map<Integer, ForestPlot.Threshold> thresholds) {
        return new ForestPlot.Row(id, new TreeMap<>(Map.of(17, EFFECT, 25, EFFECT)), new TreeMap<>(thresholds));
    }

    /** A ratio of rates is drawn inverted, so that up is slower on every plot: its interval and threshold with it. */
    @Test
    void aRatioOfRatesIsDrawnAsItsInverse() {
        ForestPlot.Point drawn = new ForestPlot.Point(0.25, 0.2, 0.5).inverse();
        assertThat(drawn.estimate()).isEqualTo(4.0);
        assertThat(drawn.low()).isEqualTo(2.0);
        assertThat(drawn.high()).isEqualTo(5.0);
        assertThat(new ForestPlot.Threshold(0.8, Side.BELOW).inverse()).isEqualTo(new ForestPlot.Threshold(1.25,
                Side.ABOVE));
        ForestPlot.Threshold margin = new ForestPlot.Threshold(0.05, Side.WITHIN);
        assertThat(margin.inverse()).isEqualTo(margin);
    }

    private static io.github.poolbench.claims.ClaimResult claimRow(String claim, int jdk, String scope, double estimate,
                                                                   double low, double high) {
        return new io.github.poolbench.claims.ClaimResult("strings", claim, jdk, "holds", estimate, low, high, 1.0,
                "below", "", 7, "r", "m", scope, Double.NaN, Double.NaN, Double.NaN, "ns/op");
    }

    /** The plot draws what the claims table judges: the ratio across every run where there is one. */
    @Test
    void theForestPlotDrawsEachClaimAcrossEveryRunElseThePublishedRun() {
        String published = io.github.poolbench.claims.ClaimResult.PUBLISHED;
        String across = io.github.poolbench.claims.ClaimResult.ACROSS;
        List<io.github.poolbench.claims.ClaimResult> rows = List.of(claimRow("S1", 17, published, 0.9, 0.8, 1.0),
                claimRow("S1", 17, io.github.poolbench.claims.ClaimResult.MACHINE, 0.5, 0.4, 0.6),
                claimRow("S1", 17, across, 0.7, 0.3, 1.6), claimRow("S1", 25, published, 0.6, 0.5, 0.7),
                claimRow("R1", 17, published, 0.5, 0.25, 1.0), claimRow("S1", 21, published, Double.NaN, Double.NaN,
                        Double.NaN));
        Claim time = new Claim("S1", "x", "", "a / b < 1", (r, jdk) -> null);
        Claim rate = new Claim("R1", "y", "", "a / b < 1", (r, jdk) -> null,
                io.github.poolbench.text.Words.Scale.RATE, "");
        List<ForestPlot.Row> drawn = Report.forestRows(List.of(time, rate), "strings", rows);
        assertThat(drawn.get(0).byJdk()).containsOnlyKeys(17, 25);
        assertThat(drawn.get(0).byJdk().get(17)).isEqualTo(new ForestPlot.Point(0.7, 0.3, 1.6));
        assertThat(drawn.get(0).byJdk().get(25)).isEqualTo(new ForestPlot.Point(0.6, 0.5, 0.7));
        assertThat(drawn.get(0).thresholds().get(17)).isEqualTo(new ForestPlot.Threshold(1.0, Side.BELOW));
        assertThat(drawn.get(1).byJdk().get(17)).isEqualTo(new ForestPlot.Point(2.0, 1.0, 4.0));
        assertThat(drawn.get(1).thresholds().get(17)).isEqualTo(new ForestPlot.Threshold(1.0, Side.ABOVE));
    }

    @Test
    void aThresholdEveryJdkSharesIsMarkedOnceAtTheClaimsPlace() {
        ForestPlot.Threshold below1 = new ForestPlot.Threshold(1.0, Side.BELOW);
        List<double[]> marks = ForestPlot.thresholdMarks(List.of(row("S1", Map.of(17, below1, 25, below1))), List.of(17, 25));
        assertThat(marks).hasSize(1);
        assertThat(marks.get(0)).containsExactly(1.0, 1.0);
    }

    @Test
    void thresholdsThatDifferByJdkAreMarkedBesideEachJdksPoint() {
        // O3: at most 1.3x on JDK 17, 1.0x on JDK 25; the JDKs' points sit at -0.1 and +0.1 of the claim's place
        List<double[]> marks = ForestPlot.thresholdMarks(List.of(row("AA", Map.of()), row("O3",
                Map.of(17, new ForestPlot.Threshold(1.3, Side.BELOW), 25, new ForestPlot.Threshold(1.0, Side.BELOW)))),
                List.of(17, 25));
        assertThat(marks).hasSize(2);
        assertThat(marks.get(0)[0]).isCloseTo(1.9, within(1e-12));
        assertThat(marks.get(0)[1]).isEqualTo(1.3);
        assertThat(marks.get(1)[0]).isCloseTo(2.1, within(1e-12));
        assertThat(marks.get(1)[1]).isEqualTo(1.0);
    }

    @Test
    void aMarginIsMarkedAtBothEnds() {
        ForestPlot.Threshold margin = new ForestPlot.Threshold(0.25, Side.WITHIN);
        List<double[]> marks = ForestPlot.thresholdMarks(List.of(row("AA", Map.of(17, margin, 25, margin))),
                List.of(17, 21, 25));
        assertThat(marks).extracting(m -> m[1]).containsExactly(1 / 1.25, 1.25);
        assertThat(marks).extracting(m -> m[0]).containsOnly(1.0);
    }

    @Test
    void theForestPlotDrawsWithPerJdkThresholds() throws ReportException {
        assertThat(ForestPlot.forest("t", List.of(row("O3",
                Map.of(17, new ForestPlot.Threshold(1.3, Side.BELOW), 25, new ForestPlot.Threshold(1.0, Side.BELOW))))))
                .hasValueSatisfying(png -> assertThat(png).startsWith((byte) 0x89, (byte) 'P', (byte) 'N', (byte) 'G'));
        assertThat(ForestPlot.forest("t", List.of(new ForestPlot.Row("X", new TreeMap<>(), new TreeMap<>())))).isEmpty();
    }

    @Test
    void linesDrawWithNamedXPositions() throws ReportException {
        Map<String, List<double[]>> series = Map.of("allocate", List.of(new double[] {0, 25}, new double[] {1, 29},
                new double[] {2, 35}));
        assertThat(Charts.lines("t", "percentile", "ms", false, series, List.of("p50", "p90", "max")))
                .hasValueSatisfying(png -> assertThat(png).startsWith((byte) 0x89, (byte) 'P', (byte) 'N', (byte) 'G'));
        assertThat(Charts.lines("t", "percentile", "ms", false, Map.of("none", List.of()), List.of("p50"))).isEmpty();
    }

    @Test
    void aLengthAxisIsLabelledWithTheLengthsAtWholePowersOfTwoOnly() throws ReportException {
        assertThat(Charts.powerOfTwoLabel(6)).isEqualTo("64");
        assertThat(Charts.powerOfTwoLabel(14)).isEqualTo("16384");
        assertThat(Charts.powerOfTwoLabel(0)).isEqualTo("1");
        assertThat(Charts.powerOfTwoLabel(6.5)).isEmpty(); // 90.5 chars was never measured
        assertThat(Charts.powerOfTwoLabel(-1)).isEmpty();
        assertThat(Charts.ratioByLength("t", "y", Map.of("pooled", List.of(new double[] {64, 1.2, 1.1, 1.3},
                new double[] {16384, 0.9}))))
                .hasValueSatisfying(png -> assertThat(png).startsWith((byte) 0x89, (byte) 'P', (byte) 'N', (byte) 'G'));
    }

    @Test
    void aTitleTooWideForTheChartIsDrawnSmallerNotCutOff() {
        java.awt.Font bold16 = new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.BOLD, 16);
        assertThat(ChartStyle.fitTitle("JDK 17: a short title", bold16)).isEqualTo(bold16);
        String wide = "JDK 17, sampled, 50 threads, pool size 10: time per operation (percentiles carry no error)";
        java.awt.Font fitted = ChartStyle.fitTitle(wide, bold16);
        assertThat(fitted.getSize2D()).isLessThan(16).isGreaterThanOrEqualTo(9);
        assertThat(fitted.getStringBounds(wide, new java.awt.font.FontRenderContext(null, true, true)).getWidth())
                .isLessThanOrEqualTo(Charts.WIDTH - ChartStyle.TITLE_MARGIN_PX);
    }

    @Test
    void aClaimFarOffTheScaleIsLeftOutOfTheForestPlotAndNamed() throws ReportException {
        ForestPlot.Point near = new ForestPlot.Point(1.01, 0.98, 1.04);
        ForestPlot.Point far = new ForestPlot.Point(0.02, 0.01, 0.03);
        ForestPlot.Point straddling = new ForestPlot.Point(0.12, 0.08, 0.15);
        assertThat(ForestPlot.offScale(new ForestPlot.Row("P9", new TreeMap<>(Map.of(17, far, 25, far)), new TreeMap<>())))
                .isTrue();
        // one JDK's interval reaches inside the scale: drawn
        assertThat(ForestPlot.offScale(new ForestPlot.Row("X", new TreeMap<>(Map.of(17, far, 25, straddling)),
                new TreeMap<>()))).isFalse();
        assertThat(ForestPlot.offScale(new ForestPlot.Row("AA", new TreeMap<>(Map.of(17, near)), new TreeMap<>()))).isFalse();
        assertThat(ForestPlot.forest("t", List.of(new ForestPlot.Row("AA", new TreeMap<>(Map.of(17, near)), new TreeMap<>()),
                new ForestPlot.Row("P9", new TreeMap<>(Map.of(17, far)), new TreeMap<>()))))
                .hasValueSatisfying(png -> assertThat(png).startsWith((byte) 0x89, (byte) 'P', (byte) 'N', (byte) 'G'));
        // nothing left to draw
        assertThat(ForestPlot.forest("t", List.of(new ForestPlot.Row("P9", new TreeMap<>(Map.of(17, far)),
                new TreeMap<>())))).isEmpty();
    }

    @Test
    void aBarsIntervalIsItsHalfWidthInLog2AndAMissingBarHasNoHeight() {
        org.knowm.xchart.CategoryChart chart = new org.knowm.xchart.CategoryChartBuilder().build();
        java.util.Map<String, List<double[]>> series = new java.util.LinkedHashMap<>();
        series.put("p99", List.of(new double[] {8, 2, 32}, new double[] {Double.NaN}, new double[] {4}));
        Charts.addLogBars(chart, List.of("a", "b", "c"), series, 0.5, 2);
        org.knowm.xchart.CategorySeries drawn = chart.getSeries("p99");
        // 8 in [2, 32]: log2 3 in [1, 5], a half-width of 2; the missing bar sits at log2 0.5
        assertThat(drawn.getYData()).containsExactly(3.0, -1.0, 2.0);
        assertThat(drawn.getExtraValues()).containsExactly(2.0, 0.0, 0.0);
    }

    @Test
    void seriesColoursAreReadableOnWhiteAndAJdkKeepsItsColourInEveryForestPlot() {
        // the library's palette less its pale yellow, black kept for the seventh series only
        assertThat(ChartStyle.SERIES_COLOURS).hasSize(7).allMatch(c -> ChartStyle.luminance(c) < 0.7)
                .doesNotContain(new java.awt.Color(0xf0, 0xe4, 0x42));
        assertThat(ChartStyle.SERIES_COLOURS.subList(0, 6)).doesNotContain(java.awt.Color.BLACK);
        assertThat(ChartStyle.SERIES_COLOURS.get(6)).isEqualTo(java.awt.Color.BLACK);
        assertThat(ChartStyle.SERIES_MARKERS).hasSize(5).doesNotHaveDuplicates();
        assertThat(ChartStyle.luminance(java.awt.Color.WHITE)).isCloseTo(1, within(1e-12));
        assertThat(ChartStyle.luminance(java.awt.Color.BLACK)).isZero();
        // a plot of JDKs 17 and 25 and one of 17, 21 and 25 colour JDK 25 alike
        assertThat(List.of(ChartStyle.jdkColour(17), ChartStyle.jdkColour(25), ChartStyle.jdkColour(21))).doesNotHaveDuplicates()
                .containsExactlyElementsOf(ChartStyle.SERIES_COLOURS.subList(0, 3));
        assertThat(ChartStyle.jdkColour(11)).isIn(ChartStyle.SERIES_COLOURS.subList(3, 7));
    }

    @Test
    void logAxisLabelsAreExactAtWholePowersAndHaveNoExponents() {
        assertThat(List.of(0.0, 10.0, -2.0, -6.0, -20.0, 0.5, -0.5, Charts.log2(0.15), Charts.log2(1500),
                Charts.log2(250000), Charts.log2(1e6)).stream().map(v -> Charts.logLabel(2, v)))
                .containsExactly("1", "1,024", "0.25", "1/64", "1/1,048,576", "1.41", "0.707", "0.15", "1,500",
                        "250,000", "1,000,000");
        assertThat(List.of(0.0, 6.0, -2.0, 0.5).stream().map(v -> Charts.logLabel(10, v)))
                .containsExactly("1", "1,000,000", "0.01", "3.16");
    }

    @Test
    void anErrorBarOnALogAxisSpansTheErrorsWiderSide() {
        // 33 +- 0.35 ns: the lower side, log2(33 / 32.65), is the wider one
        assertThat(Charts.logHalfWidth(2, 33, 0.35)).isCloseTo(Math.log(33 / 32.65) / Math.log(2), within(1e-12));
        assertThat(Charts.logHalfWidth(2, 33, 0.35)).isGreaterThan(Math.log(33.35 / 33) / Math.log(2));
        // an error as large as the value is drawn as 95% of it
        assertThat(Charts.logHalfWidth(2, 10, 20)).isCloseTo(Math.log(20) / Math.log(2), within(1e-12));
        assertThat(Charts.logHalfWidth(2, 10, 0)).isZero();
    }

    @Test
    void logChartsDraw() throws ReportException {
        Map<String, List<double[]>> lines = new java.util.LinkedHashMap<>();
        lines.put("a", List.of(new double[] {10, 800, 30}, new double[] {50, 130, 10}));
        lines.put("none", List.of(new double[] {10, 0}));
        assertThat(Charts.lines("t", "threads", "ops/ms", true, lines)).hasValueSatisfying(ChartsTest::isPng);
        Map<String, List<double[]>> bars = new java.util.LinkedHashMap<>();
        bars.put("p50", List.of(new double[] {2.0, 1.5, 2.7}, new double[] {Double.NaN}, new double[] {1e6}));
        assertThat(Charts.bars("t", "us", List.of("x", "y", "z"), bars)).hasValueSatisfying(ChartsTest::isPng);
        Map<String, List<double[]>> ratios = new java.util.LinkedHashMap<>();
        ratios.put("s", List.of(new double[] {0.4, 0.38, 0.42}, new double[] {1.1, 1.0, 1.2}));
        assertThat(Charts.ratioBars("t", "ratio", List.of("x", "y"), ratios)).hasValueSatisfying(ChartsTest::isPng);
    }

    private static void isPng(byte[] png) {
        assertThat(png).startsWith((byte) 0x89, (byte) 'P', (byte) 'N', (byte) 'G');
    }
}
