package io.github.poolbench.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The random-effects meta-analysis against metafor's worked example and against arithmetic by hand. */
class RandomEffectsTest {

    /**
     * metafor's {@code dat.bcg} (Colditz et al., 1994: 13 trials of the BCG vaccine), as counts: vaccinated with and
     * without tuberculosis, then controls with and without.
     */
    private static final int[][] BCG = {{4, 119, 11, 128}, {6, 300, 29, 274}, {3, 228, 11, 209}, {62, 13536, 248, 12619},
            {33, 5036, 47, 5761}, {180, 1361, 372, 1079}, {8, 2537, 10, 619}, {505, 87886, 499, 87892},
            {29, 7470, 45, 7232}, {17, 1699, 65, 1600}, {186, 50448, 141, 27197}, {5, 2493, 3, 2338},
            {27, 16886, 29, 17825}};

    @Test
    void reproducesMetaforsDerSimonianLairdFitOfTheBcgTrials() {
        // escalc(measure = "RR"): yi = log risk ratio, vi = 1/a - 1/(a+b) + 1/c - 1/(c+d)
        double[] y = new double[BCG.length];
        double[] se = new double[BCG.length];
        for (int i = 0; i < BCG.length; i++) {
            double a = BCG[i][0];
            double b = BCG[i][1];
            double c = BCG[i][2];
            double d = BCG[i][3];
            y[i] = Math.log((a / (a + b)) / (c / (c + d)));
            se[i] = Math.sqrt(1 / a - 1 / (a + b) + 1 / c - 1 / (c + d));
        }
        RandomEffects.Pooled p = RandomEffects.pool(y, se);
        // rma(yi, vi, data = dat, method = "DL"): tau^2 = 0.3088, estimate -0.7141, se 0.1787, Q(df = 12) = 152.2330
        assertThat(p.k()).isEqualTo(13);
        assertThat(p.tau2()).isCloseTo(0.3088, within(5e-5));
        assertThat(p.estimate()).isCloseTo(-0.7141, within(5e-5));
        assertThat(p.q()).isCloseTo(152.2330, within(5e-5));
        assertThat(p.i2()).isCloseTo(0.9212, within(5e-5));
        // Hartung-Knapp: se = sqrt(q / sum w*) with q = 1.0220 here (above 1, so not truncated): 0.1787 * sqrt(q)
        double scale = p.se() / 0.178742;
        assertThat(scale * scale).isCloseTo(1.0220, within(1e-3));
        assertThat(p.se()).isCloseTo(0.18070, within(5e-5));
        double t12 = 2.178812829667228;
        assertThat(p.low()).isCloseTo(p.estimate() - t12 * p.se(), within(1e-12));
        assertThat(p.high()).isCloseTo(p.estimate() + t12 * p.se(), within(1e-12));
        // prediction: mu +- t(11) sqrt(tau^2 + se^2), t(0.975, 11) = 2.200985160
        double half = 2.200985160 * Math.sqrt(p.tau2() + p.se() * p.se());
        assertThat(p.predLow()).isCloseTo(p.estimate() - half, within(1e-8));
        assertThat(p.predHigh()).isCloseTo(p.estimate() + half, within(1e-8));
    }

    @Test
    void studiesThatAgreeMoreThanTheirErrorsSayHaveNoSpreadAndTheKnownErrorInterval() {
        // three equal estimates of error 0.1: Q = 0, tau^2 = 0, the residual variance 0 is raised to 1
        RandomEffects.Pooled p = RandomEffects.pool(new double[] {0.05, 0.05, 0.05}, new double[] {0.1, 0.1, 0.1});
        assertThat(p.tau2()).isZero();
        assertThat(p.i2()).isZero();
        assertThat(p.estimate()).isCloseTo(0.05, within(1e-15));
        assertThat(p.se()).isCloseTo(0.1 / Math.sqrt(3), within(1e-15));
        double t2 = 4.302652729911275;
        assertThat(p.high() - p.estimate()).isCloseTo(t2 * 0.1 / Math.sqrt(3), within(1e-9));
        // prediction with t(1) = 12.706204736
        assertThat(p.predHigh() - p.estimate()).isCloseTo(12.706204736 * 0.1 / Math.sqrt(3), within(1e-8));
    }

    @Test
    void twoStudiesFarApartByHand() {
        // y = 0 and 0.2, se 0.05 each: w = 400, fixed 0.1, Q = 400 * 0.01 * 2 = 8, c = 800 - 320000 / 800 = 400,
        // tau^2 = (8 - 1) / 400 = 0.0175; w* = 1 / 0.02 = 50 each, mu = 0.1, residual = 50 * 0.01 * 2 = 1, se = sqrt(1 / 100)
        RandomEffects.Pooled p = RandomEffects.pool(new double[] {0, 0.2}, new double[] {0.05, 0.05});
        assertThat(p.q()).isCloseTo(8, within(1e-12));
        assertThat(p.tau2()).isCloseTo(0.0175, within(1e-12));
        assertThat(p.estimate()).isCloseTo(0.1, within(1e-12));
        assertThat(p.se()).isCloseTo(0.1, within(1e-12));
        assertThat(p.high()).isCloseTo(0.1 + 12.706204736174698 * 0.1, within(1e-9));
        assertThat(p.hasPrediction()).isFalse();
    }

    @Test
    void oneStudyIsItsOwnEstimateWithoutSpread() {
        RandomEffects.Pooled p = RandomEffects.pool(new double[] {0.3}, new double[] {0.1});
        assertThat(p.estimate()).isEqualTo(0.3);
        assertThat(p.low()).isCloseTo(0.3 - 0.1959964, within(1e-7));
        assertThat(p.tau2()).isNaN();
        assertThat(p.hasPrediction()).isFalse();
    }

    @Test
    void theErrorOfALogRatioFromItsTInterval() {
        // paired ratio 1.2 [1.1, 1.309...] from 4 rounds: half-width on the log scale t(3) * se
        double se = 0.02;
        double t3 = 3.182446305284263;
        double low = Math.exp(Math.log(1.2) - t3 * se);
        double high = Math.exp(Math.log(1.2) + t3 * se);
        assertThat(RandomEffects.logSe(low, high, 3)).isCloseTo(se, within(1e-12));
    }

    @Test
    void badInputIsRefusedWithWhatWasWrong() {
        assertThatThrownBy(() -> RandomEffects.pool(new double[0], new double[0]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least one study");
        assertThatThrownBy(() -> RandomEffects.pool(new double[] {1, 2}, new double[] {0.1}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2 estimates, 1 errors");
        assertThatThrownBy(() -> RandomEffects.pool(new double[] {1}, new double[] {0}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("errors finite and > 0");
        assertThatThrownBy(() -> RandomEffects.pool(new double[] {Double.NaN}, new double[] {1}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("finite");
        assertThatThrownBy(() -> RandomEffects.logSe(1.2, 1.1, 3))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("[1.2, 1.1], df 3");
        assertThatThrownBy(() -> RandomEffects.logSe(0.9, 1.1, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("df 0");
    }
}
