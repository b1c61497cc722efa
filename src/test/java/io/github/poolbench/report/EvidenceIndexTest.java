package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
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
    void aMissingFolderIsNamed() {
        assertThatThrownBy(() -> EvidenceIndex.markdown(results.resolve("nope"), Map.of()))
                .isInstanceOf(ReportException.class).hasMessageContaining("cannot list " + results.resolve("nope"));
    }
}
