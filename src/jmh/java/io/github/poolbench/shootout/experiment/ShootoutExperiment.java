package io.github.poolbench.shootout.experiment;

import io.github.poolbench.report.ExperimentPages;
import io.github.poolbench.report.SuiteReport;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.shootout.FairnessProfiler;
import io.github.poolbench.shootout.ObjectPoolShootout;
import java.util.List;
import java.util.Map;

/** The shoot-out's descriptor: the Java object-pool libraries under thread contention. */
public final class ShootoutExperiment implements ExperimentPages {

    /**
     * {@link ObjectPoolShootout}: the Java object-pool libraries under thread contention. Its default matrix is
     * reduced; {@code -Dpoolbench.matrix=full} adds 100 threads and pool sizes 100 and 150.
     */
    public static final Suite SHOOTOUT = Suite.experiment("shootout", ObjectPoolShootout.class,
            List.of(FairnessProfiler.class), List.of("pool"), "(threads|sampled)100|sampled10",
            Map.of("poolSize", new String[]{"10", "50", "100", "150"}));

    @Override
    public int order() {
        return 50;
    }

    @Override
    public List<Suite> suites() {
        return List.of(SHOOTOUT);
    }

    @Override
    public List<SuiteReport> pages() {
        return List.of(new ShootoutReport());
    }
}
