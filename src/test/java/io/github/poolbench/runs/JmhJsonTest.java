package io.github.poolbench.runs;

import io.github.poolbench.gcpressure.GcPauseProfiler;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.util.Statistics;

class JmhJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path RESULTS = Path.of("results");

    /**
     * The recomputation is trusted only because it reproduces what JMH wrote: every metric of
     * every committed file to the last bit, SampleTime rows from their histograms, except
     * {@link GcPauseProfiler}'s pause distribution, whose histogram JMH does not write out and
     * which is refused.
     */
    @Test
    void recomputingJmhsAggregatesReproducesEveryCommittedMetricButTheGcPauseDistribution() throws IOException {
        int metrics = 0;
        int sampleRows = 0;
        java.util.Set<String> refused = new java.util.TreeSet<>();
        for (Path file : resultFiles()) {
            for (JsonNode row : (ArrayNode) JSON.readTree(file.toFile())) {
                String what = file.getFileName() + " " + JmhJson.key(row);
                ObjectNode primaryMetric = (ObjectNode) row.get("primaryMetric");
                JsonNode primary = JmhJson.iterations(primaryMetric);
                boolean sampled = row.path("mode").asText().equals("sample");
                if (sampled) {
                    JmhSamples.checkSamples(primaryMetric, row.path("secondaryMetrics"), what);
                    sampleRows++;
                } else {
                    assertThat(JmhJson.aggregation(primaryMetric, primary, what).policy())
                            .isEqualTo(JmhJson.Policy.AVG);
                }
                for (var e : row.path("secondaryMetrics").properties()) {
                    if (sampled && JmhSamples.SAMPLE_PERCENTILES.containsKey(e.getKey())) {
                        continue;
                    }
                    try {
                        JmhJson.aggregation((ObjectNode) e.getValue(), primary, what + " " + e.getKey());
                        metrics++;
                    } catch (IllegalArgumentException refusal) {
                        refused.add(e.getKey());
                    }
                }
            }
        }
        assertThat(metrics).as("secondary metrics reproduced").isGreaterThan(1000);
        assertThat(sampleRows).as("SampleTime rows reproduced from their histograms").isGreaterThanOrEqualTo(22);
        assertThat(refused).as("metrics refused").allMatch(m -> m.startsWith("jfr.gc.pause:") || m.equals("jfr.gc.pause"));
        // the pause distribution is in the gcpressure run of 2026-11-24, whose files the store keeps gzipped
        Path kept = RESULTS.resolve("runs/20261124T005703Z-5b4a48b/gcpressure-jdk17.json.gz");
        JsonNode rows;
        try (java.io.InputStream in = new java.util.zip.GZIPInputStream(Files.newInputStream(kept))) {
            rows = JSON.readTree(in);
        }
        JsonNode row = rows.get(0);
        JsonNode pauses = row.path("secondaryMetrics").path("jfr.gc.pause");
        assertThat(pauses.isObject()).as("the kept file has the pause distribution").isTrue();
        assertThatThrownBy(() -> JmhJson.aggregation((ObjectNode) pauses,
                JmhJson.iterations((ObjectNode) row.get("primaryMetric")), "kept jfr.gc.pause"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /**
     * A SampleTime row whose histogram does not give its aggregates (one sample more or less in
     * one file) is refused, as is one without its samples; nothing is merged approximately.
     */
    @Test
    void aSampleTimeRowItsHistogramDoesNotReproduceIsRefused() throws IOException {
        ArrayNode all = (ArrayNode) JSON.readTree(RESULTS.resolve("shootout-jdk17.json").toFile());
        ArrayNode earlier = (ArrayNode) JSON.readTree(part(all, 0, 3));
        String later = part(all, 3, 6);
        ObjectNode sample = (ObjectNode) StreamSupport.stream(earlier.spliterator(), false)
                .filter(r -> r.path("mode").asText().equals("sample")).findFirst().orElseThrow();
        ArrayNode pair = (ArrayNode) sample.path("primaryMetric").path("rawDataHistogram").get(1).get(0).get(0);
        pair.set(1, pair.get(1).asLong() + 1);
        assertThatThrownBy(() -> JmhJson.append(JSON.writeValueAsString(earlier), later, "shootout-jdk17.json"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("(earlier rounds) primaryMetric: its score")
                .hasMessageContaining("is not reproduced from its rawDataHistogram").hasMessageContaining("start a new run");
        pair.set(1, pair.get(1).asLong() - 1);
        ((ObjectNode) sample.get("secondaryMetrics").get("p0.99")).put("score", 1.0);
        assertThatThrownBy(() -> JmhJson.append(JSON.writeValueAsString(earlier), later, "shootout-jdk17.json"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("p0.99: its score 1.0 is not the "
                        + "percentile of the rawDataHistogram");
        ((ObjectNode) sample.get("primaryMetric")).set("rawDataHistogram", JSON.createArrayNode());
        assertThatThrownBy(() -> JmhJson.append(JSON.writeValueAsString(earlier), later, "f.json"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("has no samples in its rawDataHistogram (JMH ran with -Djmh.json.rawData=false?)");
        pair.set(1, -1);
        assertThatThrownBy(() -> JmhSamples.samples(JSON.createArrayNode().add(JSON.createArrayNode().add(
                JSON.createArrayNode().add(pair))), "m"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("m: rawDataHistogram holds [")
                .hasMessageContaining("not a [value, count] pair");
    }

    /**
     * Cut a committed file's forks in two; appending the second part to the first gives it back,
     * byte for byte. The shoot-out files check SampleTime rows: JMH wrote their aggregates from
     * all six forks' samples at once, so the joined histogram must give them exactly.
     */
    @Test
    void appendingTheLaterForksOfACommittedFileGivesTheFileBack() throws IOException {
        for (String name : List.of("strings-jdk17.json", "sweep-jdk25.json", "overhead-jdk17.json",
                "events-jdk25.json", "shootout-jdk17.json", "shootout-jdk25.json")) {
            String whole = Files.readString(RESULTS.resolve(name));
            ArrayNode all = (ArrayNode) JSON.readTree(whole);
            int forks = all.get(0).path("forks").asInt();
            int cut = forks / 2;
            String merged = JmhJson.append(part(all, 0, cut), part(all, cut, forks), name);
            assertThat(merged).as(name).isEqualTo(whole);
        }
    }

    @Test
    void rowsThatDifferAreNamed() throws IOException {
        ArrayNode all = (ArrayNode) JSON.readTree(RESULTS.resolve("strings-jdk17.json").toFile());
        ArrayNode fewer = JSON.readTree(part(all, 4, 8)).deepCopy();
        fewer.remove(0);
        assertThatThrownBy(() -> JmhJson.append(part(all, 0, 4), JSON.writeValueAsString(fewer), "strings-jdk17.json"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the rows differ between the sittings")
                .hasMessageContaining("not run now: [io.github.poolbench.strings.StringBuildingBenchmark");
    }

    @Test
    void aSettingThatDiffersIsNamed() throws IOException {
        ArrayNode all = (ArrayNode) JSON.readTree(RESULTS.resolve("strings-jdk17.json").toFile());
        ArrayNode later = (ArrayNode) JSON.readTree(part(all, 4, 8));
        ((ObjectNode) later.get(3)).put("vmVersion", "17.0.99+1");
        assertThatThrownBy(() -> JmhJson.append(part(all, 0, 4), JSON.writeValueAsString(later), "f.json"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("ran with vmVersion").hasMessageContaining("17.0.99+1");
    }

    /**
     * JMH's gc profiler reports {@code gc.time} only for an iteration with a collection, so a
     * sitting whose forks of a row had none writes no {@code gc.time} for that row at all, while
     * one sitting of all the forks writes an empty array for each such fork and counts its
     * iterations as zero. Cut overhead-jdk25.json (rows whose {@code gc.time} is reported by one
     * or two of eight forks) at every fork: each cut leaves some row's metric in one part only,
     * and appending still gives the file back, byte for byte.
     */
    @Test
    void aMetricOneSittingDidNotReportForARowCountsAsZeroThere() throws IOException {
        String whole = Files.readString(RESULTS.resolve("overhead-jdk25.json"));
        ArrayNode all = (ArrayNode) JSON.readTree(whole);
        int forks = all.get(0).path("forks").asInt();
        int missingBefore = 0;
        int missingNow = 0;
        for (int cut = 1; cut < forks; cut++) {
            String earlier = part(all, 0, cut);
            String later = part(all, cut, forks);
            ArrayNode before = (ArrayNode) JSON.readTree(earlier);
            ArrayNode now = (ArrayNode) JSON.readTree(later);
            for (int i = 0; i < all.size(); i++) {
                missingBefore += all.get(i).path("secondaryMetrics").size()
                        - before.get(i).path("secondaryMetrics").size();
                missingNow += all.get(i).path("secondaryMetrics").size() - now.get(i).path("secondaryMetrics").size();
            }
            assertThat(JmhJson.append(earlier, later, "overhead-jdk25.json"))
                    .as("cut after fork " + cut).isEqualTo(whole);
        }
        assertThat(missingBefore).as("metrics only the later part reports").isPositive();
        assertThat(missingNow).as("metrics only the earlier part reports").isPositive();
    }

    /** A metric no row of a sitting reports is a profiler that did not run there, not a zero. */
    @Test
    void profilersThatDifferAreNamed() throws IOException {
        ArrayNode all = (ArrayNode) JSON.readTree(RESULTS.resolve("strings-jdk17.json").toFile());
        ArrayNode later = (ArrayNode) JSON.readTree(part(all, 4, 8));
        later.forEach(row -> ((ObjectNode) row.get("secondaryMetrics")).remove("gc.count"));
        assertThatThrownBy(() -> JmhJson.append(part(all, 0, 4), JSON.writeValueAsString(later), "f.json"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("gc.count: no row reported it now")
                .hasMessageContaining("profilers differ");
        ArrayNode earlier = (ArrayNode) JSON.readTree(part(all, 0, 4));
        earlier.forEach(row -> ((ObjectNode) row.get("secondaryMetrics")).remove("gc.alloc.rate"));
        assertThatThrownBy(() -> JmhJson.append(JSON.writeValueAsString(earlier), part(all, 4, 8), "f.json"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("gc.alloc.rate: no row reported it before").hasMessageContaining("profilers differ");
    }

    @Test
    void aFileThatIsNotJmhJsonIsRefused() {
        assertThatThrownBy(() -> JmhJson.append("{}", "[]", "f.json")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("f.json (earlier rounds) is not a JMH result file");
        assertThatThrownBy(() -> JmhJson.append("[1,", "[]", "f.json")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("is not JSON");
    }

    /**
     * Forks [from, to) of every row, with the row's aggregates as JMH would write them for those
     * forks; a secondary metric none of those forks reported is left out, as JMH leaves it out.
     */
    private static String part(ArrayNode all, int from, int to) throws IOException {
        ArrayNode out = JSON.createArrayNode();
        for (JsonNode r : all) {
            ObjectNode row = r.deepCopy();
            row.put("forks", to - from);
            ObjectNode primaryMetric = (ObjectNode) row.get("primaryMetric");
            JsonNode primary = JmhJson.iterations((ObjectNode) r.get("primaryMetric"));
            ArrayNode primaryPart = slice(primary, from, to);
            ObjectNode secondaries = (ObjectNode) row.get("secondaryMetrics");
            if (primaryMetric.has("rawDataHistogram")) {
                Statistics samples = JmhSamples.samples(primaryPart, "test");
                set(primaryMetric, JmhJson.aggregates(samples, JmhJson.Policy.AVG));
                primaryMetric.set("rawDataHistogram", primaryPart);
                JmhSamples.SAMPLE_PERCENTILES.forEach((name, rank) -> {
                    ObjectNode m = (ObjectNode) secondaries.get(name);
                    set(m, JmhSamples.percentile(samples, rank));
                    m.set("rawData", slice(m.get("rawData"), from, to));
                });
            } else {
                slice(primaryMetric, primary, primaryPart, from, to);
            }
            secondaries.properties().stream()
                    .filter(m -> !(primaryMetric.has("rawDataHistogram")
                            && JmhSamples.SAMPLE_PERCENTILES.containsKey(m.getKey())))
                    .forEach(m -> slice((ObjectNode) m.getValue(), primary, primaryPart, from, to));
            List<String> unreported = secondaries.properties().stream().filter(m -> m.getValue().has("rawData")
                    && StreamSupport.stream(m.getValue().get("rawData").spliterator(), false)
                            .allMatch(JsonNode::isEmpty)).map(Map.Entry::getKey).toList();
            secondaries.remove(unreported);
            out.add(row);
        }
        return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(out);
    }

    private static void slice(ObjectNode metric, JsonNode primary, ArrayNode primaryPart, int from, int to) {
        JmhJson.Aggregation how = JmhJson.aggregation(metric, primary, "test");
        ArrayNode raw = slice(metric.get("rawData"), from, to);
        metric.set("rawData", raw);
        set(metric, JmhJson.aggregates(JmhJson.values(raw, primaryPart, how.fills(), "test"), how.policy()));
    }

    private static void set(ObjectNode metric, ObjectNode aggregates) {
        aggregates.fieldNames().forEachRemaining(f -> metric.set(f, aggregates.get(f)));
    }

    private static ArrayNode slice(JsonNode raw, int from, int to) {
        ArrayNode part = JSON.createArrayNode();
        for (int i = from; i < to; i++) {
            part.add(raw.get(i));
        }
        return part;
    }

    private static List<Path> resultFiles() throws IOException {
        try (Stream<Path> files = Files.list(RESULTS)) {
            return files.filter(f -> f.getFileName().toString().matches("[a-z]+-jdk\\d+\\.json")).sorted().toList();
        }
    }
}
