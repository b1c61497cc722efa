package io.github.poolbench.report;

import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Composite;
import java.awt.Graphics2D;
import java.awt.font.FontRenderContext;
import java.awt.font.TextLayout;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.function.DoubleUnaryOperator;
import org.knowm.xchart.internal.chartpart.Annotation;
import org.knowm.xchart.internal.chartpart.AxesChart;
import org.knowm.xchart.style.AxesChartStyler;

/**
 * Round tick labels for a logarithmic y axis: 0.5, 1, 2 on a wide axis, 0.8, 0.9, 1, 1.1 on a
 * narrow one, 200, 300, 500 on an axis inside one decade.
 *
 * <p>XChart 4.0.3 places y ticks itself and offers no way to set their places: on a log2 axis
 * drawn linear its ticks fall at 1.41, 2.83 or 0.87, 1.15, 1.32, and its own logarithmic axis
 * labels only powers of ten, so an axis from 200 to 900 gets no label at all. Here the chart's
 * series hold log2 of the values on a linear axis; XChart's own y labels are drawn transparent
 * (so the plot still leaves them room), its horizontal grid lines and its tick marks (both axes')
 * turned off; an {@link Annotation} then draws a grid line, a tick mark and a label at
 * each chosen round value, choosing at paint time, when the axis has its pixels: the roundest
 * values first (1, then 2 and 5, then 1.5, 3, 4, ...), each only where it keeps
 * {@value #MIN_GAP_PX} px from every label already chosen.
 *
 * <p>Stateless apart from the chart it is added to; a chart is drawn on one thread.
 */
final class LogTicks {

    /** Fewest pixels between two labels' centres. */
    static final double MIN_GAP_PX = 20;

    /**
     * Mantissas in 1 <= m < 10, roundest tier first: a tier's values are chosen before the next
     * tier's.
     */
    private static final double[][] TIERS = {
            {1}, {2, 5}, {1.5, 3, 4}, {1.2, 2.5, 6, 8}, {1.1, 1.3, 1.4, 1.6, 1.8, 7, 9}};

    /** The last tier, for a narrow axis around a ratio of 1 only. */
    private static final List<Double> NEAR_ONE = List.of(0.95, 1.05);

    private LogTicks() {
    }

    /**
     * Candidate tick values from {@code lo} to {@code hi}, roundest first.
     *
     * @param lo the smallest value the axis may show, > 0
     * @param hi the largest, >= lo
     * @return the values of every tier's mantissas times the powers of ten that fall in
     *         [lo, hi], tier by tier, ascending within a tier; then 0.95 and 1.05 if in it
     * @throws IllegalArgumentException if lo is not positive, or hi is below lo or not finite
     */
    static List<Double> candidates(double lo, double hi) {
        if (!(lo > 0) || !(hi >= lo) || Double.isInfinite(hi)) {
            throw new IllegalArgumentException("a log axis needs 0 < lo <= hi, finite; got " + lo + " and " + hi);
        }
        int first = (int) Math.floor(Math.log10(lo)) - 1;
        int last = (int) Math.ceil(Math.log10(hi)) + 1;
        List<Double> out = new ArrayList<>();
        for (double[] tier : TIERS) {
            for (int d = first; d <= last; d++) {
                for (double m : tier) {
                    double v = value(m, d);
                    if (v >= lo && v <= hi) {
                        out.add(v);
                    }
                }
            }
        }
        NEAR_ONE.stream().filter(v -> v >= lo && v <= hi).forEach(out::add);
        return out;
    }

    /**
     * The labels to draw: each candidate in turn, kept if its pixel position is at least
     * {@code minGapPx} from every one kept before it.
     *
     * @param candidates values, roundest first ({@link #candidates})
     * @param pixel      a value's position on the axis in pixels
     * @param minGapPx   fewest pixels between two kept values
     * @return the kept values, ascending
     */
    static List<Double> choose(List<Double> candidates, DoubleUnaryOperator pixel, double minGapPx) {
        List<Double> kept = new ArrayList<>();
        List<Double> at = new ArrayList<>();
        for (double v : candidates) {
            double p = pixel.applyAsDouble(v);
            if (at.stream().allMatch(q -> Math.abs(q - p) >= minGapPx)) {
                kept.add(v);
                at.add(p);
            }
        }
        kept.sort(null);
        return kept;
    }

    /**
     * @param v a candidate value
     * @return it in the fewest digits, without exponent, thousands grouped as on the pages:
     *         {@code 0.5}, {@code 1}, {@code 1.25}, {@code 200}, {@code 250,000}
     */
    static String label(double v) {
        BigDecimal d = BigDecimal.valueOf(v).round(new java.math.MathContext(3)).stripTrailingZeros();
        return d.abs().compareTo(BigDecimal.valueOf(1000)) >= 0
                ? String.format(java.util.Locale.ROOT, "%,d", d.toBigInteger()) : d.toPlainString();
    }

    /** m x 10^d without the rounding error of m * Math.pow(10, d) (0.3 is 0.3, not 0.30000000000000004). */
    private static double value(double m, int d) {
        return BigDecimal.valueOf(m).scaleByPowerOfTen(d).doubleValue();
    }

