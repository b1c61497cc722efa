package io.github.poolbench.stats;

import java.util.Map;
import java.util.NavigableMap;
import java.util.Objects;

/**
 * A quantile of a histogram of samples (each distinct value with how many samples had it), as
 * Hyndman and Fan's definition 6 gives it for the samples written out in full: the estimator of
 * Apache Commons Statistics' {@code Quantile.EstimationMethod.HF6}, which poolbench uses for
 * per-fork percentiles of single-shot blocks. JMH's sample-time mode records a histogram
 * ({@code rawDataHistogram}: millions of operations per fork in a few thousand distinct times);
 * writing it out to call {@code Quantile} would take one array slot per operation, so this
 * walks the counts instead. Pure function; thread-safe.
 */
public final class HistogramQuantile {

    private HistogramQuantile() {
    }

    /**
     * The HF6 quantile: with N samples sorted x(1) <= ... <= x(N) and h = (N + 1) p, x(1) for
     * h <= 1, x(N) for h >= N, else x(floor h) + (h - floor h) (x(floor h + 1) - x(floor h)).
     *
     * @param histogram each distinct sample value, ascending, with its count (a count of 0
     *                  adds nothing)
     * @param p         the quantile, in [0, 1] (0.5 the median, 0.9999 the p99.99)
     * @return the quantile, in the samples' unit
     * @throws NullPointerException     if the histogram is null
     * @throws IllegalArgumentException if p is not in [0, 1], a count is negative, a value is not
     *                                  finite, or there are no samples
     */
    public static double hf6(NavigableMap<Double, Long> histogram, double p) {
        Objects.requireNonNull(histogram, "histogram");
        if (!(p >= 0 && p <= 1)) {
            throw new IllegalArgumentException("p must be in [0, 1], got " + p);
        }
        long n = 0;
        for (Map.Entry<Double, Long> e : histogram.entrySet()) {
            if (e.getValue() < 0 || !Double.isFinite(e.getKey())) {
                throw new IllegalArgumentException("a histogram needs finite values and counts >= 0, got "
                        + e.getKey() + " x " + e.getValue());
            }
            n += e.getValue();
        }
        if (n == 0) {
            throw new IllegalArgumentException("a quantile of no samples");
        }
        double h = (n + 1) * p;
        if (h <= 1) {
            return at(histogram, 1);
        }
        if (h >= n) {
            return at(histogram, n);
        }
        long k = (long) Math.floor(h);
        double lo = at(histogram, k);
        double hi = at(histogram, k + 1);
        return lo + (h - k) * (hi - lo);
    }

    /** The value of the sample of rank {@code rank} (1-based) in the sorted samples. */
    private static double at(NavigableMap<Double, Long> histogram, long rank) {
        long seen = 0;
        for (Map.Entry<Double, Long> e : histogram.entrySet()) {
            seen += e.getValue();
            if (seen >= rank) {
                return e.getKey();
            }
        }
        throw new IllegalStateException("rank " + rank + " beyond " + seen + " samples");
    }
}
