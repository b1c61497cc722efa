package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.poolbench.claims.ClaimResult;
import io.github.poolbench.runs.Manifest;
import io.github.poolbench.runs.RunStore;
import io.github.poolbench.runs.Suite;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Claims judged on every machine that ran the published run's code, and the verdict across them. */
class AcrossMachinesTest {

    private static final String PUBLISHED = "20261122T070000Z-0123456"; // the fixture's run
    private static final Map<String, String> CODE = Map.of("io.github.poolbench.strings", "sha256:1",
            "io.github.poolbench.pool", "sha256:2");

    @TempDir
    Path dir;

    private static ClaimResult row(String claim, String verdict, String machine, String scope) {
        return new ClaimResult("strings", claim, 17, verdict, Double.NaN, Double.NaN, Double.NaN, 1.0, "below", "", 0,
                "r", machine, scope, Double.NaN, Double.NaN);
    }

    @Test
    void anotherMachinesRunOfTheSameCodeIsJudgedBesideThePublishedOne() throws Exception {
        Path results = publishedInStore();
        String fixture = fixture("strings-jdk17.json");
        // the same code on another CPU, the pool 30% slower at 256 chars there: S2 does not hold on it
        store(results, "20261123T070000Z-1111111", "Other CPU", 3000, CODE, pooledSlower(fixture, 1.3));
        // other code on a third CPU: not the published run's question
        store(results, "20261121T070000Z-2222222", "Third CPU", 2500,
                Map.of("io.github.poolbench.strings", "sha256:0", "io.github.poolbench.pool", "sha256:2"), fixture);
        // the same code, set aside for a named defect
        Manifest aside = manifest("20261124T070000Z-3333333", "Fourth CPU", 2200, CODE, "a broken pool");
        RunStore.register(results, aside);
        RunStore.complete(results, aside.runId(), new RunStore.Outcome("2026-11-24T08:00:00Z", List.of()));

        Report.Outputs out = Report.generate(results, null);
        String csv = out.text().get(results.resolve("claims.csv"));
        assertThat(csv.lines().filter(l -> l.startsWith("strings,S2,17,"))).satisfiesExactly(
                l -> assertThat(l).startsWith("strings,S2,17,holds,0.9").contains(",published,,,"),
                l -> assertThat(l).startsWith("strings,S2,17,does not hold,1.1")
                        .contains(",20261123T070000Z-1111111,\"Other CPU at 3000 MHz, 2 cores\",machine,,"),
                l -> assertThat(l).as("the two runs pooled: 0.9 and 1.1 with t(1) over them")
                        .startsWith("strings,S2,17,inconclusive,").contains(",1.0,below,\"" + AcrossMachines.POOLED + "\",2,")
                        .contains(PUBLISHED + " 20261123T070000Z-1111111,2 machines,across machines,0.9"));
        assertThat(csv).doesNotContain("2222222").doesNotContain("3333333");
        assertThat(ClaimsDiff.parse(csv, "claims.csv")).as("-Pcompare reads the published rows")
                .allMatch(ClaimResult::published)
                .hasSize((int) csv.lines().filter(l -> l.contains(",published,,,")).count());
        assertThat(ClaimsDiff.parseAll(csv, "claims.csv")).hasSize((int) csv.lines().count() - 1)
                .filteredOn(r -> r.claim().equals("S2") && r.scope().equals(ClaimResult.ACROSS)).singleElement()
                .satisfies(r -> {
                    assertThat(r.verdict()).isEqualTo("inconclusive");
                    assertThat(r.estimate()).isBetween(r.rangeLow(), r.rangeHigh());
                    assertThat(r.rangeLow()).isBetween(0.85, 0.95);
                    assertThat(r.rangeHigh()).isBetween(1.1, 1.25);
                });

        String page = out.text().get(results.resolve("strings.md"));
        assertThat(page).contains("### Run by run", "Machines: Test CPU @ 2.00GHz at 2000 MHz, 2 cores; Other CPU"
                        + " at 3000 MHz, 2 cores.")
                .containsPattern("\\| S2 \\| 17 \\| holds 0\\.9[0-9] \\[[0-9.]+, [0-9.]+\\] \\| does not hold 1\\.1[0-9]"
                        + " \\[[0-9.]+, [0-9.]+\\] \\| 1\\.[0-9]+x \\| [0-9.]+% \\|")
                // the claims table shows the verdict across both runs, the published run's figures beside it
                .containsPattern("\\| S2 \\| The bucketed pool builds a 256-char string[^\\n]*\\| inconclusive [^|]*; the"
                        + " published run: `pooledBucketed` / `sizedBuilder` = 0\\.9");
    }

