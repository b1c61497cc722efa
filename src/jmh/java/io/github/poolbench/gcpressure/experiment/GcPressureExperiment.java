package io.github.poolbench.gcpressure.experiment;

import io.github.poolbench.collectors.CollectorProfiler;
import io.github.poolbench.gcpressure.GcPauseProfiler;
import io.github.poolbench.gcpressure.GcPressureBenchmark;
import io.github.poolbench.report.CollectorsReport.Design;
import io.github.poolbench.report.CollectorsReport.Row;
import io.github.poolbench.report.CollectorsReport;
import io.github.poolbench.report.ExperimentPages;
import io.github.poolbench.report.SuiteReport;
import io.github.poolbench.runs.JvmVariant;
import io.github.poolbench.runs.Suite;
import java.util.List;
import java.util.Map;

/** The GC-pressure experiment's descriptor: pooled vs sized beside a large live set, and its collector variants. */
public final class GcPressureExperiment implements ExperimentPages {

    /** {@link GcPressureBenchmark}: pooled vs sized beside a large live set, with GC pauses. */
    public static final Suite GCPRESSURE = Suite.experiment("gcpressure", GcPressureBenchmark.class,
            List.of(GcPauseProfiler.class), List.of());

    /**
     * The GC-pressure run's reference: every row of {@link #GCPRESSURE} under G1, as the gcpressure suite runs them,
     * with {@link CollectorProfiler} beside its own profiler (the collector's CPU time; ZGC's stalls), as every
     * gcpressure variant.
     */
    public static final Suite GCPRESSURE_G1 = variant("gcpressure-g1", JvmVariant.G1);
    /** {@link #GCPRESSURE}'s rows under generational ZGC (JDK 21 on): its pauses are ZGC's, from the same JFR events. */
    public static final Suite GCPRESSURE_ZGC = variant("gcpressure-zgc", JvmVariant.ZGC);
    /** {@link #GCPRESSURE}'s rows under the Parallel collector. */
    public static final Suite GCPRESSURE_PARALLEL = variant("gcpressure-parallel", JvmVariant.PARALLEL);
    /** {@link #GCPRESSURE}'s rows under G1 with compact object headers (JDK 25 on). */
    public static final Suite GCPRESSURE_COH = variant("gcpressure-coh", JvmVariant.COMPACT_HEADERS);

    /** The GC-pressure experiment: pooled and sized builds beside a large live set, with the collector's figures. */
    public static final Design COLLECTORS = new Design(
            List.of(GCPRESSURE_G1, GCPRESSURE_ZGC, GCPRESSURE_PARALLEL, GCPRESSURE_COH),
            "A large live set under other collectors and compact object headers", Row.method("sized"),
            List.of(Row.method("sizedAgain"), Row.method("pooled")), List.of("liveMb"),
            List.of("gc.count", "gc.time", "jfr.gc.count", "jfr.gc.pausedPercent", "jfr.gc.pause.longest",
                    "proc.gc.cpu.time", "jfr.zgc.stall.count", "jfr.zgc.stall.time"), "ops/ms");

    private static Suite variant(String stem, JvmVariant jvm) {
        return GCPRESSURE.variant(stem, jvm, ".*", Map.of(), List.of(CollectorProfiler.class));
    }

    @Override
    public int order() {
        return 40;
    }

    @Override
    public List<Suite> suites() {
        return List.of(GCPRESSURE, GCPRESSURE_G1, GCPRESSURE_ZGC, GCPRESSURE_PARALLEL, GCPRESSURE_COH);
    }

    @Override
    public List<SuiteReport> pages() {
        return List.of(new GcPressureReport(), new CollectorsReport(COLLECTORS));
    }
}
