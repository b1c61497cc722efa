package io.github.poolbench.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The two-level variance components of Kalibera and Jones, against values computed by hand and simulated designs. */
class VarianceComponentsTest {

    private static double[] exp(double... logs) {
        double[] v = new double[logs.length];
        for (int i = 0; i < logs.length; i++) {
            v[i] = 100 * Math.exp(logs[i]);
        }
        return v;
    }

    @Test
    void componentsByHand() {
        // logs {0, 0.2} and {0.4, 0.6}: T1 = mean(0.02, 0.02) = 0.02; T2 = var(0.1, 0.5) = 0.08; S2 = 0.08 - 0.02 / 2
        VarianceComponents c = VarianceComponents.of(List.of(exp(0, 0.2), exp(0.4, 0.6)));
        assertThat(c.within()).isCloseTo(0.02, within(1e-12));
        assertThat(c.between()).isCloseTo(0.07, within(1e-12));
        assertThat(c.iterations()).isEqualTo(2);
        assertThat(c.forks()).isEqualTo(2);
        assertThat(c.forkMeanVariance(2)).isCloseTo(0.08, within(1e-12));
        assertThat(c.forkMeanVariance(1)).isCloseTo(0.09, within(1e-12));
    }

    @Test
    void aForkLevelSpreadSmallerThanItsSamplingErrorReadsAsNone() {
        // fork means equal, iterations spread: T2 = 0 < T1 / n
        VarianceComponents c = VarianceComponents.of(List.of(exp(-0.1, 0.1), exp(0.1, -0.1)));
        assertThat(c.between()).isZero();
        assertThat(c.within()).isCloseTo(0.02, within(1e-12));
        assertThat(c.optimalIterations(1, 4)).isEmpty();
    }

    @Test
    void simulatedDesignsRecoverTheirComponents() {
        Random random = new Random(11);
        double sdWithin = 0.10;
        double sdBetween = 0.05;
        List<double[]> forks = new ArrayList<>();
        for (int f = 0; f < 4000; f++) {
            double level = sdBetween * random.nextGaussian();
            double[] logs = new double[5];
            for (int i = 0; i < logs.length; i++) {
                logs[i] = level + sdWithin * random.nextGaussian();
            }
            forks.add(exp(logs));
        }
        VarianceComponents c = VarianceComponents.of(forks);
        assertThat(Math.sqrt(c.within())).isCloseTo(sdWithin, within(0.003));
        assertThat(Math.sqrt(c.between())).isCloseTo(sdBetween, within(0.004));
    }

    @Test
    void theBestIterationCountMinimisesTimeTimesVariance() {
        // sqrt(c2 / c1 * S1^2 / S2^2) = sqrt(4 / 1 * 0.04 / 0.01) = 4 exactly
        VarianceComponents c = new VarianceComponents(0.04, 0.01, 3, 10);
        assertThat(c.optimalIterations(1, 4)).hasValue(4);
        for (int n = 1; n <= 40; n++) {
            assertThat(c.cost(4, 1, 4)).isLessThanOrEqualTo(c.cost(n, 1, 4));
        }
        assertThat(c.cost(4, 1, 4)).isCloseTo((4 + 4) * (0.01 + 0.01), within(1e-12));
        // dear forks and noisy iterations favour long forks; cheap forks and quiet iterations short ones
        assertThat(c.optimalIterations(0.1, 10)).hasValue(20);
        assertThat(new VarianceComponents(0.001, 0.04, 3, 10).optimalIterations(1, 4)).hasValue(1);
        assertThat(c.optimalIterations(1, 0)).hasValue(1);
    }

    @Test
    void roundShiftsTakeOutWhatEveryRowSharedInItsRound() {
        double[] drift = {0, 0.2, -0.1, 0.3};
        List<List<double[]>> rows = new ArrayList<>();
        for (double base : new double[] {0, 1, 2}) {
            List<double[]> row = new ArrayList<>();
            for (double d : drift) {
                row.add(exp(base + d - 0.01, base + d + 0.01));
            }
            rows.add(row);
        }
        double[] shifts = VarianceComponents.roundShifts(rows);
        double meanDrift = (0 + 0.2 - 0.1 + 0.3) / 4;
        for (int k = 0; k < drift.length; k++) {
            assertThat(shifts[k]).isCloseTo(drift[k] - meanDrift, within(1e-12));
        }
        assertThat(VarianceComponents.of(rows.get(1)).between()).isGreaterThan(0.02);
        assertThat(VarianceComponents.of(rows.get(1), shifts).between()).isCloseTo(0, within(1e-12));
        assertThat(VarianceComponents.of(rows.get(1), shifts).within()).isCloseTo(0.0002, within(1e-12));
    }

