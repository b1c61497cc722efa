package io.github.poolbench.vthreads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import io.github.poolbench.ChildProcess;
import io.github.poolbench.runner.Jdks;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Runs {@link VirtualThreadChecks} on the newest JDK of 21 or later in the system JVM directory
 * ({@code /usr/lib/jvm}, where the runner also forks benchmarks; {@code -Dpoolbench.vthreads.java}
 * names another {@code bin/java}), since the test JVM itself is Java 17 and has no virtual
 * threads. Skipped, saying so, when no such JDK is installed.
 */
class VirtualThreadsTest {

    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES)
    void bothPoolsOnVirtualThreads() throws Exception {
        Optional<Path> java = Optional.ofNullable(System.getProperty("poolbench.vthreads.java")).map(Path::of)
                .or(VirtualThreadsTest::newestJdk21Plus);
        assumeThat(java).as("a JDK 21+ in /usr/lib/jvm for virtual threads").isPresent();
        ChildProcess.Outcome process = ChildProcess.run(new ProcessBuilder(List.of(java.get().toString(), "-cp",
                System.getProperty("java.class.path"), VirtualThreadChecks.class.getName()))
                .redirectErrorStream(true), Duration.ofMinutes(2));
        String output = process.stdout();
        assertThat(process.exitValue()).as("checks on %s:%n%s", java.get(), output).isZero();
        assertThat(output).contains("ok   bounded: never held by two at once").doesNotContain("FAIL");
    }

    /** The {@code bin/java} of the newest JDK >= 21 in the system JVM directory, by its {@code release} file. */
    static Optional<Path> newestJdk21Plus() {
        return Jdks.installed(Jdks.SYSTEM_JVM_DIR).entrySet().stream().filter(e -> e.getKey() >= 21)
                .max(Map.Entry.comparingByKey()).map(Map.Entry::getValue);
    }
}
