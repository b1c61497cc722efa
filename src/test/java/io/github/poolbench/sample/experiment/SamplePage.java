package io.github.poolbench.sample.experiment;

import io.github.poolbench.report.BenchmarkResult;
import io.github.poolbench.report.ResultSet;
import io.github.poolbench.report.Results;
import io.github.poolbench.report.SuiteReport;
import io.github.poolbench.report.Table;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.text.Numbers;
import java.util.Map;

/** The test experiment's page: one table, every row's score per JDK. */
final class SamplePage implements SuiteReport {

    @Override
    public Suite suite() {
        return SampleExperiment.SAMPLE;
    }

    @Override
    public String title() {
        return "A test experiment";
    }

    @Override
    public String question() {
        return "Does an experiment that is one package and its descriptor run and render?";
    }

    @Override
    public String page(Results results) {
        Table table = Table.of("rlr", "JDK", "row", "score");
        for (ResultSet set : results.of(suite())) {
            for (BenchmarkResult r : set.results()) {
                table.row(set.jdkMajor(), "`" + r.method() + "`", Numbers.score(r.score()) + " " + r.unit());
            }
        }
        return table.markdown();
    }

    @Override
    public Map<String, byte[]> charts(Results results) {
        return Map.of();
    }
}
