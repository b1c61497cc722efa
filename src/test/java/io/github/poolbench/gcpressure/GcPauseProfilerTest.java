package io.github.poolbench.gcpressure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.OptionalLong;
import jdk.jfr.Recording;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The gcpressure suite's GC profiler, outside JMH: what it reads from a real JFR recording. */
class GcPauseProfilerTest {

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

    private static volatile Object sink;

    @Test
    void agedSurvivorsAreMatchedToTheirYoungCollection(@TempDir Path dir) throws Exception {
        List<String> collectors = ManagementFactory.getGarbageCollectorMXBeans().stream()
                .map(GarbageCollectorMXBean::getName).toList();
        assumeTrue(collectors.contains("G1 Young Generation"), "G1 reports a tenuring distribution: " + collectors);
        Path file = dir.resolve("young.jfr");
        try (Recording r = new Recording()) {
            r.enable("jdk.GarbageCollection").withThreshold(Duration.ZERO);
            r.enable("jdk.TenuringDistribution");
            r.start();
            long before = youngCollections();
            // 64 KB arrays (never humongous) until two young collections, at most 16 GB
            for (long allocated = 0; youngCollections() < before + 2 && allocated < (16L << 30); allocated += 1 << 16) {
                sink = new byte[1 << 16];
            }
            r.stop();
            r.dump(file);
        }
        List<GcPauseProfiler.Gc> young = GcPauseProfiler.collections(file).stream()
                .filter(gc -> gc.agedBytes().isPresent()).toList();
        assertThat(young).as("young collections with their tenuring distribution").hasSizeGreaterThanOrEqualTo(2)
                .allSatisfy(gc -> assertThat(gc.agedBytes().getAsLong()).isNotNegative());
        assertThat(GcPauseProfiler.agedKbPerCollection(young)).isPresent();
    }

    private static long youngCollections() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream()
                .filter(b -> b.getName().equals("G1 Young Generation")).mapToLong(GarbageCollectorMXBean::getCollectionCount)
                .sum();
    }

    @Test
    void agedKbIsTheMeanOverCollectionsWithADistribution() {
        List<GcPauseProfiler.Gc> gcs = List.of(new GcPauseProfiler.Gc(1, 1, OptionalLong.of(0)),
                new GcPauseProfiler.Gc(1, 1, OptionalLong.of(4096)), new GcPauseProfiler.Gc(1, 1, OptionalLong.empty()));
        assertThat(GcPauseProfiler.agedKbPerCollection(gcs)).hasValue(2.0);
        assertThat(GcPauseProfiler.agedKbPerCollection(List.of(new GcPauseProfiler.Gc(1, 1, OptionalLong.empty()))))
                .isEmpty();
        assertThat(GcPauseProfiler.agedKbPerCollection(List.of())).isEmpty();
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

}
