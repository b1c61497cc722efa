package io.github.poolbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChildProcessTest {

    private static final String SH = "/bin/sh";

    @Test
    void aChildPastItsLimitIsKilledWithWhatItStarted() throws IOException, InterruptedException {
        assumeTrue(Files.isExecutable(Path.of(SH)), "needs " + SH);
        Process process = new ProcessBuilder(SH, "-c", "sleep 300 & sleep 300").start();
        List<ProcessHandle> started = startedBy(process, 2);

        assertThat(ChildProcess.waitOrKill(process, Duration.ofMillis(200))).isFalse();

        assertThat(process.isAlive()).isFalse();
        for (ProcessHandle child : started) {
            assertThat(child.onExit()).succeedsWithin(Duration.ofSeconds(10));
        }
    }

    @Test
    void runReadsBothStreamsAndTheExitStatus() throws IOException, InterruptedException {
        assumeTrue(Files.isExecutable(Path.of(SH)), "needs " + SH);
        // 200 KB on stdout: more than a pipe holds, so a child whose output is read only after it ends would stall
        ChildProcess.Outcome outcome = ChildProcess.run(new ProcessBuilder(SH, "-c",
                "head -c 200000 /dev/zero | tr '\\0' x; echo oops >&2; exit 3"), Duration.ofSeconds(30));

        assertThat(outcome.exitValue()).isEqualTo(3);
        assertThat(outcome.stdout()).hasSize(200_000).containsOnlyOnce("xxxxx".repeat(40_000));
        assertThat(outcome.stderr()).isEqualTo("oops\n");
    }

    @Test
    void runFailsAChildPastItsLimitAndLeavesNothingRunning(@TempDir Path dir) throws Exception {
        assumeTrue(Files.isExecutable(Path.of(SH)), "needs " + SH);
        Path pid = dir.resolve("pid");
        String script = "sleep 300 & echo $! > " + pid + "; sleep 300";

        assertThatThrownBy(() -> ChildProcess.run(new ProcessBuilder(SH, "-c", script), Duration.ofMillis(500)))
                .isInstanceOf(AssertionError.class)
                .hasMessage("[" + SH + ", -c, " + script + "] ran past its limit of 500 ms and was killed with every "
                        + "process it started");
        ProcessHandle background = ProcessHandle.of(Long.parseLong(Files.readString(pid).trim())).orElse(null);
        if (background != null) { // gone already, or ending
            assertThat(background.onExit()).succeedsWithin(Duration.ofSeconds(10));
        }
    }

    /** The processes a child started, once there are {@code count} of them. */
    private static List<ProcessHandle> startedBy(Process process, int count) throws InterruptedException {
        List<ProcessHandle> started = List.of();
        for (int i = 0; i < 250 && started.size() < count; i++) {
            Thread.sleep(20);
            started = process.descendants().toList();
        }
        assertThat(started).hasSize(count);
        return started;
    }
}
