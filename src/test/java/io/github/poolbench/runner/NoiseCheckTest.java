package io.github.poolbench.runner;

import static org.assertj.core.api.Assertions.as;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.poolbench.report.BenchmarkResult;
import io.github.poolbench.report.Claim;
import io.github.poolbench.report.Finding;
import io.github.poolbench.report.ResultSet;
import io.github.poolbench.report.Results;
import io.github.poolbench.report.SuiteReport;
import io.github.poolbench.report.Verdict;
import io.github.poolbench.runs.JvmInfo;
import io.github.poolbench.runs.Suite;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.VerboseMode;

/** The noise check (mvn -Pnoise): which A/A pairs it reads and what it says a full run needs at their spread. */
class NoiseCheckTest {

    private static final JvmInfo JDK17 = new JvmInfo("/jdk17/bin/java", 17, "17.0.15", "Debian", "vm");
    private static final JvmInfo JDK25 = new JvmInfo("/jdk25/bin/java", 25, "25.0.3", "Temurin", "vm");

    private static List<InterleavedRun.Row> rows(Suite suite) throws Exception {
        List<BenchmarkListEntry> entries = BenchmarkList.defaultList().find(OutputFormatFactory.createFormatInstance(
                System.out, VerboseMode.SILENT), List.of(suite.regex()), List.of()).stream().toList();
        return InterleavedRun.rows(suite, JDK17, entries, new CommandLineOptions(), false);
    }

    private static InterleavedRun.Row row(JvmInfo jvm, String method, String length) {
        return new InterleavedRun.Row(Suite.of("sweep"), jvm, "io.github.poolbench.strings.PoolSizeSweep." + method,
                Mode.AverageTime, Map.of("length", length), 1);
    }

    @Test
    void everySuiteHasItsAaPairFoundAsTheReportReadsIt() throws Exception {
        for (Suite suite : Suite.values()) {
            List<NoiseCheck.Pair> pairs = NoiseCheck.pairs(rows(suite));
            assertThat(pairs).as(suite.stem()).isNotEmpty().allSatisfy(p -> {
                assertThat(p.again().label()).contains(NoiseCheck.AGAIN);
                assertThat(p.base().label()).doesNotContain(NoiseCheck.AGAIN)
                        .isEqualTo(p.again().label().replace(NoiseCheck.AGAIN, ""));
            });
        }
        assertThat(NoiseCheck.pairs(rows(Suite.of("strings")))).extracting(p -> p.base().label())
                .containsExactly("strings jdk17 sizedBuilder avgt length=32", "strings jdk17 sizedBuilder avgt length=256",
                        "strings jdk17 sizedBuilder avgt length=4096");
        assertThat(NoiseCheck.pairs(rows(Suite.of("events")))).extracting(p -> p.again().label())
                .allSatisfy(l -> assertThat(l).contains("reuseAgain"));
    }

    /**
     * The noise check reads exactly the A/A pairs claim AA reads: on a synthetic run of every row of each experiment
     * (three forks each, the same level), with every other A/A row taken out each suite's AA comes out the same, and
     * without any one of the check's rows it has no data.
     */
    @Test
    void theCheckReadsExactlyThePairsClaimAaReads() throws Exception {
        Results committed = synthetic();
        List<SuiteReport> reports = io.github.poolbench.report.ExperimentPages.all().stream()
                .filter(r -> r.suite().variantOf().isEmpty()).toList();
        assertThat(reports).extracting(SuiteReport::suite).containsExactlyInAnyOrderElementsOf(Suite.experiments());
        for (SuiteReport report : reports) {
            Suite suite = report.suite();
            Claim aa = report.claims().get(0);
            assertThat(aa.id()).isEqualTo("AA");
            java.util.Set<String> read = new java.util.TreeSet<>();
            NoiseCheck.pairs(rows(suite)).forEach(p -> read.add(key(p.again().benchmark(), p.again().params())));
            for (ResultSet set : committed.of(suite)) {
                int jdk = set.jdkMajor();
                Finding all = aa.check().check(committed, jdk);
                assertThat(all.verdict()).as(suite.stem() + " " + jdk).isNotEqualTo(Verdict.NO_DATA);
                assertThat(aa.check().check(without(committed, suite, r -> again(r) && !read.contains(key(r))), jdk))
                        .as(suite.stem() + " " + jdk + ": the claim reads no A/A row the check leaves out")
                        .isEqualTo(all);
                for (String row : read) {
                    assertThat(aa.check().check(without(committed, suite, r -> key(r).equals(row)), jdk).verdict())
                            .as(suite.stem() + " " + jdk + ": the claim reads " + row).isEqualTo(Verdict.NO_DATA);
                }
            }
        }
        assertThat(NoiseCheck.pairs(rows(Suite.of("overhead")))).extracting(p -> p.again().label())
                .containsExactly("overhead jdk17 shared1 avgt capacity=32 pool=allocateAgain");
    }

