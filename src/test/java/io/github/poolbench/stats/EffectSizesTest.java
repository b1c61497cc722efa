package io.github.poolbench.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.github.poolbench.runner.Interleaving;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.apache.commons.statistics.inference.TTest;
import org.junit.jupiter.api.Test;

/** The statistics of the conclusions, against values computed by hand and by Commons Statistics' t-test. */
class EffectSizesTest {

    @Test
    void pairedRatioIsTheGeometricMeanWithAStudentTInterval() {
        // log ratios 0.1, 0.2, 0.3: mean 0.2, sd 0.1, se 0.1 / sqrt(3); t(0.975, 2) = 4.302652730
        double[] b = {100, 200, 50};
        double[] a = {100 * Math.exp(0.1), 200 * Math.exp(0.2), 50 * Math.exp(0.3)};
        Effect e = EffectSizes.pairedRatio(a, b);
        double half = 4.302652730 * 0.1 / Math.sqrt(3);
        assertThat(e.estimate()).isCloseTo(Math.exp(0.2), within(1e-12));
        assertThat(e.low()).isCloseTo(Math.exp(0.2 - half), within(1e-9));
        assertThat(e.high()).isCloseTo(Math.exp(0.2 + half), within(1e-9));
        assertThat(e.n()).isEqualTo(3);
        assertThat(e.method()).isEqualTo(Effect.Method.PAIRED_ROUNDS);
        assertThat(e.low()).isCloseTo(0.952740, within(1e-6));
        assertThat(e.high()).isCloseTo(1.565826, within(1e-6));
    }

    @Test
    void theIntervalExcludesOneExactlyWhenThePairedTTestRejectsAtFivePercent() {
        Random random = new Random(7);
        for (int trial = 0; trial < 200; trial++) {
            int n = 3 + random.nextInt(10);
            double[] a = new double[n];
            double[] b = new double[n];
            for (int k = 0; k < n; k++) {
                b[k] = 50 + 100 * random.nextDouble();
                a[k] = b[k] * Math.exp(0.05 * random.nextGaussian() + 0.02 * (trial % 5 - 2));
            }
            Effect e = EffectSizes.pairedRatio(a, b);
            double[] la = Arrays.stream(a).map(Math::log).toArray();
            double[] lb = Arrays.stream(b).map(Math::log).toArray();
            double p = TTest.withDefaults().pairedTest(la, lb).getPValue();
            boolean excludesOne = e.low() > 1 || e.high() < 1;
            if (Math.abs(p - 0.05) > 1e-9) {
                assertThat(excludesOne).as("trial %d: p = %s, CI [%s, %s]", trial, p, e.low(), e.high())
                        .isEqualTo(p < 0.05);
            }
        }
    }

    @Test
    void oneRoundHasNoIntervalAndDecidesNothing() {
        Effect e = EffectSizes.pairedRatio(new double[] {2}, new double[] {1});
        assertThat(e.estimate()).isEqualTo(2.0);
        assertThat(e.hasInterval()).isFalse();
        assertThat(EffectSizes.below(e, 3)).isEqualTo(Verdict.INCONCLUSIVE);
        assertThat(EffectSizes.within(e, 0.05)).isEqualTo(Verdict.INCONCLUSIVE);
    }

    @Test
    void unpairedRatioUsesWelchsInterval() {
        // logs of a: 0, 0.2 (mean 0.1, var 0.02); logs of b: 0, 0 (mean 0, var 0): se = sqrt(0.02 / 2) = 0.1,
        // Welch df = (0.01)^2 / (0.01^2 / 1) = 1, t(0.975, 1) = 12.70620474
        Effect e = EffectSizes.unpairedRatio(new double[] {1, Math.exp(0.2)}, new double[] {1, 1});
        assertThat(e.estimate()).isCloseTo(Math.exp(0.1), within(1e-12));
        assertThat(e.high()).isCloseTo(Math.exp(0.1 + 12.70620474 * 0.1), within(1e-6));
        assertThat(e.method()).isEqualTo(Effect.Method.UNPAIRED_FORKS);
    }

