package io.github.poolbench.stats;

import java.util.Arrays;
import java.util.Objects;
import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.Variance;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * Ratios of two rows with 95% confidence intervals, from fork means, and the verdicts of
 * threshold and equivalence claims. Pure functions of their arguments; thread-safe.
 */
public final class EffectSizes {

    /** The confidence level of every interval. */
    public static final double CONFIDENCE = 0.95;

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
        double mean = Mean.of(logRatios).getAsDouble();
        int n = logRatios.length;
        if (n < 2) {
            return new Effect(Math.exp(mean), Double.NaN, Double.NaN, n, Effect.Method.PAIRED_ROUNDS);
        }
        double se = Math.sqrt(Variance.of(logRatios).getAsDouble() / n);
        double t = tQuantile(n - 1);
        return new Effect(Math.exp(mean), Math.exp(mean - t * se), Math.exp(mean + t * se), n,
                Effect.Method.PAIRED_ROUNDS);
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

    /** The two-sided {@link #CONFIDENCE} quantile of Student's t with {@code df} degrees of freedom. */
    static double tQuantile(double df) {
        return TDistribution.of(df).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
    }

    private static void check(double[] values, String name) {
        Objects.requireNonNull(values, name);
        if (values.length == 0) {
            throw new IllegalArgumentException(name + ": no fork means");
        }
        for (double v : values) {
            if (!(v > 0) || Double.isInfinite(v)) {
                throw new IllegalArgumentException(name + ": fork means must be positive and finite, got " + v);
            }
        }
    }
}
