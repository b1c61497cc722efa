package io.github.poolbench.events.experiment;

import io.github.poolbench.events.EventEchoBenchmark;
import io.github.poolbench.report.ExperimentPages;
import io.github.poolbench.report.SuiteReport;
import io.github.poolbench.runs.Suite;
import java.util.List;

/** The events experiment's descriptor: one object per event, a reused instance or a copy. */
public final class EventsExperiment implements ExperimentPages {

    /** {@link EventEchoBenchmark}: one object per event, reused instance vs a copy per event. */
    public static final Suite EVENTS = Suite.experiment("events", EventEchoBenchmark.class, List.of(),
            List.of("handling"));

    @Override
    public int order() {
        return 70;
    }

    @Override
    public List<Suite> suites() {
        return List.of(EVENTS);
    }

    @Override
    public List<SuiteReport> pages() {
        return List.of(new EventsReport());
    }
}
