package io.github.poolbench.overhead.experiment;

import io.github.poolbench.overhead.PoolOverheadBenchmark;
import io.github.poolbench.report.CollectorsReport.Design;
import io.github.poolbench.report.CollectorsReport.Row;
import io.github.poolbench.report.CollectorsReport;
import io.github.poolbench.report.ExperimentPages;
import io.github.poolbench.report.SuiteReport;
import io.github.poolbench.runs.JvmVariant;
import io.github.poolbench.runs.Suite;
import java.util.List;
import java.util.Map;

/** The overhead experiment's descriptor: borrow+return alone, and its collector variants. */
public final class OverheadExperiment implements ExperimentPages {

    /** {@link PoolOverheadBenchmark}: acquire+release alone, 1, 2, 8 and 64 threads sharing one pool. */
    public static final Suite OVERHEAD = Suite.experiment("overhead", PoolOverheadBenchmark.class, List.of(),
            List.of("pool", "source"));

    /** The methods the JVM variants run: one thread, two threads, a realistic build. */
    private static final String HEADLINE = "shared1|shared2|realistic";

    /** The parameter values the JVM variants run. */
    private static final Map<String, List<String>> HEADLINE_VALUES = Map.of("capacity", List.of("32"), "pool",
            List.of("allocate", "allocateAgain", "bucketed", "commonsKeyed", "threadLocal"));

    /**
     * The overhead run's reference: {@link #OVERHEAD}'s acquire+release with one and two threads and its realistic
     * build, 32 chars, for allocation (and its A/A twin), our pool, commons-pool2 and a {@code ThreadLocal}, under
     * G1 as the overhead suite runs them.
     */
    public static final Suite OVERHEAD_G1 = variant("overhead-g1", JvmVariant.G1);
    /** {@link #OVERHEAD_G1}'s rows under generational ZGC (JDK 21 on). */
    public static final Suite OVERHEAD_ZGC = variant("overhead-zgc", JvmVariant.ZGC);
    /** {@link #OVERHEAD_G1}'s rows under the Parallel collector. */
    public static final Suite OVERHEAD_PARALLEL = variant("overhead-parallel", JvmVariant.PARALLEL);
    /** {@link #OVERHEAD_G1}'s rows under G1 with compact object headers (JDK 25 on). */
    public static final Suite OVERHEAD_COH = variant("overhead-coh", JvmVariant.COMPACT_HEADERS);

    /** The overhead experiment: acquire+release with one and two threads and a realistic build, 32 chars. */
    public static final Design COLLECTORS = new Design(
            List.of(OVERHEAD_G1, OVERHEAD_ZGC, OVERHEAD_PARALLEL, OVERHEAD_COH),
            "Pool overhead under other collectors and compact object headers", Row.param("", "pool", "allocate"),
            List.of(Row.param("", "pool", "allocateAgain"), Row.param("", "pool", "bucketed"),
                    Row.param("", "pool", "commonsKeyed"), Row.param("", "pool", "threadLocal")),
            List.of(CollectorsReport.METHOD, "capacity"), List.of(), "ns/op");

    private static Suite variant(String stem, JvmVariant jvm) {
        return OVERHEAD.variant(stem, jvm, HEADLINE, HEADLINE_VALUES, List.of());
    }

    @Override
    public int order() {
        return 30;
    }

    @Override
    public List<Suite> suites() {
        return List.of(OVERHEAD, OVERHEAD_G1, OVERHEAD_ZGC, OVERHEAD_PARALLEL, OVERHEAD_COH);
    }

    @Override
    public List<SuiteReport> pages() {
        return List.of(new OverheadReport(), new CollectorsReport(COLLECTORS));
    }
}
