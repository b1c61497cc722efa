package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code Report}'s main as a user runs it: a bad input gives one line on stderr and exit 1. */
class ReportCommandLineTest {

    @Test
    void missingResultsGiveOneLineAndExitStatusOne(@TempDir Path dir) throws Exception {
        Path readme = dir.resolve("README.md");
        Files.writeString(readme, "# untouched\n");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Report.class.getName(),
                dir.resolve("no-such-results").toString(), readme.toString())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String stderr = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
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
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Report.class.getName(), results.toString(),
                readme.toString()).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String stderr = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isEqualTo(1);
        assertThat(stderr).startsWith("poolbench report: README has no generated section 'conclusions'")
                .contains(ReadmeSections.begin("conclusions")).contains(ReadmeSections.end("conclusions"));
        assertThat(results.resolve("strings.md")).doesNotExist();
    }
}
