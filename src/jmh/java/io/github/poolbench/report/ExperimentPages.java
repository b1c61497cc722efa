package io.github.poolbench.report;

import io.github.poolbench.runs.Experiment;
import java.util.ArrayList;
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
        List<SuiteReport> own = new ArrayList<>();
        List<SuiteReport> variants = new ArrayList<>();
        for (Experiment e : Experiment.all()) {
            if (e instanceof ExperimentPages pages) {
                for (SuiteReport page : pages.pages()) {
                    (page.suite().variantOf().isPresent() ? variants : own).add(page);
                }
            }
        }
        own.addAll(variants);
        return List.copyOf(own);
    }
}
