package io.github.poolbench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Synthetic rows of the strings experiment for tests of claims: one fork per round, one iteration each. */
final class StringRows {

    private StringRows() {
    }

    /**
     * @param method    the benchmark method, e.g. {@code pooledBucketed}
     * @param length    the {@code length} parameter, chars
     * @param allocNorm B/op
     * @param forkMeans ns/op of each fork, in round order
     * @return the row
     */
    static BenchmarkResult row(String method, int length, double allocNorm, double... forkMeans) {
        List<List<Double>> forks = new ArrayList<>();
        for (double m : forkMeans) {
            forks.add(List.of(m));
        }
        double mean = java.util.Arrays.stream(forkMeans).average().orElse(Double.NaN);
        return new BenchmarkResult("x.StringBuildingBenchmark." + method, method, Map.of("length",
                Integer.toString(length)), "avgt", 1, mean, 1, "ns/op", allocNorm, Map.of(), forks, Map.of());
    }
}
