package io.github.poolbench.stats;

import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.Variance;

/**
 * Where a row's noise lies: between the measurement iterations of one fork, or between forks.
 * The two-level design of Kalibera and Jones ("Rigorous benchmarking in reasonable time", ISMM
 * 2013, sections 4-5): level 1 is the iteration, level 2 the VM invocation (a fork). On the log
 * of the scores, so both components are relative (0.1 is about 10%).
 *
 * <p>With {@code n} iterations per fork, {@code T1} the mean over forks of the variance of one
 * fork's log iterations and {@code T2} the variance of the forks' mean logs, the estimators are
 * {@code S1^2 = T1} and {@code S2^2 = T2 - T1 / n} (floored at 0: a fork-level component
 * smaller than its sampling error reads as none). A fork mean then varies by
 * {@code S2^2 + S1^2 / n}; the forks' spread can shrink only with more forks, the iterations'
 * also with more iterations per fork.
 *
 * <p>In an interleaved run every row has one fork per round, and a ratio is read per round, so
 * what the machine did to all rows of a round (its drift) cancels. {@link #of(List, double[])}
 * takes that shared shift of each round out of the fork means before {@code T2} is formed
 * ({@link #roundShifts(List)} estimates it from all rows; {@link #ofRows(List)} does both), so
 * that {@code S2^2} is the fork-level spread a paired ratio still sees.
 *
 * @param within     {@code S1^2}: the variance of one iteration's log score about its fork's mean
 * @param between    {@code S2^2}: the variance of the forks' true mean log scores, {@code >= 0}
 * @param iterations measurement iterations per fork the estimate rests on, {@code >= 2}
 * @param forks      forks the estimate rests on, {@code >= 2}
 */
public record VarianceComponents(double within, double between, int iterations, int forks) {

    /**
     * @throws IllegalArgumentException if a variance is negative or not finite, or fewer than two
     *         iterations or forks are given
     */
    public VarianceComponents {
        if (!(within >= 0) || !(between >= 0) || Double.isInfinite(within) || Double.isInfinite(between)) {
            throw new IllegalArgumentException("variances must be finite and >= 0, were " + within + " and " + between);
        }
        if (iterations < 2 || forks < 2) {
            throw new IllegalArgumentException("need >= 2 iterations and >= 2 forks, had " + iterations + " and " + forks);
        }
    }

    /**
     * Estimates the components of one row from its forks' measurement iterations, with no round
     * shift taken out.
     *
     * @param forks as for {@link #of(List, double[])}
     * @return the components, on the log scale
     * @throws NullPointerException     as for {@link #of(List, double[])}
     * @throws IllegalArgumentException as for {@link #of(List, double[])}
     */
    public static VarianceComponents of(List<double[]> forks) {
        Objects.requireNonNull(forks, "forks");
        return of(forks, new double[forks.size()]);
    }

    /**
     * Estimates the components of one row from its forks' measurement iterations, each fork's
     * mean log score less the shift its round shared with the other rows.
     *
     * @param forks      each fork's iteration scores (any unit, all {@code > 0} and finite), fork
     *                   {@code k} from round {@code k}; every fork has the same number of
     *                   iterations, at least two, and there are at least two forks
     * @param roundShift per fork, the log shift of its round (0 for none), as many as forks
     * @return the components, on the log scale
     * @throws NullPointerException     if an argument or a fork is null
     * @throws IllegalArgumentException if there are fewer than two forks, a fork has fewer than
     *         two iterations or another count than the first, a score is not positive and finite,
     *         or the shifts are not as many as the forks or not finite
     */
    public static VarianceComponents of(List<double[]> forks, double[] roundShift) {
        return estimate(forks, roundShift, 1);
    }

