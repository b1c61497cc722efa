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

    private static final String DECISION = "decisions:\n  - {object: o, claim: S1, margin: 0.10, poolSide: below,"
            + " pool: pool, dont: \"don't pool\", instead: i}\nreuse: r\n";

    private static ClaimResult row(int jdk, double estimate, double low, double high) {
        return new ClaimResult("strings", "S1", jdk, "inconclusive", estimate, low, high, 1.0, "below", "t", 10, "run",
                "m");
    }

    @Test
    void theAdviceNamesEachDecisionsJdksAndStandsAloneWhereAllAgree() {
        ClaimCatalog catalog = ClaimCatalog.parse(CATALOG);
        Answers answers = Answers.parse(CATALOG + "answer:\n  - {kind: k, text: \"Short: {{S1.advice}}.\"}\n"
                + DECISION, catalog);
        // one run each: its own interval decides; 0.80 [0.75, 0.85] wins by more than 10%, 0.95 [0.85, 1.05] does not
        List<ClaimResult> rows = List.of(row(17, 1.1, 1.0, 1.2), row(21, 0.95, 0.85, 1.05), row(25, 0.8, 0.75, 0.85));

        assertThat(Answer.answer(rows, answers, catalog)).startsWith("- Short: don't pool on JDK 17 and 21; pool on"
                + " JDK 25.\n");
        assertThat(Answer.answer(List.of(row(17, 0.8, 0.75, 0.85), row(25, 0.8, 0.75, 0.85)), answers, catalog))
                .startsWith("- Short: pool.\n");
        assertThat(Answer.decisions(rows, answers)).contains("| o | **don't pool** on 17, 21; **pool** on 25 |"
                + " 10% slower [0.0%, 20%]; 1 machine | 5.0% faster [5.0% slower, 15% faster]; 1 machine |"
                + " 20% faster [15%, 25%]; 1 machine | i |");
    }

    @Test
    void theLeadNamesWhatARowComparesWhereItIsNotThePoolAgainstNotPoolingAndGivesTheSmallerChangeFirst() {
        ClaimCatalog catalog = ClaimCatalog.parse(CATALOG);
        Answers answers = Answers.parse(CATALOG + "answer:\n  - {kind: k, text: t}\ndecisions:\n"
                + "  - {object: o, claim: S1, margin: 0.10, poolSide: below, pool: pool, dont: \"don't pool\","
                + " instead: i}\n"
                + "  - {object: p, claim: S1, margin: 0.10, poolSide: below, pool: pool, dont: \"don't pool\","
                + " instead: i, versus: ours against the next pool}\nreuse: r\n", catalog);
        // both win by more than 10% on both JDKs: 20% and 30% faster, the smaller change read first
        List<ClaimResult> rows = List.of(row(17, 0.8, 0.75, 0.85), row(25, 0.7, 0.65, 0.75));

        assertThat(Answer.lead(rows, answers)).startsWith("**What to do.** **Pool**: o (the pool 20% to 30% faster);"
                + " p (ours against the next pool: 20% to 30% faster). Each figure is per operation, the pool against"
                + " not pooling where it does not name what it compares,");
        assertThat(Answer.versus(answers)).isEqualTo("p: ours against the next pool");
        // a page's table names it on the row; the README's row (it cannot wrap) names the object alone
        assertThat(Answer.decisions(rows, answers, List.of("strings"))).contains("| p (ours against the next pool) |")
                .contains("| o | **pool** |");
        assertThat(Answer.decisions(rows, answers)).contains("| p | **pool** |");
        assertThatThrownBy(() -> Answers.parse(CATALOG + "decisions:\n  - {object: o, claim: S1, margin: 0.10,"
                + " poolSide: below, pool: pool, dont: d, instead: i, versus: \" \"}\nreuse: r\n", catalog))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("claim catalog, decision \"o\": 'versus' must be text");
    }

    @Test
    void aJdkWithoutTheQuestionsDataHasNoColumnAndNoAdvice() {
        ClaimCatalog catalog = ClaimCatalog.parse(CATALOG);
        Answers answers = Answers.parse(CATALOG + "answer:\n  - {kind: k, text: \"Short: {{S1.advice}}.\"}\n"
                + DECISION, catalog);
        ClaimResult noData = new ClaimResult("strings", "S1", 17, "no data", Double.NaN, Double.NaN, Double.NaN, 1.0,
                "below", "", 0, "run", "m");
        List<ClaimResult> rows = List.of(noData, row(21, 1.1, 1.0, 1.2), row(25, 1.1, 1.0, 1.2));
        ClaimResult other = new ClaimResult("sweep", "W1", 17, "holds", 0.5, 0.4, 0.6, 1.0, "below", "t", 10, "run",
                "m");

        assertThat(Answer.decisions(List.of(rows.get(0), rows.get(1), rows.get(2), other), answers))
                .contains("| o | **don't pool** | 10% slower [0.0%, 20%]; 1 machine |");
        assertThat(Answer.answer(rows, answers, catalog)).startsWith("- Short: don't pool.\n");
    }

    @Test
    void anAdviceWithoutADecisionRowIsRefused() {
        ClaimCatalog catalog = ClaimCatalog.parse(CATALOG);
        assertThatThrownBy(() -> Answers.parse(CATALOG + "answer:\n  - {kind: k, text: \"{{S1.advice}}\"}\n"
                + "reuse: r\n", catalog)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("answer 'k': {{S1.advice}} needs a decision row for S1");
    }

    private static io.github.poolbench.runs.Manifest run(String id, boolean full, String poolPrint) {
        return new io.github.poolbench.runs.Manifest(io.github.poolbench.runs.Manifest.FORMAT, id,
                "2026-11-22T07:00:00Z", true, "abc", false,
                new io.github.poolbench.runs.Manifest.Machine("cpu", 2000, 2, "Linux", true), List.of("strings"),
                List.of(new io.github.poolbench.runs.Manifest.Jvm(17, "17.0.15", "Debian", "VM")), List.of("r"), 2, 42,
                full, List.of(), java.util.Map.of("io.github.poolbench.strings", "sha256:1",
                "io.github.poolbench.pool", poolPrint, "io.github.poolbench.commons", "sha256:1",
                "io.github.poolbench.events", "sha256:" + id), List.of("jmh-core-1.37.jar"), null);
    }

    @Test
    void aQuestionWhoseRunsMeasuredCodeThatChangedSinceIsNamedWithThePackage() {
        ClaimCatalog catalog = ClaimCatalog.parse(CATALOG);
        Answers answers = Answers.parse(CATALOG + "answer:\n  - {kind: k, text: \"x\"}\n" + DECISION, catalog);
        List<ClaimResult> rows = List.of(row(17, 1.1, 1.0, 1.2));

        // the strings run measured pool sha256:1; a later full run of another suite measured sha256:2
        assertThat(Answer.olderCode(rows, answers, List.of(run("run", true, "sha256:1"), run("later", true,
                "sha256:2")))).isEqualTo("Measured before the latest change to the code they load (`pool`), not yet"
                + " again: o.\n");
        // a later subset run (an experiment's candidate) is not today's code; a change elsewhere (events) is not read
        assertThat(Answer.olderCode(rows, answers, List.of(run("run", true, "sha256:1"), run("later", false,
                "sha256:2")))).isEmpty();
        assertThat(Answer.olderCode(rows, answers, List.of(run("run", true, "sha256:1")))).isEmpty();
    }

    @Test
    void theReuseNoteIsFlaggedWhereTheClaimsItReadsWereMeasuredBeforeTheCodeChanged() {
        ClaimCatalog catalog = ClaimCatalog.parse(CATALOG);
        Answers answers = Answers.parse(CATALOG + "answer:\n  - {kind: k, text: \"x\"}\n"
                + DECISION.replace("reuse: r", "reuse: \"Measured: {{S1.byJdk}}.\""), catalog);
        List<ClaimResult> rows = List.of(row(17, 1.1, 1.0, 1.2));
        assertThat(Answer.reuse(rows, answers, catalog, List.of(run("run", true, "sha256:1"), run("later", true,
                "sha256:2")))).endsWith("\n**These figures were measured before the latest change to the code they load**"
                + " (`pool`) and not yet since: they describe the code as it was.\n");
        assertThat(Answer.reuse(rows, answers, catalog, List.of(run("run", true, "sha256:1"))))
                .doesNotContain("measured before");
    }
}
