package io.github.poolbench.report;

import io.github.poolbench.runner.Suite;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every result file of a results folder, by suite; a suite without files has an empty list.
 *
 * @param dir  the folder read
 * @param sets the result sets of each suite, sorted by JDK
 */
public record Results(Path dir, Map<Suite, List<ResultSet>> sets) {

    /** Copies the map. */
    public Results {
        sets = Map.copyOf(sets);
    }

    /**
     * Loads every {@code <suite>-jdk<N>.json} of every suite in {@code dir}.
     *
     * @param dir the results folder
     * @return the results, possibly with suites that have no files
     * @throws ReportException if the folder is missing or a file is empty, corrupt or foreign
     */
    public static Results load(Path dir) throws ReportException {
        Map<Suite, List<ResultSet>> sets = new EnumMap<>(Suite.class);
        for (Suite suite : Suite.values()) {
            sets.put(suite, ResultSet.loadAll(dir, suite));
        }
        return new Results(dir, sets);
    }

    /** @return the result sets of {@code suite}, sorted by JDK; empty if it has none */
    public List<ResultSet> of(Suite suite) {
        return sets.getOrDefault(suite, List.of());
    }

    /** @return the result set of {@code suite} on JDK {@code jdk}, if present */
    public Optional<ResultSet> of(Suite suite, int jdk) {
        return of(suite).stream().filter(s -> s.jdkMajor() == jdk).findFirst();
    }

    /** @return every result set, of all suites */
    public List<ResultSet> all() {
        List<ResultSet> all = new ArrayList<>();
        for (Suite suite : Suite.values()) {
            all.addAll(of(suite));
        }
        return all;
    }

    /** @return whether there is no result file at all */
    public boolean isEmpty() {
        return all().isEmpty();
    }
}
