package io.github.poolbench.pool;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Runs the jcstress tests of {@code io.github.poolbench.pool.jcstress} (the shared-slot claim
 * protocol) and {@code io.github.poolbench.objectpool.jcstress} (the object pool's borrow and
 * release) in a child JVM and fails if jcstress reports a failed or errored test. jcstress
 * itself always exits 0, so its summary is read instead.
 *
 * <p>Mode: {@code poolbench.jcstress.mode}, {@code sanity} by default (a short run that fits
 * {@code mvn verify}); {@code mvn verify -Pjcstress} runs {@code default}. The report goes to
 * {@code target/jcstress/}.
 */
class JcstressTest {

    private static final String MODE = System.getProperty("poolbench.jcstress.mode", "sanity");

    @Test
    @Timeout(value = 30, unit = TimeUnit.MINUTES)
    void poolsNeverHandOneObjectToTwoHolders() throws IOException, InterruptedException {
        Path dir = Files.createDirectories(Path.of("target", "jcstress"));
        Path log = dir.resolve("jcstress-" + MODE + ".log");
        Process process = new ProcessBuilder(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"),
                "org.openjdk.jcstress.Main",
                "-t", "io\\.github\\.poolbench\\.(pool|objectpool)\\.jcstress\\..*",
                "-m", MODE,
                "-r", "report"))
                .directory(dir.toFile()) // jcstress writes its result files into the working directory
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        assertThat(process.waitFor(29, TimeUnit.MINUTES)).as("jcstress finished; log: %s", log).isTrue();
        String output = Files.readString(log, StandardCharsets.UTF_8);
        assertThat(process.exitValue()).as("jcstress exit code; log: %s", log).isZero();
        assertThat(output).as("jcstress summary in %s", log)
                .contains("RUN RESULTS:")
                .contains("Failed tests: No matches.")
                .contains("Error tests: No matches.")
                .contains("All remaining tests: 6 matching test results."); // 3 of the StringBuilder pool, 3 of the object pool
    }
}
