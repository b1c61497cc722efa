package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.poolbench.claims.Answers;
import io.github.poolbench.claims.ClaimResult;
import io.github.poolbench.stats.Effect;
import io.github.poolbench.stats.Side;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The decision table's answers: runs pooled per question and JDK, and the rule under the margin, by arithmetic. */
class DecisionsTest {

    private static final Answers.Decision S1 = new Answers.Decision("o", "S1", "pool", "don't pool", "i", 0.10,
            Side.BELOW, "a build", "");

    /** t(0.975, 4): a run of 5 rounds. */
    private static final double T4 = 2.7764451051977987;

    /** A run of 5 rounds whose log ratio is {@code y} with standard error {@code se}. */
    private static ClaimResult run(String scope, int jdk, double y, double se, String machine) {
        return new ClaimResult("strings", "S1", jdk, "inconclusive", Math.exp(y), Math.exp(y - T4 * se),
                Math.exp(y + T4 * se), 1.0, "below", "paired t over rounds (log ratios)", 5, "r", machine, scope,
                Double.NaN, Double.NaN);
    }

    @Test
    void threeRunsThatAgreePoolToTheirCommonEstimateWithAStudentTOverRuns() {
        List<ClaimResult> all = List.of(run(ClaimResult.PUBLISHED, 21, -0.2, 0.02, "m1"),
                run(ClaimResult.MACHINE, 21, -0.2, 0.02, "m1"), run(ClaimResult.MACHINE, 21, -0.2, 0.02, "m2"),
                // neither a run of its own nor of this question: left out
                new ClaimResult("strings", "S1", 21, "holds", Double.NaN, Double.NaN, Double.NaN, 1.0, "below", "", 0,
                        "r r r", "2 machines", ClaimResult.ACROSS, 0.8, 0.8),
                new ClaimResult("strings", "S2", 21, "holds", 0.5, 0.4, 0.6, 1.0, "below", "t", 5, "r", "m1"));

        List<Decisions.Row> rows = Decisions.rows(all, List.of(S1));

        assertThat(rows).hasSize(1);
        Decisions.Row r = rows.get(0);
        assertThat(r.jdk()).isEqualTo(21);
        assertThat(r.runs()).isEqualTo(3);
        assertThat(r.models()).isEqualTo(2);
        // equal estimates and errors: tau^2 = 0, se = 0.02 / sqrt(3), interval with t(0.975, 2) = 4.3027
        double se = 0.02 / Math.sqrt(3);
        assertThat(r.pooled().tau2()).isZero();
        assertThat(r.estimate()).isCloseTo(Math.exp(-0.2), within(1e-12));
        assertThat(r.low()).isCloseTo(Math.exp(-0.2 - 4.302652729911275 * se), within(1e-9));
        assertThat(r.high()).isCloseTo(Math.exp(-0.2 + 4.302652729911275 * se), within(1e-9));
        assertThat(r.high()).isCloseTo(0.8604, within(1e-4));
        assertThat(Math.exp(r.pooled().predHigh())).isCloseTo(Math.exp(-0.2 + 12.706204736174698 * se), within(1e-9));
        assertThat(r.byModel()).containsOnlyKeys("m1", "m2");
        assertThat(r.byModel().get("m1")).isCloseTo(Math.exp(-0.2), within(1e-12));
        // 0.8604 < 1 - 0.10: the pool wins by more than the margin
        assertThat(r.reason()).isEqualTo(Decisions.Reason.WINS);
        assertThat(r.advice()).isEqualTo("pool");

        String csv = Decisions.csv(rows);
        assertThat(csv).startsWith(String.join(",", Decisions.COLUMNS) + "\n");
        assertThat(csv.lines().skip(1).findFirst().orElseThrow()).startsWith("o,S1,strings,21,3,2,")
                .endsWith(",0.1,below,pool,wins by more than the margin,,,a build,,0");
    }

