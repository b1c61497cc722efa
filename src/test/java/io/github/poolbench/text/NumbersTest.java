package io.github.poolbench.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NumbersTest {

    @Test
    void countsReadAsEnglish() {
        assertThat(Numbers.count(1, "round")).isEqualTo("1 round");
        assertThat(Numbers.count(6, "round")).isEqualTo("6 rounds");
        assertThat(Numbers.count(0, "fork")).isEqualTo("0 forks");
    }

    @Test
    void aFractionReadsAsAPercentWithOneDecimal() {
        assertThat(Numbers.percent(0.0536)).isEqualTo("5.4%");
        assertThat(Numbers.percent(0)).isEqualTo("0.0%");
        assertThat(Numbers.percent(1.248)).isEqualTo("124.8%");
    }

    @Test
    void aClockIsRoundedToTheMegahertzOrLeftOutWhereUnknown() {
        assertThat(Numbers.clock(2599.998)).isEqualTo(" at 2600 MHz");
        assertThat(Numbers.clock(2100.0)).isEqualTo(" at 2100 MHz");
        assertThat(Numbers.clock(Double.NaN)).isEmpty();
        assertThat(Numbers.clock(0)).isEmpty();
        assertThat(Numbers.machine("Intel(R) Xeon(R) Processor", 2599.998, 2))
                .isEqualTo("Intel(R) Xeon(R) Processor at 2600 MHz, 2 cores");
        assertThat(Numbers.machine("AMD EPYC", Double.NaN, 1)).isEqualTo("AMD EPYC, 1 core");
    }

    @Test
    void anIntervalsEndNextToAnEdgeGetsTheDecimalsThatKeepItOnItsSide() {
        java.util.List<Double> margin = io.github.poolbench.stats.Side.WITHIN.edges(0.1); // 1 / 1.1 and 1.1
        // W4 of the committed sweep, JDK 17: the low end lies above the margin's 1.10, which two decimals hide
        assertThat(Numbers.ratioWithInterval(1.133, 1.10488, 1.16189, margin)).isEqualTo("1.13 [1.105, 1.16]");
        assertThat(Numbers.ratioWithInterval(1.13, 1.09797, 1.16245, margin)).isEqualTo("1.13 [1.098, 1.16]");
        // the margin's low end, 0.90909...: 0.91 keeps 0.9095 above it, but would put 0.9089 above it too
        assertThat(Numbers.end(0.9095, margin)).isEqualTo("0.91");
        assertThat(Numbers.end(0.9089, margin)).isEqualTo("0.909");
        // far from every edge, or without edges: two decimals
        assertThat(Numbers.ratioWithInterval(0.89, 0.85, 0.93, java.util.List.of(1.0))).isEqualTo("0.89 [0.85, 0.93]");
        assertThat(Numbers.ratioWithInterval(1.02, 1.0004, 1.03, java.util.List.of())).isEqualTo("1.02 [1.00, 1.03]");
        // on the edge itself, or too close to tell in four decimals: as close as four allow
        assertThat(Numbers.end(1.0, java.util.List.of(1.0))).isEqualTo("1.00");
        assertThat(Numbers.end(1.00001, java.util.List.of(1.0))).isEqualTo("1.0000");
        assertThat(Numbers.ratioWithInterval(1.2, Double.NaN, Double.NaN, java.util.List.of(1.0))).isEqualTo("1.20");
        assertThat(Numbers.end(Double.NaN, java.util.List.of(1.0))).isEqualTo("n/a");
    }

    @Test
    void aScoreBelowABoundNeverPrintsAsTheBound() {
        assertThat(Numbers.scoreBelow(99.95, 100)).isEqualTo("99.95");
        assertThat(Numbers.scoreBelow(99.9996, 100)).isEqualTo("99.9996");
        // three significant digits already stay below, or the value is not below: as score writes it
        assertThat(Numbers.scoreBelow(98.25, 100)).isEqualTo("98.3");
        assertThat(Numbers.scoreBelow(61.25, 100)).isEqualTo("61.3");
        assertThat(Numbers.scoreBelow(100, 100)).isEqualTo("100");
        assertThat(Numbers.scoreBelow(Double.NaN, 100)).isEqualTo("n/a");
        // four decimals at most: closer than that, it prints as the bound
        assertThat(Numbers.scoreBelow(99.99999, 100)).isEqualTo("100.0000");
        // grouped thousands parse too
        assertThat(Numbers.scoreBelow(1999.7, 2000)).isEqualTo("1999.7");
    }

    @net.jqwik.api.Property(tries = 500)
    void aShownEndIsOnItsValuesSideOfEveryEdgeOrHasFourDecimals(
            @net.jqwik.api.ForAll @net.jqwik.api.constraints.DoubleRange(min = 0.01, max = 20) double value,
            @net.jqwik.api.ForAll @net.jqwik.api.constraints.DoubleRange(min = -0.02, max = 0.02) double offset,
            @net.jqwik.api.ForAll @net.jqwik.api.constraints.DoubleRange(min = 0.01, max = 0.5) double margin) {
        // edges near the value: a threshold just beside it and a margin's two ends
        java.util.List<Double> edges = new java.util.ArrayList<>(io.github.poolbench.stats.Side.WITHIN.edges(margin));
        edges.add(value + offset);
        String shown = Numbers.end(value, edges);
        int decimals = shown.length() - shown.indexOf('.') - 1;
        assertThat(decimals).isBetween(2, Numbers.MAX_DECIMALS);
        double parsed = Double.parseDouble(shown);
        assertThat(Math.abs(parsed - value)).isLessThanOrEqualTo(0.5 * Math.pow(10, -decimals) + 1e-12);
        if (decimals < Numbers.MAX_DECIMALS) {
            for (double edge : edges) {
                assertThat(Double.compare(parsed, edge)).as("edge %s", edge).isEqualTo(Double.compare(value, edge));
            }
        }
    }

    @Test
    void threadCountsReadAsEnglish() {
        assertThat(Numbers.threadCounts(java.util.List.of(2))).isEqualTo("2");
        assertThat(Numbers.threadCounts(java.util.List.of(10, 50))).isEqualTo("10- and 50");
        assertThat(Numbers.threadCounts(java.util.List.of(2, 10, 50))).isEqualTo("2-, 10- and 50");
    }

    @Test
    void aSmallRatioKeepsTwoSignificantDigitsInsteadOfReadingZero() {
        // P10: 957 ns a use from a pool against 510 us for a new object
        assertThat(Numbers.ratioWithInterval(0.001876, 0.001213, 0.002906, java.util.List.of(1.0)))
                .isEqualTo("0.0019 [0.0012, 0.0029]");
        assertThat(Numbers.ratio(0.0991)).isEqualTo("0.099");
        assertThat(Numbers.ratio(0.1)).isEqualTo("0.10");
        assertThat(Numbers.ratio(0)).isEqualTo("0.00");
        assertThat(Numbers.ratio(Double.NaN)).isEqualTo("n/a");
    }
}
