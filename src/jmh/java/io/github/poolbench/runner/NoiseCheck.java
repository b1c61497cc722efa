package io.github.poolbench.runner;

import io.github.poolbench.claims.ClaimCatalog;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.stats.EffectSizes;
import io.github.poolbench.text.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.apache.commons.statistics.descriptive.Variance;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/**
 * A noise check ({@code mvn -Pnoise}), read before a run is planned: it runs only the A/A pairs that the A/A claim
 * reads and says, from the spread of their per-round log ratio (the largest of a suite and JDK's pairs: the claim
 * holds only where each pair's does), how many rounds an A/A ratio of 1.00 would need for its 95% interval to fit the
 * claim catalog's margin ({@link EffectSizes#roundsForSpread}), with the spread's own 95% interval ({@link #check}).
 * A run's rounds are chosen in its plan, before its first fork, and a run is not stopped or lengthened on its noise:
 * so the reading belongs before the plan, not during the run.
 *
 * <p>Only the spread is read, never a pair's ratio.
 *
 * <p>An A/A pair is two rows of one suite, JDK and mode that differ only by the suffix {@code Again}: in the benchmark
 * method's name ({@code sizedBuilder} / {@code sizedBuilderAgain}) or in one parameter's value ({@code reuse} /
 * {@code reuseAgain}); the check reads those the A/A claim reads ({@link #readByClaimAa}). Pure functions;
 * thread-safe.
 */
final class NoiseCheck {

    /** The fewest rounds a check reads: two rounds give a spread of one degree of freedom. */
    static final int MIN_ROUNDS = 3;

    /** The suffix that names a row's A/A twin. */
    static final String AGAIN = "Again";

    private NoiseCheck() {
    }

    /**
     * Two rows measuring the same code under two names.
     *
     * @param base  the suite's baseline row
     * @param again its twin
     */
    record Pair(InterleavedRun.Row base, InterleavedRun.Row again) {
    }

    /**
     * @param rows the rows of a run
     * @return its A/A pairs that its suite's A/A claim reads ({@link #readByClaimAa}), in the order of their
     *         base rows
     * @throws NullPointerException if {@code rows} is null
     */
    static List<Pair> pairs(List<InterleavedRun.Row> rows) {
        List<Pair> pairs = new ArrayList<>();
        for (InterleavedRun.Row base : rows) {
            for (InterleavedRun.Row again : rows) {
                if (twins(base, again) && readByClaimAa(base)) {
                    pairs.add(new Pair(base, again));
                }
            }
        }
        return pairs;
    }

    /**
     * Whether the A/A pair of this base row is one its suite's A/A claim reads, as the claim catalog defines it
     * ({@link ClaimCatalog#aaReads}). The others are the same control beside other rows, kept for the pages: the
     * overhead suite's {@code allocateAgain} is a pool of every benchmark, yet only {@code shared1} at 32 chars decides
     * the A/A claim, and its two-thread {@code handoff} pair spread 2-5x as much on a noisy host.
     *
     * @param base the base row of an A/A pair
     * @return whether the suite's A/A claim reads the pair
     */
    static boolean readByClaimAa(InterleavedRun.Row base) {
        String method = base.benchmark().substring(base.benchmark().lastIndexOf('.') + 1);
        return ClaimCatalog.standard().aaReads(base.suite(), method, base.params());
    }

    private static boolean twins(InterleavedRun.Row base, InterleavedRun.Row again) {
        if (base.suite() != again.suite() || !base.jvm().equals(again.jvm()) || base.mode() != again.mode()) {
            return false;
        }
        if (again.benchmark().equals(base.benchmark() + AGAIN)) {
            return again.params().equals(base.params());
        }
        if (!again.benchmark().equals(base.benchmark()) || !again.params().keySet().equals(base.params().keySet())) {
            return false;
        }
        int differing = 0;
        boolean suffixed = false;
        for (Map.Entry<String, String> e : base.params().entrySet()) {
            String other = again.params().get(e.getKey());
            if (!other.equals(e.getValue())) {
                differing++;
                suffixed = other.equals(e.getValue() + AGAIN);
            }
        }
        return differing == 1 && suffixed;
    }

