package io.github.poolbench.report;

import io.github.poolbench.runs.Experiment;
import io.github.poolbench.runs.Suite;
import java.util.Comparator;
import java.util.List;

/**
 * The report side of an experiment's descriptor ({@link Experiment}): the pages it writes. {@link Report}
 * iterates every descriptor; a new experiment adds its package and descriptor, no branch here.
 */
public interface ExperimentPages extends Experiment {

    /** @return the experiment's pages: its own, then one per group of JVM variants ({@link CollectorsReport}) */
    List<SuiteReport> pages();

    /**
     * @return the pages of every descriptor on the class path: the experiments' own in descriptor order, then the
     *         JVM variants' pages in the same order (the README's order)
     */
    static List<SuiteReport> all() {
        List<Suite> order = List.of(Suite.values()); // the experiments, then the variants: the registry's order
        return Experiment.all().stream().filter(e -> e instanceof ExperimentPages)
                .flatMap(e -> ((ExperimentPages) e).pages().stream())
                .sorted(Comparator.comparingInt(page -> order.indexOf(page.suite()))).toList();
    }
}
