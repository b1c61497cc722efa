package io.github.poolbench.collectors;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * A JMH profiler ({@code -prof io.github.poolbench.collectors.CollectorProfiler}) for the collectors
 * runs (issue 79): what the garbage collector costs besides its pauses, per iteration, inside the
 * fork. It reports:
 * <ul>
 *   <li>{@code proc.gc.cpu.time}: CPU time (user and system) that the JVM's collector threads used
 *       during the iteration, in ms, averaged over iterations. Read from Linux's
 *       {@code /proc/self/task/<tid>/stat} before and after the iteration, in the kernel's clock ticks
 *       (USER_HZ, 100 a second on x86-64 and arm64 Linux: 10 ms resolution per thread); a thread
 *       started during the iteration counts from zero. Collector threads are told by their names as
 *       HotSpot sets them ({@link #COLLECTOR_THREAD}): G1's and Parallel's {@code GC Thread#n}, G1's
 *       {@code G1 ...} threads, ZGC's {@code Z...} and {@code RuntimeWorker#n} threads. Not counted: the VM thread, which runs the
 *       serial part of a stop-the-world pause (that time is in the pauses), and the allocating
 *       threads' own work in barriers and allocation paths (that is in the benchmark's score).
 *       Absent where {@code /proc/self/task} cannot be read (not Linux);</li>
 *   <li>{@code proc.gc.cpu.percent}: the same as a share of the iteration's wall time, in percent
 *       (two collector threads busy throughout: 200);</li>
 *   <li>{@code jfr.zgc.stall.count} and {@code jfr.zgc.stall.time}: ZGC's allocation stalls during
 *       the iteration (JFR's {@code jdk.ZAllocationStall}, recorded with no threshold): how many, and
 *       their summed duration in ms, both averaged over iterations; 0 when there was none. Only
 *       under ZGC (a collector MXBean whose name has {@code ZGC}); absent under other collectors,
 *       which do not stall this way.</li>
 * </ul>
 * Reading {@code /proc} and starting or dumping the recording happen before and after the
 * iteration, outside what JMH measures; the recording stays open during the iteration, equally
 * for every row of a fork's configuration.
 *
 * <p>One instance per fork, called by JMH's one iteration thread; not thread-safe.
 */
public final class CollectorProfiler implements InternalProfiler {

    /**
     * Names of the collectors' threads as Linux shows them (HotSpot's names cut to 15 chars), the same
     * on JDK 17, 21 and 25: {@code GC Thread#0} (G1's and Parallel's workers), G1's {@code G1 Conc#0},
     * {@code G1 Refine#0}, {@code G1 Main Marker}, {@code G1 Service}; generational ZGC's
     * {@code ZWorkerYoung#0}, {@code ZWorkerOld#0}, {@code ZDriverMinor}, {@code ZDriverMajor},
     * {@code ZDirector}, {@code ZStat}, {@code ZUnmapper}, {@code ZUncommitter} and its
     * {@code RuntimeWorker#0} (the workers of its pauses). No other thread of a HotSpot JVM (compiler,
     * JFR, JMH's workers) has such a name.
     */
    static final Pattern COLLECTOR_THREAD = Pattern.compile("GC Thread#\\d+|G1 .+|Z[A-Z].*|RuntimeWorker#\\d+");

    /** Milliseconds per clock tick of {@code /proc}'s CPU times (USER_HZ = 100). */
    static final double MS_PER_TICK = 10;

    /** The JFR event of one ZGC allocation stall. */
    static final String STALL_EVENT = "jdk.ZAllocationStall";

    private final Path tasks;
    private final boolean zgc;
    private Map<String, Long> ticksBefore;
    private long startNanos;
    private Recording recording;

    /** The profiler as JMH creates it: this JVM's threads, stalls recorded if the collector is ZGC. */
    public CollectorProfiler() {
        this(Path.of("/proc/self/task"), ManagementFactory.getGarbageCollectorMXBeans().stream()
                .map(GarbageCollectorMXBean::getName).anyMatch(n -> n.contains("ZGC")));
    }

    /**
     * @param tasks the folder of the process's threads, {@code /proc/self/task}
     * @param zgc   whether to record ZGC's allocation stalls
     */
    CollectorProfiler(Path tasks, boolean zgc) {
        this.tasks = tasks;
        this.zgc = zgc;
    }

    @Override
    public String getDescription() {
        return "CPU time of the collector's threads per iteration from /proc, and ZGC's allocation stalls from JFR";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        if (zgc) {
            recording = new Recording();
            recording.enable(STALL_EVENT).withThreshold(Duration.ZERO);
            recording.setToDisk(true);
            recording.start();
        }
        ticksBefore = collectorTicks(tasks).orElse(null);
        startNanos = System.nanoTime();
    }

    @Override
    @SuppressWarnings("rawtypes") // JMH's InternalProfiler declares the raw Result type
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams,
                                                       IterationParams iterationParams, IterationResult result) {
        long wallNanos = System.nanoTime() - startNanos;
        List<Result<?>> out = new ArrayList<>();
        Optional<Map<String, Long>> ticksAfter = collectorTicks(tasks);
        if (ticksBefore != null && ticksAfter.isPresent()) {
            double ms = ticksBetween(ticksBefore, ticksAfter.get()) * MS_PER_TICK;
            out.add(new ScalarResult("proc.gc.cpu.time", ms, "ms", AggregationPolicy.AVG));
            out.add(new ScalarResult("proc.gc.cpu.percent", 100 * ms / (wallNanos / 1e6), "%", AggregationPolicy.AVG));
        }
        if (recording != null) {
            Stalls stalls = stopAndRead(recording);
            recording = null;
            out.add(new ScalarResult("jfr.zgc.stall.count", stalls.count(), "#/iteration", AggregationPolicy.AVG));
            out.add(new ScalarResult("jfr.zgc.stall.time", stalls.nanos() / 1e6, "ms", AggregationPolicy.AVG));
        }
        return out;
    }

    /**
     * ZGC's allocation stalls in a recording.
     *
     * @param count how many
     * @param nanos their summed duration, ns
     */
    record Stalls(int count, long nanos) {
    }

    private static Stalls stopAndRead(Recording recording) {
        try {
            recording.stop();
            Path file = Files.createTempFile("poolbench-zgc", ".jfr");
            try {
                recording.dump(file);
                return stalls(RecordingFile.readAllEvents(file));
            } finally {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the JFR recording of ZGC's allocation stalls", e);
        } finally {
            recording.close();
        }
    }

    /**
     * @param events a recording's events
     * @return the number and summed duration of its {@value #STALL_EVENT} events (others ignored)
     */
    static Stalls stalls(List<RecordedEvent> events) {
        int count = 0;
        long nanos = 0;
        for (RecordedEvent e : events) {
            if (e.getEventType().getName().equals(STALL_EVENT)) {
                count++;
                nanos += e.getDuration().toNanos();
            }
        }
        return new Stalls(count, nanos);
    }

    /**
     * The clock ticks each collector thread has used so far.
     *
     * @param tasks a process's thread folder, {@code /proc/<pid>/task}
     * @return per thread (its id) the user and system ticks of each thread whose name
     *         {@link #COLLECTOR_THREAD} matches; empty if the folder cannot be read. A thread that
     *         ends while it is read is left out.
     * @throws IllegalArgumentException if a thread's {@code stat} is not in Linux's format
     */
    static Optional<Map<String, Long>> collectorTicks(Path tasks) {
        if (!Files.isDirectory(tasks)) {
            return Optional.empty();
        }
        Map<String, Long> ticks = new HashMap<>();
        try (DirectoryStream<Path> threads = Files.newDirectoryStream(tasks)) {
            for (Path thread : threads) {
                String line;
                try {
                    line = Files.readString(thread.resolve("stat"));
                } catch (NoSuchFileException ended) {
                    continue;
                }
                TaskStat stat = TaskStat.parse(line);
                if (COLLECTOR_THREAD.matcher(stat.name()).matches()) {
                    ticks.put(thread.getFileName().toString(), stat.ticks());
                }
            }
        } catch (IOException e) {
            return Optional.empty();
        }
        return Optional.of(ticks);
    }

    /**
     * @param before per thread, its ticks before
     * @param after  per thread, its ticks after
     * @return the ticks used in between by the threads of {@code after}: a thread absent before
     *         started in between and counts in full
     */
    static long ticksBetween(Map<String, Long> before, Map<String, Long> after) {
        long sum = 0;
        for (Map.Entry<String, Long> t : after.entrySet()) {
            sum += t.getValue() - before.getOrDefault(t.getKey(), 0L);
        }
        return sum;
    }

    /**
     * A thread's name and CPU time from its {@code /proc/<pid>/task/<tid>/stat} line.
     *
     * @param name  the thread's name ({@code comm}, at most 15 chars)
     * @param ticks user plus system time, in clock ticks
     */
    record TaskStat(String name, long ticks) {

        /**
         * @param line the file's one line: {@code tid (name) state ppid ...}, utime and stime the
         *             14th and 15th fields (proc(5)); the name may hold spaces and parentheses
         * @return its name and ticks
         * @throws IllegalArgumentException if the line has no {@code (name)} or too few fields
         */
        static TaskStat parse(String line) {
            int open = line.indexOf('(');
            int close = line.lastIndexOf(')');
            if (open < 0 || close < open) {
                throw new IllegalArgumentException("not a /proc stat line (no \"(name)\"): " + line);
            }
            String[] rest = line.substring(close + 1).trim().split("\\s+");
            // rest[0] is field 3 (state): utime, field 14, is rest[11]; stime rest[12]
            if (rest.length < 13) {
                throw new IllegalArgumentException("a /proc stat line with " + (rest.length + 2)
                        + " fields, utime and stime are the 14th and 15th: " + line);
            }
            try {
                long ticks = Long.parseLong(rest[11]) + Long.parseLong(rest[12]);
                return new TaskStat(line.substring(open + 1, close), ticks);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("a /proc stat line whose utime or stime is no number: " + line, e);
            }
        }
    }
}
