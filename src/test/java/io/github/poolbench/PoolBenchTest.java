package io.github.poolbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The main job's tail: after the runner has written, the verdicts it changed. */
class PoolBenchTest {

    @Test
    void afterAFullRunTheVerdictsOfItsSuitesAreComparedWithTheOldOnes(@TempDir Path dir)
            throws Exception {
        String header = "suite,claim,jdk,verdict,estimate,ci_low,ci_high,threshold,method,n,run_id\n";
        String before = header + "strings,S1,17,holds,0.71,0.60,0.84,1.0,m,8,old\n"
                + "events,E1,17,holds,0.64,0.61,0.69,1.0,m,8,old\n";
        Path after = Files.writeString(dir.resolve("claims.csv"),
                header + "strings,S1,17,does not hold,1.20,1.06,1.36,1.0,m,8,new\n"
                        + "events,E1,17,does not hold,1.64,1.61,1.69,1.0,m,8,old\n");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PoolBench.printVerdictChanges(before, after, List.of("strings"),
                "results/claims.csv as it was before this run",
                new PrintStream(out, true), new PrintStream(err, true));
        assertThat(out.toString())
                .startsWith("poolbench: verdicts of this run against results/claims.csv as it was before this run:\n")
                .contains("| strings | S1 | 17 | holds 0.71 [0.60, 0.84] | does not hold 1.20 [1.06, 1.36] |"
                        + " **flipped** |")
                .as("a suite this run did not run is left out").doesNotContain("events")
                .as("a JVM variant has no page of its own").doesNotContain("strings-zgc.md");
        assertThat(err.toString()).isEmpty();

        out.reset();
        PoolBench.printVerdictChanges("not,a,claims,file\n", after, List.of("strings"), "results/claims.csv",
                new PrintStream(out, true), new PrintStream(err, true));
        assertThat(out.toString()).isEmpty();
        assertThat(err.toString()).startsWith("poolbench: cannot compare the verdicts with results/claims.csv:"
                + " results/claims.csv is not a claims.csv: no column suite,");
    }

    @Test
    void theMainJobEndsWithTheAnswerAndThePageToOpen(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("claims.csv"), "suite,claim,jdk,verdict,estimate,ci_low,ci_high,threshold,side,"
                + "method,n,run_id\nstrings,S1,17,does not hold,1.23,1.20,1.27,1.0,below,m,16,r\n"
                + "events,E1,17,holds,0.35,0.34,0.36,0.85,below,m,15,r\n");
        Files.writeString(dir.resolve("strings.md"), "# page\n");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PoolBench.printAnswer(new io.github.poolbench.runner.BenchmarkRunner.Measured(dir, false,
                List.of("strings", "strings-zgc")), new PrintStream(out, true), new PrintStream(err, true));
        assertThat(out.toString()).contains("  strings S1 JDK 17: does not hold 23% slower [20%, 27%], ratio 1.23 [1.20,"
                + " 1.27]: The bucketed pool builds a 32-char string faster than a sized builder\n")
                .contains("poolbench: tables, charts and rules: " + dir.resolve("strings.md"))
                .as("a suite this run did not run is left out").doesNotContain("events")
                .as("a JVM variant has no page of its own").doesNotContain("strings-zgc.md");
        assertThat(err.toString()).isEmpty();
    }
}
