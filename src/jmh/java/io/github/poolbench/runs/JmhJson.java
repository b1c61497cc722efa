package io.github.poolbench.runs;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.openjdk.jmh.util.ListStatistics;
import org.openjdk.jmh.util.MultisetStatistics;
import org.openjdk.jmh.util.Statistics;

/**
 * The merged JMH JSON of a run, derived from its stored sittings: the records of one result file
 * taken from a sitting's JSON ({@link #records}), and the forks of later rounds appended to those
 * of earlier rounds of the same run ({@link #append}), as the runner writes {@code results/} and
 * as the report derives a stored run's files.
 *
 * <p>JMH aggregates a row over all measurement iterations of all its forks ({@code
 * RunResult.getAggregatedResult}): the score is their mean (or their sum, maximum or minimum,
 * by the result's aggregation policy), the error and confidence interval are at 99.9%, and the
 * percentiles are of the same values. {@code rawData} holds exactly these values, one array per
 * fork. This class recomputes the aggregates with JMH's own {@link ListStatistics} and, before it
 * trusts that, checks that the recomputation reproduces every aggregate of both files to the
 * last bit; the policy of each metric (and whether iterations without it count as zero) is the
 * one that does. A secondary metric that one sitting did not report for a row (JMH's gc profiler
 * writes {@code gc.time} only when an iteration had a collection) counts as JMH counts it within
 * one sitting: an empty {@code rawData} array per fork, its iterations zero. A metric that no row
 * of a sitting reports is a profiler that did not run there, and is refused, unless the other
 * sitting already counts this row's missing iterations as zero.
 *
 * <p>A {@code SampleTime} row has no {@code rawData} but a {@code rawDataHistogram}: per fork,
 * per iteration, {@code [value, count]} pairs of its samples, in the score's unit. JMH joins all
 * samples of all iterations of all forks into one histogram ({@code
 * SampleTimeResult.JoiningAggregator}, {@code SampleBuffer.addAll}) and scores it with {@link
 * MultisetStatistics}; this class does the same with the pairs of both files, after the same
 * check that each file's own pairs reproduce its aggregates exactly. The row's percentile
 * metrics {@code p0.00} ... {@code p1.00} ({@code SampleTimeResult.getDerivativeResults}) are
 * percentiles of that joined histogram, so they are recomputed from it, not from their own
 * per-iteration {@code rawData}. A file it cannot reproduce (a histogram JMH did not write out,
 * such as the secondary {@code jfr.gc.pause} of runs made before the gcpressure profiler dropped it; a metric reported once per
 * fork rather than per iteration) is refused with a message, never merged approximately.
 *
 * <p>Pure functions of their arguments; thread-safe.
 */
public final class JmhJson {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** JMH's percentile keys ({@code JSONResultFormat.emitPercentiles}). */
    private static final double[] PERCENTILES = {0.00, 50.0, 90, 95, 99, 99.9, 99.99, 99.999, 99.9999, 100};

    /** How JMH aggregates a metric's iteration values ({@code AggregationPolicy}). */
    enum Policy { AVG, SUM, MAX, MIN }

    /** The header fields that may differ between the two files: JMH's own output of the forks. */
    private static final Set<String> PER_FORK = Set.of("forks", "primaryMetric", "secondaryMetrics");

    private JmhJson() {
    }

    /**
     * @param all     a sitting's JMH JSON, parsed: one record per row of the run
     * @param indices the rows wanted, in order
     * @param what    the file they go to, for the message
     * @return those records, formatted as the runner formats its files
     * @throws java.io.IOException if it is not a JSON array holding every index
     */
    public static String records(JsonNode all, List<Integer> indices, String what) throws java.io.IOException {
        ArrayNode picked = JSON.createArrayNode();
        for (int i : indices) {
            if (!all.isArray() || i >= all.size()) {
                throw new java.io.IOException("a stored sitting has " + all.size() + " records, not one per row of the"
                        + " run, so " + what + " cannot be written from it");
            }
            picked.add(all.get(i));
        }
        return JSON.copy().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(picked) + "\n";
    }

