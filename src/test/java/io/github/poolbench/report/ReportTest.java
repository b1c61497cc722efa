package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.poolbench.runner.Suite;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report from small fixture files: golden output and every kind of bad input. */
class ReportTest {

    private static final String README = "# r\n\nbefore\n\n" + section("strings") + "\nmiddle\n\n"
            + section("charts") + section("history") + section("sweep") + section("overhead") + section("targets")
            + "\nafter\n";

    private static String section(String name) {
        return ReadmeSections.begin(name) + "\nold\n" + ReadmeSections.end(name) + "\n";
    }

    @TempDir
    Path dir;
    Path results;
    Path readme;

    @BeforeEach
    void setUp() throws IOException {
        results = Files.createDirectories(dir.resolve("results"));
        copyFixture("strings-jdk17.json");
        copyFixture("strings-jdk17.env.json");
        readme = dir.resolve("README.md");
        Files.writeString(readme, README);
    }

    private void copyFixture(String name) throws IOException {
        try (InputStream in = getClass().getResourceAsStream("/report/fixture/" + name)) {
            Files.copy(in, results.resolve(name));
        }
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = ReportTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void fixtureGivesTheGoldenMarkdown() throws Exception {
        String markdown = StringsReport.markdown(ResultSet.loadAll(results, Suite.STRINGS));
        assertThat(markdown).isEqualTo(resource("/report/expected-strings.md"));
    }

    @Test
    void resultSetKeepsScoresErrorsAndEnvironment() throws Exception {
        ResultSet set = ResultSet.load(results.resolve("strings-jdk17.json"), Suite.STRINGS);
        assertThat(set.jdkMajor()).isEqualTo(17);
        assertThat(set.forks()).isEqualTo(2);
        assertThat(set.warmup()).isEqualTo("4 x 1 s");
        BenchmarkResult commons = set.find("pooledCommons", "length", 32).orElseThrow();
        assertThat(commons.error()).isNaN();
        assertThat(commons.allocNorm()).isEqualTo(0.0001);
        assertThat(set.environment()).hasValueSatisfying(env -> assertThat(env.cores()).isEqualTo(2));
    }

    @Test
    void runWritesTheSummaryAndReplacesOnlyTheReadmeSection() throws Exception {
        List<Path> written = Report.run(results, readme);
        assertThat(written).containsExactly(results.resolve("strings-time-jdk17.png"),
                results.resolve("strings-alloc-jdk17.png"), results.resolve("strings.md"),
                results.resolve("strings.csv"), readme);
        String text = Files.readString(readme);
        assertThat(text).startsWith("# r\n\nbefore\n\n").contains("\nmiddle\n").endsWith("\nafter\n")
                .doesNotContain("\nold\n");
        assertThat(ReadmeSections.extract(text, "strings")).isEqualTo(resource("/report/expected-strings.md"));
        assertThat(ReadmeSections.extract(text, "charts")).isEqualTo(
                "![strings-time-jdk17.png](results/strings-time-jdk17.png)\n"
                        + "![strings-alloc-jdk17.png](results/strings-alloc-jdk17.png)\n");
        assertThat(ReadmeSections.extract(text, "sweep")).contains("No results yet");
        assertThat(Files.readString(results.resolve("strings.md"))).endsWith(resource("/report/expected-strings.md"));
        assertThat(Files.readString(results.resolve("strings.csv"))).isEqualTo(resource("/report/expected-strings.csv"));
        assertThat(Report.run(results, readme)).hasSize(5);
        assertThat(Files.readString(readme)).as("idempotent").isEqualTo(text);
    }

    @Test
    void ratiosHaveAVerdictFromTheErrorBars() {
        assertThat(Ratio.of(80, 4, 40, 2).verdict()).isEqualTo("slower");
        assertThat(Ratio.of(30, 4, 40, 2).verdict()).isEqualTo("faster");
        assertThat(Ratio.of(41, 3, 40, 2).verdict()).isEqualTo("same within error");
        assertThat(Ratio.of(80, 4, 40, 2).format()).isEqualTo("2.00 ± 0.14");
        assertThat(Ratio.of(41, Double.NaN, 40, 2).format()).isEqualTo("1.03");
    }

    @Test
    void chartsArePngsOfTheDocumentedSize() throws Exception {
        Report.Outputs outputs = Report.generate(results, readme);
        byte[] png = outputs.binary().get(results.resolve("strings-time-jdk17.png"));
        java.awt.image.BufferedImage image = javax.imageio.ImageIO.read(new java.io.ByteArrayInputStream(png));
        assertThat(image.getWidth()).isEqualTo(Charts.WIDTH);
        assertThat(image.getHeight()).isEqualTo(Charts.HEIGHT);
    }

    @Test
    void historyTableConvertsNanosecondsToMillisecondsPer10kBuilds() throws Exception {
        assertThat(HistoryReport.msPer10k(290)).isEqualTo(2.9);
        String md = HistoryReport.markdown(ResultSet.loadAll(results, Suite.STRINGS));
        // 2002: Pooled Buffer 170 ms vs StringBuffer 60 ms; now: the fixture's 256-char builds.
        assertThat(md).contains("| Pooled Buffer | 170 (2.83) | 1,711 (5.90) | `pooledCommons` | n/a |")
                .contains("| (new) | | | `pooledBucketed` | 9.00 (0.90) |")
                .contains("| (baseline now) | | | `sizedBuilder` | 10.0 (1.00) |");
    }

    @Test
    void sweepStatesTheCrossover() throws Exception {
        Files.writeString(results.resolve("sweep-jdk17.json"), Files.readString(results.resolve("strings-jdk17.json"))
                .replace("StringBuildingBenchmark", "PoolSizeSweep"));
        ResultSet sweep = ResultSet.load(results.resolve("sweep-jdk17.json"), Suite.SWEEP);
        SweepReport.Crossover crossover = SweepReport.crossover(sweep);
        assertThat(crossover.fasterAt()).containsExactly(256);
        assertThat(crossover.crossover()).contains(256);
        assertThat(crossover.sentence()).isEqualTo("JDK 17: `pooledBucketed` is faster than `sizedBuilder` beyond"
                + " the error bars from 256 chars up to 4096 (faster at 256).");
        List<Path> written = Report.run(results, readme);
        assertThat(written).contains(results.resolve("sweep-crossover.png"), results.resolve("sweep.md"));
        assertThat(ReadmeSections.extract(Files.readString(readme), "sweep"))
                .contains(crossover.sentence()).contains("![sweep-crossover.png](results/sweep-crossover.png)");
    }

    @Test
    void overheadTableComparesEachPoolWithAllocationAndOneThreadWithTwo() throws Exception {
        runWithOverheadFixture();
        String section = ReadmeSections.extract(Files.readString(readme), "overhead");
        assertThat(section)
                .contains("| 17 | 32 | `allocate` | 5.00 ± 0.500 | 1.00 ± 0.14 | 72 | n/a | n/a |\n")
                .contains("| 17 | 32 | `bucketed` | 20.0 ± 1.00 | 4.00 ± 0.45 | 0 | 30.0 ± 3.00 | 1.50 ± 0.17 |\n")
                .contains("| 17 | 32 | `commonsKeyed` | 400 ± 20.0 | 80.00 ± 8.94 | 200 | n/a | n/a |\n")
                .doesNotContain("threadLocal");
        assertThat(results.resolve("overhead.md")).exists();
        assertThat(Files.readString(results.resolve("overhead.csv"))).startsWith(
                "jdk,jdk_version,benchmark,capacity,pool,size,source,mode,threads,score,score_error,unit,"
                        + "gc_alloc_rate_norm_b_per_op,handoffAcquire,handoffAcquire_error,handoffAcquire_unit,");
    }

    @Test
    void handoffAndAppendPatternsUseTheirSecondaryMetrics() throws Exception {
        runWithOverheadFixture();
        String section = ReadmeSections.extract(Files.readString(readme), "overhead");
        assertThat(section)
                // ns per transfer from the `transfers` counter; the pool's statistics as shares of all acquires
                .contains("| 17 | 32 | `allocate` | 25.0 ± 2.50 | 1.00 ± 0.14 | n/a | n/a |\n")
                .contains("| 17 | 32 | `bucketed` | 50.0 ± 5.00 | 2.00 ± 0.28 | 90.0% | 5.0% |\n")
                .contains("| 17 | 256 | `bulkString` | 40.0 ± 2.00 | 30.0 ± 1.50 | 0.75 ± 0.05 (faster) | 592 | 296 | 10.0 | n/a |\n");
        assertThat(Files.readString(results.resolve("overhead.csv")))
                .contains(",transfers,transfers_error,transfers_unit\n")
                .contains(",50.0,5.0,ns/op\n"); // columns sorted by name: transfers is last
    }

    @Test
    void targetsAreCheckedAgainstTheResults() throws Exception {
        runWithOverheadFixture();
        String targets = ReadmeSections.extract(Files.readString(readme), "targets");
        assertThat(targets)
                .contains("| 17 | 1 thread, 32 chars: bucketed acquire+release <= 5 ns/op | 20.0 ± 1.00 ns/op | **missed** |")
                .contains("| 17 | 1 thread, 32 chars: bucketed no slower than allocate | bucketed / allocate = 4.00 ± 0.45"
                        + " (slower) | **missed** |")
                .contains("| 17 | 32 chars: bucketed 2 threads / 1 thread <= 1.5 | 1.50 ± 0.17 | met |")
                .contains("| 17 | 32 chars: commonsKeyed / bucketed >= 40 | 20.00 ± 1.41 | **missed** |")
                .contains("| 17 | 32 chars: bucketed gc.alloc.rate.norm < 1 B/op | 0.0001 B/op | met |")
                .contains("StringBuildingBenchmark, 32 chars: pooledBucketed within 10% of sizedBuilder");
        assertThat(Files.readString(results.resolve("overhead.md"))).contains("## Targets").contains(targets);
    }

    /** Edits the JDK 17 strings fixture in the results directory. */
    private void replaceInStringsFixture(String from, String to) throws IOException {
        Path file = results.resolve("strings-jdk17.json");
        Files.writeString(file, Files.readString(file).replace(from, to));
    }

    /** Adds the overhead fixture (one JDK) to the results and runs the report. */
    private void runWithOverheadFixture() throws IOException, ReportException {
        try (InputStream in = getClass().getResourceAsStream("/report/fixture-overhead/overhead-jdk17.json")) {
            Files.copy(in, results.resolve("overhead-jdk17.json"));
        }
        Report.run(results, readme);
    }

    private void assertFailsAndWritesNothing(String expectedMessage) throws IOException {
        assertThatThrownBy(() -> Report.run(results, readme))
                .isInstanceOf(ReportException.class).hasMessageContaining(expectedMessage);
        assertThat(Files.readString(readme)).isEqualTo(README);
        assertThat(results.resolve("strings.md")).doesNotExist();
    }

    @Test
    void missingResultsDirectory() throws IOException {
        results = dir.resolve("nowhere");
        assertThatThrownBy(() -> Report.run(results, readme))
                .isInstanceOf(ReportException.class).hasMessageContaining("results directory not found");
        assertThat(Files.readString(readme)).isEqualTo(README);
    }

    @Test
    void noResultFile() throws IOException {
        Files.delete(results.resolve("strings-jdk17.json"));
        assertFailsAndWritesNothing("run mvn -Pjmh first");
    }

    @Test
    void emptyResultFile() throws IOException {
        Files.writeString(results.resolve("strings-jdk25.json"), "");
        assertFailsAndWritesNothing("empty result file");
    }

    @Test
    void corruptResultFile() throws IOException {
        Files.writeString(results.resolve("strings-jdk25.json"), "[{\"benchmark\": ");
        assertFailsAndWritesNothing("corrupt JSON");
    }

    @Test
    void jsonThatIsNotJmhOutput() throws IOException {
        Files.writeString(results.resolve("strings-jdk25.json"), "{\"hello\": 1}");
        assertFailsAndWritesNothing("not a JMH JSON result");
    }

    @Test
    void benchmarkOfAnotherSuite() throws IOException {
        replaceInStringsFixture("StringBuildingBenchmark.naiveConcat", "SomethingElse.naiveConcat");
        assertFailsAndWritesNothing("unknown benchmark io.github.poolbench.strings.SomethingElse.naiveConcat");
    }

    @Test
    void resultsWithoutTheBaseline() throws IOException {
        replaceInStringsFixture("StringBuildingBenchmark.sizedBuilder", "StringBuildingBenchmark.unsizedBuilder");
        assertFailsAndWritesNothing("no sizedBuilder result for length 32");
    }

    @Test
    void readmeWithoutMarkers() throws IOException {
        Files.writeString(readme, "# no markers\n");
        assertThatThrownBy(() -> Report.run(results, readme))
                .isInstanceOf(ReportException.class).hasMessageContaining("no generated section 'strings'");
        assertThat(Files.readString(readme)).isEqualTo("# no markers\n");
        assertThat(results.resolve("strings.md")).doesNotExist();
    }

    @Test
    void generateWritesNothing() throws Exception {
        Report.Outputs outputs = Report.generate(results, readme);
        assertThat(outputs.text()).containsKeys(readme, results.resolve("strings.md"));
        assertThat(outputs.binary()).containsKey(results.resolve("strings-time-jdk17.png"));
        assertThat(Files.readString(readme)).isEqualTo(README);
    }
}
