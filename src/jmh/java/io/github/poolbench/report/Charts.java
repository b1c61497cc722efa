package io.github.poolbench.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * PNG charts of the results, drawn with XChart (headless): sized for a README column.
 * Returned as bytes so the report can write every output only after all were made.
 */
public final class Charts {

    /** Chart width in pixels. */
    public static final int WIDTH = 900;
    /** Chart height in pixels. */
    public static final int HEIGHT = 500;

    private Charts() {
    }

    /**
     * The string-suite charts: ns/op and B/op by technique and length per JDK, and JDK vs JDK
     * at {@value HistoryReport#LENGTH} chars.
     *
     * @param dir     where the files will go
     * @param strings the strings result sets, one per JDK
     * @return file to PNG bytes
     * @throws ReportException if a chart cannot be encoded
     */
    public static Map<Path, byte[]> strings(Path dir, List<ResultSet> strings) throws ReportException {
        Map<Path, byte[]> out = new LinkedHashMap<>();
        for (ResultSet set : strings) {
            out.put(dir.resolve("strings-time-jdk" + set.jdkMajor() + ".png"), png(byTechnique(set, false)));
            out.put(dir.resolve("strings-alloc-jdk" + set.jdkMajor() + ".png"), png(byTechnique(set, true)));
        }
        if (strings.size() > 1) {
            out.put(dir.resolve("strings-jdks.png"), png(jdks(strings)));
        }
        return out;
    }

    /**
     * The crossover chart: each pool's ns/op ratio to the sized builder by length, per JDK.
     *
     * @param dir   where the file will go
     * @param sweep the sweep result sets, one per JDK
     * @return file to PNG bytes (empty if there are no sets)
     * @throws ReportException if a chart cannot be encoded
     */
    public static Map<Path, byte[]> sweep(Path dir, List<ResultSet> sweep) throws ReportException {
        if (sweep.isEmpty()) {
            return Map.of();
        }
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT)
                .title("Pooled vs new StringBuilder(n): ratio of ns/op (below 1 = pool faster)")
                .xAxisTitle("string length (chars, log scale)").yAxisTitle("ns/op ratio to sizedBuilder (log)").build();
        chart.getStyler().setXAxisLogarithmic(true).setYAxisLogarithmic(true)
                .setLegendPosition(Styler.LegendPosition.InsideNE).setChartTitleFont(titleFont());
        List<Double> xs = new ArrayList<>();
        for (ResultSet set : sweep) {
            for (String pool : List.of("pooledBucketed", "pooledCommons")) {
                List<Double> x = new ArrayList<>();
                List<Double> y = new ArrayList<>();
                for (int length : set.intParamValues("length")) {
                    Optional<BenchmarkResult> r = set.find(pool, "length", length);
                    Optional<BenchmarkResult> b = set.find(StringsReport.BASELINE, "length", length);
                    if (r.isPresent() && b.isPresent()) {
                        x.add((double) length);
                        y.add(r.get().score() / b.get().score());
                    }
                }
                if (!x.isEmpty()) {
                    XYSeries s = chart.addSeries(pool + ", JDK " + set.jdkMajor(), x, y);
                    s.setMarker(SeriesMarkers.CIRCLE);
                    xs = x;
                }
            }
        }
        if (!xs.isEmpty()) {
            List<Double> ones = new ArrayList<>();
            xs.forEach(x -> ones.add(1.0));
            XYSeries even = chart.addSeries("break-even", xs, ones);
            even.setMarker(SeriesMarkers.NONE);
            even.setLineColor(java.awt.Color.GRAY);
        }
        return Map.of(dir.resolve("sweep-crossover.png"), png(chart));
    }

    private static CategoryChart byTechnique(ResultSet set, boolean alloc) {
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT)
                .title((alloc ? "Bytes allocated per built string" : "Time per built string") + ", JDK "
                        + set.jdkMajor())
                .xAxisTitle("technique").yAxisTitle(alloc ? "B/op (log scale)" : "ns/op (log scale)").build();
        double min = Double.MAX_VALUE;
        for (int length : set.intParamValues("length")) {
            List<String> x = new ArrayList<>();
            List<Double> y = new ArrayList<>();
            for (String t : StringsReport.TECHNIQUES) {
                set.find(t, "length", length).ifPresent(r -> {
                    x.add(t);
                    y.add(Math.max(alloc ? r.allocNorm() : r.score(), 1.0)); // log axis: floor at 1
                });
            }
            chart.addSeries(length + " chars", x, y);
            min = Math.min(min, y.stream().mapToDouble(Double::doubleValue).min().orElse(min));
        }
        style(chart, min);
        return chart;
    }

    private static CategoryChart jdks(List<ResultSet> sets) {
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT)
                .title("Time per built string, " + HistoryReport.LENGTH + " chars, by JDK")
                .xAxisTitle("technique").yAxisTitle("ns/op (log scale)").build();
        double min = Double.MAX_VALUE;
        for (ResultSet set : sets) {
            List<String> x = new ArrayList<>();
            List<Double> y = new ArrayList<>();
            for (String t : StringsReport.TECHNIQUES) {
                set.find(t, "length", HistoryReport.LENGTH).ifPresent(r -> {
                    x.add(t);
                    y.add(r.score());
                });
            }
            chart.addSeries("JDK " + set.jdkMajor(), x, y);
            min = Math.min(min, y.stream().mapToDouble(Double::doubleValue).min().orElse(min));
        }
        style(chart, min);
        return chart;
    }

    private static void style(CategoryChart chart, double min) {
        // Bars start at the axis minimum; on a log axis it must be positive (XChart defaults to
        // 0): use the power of ten below the smallest bar.
        chart.getStyler().setYAxisLogarithmic(true).setYAxisMin(Math.pow(10, Math.floor(Math.log10(min))))
                .setXAxisLabelRotation(30).setLegendPosition(Styler.LegendPosition.OutsideS)
                .setLegendLayout(Styler.LegendLayout.Horizontal).setChartTitleFont(titleFont());
    }

    private static java.awt.Font titleFont() {
        return new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.BOLD, 16);
    }

    private static byte[] png(Chart<?, ?> chart) throws ReportException {
        try {
            return BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG);
        } catch (IOException e) {
            throw new ReportException("cannot draw chart '" + chart.getTitle() + "': " + e.getMessage(), e);
        }
    }
}