    /** Every experiment's rows on JDK 17, each with three forks at 100 of its unit (and of its B/op). */
    private static Results synthetic() throws Exception {
        Map<Suite, List<ResultSet>> sets = new LinkedHashMap<>();
        for (Suite suite : Suite.experiments()) {
            List<BenchmarkResult> results = new java.util.ArrayList<>();
            for (InterleavedRun.Row r : rows(suite)) {
                String unit = r.mode() == Mode.Throughput ? "ops/ms" : "ns/op";
                List<List<Double>> forks = List.of(List.of(100.0), List.of(101.0), List.of(99.0));
                results.add(new BenchmarkResult(r.benchmark(), r.benchmark().substring(r.benchmark().lastIndexOf('.')
                        + 1), r.params(), r.mode().shortLabel(), 1, 100, 1, unit, 100, Map.of(), forks,
                        Map.of()));
            }
            sets.put(suite, List.of(new ResultSet(suite, Path.of(suite.stem() + "-jdk17.json"), 17, "17", "vm", "vm",
                    "1.37", List.of(), 3, "1 x 1 s", "1 x 1 s", results, java.util.Optional.empty())));
        }
        return new Results(Path.of("synthetic"), sets);
    }

    private static String key(String benchmark, Map<String, String> params) {
        return benchmark.substring(benchmark.lastIndexOf('.') + 1) + " " + new java.util.TreeMap<>(params);
    }

    private static String key(BenchmarkResult r) {
        return key(r.benchmark(), r.params());
    }

    private static boolean again(BenchmarkResult r) {
        return r.benchmark().endsWith(NoiseCheck.AGAIN)
                || r.params().values().stream().anyMatch(v -> v.endsWith(NoiseCheck.AGAIN));
    }

    /** The results with the records of {@code suite} that {@code drop} matches taken out. */
    private static Results without(Results results, Suite suite, java.util.function.Predicate<BenchmarkResult> drop) {
        Map<Suite, List<ResultSet>> sets = new LinkedHashMap<>(results.sets());
        sets.put(suite, results.of(suite).stream().map(s -> new ResultSet(s.suite(), s.file(), s.jdkMajor(),
                s.jdkVersion(), s.vmName(), s.vmVersion(), s.jmhVersion(), s.jvmArgs(), s.forks(), s.warmup(),
                s.measurement(), s.results().stream().filter(drop.negate()).toList(), s.environment())).toList());
        return new Results(results.dir(), sets);
    }

    @Test
    void rowsOfDifferentJdksOrWithMoreThanTheSuffixDifferentAreNoPair() {
        assertThat(NoiseCheck.pairs(List.of(row(JDK17, "sizedBuilder", "64"), row(JDK25, "sizedBuilderAgain", "64"),
                row(JDK17, "sizedBuilderAgain", "256"), row(JDK17, "sizedEscaping", "64")))).isEmpty();
    }

