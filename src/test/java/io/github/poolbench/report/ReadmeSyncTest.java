package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The committed README and results summaries must be exactly what the report generates from
 * the committed JSON: nobody edits a number by hand. Fix a failure with {@code mvn -Preport}.
 */
class ReadmeSyncTest {

    @Test
    void everyChartIsCommitted() throws Exception {
        for (Path png : Report.generate(Path.of("results"), Path.of("README.md")).binary().keySet()) {
            assertThat(png).as("run mvn -Preport and commit %s", png).exists();
        }
    }

    /** The README answers at a glance: short, no endless lines, the findings first, a forest plot per experiment. */
    @Test
    void readmeAnswersAtAGlance() throws Exception {
        String readme = Files.readString(Path.of("README.md"));
        java.util.List<String> lines = readme.lines().toList();
        assertThat(lines).as("README lines").hasSizeLessThanOrEqualTo(250);
        assertThat(lines).as("README lines over 500 chars").allMatch(l -> l.length() <= 500);
        assertThat(readme.indexOf("## What we found")).as("findings before the quick start").isPositive()
                .isLessThan(readme.indexOf("## Quick start"));
        for (SuiteReport suite : Report.SUITES) {
            if (Files.exists(Path.of("results", Report.forestFile(suite)))) {
                assertThat(readme).contains("](results/" + Report.forestFile(suite) + ")");
            }
        }
        assertThat(readme).contains("](results/strings-claims.png)");
        // a verdict cell cut at 90 chars hides its answer; findings lead with it (Conclusions.shortCell)
        assertThat(ReadmeSections.extract(readme, "conclusions").lines().filter(l -> l.contains("…")))
                .as("verdict cells cut off").isEmpty();
    }

    @Test
    void readmeAndSummariesMatchTheCommittedResults() throws Exception {
        Map<Path, String> expected = Report.generate(Path.of("results"), Path.of("README.md")).text();
        for (Map.Entry<Path, String> e : expected.entrySet()) {
            assertThat(Files.readString(e.getKey()))
                    .as("%s is out of date with results/*.json: run mvn -Preport", e.getKey())
                    .isEqualTo(e.getValue());
        }
    }
}