    /**
     * The standard deviation of {@code ln(again[k] / base[k])} over the rounds both have.
     *
     * @param base  the base row's fork scores, in round order, all {@code > 0}
     * @param again its twin's, in the same order
     * @return the spread; NaN with fewer than two rounds
     * @throws IllegalArgumentException if a score is not positive and finite
     */
    static double spread(List<Double> base, List<Double> again) {
        int n = Math.min(base.size(), again.size());
        double[] logRatios = new double[n];
        for (int k = 0; k < n; k++) {
            double a = again.get(k);
            double b = base.get(k);
            if (!usable(a) || !usable(b)) {
                throw new IllegalArgumentException("fork scores must be positive and finite, got " + b + " and " + a);
            }
            logRatios[k] = Math.log(a / b);
        }
        return n < 2 ? Double.NaN : Math.sqrt(Variance.of(logRatios).getAsDouble());
    }

    /** Whether a score has a log: positive and finite. */
    private static boolean usable(double score) {
        return score > 0 && !Double.isInfinite(score);
    }

    private static boolean usable(List<Double> scores) {
        return scores.stream().allMatch(NoiseCheck::usable);
    }

    /**
     * @param byWhere per suite and JDK with a usable A/A pair, the reading of its largest spread
     * @param rounds  the rounds read
     */
    private record Readings(Map<Where, Reading> byWhere, int rounds) {
    }

    /** The readings of a check's spreads; empty before {@link #MIN_ROUNDS} rounds or without a usable pair. */
    private static Optional<Readings> readings(List<InterleavedRun.Row> rows,
                                               Map<InterleavedRun.Row, List<Double>> scores) {
        Spreads spreads = spreads(rows, scores);
        if (spreads.largest().isEmpty() || spreads.rounds() < MIN_ROUNDS) {
            return Optional.empty();
        }
        Map<Where, Reading> byWhere = new LinkedHashMap<>();
        spreads.largest().forEach((where, largest) -> byWhere.put(where, Reading.of(largest, spreads.rounds())));
        return Optional.of(new Readings(byWhere, spreads.rounds()));
    }

    /**
     * The answer of a noise check ({@code mvn -Pnoise}), which ran only the A/A pairs: per suite, each JDK's spread
     * and the rounds its A/A needs at it, with the spread's 95% interval ({@link EffectSizes#spreadInterval}, one
     * pair's at the check's rounds) and the rounds at its two
     * ends, and what a full run of the suite with the most rounds would take on this machine, beside its default
     * plan: enough even at the intervals' tops, too few even at their bottoms, or undecided. Three rounds read a spread
     * only to within about 0.5x-6x, so one quiet check is weak evidence of a quiet machine: on a noisy host the quiet
     * 3-round readings were consistent with chance ({@code docs/evidence/sweep-noisy-host.md}). A host may also
     * change between the check and the run: the check advises, it does not promise.
     *
     * @param rows            the check's rows (A/A pairs)
     * @param scores          each row's fork scores, in round order
     * @param secondsPerRound per suite, the estimated seconds of one round of its full run (every row, every JDK)
     * @param defaultRounds   per suite, the rounds its full run has by default
     * @return one line per suite with a usable pair, in the order of {@code rows}; empty before {@link #MIN_ROUNDS}
     *         rounds
     * @throws NullPointerException if an argument is null, or a suite of {@code rows} is missing from a map
     */
    static List<String> check(List<InterleavedRun.Row> rows, Map<InterleavedRun.Row, List<Double>> scores,
                              Map<Suite, Double> secondsPerRound, Map<Suite, Integer> defaultRounds) {
        Optional<Readings> read = readings(rows, scores);
        if (read.isEmpty()) {
            return List.of();
        }
        Map<Where, Reading> readings = read.get().byWhere();
        int roundsRead = read.get().rounds();
        Map<Suite, List<Where>> bySuite = new LinkedHashMap<>();
        readings.keySet().forEach(where -> bySuite.computeIfAbsent(where.suite(), k -> new ArrayList<>()).add(where));
        List<String> lines = new ArrayList<>();
        bySuite.forEach((suite, wheres) -> {
            // the suite's most rounds, at the estimates and at the intervals' ends: its JDKs share the rounds
            int needed = wheres.stream().mapToInt(w -> readings.get(w).needed()).max().orElseThrow();
            int atLow = wheres.stream().mapToInt(w -> readings.get(w).neededAtLow()).max().orElseThrow();
            int atHigh = wheres.stream().mapToInt(w -> readings.get(w).neededAtHigh()).max().orElseThrow();
            double perRound = Objects.requireNonNull(secondsPerRound.get(suite), suite.stem());
            int planned = Objects.requireNonNull(defaultRounds.get(suite), suite.stem());
            String verdict = planned >= atHigh ? "is enough even at the top of the intervals"
                    : planned < atLow ? "is too few even at their bottom"
                    : "may or may not be enough: a check of more rounds (-Dpoolbench.rounds) narrows the intervals";
            lines.add("poolbench noise check, " + suite.stem() + " (" + Numbers.count(roundsRead, "round")
                    + "): A/A spread " + String.join(", ", wheres.stream().map(w -> "JDK " + w.jdk() + " "
                    + readings.get(w)).toList()) + "; a full " + suite.stem() + " run with " + rounds(needed)
                    + " takes about " + (needed >= EffectSizes.MAX_PLANNED_ROUNDS ? "more than " : "")
                    + InterleavedRun.duration(perRound * needed) + " here (" + InterleavedRun.duration(perRound)
                    + " a round by its settings); its default " + rounds(planned) + ", about "
                    + InterleavedRun.duration(perRound * planned) + ", " + verdict);
        });
        return lines;
    }

