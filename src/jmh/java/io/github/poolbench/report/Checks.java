package io.github.poolbench.report;

import io.github.poolbench.claims.ClaimCatalog;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.stats.Effect;
import io.github.poolbench.stats.EffectSizes;
import io.github.poolbench.stats.Side;
import io.github.poolbench.text.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The comparisons claims are made of. Each takes two result rows (a contender {@code a} and a
 * reference {@code b}) and turns their fork means into an {@link Effect}: the ratio a / b with
 * its 95% confidence interval over rounds ({@link EffectSizes#pairedRatio}: fork {@code k} of
 * both rows ran in round {@code k} of an interleaved run; unpaired when the rows' fork counts
 * differ). The claim holds when the whole interval lies on its side of the threshold, does not
 * hold when it lies wholly on the other, and is inconclusive otherwise. A row missing gives
 * {@link Verdict#NO_DATA}. No row vetoes a claim: a bimodal row widens the interval of the
 * claims that read it, and only those.
 */
public final class Checks {

    /** The margin of an equivalence claim ("a and b cost the same"): 10% either way. */
    public static final double SAME_MARGIN = 0.10;

    /** The margin of the A/A control, as the claim catalog sets it: the same code measured twice differs by less than this. */
    public static final double AA_MARGIN = ClaimCatalog.standard().aaMargin();

    /** {@link #AA_MARGIN} in whole percent, as messages and tables print it: 5. */
    public static final long AA_MARGIN_PERCENT = ClaimCatalog.standard().aaMarginPercent();

    private Checks() {
    }

    /** -1 if {@code a} is below {@code b} beyond both error bars, +1 if above, 0 if they overlap. */
    public static int sign(double a, double ea, double b, double eb) {
        double ea0 = Double.isNaN(ea) ? 0 : ea;
        double eb0 = Double.isNaN(eb) ? 0 : eb;
        if (a + ea0 < b - eb0) {
            return -1;
        }
        return a - ea0 > b + eb0 ? 1 : 0;
    }

    /**
     * The ratio a / b of two rows' primary scores with its 95% interval: paired by round when
     * both rows have the same number of forks, unpaired otherwise.
     *
     * Where either row's forks settled in modes ({@link BenchmarkResult#bimodal}) and the rows are paired, the
     * effect carries the rounds' ratios grouped into modes ({@link Effect.Mode#of}, at
     * {@link BenchmarkResult#MODE_GAP_LIMIT}), so that a reader sees each mode and its share instead of a mean that
     * neither mode has.
     *
     * @return the effect, or empty if a row has no positive fork means
     */
    public static Optional<Effect> effect(BenchmarkResult a, BenchmarkResult b) {
        List<Double> x = a.forkMeans();
        List<Double> y = b.forkMeans();
        return effect(x, y).map(e -> e.withReference(level(y), b.unit())).map(e -> {
            if (x.size() != y.size() || !(a.bimodal() || b.bimodal())) {
                return e;
            }
            List<Effect.Mode> rounds = new java.util.ArrayList<>();
            for (int k = 0; k < x.size(); k++) {
                rounds.add(new Effect.Mode(x.get(k) / y.get(k), 1));
            }
            List<Effect.Mode> modes = Effect.Mode.of(rounds, BenchmarkResult.MODE_GAP_LIMIT);
            return modes.size() > 1 ? e.withModes(modes) : e;
        });
    }

    /** The geometric mean of positive values: the reference level of a ratio that divides by them. */
    public static double level(List<Double> values) {
        return Math.exp(values.stream().mapToDouble(Math::log).average().orElse(Double.NaN));
    }

    /**
     * The ratio of two lists of fork means (primary or secondary metric) with its 95% interval.
     *
     * @return the effect, or empty if either list is empty or holds a value that is not positive
     */
    public static Optional<Effect> effect(List<Double> a, List<Double> b) {
        if (a.isEmpty() || b.isEmpty() || a.stream().anyMatch(x -> !(x > 0)) || b.stream().anyMatch(x -> !(x > 0))) {
            return Optional.empty();
        }
        double[] x = a.stream().mapToDouble(Double::doubleValue).toArray();
        double[] y = b.stream().mapToDouble(Double::doubleValue).toArray();
        return Optional.of(x.length == y.length ? EffectSizes.pairedRatio(x, y) : EffectSizes.unpairedRatio(x, y));
    }

    /**
     * The claim "a's primary score is below b's" (less time per op, or less throughput).
     *
     * @return holds if the 95% interval of a / b lies below 1, does not hold if at or above it
     */
    public static Finding lower(Optional<BenchmarkResult> a, Optional<BenchmarkResult> b) {
        return ratio(a, b, 1.0, Side.BELOW);
    }

    /** The claim "a's primary score is above b's"; see {@link #lower}. */
    public static Finding higher(Optional<BenchmarkResult> a, Optional<BenchmarkResult> b) {
        return ratio(a, b, 1.0, Side.ABOVE);
    }

    /**
     * The claim "a and b differ by less than {@code margin}" (an equivalence claim; the A/A
     * control with {@link #AA_MARGIN}).
     *
     * @param margin relative margin, e.g. 0.05
     */
    public static Finding equivalent(Optional<BenchmarkResult> a, Optional<BenchmarkResult> b, double margin) {
        return ratio(a, b, margin, Side.WITHIN);
    }

    /**
     * The claim "a / b lies on {@code side} of {@code threshold}" (for {@link Side#WITHIN}: inside
     * the margin {@code threshold}), judged on the ratio's 95% interval.
     */
    public static Finding ratio(Optional<BenchmarkResult> a, Optional<BenchmarkResult> b, double threshold,
                                Side side) {
        if (a.isEmpty() || b.isEmpty()) {
            return Finding.noData(a.isEmpty() ? "row of the contender (a partial run?)"
                    : "row of the reference (a partial run?)");
        }
        Optional<Effect> effect = effect(a.get(), b.get());
        if (effect.isEmpty()) {
            return Finding.noData("fork data of `" + label(a.get()) + "` or `" + label(b.get()) + "`");
        }
        return new Finding(Verdict.of(side.verdict(effect.get(), threshold)), ratioEvidence(a.get(), b.get(),
                format(effect.get(), threshold, side)), effect, threshold, side);
    }

    /**
     * The claim "a / b under one JVM configuration is {@code side} {@code threshold} times a / b under the
     * reference configuration": per round {@code k}, {@code (ua[k] / ub[k]) / (ra[k] / rb[k])}, the geometric mean
     * over rounds with its paired 95% interval ({@link EffectSizes#pairedRatio} of the two per-round ratios). Only
     * rows of one interleaved run compare so: fork {@code k} of all four ran in round {@code k}.
     *
     * @param ua      the contender under the configuration tested (e.g. generational ZGC)
     * @param ub      the reference row under it
     * @param ra      the contender under the reference configuration (G1)
     * @param rb      the reference row under it
     * @param sameRun whether the two configurations' files come from one run
     * @return the finding; its evidence e.g. {@code `pooledBucketed` / `sizedBuilder` 1.60 [1.51, 1.70] vs 1.19
     *         [1.10, 1.28]: 1.34 [1.25, 1.45]}; no data for a missing row or rows without one fork per round
     *         each, not comparable for rows of two runs
     */
    public static Finding shift(Optional<BenchmarkResult> ua, Optional<BenchmarkResult> ub,
                                Optional<BenchmarkResult> ra, Optional<BenchmarkResult> rb, boolean sameRun,
                                double threshold, Side side) {
        if (ua.isEmpty() || ub.isEmpty() || ra.isEmpty() || rb.isEmpty()) {
            return Finding.noData("row under both configurations (a partial run, or a JDK without the configuration)");
        }
        if (!sameRun) {
            return new Finding(Verdict.NOT_COMPARABLE, "the configurations' rows come from different runs");
        }
        List<Double> under = perRound(ua.get(), ub.get());
        List<Double> reference = perRound(ra.get(), rb.get());
        if (under.isEmpty() || under.size() != reference.size()) {
            return Finding.noData("fork data with one fork per round of `" + label(ua.get()) + "` and `"
                    + label(ub.get()) + "` under both configurations");
        }
        Effect effect = EffectSizes.pairedRatio(under.stream().mapToDouble(Double::doubleValue).toArray(),
                reference.stream().mapToDouble(Double::doubleValue).toArray());
        String rows = "`" + label(ua.get()) + "` / `" + label(ub.get()) + "` " + effect(ua.get(), ub.get())
                .map(Checks::format).orElse("n/a") + " vs " + effect(ra.get(), rb.get()).map(Checks::format)
                .orElse("n/a") + ": " + format(effect, threshold, side);
        return new Finding(Verdict.of(side.verdict(effect, threshold)), rows, Optional.of(effect), threshold, side);
    }

    /** Per round, a's fork mean over b's; empty unless both have the same number of positive fork means. */
    private static List<Double> perRound(BenchmarkResult a, BenchmarkResult b) {
        List<Double> x = a.forkMeans();
        List<Double> y = b.forkMeans();
        if (x.isEmpty() || x.size() != y.size() || x.stream().anyMatch(v -> !(v > 0))
                || y.stream().anyMatch(v -> !(v > 0))) {
            return List.of();
        }
        List<Double> ratios = new ArrayList<>();
        for (int k = 0; k < x.size(); k++) {
            ratios.add(x.get(k) / y.get(k));
        }
        return ratios;
    }

    /**
     * One percentile of two rows: the ratio a / b of their per-fork percentiles
     * ({@link BenchmarkResult#forkPercentiles}; fork {@code k} of both ran in round {@code k}) with
     * its 95% interval, judged against {@code threshold} on {@code side}.
     *
     * @param unit appended to the merged percentiles in the evidence, e.g. {@code " us"}, or ""
     * @return the finding, its evidence e.g. {@code p99 1.09 [1.04, 1.13] (37.3 vs 34.2)}; empty if
     *         either row has no per-fork data
     */
    public static Optional<Finding> percentileRatio(BenchmarkResult a, BenchmarkResult b, double p, Side side,
                                             double threshold, String unit) {
        return effect(a.forkPercentiles(p), b.forkPercentiles(p))
                .map(e -> e.withReference(level(b.forkPercentiles(p)), b.unit())).map(e -> new Finding(
                Verdict.of(side.verdict(e, threshold)), Numbers.percentileName(p) + " " + format(e, threshold, side)
                        + " (" + Numbers.score(a.primaryPercentile(p)) + " vs " + Numbers.score(b.primaryPercentile(p))
                        + unit + ")", Optional.of(e), threshold, side));
    }

    /**
     * A table cell for the ratio a / b of two rows' primary scores: the effect with its 95%
     * interval over rounds where the rows have fork data, else the ratio of their scores alone.
     *
     * @return e.g. {@code 0.89 [0.85, 0.93]} or {@code 0.89 (no interval)}
     */
    public static String ratioCell(BenchmarkResult a, BenchmarkResult b) {
        return effect(a, b).filter(Effect::hasInterval).map(Checks::format)
                .orElseGet(() -> Numbers.ratio(a.score() / b.score()) + " (no interval)");
    }

    /**
     * {@link #ratioCell(BenchmarkResult, BenchmarkResult)} for rows that may be missing.
     *
     * @return the cell; "–" for a row against itself (the baseline's own line), "n/a" without both
     */
    public static String ratioCell(Optional<BenchmarkResult> a, Optional<BenchmarkResult> b) {
        if (a.isEmpty() || b.isEmpty()) {
            return "n/a";
        }
        return a.get().equals(b.get()) ? "–" : ratioCell(a.get(), b.get());
    }

    /**
     * A row's score cell for a row that may be missing.
     *
     * @return {@link BenchmarkResult#scoreWithError()}, or "n/a" without the row
     */
    public static String scoreCell(Optional<BenchmarkResult> row) {
        return row.map(BenchmarkResult::scoreWithError).orElse("n/a");
    }

    /** E.g. {@code 0.89 [0.85, 0.93]}, or {@code 0.89 (1 round: no interval)}. */
    public static String format(Effect e) {
        return format(e, List.of());
    }

    /**
     * {@link #format(Effect)} for a claim judged against {@code threshold} on {@code side}: an end
     * of the interval that two decimals would put on the wrong side of an edge gets more
     * ({@link Numbers#ratioWithInterval(double, double, double, List)}).
     *
     * @param side null: no edges (a finding without a threshold)
     * @return e.g. {@code 1.13 [1.105, 1.16]} against a margin of 10%
     */
    public static String format(Effect e, double threshold, Side side) {
        return format(e, side == null || !(threshold > 0) ? List.of() : side.edges(threshold));
    }

    private static String format(Effect e, List<Double> edges) {
        return e.hasInterval() ? Numbers.ratioWithInterval(e.estimate(), e.low(), e.high(), edges)
                : Numbers.ratio(e.estimate()) + " (" + e.n() + " round: no interval)";
    }

    /** {@link #format(Effect, double, Side)} with a finding's threshold and side, if it has an effect. */
    public static Optional<String> format(Finding f) {
        return f.effect().map(e -> format(e, f.threshold(), f.side()));
    }

    /**
     * The claim "a allocates fewer bytes per op than b" ({@code gc.alloc.rate.norm}, exact
     * enough that no error is needed: it counts bytes).
     */
    public static Finding lessAllocation(Optional<BenchmarkResult> a, Optional<BenchmarkResult> b) {
        if (a.isEmpty() || b.isEmpty() || Double.isNaN(a.get().allocNorm()) || Double.isNaN(b.get().allocNorm())) {
            return Finding.noData(a.isEmpty() ? "row of the contender (a partial run?)" : "row or B/op of the reference");
        }
        double x = a.get().allocNorm();
        double y = b.get().allocNorm();
        return new Finding(x < y - 0.5 ? Verdict.HOLDS : Verdict.DOES_NOT_HOLD,
                "`" + label(a.get()) + "` " + Numbers.bytes(x) + " vs `" + label(b.get()) + "` " + Numbers.bytes(y)
                        + " B/op");
    }

    /**
     * The claim "a's secondary metric {@code metric} is below b's": the ratio of its fork means
     * with a 95% interval where every fork mean is positive and there are two rounds or more;
     * otherwise (counts of zero, one fork) the error bars decide between holds, does not hold
     * and inconclusive.
     *
     * @param metric a secondary metric label, e.g. {@code gc.count}
     */
    public static Finding lowerMetric(Optional<BenchmarkResult> a, Optional<BenchmarkResult> b, String metric) {
        if (a.isEmpty() || b.isEmpty() || !a.get().secondary().containsKey(metric)
                || !b.get().secondary().containsKey(metric)) {
            return Finding.noData(metric);
        }
        BenchmarkResult.Metric x = a.get().secondary().get(metric);
        BenchmarkResult.Metric y = b.get().secondary().get(metric);
        String figures = metric + " `" + label(a.get()) + "` " + Numbers.score(x.score()) + " ± "
                + Numbers.score(x.error()) + " vs `" + label(b.get()) + "` " + Numbers.score(y.score()) + " ± "
                + Numbers.score(y.error()) + " " + x.unit();
        if (x.score() == 0 && y.score() == 0 && x.error() == 0 && y.error() == 0) { // e.g. no allocation stall at all
            return new Finding(Verdict.INCONCLUSIVE, "none in either row (" + metric + " 0 " + x.unit() + "); " + figures);
        }
        Optional<Effect> effect = effect(x.forkMeans(), y.forkMeans()).filter(Effect::hasInterval)
                .map(e -> e.withReference(level(y.forkMeans()), y.unit()));
        if (effect.isPresent()) {
            return new Finding(Verdict.of(Side.BELOW.verdict(effect.get(), 1.0)), "ratio "
                    + format(effect.get(), 1.0, Side.BELOW)
                    + "; " + figures, effect, 1.0, Side.BELOW);
        }
        int s = sign(x.score(), x.error(), y.score(), y.error());
        return new Finding(s < 0 ? Verdict.HOLDS : s > 0 ? Verdict.DOES_NOT_HOLD : Verdict.INCONCLUSIVE,
                figures + " (error bars: no interval over rounds)");
    }

    /**
     * The claim "a's percentile {@code p} of {@code metric} is below b's". Percentiles have no
     * error estimate: differences under 10% count as inconclusive.
     */
    public static Finding lowerPercentile(Optional<BenchmarkResult> a, Optional<BenchmarkResult> b, String metric,
                                          double p) {
        double x = a.map(r -> r.percentile(metric, p)).orElse(Double.NaN);
        double y = b.map(r -> r.percentile(metric, p)).orElse(Double.NaN);
        if (Double.isNaN(x) || Double.isNaN(y)) {
            return Finding.noData(metric + " p" + p);
        }
        Verdict v = x < 0.9 * y ? Verdict.HOLDS : x > 1.1 * y ? Verdict.DOES_NOT_HOLD : Verdict.INCONCLUSIVE;
        return new Finding(v, metric + " p" + Numbers.percentile(p) + " `" + label(a.get()) + "` " + Numbers.score(x)
                + " vs `" + label(b.get()) + "` " + Numbers.score(y) + " " + a.get().secondary().get(metric).unit()
                .replace("/op", ""));
    }

    /**
     * Combines findings of one claim on several rows (lengths, percentiles, peers), the claim
     * holding only if it holds on every row: a row that does not hold decides (a counterexample,
     * even in a partial run), else a missing row, a row of another run or an undecided one, in
     * that order, keeps it from holding; evidence joined, each text once. The effect carried (into
     * {@code claims.csv}, the README's cell and the forest plot) is the one that decides the
     * combined verdict, so that it stays the same row from run to run unless the data say
     * otherwise:
     * <ul>
     * <li>holds: the row closest to not holding (the smallest {@link Side#slack}): the claim
     *     holds on every row at least by that much;</li>
     * <li>does not hold: the clearest counterexample (the largest slack among the rows that do
     *     not hold);</li>
     * <li>inconclusive: the widest interval among the inconclusive rows.</li>
     * </ul>
     * Among equal verdicts a finding with an interval is carried before one without.
     */
    public static Finding all(List<Finding> findings) {
        Finding carried = null;
        for (Finding f : findings) {
            if (carried == null || rank(f.verdict()) > rank(carried.verdict())
                    || rank(f.verdict()) == rank(carried.verdict()) && decides(f, carried)) {
                carried = f;
            }
        }
        if (carried == null) {
            return Finding.noData("rows");
        }
        List<String> evidence = findings.stream().map(Finding::evidence).distinct().toList();
        return new Finding(carried.verdict(), String.join("; ", evidence), carried.effect(), carried.threshold(),
                carried.side());
    }

    /** Whether {@code f} rather than {@code carried} (same verdict) decides a combined verdict. */
    private static boolean decides(Finding f, Finding carried) {
        boolean fHas = hasInterval(f);
        boolean cHas = hasInterval(carried);
        if (fHas != cHas) {
            return fHas;
        }
        if (!fHas) {
            return false;
        }
        return switch (f.verdict()) {
            case HOLDS -> slack(f) < slack(carried);
            case DOES_NOT_HOLD -> slack(f) > slack(carried);
            default -> f.effect().get().relativeHalfWidth() > carried.effect().get().relativeHalfWidth();
        };
    }

    private static boolean hasInterval(Finding f) {
        return f.effect().filter(Effect::hasInterval).isPresent();
    }

    /** Slack of a finding with an interval; one without a threshold counts as undecided (0). */
    private static double slack(Finding f) {
        return f.side() == null ? 0 : f.side().slack(f.effect().get(), f.threshold());
    }

    /**
     * Which verdict of a claim's rows decides it: a row that does not hold is a counterexample
     * and decides, whatever the other rows say (missing or not comparable rows included); without
     * one, a missing row, then a row of another run, then an undecided row keeps the claim from
     * holding.
     */
    private static int rank(Verdict v) {
        return switch (v) {
            case HOLDS, REFERENCE -> 0;
            case INCONCLUSIVE -> 1;
            case NOT_COMPARABLE -> 2;
            case NO_DATA -> 3;
            case DOES_NOT_HOLD -> 4;
        };
    }

    /**
     * E.g. {@code `pooledBucketed` / `sizedBuilder` = 0.89 [0.85, 0.93] (3,807 vs 4,257 ns/op)}.
     *
     * @param effect the effect as formatted, e.g. by {@link #format(Effect, double, Side)}
     */
    static String ratioEvidence(BenchmarkResult a, BenchmarkResult b, String effect) {
        return "`" + label(a) + "` / `" + label(b) + "` = " + effect + " (" + Numbers.score(a.score()) + " vs "
                + Numbers.score(b.score()) + " " + a.unit() + ")";
    }

    /** The method, with the contender its suite names by a parameter ({@link Suite#contenders()}), e.g. {@code shared1[bucketed]}. */
    public static String label(BenchmarkResult r) {
        StringBuilder label = new StringBuilder(r.method());
        for (String param : Suite.ofBenchmark(r.benchmark()).map(Suite::contenders).orElse(List.of())) {
            String value = r.params().get(param);
            if (value != null) {
                label.append('[').append(value).append(']');
            }
        }
        return label.toString();
    }
}