    @Test
    void verdictsReadTheWholeInterval() {
        Effect below = new Effect(0.8, 0.7, 0.9, 10, Effect.Method.PAIRED_ROUNDS);
        Effect straddles = new Effect(0.98, 0.9, 1.08, 10, Effect.Method.PAIRED_ROUNDS);
        Effect above = new Effect(1.3, 1.2, 1.4, 10, Effect.Method.PAIRED_ROUNDS);
        assertThat(EffectSizes.below(below, 1)).isEqualTo(Verdict.HOLDS);
        assertThat(EffectSizes.below(straddles, 1)).isEqualTo(Verdict.INCONCLUSIVE);
        assertThat(EffectSizes.below(above, 1)).isEqualTo(Verdict.DOES_NOT_HOLD);
        assertThat(EffectSizes.above(above, 1.1)).isEqualTo(Verdict.HOLDS);
        assertThat(EffectSizes.above(below, 1)).isEqualTo(Verdict.DOES_NOT_HOLD);
        assertThat(EffectSizes.within(new Effect(1.0, 0.97, 1.03, 10, Effect.Method.PAIRED_ROUNDS), 0.05))
                .isEqualTo(Verdict.HOLDS);
        assertThat(EffectSizes.within(straddles, 0.05)).isEqualTo(Verdict.INCONCLUSIVE);
        assertThat(EffectSizes.within(above, 0.05)).isEqualTo(Verdict.DOES_NOT_HOLD);
        assertThat(straddles.relativeHalfWidth()).isCloseTo(1.08 / 0.98 - 1, within(1e-12));
    }