    /**
     * Appends {@code later}'s forks to {@code earlier}'s, row by row.
     *
     * @param earlier the JSON of the earlier rounds (as committed)
     * @param later   the JSON of the later rounds, of the same rows
     * @param what    the file's name, for messages
     * @return the JSON of all rounds, rows in {@code earlier}'s order, formatted as the runner
     *         formats its files; {@code forks} is the sum
     * @throws IllegalArgumentException if either text is not a JMH JSON array, the rows, their
     *         settings or the profilers differ (the message names the first difference), or an
     *         aggregate cannot be reproduced from {@code rawData} or {@code rawDataHistogram}
     */
    public static String append(String earlier, String later, String what) {
        ArrayNode a = parse(earlier, what + " (earlier rounds)");
        ArrayNode b = parse(later, what + " (this sitting's rounds)");
        Map<String, ObjectNode> byKey = sameRows(a, b, what);
        Set<String> reportedA = reported(a);
        Set<String> reportedB = reported(b);
        ArrayNode merged = JsonNodeFactory.instance.arrayNode();
        for (JsonNode row : a) {
            merged.add(appendRow((ObjectNode) row, byKey.get(key(row)), what + " " + key(row), reportedA, reportedB));
        }
        try {
            return JSON.copy().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(merged) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** {@code later}'s rows by key, after checking that both files hold the same rows. */
    private static Map<String, ObjectNode> sameRows(ArrayNode a, ArrayNode b, String what) {
        Map<String, ObjectNode> byKey = new LinkedHashMap<>();
        for (JsonNode row : b) {
            byKey.put(key(row), (ObjectNode) row);
        }
        List<String> missing = new ArrayList<>();
        for (JsonNode row : a) {
            if (!byKey.containsKey(key(row))) {
                missing.add(key(row));
            }
        }
        if (!missing.isEmpty() || a.size() != b.size()) {
            throw new IllegalArgumentException(what + ": the rows differ between the sittings ("
                    + a.size() + " rows before, " + b.size() + " now" + (missing.isEmpty() ? "" : "; not run now: "
                    + missing.subList(0, Math.min(3, missing.size()))) + ")");
        }
        return byKey;
    }

    /** One row of both files: the settings checked equal, the forks and every metric appended. */
    private static ObjectNode appendRow(ObjectNode first, ObjectNode second, String row, Set<String> reportedA,
                                        Set<String> reportedB) {
        for (Iterator<String> it = first.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (!PER_FORK.contains(field) && !first.get(field).equals(second.get(field))) {
                throw new IllegalArgumentException(row.replaceFirst(" ", ": row ") + " ran with " + field + " "
                        + first.get(field) + " before and " + second.get(field) + " now");
            }
        }
        ObjectNode out = first.deepCopy();
        out.put("forks", first.path("forks").asInt() + second.path("forks").asInt());
        String primaryName = row + " primaryMetric";
        ObjectNode p1 = (ObjectNode) first.get("primaryMetric");
        ObjectNode p2 = (ObjectNode) second.get("primaryMetric");
        JsonNode aPrimary = iterations(p1);
        JsonNode bPrimary = iterations(p2);
        ObjectNode s1 = (ObjectNode) first.path("secondaryMetrics");
        ObjectNode s2 = (ObjectNode) second.path("secondaryMetrics");
        Statistics samples = null;
        if (p1.has("rawDataHistogram")) {
            JmhSamples.checkSamples(p1, s1, row + " (earlier rounds)");
            JmhSamples.checkSamples(p2, s2, row + " (this sitting)");
            sameUnit(p1, p2, primaryName);
            ArrayNode histogram = concat(p1.get("rawDataHistogram"), p2.get("rawDataHistogram"));
            samples = JmhSamples.samples(histogram, primaryName);
            out.set("primaryMetric", withAggregates(p1, aggregates(samples, Policy.AVG), "rawDataHistogram",
                    histogram));
        } else {
            out.set("primaryMetric", appendMetric(p1, p2, aggregation(p1, aPrimary, primaryName
                    + " (earlier rounds)"), aggregation(p2, bPrimary, primaryName + " (this sitting)"), aPrimary,
                    bPrimary, primaryName));
        }
        List<String> before = names(s1);
        List<String> now = names(s2);
        ObjectNode secondaries = JsonNodeFactory.instance.objectNode();
        for (String name : union(before, now)) {
            String metric = row + " " + name;
            ObjectNode m1 = (ObjectNode) s1.get(name);
            ObjectNode m2 = (ObjectNode) s2.get(name);
            if (samples != null && JmhSamples.SAMPLE_PERCENTILES.containsKey(name)) { // both present: checkSamples
                secondaries.set(name, withAggregates(m1, JmhSamples.percentile(samples, JmhSamples.SAMPLE_PERCENTILES.get(name)),
                        "rawData", concat(m1.get("rawData"), m2.get("rawData"))));
                continue;
            }
            Aggregation p = m1 != null ? aggregation(m1, aPrimary, metric + " (earlier rounds)") : null;
            Aggregation q = m2 != null ? aggregation(m2, bPrimary, metric + " (this sitting)") : null;
            if (m1 == null) {
                p = absent(name, q, reportedA, metric, "before", before, now);
                m1 = noIterations(m2, aPrimary);
            } else if (m2 == null) {
                q = absent(name, p, reportedB, metric, "now", before, now);
                m2 = noIterations(m1, bPrimary);
            }
            secondaries.set(name, appendMetric(m1, m2, p, q, aPrimary, bPrimary, metric));
        }
        out.set("secondaryMetrics", secondaries);
        return out;
    }

    /**
     * How JMH aggregated a metric: its policy, and whether iterations that did not report the
     * metric counted as zero (JMH fills them in with the result's zero, e.g. {@code gc.time} of
     * an iteration without a collection, which {@code rawData} leaves out).
     *
     * @param policy   the aggregation policy
     * @param zeroFill whether missing iterations count as zero; null when no iteration is
     *                 missing, so the file cannot tell
     */
    record Aggregation(Policy policy, Boolean zeroFill) {

        /**
         * @param other the aggregation of the other part of a row
         * @return how the parts aggregate together, or empty if they contradict each other
         */
        Optional<Aggregation> with(Aggregation other) {
            if (policy != other.policy || zeroFill != null && other.zeroFill != null
                    && !zeroFill.equals(other.zeroFill)) {
                return Optional.empty();
            }
            return Optional.of(new Aggregation(policy, zeroFill != null ? zeroFill : other.zeroFill));
        }

        /** @return whether missing iterations count as zero (no matter when none is missing) */
        boolean fills() {
            return Boolean.TRUE.equals(zeroFill);
        }
    }

    /**
     * The aggregation that reproduces a metric's stored aggregates from its {@code rawData}.
     *
     * @param metric     a {@code primaryMetric} or secondary metric node
     * @param primaryRaw the row's primary {@code rawData}: how many iterations each fork measured
     * @param what       the metric, for messages
     * @return the aggregation
     * @throws IllegalArgumentException if the metric has no {@code rawData} (a histogram) or no
     *         aggregation reproduces score, error, confidence interval and percentiles exactly
     */
    static Aggregation aggregation(ObjectNode metric, JsonNode primaryRaw, String what) {
        if (!metric.has("rawData")) {
            throw new IllegalArgumentException(what + " has no rawData" + (metric.has("rawDataHistogram")
                    ? " (a SampleTime histogram)" : "") + ": its forks cannot be appended; start a new run");
        }
        boolean gaps = values(metric.get("rawData"), primaryRaw, true, what).size()
                != values(metric.get("rawData"), primaryRaw, false, what).size();
        for (boolean fill : new boolean[] {false, true}) {
            List<Double> values = values(metric.get("rawData"), primaryRaw, fill, what);
            for (Policy p : Policy.values()) {
                if (aggregates(values, p).equals(stored(metric))) {
                    return new Aggregation(p, gaps ? fill : null);
                }
            }
        }
        throw new IllegalArgumentException(what + ": its score " + metric.get("score") + " is not reproduced by any "
                + "aggregation of its rawData (a result JMH reports once per fork, not per iteration?): its forks "
                + "cannot be appended; start a new run");
    }

    /**
     * How a secondary metric that one sitting did not report for a row aggregates there: as JMH
     * aggregates an iteration without it (the result's zero), which is what one sitting of all
     * the rounds would have written (forks without the metric get an empty {@code rawData}
     * array, their iterations count as zero). Accepted only where the absence is the metric's
     * own (JMH's gc profiler reports {@code gc.time} only for an iteration with a collection),
     * not a profiler that did not run: the sitting reported the metric for another row, or the
     * other sitting's values of this row already count missing iterations as zero.
     *
     * @param name     the metric's name, e.g. {@code gc.time}
     * @param how      its aggregation in the other sitting
     * @param reported every secondary metric the absent sitting reported, for any row
     * @param metric   the metric, for messages
     * @param when     {@code before} or {@code now}: the sitting that did not report it
     * @param before   the row's secondary metrics before, for the message
     * @param now      the row's secondary metrics now, for the message
     * @return the aggregation of the sitting without the metric
     * @throws IllegalArgumentException if the absence is not the metric's own (profilers differ)
     */
    private static Aggregation absent(String name, Aggregation how, Set<String> reported, String metric,
                                      String when, List<String> before, List<String> now) {
        if (!reported.contains(name) && !how.fills()) {
            throw new IllegalArgumentException(metric + ": no row reported it " + when + " (secondary metrics "
                    + before + " before and " + now + " now; profilers differ)");
        }
        return new Aggregation(how.policy(), true);
    }

    /** {@code metric} with one empty rawData array per fork of {@code primaryRaw}: a part without the metric. */
    private static ObjectNode noIterations(ObjectNode metric, JsonNode primaryRaw) {
        ObjectNode none = metric.deepCopy();
        ArrayNode raw = none.putArray("rawData");
        for (int i = 0; i < primaryRaw.size(); i++) {
            raw.addArray();
        }
        return none;
    }

    /** Every secondary metric that some row of a file reports. */
    private static Set<String> reported(ArrayNode rows) {
        Set<String> names = new HashSet<>();
        rows.forEach(r -> r.path("secondaryMetrics").fieldNames().forEachRemaining(names::add));
        return names;
    }

    /**
     * Both sittings' metric names: sorted, as JMH writes them, when both lists are; otherwise the
     * earlier sitting's order followed by the names only the later one has.
     */
    private static List<String> union(List<String> earlier, List<String> later) {
        LinkedHashSet<String> all = new LinkedHashSet<>(earlier);
        all.addAll(later);
        List<String> names = new ArrayList<>(all);
        if (isSorted(earlier) && isSorted(later)) {
            names.sort(null);
        }
        return names;
    }

    private static boolean isSorted(List<String> names) {
        for (int i = 1; i < names.size(); i++) {
            if (names.get(i - 1).compareTo(names.get(i)) > 0) {
                return false;
            }
        }
        return true;
    }

    /** Appends b's forks to a's and recomputes the aggregates the way both parts were aggregated. */
    private static ObjectNode appendMetric(ObjectNode a, ObjectNode b, Aggregation p, Aggregation q,
                                           JsonNode aPrimary, JsonNode bPrimary, String what) {
        Aggregation both = p.with(q).orElseThrow(() -> new IllegalArgumentException(what + " is aggregated as " + p
                + " before and " + q + " now"));
        sameUnit(a, b, what);
        ArrayNode raw = concat(a.get("rawData"), b.get("rawData"));
        ArrayNode primary = concat(aPrimary, bPrimary);
        return withAggregates(a, aggregates(values(raw, primary, both.fills(), what), both.policy()), "rawData", raw);
    }

    private static void sameUnit(ObjectNode a, ObjectNode b, String what) {
        if (!a.path("scoreUnit").equals(b.path("scoreUnit"))) {
            throw new IllegalArgumentException(what + " is in " + a.path("scoreUnit") + " before and "
                    + b.path("scoreUnit") + " now");
        }
    }

    /** The forks of {@code a} followed by those of {@code b}. */
    private static ArrayNode concat(JsonNode a, JsonNode b) {
        ArrayNode both = JsonNodeFactory.instance.arrayNode();
        a.forEach(both::add);
        b.forEach(both::add);
        return both;
    }

    /** A copy of {@code metric} with {@code aggregates} and its raw field replaced; fields keep their order. */
    private static ObjectNode withAggregates(ObjectNode metric, ObjectNode aggregates, String rawField, JsonNode raw) {
        ObjectNode out = metric.deepCopy();
        aggregates.fieldNames().forEachRemaining(f -> out.set(f, aggregates.get(f)));
        out.set(rawField, raw);
        return out;
    }

    /**
     * The forks' iterations of a row: its primary metric's {@code rawData}, or for a {@code
     * SampleTime} row its {@code rawDataHistogram} (one array per fork, one entry per iteration).
     *
     * @param primary a row's {@code primaryMetric}
     * @return one array per fork, as long as the fork's measurement iterations; a missing node
     *         if the metric has neither
     */
    static JsonNode iterations(ObjectNode primary) {
        return primary.has("rawData") || !primary.has("rawDataHistogram") ? primary.path("rawData")
                : primary.get("rawDataHistogram");
    }

    static ObjectNode stored(ObjectNode metric) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        for (String f : List.of("score", "scoreError", "scoreConfidence", "scorePercentiles")) {
            o.set(f, metric.get(f));
        }
        return o;
    }

    /** score, scoreError, scoreConfidence and scorePercentiles as JMH computes and writes them. */
    static ObjectNode aggregates(List<Double> values, Policy policy) {
        ListStatistics s = new ListStatistics();
        values.forEach(s::addValue);
        return aggregates(s, policy);
    }

    /** score, scoreError, scoreConfidence and scorePercentiles of {@code s} as JMH computes and writes them. */
    static ObjectNode aggregates(Statistics s, Policy policy) {
        double score = switch (policy) {
            case AVG -> s.getMean();
            case SUM -> s.getSum();
            case MAX -> s.getMax();
            case MIN -> s.getMin();
        };
        double error = policy == Policy.AVG ? s.getMeanErrorAt(0.999) : Double.NaN;
        double[] ci = policy == Policy.AVG ? s.getConfidenceIntervalAt(0.999) : new double[] {score, score};
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.set("score", number(score));
        o.set("scoreError", number(error));
        ArrayNode conf = o.putArray("scoreConfidence");
        conf.add(number(ci[0]));
        conf.add(number(ci[1]));
        ObjectNode pct = o.putObject("scorePercentiles");
        for (double p : PERCENTILES) {
            pct.set(String.valueOf(p), number(s.getPercentile(p)));
        }
        return o;
    }

    /** A double as JMH writes it: a number, or the strings {@code NaN}, {@code +INF}, {@code -INF}. */
    private static JsonNode number(double d) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        if (Double.isNaN(d)) {
            return f.textNode("NaN");
        }
        if (Double.isInfinite(d)) {
            return f.textNode(d > 0 ? "+INF" : "-INF");
        }
        return f.numberNode(d);
    }