    /** Where a spread was read: a suite on one JDK. */
    private record Where(Suite suite, int jdk) {
        @Override
        public String toString() {
            return suite.stem() + " JDK " + jdk;
        }
    }

    /**
     * @param largest per suite and JDK with a usable pair, the largest spread of its pairs (the A/A claim holds only where
     *                every pair's interval fits: the noisiest decides)
     * @param rounds the fewest rounds a usable pair has ({@code Integer.MAX_VALUE} without one)
     */
    private record Spreads(Map<Where, Double> largest, int rounds) {
    }

    private static Spreads spreads(List<InterleavedRun.Row> rows, Map<InterleavedRun.Row, List<Double>> scores) {
        Objects.requireNonNull(scores, "scores");
        Map<Where, List<Double>> spreads = new LinkedHashMap<>();
        int rounds = Integer.MAX_VALUE;
        for (Pair p : pairs(rows)) {
            List<Double> base = scores.getOrDefault(p.base(), List.of());
            List<Double> again = scores.getOrDefault(p.again(), List.of());
            if (!usable(base) || !usable(again)) {
                continue; // a score of 0 has no log ratio; the report says what it makes of such a row
            }
            rounds = Math.min(rounds, Math.min(base.size(), again.size()));
            spreads.computeIfAbsent(new Where(p.base().suite(), p.base().jvm().major()), k -> new ArrayList<>())
                    .add(spread(base, again));
        }
        Map<Where, Double> largest = new LinkedHashMap<>();
        spreads.forEach((where, s) -> largest.put(where,
                s.stream().mapToDouble(Double::doubleValue).max().orElseThrow()));
        return new Spreads(largest, rounds);
    }

    /**
     * A spread read from some rounds, its 95% interval and the rounds an A/A needs at each.
     *
     * @param spread       the spread (the largest of a suite and JDK's pairs)
     * @param low          the low end of its interval
     * @param high         the high end
     * @param needed       the rounds an A/A at 1.00 needs at the spread
     * @param neededAtLow  at the low end
     * @param neededAtHigh at the high end
     */
    private record Reading(double spread, double low, double high, int needed, int neededAtLow, int neededAtHigh) {

        /** The reading of {@code spread} from {@code rounds} rounds ({@link EffectSizes#spreadInterval}). */
        static Reading of(double spread, int rounds) {
            double[] interval = EffectSizes.spreadInterval(spread, rounds);
            return new Reading(spread, interval[0], interval[1], roundsNeeded(spread), roundsNeeded(interval[0]),
                    roundsNeeded(interval[1]));
        }

