package io.github.poolbench.strings.experiment;

import io.github.poolbench.report.CollectorsReport.Design;
import io.github.poolbench.report.CollectorsReport.Row;
import io.github.poolbench.report.CollectorsReport;
import io.github.poolbench.report.ExperimentPages;
import io.github.poolbench.report.SuiteReport;
import io.github.poolbench.runs.JvmVariant;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.strings.PoolSizeSweep;
import io.github.poolbench.strings.StringBuildingBenchmark;
import java.util.List;
import java.util.Map;

/** The strings experiment's descriptor: string building, the crossover sweep, and their collector variants. */
public final class StringsExperiment implements ExperimentPages {

    /** {@link StringBuildingBenchmark}: six (plus three) ways to build a string. The runner's default. */
    public static final Suite STRINGS = Suite.experiment("strings", StringBuildingBenchmark.class, List.of(),
            List.of());
    /** {@link PoolSizeSweep}: sized builder vs both pools, 16 to 16384 chars: the crossover. */
    public static final Suite SWEEP = Suite.experiment("sweep", PoolSizeSweep.class, List.of(), List.of());

    /** The methods the JVM variants run. */
    private static final String HEADLINE = "sizedBuilder|sizedBuilderAgain|pooledBucketed|pooledCommons"
            + "|stringConcat";

    /**
     * The collectors run's reference: {@link #STRINGS}'s headline rows (the sized builder, its A/A twin, both pools
     * and {@code String.concat} at every length) under G1, as the strings suite runs them.
     */
    public static final Suite STRINGS_G1 = variant("strings-g1", JvmVariant.G1);
    /** {@link #STRINGS}'s headline rows under generational ZGC (JDK 21 on). */
    public static final Suite STRINGS_ZGC = variant("strings-zgc", JvmVariant.ZGC);
    /** {@link #STRINGS}'s headline rows under the Parallel collector. */
    public static final Suite STRINGS_PARALLEL = variant("strings-parallel", JvmVariant.PARALLEL);
    /** {@link #STRINGS}'s headline rows under G1 with compact object headers (JDK 25 on). */
    public static final Suite STRINGS_COH = variant("strings-coh", JvmVariant.COMPACT_HEADERS);

    /** The strings experiment's headline rows: the sized builder, its A/A twin, both pools, {@code String.concat}. */
    public static final Design COLLECTORS = new Design(List.of(STRINGS_G1, STRINGS_ZGC, STRINGS_PARALLEL, STRINGS_COH),
            "String building under other collectors and compact object headers", Row.method("sizedBuilder"),
            List.of(Row.method("sizedBuilderAgain"), Row.method("pooledBucketed"), Row.method("pooledCommons"),
                    Row.method("stringConcat")), List.of("length"), List.of(), "ns/op");

    private static Suite variant(String stem, JvmVariant jvm) {
        return STRINGS.variant(stem, jvm, HEADLINE, Map.of(), List.of());
    }

    @Override
    public int order() {
        return 10;
    }

    @Override
    public List<Suite> suites() {
        return List.of(STRINGS, SWEEP, STRINGS_G1, STRINGS_ZGC, STRINGS_PARALLEL, STRINGS_COH);
    }

    @Override
    public List<SuiteReport> pages() {
        return List.of(new StringsReport(), new SweepReport(), new CollectorsReport(COLLECTORS));
    }
}