    @Test
    void anEarlierRunOnTheSameMachineStandsBesideItUnderItsNameAndIsPooledWithIt() throws Exception {
        Path results = publishedInStore();
        String fixture = fixture("strings-jdk17.json");
        // the same plan on the same kind of machine a day before (its clock read 2010), the pool 30% slower then
        String earlier = "20261121T070000Z-4444444";
        store(results, earlier, "Test CPU @ 2.00GHz", 2010, CODE, pooledSlower(fixture, 1.3));

        Report.Outputs out = Report.generate(results, null);
        String csv = out.text().get(results.resolve("claims.csv"));
        assertThat(csv.lines().filter(l -> l.startsWith("strings,S2,17,"))).satisfiesExactly(
                l -> assertThat(l).startsWith("strings,S2,17,holds,0.9").contains(",published,,,"),
                l -> assertThat(l).startsWith("strings,S2,17,does not hold,1.1")
                        .contains("," + earlier + ",\"Test CPU @ 2.00GHz at 2000 MHz, 2 cores\",machine,,"),
                l -> assertThat(l).as("both runs pooled: one holds, one does not, so neither decides")
                        .startsWith("strings,S2,17,inconclusive,").contains(",1 machine,")
                        .contains(PUBLISHED + " " + earlier + ","));
        assertThat(ClaimsDiff.parse(csv, "claims.csv")).allMatch(ClaimResult::published);

        String page = out.text().get(results.resolve("strings.md"));
        assertThat(page).doesNotContain("One run so far")
                .contains("| Test CPU @ 2.00GHz at 2000 MHz, 2 cores, run " + PUBLISHED + " | Test CPU @ 2.00GHz at 2000"
                        + " MHz, 2 cores, run " + earlier + " | between runs | within a run |")
                .containsPattern("\\| S2 \\| 17 \\| holds 0\\.9[0-9] \\[[0-9.]+, [0-9.]+\\] \\| does not hold 1\\.1[0-9]"
                        + " \\[[0-9.]+, [0-9.]+\\] \\| 1\\.[0-9]+x \\| [0-9.]+% \\|");
    }

    /**
     * Two CPU generations behind one model name and clock are two machines, each named with its CPU signature; a
     * run without the signature joins the kind whose OS build it shares.
     */
    @Test
    void twoCpuGenerationsOfOneNameAndClockAreTwoMachines() throws Exception {
        Path results = Files.createDirectories(dir.resolve("results"));
        String fixture = fixture("strings-jdk17.json");
        Files.writeString(results.resolve("strings-jdk17.json"), fixture);
        Files.writeString(results.resolve("strings-jdk17.env.json"), fixture("strings-jdk17.env.json"));
        String cpu = "Test CPU @ 2.00GHz";
        store(results, PUBLISHED, new Manifest.Machine(cpu, 2000, 2, "Linux fc-v657", true,
                "family 26 model 2 stepping 1"), CODE, null);
        String unsigned = "20261120T070000Z-5555555";
        String older = "20261121T070000Z-4444444";
        store(results, unsigned, new Manifest.Machine(cpu, 2000, 2, "Linux fc-v857", true), CODE,
                pooledSlower(fixture, 1.3));
        store(results, older, new Manifest.Machine(cpu, 2000, 2, "Linux fc-v857", true,
                "family 25 model 17 stepping 1"), CODE, pooledSlower(fixture, 1.3));

        List<Manifest> runs = AcrossMachines.comparable(Results.load(results), RunStore.all(results), Suite.of("strings"));
        assertThat(runs).extracting(Manifest::runId).containsExactlyInAnyOrder(PUBLISHED, unsigned, older);
        assertThat(AcrossMachines.latestOfKind(runs, runs.stream().filter(m -> m.runId().equals(unsigned)).findFirst()
                .orElseThrow()).runId()).as("the unsigned run joins the kind whose OS build it shares").isEqualTo(older);
        String csv = Report.generate(results, null).text().get(results.resolve("claims.csv"));
        assertThat(csv.lines().filter(l -> l.startsWith("strings,S2,17,"))).satisfiesExactly(
                l -> assertThat(l).contains(",\"" + cpu + " at 2000 MHz, 2 cores, family 26 model 2 stepping 1\","
                        + "published,"),
                l -> assertThat(l).as("named by its kind's latest run").contains("," + unsigned + ",\"" + cpu
                        + " at 2000 MHz, 2 cores, family 25 model 17 stepping 1\",machine,"),
                l -> assertThat(l).contains("," + older + ",\"" + cpu + " at 2000 MHz, 2 cores, family 25 model 17"
                        + " stepping 1\",machine,"),
                l -> assertThat(l).contains(",2 machines,across machines,"));
    }

