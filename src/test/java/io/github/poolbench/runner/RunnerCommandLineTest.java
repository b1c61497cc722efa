package io.github.poolbench.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code BenchmarkRunner} as {@code mvn -Pjmh} starts it, in a child JVM whose working folder
 * holds a {@code results/} folder and a README: a subset or misspelt run must leave both
 * byte-identical.
 */
class RunnerCommandLineTest {

    @TempDir
    Path dir;
    byte[] resultBytes;
    byte[] readmeBytes;

    @BeforeEach
    void setUp() throws IOException {
        Files.createDirectories(dir.resolve("results"));
        try (InputStream in = getClass().getResourceAsStream("/report/fixture/strings-jdk17.json")) {
            resultBytes = in.readAllBytes();
        }
        Files.write(dir.resolve("results/strings-jdk17.json"), resultBytes);
        readmeBytes = "# readme\n".getBytes(StandardCharsets.UTF_8);
        Files.write(dir.resolve("README.md"), readmeBytes);
    }

    private record Outcome(int exit, String stdout, String stderr) {
    }

    private Outcome run(String... args) throws Exception {
        return run(List.of(), args);
    }

    private Outcome run(List<String> properties, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                // JMH's lock guards against two runs measuring each other; this one measures nothing
                "-Djmh.ignoreLock=true"));
        command.addAll(properties);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), BenchmarkRunner.class.getName()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).directory(dir.toFile()).start();
        p.getOutputStream().close();
        var out = p.getInputStream();
        var err = p.getErrorStream();
        var stdout = new java.util.concurrent.CompletableFuture<String>();
        new Thread(() -> {
            try {
                stdout.complete(new String(out.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                stdout.completeExceptionally(e);
            }
        }).start();
        String stderr = new String(err.readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(180, TimeUnit.SECONDS)).isTrue();
        return new Outcome(p.exitValue(), stdout.get(60, TimeUnit.SECONDS), stderr);
    }

    private void assertResultsUntouched() throws IOException {
        assertThat(Files.readAllBytes(dir.resolve("results/strings-jdk17.json"))).isEqualTo(resultBytes);
        assertThat(Files.readAllBytes(dir.resolve("README.md"))).isEqualTo(readmeBytes);
        try (var files = Files.list(dir.resolve("results"))) {
            assertThat(files.map(f -> f.getFileName().toString())).containsExactly("strings-jdk17.json");
        }
    }

    @Test
    void misspeltParameterFailsBeforeAnythingRuns() throws Exception {
        Outcome o = run("StringBuildingBenchmark", "-p", "lenght=32");
        assertThat(o.exit()).isEqualTo(2);
        assertThat(o.stderr()).contains("poolbench: unknown parameter -p lenght").contains("length");
        assertThat(o.stdout()).doesNotContain("# Benchmark:");
        assertResultsUntouched();
    }

    @Test
    void subsetRunWritesUnderTargetAndLeavesResultsAlone() throws Exception {
        Outcome o = run("StringBuildingBenchmark.sizedBuilder", "-p", "length=32", "-f", "1", "-wi", "0", "-i", "1",
                "-r", "100ms");
        assertThat(o.exit()).as(o.stderr()).isZero();
        assertThat(o.stdout()).contains("not a full run, so results go to target/poolbench-results");
        assertResultsUntouched();
        assertThat(dir.resolve("target/poolbench-results/strings-jdk" + Runtime.version().feature() + ".json"))
                .isNotEmptyFile();
        assertThat(dir.resolve("target/poolbench-results/strings.md")).content()
                .contains("no data").contains("`sizedBuilder`");
    }

    /**
     * A finished one-round run given a second round: the resumed run keeps its run id, runs one
     * more fork and writes both; a run id without a checkpoint is an error before any fork.
     */
    @Test
    void aResumedRunAddsRoundsUnderItsOwnRunId() throws Exception {
        String[] args = {"StringBuildingBenchmark.sizedBuilder$", "-p", "length=32", "-f", "1", "-wi", "0", "-i", "1",
                "-r", "100ms"};
        Outcome first = run(args);
        assertThat(first.exit()).as(first.stderr()).isZero();
        java.util.regex.Matcher id = java.util.regex.Pattern.compile("poolbench: run (\\S+): 1 row").matcher(
                first.stdout());
        assertThat(id.find()).as(first.stdout()).isTrue();
        assertThat(first.stdout()).contains("-Dpoolbench.resume=" + id.group(1));

        Outcome second = run(List.of("-Dpoolbench.resume=" + id.group(1), "-Dpoolbench.rounds=2"), args);
        assertThat(second.exit()).as(second.stderr()).isZero();
        assertThat(second.stdout()).contains("resuming run " + id.group(1) + ": 1 of 2 rounds done")
                .contains("[2/2, round 2/2]").doesNotContain("[1/2");
        Path result = dir.resolve("target/poolbench-results/strings-jdk" + Runtime.version().feature() + ".json");
        assertThat(result).content().contains("\"forks\" : 2");
        assertThat(dir.resolve("target/poolbench-results/strings-jdk" + Runtime.version().feature() + ".env.json"))
                .content().contains(id.group(1)).contains("\"rounds\" : 2");

        Outcome unknown = run(List.of("-Dpoolbench.resume=20260101T000000Z-0000000"), args);
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.stderr()).contains("run 20260101T000000Z-0000000 has no checkpoint")
                .contains("runs with one: " + id.group(1));
        assertResultsUntouched();
    }
}
