package io.github.poolbench.report;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One JMH result record, reduced to what the report needs.
 *
 * @param benchmark   fully qualified benchmark method name
 * @param method      the method's simple name, e.g. {@code sizedBuilder}
 * @param params      JMH parameters, e.g. {@code length -> 256}
 * @param mode        JMH mode, e.g. {@code avgt}
 * @param threads     benchmark threads
 * @param score       primary score
 * @param error       primary score error (99.9% half-width), NaN when JMH reports none
 * @param unit        primary score unit, e.g. {@code ns/op}
 * @param allocNorm   {@code gc.alloc.rate.norm} in B/op, NaN when not recorded
 * @param secondary   the other secondary metrics by JMH label (group members, {@code @AuxCounters}
 *                    fields such as {@code transfers}), without the profilers' {@code gc.*} ones
 */
public record BenchmarkResult(String benchmark, String method, Map<String, String> params, String mode, int threads,
                              double score, double error, String unit, double allocNorm,
                              Map<String, Metric> secondary) {

    /** Copies {@code secondary}, in its order, so the record is immutable. */
    public BenchmarkResult {
        secondary = Collections.unmodifiableMap(new LinkedHashMap<>(secondary));
    }

    /**
     * One secondary metric.
     *
     * @param score score, in {@code unit}
     * @param error 99.9% half-width, NaN when JMH reports none
     * @param unit  e.g. {@code ns/op}, or {@code #} for an event count
     */
    public record Metric(double score, double error, String unit) {
    }

    /**
     * @param name a parameter name
     * @return the parameter value as an int
     * @throws IllegalArgumentException if the parameter is missing or not an int
     */
    public int intParam(String name) {
        String value = params.get(name);
        if (value == null) {
            throw new IllegalArgumentException(benchmark + " has no parameter '" + name + "'");
        }
        return Integer.parseInt(value);
    }
}
