package io.github.poolbench.gcpressure;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalLong;
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
 * A JMH profiler ({@code -prof io.github.poolbench.gcpressure.GcPauseProfiler}) that records every
 * garbage collection of an iteration with JDK Flight Recorder, inside the fork, and reports:
 * <ul>
 *   <li>{@code jfr.gc.pause.longest}: the iteration's longest single pause (JFR's
 *       {@code jdk.GarbageCollection.longestPause}, the maximum over its collections), in ms,
 *       averaged over iterations; absent when an iteration had no collection. It has a value per
 *       iteration, so a claim about the worst pauses gets an interval over rounds;</li>
 *   <li>{@code jfr.gc.count}: collections per iteration (averaged over iterations);</li>
 *   <li>{@code jfr.gc.pausedPercent}: share of the iteration's wall time spent in GC pauses, in
 *       percent;</li>
 *   <li>{@code jfr.gc.survivors.aged}: per collection, the KB (2^10 bytes) of survivors that had
 *       already survived {@value #AGED} collections or more (JFR's {@code jdk.TenuringDistribution},
 *       ages {@value #AGED} and up), averaged over the iteration's collections that report a
 *       distribution (G1's do); absent when none does. Objects born at the start of the warmup
 *       stay young until the collector's tenuring threshold (15 in the gcpressure probe) and are
 *       copied at every collection until then: tens of KB more here in one row than in another mean
 *       its measured pauses still carry what the warmup's start allocated
 *       ({@code docs/evidence/gcpressure-per-collection.md}).</li>
 * </ul>
 * One recording per iteration, started before and stopped after it, so the recording's start
 * and dump cost nothing measured. Needs JFR (JDK 11+).
 *
 * <p>Only scalars, no pause distribution: runs before this reported every pause as a JMH sample
 * result ({@code jfr.gc.pause}, whose percentiles JMH merged over forks), and a sample result
 * holds a histogram (JMH's {@code SampleBuffer}: an {@code int[1024]}, 4 KB, per power-of-two range
 * of pauses in use) that the fork keeps with the iteration's result. Kept objects age in the young
 * generation, and a row that collects half as often carries more of them through each pause: in
 * gcpressure, with 25 s of warmup, {@code pooled} carried about 50 KB at age 8 or more per
 * collection against {@code sized}'s 20, and about 9 against 11 without the distribution (one
 * fork each: {@code docs/evidence/gcpressure-per-collection.md}). The profiler's own
 * bookkeeping must not weigh more on one row's pauses than on another's.
 */
public final class GcPauseProfiler implements InternalProfiler {

    /** The age (collections survived) from which {@code jfr.gc.survivors.aged} counts survivors. */
    static final int AGED = 8;

    private Recording recording;
    private long startNanos;

    @Override
    public String getDescription() {
        return "GC pauses per iteration from JFR jdk.GarbageCollection events, and aged survivors from"
                + " jdk.TenuringDistribution";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        recording = new Recording();
        recording.enable("jdk.GarbageCollection").withThreshold(Duration.ZERO);
        recording.enable("jdk.TenuringDistribution");
        recording.setToDisk(true);
        recording.start();
        startNanos = System.nanoTime();
    }

    @Override
    @SuppressWarnings("rawtypes") // JMH's InternalProfiler declares the raw Result type
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams,
                                                       IterationParams iterationParams, IterationResult result) {
        long wallNanos = System.nanoTime() - startNanos;
        recording.stop();
        List<Gc> collections;
        try {
            Path file = Files.createTempFile("poolbench-gc", ".jfr");
            try {
                recording.dump(file);
                collections = collections(file);
            } finally {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the JFR recording of GC pauses: " + e.getMessage(), e);
        } finally {
            recording.close();
        }
        long total = 0;
        long longest = 0;
        for (Gc gc : collections) {
            total += gc.sumOfPauses();
            longest = Math.max(longest, gc.longestPause());
        }
        List<Result<?>> out = new ArrayList<>();
        out.add(new ScalarResult("jfr.gc.count", collections.size(), "#/iteration", AggregationPolicy.AVG));
        out.add(new ScalarResult("jfr.gc.pausedPercent", 100.0 * total / wallNanos, "%", AggregationPolicy.AVG));
        if (!collections.isEmpty()) {
            out.add(new ScalarResult("jfr.gc.pause.longest", longest / 1e6, "ms", AggregationPolicy.AVG));
        }
        agedKbPerCollection(collections).ifPresent(kb ->
                out.add(new ScalarResult("jfr.gc.survivors.aged", kb, "KB", AggregationPolicy.AVG)));
        return out;
    }

    /**
     * One collection as JFR reports it.
     *
     * @param sumOfPauses  the time of all its pauses ({@code jdk.GarbageCollection.sumOfPauses}), ns
     * @param longestPause its longest single pause ({@code longestPause}), ns
     * @param agedBytes    bytes of its survivors at age {@value #AGED} or more, from its
     *                     {@code jdk.TenuringDistribution} events; empty when it has none
     */
    record Gc(long sumOfPauses, long longestPause, OptionalLong agedBytes) {
    }

    /**
     * Every collection in the file, in file order, with its tenuring distribution matched by
     * {@code gcId}, read in one pass.
     */
    static List<Gc> collections(Path jfrFile) throws IOException {
        List<RecordedEvent> gcs = new ArrayList<>();
        Map<Integer, Long> aged = new HashMap<>();
        for (RecordedEvent e : RecordingFile.readAllEvents(jfrFile)) {
            switch (e.getEventType().getName()) {
                case "jdk.GarbageCollection" -> gcs.add(e);
                case "jdk.TenuringDistribution" -> aged.merge(e.getInt("gcId"),
                        e.getInt("age") >= AGED ? e.getLong("size") : 0L, Long::sum);
                default -> { }
            }
        }
        List<Gc> collections = new ArrayList<>();
        for (RecordedEvent e : gcs) {
            Long bytes = aged.get(e.getInt("gcId"));
            collections.add(new Gc(e.getDuration("sumOfPauses").toNanos(), e.getDuration("longestPause").toNanos(),
                    bytes == null ? OptionalLong.empty() : OptionalLong.of(bytes)));
        }
        return collections;
    }

    /**
     * @return the mean over the collections that have a tenuring distribution of their survivors'
     *         bytes at age {@value #AGED} or more, in KB (2^10 bytes); empty when none has one
     */
    static OptionalDouble agedKbPerCollection(List<Gc> collections) {
        return collections.stream().map(Gc::agedBytes).filter(OptionalLong::isPresent)
                .mapToLong(OptionalLong::getAsLong).average().stream().map(b -> b / 1024).findFirst();
    }
}
