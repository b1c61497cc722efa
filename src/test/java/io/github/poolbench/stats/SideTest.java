package io.github.poolbench.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The three tests a claim's threshold can mean, and how far a verdict is from changing. */
class SideTest {

    private static Effect ci(double low, double high) {
        return new Effect(Math.sqrt(low * high), low, high, 10, Effect.Method.PAIRED_ROUNDS);
    }

    @Test
    void eachSideGivesTheVerdictOfItsEffectSizesTest() {
        Random random = new Random(11);
        for (int trial = 0; trial < 500; trial++) {
            double low = 0.5 + random.nextDouble();
            Effect e = ci(low, low * (1 + random.nextDouble() * 0.4));
            double t = 0.7 + random.nextDouble() * 0.8;
            double m = 0.02 + random.nextDouble() * 0.2;
            assertThat(Side.BELOW.verdict(e, t)).isEqualTo(EffectSizes.below(e, t));
            assertThat(Side.ABOVE.verdict(e, t)).isEqualTo(EffectSizes.above(e, t));
            assertThat(Side.WITHIN.verdict(e, m)).isEqualTo(EffectSizes.within(e, m));
        }
    }

    @Test
    void slackIsTheLogDistanceFromTheNearerEndToTheThreshold() {
        // holds, 0.80 to 0.90 below 1: 10% more would reach 0.99, 1/0.9 reaches 1
        assertThat(Side.BELOW.slack(ci(0.80, 0.90), 1.0)).isCloseTo(Math.log(1 / 0.90), within(1e-12));
        // does not hold, 1.10 to 1.30 at or above 1: the low end is ln 1.1 from it
        assertThat(Side.BELOW.slack(ci(1.10, 1.30), 1.0)).isCloseTo(Math.log(1.10), within(1e-12));
        assertThat(Side.ABOVE.slack(ci(2.5, 4.0), 3.0)).isCloseTo(Math.log(3.0 / 2.5), within(1e-12));
    }

    @Test
    void slackOfAnEquivalenceIsTheDistanceToTheNearerEdgeOfItsMargin() {
        // margin 10%: edges 1/1.1 = 0.909 and 1.1
        // 0.95 is ln(0.95 * 1.1) = 0.044 above the low edge, 1.05 is ln(1.1 / 1.05) = 0.047 below the high one
        assertThat(Side.WITHIN.slack(ci(0.95, 1.05), 0.10)).isCloseTo(Math.log(0.95 * 1.10), within(1e-12));
        assertThat(Side.WITHIN.slack(ci(0.93, 1.02), 0.10)).isCloseTo(Math.log(0.93 * 1.10), within(1e-12));
        // wholly outside, above: the low end is ln(1.2 / 1.1) from the upper edge
        assertThat(Side.WITHIN.slack(ci(1.20, 1.40), 0.10)).isCloseTo(Math.log(1.20 / 1.10), within(1e-12));
    }

    @Test
    void shiftingTheIntervalByLessThanItsSlackKeepsTheVerdict() {
        Random random = new Random(5);
        for (int trial = 0; trial < 500; trial++) {
            double low = 0.6 + random.nextDouble();
            Effect e = ci(low, low * (1 + random.nextDouble() * 0.3));
            for (Side side : Side.values()) {
                double t = side == Side.WITHIN ? 0.05 + random.nextDouble() * 0.2 : 0.8 + random.nextDouble() * 0.6;
                Verdict v = side.verdict(e, t);
                if (v == Verdict.INCONCLUSIVE) {
                    continue;
                }
                double s = side.slack(e, t);
                for (double f : new double[] {Math.exp(0.99 * s), Math.exp(-0.99 * s)}) {
                    Effect shifted = ci(e.low() * f, e.high() * f);
                    assertThat(side.verdict(shifted, t)).as("%s %s threshold %s shifted by %s", side, e, t, f)
                            .isEqualTo(v);
                }
                // by a little more than its slack, one direction changes it
                double g = Math.exp(1.01 * s);
                assertThat(side.verdict(ci(e.low() * g, e.high() * g), t) != v
                        || side.verdict(ci(e.low() / g, e.high() / g), t) != v).as("%s %s threshold %s", side, e, t)
                        .isTrue();
            }
        }
    }

    @Test
    void slackNeedsAnIntervalAndAPositiveThreshold() {
        Effect none = new Effect(1.2, Double.NaN, Double.NaN, 1, Effect.Method.PAIRED_ROUNDS);
        assertThatThrownBy(() -> Side.BELOW.slack(none, 1.0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("an effect without an interval has no slack");
        assertThatThrownBy(() -> Side.WITHIN.slack(ci(0.9, 1.1), 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("threshold must be > 0, was 0.0");
    }

    @Test
    void textsAreTheCsvValues() {
        assertThat(Side.BELOW.text()).isEqualTo("below");
        assertThat(Side.ABOVE.text()).isEqualTo("above");
        assertThat(Side.WITHIN.text()).isEqualTo("within");
    }
}
