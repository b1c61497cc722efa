package io.github.poolbench.messages.experiment;

import io.github.poolbench.messages.MessagesBenchmark;
import io.github.poolbench.report.CollectorsReport.Design;
import io.github.poolbench.report.CollectorsReport.Row;
import io.github.poolbench.report.CollectorsReport;
import io.github.poolbench.report.ExperimentPages;
import io.github.poolbench.report.SuiteReport;
import io.github.poolbench.runs.JvmVariant;
import io.github.poolbench.runs.Suite;
import java.util.List;
import java.util.Map;

/** The messages experiment's descriptor: market-data messages, new or pooled, and their collector variants. */
public final class MessagesExperiment implements ExperimentPages {

    /** {@link MessagesBenchmark}: market-data messages, new or pooled, per million and per message. */
    public static final Suite MESSAGES = Suite.experiment("messages", MessagesBenchmark.class, List.of(),
            List.of("supply"));

    /** The messages run's reference: every row of {@link #MESSAGES} under G1, as the messages suite runs them. */
    public static final Suite MESSAGES_G1 = variant("messages-g1", JvmVariant.G1);
    /** {@link #MESSAGES}'s rows under generational ZGC (JDK 21 on). */
    public static final Suite MESSAGES_ZGC = variant("messages-zgc", JvmVariant.ZGC);
    /** {@link #MESSAGES}'s rows under the Parallel collector. */
    public static final Suite MESSAGES_PARALLEL = variant("messages-parallel", JvmVariant.PARALLEL);
    /** {@link #MESSAGES}'s rows under G1 with compact object headers (JDK 25 on). */
    public static final Suite MESSAGES_COH = variant("messages-coh", JvmVariant.COMPACT_HEADERS);

    /** The messages experiment: every supply against {@code allocate}, per layout and content. */
    public static final Design COLLECTORS = new Design(
            List.of(MESSAGES_G1, MESSAGES_ZGC, MESSAGES_PARALLEL, MESSAGES_COH),
            "Market-data messages under other collectors and compact object headers",
            Row.param("million", "supply", "allocate"),
            List.of(Row.param("million", "supply", "allocateAgain"), Row.param("million", "supply", "basicPool"),
                    Row.param("million", "supply", "dequePool"), Row.param("million", "supply", "boundedPool")),
            List.of("layout", "content"), List.of("gc.count", "gc.time"), "ms/op");

    private static Suite variant(String stem, JvmVariant jvm) {
        return MESSAGES.variant(stem, jvm, ".*", Map.of(), List.of());
    }

    @Override
    public int order() {
        return 60;
    }

    @Override
    public List<Suite> suites() {
        return List.of(MESSAGES, MESSAGES_G1, MESSAGES_ZGC, MESSAGES_PARALLEL, MESSAGES_COH);
    }

    @Override
    public List<SuiteReport> pages() {
        return List.of(new MessagesReport(), new CollectorsReport(COLLECTORS));
    }
}