    @Test
    void runsThatDisagreeWidenTheIntervalAndTheDefaultStands() {
        // y = 0 and 0.2 with se 0.05 (RandomEffectsTest, by hand): mu = 0.1, se = 0.1, t(1) = 12.7: no decision to pool
        List<Decisions.Row> rows = Decisions.rows(List.of(run(ClaimResult.PUBLISHED, 17, 0, 0.05, "m1"),
                run(ClaimResult.MACHINE, 17, 0.2, 0.05, "m2")), List.of(S1));

        Decisions.Row r = rows.get(0);
        assertThat(r.estimate()).isCloseTo(Math.exp(0.1), within(1e-9));
        assertThat(r.pooled().tau2()).isCloseTo(0.0175, within(1e-9));
        assertThat(r.pooled().hasPrediction()).isFalse();
        assertThat(r.reason()).isEqualTo(Decisions.Reason.NOT_RELIABLY);
        assertThat(r.advice()).isEqualTo("don't pool");
        assertThat(Decisions.csv(rows).lines().skip(1).findFirst().orElseThrow())
                .contains(",,m1=1.0; m2=1.22140275816").endsWith(",don't pool,the pool does not reliably win,,,a build,,0");
    }

    @Test
    void eachSidesTimePerOperationFollowsFromTheReferenceLevelAndTheUnit() {
        java.util.function.BiFunction<Double, String, ClaimResult> ref = (level, unit) -> new ClaimResult("s", "S1", 17,
                "holds", 0.9, 0.8, 1.0, 1.0, "below", "t", 5, "r", "m", ClaimResult.PUBLISHED, Double.NaN, Double.NaN,
                level, unit);
        // a time: the reference (b) is the default at the geometric mean of its levels, 20 and 80 ns -> 40 ns
        double[] ns = Decisions.times(List.of(ref.apply(20.0, "ns/op"), ref.apply(80.0, "ns/op")), 1.25, Side.BELOW);
        assertThat(ns[0]).isCloseTo(40, within(1e-9));
        assertThat(ns[1]).isCloseTo(50, within(1e-9));
        // a rate in ops/ms with the pool as a: 2 ops/ms is 500,000 ns an op; the pool 25% faster takes 400,000
        ns = Decisions.times(List.of(ref.apply(2.0, "ops/ms")), 1.25, Side.ABOVE);
        assertThat(ns[0]).isCloseTo(500_000, within(1e-6));
        assertThat(ns[1]).isCloseTo(400_000, within(1e-6));
        // a rate with the pool as b (a copy per event against reuse, ops/us): b = reuse = the pool
        ns = Decisions.times(List.of(ref.apply(10.0, "ops/us")), 0.8, Side.BELOW);
        assertThat(ns[1]).isCloseTo(100, within(1e-9));
        assertThat(ns[0]).isCloseTo(125, within(1e-9));
        // no level, or a unit that is no time: unknown
        assertThat(Decisions.times(List.of(ref.apply(Double.NaN, "")), 1.1, Side.BELOW)[0]).isNaN();
        assertThat(Decisions.times(List.of(ref.apply(3.0, "B/op")), 1.1, Side.BELOW)[1]).isNaN();
    }

    @Test
    void theRuleReadsTheIntervalAgainstTheMarginOnThePoolsSide() {
        assertThat(Decisions.reason(0.80, 0.89, 0.10, Side.BELOW)).isEqualTo(Decisions.Reason.WINS);
        assertThat(Decisions.reason(0.80, 0.91, 0.10, Side.BELOW)).isEqualTo(Decisions.Reason.NOT_RELIABLY);
        assertThat(Decisions.reason(1.01, 1.30, 0.10, Side.BELOW)).isEqualTo(Decisions.Reason.SLOWER);
        assertThat(Decisions.reason(0.95, 1.05, 0.10, Side.BELOW)).isEqualTo(Decisions.Reason.TIE);
        // a rate: the pool wins above 1 + margin
        assertThat(Decisions.reason(1.11, 1.30, 0.10, Side.ABOVE)).isEqualTo(Decisions.Reason.WINS);
        assertThat(Decisions.reason(0.70, 0.99, 0.10, Side.ABOVE)).isEqualTo(Decisions.Reason.SLOWER);
        assertThat(Decisions.reason(0.92, 1.08, 0.10, Side.ABOVE)).isEqualTo(Decisions.Reason.TIE);
        assertThat(Decisions.reason(1.02, 1.12, 0.10, Side.ABOVE)).isEqualTo(Decisions.Reason.NOT_RELIABLY);
    }

