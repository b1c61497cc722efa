package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * One snapshot per generated text (every experiment's page, the claims and runs pages, the CSVs and the README's
 * sections), rendered from the fixtures in {@code src/test/resources/report/fixture*}: a change to a template or to what it is
 * given shows here as a diff of the snapshot in {@code src/test/resources/snapshots/}. To accept a change, regenerate
 * them all with
 * {@code mvn -B test -Dtest=PageSnapshotTest -Dpoolbench.updateSnapshots=true} and review the diff before committing.
 */
class PageSnapshotTest {

    /** The fixture folders under {@code src/test/resources/report}, one experiment's files each. */
    private static final Map<String, List<String>> FIXTURES = Map.of(
            "fixture", List.of("strings-jdk17.json", "strings-jdk17.env.json",
                    "runs/20261122T070000Z-0123456/manifest.json", "runs/20261122T070000Z-0123456/outcome.json"),
            "fixture-events", List.of("events-jdk17.json"),
            "fixture-gcpressure", List.of("gcpressure-jdk17.json"),
            "fixture-messages", List.of("messages-jdk17.json"),
            "fixture-overhead", List.of("overhead-jdk17.json"),
            "fixture-shootout", List.of("shootout-jdk17.json"),
            "fixture-sweep", List.of("sweep-jdk17.json"),
            "fixture-collectors", List.of("strings-g1-jdk17.json", "strings-g1-jdk17.env.json",
                    "strings-parallel-jdk17.json", "strings-parallel-jdk17.env.json"));

    private static final Path SNAPSHOTS = Path.of("src/test/resources/snapshots");

    @TempDir
    Path dir;

    @TestFactory
    Stream<DynamicTest> everyGeneratedTextIsItsSnapshot() throws Exception {
        Path results = Files.createDirectories(dir.resolve("results"));
        for (Map.Entry<String, List<String>> fixture : FIXTURES.entrySet()) {
            for (String name : fixture.getValue()) {
                try (InputStream in = getClass().getResourceAsStream("/report/" + fixture.getKey() + "/" + name)) {
                    Files.copy(in, Files.createDirectories(results.resolve(name).getParent()).resolve(
                            results.resolve(name).getFileName()));
                }
            }
        }
        Path readme = dir.resolve("README.md");
        Files.writeString(readme, "# r\n\n" + String.join("\n", Stream.of("lead", "decisions", "runtimes",
                "experiments", "reuse").map(n -> ReadmeSections.begin(n) + "\n" + ReadmeSections.end(n) + "\n")
                .toList()));
        Map<Path, String> text = Report.generate(results, readme).text();
        boolean update = Boolean.getBoolean("poolbench.updateSnapshots");
        if (update) {
            Files.createDirectories(SNAPSHOTS);
        }
        assertThat(text).hasSizeGreaterThan(10);
        return text.entrySet().stream().map(e -> {
            String name = e.getKey().equals(readme) ? "README.md" : e.getKey().getFileName().toString();
            return DynamicTest.dynamicTest(name, () -> {
                Path snapshot = SNAPSHOTS.resolve(name);
                if (update) {
                    Files.writeString(snapshot, e.getValue(), StandardCharsets.UTF_8);
                }
                assertThat(snapshot).as("no snapshot of %s: regenerate with -Dpoolbench.updateSnapshots=true", name)
                        .exists();
                assertThat(e.getValue()).as("%s differs from its snapshot %s (to accept the change:"
                        + " mvn -B test -Dtest=PageSnapshotTest -Dpoolbench.updateSnapshots=true)", name, snapshot)
                        .isEqualTo(read(snapshot));
            });
        });
    }

    private static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }
}
