package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.poolbench.ChildProcess;
import io.github.poolbench.claims.ClaimResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link ClaimsDiff}: two claims files matched on suite, claim and JDK. */
class ClaimsDiffTest {

    private static final String HEADER = String.join(",", ClaimsCsv.COLUMNS) + "\n";

    private static String row(String suite, String claim, int jdk, String verdict, String estimate, String low,
                              String high, String run) {
        return String.join(",", suite, claim, String.valueOf(jdk), verdict, estimate, low, high, "1.0",
                "below", "paired t over rounds (log ratios)", "8", run) + "\n";
    }

    @Test
    void aFileWrittenBeforeTheSideColumnStillReads() throws ReportException {
        String old = "suite,claim,jdk,verdict,estimate,ci_low,ci_high,threshold,method,n,run_id\n"
                + "strings,S1,17,holds,0.71,0.60,0.84,1.0,paired t over rounds (log ratios),8,r1\n";
        assertThat(ClaimsDiff.parse(old, "old.csv")).singleElement()
                .satisfies(r -> assertThat(r.claim()).isEqualTo("S1"))
                .satisfies(r -> assertThat(r.verdict()).isEqualTo("holds"));
    }

    private static final String BEFORE = HEADER
            + row("strings", "AA", 17, "inconclusive", "1.06", "0.89", "1.26", "r1")
            + row("strings", "S1", 17, "holds", "0.71", "0.60", "0.84", "r1")
            + row("strings", "S2", 17, "inconclusive", "1.02", "0.96", "1.09", "r1")
            + row("strings", "S3", 17, "does not hold", "1.40", "1.30", "1.50", "r1")
            + row("strings", "S5", 17, "holds", "", "", "", "r1")
            + row("strings", "W9", 17, "holds", "1.0", "0.9", "1.1", "r1")
            + row("events", "E1", 25, "holds", "0.64", "0.61", "0.69", "r2");

    private static final String AFTER = HEADER
            + row("strings", "AA", 17, "inconclusive", "1.02", "0.93", "1.12", "r3")
            + row("strings", "S1", 17, "does not hold", "1.20", "1.06", "1.36", "r3")
            + row("strings", "S2", 17, "does not hold", "1.05", "1.01", "1.10", "r3")
            + row("strings", "S3", 17, "does not hold", "1.10", "1.05", "1.15", "r3")
            + row("strings", "S5", 17, "holds", "", "", "", "r3")
            + row("strings", "X1", 21, "inconclusive", "0.96", "0.90", "1.02", "r3")
            + row("events", "E1", 25, "holds", "0.64", "0.61", "0.69", "r2");

    @Test
    void aFlipIsToldApartFromAChangeToOrFromInconclusive() throws ReportException {
        ClaimsDiff.Comparison c = ClaimsDiff.compare(ClaimsDiff.parse(BEFORE, "before"),
                ClaimsDiff.parse(AFTER, "after"));
        assertThat(c.pairs()).hasSize(6);
        assertThat(c.changed()).extracting(p -> p.after().claim()).containsExactly("S1", "S2");
        assertThat(c.flipped()).extracting(p -> p.after().claim()).containsExactly("S1");
        assertThat(c.apartUnchanged()).as("same verdict, intervals [1.30, 1.50] and [1.05, 1.15]")
                .extracting(p -> p.after().claim()).containsExactly("S3");
        assertThat(c.onlyBefore()).extracting(io.github.poolbench.claims.ClaimResult::claim).containsExactly("W9");
        assertThat(c.onlyAfter()).extracting(io.github.poolbench.claims.ClaimResult::claim).containsExactly("X1");
    }

