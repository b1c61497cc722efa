package io.github.poolbench.report;

import io.github.poolbench.runs.Suite;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Every result file of a results folder, by suite; a suite without files has an empty list.
 *
 * @param dir  the folder read
 * @param sets the result sets of each suite, sorted by JDK
 */
public record Results(Path dir, Map<Suite, List<ResultSet>> sets) {

    /** A result or environment file's name: {@code <stem>-jdk<N>.json} or {@code <stem>-jdk<N>.env.json}. */
    private static final Pattern RESULT_NAME = Pattern.compile("(.+)-jdk(\\d+)(\\.env)?\\.json");

    /** Copies the map. */
    public Results {
        sets = Map.copyOf(sets);
    }

    /**
     * Loads every {@code <suite>-jdk<N>.json} of every suite in {@code dir}.
     *
     * @param dir the results folder
     * @return the results, possibly with suites that have no files
     * @throws ReportException if the folder is missing, a file is empty, corrupt or foreign, a
     *         file named like a result file ({@code <stem>-jdk<N>.json} or {@code .env.json}) names
     *         no suite, or an environment file has no result file beside it
     */
    public static Results load(Path dir) throws ReportException {
        if (Files.isDirectory(dir)) {
            try (Stream<Path> files = Files.list(dir)) {
                for (Path file : (Iterable<Path>) files.sorted()::iterator) {
                    Matcher m = RESULT_NAME.matcher(file.getFileName().toString());
                    if (!m.matches()) {
                        continue;
                    }
                    if (Suite.ofStem(m.group(1)).isEmpty()) {
                        throw new ReportException(file + ": no suite is named '" + m.group(1) + "' (suites: "
                                + String.join(", ", Suite.stems(List.of(Suite.values())))
                                + "), so the report would leave it out without a word; rename it or move it out of "
                                + dir + "; nothing was written");
                    }
                    Path results = file.resolveSibling(m.group(1) + "-jdk" + m.group(2) + ".json");
                    if (m.group(3) != null && !Files.exists(results)) {
                        throw new ReportException(file + " has no result file " + results.getFileName() + " beside it"
                                + " (deleted, or moved?), so the report would drop JDK " + m.group(2) + " of "
                                + m.group(1) + " without a word: restore it (committed results: git checkout -- "
                                + results + "), or delete the environment file too; nothing was written");
                    }
                }
            } catch (IOException e) {
                throw new ReportException("cannot list " + dir + ": " + e.getMessage(), e);
            }
        }
        Map<Suite, List<ResultSet>> sets = new java.util.LinkedHashMap<>();
        for (Suite suite : Suite.values()) {
            sets.put(suite, ResultSet.loadAll(dir, suite));
        }
        return new Results(dir, sets);
    }

    /** @return the result sets of {@code suite}, sorted by JDK; empty if it has none */
    public List<ResultSet> of(Suite suite) {
        return sets.getOrDefault(suite, List.of());
    }

    /** @return the result sets of every one of {@code suites}, suite by suite, each sorted by JDK */
    public List<ResultSet> of(List<Suite> suites) {
        return suites.stream().flatMap(s -> of(s).stream()).toList();
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

    /**
     * @param suite an experiment
     * @return the cores of the machine its files were measured on, as their environment files
     *         record every sitting; empty if none records it or sittings differ
     */
    public java.util.OptionalInt cores(Suite suite) {
        List<Integer> cores = of(suite).stream().flatMap(s -> s.environment().stream())
                .flatMap(e -> e.sittings().stream()).map(io.github.poolbench.runs.Environment.Sitting::cores)
                .filter(c -> c > 0).distinct().toList();
        return cores.size() == 1 ? java.util.OptionalInt.of(cores.get(0)) : java.util.OptionalInt.empty();
    }

    /** @return whether there is no result file at all */
    public boolean isEmpty() {
        return all().isEmpty();
    }
}
