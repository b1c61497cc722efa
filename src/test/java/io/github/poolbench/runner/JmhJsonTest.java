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
import java.util.stream.Stream;
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

    @Test
    void profilersThatDifferAreNamed() throws IOException {
        ArrayNode all = (ArrayNode) JSON.readTree(RESULTS.resolve("strings-jdk17.json").toFile());
        ArrayNode later = (ArrayNode) JSON.readTree(part(all, 4, 8));
        ((ObjectNode) later.get(0).get("secondaryMetrics")).remove("gc.count");
        assertThatThrownBy(() -> JmhJson.append(part(all, 0, 4), JSON.writeValueAsString(later), "f.json"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("profilers differ");
    }

    @Test
    void aFileThatIsNotJmhJsonIsRefused() {
        assertThatThrownBy(() -> JmhJson.append("{}", "[]", "f.json")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("f.json (earlier rounds) is not a JMH result file");
        assertThatThrownBy(() -> JmhJson.append("[1,", "[]", "f.json")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("is not JSON");
    }

    /** Forks [from, to) of every row, with the row's aggregates as JMH would write them for those forks. */
    private static String part(ArrayNode all, int from, int to) throws IOException {
        ArrayNode out = JSON.createArrayNode();
        for (JsonNode r : all) {
            ObjectNode row = r.deepCopy();
            row.put("forks", to - from);
            JsonNode primary = r.path("primaryMetric").path("rawData");
            ArrayNode primaryPart = slice(primary, from, to);
            slice((ObjectNode) row.get("primaryMetric"), primary, primaryPart, from, to);
            row.path("secondaryMetrics").forEach(m -> slice((ObjectNode) m, primary, primaryPart, from, to));
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
