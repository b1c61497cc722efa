package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.poolbench.claims.ClaimResult;
import io.github.poolbench.stats.Effect;
import io.github.poolbench.stats.Side;
import io.github.poolbench.text.Words;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A claims table shows per claim and JDK the verdict across every run, and the published run's figures only where no ratio pools. */
class ConclusionsTest {

    /** A claim that the ratio lies below 1, decided on the published run with the given interval. */
    private static Claim below1(String id, Verdict verdict, double low, double high) {
        return new Claim(id, "x", "", "a / b < 1", (r, jdk) -> new Finding(verdict, "", Optional.of(new Effect(
                Math.sqrt(low * high), low, high, 8, Effect.Method.PAIRED_ROUNDS)), 1.0, Side.BELOW), Words.Scale.TIME, "");
    }

    private static ClaimResult across(String claim, String verdict, double estimate, double low, double high) {
        return new ClaimResult("s", claim, 17, verdict, estimate, low, high, 1.0, "below", AcrossMachines.POOLED, 2,
                "r1 r2", "2 machines", ClaimResult.ACROSS, Double.NaN, Double.NaN);
    }

    @Test
    void aPageSaysWhichClaimsAnArticleMadeAndWhichAreOurs() {
        Claim article = new Claim("A1", "pooled is slower", "2002: 170 vs 60 ms", "a / b > 1",
                (r, jdk) -> new Finding(Verdict.HOLDS, "x"));
        Claim ours = new Claim("S1", "pooled is faster", "", "a / b < 1", (r, jdk) -> new Finding(Verdict.HOLDS, "y"));
        assertThat(Conclusions.table(List.of(article, ours), new Judged(null), "s", List.of(17), List.of(), true)
                .lines()).containsExactly("| | claim | made with | rule | JDK 17 |", "|---|---|---|---|---|",
                "| A1 | pooled is slower | 2002: 170 vs 60 ms | a / b > 1 | **holds**: x |",
                "| S1 | pooled is faster | – (ours) | a / b < 1 | **holds**: y |");
    }

    @Test
    void aCellIsTheVerdictAcrossRunsNotThePublishedRunsOne() {
        // the published run holds on its own; pooled with another machine's run the interval straddles 1
        Claim s1 = below1("S1", Verdict.HOLDS, 0.80, 0.90);
        List<ClaimResult> rows = List.of(across("S1", "inconclusive", 0.90, 0.70, 1.15));
        assertThat(Conclusions.table(List.of(s1), new Judged(null), "s", List.of(17), rows, true).lines())
                .contains("| S1 | x | – (ours) | a / b < 1 | inconclusive 10% faster [15% slower, 30% faster] |");
        assertThat(Conclusions.table(List.of(s1), new Judged(null), "s", List.of(17), rows, false).lines())
                .contains("| S1 | x | inconclusive 0.90 [0.70, 1.15] |");
        // decided across runs: bold
        assertThat(Conclusions.table(List.of(s1), new Judged(null), "s", List.of(17),
                List.of(across("S1", "holds", 0.85, 0.80, 0.90)), false)).contains("| **holds** 0.85 [0.80, 0.90] |");
    }

    @Test
    void aClaimWithoutARatioShowsThePublishedFiguresOnlyWhereEveryRunAgrees() {
        Claim s5 = new Claim("S5", "fewer bytes", "", "B/op", (r, jdk) -> new Finding(Verdict.HOLDS, "296 vs 568 B/op"));
        assertThat(Conclusions.table(List.of(s5), new Judged(null), "s", List.of(17),
                List.of(across("S5", "holds", Double.NaN, Double.NaN, Double.NaN)), false))
                .contains("| S5 | fewer bytes | **holds**: 296 vs 568 B/op |");
        // on a page, the published run's figures beside the verdict across runs, named as that run's
        assertThat(Conclusions.table(List.of(s5), new Judged(null), "s", List.of(17),
                List.of(across("S5", "holds", Double.NaN, Double.NaN, Double.NaN)), true))
                .contains("| S5 | fewer bytes | – (ours) | B/op | **holds**; the published run: 296 vs 568 B/op |");
        assertThat(Conclusions.table(List.of(s5), new Judged(null), "s", List.of(17),
                List.of(across("S5", AcrossMachines.DIFFERS, Double.NaN, Double.NaN, Double.NaN)), false))
                .contains("| S5 | fewer bytes | differs between runs |");
    }

    @Test
    void noJdkIsASentence() {
        assertThat(Conclusions.table(List.of(), new Judged(null), "s", List.of(), List.of(), true))
                .isEqualTo("_No results yet._\n");
    }
}