    @Test
    void aStoredRunsDerivedFilesNameItsRunSoThatRowsOfTwoFilesOfOneRunCompare() throws Exception {
        // without the run id every derived file read "unknown": a shift (two configurations) or a JDK-against-JDK
        // claim of another machine's run came out "not comparable: different runs"
        Path derived = Files.createDirectories(dir.resolve("derived"));
        Manifest run = manifest("20261123T070000Z-1111111", "Other CPU", 3000, CODE, null);
        Files.writeString(derived.resolve("strings-jdk17.json"), fixture("strings-jdk17.json"));
        Files.writeString(derived.resolve("strings-jdk17.env.json"),
                new ObjectMapper().writeValueAsString(AcrossMachines.environment(run, Suite.of("strings"), 17)));
        Results results = Results.load(derived);
        assertThat(results.of(Suite.of("strings"))).singleElement().satisfies(set -> {
            assertThat(set.runId()).isEqualTo("20261123T070000Z-1111111");
            assertThat(ResultSet.sameRun(List.of(set, set))).isTrue();
        });
        assertThat(results.cores(Suite.of("strings"))).hasValue(2);
    }

    @Test
    void withOneMachineThePageSaysSo() throws Exception {
        Path results = Files.createDirectories(dir.resolve("results"));
        Files.writeString(results.resolve("strings-jdk17.json"), fixture("strings-jdk17.json"));
        Files.writeString(results.resolve("strings-jdk17.env.json"), fixture("strings-jdk17.env.json"));
        Report.Outputs out = Report.generate(results, null);
        assertThat(out.text().get(results.resolve("strings.md")))
                .contains("One run so far, on Test CPU @ 2.00GHz at 2000 MHz, 2 cores: every verdict above is that"
                        + " machine's.");
        assertThat(out.text().get(results.resolve("claims.csv"))).as("one run: its own effect, its rule read on it")
                .containsPattern("strings,S2,17,holds,0\\.9[0-9]*,0\\.8[0-9]*,0\\.9[0-9]*,1\\.0,below,"
                        + "\"" + java.util.regex.Pattern.quote(AcrossMachines.POOLED) + "\",1,[^,]*,1 machine,across machines,");
    }

    /** A results folder with the fixture as the published strings run on JDK 17, its plan in the store. */
    private Path publishedInStore() throws Exception {
        Path results = Files.createDirectories(dir.resolve("results"));
        Files.writeString(results.resolve("strings-jdk17.json"), fixture("strings-jdk17.json"));
        Files.writeString(results.resolve("strings-jdk17.env.json"), fixture("strings-jdk17.env.json"));
        store(results, PUBLISHED, "Test CPU @ 2.00GHz", 2000, CODE, null);
        return results;
    }

    private static Manifest manifest(String runId, String cpu, double mhz, Map<String, String> code, String setAside) {
        return manifest(runId, new Manifest.Machine(cpu, mhz, 2, "Linux", true), code, setAside);
    }

    private static Manifest manifest(String runId, Manifest.Machine machine, Map<String, String> code,
                                     String setAside) {
        return new Manifest(Manifest.FORMAT, runId, "2026-11-22T07:00:00Z", true, "abc", false, machine,
                List.of("strings"),
                List.of(new Manifest.Jvm(17, "17.0.15", "Debian", "OpenJDK 64-Bit Server VM")),
                List.of("strings jdk17 sizedBuilder avgt length=32"), 2, 42, true, List.of(), code,
                List.of("jmh-core-1.37.jar"), setAside);
    }

    /** Registers and completes a run; keeps {@code strings-jdk17.json} for it as a replaced run's file. */
    private static void store(Path results, String runId, String cpu, double mhz, Map<String, String> code,
                              String keptJson) throws Exception {
        store(results, runId, new Manifest.Machine(cpu, mhz, 2, "Linux", true), code, keptJson);
    }

    private static void store(Path results, String runId, Manifest.Machine machine, Map<String, String> code,
                              String keptJson) throws Exception {
        RunStore.register(results, manifest(runId, machine, code, null));
        RunStore.complete(results, runId, new RunStore.Outcome("2026-11-22T08:00:00Z", List.of()));
        if (keptJson != null) {
            try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(
                    RunStore.folder(results, runId).resolve("strings-jdk17.json.gz")))) {
                out.write(keptJson.getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    /** The fixture with {@code pooledBucketed} at 256 chars {@code factor} times slower in every fork. */
    private static String pooledSlower(String json, double factor) throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        ArrayNode rows = (ArrayNode) mapper.readTree(json);
        for (JsonNode row : rows) {
            if (row.path("benchmark").asText().endsWith(".pooledBucketed")
                    && row.path("params").path("length").asText().equals("256")) {
                ObjectNode primary = (ObjectNode) row.get("primaryMetric");
                primary.put("score", primary.path("score").asDouble() * factor);
                ArrayNode forks = mapper.createArrayNode();
                for (JsonNode fork : primary.get("rawData")) {
                    ArrayNode f = forks.addArray();
                    fork.forEach(v -> f.add(v.asDouble() * factor));
                }
                primary.set("rawData", forks);
            }
        }
        return mapper.writeValueAsString(rows);
    }

    private static String fixture(String name) throws Exception {
        try (InputStream in = AcrossMachinesTest.class.getResourceAsStream("/report/fixture/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