    @Test
    void rowsReadTogetherLoseTheirSharedDriftButKeepTheirOwnSpread() {
        Random random = new Random(5);
        int rounds = 3000;
        double[] drift = new double[rounds];
        for (int k = 0; k < rounds; k++) {
            drift[k] = 0.2 * random.nextGaussian();
        }
        List<List<double[]>> rows = new ArrayList<>();
        for (int r = 0; r < 3; r++) {
            List<double[]> row = new ArrayList<>();
            for (int k = 0; k < rounds; k++) {
                double level = r + drift[k] + 0.1 * random.nextGaussian();
                row.add(exp(level + 0.05 * random.nextGaussian(), level + 0.05 * random.nextGaussian()));
            }
            rows.add(row);
        }
        List<VarianceComponents> read = VarianceComponents.ofRows(rows);
        assertThat(read).hasSize(3);
        for (int r = 0; r < 3; r++) {
            assertThat(Math.sqrt(read.get(r).between())).isCloseTo(0.1, within(0.006));
            assertThat(Math.sqrt(read.get(r).within())).isCloseTo(0.05, within(0.002));
            // read alone, the round's drift counts as the row's own spread
            assertThat(Math.sqrt(VarianceComponents.of(rows.get(r)).between())).isCloseTo(Math.sqrt(0.05), within(0.01));
        }
        assertThat(VarianceComponents.ofRows(rows.subList(0, 1)).get(0)).isEqualTo(VarianceComponents.of(rows.get(0)));
    }

    @Test
    void roundShiftsUseTheRoundsEveryRowHas() {
        List<double[]> longRow = List.of(exp(0, 0), exp(0.2, 0.2), exp(0.4, 0.4));
        List<double[]> shortRow = List.of(exp(1, 1), exp(1.2, 1.2));
        double[] shifts = VarianceComponents.roundShifts(List.of(longRow, shortRow));
        assertThat(shifts).hasSize(2);
        assertThat(shifts[0]).isCloseTo(-0.1, within(1e-12));
        assertThat(shifts[1]).isCloseTo(0.1, within(1e-12));
        assertThat(VarianceComponents.roundShifts(List.of())).isEmpty();
    }

    @Test
    void badInputIsRejectedWithTheReason() {
        assertThatThrownBy(() -> VarianceComponents.of(List.of(exp(0, 1))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("need >= 2 forks, had 1");
        assertThatThrownBy(() -> VarianceComponents.of(List.of(exp(0), exp(1))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("need >= 2 iterations per fork");
        assertThatThrownBy(() -> VarianceComponents.of(List.of(exp(0, 1), exp(0, 1, 2))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("fork 1 has 3 iterations, fork 0 has 2");
        assertThatThrownBy(() -> VarianceComponents.of(List.of(exp(0, 1), new double[] {1, -1})))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("positive and finite, got -1.0");
        assertThatThrownBy(() -> VarianceComponents.of(List.of(exp(0, 1), exp(0, 1)), new double[1]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1 round shifts for 2 forks");
        assertThatThrownBy(() -> VarianceComponents.of(null)).isInstanceOf(NullPointerException.class);
        VarianceComponents c = new VarianceComponents(0.01, 0.01, 3, 3);
        assertThatThrownBy(() -> c.optimalIterations(0, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("iterationSeconds must be > 0");
        assertThatThrownBy(() -> c.cost(3, 1, -1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("forkOverheadSeconds must be >= 0");
        assertThatThrownBy(() -> c.forkMeanVariance(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("perFork must be >= 1");
        assertThatThrownBy(() -> new VarianceComponents(-0.1, 0, 3, 3))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("finite and >= 0");
        assertThatThrownBy(() -> new VarianceComponents(0.1, 0, 1, 3))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("need >= 2 iterations and >= 2 forks");
    }
}
