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
     * A finished one-round run given a second round: the resumed run keeps its run id, runs one
     * more fork and writes both; a run id without a checkpoint is an error before any fork.
     */
    @Test
    void aResumedRunAddsRoundsUnderItsOwnRunId() throws Exception {
        String[] args = ONE_FORK;
        Outcome first = run(args);
        String runId = runIdOf(first);
        assertThat(first.stdout()).contains("-Dpoolbench.resume=" + runId);

        Outcome second = run(List.of("-Dpoolbench.resume=" + runId, "-Dpoolbench.rounds=2"), args);
        assertThat(second.exit()).as(second.stderr()).isZero();
        assertThat(second.stdout()).contains("resuming run " + runId + ": 1 of 2 rounds done")
                .contains("x 2 rounds = 2 forks (1 still to run)").contains("[2/2, round 2/2]").doesNotContain("[1/2");
        Path result = dir.resolve("target/poolbench-results/strings-jdk" + Runtime.version().feature() + ".json");
        assertThat(result).content().contains("\"forks\" : 2");
        assertThat(dir.resolve("target/poolbench-results/strings-jdk" + Runtime.version().feature() + ".env.json"))
                .content().contains(runId).contains("\"rounds\" : 2");

        Outcome unknown = run(List.of("-Dpoolbench.resume=20260101T000000Z-0000000"), args);
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.stderr()).contains("run 20260101T000000Z-0000000 has no checkpoint")
                .contains("runs with a checkpoint here: " + runId);
        assertResultsUntouched();
    }

    /**
     * The next sitting on a fresh machine: the checkpoint is gone with {@code target/}, and the
     * run goes on from its written results. Here the working folder is a git checkout so that the
     * measured code can be compared with the run's commit.
     */
    @Test
    void aRunWhoseCheckpointIsGoneGoesOnFromItsResults() throws Exception {
        Path source = dir.resolve("src/main/java/p/A.java");
        Files.createDirectories(source.getParent());
        Files.writeString(source, "package p;\n\n/** One. */\nclass A {\n    int x = 1;\n}\n");
        git("init", "-q");
        git("add", ".");
        git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "start");
        String[] args = ONE_FORK;
        String runId = runIdOf(run(args));
        int jdk = Runtime.version().feature();
        Path result = dir.resolve("target/poolbench-results/strings-jdk" + jdk + ".json");
        Path env = dir.resolve("target/poolbench-results/strings-jdk" + jdk + ".env.json");
        String firstEnv = Files.readString(env);
        deleteRecursively(dir.resolve("target/poolbench-rounds"));
        // a Javadoc edit of a measured file: the run still goes on
        Files.writeString(source, "package p;\n\n/**\n * One, documented.\n */\nclass A { int x = 1; }\n");
        git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-am", "a Javadoc edit");

        Outcome same = run(List.of("-Dpoolbench.resume=" + runId), args);
        assertThat(same.exit()).isEqualTo(2);
        assertThat(same.stderr()).contains("has 1 round in its committed results; give -Dpoolbench.rounds larger");

        Outcome second = run(List.of("-Dpoolbench.resume=" + runId, "-Dpoolbench.rounds=3"), args);
        assertThat(second.exit()).as(second.stderr()).isZero();
        assertThat(second.stdout()).contains("continuing run " + runId + " from its committed results")
                .contains("1 of 3 rounds done").contains("x 3 rounds = 3 forks (2 still to run)")
                .contains("[2/2, round 3/3]").doesNotContain("round 1/3");
        com.fasterxml.jackson.databind.JsonNode merged = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(result.toFile()).get(0);
        assertThat(merged.path("forks").asInt()).isEqualTo(3);
        assertThat(merged.path("primaryMetric").path("rawData")).hasSize(3);
        Environment all = new com.fasterxml.jackson.databind.ObjectMapper().readValue(env.toFile(),
                Environment.class);
        Environment before = new com.fasterxml.jackson.databind.ObjectMapper().readValue(firstEnv, Environment.class);
        assertThat(all.runId()).isEqualTo(runId);
        assertThat(all.rounds()).isEqualTo(3);
        assertThat(all.forks()).extracting(Environment.Fork::round).containsExactly(0, 1, 2);
        assertThat(all.forks().get(0)).isEqualTo(before.forks().get(0));
        assertThat(all.earlierSittings()).hasSize(1);
        assertThat(all.earlierSittings().get(0).rounds()).isEqualTo(1);
        assertThat(dir.resolve("target/poolbench-results/strings.md")).content()
                .contains("Run `" + runId + "`").contains("Continued from earlier sittings")
                .contains("rounds 1-1 on the same machine, finished ").contains("; rounds 2-3 in the last.");

        Files.writeString(dir.resolve("pom.xml"), "<project/>");
        Files.writeString(source, "package p;\n\nclass A { int x = 2; }\n");
        git("add", "pom.xml", "src");
        git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "a measured change");
        deleteRecursively(dir.resolve("target/poolbench-rounds"));
        Outcome changed = run(List.of("-Dpoolbench.resume=" + runId, "-Dpoolbench.rounds=4"), args);
        assertThat(changed.exit()).isEqualTo(2);
        assertThat(changed.stderr()).contains("the measured code changed (beyond comments and layout) since its commit")
                .contains("[pom.xml, src/main/java/p/A.java]");
        assertThat(result).content().contains("\"forks\" : 3");
        assertResultsUntouched();
    }

    private void git(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        ChildProcess.Outcome git = ChildProcess.run(new ProcessBuilder(command).directory(dir.toFile())
                .redirectErrorStream(true), Duration.ofSeconds(60));
        assertThat(git.exitValue()).as(git.stdout()).isZero();
    }

    private static void deleteRecursively(Path root) throws IOException {
        try (var files = Files.walk(root)) {
            for (Path f : (Iterable<Path>) files.sorted(java.util.Comparator.reverseOrder())::iterator) {
                Files.delete(f);
            }
        }
    }
}
