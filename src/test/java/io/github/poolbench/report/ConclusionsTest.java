package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.poolbench.stats.Effect;
import io.github.poolbench.stats.Side;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ConclusionsTest {

    private static Claim aa(Verdict on17, Verdict on25) {
        return Conclusions.aaClaim("`sizedBuilderAgain` / `sizedBuilder`", (r, jdk) -> new Finding(
                jdk == 17 ? on17 : on25, "", Optional.of(new Effect(jdk == 17 ? 1.01 : 0.81, jdk == 17 ? 0.98 : 0.68,
                jdk == 17 ? 1.04 : 0.95, 8, Effect.Method.PAIRED_ROUNDS)), Checks.AA_MARGIN, Side.WITHIN));
    }

    @Test
    void aFailedAaControlIsNamedWithItsJdkAndInterval() {
        Claim other = new Claim("S1", "x", "", "", (r, jdk) -> new Finding(Verdict.DOES_NOT_HOLD, ""));
        assertThat(Conclusions.aaWarning(List.of(aa(Verdict.HOLDS, Verdict.DOES_NOT_HOLD), other), null,
                List.of(17, 25))).isEqualTo("**The A/A control fails on JDK 25 (0.81 [0.68, 0.95]): that column's"
                + " verdicts cannot be trusted.** ");
        assertThat(Conclusions.aaWarning(List.of(aa(Verdict.DOES_NOT_HOLD, Verdict.DOES_NOT_HOLD)), null,
                List.of(17, 25))).startsWith("**The A/A control fails on JDK 17 (1.01 [0.98, 1.04]), JDK 25")
                .contains("those columns' verdicts");
    }

    @Test
    void aPageSaysWhichClaimsAnArticleMadeAndWhichAreOurs() {
        Claim article = new Claim("A1", "pooled is slower", "2002: 170 vs 60 ms", "a / b > 1",
                (r, jdk) -> new Finding(Verdict.HOLDS, "x"));
        Claim ours = new Claim("S1", "pooled is faster", "", "a / b < 1", (r, jdk) -> new Finding(Verdict.HOLDS, "y"));
        assertThat(Conclusions.table(List.of(article, ours), null, List.of(17)).lines())
                .containsExactly("| | claim | made with | rule | JDK 17 |", "|---|---|---|---|---|",
                        "| A1 | pooled is slower | 2002: 170 vs 60 ms | a / b > 1 | **holds**: x |",
                        "| S1 | pooled is faster | – (ours) | a / b < 1 | **holds**: y |");
    }

    @Test
    void anInconclusiveOrPassingAaControlWarnsOfNothing() {
        assertThat(Conclusions.aaWarning(List.of(aa(Verdict.HOLDS, Verdict.INCONCLUSIVE)), null, List.of(17, 25)))
                .isEmpty();
        // a rule that does not fail is not an A/A claim: only AA is read
        Claim other = new Claim("S1", "x", "", "", (r, jdk) -> new Finding(Verdict.DOES_NOT_HOLD, ""));
        assertThat(Conclusions.aaWarning(List.of(other), null, List.of(17))).isEmpty();
    }
}
