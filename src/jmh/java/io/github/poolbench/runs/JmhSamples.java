package io.github.poolbench.runs;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collections;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.openjdk.jmh.util.MultisetStatistics;
import org.openjdk.jmh.util.SingletonStatistics;
import org.openjdk.jmh.util.Statistics;

/**
 * The samples of a JMH {@code SampleTime} row in its JSON: the {@code rawDataHistogram} pairs of
 * every fork joined as JMH joins them ({@code SampleTimeResult.JoiningAggregator}), scored with
 * {@link MultisetStatistics}, and the percentile metrics JMH derives from them. Pure functions;
 * thread-safe.
 */
final class JmhSamples {

    private JmhSamples() {
    }

    /**
     * The percentile metrics JMH derives from a {@code SampleTime} primary metric, by name, with
     * their ranks ({@code SampleTimeResult.getDerivativeResults} in JMH 1.37); sorted by name,
     * which is also by rank and the order JMH writes them in.
     */
    static final SortedMap<String, Double> SAMPLE_PERCENTILES = Collections.unmodifiableSortedMap(new TreeMap<>(
            Map.of("p0.00", 0.0, "p0.50", 50.0, "p0.90", 90.0, "p0.95", 95.0, "p0.99", 99.0, "p0.999", 99.9,
                    "p0.9999", 99.99, "p1.00", 100.0)));

    /**
     * All samples of a {@code rawDataHistogram}, joined as JMH joins them for a row.
     *
     * @param histogram per fork, per iteration, {@code [value, count]} pairs
     * @param what      the metric, for messages
     * @return the statistics JMH scores the joined samples with
     * @throws IllegalArgumentException if an entry is not a pair of a number and a count
     */
    static Statistics samples(JsonNode histogram, String what) {
        MultisetStatistics s = new MultisetStatistics();
        for (JsonNode fork : histogram) {
            for (JsonNode iteration : fork) {
                for (JsonNode pair : iteration) {
                    if (pair.size() != 2 || !pair.get(0).isNumber() || !pair.get(1).isIntegralNumber()
                            || !pair.get(1).canConvertToLong() || pair.get(1).asLong() < 0) {
                        throw new IllegalArgumentException(what + ": rawDataHistogram holds " + pair
                                + ", not a [value, count] pair");
                    }
                    s.addValue(pair.get(0).asDouble(), pair.get(1).asLong());
                }
            }
        }
        return s;
    }

    /**
     * Checks that a {@code SampleTime} row's aggregates are what JMH computes from its {@code
     * rawDataHistogram}: the primary metric's score, error, confidence interval and percentiles,
     * and each percentile metric {@code p0.00} ... {@code p1.00}, to the last bit.
     *
     * @param primary     the row's {@code primaryMetric}, with a {@code rawDataHistogram}
     * @param secondaries the row's {@code secondaryMetrics}
     * @param what        the row, for messages
     * @throws IllegalArgumentException if the histogram is empty (JMH run with {@code
     *         -Djmh.json.rawData=false}), a percentile metric is missing, or an aggregate is not
     *         reproduced
     */
    static void checkSamples(ObjectNode primary, JsonNode secondaries, String what) {
        Statistics s = samples(primary.path("rawDataHistogram"), what + " primaryMetric");
        if (s.getN() == 0) {
            throw new IllegalArgumentException(what + " primaryMetric has no samples in its rawDataHistogram (JMH ran "
                    + "with -Djmh.json.rawData=false?): its forks cannot be appended; start a new run");
        }
        if (!JmhJson.aggregates(s, JmhJson.Policy.AVG).equals(JmhJson.stored(primary))) {
            throw new IllegalArgumentException(what + " primaryMetric: its score " + primary.get("score") + " is not "
                    + "reproduced from its rawDataHistogram: its forks cannot be appended; start a new run");
        }
        for (Map.Entry<String, Double> p : SAMPLE_PERCENTILES.entrySet()) {
            String name = p.getKey();
            JsonNode m = secondaries.get(name);
            if (!(m instanceof ObjectNode metric)) {
                throw new IllegalArgumentException(what + ": a SampleTime row without JMH's " + name + " metric");
            }
            if (!percentile(s, p.getValue()).equals(JmhJson.stored(metric))) {
                throw new IllegalArgumentException(what + " " + name + ": its score " + metric.get("score") + " is "
                        + "not the percentile of the rawDataHistogram it is derived from: its forks cannot be "
                        + "appended; start a new run");
            }
        }
    }

    /** A percentile metric's aggregates as JMH writes them: one value ({@code ScalarDerivativeResult}). */
    static ObjectNode percentile(Statistics samples, double rank) {
        return JmhJson.aggregates(new SingletonStatistics(samples.getPercentile(rank)), JmhJson.Policy.AVG);
    }

    /** The stored aggregates of a metric, as {@link #aggregates} computes them. */
}
