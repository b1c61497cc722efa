package io.github.poolbench.stats;

import java.util.Arrays;
import java.util.Objects;
import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.Variance;
import org.apache.commons.statistics.distribution.ChiSquaredDistribution;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * Ratios of two rows with 95% confidence intervals, from fork means, and the verdicts of
 * threshold and equivalence claims. Pure functions of their arguments; thread-safe.
 */
public final class EffectSizes {

    /** The confidence level of every interval. */
    public static final double CONFIDENCE = 0.95;

    /** The cap of {@link #roundsFor}: a plan that needs this many rounds or more. */
    public static final int MAX_PLANNED_ROUNDS = 1000;

    private EffectSizes() {
    }

    /**
     * The ratio a / b from rows measured in the same rounds: {@code a[k]} and {@code b[k]} are
     * the fork means of round {@code k}. The per-round log ratios' mean and Student-t interval
     * ({@code n - 1} degrees of freedom), exponentiated: a geometric-mean ratio whose interval
     * is immune to drift between rounds.
     *
     * @param a fork means of the contender, one per round, in round order, all {@code > 0}
     * @param b fork means of the reference, one per round, in the same order, all {@code > 0}
     * @return the effect; NaN bounds with one round
     * @throws NullPointerException     if an array is null
     * @throws IllegalArgumentException if the arrays are empty, of different lengths, or hold a
     *                                  value that is not positive and finite
     */
    public static Effect pairedRatio(double[] a, double[] b) {
        check(a, "a");
        check(b, "b");
        if (a.length != b.length) {
            throw new IllegalArgumentException("paired rows need one fork per round each: " + a.length + " vs "
                    + b.length + " forks");
        }
        double[] logRatios = new double[a.length];
        for (int k = 0; k < a.length; k++) {
            logRatios[k] = Math.log(a[k] / b[k]);
        }
        return logMean(logRatios, Effect.Method.PAIRED_ROUNDS);
    }

    /**
     * One row's level from its forks, e.g. each fork's own p99.99: the geometric mean of the
     * values with the Student-t interval of their logs' mean ({@code n - 1} degrees of freedom),
     * exponentiated. Unlike a paired ratio it keeps the machine's drift between rounds in its
     * interval: it says how well the forks pin the level down, not how two rows compare.
     *
     * @param values one value per fork, all {@code > 0}, in the row's unit (e.g. us)
     * @return the level in that unit, as an {@link Effect.Method#FORKS_LEVEL} effect; NaN bounds
     *         with one fork
     * @throws NullPointerException     if {@code values} is null
     * @throws IllegalArgumentException if it is empty or holds a value that is not positive and
     *                                  finite
     */
    public static Effect geometricMean(double[] values) {
        check(values, "values");
        return logMean(Arrays.stream(values).map(Math::log).toArray(), Effect.Method.FORKS_LEVEL);
    }

    /** The mean of {@code logs} with its Student-t interval, exponentiated. */
    private static Effect logMean(double[] logs, Effect.Method method) {
        double mean = Mean.of(logs).getAsDouble();
        int n = logs.length;
        if (n < 2) {
            return new Effect(Math.exp(mean), Double.NaN, Double.NaN, n, method);
        }
        double se = Math.sqrt(Variance.of(logs).getAsDouble() / n);
        double t = tQuantile(n - 1);
        return new Effect(Math.exp(mean), Math.exp(mean - t * se), Math.exp(mean + t * se), n, method);
    }

    /**
     * The ratio a / b from rows not measured in the same rounds: the difference of the mean log
     * fork means, with Welch's t interval (Welch-Satterthwaite degrees of freedom).
     *
     * @param a fork means of the contender, all {@code > 0}
     * @param b fork means of the reference, all {@code > 0}
     * @return the effect; NaN bounds when either row has fewer than two forks
     * @throws NullPointerException     if an array is null
     * @throws IllegalArgumentException if an array is empty or holds a value that is not
     *                                  positive and finite
     */
    public static Effect unpairedRatio(double[] a, double[] b) {
        check(a, "a");
        check(b, "b");
        double[] la = Arrays.stream(a).map(Math::log).toArray();
        double[] lb = Arrays.stream(b).map(Math::log).toArray();
        double diff = Mean.of(la).getAsDouble() - Mean.of(lb).getAsDouble();
        int n = Math.min(a.length, b.length);
        if (n < 2) {
            return new Effect(Math.exp(diff), Double.NaN, Double.NaN, n, Effect.Method.UNPAIRED_FORKS);
        }
        double va = Variance.of(la).getAsDouble() / la.length;
        double vb = Variance.of(lb).getAsDouble() / lb.length;
        double se = Math.sqrt(va + vb);
        double df = se == 0 ? la.length + lb.length - 2
                : (va + vb) * (va + vb) / (va * va / (la.length - 1) + vb * vb / (lb.length - 1));
        double t = tQuantile(df);
        return new Effect(Math.exp(diff), Math.exp(diff - t * se), Math.exp(diff + t * se), n,
                Effect.Method.UNPAIRED_FORKS);
    }