    /**
     * Estimates the components of several rows of one run, each with the shift its rounds shared
     * with the other rows ({@link #roundShifts(List)}) taken out. Since that shift is estimated
     * from the rows themselves, this row among them, a row's residual fork means vary by
     * {@code 1 - 1 / rows} of its true spread (for rows alike); {@code T2} is scaled back by
     * {@code rows / (rows - 1)} before {@code T1 / n} is subtracted. Each row is read over the
     * rounds every row has. One row alone has no shift taken out.
     *
     * @param rows per row, its forks' iteration scores in round order, each row as for {@link #of(List, double[])}
     * @return the components of each row, in order
     * @throws NullPointerException     if an argument, a row or a fork is null
     * @throws IllegalArgumentException as for {@link #of(List, double[])}, over the common rounds
     */
    public static List<VarianceComponents> ofRows(List<List<double[]>> rows) {
        Objects.requireNonNull(rows, "rows");
        if (rows.size() < 2) {
            return rows.stream().map(VarianceComponents::of).toList();
        }
        double[] shifts = roundShifts(rows);
        double scale = rows.size() / (rows.size() - 1.0);
        return rows.stream().map(r -> estimate(r.subList(0, shifts.length), shifts, scale)).toList();
    }

    private static VarianceComponents estimate(List<double[]> forks, double[] roundShift, double t2Scale) {
        Objects.requireNonNull(forks, "forks");
        Objects.requireNonNull(roundShift, "roundShift");
        if (forks.size() < 2) {
            throw new IllegalArgumentException("need >= 2 forks, had " + forks.size());
        }
        if (roundShift.length != forks.size()) {
            throw new IllegalArgumentException(roundShift.length + " round shifts for " + forks.size() + " forks");
        }
        int n = Objects.requireNonNull(forks.get(0), "fork 0").length;
        if (n < 2) {
            throw new IllegalArgumentException("need >= 2 iterations per fork, fork 0 had " + n);
        }
        double[] forkVariances = new double[forks.size()];
        double[] forkMeans = new double[forks.size()];
        for (int f = 0; f < forks.size(); f++) {
            double[] logs = logs(forks.get(f), f);
            if (logs.length != n) {
                throw new IllegalArgumentException("fork " + f + " has " + logs.length + " iterations, fork 0 has " + n);
            }
            if (!Double.isFinite(roundShift[f])) {
                throw new IllegalArgumentException("round shift " + f + " is not finite: " + roundShift[f]);
            }
            forkVariances[f] = Variance.of(logs).getAsDouble();
            forkMeans[f] = Mean.of(logs).getAsDouble() - roundShift[f];
        }
        double t1 = Mean.of(forkVariances).getAsDouble();
        double t2 = Variance.of(forkMeans).getAsDouble() * t2Scale;
        return new VarianceComponents(t1, Math.max(0, t2 - t1 / n), n, forks.size());
    }

    /**
     * The shift of each round that all rows shared: for round {@code k}, the mean over rows of
     * (fork {@code k}'s mean log score minus the row's mean over its first {@code R} forks), where
     * {@code R} is the fewest forks any row has. A round in which the machine ran 5% slow for
     * every row gets a shift of about {@code ln 1.05} (for a time per op; throughput rows shift
     * the other way, and a mix of both cancels, so pass rows of one kind).
     *
     * @param rows per row, its forks' iteration scores in round order (all {@code > 0} and finite)
     * @return {@code R} shifts, one per round; empty when there are no rows
     * @throws NullPointerException     if an argument, a row or a fork is null
     * @throws IllegalArgumentException if a fork is empty or a score is not positive and finite
     */
    public static double[] roundShifts(List<List<double[]>> rows) {
        Objects.requireNonNull(rows, "rows");
        if (rows.isEmpty()) {
            return new double[0];
        }
        int rounds = rows.stream().mapToInt(r -> Objects.requireNonNull(r, "row").size()).min().orElse(0);
        double[] shift = new double[rounds];
        for (List<double[]> row : rows) {
            double[] means = new double[rounds];
            for (int k = 0; k < rounds; k++) {
                double[] logs = logs(row.get(k), k);
                if (logs.length == 0) {
                    throw new IllegalArgumentException("fork " + k + " has no iterations");
                }
                means[k] = Mean.of(logs).getAsDouble();
            }
            double rowMean = rounds == 0 ? 0 : Mean.of(means).getAsDouble();
            for (int k = 0; k < rounds; k++) {
                shift[k] += (means[k] - rowMean) / rows.size();
            }
        }
        return shift;
    }

