package io.github.poolbench.report;

import io.github.poolbench.text.Numbers;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * One JMH result record, reduced to what the report needs.
 *
 * @param benchmark   fully qualified benchmark method name
 * @param method      the method's simple name, e.g. {@code sizedBuilder}
 * @param params      JMH parameters, e.g. {@code length -> 256}
 * @param mode        JMH mode, e.g. {@code avgt}
 * @param threads     benchmark threads
 * @param score       primary score
 * @param error       primary score error (99.9% half-width), NaN when JMH reports none
 * @param unit        primary score unit, e.g. {@code ns/op}
 * @param allocNorm   {@code gc.alloc.rate.norm} in B/op, NaN when not recorded
 * @param secondary   the other secondary metrics by JMH label (group members, {@code @AuxCounters}
 *                    fields such as {@code transfers}, {@code gc.count}, {@code gc.time},
 *                    {@code jfr.*}), without {@code gc.alloc.rate} and {@code gc.alloc.rate.norm}
 * @param rawData     the primary score of each measurement iteration, one list per fork
 *                    ({@code primaryMetric.rawData}); empty when the file has none
 * @param percentiles the primary score's percentiles by JMH's name ({@code "99.0"}), from
 *                    {@code primaryMetric.scorePercentiles}; for sample-time rows the
 *                    distribution of the sampled times
 * @param histograms  for sample-time rows, per fork the sampled operations' times (in the
 *                    score's unit) with how many operations took each, merged over the fork's
 *                    measurement iterations ({@code primaryMetric.rawDataHistogram}); empty for
 *                    other modes, or when the file has none
 */