        /** E.g. {@code 19.9% (67 rounds; 95% interval 10.3%-124.8%: 20 to 1000+ rounds)}. */
        @Override
        public String toString() {
            return Numbers.percent(spread) + " (" + rounds(needed) + "; 95% interval " + Numbers.percent(low) + "-"
                    + Numbers.percent(high) + ": " + (neededAtLow == neededAtHigh ? rounds(neededAtLow)
                    : neededAtLow + " to " + rounds(neededAtHigh)) + ")";
        }
    }

    private static int roundsNeeded(double spread) {
        return EffectSizes.roundsForSpread(spread, Math.log1p(ClaimCatalog.standard().aaMargin()));
    }

    private static String rounds(int n) {
        return n >= EffectSizes.MAX_PLANNED_ROUNDS ? EffectSizes.MAX_PLANNED_ROUNDS + "+ rounds"
                : Numbers.count(n, "round");
    }

    /**
     * For a noise check: the JMH options of its command line that change how a fork measures (iterations, their time,
     * threads, mode, JVM arguments). A fork measured otherwise than a full run's spreads otherwise, so what the check
     * says a full run needs may not hold; {@code -p} and a benchmark pattern only choose the pairs, and pass.
     *
     * @param cli the parsed command line
     * @return a line naming them, or empty when the check measures as a full run does
     */
    static Optional<String> otherSettings(CommandLineOptions cli) {
        Map<String, Boolean> given = new java.util.LinkedHashMap<>();
        given.put("-wi", cli.getWarmupIterations().hasValue());
        given.put("-i", cli.getMeasurementIterations().hasValue());
        given.put("-w", cli.getWarmupTime().hasValue());
        given.put("-r", cli.getMeasurementTime().hasValue());
        given.put("-t", cli.getThreads().hasValue());
        given.put("-bm", !cli.getBenchModes().isEmpty());
        given.put("-jvmArgs", cli.getJvmArgs().hasValue());
        given.put("-jvmArgsAppend", cli.getJvmArgsAppend().hasValue());
        given.put("-jvmArgsPrepend", cli.getJvmArgsPrepend().hasValue());
        List<String> changed = given.entrySet().stream().filter(Map.Entry::getValue).map(Map.Entry::getKey).toList();
        return changed.isEmpty() ? Optional.empty() : Optional.of("poolbench: this check measures with "
                + String.join(", ", changed) + " given, a full run with the benchmarks' own settings: a fork measured"
                + " otherwise spreads otherwise, so what it says a full run needs holds only for those settings");
    }

    /**
     * A noise check's answer, the lines it prints after its last round: per suite, how many
     * rounds an A/A needs at this noise ({@link #check}), then the settings it measured with where
     * they are not a full run's ({@link #otherSettings}).
     *
     * @param rows            the A/A pairs' rows
     * @param perRow          each row's forks, in round order
     * @param secondsPerRound per suite, the seconds a round of its full run takes
     * @param defaultRounds   per suite, the rounds a full run makes by default
     * @param rounds          the rounds the check ran
     * @param cli             its command line
     * @return the lines, each starting {@code poolbench: }
     */
    static List<String> answer(List<InterleavedRun.Row> rows,
                               Map<InterleavedRun.Row, List<org.openjdk.jmh.results.BenchmarkResult>> perRow,
                               Map<Suite, Double> secondsPerRound, Map<Suite, Integer> defaultRounds, int rounds,
                               CommandLineOptions cli) {
        Map<InterleavedRun.Row, List<Double>> scores = new LinkedHashMap<>();
        perRow.forEach((row, forks) -> scores.put(row,
                forks.stream().map(f -> f.getPrimaryResult().getScore()).toList()));
        List<String> lines = new ArrayList<>(check(rows, scores, secondsPerRound, defaultRounds));
        if (lines.isEmpty()) {
            // fewer than MIN_ROUNDS rounds are refused before the first fork
            lines.add("poolbench: a noise check reads the A/A pairs' scores, and no pair had a positive score in each"
                    + " of its " + Numbers.count(rounds, "round") + "; it has nothing to say");
        }
        otherSettings(cli).ifPresent(lines::add);
        return lines;
    }
}
