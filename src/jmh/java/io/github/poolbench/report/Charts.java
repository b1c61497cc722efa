package io.github.poolbench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * PNG charts of the results, drawn with XChart (headless), sized for a README column. Each
 * method returns empty rather than draw a chart without data (XChart rejects empty series).
 */
public final class Charts {

    /** Chart width in pixels. */
    public static final int WIDTH = 900;
    /** Chart height in pixels. */
    public static final int HEIGHT = 500;

    private Charts() {
    }

    /**
     * One bar of {@link #logBars}: a category, its value and the half-width of its error bar.
     *
     * @param category the x category, e.g. a technique's name
     * @param value    the value, positive (drawn on a log scale; values below 1 are drawn at 1)
     * @param error    the error bar's half-width in the value's unit; 0 for none
     */
    public record Bar(String category, double value, double error) {
    }

    /**
     * Bars on a log scale, one series per key, categories labelled at 45 degrees.
     *
     * @param title  chart title
     * @param xTitle x axis title
     * @param yTitle y axis title
     * @param series series name to its bars, in order; empty series are left out
     * @return the PNG, or empty if no series has a bar
     * @throws ReportException if it cannot be encoded
     */
    public static Optional<byte[]> logBars(String title, String xTitle, String yTitle,
                                           java.util.Map<String, List<Bar>> series) throws ReportException {
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(title).xAxisTitle(xTitle)
                .yAxisTitle(yTitle).build();
        List<Double> values = new ArrayList<>();
        series.forEach((name, bars) -> {
            if (bars.isEmpty()) {
                return;
            }
            List<String> x = new ArrayList<>();
            List<Double> y = new ArrayList<>();
            List<Double> err = new ArrayList<>();
            for (Bar b : bars) {
                double v = Math.max(b.value(), 1.0); // log axis: floor at 1
                x.add(b.category());
                values.add(v);
                y.add(Math.log10(v));
                err.add(b.error() > 0 ? logHalfWidth(10, v, b.error()) : 0.0);
            }
            chart.addSeries(name, x, y, err);
        });
        if (values.isEmpty()) {
            return Optional.empty();
        }
        logBars(chart, floor(values));
        chart.getStyler().setXAxisLabelRotation(45).setXAxisTickMarkSpacingHint(20); // every category labelled
        return Optional.of(ChartStyle.png(chart));
    }

    /**
     * A JDK timeline of ratios: x is the JDK's feature release, y a ratio drawn as log2 on a
     * linear axis labelled as ratios, a point {jdk, ratio, low, high} with its 95% interval as
     * an error bar, and a break-even line at 1.
     *
     * @param title  chart title
     * @param yTitle y axis title, e.g. {@code basicPool / allocate (log scale)}
     * @param series series name to points {jdk, ratio, low, high}; empty series are left out
     * @return the PNG, or empty if every series is empty
     * @throws ReportException if it cannot be encoded
     */
    public static Optional<byte[]> ratioByJdk(String title, String yTitle, java.util.Map<String, List<double[]>> series)
            throws ReportException {
        return ratioChart(title, "JDK", yTitle, Styler.LegendPosition.OutsideE, series,
                v -> String.valueOf(Math.round(v)));
    }

    /**
     * Lines of a ratio to a baseline by length (log-log), with a break-even line.
     *
     * @param title  chart title
     * @param yTitle y axis title, e.g. {@code ns/op ratio to the baseline (log scale)}
     * @param series series name to (lengths, ratios); empty series are left out
     * @return the PNG, or empty if every series is empty
     * @throws ReportException if it cannot be encoded
     */
    public static Optional<byte[]> ratioByLength(String title, String yTitle, java.util.Map<String, List<double[]>> series)
            throws ReportException {
        // x as log2(length) on a linear axis too: XChart's log axis labels 100, 1000, 1E4, not the
        // lengths measured (powers of two); a tick at a whole log2 is labelled with its power of two
        java.util.Map<String, List<double[]>> log2x = new java.util.LinkedHashMap<>();
        series.forEach((name, points) -> log2x.put(name, points.stream().map(p -> {
            double[] q = p.clone();
            q[0] = log2(p[0]);
            return q;
        }).toList()));
        return ratioChart(title, "string length (chars, log scale)", yTitle, Styler.LegendPosition.InsideNE, log2x,
                Charts::powerOfTwoLabel);
    }

