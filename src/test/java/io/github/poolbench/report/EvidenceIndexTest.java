package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The index of results/evidence: every page, its question, who cites it. */
class EvidenceIndexTest {

    @TempDir
    Path results;

    @Test
    void listsEveryPageWithItsHeadingAndWhatCitesIt() throws Exception {
        Path evidence = Files.createDirectories(results.resolve("evidence"));
        Files.writeString(evidence.resolve("b-probe.md"), "intro\n# Why is b | slow?\n\nsee [a](a-rerun.md)\n");
        Files.writeString(evidence.resolve("a-rerun.md"), "# A rerun\n\nabout a-rerun.md itself\n");
        Files.writeString(evidence.resolve("no-heading.md"), "just text\n");
        Files.writeString(evidence.resolve("raw.tsv"), "not a page\n");
        Files.writeString(evidence.resolve(EvidenceIndex.FILE), "an older index naming b-probe.md\n");
        Map<String, String> citing = new LinkedHashMap<>();
        citing.put("../../README.md", "the [probe](results/evidence/b-probe.md)");
        citing.put("../strings.md", "nothing here");
        assertThat(EvidenceIndex.markdown(evidence, citing)).endsWith("| page | question | cited by |\n|---|---|---|\n"
                // sorted by name; a page does not cite itself; the index is not a page
                + "| [a-rerun.md](a-rerun.md) | A rerun | [b-probe.md](b-probe.md) |\n"
                + "| [b-probe.md](b-probe.md) | Why is b \\| slow? | [README.md](../../README.md) |\n"
                + "| [no-heading.md](no-heading.md) | no-heading.md | – |\n");
    }

    @Test
    void theReportWritesTheIndexBesideThePagesAndTheReadmeLinksIt() throws Exception {
        Path written = Path.of("results", "evidence", EvidenceIndex.FILE);
        assertThat(Report.generate(Path.of("results"), Path.of("README.md")).text()).containsKey(written);
        assertThat(Files.readString(Path.of("README.md"))).contains("](results/evidence/README.md)");
    }

    @Test
    void sourcesThatNameAnEvidencePageCiteIt() throws Exception {
        Path src = results.resolve("src");
        Path cites = src.resolve("main/java/x/Pool.java");
        Files.createDirectories(cites.getParent());
        Files.writeString(cites, "/** measured: {@code results/evidence/b-probe.md} */ class Pool {}\n");
        Files.writeString(src.resolve("main/java/x/Other.java"), "class Other {}\n");
        Files.writeString(src.resolve("main/java/x/notes.txt"), "results/evidence/b-probe.md\n");
        Path test = src.resolve("test/java/x/PoolTest.java");
        Files.createDirectories(test.getParent());
        Files.writeString(test, "// results/evidence/b-probe.md\nclass PoolTest {}\n");
        assertThat(EvidenceIndex.citingSources(List.of(src.resolve("main"), results.resolve("no-src"))))
                .containsOnlyKeys(cites);
        // the committed index: a page only the code cites is listed as cited by it
        assertThat(Files.readString(Path.of("results", "evidence", EvidenceIndex.FILE)))
                .contains("| [runner-checkpoint-size.md](runner-checkpoint-size.md) | Runner: what a checkpoint of the"
                        + " shoot-out holds, and what the host JVM must keep | [Checkpoint.java](../../src/jmh/java/io/"
                        + "github/poolbench/runner/Checkpoint.java) |");
    }

    @Test
    void aMissingFolderIsNamed() {
        assertThatThrownBy(() -> EvidenceIndex.markdown(results.resolve("nope"), Map.of()))
                .isInstanceOf(ReportException.class).hasMessageContaining("cannot list " + results.resolve("nope"));
    }
}
