package io.github.poolbench.runs;

import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;

/**
 * An experiment's descriptor: what the runner needs to run it. Each experiment package declares one, in a
 * subpackage {@code <experiment>.experiment} (report code, outside the measured code: {@link CodeFingerprint}),
 * listed in {@code META-INF/services/io.github.poolbench.runs.Experiment}; shared code names no experiment. The
 * report reads the same descriptor for its pages ({@code io.github.poolbench.report.ExperimentPages}).
 *
 * <p>Implementations are stateless, with a public no-argument constructor ({@link ServiceLoader}).
 */
public interface Experiment {

    /**
     * @return where the experiment comes in every listing (the README, {@code -Dpoolbench.suites=all}, the
     *         pages), lowest first; the lowest is what {@code mvn -Pjmh} runs by default
     */
    int order();

    /** @return the experiment's suites: each experiment ({@link Suite#variantOf()} empty), then its JVM variants */
    List<Suite> suites();

    /**
     * Where an experiment's descriptor, and beside it its resources (its claims, its templates), live.
     *
     * @param ofExperiment its benchmark class, or a class of its descriptor's package
     * @return the descriptor's package, e.g. {@code io.github.poolbench.strings.experiment}
     */
    static String descriptorPackage(Class<?> ofExperiment) {
        String pkg = ofExperiment.getPackageName();
        return pkg.endsWith("." + CodeFingerprint.DESCRIPTOR) ? pkg : pkg + "." + CodeFingerprint.DESCRIPTOR;
    }

    /**
     * @return every descriptor on the class path, by {@link #order()} (ties by class name)
     * @throws java.util.ServiceConfigurationError if a listed descriptor cannot be loaded or made
     */
    static List<Experiment> all() {
        return ServiceLoader.load(Experiment.class).stream().map(ServiceLoader.Provider::get)
                .sorted(Comparator.comparingInt(Experiment::order).thenComparing(e -> e.getClass().getName()))
                .toList();
    }
}
