package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.poolbench.claims.Answers;
import io.github.poolbench.claims.ClaimCatalog;
import io.github.poolbench.claims.ClaimResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The answer's advice words: read from the claim's row of the decision table, per JDK by its verdicts. */
class AnswerAdviceTest {

    private static final String CATALOG = "aa: {id: AA, margin: 0.05, statement: \"same within {percent}\", rule:"
            + " \"{rows}: inside ±{percent}\"}\nclaims:\n  - id: S1\n    suite: strings\n    statement: s\n"
            + "    rule: r\n    check: {kind: ratio, a: {method: pooledBucketed}, b: {method: sizedBuilder},"
            + " over: {length: [32]}, side: below, threshold: 1.0}\n";

    private static final String DECISION = "decisions:\n  - {object: o, claim: S1, holds: pool, fails: \"don't pool\","
            + " instead: i}\nreuse: r\n";

    private static ClaimResult row(int jdk, String verdict) {
        return new ClaimResult("strings", "S1", jdk, verdict, 1.1, 1.0, 1.2, 1.0, "below", "t", 10, "run", "m");
    }

    @Test
    void theAdviceNamesEachVerdictsJdksAndStandsAloneWhereAllAgree() {
        ClaimCatalog catalog = ClaimCatalog.parse(CATALOG);
        Answers answers = Answers.parse(CATALOG + "answer:\n  - {kind: k, text: \"Short: {{S1.advice}}.\"}\n"
                + DECISION, catalog);

        assertThat(Answer.answer(List.of(row(17, "does not hold"), row(21, "inconclusive"), row(25, "inconclusive")),
                answers, catalog)).startsWith("- Short: don't pool on JDK 17; unclear on JDK 21 and 25.\n");
        assertThat(Answer.answer(List.of(row(17, "holds"), row(25, "holds")), answers, catalog))
                .startsWith("- Short: pool.\n");
        assertThat(Answer.decisions(List.of(row(17, "does not hold"), row(21, "inconclusive"), row(25, "holds")),
                answers, catalog)).contains("| **don't pool** on 17; **unclear** on 21; **pool** on 25 | i |");
    }

    private static ClaimResult across(int jdk, String verdict) {
        return new ClaimResult("strings", "S1", jdk, verdict, Double.NaN, Double.NaN, Double.NaN, 1.0, "below", "",
                0, "run other", "2 machines", ClaimResult.ACROSS, 1.05, 1.1);
    }

    @Test
    void theAdviceReadsTheVerdictAcrossMachinesAndTheCellSaysWhereItDiffersFromThePublishedRun() {
        ClaimCatalog catalog = ClaimCatalog.parse(CATALOG);
        Answers answers = Answers.parse(CATALOG + "answer:\n  - {kind: k, text: \"Short: {{S1.advice}}.\"}\n"
                + DECISION, catalog);
        List<ClaimResult> rows = List.of(row(17, "does not hold"), row(21, "does not hold"), row(25, "holds"),
                across(17, "does not hold on any machine measured"), across(21, "inconclusive"),
                across(25, "depends on the machine"));

        assertThat(Answer.decisions(rows, answers, catalog)).contains("| o | S1 | 10% slower [0.0%, 20%] |"
                + " 10% slower [0.0%, 20%] (inconclusive across machines) | 10% slower [0.0%, 20%] (depends on the"
                + " machine) | **don't pool** on 17; **unclear** on 21; **depends on the machine** on 25 | i |");
        assertThat(Answer.answer(rows, answers, catalog)).startsWith("- Short: don't pool on JDK 17; unclear on"
                + " JDK 21; depends on the machine on JDK 25.\n");
    }

    @Test
    void aJdkWithoutTheClaimsDataIsNotMeasuredNotUnclear() {
        ClaimCatalog catalog = ClaimCatalog.parse(CATALOG);
        Answers answers = Answers.parse(CATALOG + "answer:\n  - {kind: k, text: \"Short: {{S1.advice}}.\"}\n"
                + DECISION, catalog);
        List<ClaimResult> rows = List.of(row(17, "no data"), row(21, "does not hold"), row(25, "does not hold"));

        assertThat(Answer.decisions(rows, answers, catalog))
                .contains("| o | S1 | not measured | 10% slower [0.0%, 20%] | 10% slower [0.0%, 20%] |"
                        + " **don't pool** on 21, 25 | i |");
        assertThat(Answer.answer(rows, answers, catalog)).startsWith("- Short: don't pool.\n");
    }

    @Test
    void theAaControlsThatDidNotHoldAreGroupedByVerdictAndJdks() {
        java.util.function.BiFunction<String, Object[], List<ClaimResult>> aa = (suite, cells) -> {
            List<ClaimResult> rows = new java.util.ArrayList<>();
            for (int i = 0; i < cells.length; i += 2) {
                rows.add(new ClaimResult(suite, "AA", (Integer) cells[i], (String) cells[i + 1], 1, 1, 1, 0.05,
                        "within", "t", 10, "run", "m"));
            }
            return rows;
        };
        List<ClaimResult> rows = new java.util.ArrayList<>();
        rows.addAll(aa.apply("strings", new Object[] {17, "inconclusive", 21, "inconclusive", 25, "inconclusive"}));
        rows.addAll(aa.apply("overhead", new Object[] {17, "inconclusive", 25, "holds"}));
        rows.addAll(aa.apply("sweep", new Object[] {17, "inconclusive", 21, "inconclusive", 25, "inconclusive"}));
        rows.addAll(aa.apply("strings-g1", new Object[] {25, "does not hold"}));

        assertThat(Answer.others(rows)).isEqualTo("inconclusive on strings, sweep (JDK 17, 21, 25) and overhead"
                + " (JDK 17); does not hold on strings-g1 (JDK 25)");
    }

    @Test
    void anAdviceWithoutADecisionRowIsRefused() {
        ClaimCatalog catalog = ClaimCatalog.parse(CATALOG);
        assertThatThrownBy(() -> Answers.parse(CATALOG + "answer:\n  - {kind: k, text: \"{{S1.advice}}\"}\n"
                + "reuse: r\n", catalog)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("answer 'k': {{S1.advice}} needs a decision row for S1");
    }
}