    @Test
    void theMarkdownTalliesEachJdkAndListsEveryChange() throws ReportException {
        String md = ClaimsDiff.markdown(ClaimsDiff.compare(ClaimsDiff.parse(BEFORE, "b.csv"),
                ClaimsDiff.parse(AFTER, "a.csv")), "b.csv", "a.csv");
        assertThat(md).startsWith("## Claims: a.csv against b.csv\n")
                .contains("Runs before: `r1` (strings), `r2` (events); after: `r3` (strings), `r2` (events).")
                .contains("6 claim and JDK pairs in both files (1 from the same run in both: the same data): **2"
                        + " verdicts changed, 1 flipped between holds and does not hold**")
                // JDK 17 before: S1, S5, W9 hold; S3 does not; AA, S2 inconclusive
                .contains("| 17 | 3 / 1 / 2 / 0 | 1 / 3 / 1 / 0 |")
                .contains("| 21 | 0 / 0 / 0 / 0 | 0 / 0 / 1 / 0 |")
                .contains("| strings | S1 | 17 | holds 0.71 [0.60, 0.84] | does not hold 1.20 [1.06, 1.36] |"
                        + " **flipped** |")
                .contains("| strings | S2 | 17 | inconclusive 1.02 [0.96, 1.09] | does not hold 1.05 [1.01, 1.10] | |")
                .contains("| strings | S3 | 17 | does not hold 1.40 [1.30, 1.50] | does not hold 1.10 [1.05, 1.15] |")
                .contains("Only before: strings W9 JDK 17.")
                .contains("Only after: strings X1 JDK 21.");
        assertThat(md).doesNotContain("| strings | AA |").doesNotContain("| strings | S5 |");
        String one = HEADER + row("strings", "S1", 17, "holds", "0.71", "0.60", "0.84", "r1");
        assertThat(ClaimsDiff.markdown(ClaimsDiff.compare(ClaimsDiff.parse(one, "b"),
                ClaimsDiff.parse(one.replace("holds", "inconclusive"), "a")), "b", "a"))
                .contains("**1 verdict changed, 0 flipped");
    }

    @Test
    void aRunContinuedWithMoreRoundsIsNotCalledTheSameData() throws ReportException {
        String before = HEADER + row("strings", "AA", 21, "inconclusive", "0.98", "0.93", "1.04", "r1")
                + row("strings", "S5", 21, "holds", "", "", "", "r1")
                + row("events", "E1", 25, "holds", "0.64", "0.61", "0.69", "r2");
        String after = before.replace(",8,r1", ",32,r1").replace("0.98,0.93,1.04", "0.99,0.96,1.02")
                .replace("S5,21,holds,,,,1.0,below,paired t over rounds (log ratios),32",
                        "S5,21,holds,,,,1.0,below,paired t over rounds (log ratios),");
        assertThat(ClaimsDiff.parse(after, "a")).extracting(io.github.poolbench.claims.ClaimResult::n).containsExactly(32, 0, 8);
        assertThat(ClaimsDiff.markdown(ClaimsDiff.compare(ClaimsDiff.parse(before, "b"), ClaimsDiff.parse(after, "a")),
                "b", "a"))
                .contains("3 claim and JDK pairs in both files (1 from the same run in both: the same data; 2 from"
                        + " run `r1`, continued from 8 to 32 rounds: the same forks and more): **0 verdicts changed");
        assertThatThrownBy(() -> ClaimsDiff.parse(before.replace(",8,r1", ",eight,r1"), "bad.csv"))
                .isInstanceOf(ReportException.class).hasMessage("bad.csv line 2: n is not a whole number: 'eight'");
    }