    private static double[] logs(double[] scores, int fork) {
        Objects.requireNonNull(scores, "fork " + fork);
        double[] logs = new double[scores.length];
        for (int i = 0; i < scores.length; i++) {
            if (!(scores[i] > 0) || Double.isInfinite(scores[i])) {
                throw new IllegalArgumentException("fork " + fork + ": scores must be positive and finite, got "
                        + scores[i]);
            }
            logs[i] = Math.log(scores[i]);
        }
        return logs;
    }

    /**
     * @param perFork measurement iterations per fork, {@code >= 1}
     * @return the variance of one fork's mean log score with that many iterations:
     *         {@code between + within / perFork}
     * @throws IllegalArgumentException if {@code perFork < 1}
     */
    public double forkMeanVariance(int perFork) {
        if (perFork < 1) {
            throw new IllegalArgumentException("perFork must be >= 1, was " + perFork);
        }
        return between + within / perFork;
    }

    /**
     * The iterations per fork that give the narrowest interval for the time spent (Kalibera and
     * Jones, 2013, section 5): {@code ceil(sqrt(forkOverhead / iteration * within / between))},
     * at least 1.
     *
     * @param iterationSeconds    the time of one measurement iteration, {@code > 0}
     * @param forkOverheadSeconds the time of a fork besides its measurement iterations (the JVM's
     *                            start, warmup, teardown), {@code >= 0}
     * @return the iterations; empty when {@link #between} is 0 (no fork-level spread: then longer
     *         forks are always the better buy)
     * @throws IllegalArgumentException if a time is not finite, or {@code iterationSeconds} is not
     *         positive, or {@code forkOverheadSeconds} is negative
     */
    public OptionalInt optimalIterations(double iterationSeconds, double forkOverheadSeconds) {
        checkCosts(iterationSeconds, forkOverheadSeconds);
        if (between == 0) {
            return OptionalInt.empty();
        }
        double best = Math.ceil(Math.sqrt(forkOverheadSeconds / iterationSeconds * within / between));
        return OptionalInt.of((int) Math.max(1, Math.min(best, Integer.MAX_VALUE)));
    }

    /**
     * The time a design spends for a given precision, in seconds times log-variance: a fork's time
     * multiplied by the variance of its mean. The forks needed for an interval of a given width
     * are proportional to the variance, so two designs' values compare the machine time each
     * needs for the same interval.
     *
     * @param perFork             measurement iterations per fork, {@code >= 1}
     * @param iterationSeconds    as for {@link #optimalIterations(double, double)}
     * @param forkOverheadSeconds as for {@link #optimalIterations(double, double)}
     * @return {@code (forkOverheadSeconds + perFork * iterationSeconds) * forkMeanVariance(perFork)}
     * @throws IllegalArgumentException as {@link #optimalIterations(double, double)} and
     *         {@link #forkMeanVariance(int)} do
     */
    public double cost(int perFork, double iterationSeconds, double forkOverheadSeconds) {
        checkCosts(iterationSeconds, forkOverheadSeconds);
        return (forkOverheadSeconds + perFork * iterationSeconds) * forkMeanVariance(perFork);
    }

    private static void checkCosts(double iterationSeconds, double forkOverheadSeconds) {
        if (!(iterationSeconds > 0) || Double.isInfinite(iterationSeconds)) {
            throw new IllegalArgumentException("iterationSeconds must be > 0 and finite, was " + iterationSeconds);
        }
        if (!(forkOverheadSeconds >= 0) || Double.isInfinite(forkOverheadSeconds)) {
            throw new IllegalArgumentException("forkOverheadSeconds must be >= 0 and finite, was "
                    + forkOverheadSeconds);
        }
    }
}