    /**
     * Every value of a rawData array of arrays, fork by fork; with {@code zeroFill}, as many
     * zeros as the metric's forks report fewer iterations than the primary metric's.
     */
    static List<Double> values(JsonNode raw, JsonNode primaryRaw, boolean zeroFill, String what) {
        List<Double> values = new ArrayList<>();
        int zeros = 0;
        for (int i = 0; i < raw.size(); i++) {
            JsonNode fork = raw.get(i);
            if (zeroFill) {
                zeros += Math.max(0, primaryRaw.path(i).size() - fork.size());
            }
            for (JsonNode v : fork) {
                if (v.isNumber()) {
                    values.add(v.asDouble());
                } else if (v.isTextual() && v.asText().equals("NaN")) {
                    values.add(Double.NaN);
                } else {
                    throw new IllegalArgumentException(what + ": rawData holds " + v + ", not a number");
                }
            }
        }
        for (int i = 0; i < zeros; i++) {
            values.add(0.0);
        }
        return values;
    }

    /** benchmark, mode and params (by name): what identifies a row within a file. */
    static String key(JsonNode row) {
        Map<String, String> params = new TreeMap<>();
        Optional.ofNullable(row.get("params")).ifPresent(p -> p.properties().forEach(
                e -> params.put(e.getKey(), e.getValue().asText())));
        return key(row.path("benchmark").asText(), row.path("mode").asText(), params);
    }

    /**
     * @param benchmark the benchmark's full name
     * @param mode      JMH's short label of the mode, e.g. {@code avgt}
     * @param params    the row's parameters
     * @return e.g. {@code io.github.poolbench.strings.StringBuildingBenchmark.sizedBuilder avgt {length=32}}
     */
    static String key(String benchmark, String mode, Map<String, String> params) {
        return benchmark + " " + mode + (params.isEmpty() ? "" : " " + new TreeMap<>(params));
    }

    private static List<String> names(ObjectNode o) {
        List<String> names = new ArrayList<>();
        o.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static ArrayNode parse(String text, String what) {
        try {
            JsonNode tree = JSON.readTree(text);
            if (tree instanceof ArrayNode array && array.size() > 0) {
                return array;
            }
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(what + " is not JSON: " + e.getOriginalMessage(), e);
        }
        throw new IllegalArgumentException(what + " is not a JMH result file (a non-empty JSON array)");
    }
}