    @Test
    void aClaimWhoseThresholdOrSideChangedIsAnotherQuestionNotAFlip() throws ReportException {
        String before = HEADER
                + row("strings", "S1", 17, "holds", "0.95", "0.92", "0.98", "r1")
                + row("strings", "S2", 17, "holds", "1.02", "0.99", "1.05", "r1")
                + row("strings", "S3", 17, "holds", "0.80", "0.70", "0.90", "r1");
        String after = HEADER
                + row("strings", "S1", 17, "does not hold", "0.95", "0.92", "0.98", "r1").replace(",1.0,below,", ",0.9,below,")
                + row("strings", "S2", 17, "holds", "1.02", "0.99", "1.05", "r1").replace(",1.0,below,", ",0.05,within,")
                + row("strings", "S3", 17, "does not hold", "1.20", "1.10", "1.30", "r3");
        ClaimsDiff.Comparison c = ClaimsDiff.compare(ClaimsDiff.parse(before, "b"), ClaimsDiff.parse(after, "a"));
        assertThat(c.redefined()).extracting(p -> p.after().claim()).containsExactly("S1", "S2");
        assertThat(c.flipped()).as("S1 answers another threshold; S3 the same question")
                .extracting(p -> p.after().claim()).containsExactly("S3");
        assertThat(ClaimsDiff.markdown(c, "b", "a"))
                .contains("**2 verdicts changed, 1 flipped between holds and does not hold**")
                .contains("2 claims ask another question in each file (threshold or side changed): no flip is"
                        + " counted there.")
                .contains("| strings | S1 | 17 | holds 0.95 [0.92, 0.98] | does not hold 0.95 [0.92, 0.98] |"
                        + " another question: 1 below -> 0.9 below |")
                .contains("| strings | S3 | 17 | holds 0.80 [0.70, 0.90] | does not hold 1.20 [1.10, 1.30] |"
                        + " **flipped** |")
                .contains("Same verdict to another question: strings S2 JDK 17 (1 below -> 0.05 within).");
        String oldFile = "suite,claim,jdk,verdict,estimate,ci_low,ci_high,threshold,method,n,run_id\n"
                + "strings,S3,17,holds,0.80,0.70,0.90,,paired t over rounds (log ratios),8,r1\n";
        assertThat(ClaimsDiff.compare(ClaimsDiff.parse(oldFile, "old"), ClaimsDiff.parse(after, "a")).redefined())
                .as("a file that does not say is not taken to differ").isEmpty();
    }

    @Test
    void identicalFilesChangeNothing() throws ReportException {
        List<io.github.poolbench.claims.ClaimResult> rows = ClaimsDiff.parse(BEFORE, "before");
        assertThat(rows).hasSize(7);
        ClaimsDiff.Comparison c = ClaimsDiff.compare(rows, rows);
        assertThat(c.changed()).isEmpty();
        assertThat(c.apartUnchanged()).isEmpty();
        assertThat(c.onlyBefore()).isEmpty();
        assertThat(c.onlyAfter()).isEmpty();
        assertThat(ClaimsDiff.markdown(c, "x", "y")).contains("**0 verdicts changed, 0 flipped");
    }

    @Test
    void aMissingFileNamesItself(@TempDir Path dir) {
        Path missing = dir.resolve("nope.csv");
        assertThatThrownBy(() -> ClaimsDiff.read(missing)).isInstanceOf(ReportException.class)
                .hasMessage("claims file not found: " + missing + " (results/claims.csv is written by mvn -Preport)");
    }

    @Test
    void anotherCsvNamesTheMissingColumns() {
        assertThatThrownBy(() -> ClaimsDiff.parse("suite,claim,jdk,verdict\nstrings,S1,17,holds\n", "x.csv"))
                .isInstanceOf(ReportException.class)
                .hasMessage("x.csv is not a claims.csv: no column estimate, ci_low, ci_high, run_id (its header:"
                        + " suite,claim,jdk,verdict)");
        assertThatThrownBy(() -> ClaimsDiff.parse("\n", "empty.csv")).isInstanceOf(ReportException.class)
                .hasMessage("empty.csv is empty: a claims.csv starts with its header row");
    }

    @Test
    void badFieldsAndDuplicateRowsNameTheirLine() {
        assertThatThrownBy(() -> ClaimsDiff.parse(HEADER + row("strings", "S1", 17, "holds", "abc", "", "", "r"),
                "x.csv")).isInstanceOf(ReportException.class)
                .hasMessage("x.csv line 2: estimate is not a number: 'abc'");
        assertThatThrownBy(() -> ClaimsDiff.parse(HEADER + row("strings", "S1", 17, "holds", "1", "", "", "r")
                .replace(",17,", ",jdk17,"), "x.csv")).isInstanceOf(ReportException.class)
                .hasMessage("x.csv line 2: jdk is not a whole number: 'jdk17'");
        String twice = row("strings", "S1", 17, "holds", "1", "", "", "r");
        assertThatThrownBy(() -> ClaimsDiff.parse(HEADER + twice + twice, "x.csv"))
                .isInstanceOf(ReportException.class).hasMessage("x.csv line 3: S1 of strings on JDK 17 appears twice");
    }

