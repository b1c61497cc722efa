package io.github.poolbench.runner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import jdk.jfr.Recording;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The two profilers the runner adds, outside JMH: what they read and what the runner folds. */
class ProfilersTest {

    @Test
    void gcPausesAreReadFromARealRecording(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("gc.jfr");
        try (Recording r = new Recording()) {
            r.enable("jdk.GarbageCollection").withThreshold(Duration.ZERO);
            r.start();
            System.gc();
            System.gc();
            r.stop();
            r.dump(file);
        }
        List<GcPauseProfiler.Gc> collections = GcPauseProfiler.collections(file);
        List<Long> pauses = collections.stream().map(GcPauseProfiler.Gc::sumOfPauses).toList();
        assertThat(pauses).hasSizeGreaterThanOrEqualTo(2).allSatisfy(p -> assertThat(p).isPositive());
        long longest = collections.stream().mapToLong(GcPauseProfiler.Gc::longestPause).max().orElseThrow();
        assertThat(longest).as("one pause of one collection: positive, at most the longest collection's pauses")
                .isPositive().isLessThanOrEqualTo(pauses.stream().mapToLong(Long::longValue).max().orElseThrow());
        assertThat(collections).allSatisfy(gc -> assertThat(gc.longestPause()).isLessThanOrEqualTo(gc.sumOfPauses()));
        assertThat(GcPauseProfiler.collections(emptyRecording(dir))).as("no collection").isEmpty();
    }

    /** A recording without GC events (not enabled, so a collection meanwhile cannot add one). */
    private static Path emptyRecording(Path dir) throws Exception {
        Path file = dir.resolve("none.jfr");
        try (Recording r = new Recording()) {
            r.start();
            System.gc();
            r.stop();
            r.dump(file);
        }
        return file;
    }

    @Test
    void forkFilesFoldIntoDistinctSettingsWithCounts(@TempDir Path dir) throws Exception {
        ObjectMapper json = new ObjectMapper();
        List<String> g1 = List.of("G1 Young Generation", "G1 Old Generation");
        json.writeValue(dir.resolve("1.json").toFile(),
                new ForkInfoProfiler.ForkInfo("a", g1, 1L << 30, List.of("-Xmx1g"), 2));
        json.writeValue(dir.resolve("2.json").toFile(),
                new ForkInfoProfiler.ForkInfo("b", g1, 1L << 30, List.of("-Xmx1g"), 2));
        json.writeValue(dir.resolve("3.json").toFile(),
                new ForkInfoProfiler.ForkInfo("c", g1, 1L << 31, List.of("-Xmx2g"), 2));
        List<Environment.ForkSetting> settings = BenchmarkRunner.forkSettings(dir);
        assertThat(settings).containsExactly(new Environment.ForkSetting(g1, 1L << 30, List.of("-Xmx1g"), 2, 2),
                new Environment.ForkSetting(g1, 1L << 31, List.of("-Xmx2g"), 2, 1));
        assertThat(BenchmarkRunner.forkSettings(dir.resolve("none"))).isEmpty();
    }

    @Test
    void forkInfoProfilerNeedsAFolder() {
        assertThatThrownBy(() -> new ForkInfoProfiler("")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("dir=");
    }
}
