package io.github.poolbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The main job's tail: after the runner has written, this machine's answer. */
class PoolBenchTest {

    @Test
    void theMainJobEndsWithThisMachinesAnswerBesideEveryRunsAndThePageToOpen(@TempDir Path dir) throws Exception {
        String header = "suite,claim,jdk,verdict,estimate,ci_low,ci_high,threshold,side,method,n,run_id,machine,scope\n";
        // this run: the pool 23% slower at 32 chars on JDK 17 (16 rounds), its A/A within 3%
        Files.writeString(dir.resolve("claims.csv"), header + "strings,S1,17,does not hold,1.23,1.20,1.27,1.0,below,m,16,"
                + "r,here,published\nstrings,AA,17,holds,1.00,0.97,1.03,0.05,within,m,16,r,here,published\n"
                + "events,E1,17,holds,0.35,0.34,0.36,0.85,below,m,15,r,here,published\n");
        Path committed = Files.createDirectory(dir.resolve("committed"));
        Files.writeString(committed.resolve("claims.csv"), header + "strings,S1,17,does not hold,1.10,1.05,1.15,1.0,"
                + "below,m,7,a,A,published\nstrings,S1,17,does not hold,1.12,1.07,1.17,1.0,below,m,7,b,B,machine\n");
        Files.writeString(dir.resolve("strings.md"), "# page\n");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PoolBench.printAnswer(new io.github.poolbench.runner.BenchmarkRunner.Measured(dir, false,
                List.of("strings", "strings-zgc")), io.github.poolbench.report.ClaimsDiff.parseAll(
                        Files.readString(dir.resolve("claims.csv")), "claims.csv"), committed,
                new PrintStream(out, true), new PrintStream(err, true));
        List<String> lines = out.toString().lines().toList();
        assertThat(lines).hasSizeLessThanOrEqualTo(io.github.poolbench.report.ConsoleAnswer.MAX_LINES + 1);
        assertThat(lines.get(0)).startsWith("poolbench: this machine's answer beside every run's");
        assertThat(lines.get(1)).startsWith("  `StringBuilder`, 32 chars (S1): JDK 17 here 23% slower [20%, 27%],"
                + " don't pool; all 2 runs 11% slower [").endsWith(", don't pool: agrees");
        assertThat(lines.get(2)).isEqualTo("poolbench: this run's noise: the same code measured twice under two names"
                + " differed by up to 3.1% (95% interval, JDK 17): within the margin a decision needs");
        assertThat(lines.get(3)).isEqualTo("poolbench: tables, charts and rules: " + dir.resolve("strings.md"));
        assertThat(out.toString()).as("a suite this run did not run is left out").doesNotContain("event")
                .as("a JVM variant has no page of its own").doesNotContain("strings-zgc.md")
                .as("no effect reads below -100%").doesNotContainPattern("-1[0-9][0-9]%");
        assertThat(err.toString()).isEmpty();

        // a quick run of one round has no interval: it says so instead of staying silent
        List<io.github.poolbench.claims.ClaimResult> oneRound = List.of(new io.github.poolbench.claims.ClaimResult(
                "strings", "S1", 17, "inconclusive", 1.2, Double.NaN, Double.NaN, 1.0, "below", "m", 1, "r", "here"));
        assertThat(io.github.poolbench.report.ConsoleAnswer.lines(oneRound, oneRound, List.of("strings")))
                .containsExactly("poolbench: this run measured 1 of the decision table's questions, each without a 95%"
                        + " interval (one round): run 2 rounds or more (-Dpoolbench.rounds=3) to set this machine's"
                        + " answer beside every run's");
        assertThat(io.github.poolbench.report.ConsoleAnswer.lines(oneRound, oneRound, List.of("events"))).isEmpty();
    }
}
