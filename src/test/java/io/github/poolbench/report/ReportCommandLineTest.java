package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.poolbench.ChildProcess;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code Report}'s main as a user runs it: a bad input gives one line on stderr and exit 1. */
class ReportCommandLineTest {

    private static final Duration LIMIT = Duration.ofSeconds(60);

    @Test
    void missingResultsGiveOneLineAndExitStatusOne(@TempDir Path dir) throws Exception {
        Path readme = dir.resolve("README.md");
        Files.writeString(readme, "# untouched\n");
        ChildProcess.Outcome p = ChildProcess.run(
                new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Report.class.getName(),
                dir.resolve("no-such-results").toString(), readme.toString())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD), LIMIT);
        String stderr = p.stderr();
        assertThat(p.exitValue()).isEqualTo(1);
        assertThat(stderr.lines()).singleElement().asString()
                .startsWith("poolbench report: results directory not found");
        assertThat(Files.readString(readme)).isEqualTo("# untouched\n");
    }

    @Test
    void aMessageOfSeveralLinesIsPrintedWhole(@TempDir Path dir) throws Exception {
        Path results = Files.createDirectories(dir.resolve("results"));
        try (var in = getClass().getResourceAsStream("/report/fixture/strings-jdk17.json")) {
            Files.copy(in, results.resolve("strings-jdk17.json"));
        }
        Path readme = dir.resolve("README.md");
        Files.writeString(readme, "# no markers\n");
        ChildProcess.Outcome p = ChildProcess.run(
                new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Report.class.getName(), results.toString(),
                readme.toString()).redirectOutput(ProcessBuilder.Redirect.DISCARD), LIMIT);
        String stderr = p.stderr();
        assertThat(p.exitValue()).isEqualTo(1);
        assertThat(stderr).startsWith("poolbench report: README has no generated section 'lead'")
                .contains(ReadmeSections.begin("lead")).contains(ReadmeSections.end("lead"));
        assertThat(results.resolve("strings.md")).doesNotExist();
    }
}