    /**
     * Gives the chart's y axis round labels.
     *
     * @param chart an XY or category chart whose series hold log2 of the values on a linear y axis
     *              (not XChart's logarithmic one, whose labels ignore the formatting function
     *              this relies on)
     * @param reach the values the data reach, all > 0 (points, error bars' ends); the axis is
     *              labelled from their smallest to their largest, and beyond as far as it reaches
     * @throws IllegalArgumentException as {@link #candidates} does, or if {@code reach} is empty
     */
    static void apply(AxesChart<? extends AxesChartStyler, ?> chart, Collection<Double> reach) {
        if (reach.isEmpty()) {
            throw new IllegalArgumentException("a log axis needs at least one value");
        }
        double lo = Collections.min(reach);
        double hi = Collections.max(reach);
        // beyond the data, as far as XChart's axis may reach (the forest plot pads a quarter of a
        // doubling; XChart's own range rounds out); the paint keeps those inside the plot
        List<Double> candidates = candidates(lo / 4, hi * 4);
        int width = candidates.stream().map(LogTicks::label).mapToInt(String::length).max().orElse(1);
        // XChart sizes the label column by its labels' glyphs (a blank is 0 px wide): digits of the
        // widest label's count, drawn transparent; and it draws no tick at all when the labels of
        // the axis ends are equal, so two different ones
        String low = "0".repeat(width);
        String high = "9".repeat(width);
        double middle = (Charts.log2(lo) + Charts.log2(hi)) / 2;
        chart.getStyler().setYAxisTickLabelsFormattingFunction(v -> v < middle ? low : high);
        chart.getStyler().setYAxisTickLabelsColor(new java.awt.Color(0, 0, 0, 0));
        chart.getStyler().setPlotGridHorizontalLinesVisible(false);
        chart.getStyler().setAxisTicksMarksVisible(false);
        // painted behind the data by the annotation (see Labels): the chart and the plot are left
        // transparent until then
        java.awt.Color chartBackground = chart.getStyler().getChartBackgroundColor();
        java.awt.Color plotBackground = chart.getStyler().getPlotBackgroundColor();
        chart.getStyler().setChartBackgroundColor(TRANSPARENT).setPlotBackgroundColor(TRANSPARENT);
        chart.addAnnotation(new Labels(candidates, chartBackground, plotBackground));
    }

    private static final java.awt.Color TRANSPARENT = new java.awt.Color(0, 0, 0, 0);

    /**
     * Draws the chosen values' grid lines, tick marks and labels. XChart paints annotations last,
     * over the data: the grid lines, then the plot's and the chart's backgrounds, are painted
     * behind what is already drawn ({@link AlphaComposite#DstOver}, on the transparent image
     * {@link Charts} paints into), so that they pass under bars and markers, not over them.
     */
    private static final class Labels extends Annotation {
        private final List<Double> candidates;
        private final java.awt.Color chartBackground;
        private final java.awt.Color plotBackground;

        Labels(List<Double> candidates, java.awt.Color chartBackground, java.awt.Color plotBackground) {
            super(false);
            this.candidates = candidates;
            this.chartBackground = chartBackground;
            this.plotBackground = plotBackground;
        }

        @Override
        public void paint(Graphics2D g) {
            AxesChartStyler styler = (AxesChartStyler) this.styler;
            // for an axes chart these are the plot area's edges (XChart's y "max" is its bottom)
            double top = Math.min(getYAxisScreenValueForMin(), getYAxisScreenValueForMax());
            double bottom = Math.max(getYAxisScreenValueForMin(), getYAxisScreenValueForMax());
            double left = getXAxisScreenValueForMin();
            double right = getXAxisScreenValueForMax();
            DoubleUnaryOperator pixel = v -> chart.getScreenYFromChart(Charts.log2(v));
            // XChart maps a value beyond its axis range to no particular pixel: compare values
            double axisTop = chart.getChartYFromCoordinate((int) Math.ceil(top) + 4);
            double axisBottom = chart.getChartYFromCoordinate((int) Math.floor(bottom) - 4);
            List<Double> inside = candidates.stream().filter(v -> {
                double a = Charts.log2(v);
                return a >= Math.min(axisTop, axisBottom) && a <= Math.max(axisTop, axisBottom);
            }).toList();
            FontRenderContext frc = g.getFontRenderContext();
            List<Double> chosen = choose(inside, pixel, MIN_GAP_PX);
            Composite composite = g.getComposite();
            g.setComposite(AlphaComposite.DstOver);
            g.setColor(styler.getPlotGridLinesColor());
            g.setStroke(styler.getPlotGridLinesStroke());
            for (double v : chosen) {
                double y = pixel.applyAsDouble(v);
                g.draw(new Line2D.Double(left, y, right, y));
            }
            g.setColor(plotBackground);
            g.fill(new Rectangle2D.Double(left, top, right - left, bottom - top));
            g.setColor(chartBackground);
            g.fillRect(0, 0, chart.getWidth(), chart.getHeight());
            g.setComposite(composite);
            for (double v : chosen) {
                double y = pixel.applyAsDouble(v);
                g.setColor(styler.getAxisTickMarksColor());
                g.setStroke(new BasicStroke(1));
                g.draw(new Line2D.Double(left - 3, y, left, y));
                TextLayout text = new TextLayout(label(v), styler.getAxisTickLabelsFont(), frc);
                g.setColor(styler.getAxisTickLabelsColor());
                text.draw(g, (float) (left - 5 - text.getBounds().getWidth()),
                        (float) (y + text.getBounds().getHeight() / 2));
            }
        }
    }
}
