package io.github.poolbench.runner;

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

class JmhJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path RESULTS = Path.of("results");

    /**
     * The recomputation is trusted only because it reproduces what JMH wrote: every metric of
     * every committed file to the last bit, except the histograms (SampleTime rows and
     * {@link GcPauseProfiler}'s pause distribution), which are refused.
     */
    @Test
    void recomputingJmhsAggregatesFromRawDataReproducesEveryCommittedMetricButHistograms() throws IOException {
        int metrics = 0;
        java.util.Set<String> refused = new java.util.TreeSet<>();
        for (Path file : resultFiles()) {
            for (JsonNode row : (ArrayNode) JSON.readTree(file.toFile())) {
                if (row.path("mode").asText().equals("sample")) {
                    continue;
                }
                String what = file.getFileName() + " " + JmhJson.key(row);
                JsonNode primary = row.path("primaryMetric").path("rawData");
                assertThat(JmhJson.aggregation((ObjectNode) row.get("primaryMetric"), primary, what).policy())
                        .isEqualTo(JmhJson.Policy.AVG);
                for (var e : row.path("secondaryMetrics").properties()) {
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
        assertThat(refused).as("metrics refused").allMatch(m -> m.startsWith("jfr.gc.pause:") || m.equals("jfr.gc.pause"))
                .contains("jfr.gc.pause");
    }

    @Test
    void aSampleTimeRowIsRefusedNotApproximated() throws IOException {
        Path file = resultFiles().stream().filter(f -> f.getFileName().toString().startsWith("shootout")).findFirst()
                .orElseThrow();
        JsonNode sample = Stream.of((ArrayNode) JSON.readTree(file.toFile())).flatMap(a -> {
            List<JsonNode> rows = new java.util.ArrayList<>();
            a.forEach(rows::add);
            return rows.stream();
        }).filter(r -> r.path("mode").asText().equals("sample")).findFirst().orElseThrow();
        assertThatThrownBy(() -> JmhJson.aggregation((ObjectNode) sample.get("primaryMetric"),
                sample.path("primaryMetric").path("rawDataHistogram"), "shootout row"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("SampleTime").hasMessageContaining("start a new run");
    }

    /** Cut a committed file's forks in two; appending the second part to the first gives it back, byte for byte. */
    @Test
    void appendingTheLaterForksOfACommittedFileGivesTheFileBack() throws IOException {
        for (String name : List.of("strings-jdk17.json", "sweep-jdk25.json", "overhead-jdk17.json",
                "events-jdk25.json")) {
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
            JsonNode primary = r.path("primaryMetric").path("rawData");
            ArrayNode primaryPart = slice(primary, from, to);
            slice((ObjectNode) row.get("primaryMetric"), primary, primaryPart, from, to);
            row.path("secondaryMetrics").forEach(m -> slice((ObjectNode) m, primary, primaryPart, from, to));
            ObjectNode secondaries = (ObjectNode) row.get("secondaryMetrics");
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
        ObjectNode agg = JmhJson.aggregates(JmhJson.values(raw, primaryPart, how.fills(), "test"), how.policy());
        agg.fieldNames().forEachRemaining(f -> metric.set(f, agg.get(f)));
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
