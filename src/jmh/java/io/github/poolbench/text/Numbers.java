package io.github.poolbench.text;

import java.util.List;
import java.util.Locale;

/**
 * Number formatting for the generated tables (locale-independent); {@link #count} is public for the
 * runner's progress lines.
 */
public final class Numbers {

    private Numbers() {
    }

    /** A score: whole numbers from 100, else 3 significant digits; "n/a" for NaN. */
    public static String score(double value) {
        if (Double.isNaN(value)) {
            return "n/a";
        }
        double abs = Math.abs(value);
        if (abs >= 100) {
            return String.format(Locale.ROOT, "%,.0f", value);
        }
        if (abs == 0) {
            return "0";
        }
        // Three significant digits: 42.7, 3.50, 0.00291.
        int decimals = Math.max(0, 2 - (int) Math.floor(Math.log10(abs)));
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    /**
     * A time in the unit that keeps it between 1 and 1000, whole from 10 on, two significant digits below:
     * {@code 35 ns}, {@code 3.8 us}, {@code 12 ms}, {@code 1.5 s}.
     *
     * @param ns the time in nanoseconds, {@code >= 0}
     * @return the time with its unit; {@code n/a} for NaN
     */
    public static String duration(double ns) {
        if (Double.isNaN(ns)) {
            return "n/a";
        }
        double abs = Math.abs(ns);
        String[] units = {"ns", "us", "ms", "s"};
        int u = 0;
        double v = ns;
        while (u < units.length - 1 && Math.abs(v) >= 999.5) {
            v /= 1000;
            u++;
        }
        String digits = abs == 0 ? "0" : Math.abs(v) >= 10 ? String.format(Locale.ROOT, "%.0f", v)
                : java.math.BigDecimal.valueOf(v).round(new java.math.MathContext(2)).toPlainString();
        return digits + " " + units[u];
    }

    /**
     * A score below {@code bound} as {@link #score} writes it, with as many more decimals (up to
     * {@link #MAX_DECIMALS}) as keep it visibly below: {@code 99.95} where {@code score} would round it to
     * {@code 100.0} and a "starves" beside it would read as a contradiction.
     *
     * @param value a score, below {@code bound} for the extra decimals to apply
     * @param bound the value it must not seem to reach, e.g. 100 (percent)
     * @return e.g. {@code 99.95}; {@code score(value)} when that already stays below, or when {@code value} is not
     */
    public static String scoreBelow(double value, double bound) {
        String text = score(value);
        return value < bound ? widen(value, text, 1, shown -> shown < bound) : text;
    }

    /** Bytes per op: whole bytes; below half a byte is "0"; "n/a" for NaN. */
    public static String bytes(double value) {
        if (Double.isNaN(value)) {
            return "n/a";
        }
        return String.format(Locale.ROOT, "%,.0f", Math.abs(value) < 0.5 ? 0.0 : value);
    }

    /**
     * A ratio with two decimals, e.g. {@code 1.93}; below 0.1 (and above 0) with two significant digits instead, e.g.
     * {@code 0.0019}, so that a small ratio never reads {@code 0.00}; "n/a" for NaN.
     */
    public static String ratio(double value) {
        if (Double.isFinite(value) && value != 0 && Math.abs(value) < 0.1) {
            return new java.math.BigDecimal(value).round(new java.math.MathContext(2)).toPlainString();
        }
        return Double.isNaN(value) ? "n/a" : String.format(Locale.ROOT, "%.2f", value);
    }

    /**
     * A ratio with its 95% interval, e.g. {@code 1.02 [0.93, 1.12]}; the ratio alone when either
     * end is NaN.
     */
    public static String ratioWithInterval(double estimate, double low, double high) {
        return ratioWithInterval(estimate, low, high, List.of());
    }

    /** The most decimals {@link #ratioWithInterval(double, double, double, List)} gives an interval's end. */
    public static final int MAX_DECIMALS = 4;

    /**
     * A ratio with its 95% interval, each end with two decimals or, where two would put it on the
     * other side of (or onto) one of {@code edges}, as many more (up to {@link #MAX_DECIMALS}) as
     * keep it on its side: {@code 1.13 [1.105, 1.16]} against a margin's end at 1.10, so that a
     * reader sees why the verdict is what it is.
     *
     * @param edges the ratios that separate the claim's verdicts (its threshold, a margin's ends)
     * @return e.g. {@code 1.13 [1.098, 1.16]}; the ratio alone when either end is NaN
     */
    public static String ratioWithInterval(double estimate, double low, double high, List<Double> edges) {
        return ratio(estimate) + (Double.isNaN(low) || Double.isNaN(high) ? ""
                : " [" + end(low, edges) + ", " + end(high, edges) + "]");
    }

    /** An interval's end with the fewest decimals, from two, that leave it on its side of every edge. */
    public static String end(double value, List<Double> edges) {
        String text = ratio(value);
        return Double.isFinite(value) ? widen(value, text, 3, shown -> sameSides(value, shown, edges)) : text;
    }

    /**
     * {@code text}, or {@code value} with {@code from}, then more, decimals (up to {@link #MAX_DECIMALS}) until the
     * number shown satisfies {@code ok}.
     */
    private static String widen(double value, String text, int from, java.util.function.DoublePredicate ok) {
        for (int decimals = from; decimals <= MAX_DECIMALS && !ok.test(Double.parseDouble(text.replace(",", "")));
             decimals++) {
            text = String.format(Locale.ROOT, "%." + decimals + "f", value);
        }
        return text;
    }

    private static boolean sameSides(double value, double shown, List<Double> edges) {
        return edges.stream().allMatch(e -> Double.compare(value, e) == Double.compare(shown, e));
    }

    /** A whole number with thousands grouped, e.g. {@code 35,469}. */
    public static String integer(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /**
     * A fraction as a percentage with one decimal: {@code 0.0536} is {@code 5.4%}.
     *
     * @param fraction the fraction (1 is 100%)
     * @return e.g. {@code 5.4%}
     */
    public static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.1f%%", fraction * 100);
    }

    /**
     * A count with its noun: "1 round", "6 rounds", "0 forks".
     *
     * @param n the count
     * @param noun the singular noun, made plural with "s"
     * @return {@code n} and the noun
     */
    public static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /**
     * A CPU's clock as a suffix of its model name: {@code " at 2600 MHz"} for 2599.998.
     *
     * @param mhz {@code cpu MHz} of {@code /proc/cpuinfo}; NaN or not positive where not read
     * @return the suffix, or {@code ""} where the clock is not known
     */
    public static String clock(double mhz) {
        return mhz > 0 ? String.format(Locale.ROOT, " at %.0f MHz", mhz) : "";
    }

    /**
     * A machine as the README's run list and the runner's messages name it: {@code Intel(R) Xeon(R) Processor at 2600
     * MHz, 2 cores}.
     *
     * @param cpuModel {@code model name} of {@code /proc/cpuinfo}
     * @param mhz      its {@code cpu MHz} ({@link #clock}); NaN or not positive where not read
     * @param cores    the processors available to the JVM
     * @return the description
     */
    public static String machine(String cpuModel, double mhz, int cores) {
        return cpuModel + clock(mhz) + ", " + count(cores, "core");
    }

    /**
     * @param counts thread counts, at least one, in the order to name them
     * @return the counts as they stand before "-thread": {@code 2}, {@code 10- and 50}, {@code 2-, 10- and 50}
     */
    public static String threadCounts(List<Integer> counts) {
        int last = counts.size() - 1;
        return Words.and(java.util.stream.IntStream.rangeClosed(0, last)
                .mapToObj(i -> counts.get(i) + (i < last ? "-" : "")).toList());
    }

    /** A percentile as a column or label names it: {@code p50}, {@code p99.9}, {@code max} for 100. */
    public static String percentileName(double p) {
        return p == 100.0 ? "max" : "p" + percentile(p);
    }

    /** A percentile as JMH names it, without a trailing ".0": 99, 99.9, 99.99. */
    public static String percentile(double p) {
        return p == Math.rint(p) ? Long.toString((long) p) : Double.toString(p);
    }
}
