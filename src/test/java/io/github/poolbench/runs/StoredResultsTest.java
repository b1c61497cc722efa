package io.github.poolbench.runs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A stored run's result files derived from the store, and which runs measured the same code. */
class StoredResultsTest {

    private static final List<Manifest.Jvm> JVMS = List.of(new Manifest.Jvm(17, "17.0.15", "Debian", "vm"),
            new Manifest.Jvm(25, "25.0.3", "Eclipse Adoptium", "vm"));

    private static Manifest run(String runId, List<String> rows, Map<String, String> code, boolean full,
                                List<String> classPath, String setAside) {
        return new Manifest(Manifest.FORMAT, runId, "2026-11-28T10:00:00Z", true, "abc", false,
                new Manifest.Machine("AMD EPYC", 2445.4, 2, "Linux", true), List.of("strings", "sweep"), JVMS, rows,
                1, 42, full, full ? List.of() : List.of("-f", "1"), code, classPath, setAside);
    }

    private static final List<String> ROWS = List.of("strings jdk17 sizedBuilder avgt length=32",
            "sweep jdk17 sizedBuilder avgt length=64", "strings jdk25 sizedBuilder avgt length=32",
            "strings jdk17 pooledBucketed avgt length=32");

    @Test
    void aRunsFilesComeFromItsStoredForksOrFromTheFilesKeptForIt(@TempDir Path results) throws Exception {
        Manifest stored = run("r1", ROWS, Map.of(), true, List.of(), null);
        RunStore.register(results, stored);
        RunStore.saveSitting(results, "r1", 1, "[ {\"row\" : 0}, {\"row\" : 1}, {\"row\" : 2}, {\"row\" : 3} ]",
                new RunStore.SittingLog("manifest.json", 0, 1, List.of(), List.of(), List.of()));
        Map<Integer, String> files = StoredResults.resultFiles(results, stored, Suite.of("strings"));
        assertThat(files).containsOnlyKeys(17, 25);
        assertThat(files.get(17).replaceAll("\\s", "")).isEqualTo("[{\"row\":0},{\"row\":3}]");
        assertThat(files.get(25).replaceAll("\\s", "")).isEqualTo("[{\"row\":2}]");
        assertThat(StoredResults.resultFiles(results, stored, Suite.of("sweep"))).containsOnlyKeys(17);
        assertThat(StoredResults.resultFiles(results, stored, Suite.of("overhead"))).isEmpty();
        // read once for every suite of the run: a second suite's files come from the sittings already read
        Map<String, java.util.Optional<StoredResults.Sittings>> read = new java.util.HashMap<>();
        assertThat(StoredResults.resultFiles(results, stored, Suite.of("strings"), read)).isEqualTo(files);
        Files.delete(RunStore.folder(results, "r1").resolve("forks-01.json.gz"));
        assertThat(StoredResults.resultFiles(results, stored, Suite.of("sweep"), read)).containsOnlyKeys(17);

        Manifest kept = run("r0", ROWS, Map.of(), true, List.of(), null);
        RunStore.register(results, kept);
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(
                RunStore.folder(results, "r0").resolve("strings-jdk25.json.gz")))) {
            out.write("[ {\"kept\" : true} ]".getBytes(StandardCharsets.UTF_8));
        }
        assertThat(StoredResults.resultFiles(results, kept, Suite.of("strings")))
                .containsExactly(Map.entry(25, "[ {\"kept\" : true} ]"));
        assertThat(StoredResults.resultFiles(results, kept, Suite.of("sweep"))).isEmpty();
    }

    @Test
    void runsAreComparableWhereTheyMeasuredTheSameCodeOfTheSuiteAndThePools() {
        Map<String, String> code = Map.of("io.github.poolbench.strings", "sha256:1", "io.github.poolbench.pool",
                "sha256:2", "io.github.poolbench.shootout", "sha256:3");
        List<String> libs = List.of("jmh-core-1.37.jar");
        Manifest published = run("a", ROWS, code, true, libs, null);
        assertThat(StoredResults.notComparable(published, run("b", ROWS, code, true, libs, null), Suite.of("strings")))
                .isEmpty();
        Map<String, String> otherShootout = new java.util.HashMap<>(code);
        otherShootout.put("io.github.poolbench.shootout", "sha256:9");
        assertThat(StoredResults.notComparable(published, run("b", ROWS, otherShootout, true, libs, null),
                Suite.of("strings"))).as("another suite's code").isEmpty();
        Map<String, String> otherPool = new java.util.HashMap<>(code);
        otherPool.put("io.github.poolbench.pool", "sha256:9");
        assertThat(StoredResults.notComparable(published, run("b", ROWS, otherPool, true, libs, null), Suite.of("strings")))
                .contains("the measured code differs (io.github.poolbench.pool)");
        assertThat(StoredResults.notComparable(published, run("b", ROWS, Map.of(), true, libs, null), Suite.of("strings")))
                .get().asString().contains("reconstructed");
        assertThat(StoredResults.notComparable(published, run("b", ROWS, code, false, libs, null), Suite.of("strings")))
                .get().asString().startsWith("not a full run");
        assertThat(StoredResults.notComparable(published, run("b", ROWS, code, true, List.of("jmh-core-1.36.jar"),
                null), Suite.of("strings"))).contains("the libraries differ");
        assertThat(StoredResults.notComparable(published, run("b", ROWS, code, true, libs, "a broken pool"),
                Suite.of("strings"))).contains("set aside: a broken pool");
        assertThat(StoredResults.notComparable(published, run("b", ROWS, code, true, libs, null), Suite.of("overhead")))
                .contains("it did not run overhead");
        Manifest later = new Manifest(Manifest.FORMAT, "c", "2026-11-29T10:00:00Z", true, "abc", false,
                published.machine(), published.suites(), published.jvms(), ROWS, 1, 42, true, List.of(), otherPool, libs,
                null);
        assertThat(StoredResults.superseded(later, published, Suite.of("strings"))).as("older, other pool code").isTrue();
        assertThat(StoredResults.superseded(published, later, Suite.of("strings"))).as("a later run is never superseded")
                .isFalse();
        assertThat(StoredResults.superseded(later, run("b", ROWS, otherPool, true, List.of("jmh-core-1.36.jar"), null),
                Suite.of("strings"))).as("same code, older libraries").isTrue();
        assertThat(StoredResults.superseded(later, run("b", ROWS, otherPool, false, libs, null), Suite.of("strings")))
                .as("a subset run is not superseded: it was never comparable").isFalse();
        assertThat(StoredResults.superseded(later, run("b", ROWS, code, true, libs, "a broken pool"), Suite.of("strings")))
                .isFalse();
        assertThat(StoredResults.measuredPackages(Suite.of("strings"))).as("the pools its benchmark names")
                .containsExactly("io.github.poolbench.commons", "io.github.poolbench.pool", "io.github.poolbench.strings");
        assertThat(StoredResults.measuredPackages(Suite.of("messages"))).as("a pool change it never loads leaves it alone")
                .containsExactly("io.github.poolbench.messages", "io.github.poolbench.objectpool");
        assertThat(StoredResults.measuredPackages(Suite.of("events"))).containsExactly("io.github.poolbench.events");
        assertThat(StoredResults.measuredPackages(Suite.of("gcpressure-zgc"))).as("its profilers run in its forks")
                .contains("io.github.poolbench.gcpressure", "io.github.poolbench.collectors")
                .doesNotContain("io.github.poolbench.strings");
        assertThat(StoredResults.measuredPackages(Suite.of("gcpressure"))).doesNotContain("io.github.poolbench.collectors");
    }

    /** Before its first fork a full run says whether it joins the published run's answer or answers in its place. */
    @Test
    void aNewRunSaysWhetherItJoinsThePublishedRun(@TempDir Path results) throws Exception {
        Map<String, String> code = Map.of("io.github.poolbench.strings", "sha256:1", "io.github.poolbench.pool",
                "sha256:2", "io.github.poolbench.commons", "sha256:3");
        List<String> libs = List.of("jmh-core-1.37.jar");
        RunStore.register(results, run("a", ROWS, code, true, libs, null));
        List<String> envFiles = List.of("strings-jdk17.env.json", "strings-jdk25.env.json");
        assertThat(StoredResults.againstPublished(results, Suite.of("strings"), envFiles,
                run("b", ROWS, code, true, libs, null))).as("no committed results").isEmpty();
        Files.writeString(results.resolve("strings-jdk25.env.json"), "{\"runId\" : \"a\", \"suite\" : \"strings\"}\n");

        assertThat(StoredResults.againstPublished(results, Suite.of("strings"), envFiles,
                run("b", ROWS, code, true, libs, null))).contains("strings: the same measured code and libraries as its"
                + " published run a: this run's rounds join a's answer as another run beside it");
        Map<String, String> otherPool = new java.util.HashMap<>(code);
        otherPool.put("io.github.poolbench.pool", "sha256:9");
        assertThat(StoredResults.againstPublished(results, Suite.of("strings"), envFiles,
                run("b", ROWS, otherPool, true, libs, null))).contains("strings: not comparable with its published run a"
                + " (the measured code differs (io.github.poolbench.pool)): once complete, this run answers in place of a"
                + " and the runs of its code");
        Files.writeString(results.resolve("strings-jdk25.env.json"), "{\"runId\" : \"gone\"}\n");
        assertThat(StoredResults.againstPublished(results, Suite.of("strings"), envFiles,
                run("b", ROWS, code, true, libs, null))).as("a run the store lacks").isEmpty();
        Files.writeString(results.resolve("strings-jdk17.env.json"), "{ not json");
        assertThatThrownBy(() -> StoredResults.againstPublished(results, Suite.of("strings"), envFiles,
                run("b", ROWS, code, true, libs, null))).isInstanceOf(java.io.UncheckedIOException.class)
                .hasMessageContaining("strings-jdk17.env.json");
    }

    @Test
    void listedFingerprintsOfAPackageCountAsTheSameCodeAndEachListingNamesItsRebuild() {
        assertThat(EquivalentCode.ALL).isNotEmpty().allSatisfy(e -> {
            assertThat(e.prints()).allMatch(p -> p.matches("sha256:[0-9a-f]{64}"));
            assertThat(java.nio.file.Path.of(e.evidence())).as("its rebuild is written down").exists();
        });
        EquivalentCode e = EquivalentCode.ALL.get(0);
        String a = e.prints().get(0);
        String b = e.prints().get(1);
        assertThat(EquivalentCode.same(e.pkg(), a, b)).isTrue();
        assertThat(EquivalentCode.same(e.pkg(), a, "sha256:0")).isFalse();
        assertThat(EquivalentCode.same("io.github.poolbench.other", a, b)).as("another package's print").isFalse();
        assertThat(EquivalentCode.same(e.pkg(), null, null)).isTrue();
        assertThat(EquivalentCode.same(e.pkg(), a, null)).isFalse();
        assertThatThrownBy(() -> new EquivalentCode(e.pkg(), List.of(a), "w", "x"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two or more prints");
    }
}