    @Test
    void whereARunsForksSettledInModesTheRowGivesEachModeWithItsShareOverEveryRun() {
        // G1-like, a rate with the pool as a: run 1 split 2 of 10 rounds at 2.5x, 8 at 0.95x; run 2 one mode at 0.9x
        Answers.Decision g1 = new Answers.Decision("o", "S1", "pool", "don't pool", "i", 0.10, Side.ABOVE, "a build", "");
        ClaimResult split = new ClaimResult("strings", "S1", 17, "inconclusive", 1.15, 0.9, 1.5, 1.0, "above",
                "t", 10, "r1", "m1", ClaimResult.PUBLISHED, Double.NaN, Double.NaN, Double.NaN, "",
                List.of(new Effect.Mode(0.95, 8), new Effect.Mode(2.5, 2)));
        ClaimResult one = new ClaimResult("strings", "S1", 17, "inconclusive", 0.9, 0.85, 0.95, 1.0, "above",
                "t", 10, "r2", "m2", ClaimResult.MACHINE, Double.NaN, Double.NaN);

        Decisions.Row r = Decisions.rows(List.of(split, one), List.of(g1)).get(0);

        // 0.90 (10 rounds) and 0.95 (8) are 5.6% apart: one mode at their weighted geometric mean; 2.5 another
        assertThat(r.modes()).extracting(Effect.Mode::rounds).containsExactly(18, 2);
        assertThat(r.modes().get(0).ratio()).isCloseTo(Math.exp((10 * Math.log(0.9) + 8 * Math.log(0.95)) / 18),
                within(1e-12));
        assertThat(r.modeRuns()).isEqualTo(1);
        // in the pool's time: 1 / 2.5 = 2.5x as fast in 2 of 20, 1 / 0.922 = 8.5% slower in 18 of 20
        assertThat(r.modesText()).isEqualTo("2.5x as fast in 10% of JVM starts, 8.5% slower in 90%");
        assertThat(Decisions.csv(List.of(r)).lines().skip(1).findFirst().orElseThrow())
                .endsWith(",a build," + r.modes().get(0).ratio() + ":18 " + r.modes().get(1).ratio() + ":2,1");
        assertThat(Answer.cell(r)).contains("; 2.5x as fast in 10% of JVM starts, 8.5% slower in 90%; 2 machines: 13% faster and 11% slower");

        // without a run in modes, none; runs whose modes merge over the runs, none either
        assertThat(Decisions.modes(List.of(one))).isEmpty();
        ClaimResult close = new ClaimResult("strings", "S1", 17, "inconclusive", 0.9, 0.85, 0.95, 1.0, "above",
                "t", 10, "r3", "m1", ClaimResult.MACHINE, Double.NaN, Double.NaN, Double.NaN, "",
                List.of(new Effect.Mode(0.8, 5), new Effect.Mode(1.0, 5)));
        assertThat(Decisions.modes(List.of(close, one))).as("0.8, 0.9, 1.0: no gap above 20%").isEmpty();
    }

    /**
     * Missing data decides nothing: a question no run measured, a run without an interval (one round, or a claim whose
     * rows were missing: no effect) and another question's rows give no row, so the README shows no decision for it.
     */
    @Test
    void missingDataGivesNoRow() {
        assertThat(Decisions.rows(List.of(), List.of(S1))).isEmpty();
        ClaimResult oneRound = new ClaimResult("strings", "S1", 17, "inconclusive", 0.8, Double.NaN, Double.NaN, 1.0,
                "below", "paired t over rounds (log ratios)", 1, "r", "m1");
        ClaimResult noRows = new ClaimResult("strings", "S1", 21, "no data", Double.NaN, Double.NaN, Double.NaN, 1.0,
                "below", "", 0, "r", "m1");
        ClaimResult otherQuestion = new ClaimResult("strings", "S2", 25, "holds", 0.5, 0.4, 0.6, 1.0, "below", "t", 5,
                "r", "m1");
        assertThat(Decisions.rows(List.of(oneRound, noRows, otherQuestion), List.of(S1))).isEmpty();
        // beside a run that has an interval, the one without is left out of the estimate
        List<Decisions.Row> rows = Decisions.rows(List.of(oneRound, run(ClaimResult.MACHINE, 17, -0.2, 0.02, "m2")),
                List.of(S1));
        assertThat(rows).singleElement().satisfies(r -> {
            assertThat(r.runs()).isEqualTo(1);
            assertThat(r.estimate()).isCloseTo(Math.exp(-0.2), within(1e-12));
        });
    }
}