public record BenchmarkResult(String benchmark, String method, Map<String, String> params, String mode, int threads,
                              double score, double error, String unit, double allocNorm,
                              Map<String, Metric> secondary, List<List<Double>> rawData,
                              Map<String, Double> percentiles, List<NavigableMap<Double, Long>> histograms) {

    /**
     * Fork means more than this share apart, with each fork's own iterations far tighter than
     * the gap, mark a bimodal row: its forks settled in different modes (for example by JIT
     * compilation order), which JMH's error, pooled over iterations, cannot show. Such rows are
     * flagged and their modes shown; no claim is vetoed by them, since every claim reads a
     * confidence interval over rounds that already carries the spread between forks.
     */
    public static final double MODE_GAP_LIMIT = 0.20;

    /**
     * A fork whose last measurement iteration is more than this share better than its first
     * (less time, or more throughput) was still settling when it was measured.
     */
    public static final double SETTLING_LIMIT = 0.10;

    /**
     * Copies {@code secondary} (in its order), {@code rawData}, {@code percentiles} and
     * {@code histograms}, so the record is immutable.
     */
    public BenchmarkResult {
        secondary = Collections.unmodifiableMap(new LinkedHashMap<>(secondary));
        rawData = rawData.stream().map(List::copyOf).toList();
        percentiles = Collections.unmodifiableMap(new LinkedHashMap<>(percentiles));
        histograms = histograms.stream()
                .map(h -> Collections.unmodifiableNavigableMap(new TreeMap<>(h))).toList();
    }

    /** A row without sampled operations (no {@code histograms}). */
    public BenchmarkResult(String benchmark, String method, Map<String, String> params, String mode, int threads,
                           double score, double error, String unit, double allocNorm, Map<String, Metric> secondary,
                           List<List<Double>> rawData, Map<String, Double> percentiles) {
        this(benchmark, method, params, mode, threads, score, error, unit, allocNorm, secondary, rawData, percentiles,
                List.of());
    }

    /** @return the operations sampled over every fork (sample-time rows), 0 without histograms */
    public long samples() {
        return histograms.stream().flatMap(h -> h.values().stream()).mapToLong(Long::longValue).sum();
    }

    /**
     * @param metric a secondary metric label, e.g. {@code gc.count} or {@code fair.opsPerMs}
     * @return its score, or NaN if the row does not have it
     */
    public double secondaryScore(String metric) {
        Metric m = secondary.get(metric);
        return m == null ? Double.NaN : m.score();
    }

    /**
     * @param p a percentile as JMH names it, e.g. {@code 50.0}, {@code 99.99} or {@code 100.0}
     * @return that percentile of the primary score, or NaN if the file has none
     */
    public double primaryPercentile(double p) {
        Double v = percentiles.get(Double.toString(p));
        return v == null ? Double.NaN : v;
    }

    /**
     * One percentile of each fork's measurement iterations, or for a sample-time row of each
     * fork's sampled operations ({@link #histograms}): with {@link #forkMeans()} the input of a
     * percentile's confidence interval over rounds (for example the market-data blocks: fork
     * {@code k} of two rows ran in round {@code k}). Estimated as JMH estimates its
     * {@code scorePercentiles} (Hyndman and Fan's type 6: Apache Commons Statistics'
     * {@code Quantile}, {@link io.github.poolbench.stats.HistogramQuantile} on a histogram), so
     * a percentile above {@code 100 * n / (n + 1)} of a fork of {@code n} iterations is that
     * fork's largest iteration.
     *
     * @param p a percentile in {@code [0, 100]}, e.g. {@code 99.0}
     * @return that percentile of each fork, in fork order; forks without data left out
     * @throws IllegalArgumentException if {@code p} is outside {@code [0, 100]} or NaN
     */
    public List<Double> forkPercentiles(double p) {
        if (!(p >= 0 && p <= 100)) {
            throw new IllegalArgumentException("percentile must be in [0, 100], got " + p);
        }
        if (!histograms.isEmpty()) {
            return histograms.stream().filter(h -> h.values().stream().anyMatch(c -> c > 0))
                    .map(h -> io.github.poolbench.stats.HistogramQuantile.hf6(h, p / 100)).toList();
        }
        org.apache.commons.statistics.descriptive.Quantile q =
                org.apache.commons.statistics.descriptive.Quantile.withDefaults()
                        .with(org.apache.commons.statistics.descriptive.Quantile.EstimationMethod.HF6);
        return rawData.stream().filter(f -> !f.isEmpty())
                .map(f -> q.evaluate(f.stream().mapToDouble(Double::doubleValue).toArray(), p / 100)).toList();
    }

    /** @return the mean of each fork's measurement iterations, in fork order */
    public List<Double> forkMeans() {
        return forkMeans(rawData);
    }

    /**
     * @param rawData iteration scores, one list per fork (JMH's {@code rawData})
     * @return the mean of each fork's iterations, in fork order; forks without data left out
     */
    public static List<Double> forkMeans(List<List<Double>> rawData) {
        return rawData.stream().filter(f -> !f.isEmpty())
                .map(f -> f.stream().mapToDouble(Double::doubleValue).average().orElseThrow()).toList();
    }

    /**
     * @return how many forks improved from their first to their last measurement iteration by
     *         more than {@link #SETTLING_LIMIT}: a sign of too short a warmup
     */
    public long settlingForks() {
        return forksMoving(true);
    }

    /**
     * The control for {@link #settlingForks()}: the same rule in the other direction. Warmup does
     * not make a row slower, so forks that got worse by more than {@link #SETTLING_LIMIT} show how
     * often iteration noise alone trips the rule.
     *
     * @return how many forks got worse from their first to their last measurement iteration by
     *         more than {@link #SETTLING_LIMIT} (the mirror image of {@link #settlingForks()})
     */
    public long worseningForks() {
        return forksMoving(false);
    }

    private long forksMoving(boolean better) {
        boolean higherIsBetter = higherIsBetter();
        boolean lastUp = higherIsBetter == better;
        return rawData.stream().filter(f -> f.size() >= 2).filter(f -> {
            double first = f.get(0);
            double last = f.get(f.size() - 1);
            return lastUp ? last > first * (1 + SETTLING_LIMIT) : last < first * (1 - SETTLING_LIMIT);
        }).count();
    }

    /**
     * @return whether a higher score is better: a rate ({@code ops/ms}, {@code ops/us}: throughput,
     *         the primary score of a {@code thrpt} row or a rate among its metrics); otherwise lower
     *         is better (times per op, pause times, counts, shares of time paused)
     */
    public boolean higherIsBetter() {
        return unit.startsWith("ops/");
    }

    /** @return whether at least half the forks (and at least two) got worse: {@link #stillSettling()}'s control */
    public boolean worsening() {
        return inHalfTheForks(worseningForks());
    }

    /** @return whether at least half the forks (and at least two) were still settling */
    public boolean stillSettling() {
        return inHalfTheForks(settlingForks());
    }

    /** The gate {@link #stillSettling()} and its control {@link #worsening()} share. */
    private boolean inHalfTheForks(long forks) {
        return forks >= 2 && forks * 2 >= rawData.size();
    }

    /**
     * One secondary metric.
     *
     * @param score       score, in {@code unit}
     * @param error       99.9% half-width, NaN when JMH reports none
     * @param unit        e.g. {@code ns/op}, or {@code #} for an event count
     * @param percentiles JMH's {@code scorePercentiles} (e.g. {@code 99.0 -> 4.7}), empty if none
     * @param rawData     the metric's score in each measurement iteration, one list per fork
     *                    ({@code rawData}), in fork order; empty when the file has none
     */
    public record Metric(double score, double error, String unit, Map<String, Double> percentiles,
                         List<List<Double>> rawData) {
        /** Copies the percentiles and the iterations. */
        public Metric {
            percentiles = Collections.unmodifiableMap(new LinkedHashMap<>(percentiles));
            rawData = rawData.stream().map(List::copyOf).toList();
        }

        /** A metric without fork data. */
        public Metric(double score, double error, String unit, Map<String, Double> percentiles) {
            this(score, error, unit, percentiles, List.of());
        }

        /** A metric without percentiles or fork data. */
        public Metric(double score, double error, String unit) {
            this(score, error, unit, Map.of(), List.of());
        }

        /** @return the mean of each fork's iterations, in fork order; empty when the file has none */
        public List<Double> forkMeans() {
            return BenchmarkResult.forkMeans(rawData);
        }
    }

    /**
     * The same row with other secondary metrics (primary score, iterations, allocation and
     * percentiles unchanged).
     *
     * @param metrics the secondary metrics, by label, in the order to keep
     * @return the row with {@code metrics} as its secondary metrics
     */
    public BenchmarkResult withSecondary(Map<String, Metric> metrics) {
        return new BenchmarkResult(benchmark, method, params, mode, threads, score, error, unit, allocNorm, metrics,
                rawData, percentiles, histograms);
    }

    /**
     * The same row judged on one of its secondary metrics: that metric's score, error, unit,
     * iterations and percentiles in place of the primary ones (allocation and the other secondary
     * metrics unchanged), so that {@link #bimodal()}, {@link #stillSettling()} and
     * {@link #worsening()} read it. For rows whose primary score is not what their claims read:
     * a JMH {@code @Group}'s primary score counts every call of its members, idle ones too (a
     * producer finding the queue full, a consumer finding it empty), while an
     * {@code @AuxCounters} field such as {@code transfers} counts the work.
     *
     * @param metric a secondary metric label, e.g. {@code transfers}
     * @return the row with that metric as its primary
     * @throws IllegalArgumentException if the row has no such metric
     */
    public BenchmarkResult on(String metric) {
        Metric m = secondary.get(metric);
        if (m == null) {
            throw new IllegalArgumentException(benchmark + " has no secondary metric '" + metric + "'; it has "
                    + secondary.keySet());
        }
        return new BenchmarkResult(benchmark, method, params, mode, threads, m.score(), m.error(), m.unit(), allocNorm,
                secondary, m.rawData(), m.percentiles());
    }

    /**
     * @param name a parameter name
     * @return the parameter value as an int
     * @throws IllegalArgumentException if the parameter is missing or not an int
     */
    public int intParam(String name) {
        String value = params.get(name);
        if (value == null) {
            throw new IllegalArgumentException(benchmark + " has no parameter '" + name + "'");
        }
        return Integer.parseInt(value);
    }

    /**
     * @return whether the row looks bimodal: its forks fall into more than one of {@link #modes()}
     */
    public boolean bimodal() {
        return modes().size() > 1;
    }

    /**
     * The row's forks grouped into modes: the sorted fork means split at every gap between
     * neighbours of more than {@link #MODE_GAP_LIMIT} that is also more than four times the
     * largest spread of iterations inside one fork (JIT decisions that differ between forks
     * show as such gaps).
     *
     * @return the modes, fastest (lowest score) first; one mode holding every fork when the row
     *         is not bimodal; empty without forks
     */
    public List<ForkMode> modes() {
        List<Double> means = forkMeans().stream().sorted().toList();
        double withinFork = rawData.stream().filter(f -> f.size() >= 2).mapToDouble(f -> {
            double lo = f.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
            double hi = f.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
            return lo > 0 ? (hi - lo) / lo : 0;
        }).max().orElse(0);
        return io.github.poolbench.stats.Gaps.split(means, (a, b) -> a > 0 && (b - a) / a > MODE_GAP_LIMIT
                        && (b - a) / a > 4 * withinFork).stream()
                .map(group -> new ForkMode(group.stream().mapToDouble(Double::doubleValue).average().orElseThrow(),
                        group.size(), means.size())).toList();
    }

    /**
     * One mode of a row's forks.
     *
     * @param mean  the mean of its forks' means, in the row's unit
     * @param forks how many forks settled in it
     * @param of    how many forks the row has
     */
    public record ForkMode(double mean, int forks, int of) {
        /** @return the mode's share of the row's forks, 0 to 1 */
        public double share() {
            return (double) forks / of;
        }
    }

    /**
     * @return the fork means, e.g. {@code 31.2 / 40.9 / 41.0}, sorted, or "" with fewer than two
     *         forks; for a bimodal row each mode with its forks and share instead, e.g.
     *         {@code 31.2 (10 of 16 forks, 63%) / 41.0 (6 of 16 forks, 38%)}
     */
    public String forkModes() {
        List<Double> forkMeans = forkMeans();
        if (forkMeans.size() < 2) {
            return "";
        }
        List<ForkMode> modes = modes();
        return modes.size() < 2 ? String.join(" / ", forkMeans.stream().sorted().map(Numbers::score).toList())
                : text(modes);
    }

    /** E.g. {@code 31.2 (10 of 16 forks, 63%) / 41.0 (6 of 16 forks, 38%)}. */
    private static String text(List<ForkMode> modes) {
        return String.join(" / ", modes.stream().map(m -> Numbers.score(m.mean()) + " (" + m.forks() + " of "
                + m.of() + " forks, " + Math.round(m.share() * 100) + "%)").toList());
    }

    /** @return e.g. {@code 42.6 ± 2.00}, with the modes appended when the row is bimodal */
    public String scoreWithError() {
        String s = Numbers.score(score) + " ± " + Numbers.score(error);
        List<ForkMode> modes = modes();
        return modes.size() > 1 ? s + " ⚠ modes " + text(modes) : s;
    }

    /**
     * @param metric a secondary metric with percentiles, e.g. {@code jfr.gc.pause}
     * @param p      a percentile as JMH names it, e.g. {@code 99.0} or {@code 99.99}
     * @return that percentile, or NaN if the metric or percentile is missing
     */
    public double percentile(String metric, double p) {
        Metric m = secondary.get(metric);
        Double v = m == null ? null : m.percentiles().get(Double.toString(p));
        return v == null ? Double.NaN : v;
    }
}
