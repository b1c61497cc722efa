package io.github.poolbench.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.colors.ColorBlindFriendlySeriesColors;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.XChartSeriesMarkers;

/**
 * What every chart shares: its title's font and fit, the series' colours and markers (one colour
 * per JDK in forest plots), and the PNG encoding. Stateless.
 */
final class ChartStyle {

    private ChartStyle() {
    }

    /** @return the title font before {@link #fitTitle} */
    static java.awt.Font titleFont() {
        return new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.BOLD, 16);
    }

    /**
     * Pixels of the chart's width a title may not use: XChart centres the title on the plot area,
     * which sits up to about 50 px off the chart's centre (y axis labels on the left, a legend on
     * the right), and cuts a title off where it leaves the chart (a 809 px title did).
     */
    static final int TITLE_MARGIN_PX = 140;

    /**
     * @param title a chart's title
     * @param font  the font it would be drawn in
     * @return that font, or a smaller one (down to 9 pt) in which the title fits the chart's width
     *         less {@link #TITLE_MARGIN_PX}
     */
    static java.awt.Font fitTitle(String title, java.awt.Font font) {
        return fitTitle(title, font, Charts.WIDTH - TITLE_MARGIN_PX);
    }

    /**
     * @param title    a chart's title
     * @param font     the font it would be drawn in
     * @param maxWidth the pixels it may take
     * @return that font, or a smaller one (down to 9 pt) in which the title fits
     */
    static java.awt.Font fitTitle(String title, java.awt.Font font, double maxWidth) {
        java.awt.font.FontRenderContext frc = new java.awt.font.FontRenderContext(null, true, true);
        java.awt.Font f = font;
        while (f.getSize2D() > 9 && f.getStringBounds(title, frc).getWidth() > maxWidth) {
            f = f.deriveFont(f.getSize2D() - 0.5f);
        }
        return f;
    }

    /**
     * The series colours of every chart: XChart's colour-blind-friendly palette (Okabe and Ito's)
     * without its yellow, too pale for a line or a marker on white, and with its black last, so
     * that no bar of a chart with up to six series is black under its black error bar.
     */
    static final List<java.awt.Color> SERIES_COLOURS;

    static {
        List<java.awt.Color> palette = List.of(new ColorBlindFriendlySeriesColors().getSeriesColors());
        List<java.awt.Color> colours = new ArrayList<>(palette.stream()
                .filter(c -> !c.equals(java.awt.Color.BLACK) && luminance(c) < 0.7).toList());
        palette.stream().filter(java.awt.Color.BLACK::equals).forEach(colours::add);
        SERIES_COLOURS = List.copyOf(colours);
    }

    /**
     * The markers series cycle through: XChart's first five, the filled ones. Five markers
     * against {@link #SERIES_COLOURS}' seven colours: the first 35 series of a chart all differ.
     */
    static final List<Marker> SERIES_MARKERS = List.of(new XChartSeriesMarkers().getSeriesMarkers()).subList(0, 5);

    /** The JDKs whose colour stays the same in every forest plot, whichever other JDKs it shows. */
    private static final List<Integer> JDK_COLOUR_ORDER = List.of(17, 25, 21);

    /**
     * @param jdk a JDK's major version
     * @return its colour in a forest plot: JDK 17 always the first of {@link #SERIES_COLOURS}, JDK 25
     *         the second, JDK 21 the third, another JDK one of the rest
     */
    static java.awt.Color jdkColour(int jdk) {
        int k = JDK_COLOUR_ORDER.indexOf(jdk);
        int others = SERIES_COLOURS.size() - JDK_COLOUR_ORDER.size();
        int slot = k >= 0 ? k : JDK_COLOUR_ORDER.size() + Math.floorMod(jdk, others);
        return SERIES_COLOURS.get(slot);
    }

    /** Relative luminance (sRGB, WCAG 2), 0 black to 1 white. */
    static double luminance(java.awt.Color c) {
        double[] rgb = {c.getRed(), c.getGreen(), c.getBlue()};
        for (int i = 0; i < 3; i++) {
            double v = rgb[i] / 255;
            rgb[i] = v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
        }
        return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    }

    static byte[] png(Chart<?, ?> chart) throws ReportException {
        chart.getStyler().setSeriesColors(SERIES_COLOURS.toArray(java.awt.Color[]::new))
                .setSeriesMarkers(SERIES_MARKERS.toArray(Marker[]::new));
        if (chart.getTitle() != null && !chart.getTitle().isEmpty()) {
            chart.getStyler().setChartTitleFont(fitTitle(chart.getTitle(), chart.getStyler().getChartTitleFont()));
        }
        try {
            return BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG);
        } catch (IOException e) {
            throw new ReportException("cannot draw chart '" + chart.getTitle() + "': " + e.getMessage(), e);
        }
    }
}