    /**
     * The claim "a / b is below {@code limit}" (e.g. 1: a takes less time than b).
     *
     * @param effect the effect
     * @param limit  the threshold, {@code > 0}
     * @return holds if the whole interval is below the limit, does not hold if it is at or above
     *         it, inconclusive if it straddles it or is unknown
     */
    public static Verdict below(Effect effect, double limit) {
        Objects.requireNonNull(effect, "effect");
        if (!effect.hasInterval()) {
            return Verdict.INCONCLUSIVE;
        }
        return effect.high() < limit ? Verdict.HOLDS : effect.low() >= limit ? Verdict.DOES_NOT_HOLD
                : Verdict.INCONCLUSIVE;
    }

    /**
     * The claim "a / b is above {@code limit}"; the mirror of {@link #below}.
     *
     * @param effect the effect
     * @param limit  the threshold, {@code > 0}
     * @return holds if the whole interval is above the limit, does not hold if it is at or below
     *         it, inconclusive otherwise
     */
    public static Verdict above(Effect effect, double limit) {
        Objects.requireNonNull(effect, "effect");
        if (!effect.hasInterval()) {
            return Verdict.INCONCLUSIVE;
        }
        return effect.low() > limit ? Verdict.HOLDS : effect.high() <= limit ? Verdict.DOES_NOT_HOLD
                : Verdict.INCONCLUSIVE;
    }

    /**
     * The equivalence claim "a and b differ by less than {@code margin}": the ratio lies in
     * {@code [1 / (1 + margin), 1 + margin]} (symmetric on a log scale; a margin of 0.05 is
     * 0.952 to 1.05).
     *
     * @param effect the effect
     * @param margin the relative margin, e.g. 0.05 for 5%, {@code > 0}
     * @return holds if the whole interval lies inside the margin, does not hold if it lies wholly
     *         outside it, inconclusive otherwise
     * @throws IllegalArgumentException if {@code margin} is not positive
     */
    public static Verdict within(Effect effect, double margin) {
        Objects.requireNonNull(effect, "effect");
        if (!(margin > 0)) {
            throw new IllegalArgumentException("margin must be > 0, was " + margin);
        }
        if (!effect.hasInterval()) {
            return Verdict.INCONCLUSIVE;
        }
        double lo = 1 / (1 + margin);
        double hi = 1 + margin;
        if (effect.low() >= lo && effect.high() <= hi) {
            return Verdict.HOLDS;
        }
        return effect.high() < lo || effect.low() > hi ? Verdict.DOES_NOT_HOLD : Verdict.INCONCLUSIVE;
    }

    /**
     * Rounds a paired effect would need for its 95% interval to shrink to a relative half-width,
     * if the rounds to come spread as these did (the planning question of Kalibera &amp; Jones,
     * "Rigorous benchmarking in reasonable time", ISMM 2013): the smallest {@code m >= 2} with
     * {@code t(m - 1) * s / sqrt(m) <= ln(1 + halfWidth)}, where {@code s}, the standard deviation
     * of the per-round log ratios, is recovered from the interval of the {@code n} rounds
     * measured. For an equivalence claim this is the precision it needs if the two rows are truly
     * equal. An estimate: {@code s} is itself estimated from {@code n} rounds.
     *
     * @param effect    a {@link Effect.Method#PAIRED_ROUNDS} effect
     * @param halfWidth the wanted relative half-width, e.g. 0.10 for an interval within 10% of
     *                  the estimate, {@code > 0}
     * @return the rounds, at most {@link #MAX_PLANNED_ROUNDS} (that value meaning "that many or
     *         more"); empty when the effect has no interval or is not paired by round
     * @throws IllegalArgumentException if {@code halfWidth} is not positive
     */
    public static java.util.OptionalInt roundsFor(Effect effect, double halfWidth) {
        if (!plannable(effect, halfWidth, "halfWidth")) {
            return java.util.OptionalInt.empty();
        }
        return java.util.OptionalInt.of(rounds(effect, Math.log1p(halfWidth)));
    }

    /**
     * Rounds an equivalence claim ({@link #within}) would need to hold if its estimate stayed
     * where it is and the rounds to come spread as these did: the smallest {@code m >= 2} with
     * {@code t(m - 1) * s / sqrt(m) <= ln(1 + margin) - |ln estimate|}, {@code s} recovered as for
     * {@link #roundsFor}. {@link #roundsFor} with the margin answers how many rounds the claim
     * needs if the two rows are truly equal; an estimate of 0.98 against a 5% margin leaves the
     * interval less room below than that, and this counts with it. An estimate.
     *
     * @param effect a {@link Effect.Method#PAIRED_ROUNDS} effect
     * @param margin the claim's relative margin, e.g. 0.05, {@code > 0}
     * @return the rounds, at most {@link #MAX_PLANNED_ROUNDS}, which it also is when the estimate
     *         lies outside the margin (no number of rounds makes the claim hold there); empty
     *         when the effect has no interval or is not paired by round
     * @throws IllegalArgumentException if {@code margin} is not positive
     */
    public static java.util.OptionalInt roundsWithin(Effect effect, double margin) {
        if (!plannable(effect, margin, "margin")) {
            return java.util.OptionalInt.empty();
        }
        return java.util.OptionalInt.of(estimateWithin(effect, margin)
                ? rounds(effect, Math.log1p(margin) - Math.abs(Math.log(effect.estimate()))) : MAX_PLANNED_ROUNDS);
    }

