package io.github.poolbench.runner;

import io.github.poolbench.runs.Environment;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.OptionalLong;
import jdk.jfr.Recording;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The fork-settings profiler the runner adds, outside JMH: what it reads and what the runner folds. */
class ProfilersTest {

    @Test
    void eachForksFileIsTakenOnceAndTheForksFoldIntoDistinctSettingsWithCounts(@TempDir Path dir) throws Exception {
        ObjectMapper json = new ObjectMapper();
        List<String> g1 = List.of("G1 Young Generation", "G1 Old Generation");
        List<Environment.ForkSetting> forks = new java.util.ArrayList<>();
        for (ForkInfoProfiler.ForkInfo info : List.of(
                new ForkInfoProfiler.ForkInfo("a", g1, 1L << 30, List.of("-Xmx1g"), 2),
                new ForkInfoProfiler.ForkInfo("b", g1, 1L << 30, List.of("-Xmx1g"), 2),
                new ForkInfoProfiler.ForkInfo("c", g1, 1L << 31, List.of("-Xmx2g"), 2))) {
            json.writeValue(dir.resolve(info.benchmark() + ".json").toFile(), info);
            forks.add(ForkFiles.takeForkSetting(dir));
            assertThat(dir).isEmptyDirectory();
        }
        forks.add(ForkFiles.takeForkSetting(dir)); // a fork that reported nothing
        assertThat(forks.get(3)).isNull();
        assertThat(io.github.poolbench.runs.RunStore.forkSettings(forks)).containsExactly(
                new Environment.ForkSetting(g1, 1L << 30, List.of("-Xmx1g"), 2, 2),
                new Environment.ForkSetting(g1, 1L << 31, List.of("-Xmx2g"), 2, 1));
        assertThat(ForkFiles.takeForkSetting(dir.resolve("none"))).isNull();
    }

    @Test
    void forkInfoProfilerNeedsAFolder() {
        assertThatThrownBy(() -> new ForkInfoProfiler("")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("dir=");
    }
}