    @Test
    void theSpreadIsTheStandardDeviationOfThePerRoundLogRatios() {
        // ln 1.1 = 0.09531, ln 0.9 = -0.10536, ln 1 = 0: mean -0.00335, sample SD 0.10038
        assertThat(NoiseCheck.spread(List.of(10.0, 20.0, 30.0), List.of(11.0, 18.0, 30.0)))
                .isCloseTo(0.10038, within(1e-5));
        assertThat(NoiseCheck.spread(List.of(10.0, 20.0, 30.0), List.of(12.0, 24.0, 36.0)))
                .as("a constant ratio has no spread").isCloseTo(0, within(1e-12));
        assertThat(NoiseCheck.spread(List.of(10.0), List.of(11.0))).isNaN();
        assertThatThrownBy(() -> NoiseCheck.spread(List.of(10.0, 0.0), List.of(11.0, 12.0)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("positive and finite");
    }

    @Test
    void aNoiseCheckSaysPerSuiteWhatAFullRunWouldNeedAndTake() {
        List<InterleavedRun.Row> rows = new java.util.ArrayList<>(List.of(row(JDK17, "sizedBuilder", "64"),
                row(JDK17, "sizedBuilderAgain", "64"), row(JDK25, "sizedBuilder", "64"),
                row(JDK25, "sizedBuilderAgain", "64")));
        InterleavedRun.Row useOnly = new InterleavedRun.Row(Suite.of("shootout"), JDK17,
                "io.github.poolbench.shootout.ObjectPoolShootout.useOnly", Mode.Throughput, Map.of(), 1);
        InterleavedRun.Row useOnlyAgain = new InterleavedRun.Row(Suite.of("shootout"), JDK17,
                "io.github.poolbench.shootout.ObjectPoolShootout.useOnlyAgain", Mode.Throughput, Map.of(), 1);
        rows.addAll(List.of(useOnly, useOnlyAgain));
        Map<InterleavedRun.Row, List<Double>> scores = new LinkedHashMap<>();
        scores.put(rows.get(0), List.of(100.0, 100.0, 100.0));
        scores.put(rows.get(1), List.of(122.0, 82.0, 100.0)); // spread 19.9%
        scores.put(rows.get(2), List.of(100.0, 110.0, 90.0));
        scores.put(rows.get(3), List.of(130.0, 143.0, 117.0)); // a constant ratio: no spread
        scores.put(useOnly, List.of(10.0, 10.0, 10.0));
        scores.put(useOnlyAgain, List.of(10.0, 10.0, 10.0));
        Map<Suite, Double> perRound = Map.of(Suite.of("sweep"), 558.0, Suite.of("shootout"), 3600.0);
        Map<Suite, Integer> defaults = Map.of(Suite.of("sweep"), 6, Suite.of("shootout"), 3);
        int needed = io.github.poolbench.stats.EffectSizes.roundsForSpread(NoiseCheck.spread(List.of(100.0, 100.0,
                100.0), List.of(122.0, 82.0, 100.0)), Math.log1p(io.github.poolbench.report.Checks.AA_MARGIN));
        assertThat(needed).isGreaterThan(6);
        // 19.9% from 3 rounds: chi-square(2) quantiles 7.3778 and 0.050636 put it within 10.3%-124.8%
        assertThat(NoiseCheck.check(rows, scores, perRound, defaults)).containsExactly(
                "poolbench noise check, sweep (3 rounds): A/A spread JDK 17 19.9% (" + needed + " rounds; 95% interval"
                        + " 10.3%-124.8%: 20 to 1000+ rounds), JDK 25 0.0% (2 rounds; 95% interval 0.0%-0.0%:"
                        + " 2 rounds);"
                        + " a full sweep run with " + needed + " rounds takes about "
                        + InterleavedRun.duration(558.0 * needed) + " here (9m18s a round by its settings); its"
                        + " default 6 rounds, about 55m48s, is too few even at their bottom",
                "poolbench noise check, shootout (3 rounds): A/A spread JDK 17 0.0% (2 rounds; 95% interval 0.0%-0.0%:"
                        + " 2 rounds); a full shootout run with 2 rounds takes about 2h00m here (1h00m a round by its"
                        + " settings); its default 3 rounds, about 3h00m, is enough even at the top of the intervals");
        // undecided: a default between the rounds at the interval's two ends
        assertThat(NoiseCheck.check(rows, scores, perRound, Map.of(Suite.of("sweep"), 30, Suite.of("shootout"), 3)).get(0))
                .endsWith("its default 30 rounds, about 4h39m, may or may not be enough: a check of more rounds"
                        + " (-Dpoolbench.rounds) narrows the intervals");
        // two rounds are too few to read a spread; a suite missing from the estimates is an error, not a guess
        Map<InterleavedRun.Row, List<Double>> two = new LinkedHashMap<>();
        scores.forEach((row, s) -> two.put(row, s.subList(0, 2)));
        assertThat(NoiseCheck.check(rows, two, perRound, defaults)).isEmpty();
        // a pair with a score of 0 has no log ratio: left out, no throw
        Map<InterleavedRun.Row, List<Double>> zero = new LinkedHashMap<>(scores);
        zero.put(rows.get(1), List.of(122.0, 0.0, 100.0));
        assertThat(NoiseCheck.check(rows, zero, perRound, defaults).get(0)).doesNotContain("JDK 17")
                .contains("A/A spread JDK 25 0.0% (2 rounds; 95% interval 0.0%-0.0%: 2 rounds)");
        assertThatThrownBy(() -> NoiseCheck.check(rows, scores, Map.of(Suite.of("sweep"), 558.0), defaults))
                .isInstanceOf(NullPointerException.class).hasMessage("shootout");
    }
}
