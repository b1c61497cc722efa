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

    /** The cap of {@link #roundsForSpread}: a plan that needs this many rounds or more. */
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
     * Rounds a paired ratio needs for its 95% interval to reach a half-width on the log scale, given the standard
     * deviation of its per-round log ratios: the smallest {@code m >= 2} with {@code t(m - 1) * spread / sqrt(m) <=
     * target}.
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
