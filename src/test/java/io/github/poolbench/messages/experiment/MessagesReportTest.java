package io.github.poolbench.messages.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.poolbench.report.BenchmarkResult;
import io.github.poolbench.report.ReportException;
import io.github.poolbench.report.ResultSet;
import io.github.poolbench.report.Results;
import io.github.poolbench.runs.Suite;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MessagesReportTest {

    private static BenchmarkResult million(String supply, List<List<Double>> forks) {
        return new BenchmarkResult("io.github.poolbench.messages.MessagesBenchmark.million", "million",
                Map.of("layout", "twelve", "supply", supply, "content", "populated"), "ss", 1, 1.0, Double.NaN,
                "ms/op", Double.NaN, Map.of(), forks, Map.of());
    }

    private static Results results(BenchmarkResult... rows) {
        ResultSet set = new ResultSet(MessagesExperiment.MESSAGES, Path.of("messages-jdk17.json"), 17, "17", "vm", "17", "1.37",
                List.of(), 1, "1 x 1 s", "40 x 1 s", List.of(rows), Optional.empty());
        return new Results(Path.of("results"), Map.of(MessagesExperiment.MESSAGES, List.of(set)));
    }

    /** A fork of 40 blocks: the first ten at {@code first}, the middle twenty at 1, the last ten at {@code last}. */
    private static List<Double> fork(double first, double last) {
        List<Double> blocks = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            blocks.add(i < 10 ? first : i >= 30 ? last : 1.0);
        }
        return blocks;
    }

    @Test
    void toleranceIsFifteenPercentEitherWay() {
        assertThat(MessagesReport.withinTolerance(1.0)).isTrue();
        assertThat(MessagesReport.withinTolerance(1.149)).isTrue();
        assertThat(MessagesReport.withinTolerance(1 / 1.149)).isTrue();
        assertThat(MessagesReport.withinTolerance(1.151)).isFalse();
        assertThat(MessagesReport.withinTolerance(1 / 1.151)).isFalse();
        assertThat(MessagesReport.withinTolerance(0.86)).isFalse();
    }

    @Test
    void aFirstTouchPhaseShowsAgainstTheMiddleWindowsAndThePooledRows() {
        // allocate: every fork's first ten blocks twice as slow (a first-touch phase), steady after
        List<List<Double>> allocate = List.of(fork(2.0, 1.0), fork(2.1, 1.0), fork(1.9, 1.0), fork(2.0, 1.0));
        // basicPool: steady, but one fork's last blocks 20% slower (noise at the end), one fork too short to count
        List<List<Double>> pool = List.of(fork(1.0, 1.0), fork(1.0, 1.2), fork(1.0, 1.0), fork(1.05, 1.0),
                List.of(1.0, 1.0, 1.0));
        String md = MessagesReport.steadyState(results(million("allocate", allocate), million("basicPool", pool)))
                .orElseThrow().markdown();

        assertThat(md).contains("| JDK | supply | forks | first / last within 15% | middle windows within 15% (control) |")
                .containsPattern("\\| 17 \\| `allocate` \\| 4 \\| 0 \\(0%\\) \\| 4 \\(100%\\) \\| 2.00 \\[1\\.[89]\\d, 2\\.[01]\\d\\] \\|")
                .containsPattern("\\| 17 \\| `basicPool` \\| 4 \\| 3 \\(75%\\) \\| 4 \\(100%\\) \\| 0.97 \\[")
                .doesNotContain("`dequePool`");
    }

    @Test
    void forksTooShortForTheCheckSaySo() {
        Results r = results(million("allocate", List.of(List.of(1.0, 2.0), List.of(1.0))));
        assertThat(MessagesReport.steadyState(r)).isEmpty();
        assertThat(new MessagesReport().page(r))
                .contains("No fork here has the 20 measured blocks the steady-state check needs.")
                .doesNotContain("| JDK | supply | forks |");
    }

    @Test
    void theChartsAndPageSayFromWhichPercentileAForkGivesItsSlowestBlock() throws ReportException {
        // Hyndman-Fan type 6 reaches a fork's largest block from p = n / (n + 1)
        assertThat(MessagesReport.slowestFrom(40)).isEqualTo("p99");
        assertThat(MessagesReport.slowestFrom(9)).isEqualTo("p90");
        assertThat(MessagesReport.slowestFrom(1_000_000)).isEqualTo("max");
        Results r = results(million("allocate", List.of(fork(2, 1), fork(2, 1))),
                million("basicPool", List.of(fork(3, 1.5), fork(3, 1.6))));
        assertThat(MessagesReport.blocksPerFork(r.of(MessagesExperiment.MESSAGES))).hasValue(40);
        assertThat(new MessagesReport().charts(r)).containsKey("messages-jdk17-twelve.png");
    }
}
