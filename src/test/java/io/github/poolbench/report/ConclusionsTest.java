package io.github.poolbench.report;

import io.github.poolbench.claims.ClaimCatalog;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.poolbench.stats.Effect;
import io.github.poolbench.stats.Side;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ConclusionsTest {

    private static Claim aa(Verdict on17, Verdict on25) {
        return new Claim(ClaimCatalog.standard().aaId(), "A/A", "", "`sizedBuilderAgain` / `sizedBuilder`", (r, jdk) -> new Finding(
                jdk == 17 ? on17 : on25, "", Optional.of(new Effect(jdk == 17 ? 1.01 : 0.81, jdk == 17 ? 0.98 : 0.68,
                jdk == 17 ? 1.04 : 0.95, 8, Effect.Method.PAIRED_ROUNDS)), Checks.AA_MARGIN, Side.WITHIN));
    }

    @Test
    void aFailedAaControlIsNamedWithItsJdkAndInterval() {
        Claim other = new Claim("S1", "x", "", "", (r, jdk) -> new Finding(Verdict.DOES_NOT_HOLD, ""));
        assertThat(Conclusions.aaWarning(List.of(aa(Verdict.HOLDS, Verdict.DOES_NOT_HOLD), other), new Judged(null), "s",
                List.of(17, 25))).isEqualTo("**The A/A control does not hold on JDK 25 (0.81 [0.68, 0.95]): identical"
                + " code differed that much in this run, so a verdict whose interval lies that close to its threshold"
                + " may be the machine's; read that column's verdicts beside it.** ");
        assertThat(Conclusions.aaWarning(List.of(aa(Verdict.DOES_NOT_HOLD, Verdict.DOES_NOT_HOLD)), new Judged(null), "s",
                List.of(17, 25))).startsWith("**The A/A control does not hold on JDK 17 (1.01 [0.98, 1.04]), JDK 25")
                .contains("those columns' verdicts");
    }

    @Test
    void aPageSaysWhichClaimsAnArticleMadeAndWhichAreOurs() {
        Claim article = new Claim("A1", "pooled is slower", "2002: 170 vs 60 ms", "a / b > 1",
                (r, jdk) -> new Finding(Verdict.HOLDS, "x"));
        Claim ours = new Claim("S1", "pooled is faster", "", "a / b < 1", (r, jdk) -> new Finding(Verdict.HOLDS, "y"));
        assertThat(Conclusions.table(List.of(article, ours), new Judged(null), "s", List.of(17)).lines())
                .containsExactly("| | claim | made with | rule | JDK 17 |", "|---|---|---|---|---|",
                        "| A1 | pooled is slower | 2002: 170 vs 60 ms | a / b > 1 | **holds**: x |",
                        "| S1 | pooled is faster | – (ours) | a / b < 1 | **holds**: y |");
    }

    @Test
    void aPassingAaControlWarnsOfNothing() {
        assertThat(Conclusions.aaWarning(List.of(aa(Verdict.HOLDS, Verdict.HOLDS)), new Judged(null), "s", List.of(17, 25))).isEmpty();
        // a rule that does not fail is not an A/A claim: only AA is read
        Claim other = new Claim("S1", "x", "", "", (r, jdk) -> new Finding(Verdict.DOES_NOT_HOLD, ""));
        assertThat(Conclusions.aaWarning(List.of(other), new Judged(null), "s", List.of(17))).isEmpty();
    }

    /** A claim that the ratio lies below 1, decided on JDK 25 with the given interval. */
    private static Claim below1(String id, Verdict verdict, double low, double high) {
        return new Claim(id, "x", "", "", (r, jdk) -> new Finding(verdict, "", Optional.of(new Effect(
                Math.sqrt(low * high), low, high, 8, Effect.Method.PAIRED_ROUNDS)), 1.0, Side.BELOW));
    }

    @Test
    void anInconclusiveAaControlNamesTheVerdictsWithinItsReach() {
        // A/A on JDK 25: 0.81 [0.68, 0.95], reach 1 / 0.68 = 1.471, 47.1%
        Claim close = below1("S1", Verdict.HOLDS, 0.70, 0.80); // 1 / 0.80 = 1.25 from its threshold: within reach
        Claim clear = below1("S2", Verdict.HOLDS, 0.30, 0.40); // 2.5 from it: out of reach
        Claim closeAgainst = below1("S3", Verdict.DOES_NOT_HOLD, 1.20, 1.30); // 1.20 from it: within reach
        Claim undecided = below1("S4", Verdict.INCONCLUSIVE, 0.90, 1.10);
        Claim noInterval = new Claim("S5", "x", "", "", (r, jdk) -> new Finding(Verdict.HOLDS, "B/op"));
        List<Claim> claims = List.of(aa(Verdict.HOLDS, Verdict.INCONCLUSIVE), close, clear, closeAgainst, undecided,
                noInterval);
        assertThat(Conclusions.aaWarning(claims, new Judged(null), "s", List.of(17, 25))).isEqualTo("The A/A control is inconclusive"
                + " on JDK 25 (0.81 [0.68, 0.95]): the run has not shown that identical code comes out within ±5%,"
                + " so a difference of up to 47.1% between two rows may come from the measurement, not the code."
                + " Of that column's verdicts with an interval, S1 (holds 0.75 [0.70, 0.80]) and S3 (does not hold"
                + " 1.25 [1.20, 1.30]) lie so close to their threshold: a shift of that size would change them. ");
        assertThat(Conclusions.aaWarning(List.of(aa(Verdict.HOLDS, Verdict.INCONCLUSIVE), close), new Judged(null), "s",
                List.of(17, 25))).endsWith("Of that column's verdicts with an interval, S1 (holds 0.75 [0.70, 0.80])"
                + " lies so close to its threshold: a shift of that size would change it. ");
        assertThat(Conclusions.aaWarning(List.of(aa(Verdict.INCONCLUSIVE, Verdict.HOLDS), clear), new Judged(null), "s",
                List.of(17, 25))).isEqualTo("The A/A control is inconclusive on JDK 17 (1.01 [0.98, 1.04]): the run"
                + " has not shown that identical code comes out within ±5%, so a difference of up to 4.0% between two"
                + " rows may come from the measurement, not the code. No verdict with an interval in that column lies"
                + " so close to its threshold. ");
    }

    @Test
    void aFailedAndAnInconclusiveAaControlAreBothNamed() {
        assertThat(Conclusions.aaWarning(List.of(aa(Verdict.INCONCLUSIVE, Verdict.DOES_NOT_HOLD)), new Judged(null), "s",
                List.of(17, 25))).startsWith("**The A/A control does not hold on JDK 25 (0.81 [0.68, 0.95]):")
                .contains("read that column's verdicts beside it.** The A/A control is inconclusive on JDK 17"
                        + " (1.01 [0.98, 1.04])");
    }
}
