package io.github.poolbench.runner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.poolbench.report.BenchmarkResult;
import io.github.poolbench.report.ResultSet;
import io.github.poolbench.runs.Environment;
import io.github.poolbench.runs.JmhResults;
import io.github.poolbench.runs.JvmInfo;
import io.github.poolbench.runs.RunStore;
import io.github.poolbench.runs.StoredResults;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.strings.StringBuildingBenchmark;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/** The interleaved runner's rows, options and merge, with real (in-process) JMH runs. */
class InterleavedRunTest {

    private static final JvmInfo JDK17 = new JvmInfo("/jdk17/bin/java", 17, "17.0.15", "Debian", "vm");

    private static List<BenchmarkListEntry> strings() {
        return BenchmarkList.defaultList().find(OutputFormatFactory.createFormatInstance(System.out,
                VerboseMode.SILENT), List.of(Suite.of("strings").regex()), List.of()).stream().toList();
    }

    @Test
    void theReducedMatrixHasNoRowOfAFullMatrixMethod() throws Exception {
        List<BenchmarkListEntry> shootout = BenchmarkList.defaultList().find(OutputFormatFactory.createFormatInstance(
                System.out, VerboseMode.SILENT), List.of(Suite.of("shootout").regex()), List.of()).stream().toList();
        CommandLineOptions none = new CommandLineOptions();
        List<InterleavedRun.Row> reduced = InterleavedRun.rows(Suite.of("shootout"), JDK17, shootout, none, false);
        assertThat(reduced).extracting(r -> r.benchmark().substring(r.benchmark().lastIndexOf('.') + 1)).doesNotContain(
                "threads100", "sampled100", "sampled10").contains("threads2", "threads10", "threads50", "article50",
                "sampled50", "useOnly", "useOnlyAgain", "create");
        assertThat(InterleavedRun.rows(Suite.of("shootout"), JDK17, shootout, none, true)).extracting(InterleavedRun.Row::benchmark)
                .anyMatch(b -> b.endsWith(".threads100")).anyMatch(b -> b.endsWith(".sampled10"));
    }

    @Test
    void aJvmVariantRunsOnlyItsMethodsAtTheParameterValuesItNames() throws Exception {
        JvmInfo jdk25 = new JvmInfo("/jdk25/bin/java", 25, "25.0.3", "Temurin", "vm");
        List<BenchmarkListEntry> overhead = BenchmarkList.defaultList().find(OutputFormatFactory.createFormatInstance(
                System.out, VerboseMode.SILENT), List.of(Suite.of("overhead-zgc").regex()), List.of()).stream().toList();
        List<InterleavedRun.Row> rows = InterleavedRun.rows(Suite.of("overhead-zgc"), jdk25, overhead,
                new CommandLineOptions(), false);
        assertThat(rows).hasSize(3 * 5);
        assertThat(rows).extracting(r -> r.benchmark().substring(r.benchmark().lastIndexOf('.') + 1))
                .containsOnly("shared1", "shared2", "realistic");
        assertThat(rows).extracting(r -> r.params().get("pool"))
                .containsOnly("allocate", "allocateAgain", "bucketed", "commonsKeyed", "threadLocal");
        assertThat(rows).allMatch(r -> r.params().get("capacity").equals("32"));
        assertThat(rows).noneMatch(r -> r.benchmark().contains("OnFastThreads"));
        assertThat(Suite.of("overhead").paramValues("pool", List.of("netty", "bucketed"))).containsExactly("netty", "bucketed");
        assertThat(Suite.of("overhead-zgc").paramValues("pool", List.of("netty"))).as("Netty's lane: no rows").isEmpty();
        assertThat(Suite.of("overhead-zgc").paramValues("size", List.of("256", "4096"))).as("a parameter it does not name")
                .containsExactly("256", "4096");
    }