    @Test
    void theCommandLineGivesOneLineAndExitStatusOneOnAMissingFile(@TempDir Path dir) throws Exception {
        ChildProcess.Outcome p = ChildProcess.run(
                new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), ClaimsDiff.class.getName(),
                dir.resolve("nope.csv").toString()).redirectOutput(ProcessBuilder.Redirect.DISCARD),
                Duration.ofSeconds(60));
        String stderr = p.stderr();
        assertThat(p.exitValue()).isEqualTo(1);
        assertThat(stderr.lines()).singleElement().asString()
                .startsWith("poolbench compare: claims file not found: " + dir.resolve("nope.csv"));
    }

    @Test
    void theCommandLineComparesTwoFiles(@TempDir Path dir) throws Exception {
        Path before = Files.writeString(dir.resolve("before.csv"), BEFORE);
        Path after = Files.writeString(dir.resolve("after.csv"), AFTER);
        ChildProcess.Outcome p = ChildProcess.run(
                new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), ClaimsDiff.class.getName(), before.toString(),
                after.toString()).redirectError(ProcessBuilder.Redirect.DISCARD), Duration.ofSeconds(60));
        String stdout = p.stdout();
        assertThat(p.exitValue()).isZero();
        assertThat(stdout).contains("**2 verdicts changed, 1 flipped between holds and does not hold**");
    }

    @Test
    void aCellShowsTheDecimalsThatPutAnEndOnItsSideOfTheFilesThreshold() {
        io.github.poolbench.claims.ClaimResult w4 = new io.github.poolbench.claims.ClaimResult("sweep", "W4", 17, "does not hold", 1.133, 1.10488,
                1.16189, 0.1, "within", "m", 10, "r", "unknown");
        assertThat(w4.cell()).isEqualTo("does not hold 1.13 [1.105, 1.16]");
        // a file without threshold columns: two decimals
        io.github.poolbench.claims.ClaimResult old = new io.github.poolbench.claims.ClaimResult("sweep", "W4", 17, "does not hold", 1.133, 1.10488,
                1.16189, Double.NaN, "", "", 0, "r", "unknown");
        assertThat(old.cell()).isEqualTo("does not hold 1.13 [1.10, 1.16]");
    }

    @Test
    void modesRoundTripThroughClaimsCsvAndABadCellNamesItsLine() throws ReportException {
        ClaimResult split = new ClaimResult("gcpressure", "G1", 17, "inconclusive", 0.84, 0.5, 1.4, 1.0, "above",
                "paired t over rounds (log ratios)", 5, "r1", "m1", ClaimResult.PUBLISHED, Double.NaN, Double.NaN,
                20.0, "ops/ms", List.of(new io.github.poolbench.stats.Effect.Mode(0.3525, 1),
                new io.github.poolbench.stats.Effect.Mode(1.049, 4)));
        String csv = ClaimResult.csv(List.of(split));
        assertThat(csv.lines().skip(1).findFirst().orElseThrow()).endsWith(",20.0,ops/ms,0.3525:1 1.049:4");

        assertThat(ClaimsDiff.parse(csv, "c.csv")).singleElement().isEqualTo(split);
        assertThatThrownBy(() -> ClaimsDiff.parse(csv.replace("0.3525:1", "0.3525"), "c.csv"))
                .isInstanceOf(ReportException.class)
                .hasMessage("c.csv line 2: a mode is ratio:rounds, e.g. 0.41:2, got '0.3525'");
        assertThatThrownBy(() -> ClaimsDiff.parse(csv.replace("0.3525:1", "0.3525:0"), "c.csv"))
                .isInstanceOf(ReportException.class)
                .hasMessage("c.csv line 2: a mode needs a positive ratio and a round, got 0.3525 over 0");
    }
}
