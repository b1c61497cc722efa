package io.github.poolbench.stats;

import java.util.List;

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
 * @param modes     where the rows' forks settled in modes ({@link Mode}): the rounds' ratios grouped by mode, lowest
 *                  ratio first, their rounds summing to {@code n}; empty where they did not (then the estimate is
 *                  a mean that the rounds have)
 */
public record Effect(double estimate, double low, double high, int n, Method method, double reference, String unit,
                     List<Mode> modes) {

    /** Copies {@code modes}. */
    public Effect {
        modes = List.copyOf(modes);
    }

    /** An effect without a known reference level. */
    public Effect(double estimate, double low, double high, int n, Method method) {
        this(estimate, low, high, n, method, Double.NaN, "", List.of());
    }

    /** An effect with a reference level and without modes. */
    public Effect(double estimate, double low, double high, int n, Method method, double reference, String unit) {
        this(estimate, low, high, n, method, reference, unit, List.of());
    }

    /**
     * @param level the reference row's level, in {@code unit}
     * @param unit  its unit, e.g. {@code ns/op}
     * @return this effect with that reference level
     */
    public Effect withReference(double level, String unit) {
        return new Effect(estimate, low, high, n, method, level, unit == null ? "" : unit, modes);
    }

    /**
     * @param modes the rounds' ratios grouped by mode ({@link Mode#of})
     * @return this effect with those modes
     */
    public Effect withModes(List<Mode> modes) {
        return new Effect(estimate, low, high, n, method, reference, unit, modes);
    }

    /**
     * One mode of an effect: the rounds whose ratio a / b fell into one group.
     *
     * @param ratio  the geometric mean of its rounds' ratios, dimensionless
     * @param rounds how many rounds (or forks, across runs) fell into it, at least 1
     */
    public record Mode(double ratio, int rounds) {

        /**
         * @throws IllegalArgumentException if the ratio is not positive or there are no rounds
         */
        public Mode {
            if (!(ratio > 0) || Double.isInfinite(ratio) || rounds < 1) {
                throw new IllegalArgumentException("a mode needs a positive ratio and a round, got " + ratio + " over "
                        + rounds);
            }
        }

        /**
         * Groups ratios into modes: sorted, split at every gap between neighbours (the larger over the smaller) of
         * more than {@code gap}; each group's ratio is the geometric mean of its members weighted by their rounds.
         *
         * @param members ratios with how many rounds each stands for (a round's ratio stands for 1; a run's
         *                mode for its rounds)
         * @param gap     the relative gap that separates two modes, e.g. 0.20
         * @return the modes, lowest ratio first; a single mode when no gap exceeds {@code gap}; empty without members
         */
        public static List<Mode> of(List<Mode> members, double gap) {
            List<Mode> sorted = members.stream().sorted(java.util.Comparator.comparingDouble(Mode::ratio)).toList();
            return Gaps.split(sorted, (a, b) -> b.ratio() / a.ratio() - 1 > gap).stream().map(group -> {
                int rounds = group.stream().mapToInt(Mode::rounds).sum();
                double logs = group.stream().mapToDouble(m -> m.rounds() * Math.log(m.ratio())).sum();
                return new Mode(Math.exp(logs / rounds), rounds);
            }).toList();
        }
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