    /**
     * Lines of ratios (log2 drawn linear, {@link #logAxis}), each point with its interval
     * where it has one, and a break-even line at 1.
     *
     * @param xLabel the label of a tick at x
     * @return the PNG, or empty if every series is empty
     */
    private static Optional<byte[]> ratioChart(String title, String xTitle, String yTitle, Styler.LegendPosition legend,
                                               java.util.Map<String, List<double[]>> series,
                                               java.util.function.Function<Double, String> xLabel)
            throws ReportException {
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title).xAxisTitle(xTitle)
                .yAxisTitle(yTitle).build();
        chart.getStyler().setLegendPosition(legend).setChartTitleFont(ChartStyle.titleFont());
        List<Double> xs = addLog2Ratios(chart, series);
        if (xs.isEmpty()) {
            return Optional.empty();
        }
        addBreakEven(chart, xs);
        chart.getStyler().setXAxisTickLabelsFormattingFunction(xLabel);
        return Optional.of(ChartStyle.png(chart));
    }

    /**
     * Adds each series as log2(ratio) on a linear axis labelled as ratios (XChart's log axis
     * labels only powers of ten); a point {x, ratio, low, high} gets its interval as an error
     * bar (symmetric in log2: a t interval of log ratios), a point {x, ratio} none. Points
     * with a ratio that is not positive and empty series are left out.
     *
     * @return every x drawn, ascending, without repeats
     */
    private static List<Double> addLog2Ratios(XYChart chart, java.util.Map<String, List<double[]>> series) {
        java.util.SortedSet<Double> xs = new java.util.TreeSet<>();
        for (var e : series.entrySet()) {
            List<Double> x = new ArrayList<>();
            List<Double> y = new ArrayList<>();
            List<Double> err = new ArrayList<>();
            e.getValue().stream().filter(p -> p[1] > 0).forEach(p -> {
                x.add(p[0]);
                y.add(log2(p[1]));
                boolean interval = p.length >= 4 && p[2] > 0 && p[3] > 0;
                err.add(interval ? (log2(p[3]) - log2(p[2])) / 2 : 0.0);
            });
            if (!x.isEmpty()) {
                chart.addSeries(e.getKey(), x, y, err);
                xs.addAll(x);
            }
        }
        if (!xs.isEmpty()) {
            logAxis(chart, 2);
        }
        return new ArrayList<>(xs);
    }

    /**
     * @param log2 a tick's place on a log2 axis drawn linear
     * @return 2 to that power when it is a whole number ({@code 64}, {@code 16384}), else blank
     */
    static String powerOfTwoLabel(double log2) {
        long whole = Math.round(log2);
        return Math.abs(log2 - whole) < 1e-9 && whole >= 0 && whole < 63 ? String.valueOf(1L << whole) : "";
    }

    /** A grey line at ratio 1 (log2 0) across {@code xs}. */
    private static void addBreakEven(XYChart chart, List<Double> xs) {
        XYSeries even = chart.addSeries("break-even", xs, xs.stream().map(x -> 0.0).toList());
        even.setMarker(SeriesMarkers.NONE);
        even.setLineColor(java.awt.Color.GRAY);
    }

    /**
     * Grouped bars of ratios, drawn from 1 on a log scale (log2 on a linear axis, labelled as
     * ratios): below 1 a bar hangs down, above it stands up. A value {ratio, low, high} gets its
     * interval as an error bar.
     *
     * @param title      chart title
     * @param yTitle     y axis title
     * @param categories the groups
     * @param series     series name to one {ratio} or {ratio, low, high} per category (NaN: no bar)
     * @return the PNG, or empty without categories or values
     * @throws ReportException if it cannot be encoded
     */
    public static Optional<byte[]> ratioBars(String title, String yTitle, List<String> categories,
                                             java.util.Map<String, List<double[]>> series) throws ReportException {
        if (categories.isEmpty() || series.values().stream().flatMap(List::stream).noneMatch(v -> v[0] > 0)) {
            return Optional.empty();
        }
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(title).yAxisTitle(yTitle)
                .build();
        addLogBars(chart, categories, series, 1.0, 2);
        chart.getStyler().setXAxisLabelRotation(30).setLegendPosition(Styler.LegendPosition.OutsideS)
                .setLegendLayout(Styler.LegendLayout.Horizontal).setChartTitleFont(ChartStyle.titleFont());
        logAxis(chart, 2);
        return Optional.of(ChartStyle.png(chart));
    }

    /**
     * Lines of y by x, one series per name, e.g. throughput by thread count per pool.
     *
     * @param title  chart title
     * @param xTitle x axis title
     * @param yTitle y axis title
     * @param logY   a logarithmic y axis (XChart's, labelled at 1 to 9 times each power of ten, so
     *               crowded beyond two decades; an error of 95% of the value or more is drawn as 95%)
     * @param series series name to points {x, y} or {x, y, error} (drawn as an error bar);
     *               empty series are left out, and on a log axis points with y <= 0
     * @return the PNG, or empty if every series is empty
     * @throws ReportException if it cannot be encoded
     */
    public static Optional<byte[]> lines(String title, String xTitle, String yTitle, boolean logY,
                                         java.util.Map<String, List<double[]>> series) throws ReportException {
        return lines(title, xTitle, yTitle, logY, series, null);
    }

    /**
     * {@link #lines(String, String, String, boolean, java.util.Map)} with named x positions, e.g.
     * percentiles drawn at 0, 1, 2 and labelled p50, p90, p99.
     *
     * @param xLabels the label of each x from 0, in order (every x of the series is one of 0 to
     *                its size - 1); null: the x values themselves
     * @return the PNG, or empty if every series is empty
     * @throws ReportException if it cannot be encoded
     */
    public static Optional<byte[]> lines(String title, String xTitle, String yTitle, boolean logY,
                                         java.util.Map<String, List<double[]>> series, List<String> xLabels)
            throws ReportException {
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title).xAxisTitle(xTitle)
                .yAxisTitle(yTitle).build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE).setChartTitleFont(ChartStyle.titleFont());
        boolean drawn = false;
        for (var e : series.entrySet()) {
            List<Double> x = new ArrayList<>();
            List<Double> y = new ArrayList<>();
            List<Double> err = new ArrayList<>();
            e.getValue().stream().filter(p -> !logY || p[1] > 0).forEach(p -> {
                double error = p.length >= 3 && p[2] > 0 && !Double.isNaN(p[2]) ? p[2] : 0.0;
                x.add(p[0]);
                y.add(p[1]);
                err.add(logY ? Math.min(error, 0.95 * p[1]) : error);
            });
            if (!x.isEmpty()) {
                chart.addSeries(e.getKey(), x, y, err);
                drawn = true;
            }
        }
        if (!drawn) {
            return Optional.empty();
        }
        // XChart's own log axis, every mantissa labelled (1, 2, ... 9 per decade): an XY chart draws
        // an error bar on it from y - e to y + e, as JMH's error is
        chart.getStyler().setYAxisLogarithmic(logY).setYAxisLogarithmicDecadeOnly(false);
        if (xLabels != null) {
            chart.getStyler().setXAxisTickLabelsFormattingFunction(named(xLabels));
        }
        return Optional.of(ChartStyle.png(chart));
    }

    /**
     * Lines of ratios to a baseline at named x positions (e.g. percentiles), each point with its
     * 95% interval, on a log axis, with a break-even line at 1.
     *
     * @param series  series name to points {x, ratio, low, high} (x from 0 to {@code xLabels}'
     *                size - 1); {x, ratio} draws no interval; empty series are left out
     * @param xLabels the label of each x from 0, in order
     * @return the PNG, or empty if every series is empty
     * @throws ReportException if it cannot be encoded
     */
    public static Optional<byte[]> ratioLines(String title, String xTitle, String yTitle,
                                              java.util.Map<String, List<double[]>> series, List<String> xLabels)
            throws ReportException {
        return ratioChart(title, xTitle, yTitle, Styler.LegendPosition.OutsideE, series, named(xLabels));
    }

    /**
     * Labels x ticks 0, 1, 2, ... with {@code xLabels}: XChart puts x ticks at the data's x when
     * they are equally spaced; the axis ends get two different blanks (XChart draws no tick at
     * all when their labels are equal).
     */
    private static java.util.function.Function<Double, String> named(List<String> xLabels) {
        return v -> {
            long k = Math.round(v);
            return Math.abs(v - k) < 1e-6 && k >= 0 && k < xLabels.size() ? xLabels.get((int) k)
                    : k < 0 ? "\u2002" : "\u2003";
        };
    }

    /**
     * Grouped bars on a log axis: one group per category, one bar per series, each with its 95%
     * interval where it has one.
     *
     * @param title      chart title
     * @param yTitle     y axis title (say what the bars and their intervals are)
     * @param categories the groups, e.g. pools
     * @param series     series name to one {value} or {value, low, high} per category, all in one
     *                   unit (value NaN or non-positive: no bar; an interval should be symmetric
     *                   in log, as a geometric mean's t interval is: it is drawn as its half-width
     *                   in log10 about the value)
     * @return the PNG, or empty without categories or positive values
     * @throws ReportException if it cannot be encoded
     */
    public static Optional<byte[]> bars(String title, String yTitle, List<String> categories,
                                        java.util.Map<String, List<double[]>> series) throws ReportException {
        List<Double> positive = series.values().stream().flatMap(List::stream)
                .flatMap(v -> java.util.Arrays.stream(v).boxed()).filter(v -> v > 0).toList();
        if (categories.isEmpty() || positive.isEmpty()) {
            return Optional.empty();
        }
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(title).yAxisTitle(yTitle)
                .build();
        double floor = floor(positive);
        addLogBars(chart, categories, series, floor, 10);
        logBars(chart, floor);
        chart.getStyler().setXAxisLabelRotation(90).setXAxisTickMarkSpacingHint(20); // every category labelled
        return Optional.of(ChartStyle.png(chart));
    }

    /**
     * Adds one series of bars per entry, at the log of each value, with an interval's half-width in
     * that log as its error bar ({@code {value, low, high}}; none for {@code {value}}).
     *
     * @param missing the value a category without a positive value is drawn at (a bar of no height)
     * @param base    the log's base: 2 for ratios, 10 for values
     */
    static void addLogBars(CategoryChart chart, List<String> categories,
                           java.util.Map<String, List<double[]>> series, double missing, double base) {
        for (var e : series.entrySet()) {
            List<Double> values = new ArrayList<>();
            List<Double> errors = new ArrayList<>();
            for (double[] v : e.getValue()) {
                boolean bar = v[0] > 0;
                boolean interval = bar && v.length >= 3 && v[1] > 0 && v[2] > 0;
                values.add(log(base, bar ? v[0] : missing));
                errors.add(interval ? (log(base, v[2]) - log(base, v[1])) / 2 : 0.0);
            }
            chart.addSeries(e.getKey(), categories, values, errors);
        }
    }

    /**
     * Labels a y axis that holds the log of values as the values: XChart places the ticks (equal
     * steps of the log: for base 2 a doubling, or its half or fifth, apart) and each is labelled with
     * the base to its power ({@link #logLabel}). Not XChart's logarithmic axis: it labels only powers
     * of ten, or every mantissa of each decade, and draws error bars symmetric in linear units,
     * where these charts' intervals (t intervals of log ratios) are symmetric in log.
     *
     * @param base 2 for ratios (ticks at doublings), 10 for values (ticks at powers of ten)
     */
    static void logAxis(org.knowm.xchart.internal.chartpart.AxesChart<? extends org.knowm.xchart.style.AxesChartStyler, ?> chart,
                        double base) {
        chart.getStyler().setYAxisTickLabelsFormattingFunction(v -> logLabel(base, v));
    }

    /**
     * @param base the axis' base, 2 or 10
     * @param log  a tick's place on a log axis drawn linear
     * @return the base to that power: exact at a whole power ({@code 1,024}, {@code 0.25}, {@code 1/64},
     *         {@code 0.01}), else to 3 significant digits ({@code 1.41}, {@code 0.707}); no exponents,
     *         thousands grouped
     */
    static String logLabel(double base, double log) {
        long whole = Math.round(log);
        boolean exact = Math.abs(log - whole) < 1e-9;
        java.math.BigDecimal d = exact ? java.math.BigDecimal.valueOf(base).pow((int) Math.abs(whole))
                : java.math.BigDecimal.valueOf(Math.pow(base, log)).round(new java.math.MathContext(3));
        if (exact && whole < 0) {
            return base == 2 && whole < -4 ? "1/" + label(d) : label(java.math.BigDecimal.ONE.divide(d));
        }
        return label(d);
    }

    private static String label(java.math.BigDecimal d) {
        java.math.BigDecimal v = d.stripTrailingZeros();
        return v.abs().compareTo(java.math.BigDecimal.valueOf(1000)) >= 0
                ? String.format(java.util.Locale.ROOT, "%,d", v.toBigInteger()) : v.toPlainString();
    }

    /** @return the log to {@code base} of {@code x} */
    static double log(double base, double x) {
        return Math.log(x) / Math.log(base);
    }

    /** @return log2 of x, the y every log axis of these charts draws a value at */
    static double log2(double x) {
        return log(2, x);
    }

    /**
     * Styles a bar chart whose series hold log10 of positive values: the bars start at
     * {@code floor} ({@link #floor} of the smallest value), the axis labelled as values ({@link #logAxis}).
     * Not XChart's logarithmic axis: XChart 4.0.3 draws a category chart's error bars on it far
     * too long (a 1% error on 33 from about 11 to 100: docs/evidence/xchart-category-log-error-bars.md).
     * The caller sets the x labels' rotation.
     */
    private static void logBars(CategoryChart chart, double floor) {
        chart.getStyler().setYAxisMin(Math.log10(floor)).setLegendPosition(Styler.LegendPosition.OutsideS)
                .setLegendLayout(Styler.LegendLayout.Horizontal).setChartTitleFont(ChartStyle.titleFont());
        logAxis(chart, 10);
    }

    /** @return the power of ten at or below the smallest of {@code values} (all > 0): where bars start */
    private static double floor(java.util.Collection<Double> values) {
        return Math.pow(10, Math.floor(Math.log10(java.util.Collections.min(values))));
    }

    /**
     * An error of a value as a half-width in the log, for a symmetric error bar on a log axis: the
     * wider, lower side ({@code log(v) - log(v - e)}), so a bar never looks narrower than the
     * error; an error of 95% of the value or more is drawn as 95%.
     */
    static double logHalfWidth(double base, double v, double error) {
        return error > 0 ? log(base, v) - log(base, v - Math.min(error, 0.95 * v)) : 0.0;
    }
}