    /**
     * @param effect an effect
     * @param margin a relative margin, e.g. 0.05, {@code > 0}
     * @return whether the estimate itself lies strictly inside {@code (1 / (1 + margin), 1 + margin)}:
     *         only then can more rounds make an equivalence claim ({@link #within}) hold
     * @throws NullPointerException if {@code effect} is null
     */
    public static boolean estimateWithin(Effect effect, double margin) {
        Objects.requireNonNull(effect, "effect");
        return Math.abs(Math.log(effect.estimate())) < Math.log1p(margin);
    }

    /** Whether a plan can rest on the effect (an interval from paired rounds); checks the wanted width. */
    private static boolean plannable(Effect effect, double width, String name) {
        Objects.requireNonNull(effect, "effect");
        if (!(width > 0)) {
            throw new IllegalArgumentException(name + " must be > 0, was " + width);
        }
        return effect.hasInterval() && effect.method() == Effect.Method.PAIRED_ROUNDS && effect.n() >= 2;
    }

    /** The smallest {@code m >= 2} whose t half-width on the log scale is at most {@code target}, capped. */
    private static int rounds(Effect effect, double target) {
        int n = effect.n();
        double spread = Math.log(effect.high() / effect.low()) / 2 / tQuantile(n - 1) * Math.sqrt(n);
        return roundsForSpread(spread, target);
    }

    /**
     * Rounds a paired ratio needs for its 95% interval to reach a half-width on the log scale, given the standard
     * deviation of its per-round log ratios: the smallest {@code m >= 2} with {@code t(m - 1) * spread / sqrt(m) <=
     * target} (as {@link #roundsFor}, from a spread measured directly).
     *
     * @param spread the standard deviation of the per-round log ratios, {@code >= 0} (0.05 is about 5%)
     * @param target the wanted half-width on the log scale, e.g. {@code ln(1.05)}, {@code > 0}
     * @return the rounds, at most {@link #MAX_PLANNED_ROUNDS} (that value meaning "that many or more")
     * @throws IllegalArgumentException if {@code spread} is negative or not finite, or {@code target} not positive
     */
    public static int roundsForSpread(double spread, double target) {
        checkSpread(spread);
        if (!(target > 0)) {
            throw new IllegalArgumentException("target must be > 0, was " + target);
        }
        for (int m = 2; m < MAX_PLANNED_ROUNDS; m++) {
            if (tQuantile(m - 1) * spread / Math.sqrt(m) <= target) {
                return m;
            }
        }
        return MAX_PLANNED_ROUNDS;
    }

    /**
     * The {@link #CONFIDENCE} interval of a standard deviation estimated from {@code n} values: {@code s *
     * sqrt((n - 1) / q)} for the chi-square quantiles {@code q} of {@code n - 1} degrees of freedom at 0.975 and 0.025
     * (normal values). From 3 values it spans about 0.52x to 6.3x the estimate: a spread read from 3 rounds says
     * little on its own.
     *
     * @param spread the sample standard deviation, {@code >= 0} and finite
     * @param n      the values it was computed from, {@code >= 2}
     * @return {@code {low, high}}
     * @throws IllegalArgumentException if {@code spread} is negative or not finite, or {@code n < 2}
     */
    public static double[] spreadInterval(double spread, int n) {
        checkSpread(spread);
        if (n < 2) {
            throw new IllegalArgumentException("a spread needs at least 2 values, got " + n);
        }
        int df = n - 1;
        ChiSquaredDistribution chi = ChiSquaredDistribution.of(df);
        double tail = (1 - CONFIDENCE) / 2;
        return new double[] {spread * Math.sqrt(df / chi.inverseCumulativeProbability(1 - tail)),
            spread * Math.sqrt(df / chi.inverseCumulativeProbability(tail))};
    }

    private static void checkSpread(double spread) {
        if (!(spread >= 0) || Double.isInfinite(spread)) {
            throw new IllegalArgumentException("spread must be >= 0 and finite, was " + spread);
        }
    }

    /** The two-sided {@link #CONFIDENCE} quantile of Student's t with {@code df} degrees of freedom. */
    static double tQuantile(double df) {
        return TDistribution.of(df).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
    }

    private static void check(double[] values, String name) {
        Objects.requireNonNull(values, name);
        if (values.length == 0) {
            throw new IllegalArgumentException(name + ": no forks");
        }
        for (double v : values) {
            if (!(v > 0) || Double.isInfinite(v)) {
                throw new IllegalArgumentException(name + ": every fork's value must be positive and finite, got " + v);
            }
        }
    }
}
