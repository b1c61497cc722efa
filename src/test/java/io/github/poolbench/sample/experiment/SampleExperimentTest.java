package io.github.poolbench.sample.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.poolbench.ChildProcess;
import io.github.poolbench.runs.Experiment;
import io.github.poolbench.runs.Manifest;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Adding an experiment is its package and its descriptor: the test experiment ({@code io.github.poolbench.sample},
 * no line of it in shared code) is registered by a services file on the class path, planned and run by
 * {@code PoolBench} as {@code mvn -Pjmh -Dpoolbench.suites=sample} runs it (its {@code @Fork}: one round of one short
 * fork per row, on this JDK), stored with its manifest, and rendered as its page, in a child JVM whose working folder
 * is a fresh one.
 */
class SampleExperimentTest {

    @TempDir
    Path dir;

    @Test
    void anExperimentInItsOwnPackageRegistersRunsAndRendersWithoutAnEditInSharedCode() throws Exception {
        Path services = Files.createDirectories(dir.resolve("registry/META-INF/services"));
        Files.writeString(services.resolve(Experiment.class.getName()), SampleExperiment.class.getName() + "\n");
        Path work = Files.createDirectories(dir.resolve("work"));
        int jdk = Runtime.version().feature();
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Djmh.ignoreLock=true", "-Dpoolbench.suites=sample", "-Dpoolbench.jdks=" + jdk,
                "-cp", dir.resolve("registry") + File.pathSeparator + System.getProperty("java.class.path"),
                io.github.poolbench.PoolBench.class.getName()));
        ChildProcess.Outcome o = ChildProcess.run(new ProcessBuilder(command).directory(work.toFile()),
                Duration.ofSeconds(180));

        assertThat(o.exitValue()).as(o.stdout() + o.stderr()).isZero();
        Matcher id = Pattern.compile("poolbench: run (\\S+): 2 rows \\(sample on JDK " + jdk + "\\)").matcher(o.stdout());
        assertThat(id.find()).as(o.stdout()).isTrue();
        Matcher stored = Pattern.compile("is registered in (\\S+)/runs/" + Pattern.quote(id.group(1))).matcher(o.stdout());
        assertThat(stored.find()).as(o.stdout()).isTrue();
        assertThat(stored.group(1)).as("a full run of the experiment: the committed results' folder").isEqualTo("results");
        Path results = work.resolve(stored.group(1));
        Manifest plan = new com.fasterxml.jackson.databind.ObjectMapper().readValue(
                results.resolve("runs").resolve(id.group(1)).resolve("manifest.json").toFile(), Manifest.class);
        assertThat(plan.suites()).containsExactly("sample");
        assertThat(plan.measuredCode()).containsKey("io.github.poolbench.sample");
        assertThat(results.resolve("sample-jdk" + jdk + ".json")).isNotEmptyFile();
        assertThat(results.resolve("sample.md")).content()
                .contains("A test experiment", "one package and its descriptor", "`sized`", "`sizedAgain`", "ns/op");
    }
}
