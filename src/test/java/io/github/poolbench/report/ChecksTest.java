package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.poolbench.stats.Effect;
import io.github.poolbench.stats.Side;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Combining the findings of one claim on several rows ({@link Checks#all}). */
class ChecksTest {

    private static Finding finding(String row, double low, double high, double threshold, Side side) {
        Effect e = new Effect(Math.sqrt(low * high), low, high, 20, Effect.Method.PAIRED_ROUNDS);
        return new Finding(Verdict.of(side.verdict(e, threshold)), row, Optional.of(e), threshold, side);
    }

    @Test
    void aClaimThatHoldsOnEveryRowCarriesTheRowClosestToNotHolding() {
        // S4 of run 20261124T202436Z-6f1a76c on JDK 25, pooledCommons / sizedBuilder "above 1": the
        // 256-char row has the wider interval, the 4096-char row decides (its low end is nearest 1)
        Finding at32 = finding("32", 1.60, 1.90, 1.0, Side.ABOVE);
        Finding at256 = finding("256", 1.84, 2.30, 1.0, Side.ABOVE);
        Finding at4096 = finding("4096", 1.03, 1.25, 1.0, Side.ABOVE);
        for (List<Finding> order : List.of(List.of(at32, at256, at4096), List.of(at4096, at256, at32))) {
            Finding all = Checks.all(order);
            assertThat(all.verdict()).isEqualTo(Verdict.HOLDS);
            assertThat(all.effect()).isEqualTo(at4096.effect());
            assertThat(all.threshold()).isEqualTo(1.0);
            assertThat(all.side()).isEqualTo(Side.ABOVE);
        }
    }

    @Test
    void anEquivalenceThatHoldsCarriesTheRowNearestAnEdgeOfItsMargin() {
        Finding centred = finding("a", 0.97, 1.03, 0.05, Side.WITHIN);
        Finding nearLowEdge = finding("b", 0.955, 1.00, 0.05, Side.WITHIN);
        Finding wideButCentred = finding("c", 0.96, 1.04, 0.05, Side.WITHIN);
        Finding all = Checks.all(List.of(centred, wideButCentred, nearLowEdge));
        assertThat(all.verdict()).isEqualTo(Verdict.HOLDS);
        assertThat(all.effect()).isEqualTo(nearLowEdge.effect());
    }

    @Test
    void aClaimThatDoesNotHoldCarriesItsClearestCounterexample() {
        Finding holds = finding("32", 0.70, 0.90, 1.0, Side.BELOW);
        Finding barely = finding("256", 1.01, 1.60, 1.0, Side.BELOW);
        Finding clearly = finding("4096", 1.30, 1.40, 1.0, Side.BELOW);
        Finding open = finding("8192", 0.90, 1.10, 1.0, Side.BELOW);
        Finding all = Checks.all(List.of(holds, barely, clearly, open));
        assertThat(all.verdict()).isEqualTo(Verdict.DOES_NOT_HOLD);
        assertThat(all.effect()).isEqualTo(clearly.effect());
        assertThat(all.evidence()).isEqualTo("32; 256; 4096; 8192");
    }

    @Test
    void anInconclusiveClaimCarriesItsWidestInconclusiveRow() {
        Finding holds = finding("32", 0.20, 0.90, 1.0, Side.BELOW);
        Finding narrow = finding("256", 0.95, 1.02, 1.0, Side.BELOW);
        Finding wide = finding("4096", 0.80, 1.30, 1.0, Side.BELOW);
        Finding all = Checks.all(List.of(holds, narrow, wide));
        assertThat(all.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
        assertThat(all.effect()).isEqualTo(wide.effect());
    }

    @Test
    void aCounterexampleDecidesEvenBesideMissingRowsWhichOtherwiseKeepAClaimFromHolding() {
        Finding fails = finding("32", 1.08, 1.09, 0.05, Side.WITHIN);
        Finding missing = Finding.noData("no row of the contender (a partial run?)");
        Finding otherRun = new Finding(Verdict.NOT_COMPARABLE, "another run");
        Finding open = finding("256", 0.97, 1.06, 0.05, Side.WITHIN);
        Finding holds = finding("4096", 0.99, 1.01, 0.05, Side.WITHIN);
        Finding all = Checks.all(List.of(holds, missing, fails, otherRun, open));
        assertThat(all.verdict()).isEqualTo(Verdict.DOES_NOT_HOLD);
        assertThat(all.effect()).isEqualTo(fails.effect());
        assertThat(all.evidence()).contains("a partial run?");
        assertThat(Checks.all(List.of(holds, open, otherRun, missing)).verdict()).isEqualTo(Verdict.NO_DATA);
        assertThat(Checks.all(List.of(holds, otherRun, open)).verdict()).isEqualTo(Verdict.NOT_COMPARABLE);
        assertThat(Checks.all(List.of(holds, open)).verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    }

    @Test
    void aRowWithAnIntervalIsCarriedBeforeOneWithout() {
        Finding counted = new Finding(Verdict.HOLDS, "B/op 0 vs 56");
        Finding ratio = finding("256", 0.50, 0.60, 1.0, Side.BELOW);
        Finding all = Checks.all(List.of(counted, ratio));
        assertThat(all.effect()).isEqualTo(ratio.effect());
        assertThat(Checks.all(List.of(counted)).effect()).isEmpty();
        assertThat(Checks.all(List.of()).verdict()).isEqualTo(Verdict.NO_DATA);
    }

    @Test
    void aThresholdComesWithItsSide() {
        assertThatThrownBy(() -> new Finding(Verdict.HOLDS, "x", Optional.empty(), 1.0, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a finding has a threshold and its side, or neither: threshold 1.0, side null");
        assertThatThrownBy(() -> new Finding(Verdict.HOLDS, "x", Optional.empty(), Double.NaN, Side.BELOW))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aRatioCellNamesAMissingRowAndMarksTheBaselinesOwnLine() {
        BenchmarkResult a = row("a", List.of(List.of(8.0), List.of(9.0), List.of(10.0)));
        BenchmarkResult b = row("b", List.of(List.of(10.0), List.of(10.0), List.of(10.0)));
        assertThat(Checks.ratioCell(Optional.of(a), Optional.empty())).isEqualTo("n/a");
        assertThat(Checks.ratioCell(Optional.empty(), Optional.of(b))).isEqualTo("n/a");
        assertThat(Checks.ratioCell(Optional.of(b), Optional.of(b))).isEqualTo("–");
        assertThat(Checks.ratioCell(Optional.of(a), Optional.of(b))).isEqualTo(Checks.ratioCell(a, b))
                .startsWith("0.90 [");
    }

    @Test
    void rowsMissingForTheSameReasonAreNamedOnce() {
        // a shift claim on three lengths, on a JDK without the configuration: three rows, one reason
        Finding missing = Finding.noData("row under both configurations");
        Finding all = Checks.all(List.of(missing, missing, finding("4096", 1.2, 1.4, 0.10, Side.WITHIN)));
        assertThat(all.verdict()).isEqualTo(Verdict.DOES_NOT_HOLD);
        assertThat(all.evidence().split("; ")).hasSize(2);
        assertThat(Checks.all(List.of(missing, missing)).evidence()).isEqualTo(missing.evidence());
    }

    private static BenchmarkResult row(String method, List<List<Double>> forks) {
        return new BenchmarkResult("x." + method, method, java.util.Map.of(), "avgt", 1, 9.0, Double.NaN, "ns/op",
                Double.NaN, java.util.Map.of(), forks, java.util.Map.of());
    }

    private static BenchmarkResult thrpt(String method, List<List<Double>> forks) {
        return new BenchmarkResult("x.Bench." + method, method, java.util.Map.of(), "thrpt", 1, 1, Double.NaN,
                "ops/ms", Double.NaN, java.util.Map.of(), forks, java.util.Map.of());
    }

    @Test
    void whereARowsForksSettledInModesTheEffectCarriesTheRoundsByMode() {
        // gcpressure's pooled: 1 of 5 forks at a third of the others; sized steady at 20 ops/ms
        BenchmarkResult pooled = thrpt("pooled", List.of(List.of(21.0, 21.2), List.of(7.0, 7.1), List.of(20.8, 21.0),
                List.of(21.1, 21.1), List.of(20.9, 21.0)));
        BenchmarkResult sized = thrpt("sized", List.of(List.of(20.0, 20.1), List.of(20.0, 20.0), List.of(19.9, 20.1),
                List.of(20.1, 20.0), List.of(20.0, 20.0)));
        assertThat(pooled.bimodal()).isTrue();

        Effect e = Checks.effect(pooled, sized).orElseThrow();

        assertThat(e.modes()).extracting(Effect.Mode::rounds).containsExactly(1, 4);
        assertThat(e.modes().get(0).ratio()).isCloseTo(7.05 / 20.0, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(e.modes().get(1).ratio()).isBetween(1.04, 1.06);
        assertThat(e.estimate()).as("the mean neither mode has, still the estimate").isBetween(0.8, 0.9);
        assertThat(Checks.effect(sized, sized).orElseThrow().modes()).as("one mode: none").isEmpty();
    }
}
