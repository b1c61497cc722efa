package io.github.poolbench.report;

import io.github.poolbench.claims.ClaimResult;
import io.github.poolbench.stats.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The forest plot of a page: each claim's effect and 95% interval per JDK on a log axis, with its
 * threshold, labelled with its id, its statement in a few words in the key beside it. Up is slower (or more) on
 * every plot: a ratio of rates is drawn inverted (the caller's {@link #inverse}), as a ratio of
 * times. Stateless; a chart is drawn on one thread.
 */
public final class ForestPlot {

    private ForestPlot() {
    }

    /**
     * A claim's threshold on one JDK.
     *
     * @param threshold the ratio the claim is judged against (e.g. 1.0), or for an equivalence
     *                  claim its margin (e.g. 0.05: drawn as 1 / (1 + m) and 1 + m)
     * @param side      what the threshold means ({@link Side#WITHIN}: a margin)
     */
    public record Threshold(double threshold, Side side) {
        /** @return the ratios to mark on the plot: the threshold, or a margin's two ends */
        List<Double> marks() {
            return side.edges(threshold);
        }

        /** @return this threshold for the inverse ratio b / a: 1 / t on the other side; a margin stays */
        Threshold inverse() {
            return side == Side.WITHIN ? this : new Threshold(1 / threshold, side == Side.BELOW ? Side.ABOVE
                    : Side.BELOW);
        }
    }

    /**
     * A claim's ratio on one JDK with its 95% interval, as a row of {@code claims.csv} gives it.
     *
     * @param estimate the ratio a / b, > 0
     * @param low      its interval's lower end, NaN without an interval
     * @param high     its upper end, NaN without an interval
     */
    public record Point(double estimate, double low, double high) {

        /** @return the row's ratio and interval, or empty for a row without an effect */
        static Optional<Point> of(ClaimResult row) {
            return row.hasEffect() ? Optional.of(new Point(row.estimate(), row.low(), row.high())) : Optional.empty();
        }

        /** @return whether the interval is known */
        boolean hasInterval() {
            return !Double.isNaN(low) && !Double.isNaN(high);
        }

        /**
         * @return the inverse ratio b / a of a ratio of rates (ops per time): a ratio of times, drawn so that up is
         *         slower on every plot
         */
        Point inverse() {
            return new Point(1 / estimate, hasInterval() ? 1 / high : low, hasInterval() ? 1 / low : high);
        }
    }

    /** A forest plot leaves out a claim whose every interval lies beyond this factor from 1. */
    static final double OFF_SCALE = 10;

    /**
     * @return whether every JDK's interval (its estimate, without one) of the claim lies above
     *         {@link #OFF_SCALE} or below its inverse: drawn, it would squash the claims near 1
     */
    static boolean offScale(Row row) {
        return !row.byJdk().isEmpty() && row.byJdk().values().stream().allMatch(e -> {
            double low = e.hasInterval() ? e.low() : e.estimate();
            double high = e.hasInterval() ? e.high() : e.estimate();
            return low > OFF_SCALE || high < 1 / OFF_SCALE;
        });
    }

    /**
     * One claim of a forest plot: its effect and its threshold per JDK.
     *
     * @param claim      the claim's id in the catalog
     * @param byJdk      the effect on each JDK that has one
     * @param thresholds the threshold on each JDK that has an effect (a claim may ask more of one JDK
     *                   than of another)
     */
    public record Row(String claim, java.util.SortedMap<Integer, Point> byJdk,
                            java.util.SortedMap<Integer, Threshold> thresholds, String key) {

        /** A row whose key is its id alone. */
        public Row(String claim, java.util.SortedMap<Integer, Point> byJdk,
                   java.util.SortedMap<Integer, Threshold> thresholds) {
            this(claim, byJdk, thresholds, "");
        }
    }

    /**
     * A forest plot: each claim's ratio and 95% interval on a log axis (base 2), one colour per
     * JDK, the claim's threshold marked by a black bar (an equivalence claim's margin by two): one
     * at the claim's place when every JDK has the same, else one beside each JDK's point.
     * Intervals are symmetric on the log scale (they come from t intervals of log ratios), so
     * XChart's symmetric error bars draw them exactly.
     *
     * @param title the chart's title
     * @param rows  the claims, in table order; those without any effect are left out, and those
     *              {@link #offScale} too, named in the x axis title (their tables give them)
     * @return the PNG, or empty if no claim has an effect
     * @throws ReportException if it cannot be encoded
     */
    public static Optional<byte[]> forest(String title, List<Row> rows) throws ReportException {
        java.util.Map<Boolean, List<Row>> off = rows.stream().filter(r -> !r.byJdk().isEmpty())
                .collect(java.util.stream.Collectors.partitioningBy(ForestPlot::offScale));
        List<Row> drawn = off.get(false);
        List<String> left = off.get(true).stream().map(Row::claim).toList();
        if (drawn.isEmpty()) {
            return Optional.empty();
        }
        XYChart chart = new XYChartBuilder().width(Charts.WIDTH).height(Charts.HEIGHT).title(title)
                .xAxisTitle("claim" + (left.isEmpty() ? "" : " (not drawn, beyond " + (int) OFF_SCALE + "x either way,"
                        + " which would squash the others: " + String.join(", ", left) + ")"))
                .yAxisTitle("a against b: up slower or more, down faster or less (log scale)").build();
        java.util.SortedSet<Integer> jdks = new java.util.TreeSet<>();
        drawn.forEach(r -> jdks.addAll(r.byJdk().keySet()));
        List<Integer> jdkList = List.copyOf(jdks);
        double[] range = {0, 0};
        addEffects(chart, drawn, jdkList, range);
        addThresholds(chart, drawn, jdkList, range);
        label(chart, drawn.stream().map(Row::claim).toList());
        key(chart, drawn);
        double lo = Math.floor(range[0] * 2) / 2 - 0.25;
        double hi = Math.ceil(range[1] * 2) / 2 + 0.25;
        chart.getStyler().setYAxisMin(lo).setYAxisMax(hi);
        Charts.logAxis(chart, 2);
        return Optional.of(ChartStyle.png(chart));
    }

    /** One series per JDK: each claim's estimate and interval (log2), widening {@code range}. */
    private static void addEffects(XYChart chart, List<Row> drawn, List<Integer> jdkList, double[] range) {
        for (int j = 0; j < jdkList.size(); j++) {
            List<Double> x = new ArrayList<>();
            List<Double> y = new ArrayList<>();
            List<Double> err = new ArrayList<>();
            for (int i = 0; i < drawn.size(); i++) {
                Point e = drawn.get(i).byJdk().get(jdkList.get(j));
                if (e == null) {
                    continue;
                }
                double centre = Charts.log2(e.estimate());
                double half = e.hasInterval() ? Charts.log2(e.high()) - centre : 0;
                x.add(i + 1 + offset(j, jdkList.size()));
                y.add(centre);
                err.add(half);
                range[0] = Math.min(range[0], centre - half);
                range[1] = Math.max(range[1], centre + half);
            }
            if (!x.isEmpty()) {
                XYSeries series = chart.addSeries("JDK " + jdkList.get(j), x, y, err);
                series.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
                series.setMarker(SeriesMarkers.CIRCLE);
                java.awt.Color colour = ChartStyle.jdkColour(jdkList.get(j));
                series.setMarkerColor(colour);
                series.setLineColor(colour);
            }
        }
    }

    /** The thresholds as black marks ({@link #thresholdMarks}), widening {@code range}. */
    private static void addThresholds(XYChart chart, List<Row> drawn, List<Integer> jdkList, double[] range) {
        List<Double> tx = new ArrayList<>();
        List<Double> ty = new ArrayList<>();
        for (double[] mark : thresholdMarks(drawn, jdkList)) {
            double m = Charts.log2(mark[1]);
            tx.add(mark[0]);
            ty.add(m);
            range[0] = Math.min(range[0], m);
            range[1] = Math.max(range[1], m);
        }
        if (!tx.isEmpty()) {
            XYSeries threshold = chart.addSeries("threshold", tx, ty);
            threshold.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            threshold.setMarker(SeriesMarkers.RECTANGLE);
            threshold.setMarkerColor(java.awt.Color.BLACK);
        }
    }

    /**
     * The key beside the plot: per claim its id and its statement in a few words, as entries of
     * the legend without a marker (XChart 4.0.3 leaves out x tick labels wider than their place,
     * so the axis gives the ids only).
     */
    /** Pixels a forest plot's title may take beside a key (twice the room left of the plot's centre). */
    static final int KEY_TITLE_WIDTH_PX = 600;

    private static void key(XYChart chart, List<Row> drawn) {
        if (drawn.stream().allMatch(r -> r.key().isEmpty())) {
            return;
        }
        for (int i = 0; i < drawn.size(); i++) {
            Row r = drawn.get(i);
            XYSeries entry = chart.addSeries(r.key().isEmpty() ? r.claim() : r.claim() + ": " + r.key(),
                    List.of((double) i + 1), List.of(0.0));
            entry.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            entry.setMarker(SeriesMarkers.NONE);
        }
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE)
                .setLegendLayout(Styler.LegendLayout.Vertical);
        // XChart centres the title on the plot, which the key pushes left: it may take twice the room left of that
        chart.getStyler().setChartTitleFont(ChartStyle.fitTitle(chart.getTitle(), ChartStyle.titleFont(),
                KEY_TITLE_WIDTH_PX));
    }

    /** Labels claim {@code i} (from 0) at x = i + 1 and styles the plot. */
    private static void label(XYChart chart, List<String> ids) {
        // XChart puts x tick labels where the data are: an invisible point per claim at its
        // integer position carries the claim's label, the JDKs' offset points get none.
        List<Double> positions = new ArrayList<>();
        for (int i = 1; i <= ids.size(); i++) {
            positions.add((double) i);
        }
        XYSeries labels = chart.addSeries(" ", positions, positions.stream().map(p -> 0.0).toList());
        labels.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        labels.setMarker(SeriesMarkers.NONE);
        labels.setShowInLegend(false);
        chart.getStyler().setXAxisMin(0.0).setXAxisMax(ids.size() + 1.0)
                .setXAxisTickMarkSpacingHint(Math.max(10, (Charts.WIDTH - 150) * 8 / 10 / (ids.size() + 1)))
                .setErrorBarsColorSeriesColor(true)
                .setLegendPosition(Styler.LegendPosition.OutsideS).setLegendLayout(Styler.LegendLayout.Horizontal)
                .setChartTitleFont(ChartStyle.titleFont()).setMarkerSize(8);
        chart.getStyler().setXAxisTickLabelsFormattingFunction(v -> {
            long k = Math.round(v);
            if (Math.abs(v - k) < 1e-6 && k >= 1 && k <= ids.size()) {
                return ids.get((int) k - 1);
            }
            // XChart first formats the axis ends and draws no tick at all when their labels are
            // equal or empty: two different blank labels (an en space and an em space)
            return k <= 0 ? "\u2002" : k > ids.size() ? "\u2003" : " ";
        });
    }

    /**
     * Where a forest plot marks the thresholds: claim {@code i} (from 0) sits at x = i + 1 and the
     * JDKs' points beside it at the offsets {@code (j - (jdks - 1) / 2) x 0.2}. A threshold every
     * JDK shares is marked once at the claim's place; thresholds that differ by JDK are marked at
     * each JDK's own offset.
     *
     * @param rows the claims drawn, in order
     * @param jdks every JDK of the plot, in order (the offsets' order)
     * @return {x, ratio} per mark: one per threshold, two per margin
     */
    static List<double[]> thresholdMarks(List<Row> rows, List<Integer> jdks) {
        List<double[]> marks = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            java.util.SortedMap<Integer, Threshold> byJdk = rows.get(i).thresholds();
            boolean shared = new java.util.HashSet<>(byJdk.values()).size() <= 1;
            for (var t : shared ? byJdk.entrySet().stream().limit(1).toList() : List.copyOf(byJdk.entrySet())) {
                double x = i + 1 + (shared ? 0 : offset(jdks.indexOf(t.getKey()), jdks.size()));
                for (double ratio : t.getValue().marks()) {
                    marks.add(new double[] {x, ratio});
                }
            }
        }
        return marks;
    }

    /** @return the x offset of the {@code j}th of {@code jdks} JDKs' points from their claim's place */
    private static double offset(int j, int jdks) {
        return (j - (jdks - 1) / 2.0) * 0.2;
    }
}
