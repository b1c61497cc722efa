package io.github.poolbench.stats;

/**
 * A ratio of two rows' scores with its 95% confidence interval (or, for
 * {@link Method#FORKS_LEVEL}, one row's level in its own unit).
 *
 * @param estimate the ratio a / b (geometric mean of the per-round ratios for
 *                 {@link Method#PAIRED_ROUNDS}), dimensionless; for {@link Method#FORKS_LEVEL}
 *                 the row's geometric mean in its unit; NaN when it cannot be estimated
 * @param low      lower end of the 95% confidence interval; NaN with fewer than two rounds
 * @param high     upper end of the 95% confidence interval; NaN with fewer than two rounds
 * @param n        rounds (paired), forks of the smaller row (unpaired) or forks of the row
 *                 (level) the interval rests on
 * @param method   how the interval was computed
 * @param reference the reference row b's level: the geometric mean of the values the ratio divides by (its fork
 *                  means, or per-fork percentiles), in {@code unit}; NaN where not known (a level, a ratio of ratios)
 * @param unit      the unit of {@code reference}, JMH's {@code scoreUnit} (e.g. {@code ns/op}, {@code ops/ms}); empty
 *                  where not known
 */
public record Effect(double estimate, double low, double high, int n, Method method, double reference, String unit) {

    /** An effect without a known reference level. */
    public Effect(double estimate, double low, double high, int n, Method method) {
        this(estimate, low, high, n, method, Double.NaN, "");
    }

    /**
     * @param level the reference row's level, in {@code unit}
     * @param unit  its unit, e.g. {@code ns/op}
     * @return this effect with that reference level
     */
    public Effect withReference(double level, String unit) {
        return new Effect(estimate, low, high, n, method, level, unit == null ? "" : unit);
    }


    /** How an effect's interval was computed. */
    public enum Method {
        /**
         * Paired by round: the log of a/b in each round, their mean and a Student-t 95% interval
         * over rounds, exponentiated. Drift of the machine between rounds cancels.
         */
        PAIRED_ROUNDS("paired t over rounds (log ratios)"),
        /**
         * Unpaired: Welch's t 95% interval on the difference of the mean log fork means. Used
         * when the rows' forks were not run in the same rounds (or their counts differ): drift
         * between the rows' forks is not removed.
         */
        UNPAIRED_FORKS("Welch t over forks (log means), unpaired"),
        /**
         * Not a ratio: one row's level in its own unit, the geometric mean of one value per fork
         * with a Student-t 95% interval over forks (logs), exponentiated. Drift between rounds
         * stays in the interval.
         */
        FORKS_LEVEL("Student t over forks (logs), one row's level");

        private final String description;

        Method(String description) {
            this.description = description;
        }

        /** @return a short description, e.g. for a legend or a CSV column */
        public String description() {
            return description;
        }
    }

    /** @return whether the interval is known (two rounds or more, positive scores) */
    public boolean hasInterval() {
        return !Double.isNaN(low) && !Double.isNaN(high);
    }

    /** @return the larger of high / estimate and estimate / low, minus one: the relative half-width */
    public double relativeHalfWidth() {
        return hasInterval() ? Math.max(high / estimate, estimate / low) - 1 : Double.NaN;
    }
}
