package io.github.poolbench.text;

import java.util.List;
import java.util.Locale;

/**
 * A ratio a / b put in plain words, as a practitioner reads an effect: {@code 23% slower [20%,
 * 27%]}, {@code 3.3x as slow [3.3x, 3.4x]}, {@code 52% less [50%, 54%]}. The words say what a is
 * compared with b; the interval is the ratio's 95% interval in the same words, its ends ordered
 * from the smaller to the larger effect, a negative end meaning the other direction. No percentage
 * is ever below -100%: an interval whose far end is 2x or more the other way words each end by itself
 * ({@code 2.5% faster [2.1x as slow, 2.2x as fast]}). Stateless.
 */
public final class Words {

    /** What the ratio's numbers measure, so that its direction can be named. */
    public enum Scale {
        /** Time per operation (ns/op, ms per million messages, a percentile of latency): above 1 is slower. */
        TIME("slower", "faster", "as slow", "as fast"),
        /** Operations per time (ops/ms, events per us): above 1 is faster. */
        RATE("faster", "slower", "as fast", "as slow"),
        /**
         * A count or a duration that is not the work's speed (collections, time paused): above 1
         * is more; below 1 always a percentage ({@code 52% less}).
         */
        AMOUNT("more", "less", "as much", null);

        private final String above;
        private final String below;
        private final String timesAbove;
        private final String timesBelow;

        Scale(String above, String below, String timesAbove, String timesBelow) {
            this.above = above;
            this.below = below;
            this.timesAbove = timesAbove;
            this.timesBelow = timesBelow;
        }

        /** @return the scale a catalog names ({@code time}, {@code rate}, {@code amount}) */
        public static Scale of(String name) {
            for (Scale s : values()) {
                if (s.name().toLowerCase(Locale.ROOT).equals(name)) {
                    return s;
                }
            }
            throw new IllegalArgumentException("unknown scale '" + name + "' (time, rate or amount)");
        }

        /** @return the word for a ratio above 1 ({@code slower}) or below 1 ({@code faster}) */
        public String direction(boolean aboveOne) {
            return aboveOne ? above : below;
        }
    }

    /**
     * From this factor on (or, for time and rate, its inverse down), an effect reads as a factor
     * ({@code 2.4x as slow}), not a percentage.
     */
    public static final double FACTOR_FROM = 2.0;

    private Words() {
    }

    /**
     * @param ratio the estimate of a / b, {@code > 0}
     * @param low   its interval's lower end, or NaN without an interval
     * @param high  its interval's upper end, or NaN without an interval
     * @param scale what the ratio measures
     * @return e.g. {@code 23% slower [20%, 27%]}, {@code 8.1% faster [7.2%, 9.0%]}, {@code 3.3x as slow
     *         [3.3x, 3.4x]}, {@code 2.9x as fast}, {@code no difference}; an interval that spans no difference
     *         names each end in its own words, the estimate's direction last: {@code 4.0% slower [16% faster, 29%
     *         slower]}, {@code 11% faster [2.7x as slow, 3.4x as fast]}
     * @throws IllegalArgumentException if the ratio is not positive and finite
     */
    public static String effect(double ratio, double low, double high, Scale scale) {
        if (!(ratio > 0) || Double.isInfinite(ratio)) {
            throw new IllegalArgumentException("an effect needs a positive ratio, got " + ratio);
        }
        if (ratio == 1.0) {
            return "no difference";
        }
        boolean above = ratio > 1;
        if (low < 1 && high > 1) { // an interval across no difference: each end in its own words, the estimate's last
            return effect(ratio, Double.NaN, Double.NaN, scale) + " [" + effect(above ? low : high, Double.NaN,
                    Double.NaN, scale) + ", " + effect(above ? high : low, Double.NaN, Double.NaN, scale) + "]";
        }
        boolean factor = above ? ratio >= FACTOR_FROM : scale != Scale.AMOUNT && ratio <= 1 / FACTOR_FROM;
        if (factor) {
            double f = above ? ratio : 1 / ratio;
            String words = factor(f) + " " + (above ? scale.timesAbove : scale.timesBelow);
            return words + (Double.isNaN(low) ? "" : above ? interval(low, high, true)
                    : interval(1 / high, 1 / low, true));
        }
        String words = percent(above ? ratio - 1 : 1 - ratio) + " " + scale.direction(above);
        return words + (Double.isNaN(low) ? "" : above ? interval(low - 1, high - 1, false)
                : interval(1 - high, 1 - low, false));
    }

    private static String interval(double from, double to, boolean factors) {
        if (Double.isNaN(from) || Double.isNaN(to)) {
            return "";
        }
        return factors ? " [" + factor(from) + ", " + factor(to) + "]" : " [" + percent(from) + ", " + percent(to) + "]";
    }

    /** E.g. {@code 3.3x}, {@code 82x}. */
    static String factor(double f) {
        return (f >= 10 ? String.format(Locale.ROOT, "%.0f", f) : String.format(Locale.ROOT, "%.1f", f)) + "x";
    }

    /** A fraction as a percentage: one decimal under 10% ({@code 1.8%}, {@code -0.2%}), whole from 10% on. */
    static String percent(double fraction) {
        double p = 100 * fraction;
        String s = Math.abs(p) < 9.95 ? String.format(Locale.ROOT, "%.1f", p) : String.format(Locale.ROOT, "%.0f", p);
        return (s.equals("-0.0") ? "0.0" : s) + "%";
    }

    /**
     * Two figures as a range in prose, the words they end with said once: {@code 2.6% to 10% faster},
     * {@code 504x to 851x as fast}, {@code 2.7 to 9.8 ms more}, {@code 945 ns to 1.0 us more}; where they end in
     * different words, both whole after {@code from}: {@code from 17% faster to 70% slower}.
     *
     * @param first  the figure read first, e.g. {@code 2.6% faster}
     * @param last   the figure read last
     * @param joiner between them, e.g. {@code " to "} or {@code " and "}
     * @param from   before the first figure where the two share no last word, e.g. {@code "from "} or {@code ""}
     * @return the range; {@code first} alone where the two are the same
     */
    public static String range(String first, String last, String joiner, String from) {
        if (first.equals(last)) {
            return first;
        }
        String[] a = first.split(" ");
        String[] b = last.split(" ");
        int common = 0;
        while (common < a.length - 1 && common < b.length - 1
                && a[a.length - 1 - common].equals(b[b.length - 1 - common])) {
            common++;
        }
        return common == 0 ? from + first + joiner + last
                : String.join(" ", List.of(a).subList(0, a.length - common)) + joiner + last;
    }

    /**
     * @param items words, in order
     * @return them as a list in prose: {@code a}, {@code a and b}, {@code a, b and c}; empty for none
     */
    public static String and(List<String> items) {
        return items.size() <= 1 ? String.join("", items)
                : String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }
}
