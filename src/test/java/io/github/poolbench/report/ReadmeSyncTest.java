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