    @Test
    void aSpreadsIntervalComesFromTheChiSquareQuantiles() {
        // 3 values, 2 degrees of freedom: chi-square quantiles 7.377758908 (0.975) and 0.050635616 (0.025)
        double[] three = EffectSizes.spreadInterval(0.1, 3);
        assertThat(three[0]).isCloseTo(0.1 * Math.sqrt(2 / 7.377758908), within(1e-9));
        assertThat(three[1]).isCloseTo(0.1 * Math.sqrt(2 / 0.050635616), within(1e-8));
        // 10 values, 9 degrees of freedom: 19.02276781 and 2.700389522
        double[] ten = EffectSizes.spreadInterval(0.1, 10);
        assertThat(ten[0]).isCloseTo(0.1 * Math.sqrt(9 / 19.02276781), within(1e-9));
        assertThat(ten[1]).isCloseTo(0.1 * Math.sqrt(9 / 2.700389522), within(1e-9));
        assertThat(EffectSizes.spreadInterval(0, 3)).containsExactly(0, 0);
        assertThatThrownBy(() -> EffectSizes.spreadInterval(0.1, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a spread needs at least 2 values, got 1");
        assertThatThrownBy(() -> EffectSizes.spreadInterval(-0.1, 3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("spread must be >= 0 and finite, was -0.1");
    }

    @Test
    void roundsForSpreadPlansFromASpreadMeasuredDirectly() {
        // sd 0.2: t(18) 2.1009 * 0.2 / sqrt(19) = 0.0964 > ln 1.1 = 0.0953; t(19) 2.0930 * 0.2 / sqrt(20) = 0.0936
        // sd 0.15 to +-5% (the A/A margin): 38 rounds reach 0.0493 > ln 1.05 = 0.0488, 39 reach 0.0486
        assertThat(EffectSizes.roundsForSpread(0.2, Math.log(1.1))).isEqualTo(20);
        assertThat(EffectSizes.roundsForSpread(0.15, Math.log(1.05))).isEqualTo(39);
        assertThat(EffectSizes.roundsForSpread(0, Math.log(1.05))).isEqualTo(2);
        assertThat(EffectSizes.roundsForSpread(5, 0.01)).isEqualTo(EffectSizes.MAX_PLANNED_ROUNDS);
        assertThatThrownBy(() -> EffectSizes.roundsForSpread(-0.1, 0.05)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("spread must be >= 0 and finite, was -0.1");
        assertThatThrownBy(() -> EffectSizes.roundsForSpread(Double.NaN, 0.05))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> EffectSizes.roundsForSpread(0.1, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("target must be > 0, was 0.0");
    }

    @Test
    void geometricMeanIsALevelWithAStudentTIntervalOverForks() {
        // logs 1, 2, 3 of three forks' values: mean 2, sd 1, se 1 / sqrt(3); t(0.975, 2) = 4.302652730
        Effect e = EffectSizes.geometricMean(new double[] {Math.exp(1), Math.exp(2), Math.exp(3)});
        double half = 4.302652730 / Math.sqrt(3);
        assertThat(e.estimate()).isCloseTo(Math.exp(2), within(1e-12));
        // relative: t is given to ten digits
        assertThat(e.low()).isCloseTo(Math.exp(2 - half), withinPercentage(1e-7));
        assertThat(e.high()).isCloseTo(Math.exp(2 + half), withinPercentage(1e-7));
        assertThat(e.n()).isEqualTo(3);
        assertThat(e.method()).isEqualTo(Effect.Method.FORKS_LEVEL);
        // in its unit, not a ratio: the same interval as the ratio to a row of ones, scaled
        Effect ratio = EffectSizes.pairedRatio(new double[] {300, 100, 200}, new double[] {1, 1, 1});
        Effect level = EffectSizes.geometricMean(new double[] {300, 100, 200});
        assertThat(level.low()).isCloseTo(ratio.low(), within(1e-9));
        assertThat(level.high()).isCloseTo(ratio.high(), within(1e-9));
        Effect one = EffectSizes.geometricMean(new double[] {42});
        assertThat(one.estimate()).isCloseTo(42.0, within(1e-12));
        assertThat(one.hasInterval()).isFalse();
        assertThatThrownBy(() -> EffectSizes.geometricMean(new double[] {}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("values: no forks");
        assertThatThrownBy(() -> EffectSizes.geometricMean(new double[] {1, Double.NaN}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("positive and finite, got NaN");
        assertThatThrownBy(() -> EffectSizes.geometricMean(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void badInputIsRefusedClearly() {
        assertThatThrownBy(() -> EffectSizes.pairedRatio(new double[] {1, 2}, new double[] {1}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("one fork per round");
        assertThatThrownBy(() -> EffectSizes.pairedRatio(new double[] {}, new double[] {}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no forks");
        assertThatThrownBy(() -> EffectSizes.pairedRatio(new double[] {0}, new double[] {1}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("positive");
        assertThatThrownBy(() -> EffectSizes.unpairedRatio(null, new double[] {1}))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> EffectSizes.within(new Effect(1, 1, 1, 2, Effect.Method.PAIRED_ROUNDS), 0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /**
     * The point of interleaving, simulated: a machine that slows down by 30% over the run, two
     * rows of identical code (true ratio 1), 10 forks each, 3% noise per fork. Run one row's forks
     * after the other's (JMH's order), the unpaired ratio is far from 1 and its interval excludes
     * 1: a difference that does not exist. Run in rounds in random order ({@link Interleaving}),
     * the paired ratio's interval contains 1 and the A/A equivalence (5%) holds.
     */
    @Test
    void interleavingRemovesASimulatedDriftBetweenTwoIdenticalRows() {
        int rounds = 10;
        Random noise = new Random(42);
        // Sequential: row 0's forks at times 0..9, row 1's at 10..19 of 20 slots.
        double[] seqA = new double[rounds];
        double[] seqB = new double[rounds];
        for (int k = 0; k < rounds; k++) {
            seqA[k] = machine(k, 2 * rounds, noise);
            seqB[k] = machine(rounds + k, 2 * rounds, noise);
        }
        Effect sequential = EffectSizes.unpairedRatio(seqB, seqA);
        assertThat(sequential.low()).as("sequential forks: a drift reads as a difference").isGreaterThan(1.0);
        assertThat(EffectSizes.within(sequential, 0.05)).isEqualTo(Verdict.DOES_NOT_HOLD);

        // Interleaved: the same 20 slots, in rounds of both rows in random order.
        double[] a = new double[rounds];
        double[] b = new double[rounds];
        List<Interleaving.Slot> schedule = Interleaving.schedule(2, rounds, 1234);
        List<Double> times = new ArrayList<>();
        for (int slot = 0; slot < schedule.size(); slot++) {
            Interleaving.Slot s = schedule.get(slot);
            double t = machine(slot, schedule.size(), noise);
            times.add(t);
            (s.row() == 0 ? a : b)[s.round()] = t;
        }
        Effect interleaved = EffectSizes.pairedRatio(b, a);
        assertThat(interleaved.low()).isLessThan(1.0);
        assertThat(interleaved.high()).isGreaterThan(1.0);
        assertThat(EffectSizes.within(interleaved, 0.05)).isEqualTo(Verdict.HOLDS);
    }

    /** 100 ns of work on a machine that is 30% slower at the end of the run, 1.5% noise per fork. */
    private static double machine(int slot, int slots, Random noise) {
        return 100 * (1 + 0.3 * slot / (slots - 1)) * Math.exp(0.015 * noise.nextGaussian());
    }
}
