package io.github.poolbench.runner;

import io.github.poolbench.runs.Environment;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.poolbench.ChildProcess;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code PoolBench} (the runner, then the report) as {@code mvn -Pjmh} starts it, in a child JVM whose working folder
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

    /** One row, one short fork per round. */
    private static final String[] ONE_FORK = {"StringBuildingBenchmark.sizedBuilder$", "-p", "length=32", "-f", "1",
        "-wi", "0", "-i", "1", "-r", "100ms"};

    /** @return the run id a successful run printed */
    private static String runIdOf(Outcome o) {
        assertThat(o.exit()).as(o.stderr()).isZero();
        java.util.regex.Matcher id = java.util.regex.Pattern.compile("poolbench: run (\\S+): 1 row").matcher(o.stdout());
        assertThat(id.find()).as(o.stdout()).isTrue();
        return id.group(1);
    }

    private Outcome run(String... args) throws Exception {
        return run(List.of(), args);
    }

    private Outcome run(List<String> properties, String... args) throws Exception {
        return run(null, properties, args);
    }

    /** @param mavenCommandLine what Maven's launcher would export as {@link MavenProperties#ENV}, or null: inherited */
    private Outcome run(String mavenCommandLine, List<String> properties, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                // JMH's lock guards against two runs measuring each other; this one measures nothing
                "-Djmh.ignoreLock=true"));
        command.addAll(properties);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), io.github.poolbench.PoolBench.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile());
        if (mavenCommandLine != null) {
            builder.environment().put(MavenProperties.ENV, mavenCommandLine);
        }
        ChildProcess.Outcome child = ChildProcess.run(builder, Duration.ofSeconds(180));
        return new Outcome(child.exitValue(), child.stdout(), child.stderr());
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
        assertThat(o.stdout()).contains("not a full run, so results go to target/poolbench-results")
                .contains("poolbench: wrote target/poolbench-results/strings-jdk" + Runtime.version().feature()
                        + ".json (2 rows x 1 fork)");
        assertResultsUntouched();
        assertThat(dir.resolve("target/poolbench-results/strings-jdk" + Runtime.version().feature() + ".json"))
                .isNotEmptyFile();
        assertThat(dir.resolve("target/poolbench-results/strings.md")).content()
                .contains("no data").contains("`sizedBuilder`");
        // the run store: the plan registered before the first fork, the outcome once it completed
        java.util.regex.Matcher id = java.util.regex.Pattern.compile("poolbench: run (\\S+): ").matcher(o.stdout());
        assertThat(id.find()).as(o.stdout()).isTrue();
        Path store = dir.resolve("target/poolbench-results/runs").resolve(id.group(1));
        assertThat(o.stdout()).contains("is registered in target/poolbench-results/runs/" + id.group(1)
                + "/manifest.json before its first fork");
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        io.github.poolbench.runs.Manifest plan = json.readValue(store.resolve("manifest.json").toFile(),
                io.github.poolbench.runs.Manifest.class);
        assertThat(plan.preRegistered()).isTrue();
        assertThat(plan.rows()).hasSize(2).allMatch(r -> r.startsWith("strings jdk"));
        assertThat(plan.measuredCode()).containsKey("io.github.poolbench.strings");
        io.github.poolbench.runs.Environment env = json.readValue(dir.resolve("target/poolbench-results/strings-jdk"
                + Runtime.version().feature() + ".env.json").toFile(), io.github.poolbench.runs.Environment.class);
        assertThat(java.time.Instant.parse(plan.written())).as("registered before the first fork")
                .isBefore(java.time.Instant.parse(env.forks().get(0).start()));
        assertThat(store.resolve("outcome.json")).content().contains("strings-jdk" + Runtime.version().feature()
                + ".json");
    }

    /**
     * {@code mvn -Pnoise}: of the selected rows only the A/A pairs run, three rounds; it ends with what a full run
     * would need and writes no results and no report. It is not resumed; fewer than three rounds and rows without a
     * pair are errors.
     */
    @Test
    void aNoiseCheckRunsTheAaPairsAloneAndWritesNothing() throws Exception {
        String[] args = {"StringBuildingBenchmark.sizedBuilder", "-p", "length=32", "-f", "1", "-wi", "0", "-i", "1",
            "-r", "100ms"};
        // committed results of a JDK no machine has: named, and the check reads the others
        Path absent = dir.resolve("results/strings-jdk99.json");
        Files.write(absent, resultBytes);
        Outcome o = run(List.of("-Dpoolbench.noise=true"), args);
        Files.delete(absent);
        assertThat(o.exit()).as(o.stderr()).isZero();
        assertThat(o.stdout()).contains("poolbench: the committed results cover JDK 99, not installed here: the noise"
                + " check reads the other JDKs");
        int jdk = Runtime.version().feature();
        assertThat(o.stdout()).contains("a noise check of strings: only the A/A pairs run")
                .contains(": 2 rows (strings on JDK " + jdk + ") x 3 rounds = 6 forks")
                .contains("sizedBuilderAgain").doesNotContain("sizedStringBuffer").doesNotContain("-Dpoolbench.resume")
                .containsPattern("poolbench noise check, strings \\(3 rounds\\): A/A spread JDK " + jdk
                        + " \\d+\\.\\d% \\(\\d+\\+? rounds; 95% interval \\d+\\.\\d%-\\d+\\.\\d%: [^)]+\\);"
                        + " a full strings"
                        + " run with \\d+\\+? rounds takes about .+ here \\(.+ a round by its settings\\); its default"
                        + " \\d+ rounds, about .+, (is enough|is too few|may or may not be enough)");
        assertResultsUntouched();
        assertThat(dir.resolve("target/poolbench-results")).doesNotExist();
        assertThat(dir.resolve("target/poolbench-noise")).doesNotExist();

        Outcome resumed = run(List.of("-Dpoolbench.noise=true", "-Dpoolbench.resume=20260101T000000Z-0000000"), args);
        assertThat(resumed.exit()).isEqualTo(2);
        assertThat(resumed.stderr()).contains("a noise check (mvn -Pnoise) runs afresh");
        // mvn -Pnoise passes neither property on: the runner reads them from Maven's command line
        Outcome viaMaven = run("-Pnoise -Dpoolbench.replaceResults=true -Dpoolbench.resume=x",
                List.of("-Dpoolbench.noise=true"), args);
        assertThat(viaMaven.exit()).isEqualTo(2);
        assertThat(viaMaven.stdout()).contains("-Dpoolbench.replaceResults has no effect on a noise check");
        assertThat(viaMaven.stderr()).contains("a noise check (mvn -Pnoise) runs afresh");
        Outcome tooShort = run(List.of("-Dpoolbench.noise=true", "-Dpoolbench.rounds=2"), args);
        assertThat(tooShort.exit()).isEqualTo(2);
        assertThat(tooShort.stderr()).contains("a noise check needs at least 3 rounds to read a spread, not 2"
                + " (-Dpoolbench.rounds); nothing was run");
        assertThat(tooShort.stdout()).doesNotContain("round 1/2");
        Outcome unpaired = run(List.of("-Dpoolbench.noise=true"), "StringBuildingBenchmark.stringConcat", "-p",
                "length=32");
        assertThat(unpaired.exit()).isEqualTo(2);
        assertThat(unpaired.stderr()).contains("the rows selected have none; nothing was run");
        assertResultsUntouched();
    }

    /**
     * A finished one-round run given a second round: the sitting appends to the run in the store
     * under the run's id, runs one more fork and writes both rounds; the store holds each
     * sitting's forks and plan. A run id the store does not hold, or no more rounds, is an error
     * before any fork.
     */
    @Test
    void aResumedRunAppendsASittingToTheRunInTheStore() throws Exception {
        String[] args = ONE_FORK;
        Outcome first = run(args);
        String runId = runIdOf(first);
        assertThat(first.stdout()).contains("-Dpoolbench.resume=" + runId);
        int jdk = Runtime.version().feature();
        Path results = dir.resolve("target/poolbench-results");
        String firstEnv = Files.readString(results.resolve("strings-jdk" + jdk + ".env.json"));

        Outcome same = run(List.of("-Dpoolbench.resume=" + runId), args);
        assertThat(same.exit()).isEqualTo(2);
        assertThat(same.stderr()).contains("cannot resume run " + runId + ": it has 1 round in the store; give"
                + " -Dpoolbench.rounds larger");

        Outcome second = run(List.of("-Dpoolbench.resume=" + runId, "-Dpoolbench.rounds=2"), args);
        assertThat(second.exit()).as(second.stderr()).isZero();
        assertThat(second.stdout()).contains("resuming run " + runId + " from the run store: 1 of 2 rounds done")
                .contains("x 2 rounds = 2 forks (1 still to run)").contains("[2/2, round 2/2]").doesNotContain("[1/2")
                .contains("the plan of this sitting of run " + runId + " is registered");
        com.fasterxml.jackson.databind.JsonNode merged = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(results.resolve("strings-jdk" + jdk + ".json").toFile()).get(0);
        assertThat(merged.path("forks").asInt()).isEqualTo(2);
        assertThat(merged.path("primaryMetric").path("rawData")).hasSize(2);
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        Environment all = json.readValue(results.resolve("strings-jdk" + jdk + ".env.json").toFile(),
                Environment.class);
        Environment before = json.readValue(firstEnv, Environment.class);
        assertThat(all.runId()).isEqualTo(runId);
        assertThat(all.rounds()).isEqualTo(2);
        assertThat(all.forks()).extracting(Environment.Fork::round).containsExactly(0, 1);
        assertThat(all.forks().get(0)).isEqualTo(before.forks().get(0));
        assertThat(all.forkSettings().stream().mapToInt(Environment.ForkSetting::forks).sum()).isEqualTo(2);
        assertThat(all.earlierSittings()).singleElement().satisfies(s -> assertThat(s.rounds()).isEqualTo(1));
        assertThat(results.resolve("strings.md")).content().contains("Run `" + runId + "`")
                .contains("Continued from earlier sittings").contains("; rounds 2-2 in the last.");
        try (var files = Files.list(results.resolve("runs").resolve(runId))) {
            assertThat(files.map(f -> f.getFileName().toString()).sorted().toList()).hasSize(9)
                    .contains("manifest.json", "forks-01.json.gz", "forks-01.jmh.gz", "forks-01.log.json",
                            "forks-02.json.gz", "forks-02.jmh.gz", "forks-02.log.json", "outcome.json")
                    .anyMatch(f -> f.startsWith("sitting-"));
        }

        // a sitting stored without JMH's result objects cannot be joined: refused before any fork
        Files.delete(results.resolve("runs").resolve(runId).resolve("forks-01.jmh.gz"));
        Outcome old = run(List.of("-Dpoolbench.resume=" + runId, "-Dpoolbench.rounds=3"), args);
        assertThat(old.exit()).isEqualTo(2);
        assertThat(old.stderr()).contains("cannot resume run " + runId + ": " + runId + " sitting 1 has no"
                + " forks-01.jmh.gz").contains("nothing was run");
        assertThat(old.stdout()).doesNotContain("[3/3");

        Outcome unknown = run(List.of("-Dpoolbench.resume=20260101T000000Z-0000000"), args);
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.stderr()).contains("run 20260101T000000Z-0000000 is not in the run store")
                .contains("(runs there: [" + runId + "])");
        assertResultsUntouched();
    }
}
