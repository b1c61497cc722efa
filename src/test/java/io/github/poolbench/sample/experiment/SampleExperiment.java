package io.github.poolbench.sample.experiment;

import io.github.poolbench.report.ExperimentPages;
import io.github.poolbench.report.SuiteReport;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.sample.SampleBenchmark;
import java.util.List;

/**
 * The test experiment's descriptor. It is not listed in the project's {@code META-INF/services}: a test that wants
 * it puts a services file naming it on the class path ({@code SampleExperimentTest}), as a new experiment's package
 * would ship one.
 */
public final class SampleExperiment implements ExperimentPages {

    /** {@link SampleBenchmark}: a sized builder and its A/A twin. */
    public static final Suite SAMPLE = Suite.experiment("sample", SampleBenchmark.class, List.of(), List.of());

    @Override
    public int order() {
        return 1000;
    }

    @Override
    public List<Suite> suites() {
        return List.of(SAMPLE);
    }

    @Override
    public List<SuiteReport> pages() {
        return List.of(new SamplePage());
    }
}
