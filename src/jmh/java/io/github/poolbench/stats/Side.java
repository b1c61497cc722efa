package io.github.poolbench.stats;

import java.util.Objects;

/**
 * Where a claim wants the 95% interval of its ratio, relative to its threshold: the three tests
 * of {@link EffectSizes}, as a value a finding can carry (so that a reader of
 * {@code claims.csv}, or code that combines findings, knows what the threshold means). Pure
 * functions; thread-safe.
 */
public enum Side {
    /** Holds when the whole interval lies below the threshold ({@link EffectSizes#below}). */
    BELOW("below"),
    /** Holds when the whole interval lies above the threshold ({@link EffectSizes#above}). */
    ABOVE("above"),
    /**
     * An equivalence claim: the threshold is a relative margin, and the claim holds when the
     * whole interval lies inside {@code [1 / (1 + margin), 1 + margin]} ({@link EffectSizes#within}).
     */
    WITHIN("within");

    private final String text;

    Side(String text) {
        this.text = text;
    }

    /** @return {@code below}, {@code above} or {@code within}, e.g. for a CSV column */
    public String text() {
        return text;
    }

    /**
     * @param effect    the effect
     * @param threshold the claim's threshold ratio, or its margin for {@link #WITHIN}; {@code > 0}
     * @return the verdict of the matching {@link EffectSizes} test
     * @throws IllegalArgumentException if {@link #WITHIN}'s margin is not positive
     */
    public Verdict verdict(Effect effect, double threshold) {
        return switch (this) {
            case BELOW -> EffectSizes.below(effect, threshold);
            case ABOVE -> EffectSizes.above(effect, threshold);
            case WITHIN -> EffectSizes.within(effect, threshold);
        };
    }

    /**
     * The ratios that separate the verdicts of a claim on this side.
     *
     * @param threshold the claim's threshold ratio, or its margin for {@link #WITHIN}; {@code > 0}
     * @return the threshold, or for {@link #WITHIN} the margin's two ends {@code 1 / (1 + margin)}
     *         and {@code 1 + margin}, ascending
     * @throws IllegalArgumentException if the threshold is not positive
     */
    public java.util.List<Double> edges(double threshold) {
        if (!(threshold > 0)) {
            throw new IllegalArgumentException("threshold must be > 0, was " + threshold);
        }
        return this == WITHIN ? java.util.List.of(1 / (1 + threshold), 1 + threshold) : java.util.List.of(threshold);
    }

    /**
     * How far a decided verdict is from changing: the smallest distance, on a log scale, between
     * an end of the interval and an edge of the claim (the threshold; for {@link #WITHIN} both
     * ends of the margin). Shifting the whole interval by less than this (a factor of
     * {@code exp(slack)}) leaves the verdict as it is. Meant for holds and does not hold; for an
     * inconclusive effect it is the distance to the nearest edge, which the interval straddles.
     *
     * @param effect    an effect with an interval
     * @param threshold as for {@link #verdict}
     * @return the distance in natural-log units, {@code >= 0}
     * @throws IllegalArgumentException if the effect has no interval, or the threshold is not
     *                                  positive
     */
    public double slack(Effect effect, double threshold) {
        Objects.requireNonNull(effect, "effect");
        if (!effect.hasInterval()) {
            throw new IllegalArgumentException("an effect without an interval has no slack: " + effect);
        }
        double slack = Double.POSITIVE_INFINITY;
        for (double edge : edges(threshold)) {
            for (double end : new double[] {effect.low(), effect.high()}) {
                slack = Math.min(slack, Math.abs(Math.log(end) - Math.log(edge)));
            }
        }
        return slack;
    }
}