    @Test
    void rowsAreBenchmarksTimesParameterValuesAndRoundsComeFromThePropertyOrTheForks() throws Exception {
        CommandLineOptions none = new CommandLineOptions();
        List<InterleavedRun.Row> rows = InterleavedRun.rows(Suite.of("strings"), JDK17, strings(), none, false);
        assertThat(rows).hasSize(10 * 3);
        assertThat(rows).extracting(InterleavedRun.Row::label)
                .contains("strings jdk17 sizedBuilder avgt length=32", "strings jdk17 sizedBuilderAgain avgt length=4096");
        assertThat(rows.get(0).estimate()).isEqualTo(InterleavedRun.FORK_OVERHEAD_SEC + 3 * 1.0 + 3 * 0.5);
        List<InterleavedRun.Row> one = InterleavedRun.rows(Suite.of("strings"), JDK17, strings(),
                new CommandLineOptions("-p", "length=256"), false);
        assertThat(one).hasSize(10).allMatch(r -> r.params().equals(Map.of("length", "256")));
        assertThat(InterleavedRun.rounds("", none, strings())).isEqualTo(3); // @Fork(3)
        assertThat(InterleavedRun.rounds("", new CommandLineOptions("-f", "2"), strings())).isEqualTo(2);
        assertThat(InterleavedRun.rounds(" 12 ", none, strings())).isEqualTo(12);
        assertThatThrownBy(() -> InterleavedRun.rounds("0", none, strings()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(">= 1");
        assertThatThrownBy(() -> InterleavedRun.rounds("ten", none, strings()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("whole number");
        assertThat(InterleavedRun.combinations(new java.util.TreeMap<>(Map.of("a", List.of("1", "2"),
                "b", List.of("x", "y", "z"))))).hasSize(6);
    }

    @Test
    void aForkRunsExactlyItsRowEvenWhenTheCommandLineNamesMore() throws Exception {
        CommandLineOptions cli = new CommandLineOptions("StringBuildingBenchmark", "-p", "length=32,256");
        InterleavedRun.Row row = new InterleavedRun.Row(Suite.of("strings"), JDK17,
                StringBuildingBenchmark.class.getName() + ".sizedBuilder", Mode.AverageTime, Map.of("length", "256"), 1);
        Options suite = BenchmarkRunner.options(cli, Suite.of("strings"), JDK17, Path.of("target", "x.json"),
                Path.of("target", "forks"), false);
        Options fork = InterleavedRun.forkOptions(suite, row, cli, Path.of("target", "fork.log"));
        assertThat(fork.getOutput().get()).isEqualTo(Path.of("target", "fork.log").toString());
        assertThat(fork.getForkCount().get()).isEqualTo(1);
        assertThat(fork.getParameter("length").get()).containsExactly("256");
        assertThat(fork.getBenchModes()).containsExactly(Mode.AverageTime);
        List<String> matched = BenchmarkList.defaultList().find(OutputFormatFactory.createFormatInstance(System.out,
                VerboseMode.SILENT), fork.getIncludes(), fork.getExcludes()).stream()
                .map(BenchmarkListEntry::getUsername).distinct().toList();
        assertThat(matched).containsExactly(row.benchmark()); // not sizedBuilderAgain, not the rest of the class
    }

    /**
     * Two rows, three rounds, each fork a real in-process JMH run: the merged JSON has one record
     * per row with three rawData arrays in round order, which the report reads back, and every
     * fork is logged with its round and position.
     */
    @Test
    void forksOfARowMergeIntoOneJmhRecordInRoundOrder(@TempDir Path dir) throws Exception {
        List<InterleavedRun.Row> rows = List.of(
                new InterleavedRun.Row(Suite.of("strings"), JDK17, StringBuildingBenchmark.class.getName() + ".sizedBuilder",
                        Mode.AverageTime, Map.of("length", "32"), 0.1),
                new InterleavedRun.Row(Suite.of("strings"), JDK17,
                        StringBuildingBenchmark.class.getName() + ".sizedBuilderAgain", Mode.AverageTime,
                        Map.of("length", "32"), 0.1));
        List<Interleaving.Slot> schedule = Interleaving.schedule(rows.size(), 3, 5);
        InterleavedRun.ForkRunner inProcess = (row, round) -> new Runner(new OptionsBuilder()
                .include("^" + Pattern.quote(row.benchmark()) + "$").param("length", "32").forks(0)
                .warmupIterations(0).measurementIterations(2).measurementTime(TimeValue.milliseconds(20))
                .timeUnit(TimeUnit.NANOSECONDS).verbosity(VerboseMode.SILENT).build()).run().iterator().next();
        List<Environment.Fork> log = new ArrayList<>();
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        var perRow = InterleavedRun.runAll(rows, schedule, 0, inProcess,
                new PrintStream(progress, true, StandardCharsets.UTF_8), log, (n, forks, l) -> { });
        assertThat(log).hasSize(6);
        assertThat(log).extracting(Environment.Fork::round).containsExactly(0, 0, 1, 1, 2, 2);
        assertThat(progress.toString(StandardCharsets.UTF_8)).contains("[6/6, round 3/3]").contains("to go ~");

        Path file = dir.resolve("strings-jdk17.json");
        InterleavedRun.writeAtomically(file, JmhResults.json(new ArrayList<>(perRow.values())));
        assertThat(dir.resolve(".strings-jdk17.json.tmp")).doesNotExist();
        ResultSet set = ResultSet.load(file, Suite.of("strings"));
        assertThat(set.results()).hasSize(2);
        for (BenchmarkResult r : set.results()) {
            assertThat(r.rawData()).hasSize(3).allMatch(fork -> fork.size() == 2);
            assertThat(r.forkMeans()).allMatch(m -> m > 0);
        }
        assertThat(set.forks()).isEqualTo(3);
        assertThat(Files.readString(file)).contains("\"forks\" : 3");

        // a run resumed after its second round: JMH joins the two sittings' forks as if they had run in one
        Path results = dir.resolve("results");
        List<List<org.openjdk.jmh.results.BenchmarkResult>> first = new ArrayList<>();
        List<List<org.openjdk.jmh.results.BenchmarkResult>> second = new ArrayList<>();
        perRow.values().forEach(forks -> {
            first.add(forks.subList(0, 2));
            second.add(forks.subList(2, 3));
        });
        RunStore.saveSitting(results, "r1", 1, first, new RunStore.SittingLog("manifest.json", 0, 2, List.of(),
                List.of(), List.of()));
        RunStore.saveSitting(results, "r1", 2, second, new RunStore.SittingLog("sitting.json", 2, 1, List.of(),
                List.of(), List.of()));
        StoredResults.Sittings stored = StoredResults.Sittings.read(RunStore.sittings(results, "r1"));
        assertThat(stored.file(List.of(0, 1), "strings-jdk17.json")).isEqualTo(Files.readString(file));
        assertThat(stored.file(List.of(1), "strings-jdk17.json")).contains("sizedBuilderAgain")
                .doesNotContain("sizedBuilder\"");
        assertThatThrownBy(() -> stored.file(List.of(2), "strings-jdk17.json")).isInstanceOf(IOException.class)
                .hasMessageContaining("not one per row of the run");
        Files.delete(RunStore.folder(results, "r1").resolve("forks-02.jmh.gz"));
        assertThatThrownBy(() -> StoredResults.Sittings.read(RunStore.sittings(results, "r1")))
                .isInstanceOf(IOException.class).hasMessageContaining("r1 sitting 2 has no forks-02.jmh.gz");
        Files.writeString(RunStore.folder(results, "r1").resolve("forks-02.jmh.gz"), "not gzip");
        assertThatThrownBy(() -> StoredResults.Sittings.read(RunStore.sittings(results, "r1")))
                .isInstanceOf(IOException.class).hasMessageContaining("cannot read JMH's results from");
    }
}
