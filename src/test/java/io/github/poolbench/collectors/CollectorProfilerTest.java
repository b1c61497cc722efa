package io.github.poolbench.collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.results.Result;

/** The collectors runs' profiler outside JMH: {@code /proc} lines, thread names, a real recording and this JVM. */
class CollectorProfilerTest {

    /** A {@code stat} line as Linux writes it, utime 7 and stime 5 (the 14th and 15th fields). */
    private static String stat(int tid, String name, long utime, long stime) {
        return tid + " (" + name + ") S 1 1 1 0 -1 4194368 0 0 0 0 " + utime + " " + stime
                + " 0 0 20 0 1 0 100 0 0 18446744073709551615 0 0 0 0 0 0 0 0 0 0 0 0 -1 1 0 0 0 0 0\n";
    }

    @Test
    void aStatLineGivesTheThreadsNameAndItsUserAndSystemTicks() {
        assertThat(CollectorProfiler.TaskStat.parse(stat(4321, "GC Thread#0", 7, 5)))
                .isEqualTo(new CollectorProfiler.TaskStat("GC Thread#0", 12));
        assertThat(CollectorProfiler.TaskStat.parse(stat(9, "a) (b", 1, 2)).name())
                .as("a name with spaces and parentheses: up to the last ')'").isEqualTo("a) (b");
    }

    @Test
    void aLineNotInLinuxsFormatIsRejectedSayingWhy() {
        assertThatThrownBy(() -> CollectorProfiler.TaskStat.parse("4321 GC Thread S 1"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no \"(name)\"");
        assertThatThrownBy(() -> CollectorProfiler.TaskStat.parse("4321 (ZStat) S 1 1 1"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("utime and stime are the 14th");
        assertThatThrownBy(() -> CollectorProfiler.TaskStat.parse(stat(1, "ZStat", 7, 5).replace(" 7 5 ", " x 5 ")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no number");
    }

    @Test
    void collectorThreadsAreToldByHotSpotsNames() {
        assertThat(List.of("GC Thread#0", "GC Thread#12", "G1 Conc#0", "G1 Refine#0", "G1 Main Marker", "G1 Service",
                "ZWorkerYoung#0", "ZWorkerOld#0", "ZDriverMinor", "ZDriverMajor", "ZDirector", "ZStat", "ZUnmapper",
                "ZUncommitter#0", "RuntimeWorker#1"))
                .allMatch(n -> CollectorProfiler.COLLECTOR_THREAD.matcher(n).matches());
        assertThat(List.of("main", "VM Thread", "C2 CompilerThre", "C1 CompilerThre", "JFR Recorder Th",
                "Signal Dispatch", "pool-1-thread-1", "Zoo", "GC Thread", "VM Periodic Tas"))
                .noneMatch(n -> CollectorProfiler.COLLECTOR_THREAD.matcher(n).matches());
    }

    @Test
    void ticksAreReadPerCollectorThreadAndAThreadBornInBetweenCountsInFull(@TempDir Path tasks) throws Exception {
        write(tasks, 101, stat(101, "GC Thread#0", 30, 10));
        write(tasks, 102, stat(102, "C2 CompilerThre", 500, 0));
        Files.createDirectory(tasks.resolve("103")); // a thread that ended while the folder was read: no stat
        Map<String, Long> before = CollectorProfiler.collectorTicks(tasks).orElseThrow();
        assertThat(before).isEqualTo(Map.of("101", 40L));

        write(tasks, 101, stat(101, "GC Thread#0", 35, 12));
        write(tasks, 104, stat(104, "ZWorkerYoung#0", 3, 0));
        Map<String, Long> after = CollectorProfiler.collectorTicks(tasks).orElseThrow();
        assertThat(CollectorProfiler.ticksBetween(before, after)).isEqualTo(7 + 3);
        assertThat(CollectorProfiler.collectorTicks(tasks.resolve("absent"))).as("no /proc").isEmpty();
    }

    @Test
    void stallsAreCountedFromTheirOwnEventsOnly(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("gc.jfr");
        try (Recording r = new Recording()) {
            r.enable("jdk.GarbageCollection").withThreshold(Duration.ZERO);
            r.enable(CollectorProfiler.STALL_EVENT).withThreshold(Duration.ZERO);
            r.start();
            System.gc();
            r.stop();
            r.dump(file);
        }
        List<RecordedEvent> events = RecordingFile.readAllEvents(file);
        assumeTrue(!isZgc(), "no stall under a collector other than ZGC");
        assertThat(events).as("the collection was recorded").isNotEmpty();
        assertThat(CollectorProfiler.stalls(events)).isEqualTo(new CollectorProfiler.Stalls(0, 0));
    }

    /** Inside this JVM, as JMH would call it around an iteration: the collector's threads found, their time measured. */
    @Test
    void aroundAnIterationOfThisJvmTheCollectorsCpuTimeIsMeasured() {
        Path tasks = Path.of("/proc/self/task");
        assumeTrue(Files.isDirectory(tasks), "Linux");
        assumeTrue(ManagementFactory.getGarbageCollectorMXBeans().stream()
                .anyMatch(b -> b.getName().startsWith("G1")), "G1 names its worker threads GC Thread#n");
        assertThat(CollectorProfiler.collectorTicks(tasks).orElseThrow()).as("G1's threads").isNotEmpty();

        CollectorProfiler profiler = new CollectorProfiler(tasks, true);
        profiler.beforeIteration(null, null);
        System.gc();
        Map<String, Double> results = scores(profiler.afterIteration(null, null, null));
        assertThat(results).containsOnlyKeys("proc.gc.cpu.time", "proc.gc.cpu.percent", "jfr.zgc.stall.count",
                "jfr.zgc.stall.time");
        assertThat(results.get("proc.gc.cpu.time")).isGreaterThanOrEqualTo(0).isEqualTo(
                Math.rint(results.get("proc.gc.cpu.time") / CollectorProfiler.MS_PER_TICK) * CollectorProfiler.MS_PER_TICK);
        assertThat(results.get("jfr.zgc.stall.count")).as("G1 does not stall").isZero();

        CollectorProfiler withoutStalls = new CollectorProfiler(tasks, false);
        withoutStalls.beforeIteration(null, null);
        assertThat(scores(withoutStalls.afterIteration(null, null, null)))
                .containsOnlyKeys("proc.gc.cpu.time", "proc.gc.cpu.percent");
    }

    @SuppressWarnings("rawtypes")
    private static Map<String, Double> scores(Collection<? extends Result> results) {
        return results.stream().collect(Collectors.toMap(Result::getLabel, Result::getScore));
    }

    private static boolean isZgc() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream().map(GarbageCollectorMXBean::getName)
                .anyMatch(n -> n.contains("ZGC"));
    }

    private static void write(Path tasks, int tid, String line) throws Exception {
        Files.createDirectories(tasks.resolve(String.valueOf(tid)));
        Files.writeString(tasks.resolve(tid + "/stat"), line);
    }
}
