package io.github.poolbench.runner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.poolbench.gcpressure.GcPauseProfiler;
import io.github.poolbench.runs.JvmInfo;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.strings.PoolSizeSweep;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.ProfilerConfig;
import org.openjdk.jmh.runner.options.VerboseMode;

/** The JMH options the runner builds for one suite and JVM (no benchmark is run). */
class BenchmarkRunnerTest {

    private static final JvmInfo JDK17 = new JvmInfo("/jdk17/bin/java", 17, "17.0.15", "Debian", "vm");
    private static final JvmInfo JDK25 = new JvmInfo("/jdk25/bin/java", 25, "25.0.3", "Eclipse Adoptium", "vm");
    private static final Path RESULT = Path.of("results", "x.json");

    private static Options options(Suite suite, JvmInfo jvm, String... args) throws Exception {
        return BenchmarkRunner.options(new CommandLineOptions(args), suite, jvm, RESULT, FORKS, false);
    }

    private static final Path FORKS = Path.of("target", "forks");

    private static BenchmarkRunner.Plan plan(String suites, boolean replace, String... args) throws Exception {
        return BenchmarkRunner.plan(new CommandLineOptions(args), args, BenchmarkList.defaultList().find(
                OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT), List.of(".*"), List.of()),
                suites, Path.of("results"), replace);
    }

    @Test
    void onlyAFullRunOfTheDefaultMatrixWritesToResults() throws Exception {
        BenchmarkRunner.Plan defaults = plan("", false);
        assertThat(defaults.full()).isTrue();
        assertThat(defaults.suites()).containsExactly(Suite.of("strings"));
        assertThat(defaults.resultsDir()).isEqualTo(Path.of("results"));

        BenchmarkRunner.Plan all = plan("all", false);
        assertThat(all.suites()).as("all: the experiments; a JVM variant runs only where named")
                .containsExactlyElementsOf(Suite.experiments()).doesNotContain(Suite.of("strings-zgc"));
        assertThat(all.resultsDir()).isEqualTo(Path.of("results"));

        BenchmarkRunner.Plan byClass = plan("", false, "StringBuildingBenchmark|PoolSizeSweep");
        assertThat(byClass.full()).isTrue();
        assertThat(byClass.suites()).containsExactly(Suite.of("strings"), Suite.of("sweep"));
    }

    @Test
    void narrowerRunsGoToTargetUnlessTheUserOptsIn() throws Exception {
        for (String[] args : List.of(new String[] {"StringBuildingBenchmark", "-p", "length=32"},
                new String[] {"StringBuildingBenchmark", "-f", "1"}, new String[] {"-i", "1"},
                new String[] {"-wi", "1"}, new String[] {"-r", "100ms"}, new String[] {"-w", "100ms"},
                new String[] {"StringBuildingBenchmark.sizedBuilder"})) {
            BenchmarkRunner.Plan p = plan("", false, args);
            assertThat(p.full()).as(String.join(" ", args)).isFalse();
            assertThat(p.resultsDir()).as(String.join(" ", args)).isEqualTo(BenchmarkRunner.SUBSET_RESULTS);
            assertThat(p.why()).isNotBlank();
        }
        BenchmarkRunner.Plan optIn = plan("", true, "StringBuildingBenchmark", "-f", "1");
        assertThat(optIn.full()).isFalse();
        assertThat(optIn.resultsDir()).isEqualTo(Path.of("results"));
        assertThat(plan("", false, "StringBuildingBenchmark.sizedBuilder").why())
                .contains("only 2 of the 10 benchmarks of StringBuildingBenchmark");
    }

    @Test
    void aPatternPicksBenchmarksOfTheNamedSuitesOnly() throws Exception {
        BenchmarkRunner.Plan everywhere = plan("", false, "\\.sizedBuilder$");
        assertThat(everywhere.suites()).contains(Suite.of("strings"), Suite.of("sweep"));

        BenchmarkRunner.Plan sweepOnly = plan("sweep", false, "\\.sizedBuilder$");
        assertThat(sweepOnly.suites()).containsExactly(Suite.of("sweep"));
        assertThat(sweepOnly.selected().get(Suite.of("sweep"))).extracting(BenchmarkListEntry::getUsername)
                .containsExactly(PoolSizeSweep.class.getName() + ".sizedBuilder");
        assertThat(sweepOnly.full()).isFalse();
        assertThat(plan("all", false, "\\.sizedBuilder$").suites()).isEqualTo(everywhere.suites());

        assertThatThrownBy(() -> plan("swep", false, "sizedBuilder")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown suite 'swep'");
        assertThatThrownBy(() -> plan("messages", false, "PoolSizeSweep"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no benchmark matches [PoolSizeSweep] in the suites of -Dpoolbench.suites=messages"
                        + " (messages)");
    }

    @Test
    void replaceResultsIsTrueOrFalseNotWhateverParseBooleanMakesOfIt() {
        assertThat(MavenProperties.replaceResults("")).isFalse();
        assertThat(MavenProperties.replaceResults("false")).isFalse();
        assertThat(MavenProperties.replaceResults(" TRUE ")).isTrue();
        assertThatThrownBy(() -> MavenProperties.replaceResults("yes")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("-Dpoolbench.replaceResults must be true or false, was 'yes'");
        assertThat(MavenProperties.noiseCheck("")).isFalse();
        assertThat(MavenProperties.noiseCheck("true")).isTrue();
        assertThatThrownBy(() -> MavenProperties.noiseCheck("1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("-Dpoolbench.noise must be true or false, was '1'");
    }

    /** A noise check with other measurement settings than a full run's says that its answer is of those settings. */
    @Test
    void aNoiseCheckNamesTheSettingsThatDifferFromAFullRuns() throws Exception {
        assertThat(NoiseCheck.otherSettings(new CommandLineOptions("PoolSizeSweep.sizedBuilder", "-p",
                "length=64"))).as("a pattern and -p only choose the pairs").isEmpty();
        assertThat(NoiseCheck.otherSettings(new CommandLineOptions("-wi", "1", "-i", "1", "-w", "100ms", "-r",
                "100ms", "-jvmArgsAppend", "-Xmx2g")).orElseThrow()).isEqualTo("poolbench: this check measures with -wi,"
                + " -i, -w, -r, -jvmArgsAppend given, a full run with the benchmarks' own settings: a fork measured"
                + " otherwise spreads otherwise, so what it says a full run needs holds only for those settings");
        assertThat(NoiseCheck.otherSettings(new CommandLineOptions("-t", "2", "-bm", "thrpt")).orElseThrow())
                .contains("with -t, -bm given");
    }

    @Test
    void aFailingForkIsReportedByTheBenchmarksOwnErrorNotJmhsWrappers() {
        Exception jmh = new org.openjdk.jmh.runner.BenchmarkException(new IllegalStateException("wrapped"));
        jmh.addSuppressed(new NumberFormatException("For input string: \"abc\""));
        org.openjdk.jmh.runner.RunnerException run = new org.openjdk.jmh.runner.RunnerException("the fork failed",
                new org.openjdk.jmh.runner.RunnerException("Benchmark caught the exception", jmh));
        assertThat(BenchmarkRunner.forkError(run)).contains("java.lang.IllegalStateException: wrapped");
        Exception onlySuppressed = new org.openjdk.jmh.runner.BenchmarkException("Benchmark error", List.of(
                new IllegalArgumentException("need length >= group >= 1: length=-5, group=4")));
        assertThat(BenchmarkRunner.forkError(new org.openjdk.jmh.runner.RunnerException("failed", onlySuppressed)))
                .contains("java.lang.IllegalArgumentException: need length >= group >= 1: length=-5, group=4");
        assertThat(BenchmarkRunner.forkError(new org.openjdk.jmh.runner.RunnerException("no cause"))).isEmpty();
    }

    @Test
    void jmhArgumentsJmhCannotParseAreOneNamedError() {
        assertThatThrownBy(() -> BenchmarkRunner.parse("PoolSizeSweep", "-bm", "foo"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("bad JMH arguments: Unable to parse benchmark mode: \"foo\"");
        assertThatThrownBy(() -> BenchmarkRunner.parse("-nosuchoption"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("bad JMH arguments: ");
        assertThat(BenchmarkRunner.parse("PoolSizeSweep", "-bm", "avgt").getBenchModes()).hasSize(1);
    }

    @Test
    void optionsTheRunnerSetsItselfAreErrorsNotSilentlyOverridden() throws Exception {
        for (String[] args : List.of(new String[] {"-jvm", "/usr/bin/java"}, new String[] {"-rff", "/tmp/x.json"},
                new String[] {"-rf", "csv"}, new String[] {"-o", "/tmp/out.txt"}, new String[] {"-wf", "1"},
                new String[] {"-foe", "false"}, new String[] {"-f", "0"})) {
            assertThatThrownBy(() -> plan("", false, args)).as(String.join(" ", args))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("JMH options the runner sets itself: " + args[0])
                    .hasMessageEndingWith("drop them from -Djmh.args, nothing was run");
        }
        assertThatThrownBy(() -> plan("", false, "-rff", "x.json", "-o", "x.txt"))
                .hasMessageContaining("-rff (it writes JMH JSON").hasMessageContaining("; -o (each fork's");
        assertThat(plan("", false, "-f", "2", "-foe", "true").full()).isFalse();
    }

    @Test
    void unknownParameterNamesAndSuitesAreErrorsBeforeAnythingRuns() {
        assertThatThrownBy(() -> plan("", false, "StringBuildingBenchmark", "-p", "lenght=32"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown parameter -p lenght").hasMessageContaining("length")
                .hasMessageContaining("nothing was run");
        assertThatThrownBy(() -> plan("", false, "PoolSizeSweep", "-p", "capacity=32"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-p capacity");
        assertThatThrownBy(() -> plan("strngs", false)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown suite 'strngs'");
        assertThatThrownBy(() -> plan("", false, "NoSuchBenchmark")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no benchmark matches");
    }

    @Test
    void forkInfoProfilerIsAlwaysAddedAndGcPauseProfilerForTheGcSuite() throws Exception {
        assertThat(options(Suite.of("strings"), JDK17).getProfilers()).extracting(ProfilerConfig::getKlass)
                .contains(ForkInfoProfiler.class.getName()).doesNotContain(GcPauseProfiler.class.getName());
        assertThat(options(Suite.of("gcpressure"), JDK17).getProfilers()).extracting(ProfilerConfig::getKlass)
                .contains(ForkInfoProfiler.class.getName(), GcPauseProfiler.class.getName());
    }

    @Test
    void unsafeFlagIsPrependedOnJdk23PlusOnlyAndLeavesTheForkAnnotationsAppendAlone() throws Exception {
        Options on25 = options(Suite.of("strings"), JDK25);
        assertThat(on25.getJvmArgsPrepend().get()).containsExactly(BenchmarkRunner.UNSAFE_FLAG);
        assertThat(on25.getJvmArgsAppend().hasValue()).as("@Fork(jvmArgsAppend) must apply").isFalse();
        assertThat(on25.getJvm().get()).isEqualTo("/jdk25/bin/java");

        Options on17 = options(Suite.of("strings"), JDK17);
        assertThat(on17.getJvmArgsPrepend().hasValue()).isFalse();
        assertThat(on17.getJvmArgsAppend().hasValue()).isFalse();
    }

    @Test
    void userPrependArgumentsAreKept() throws Exception {
        Options o = options(Suite.of("strings"), JDK25, "-jvmArgsPrepend", "-XX:+UseParallelGC");
        assertThat(o.getJvmArgsPrepend().get()).containsExactly("-XX:+UseParallelGC", BenchmarkRunner.UNSAFE_FLAG);
    }

    @Test
    void forksDoNotInheritTheRunnersArgumentsUnlessTheUserSaysSo() throws Exception {
        assertThat(options(Suite.of("strings"), JDK17).getJvmArgs().get()).isEmpty();
        assertThat(options(Suite.of("strings"), JDK17, "-jvmArgs", "-Xint").getJvmArgs().get()).containsExactly("-Xint");
    }

    @Test
    void gcProfilerIsAddedExactlyOnce() throws Exception {
        assertThat(gcProfilers(options(Suite.of("strings"), JDK17))).hasSize(1);
        assertThat(gcProfilers(options(Suite.of("strings"), JDK17, "-prof", "gc"))).hasSize(1);
    }

    private static List<ProfilerConfig> gcProfilers(Options o) {
        return o.getProfilers().stream()
                .filter(p -> p.getKlass().equals("gc") || p.getKlass().equals(GCProfiler.class.getName())).toList();
    }

    @Test
    void suiteIsSelectedByDefaultAndOtherSuitesAreExcluded() throws Exception {
        Options o = options(Suite.of("sweep"), JDK17);
        assertThat(o.getIncludes()).containsExactly(Suite.of("sweep").regex());
        assertThat(o.getExcludes()).containsExactlyInAnyOrder(Suite.of("strings").regex(), Suite.of("overhead").regex(),
                Suite.of("gcpressure").regex(), Suite.of("shootout").regex(), Suite.of("events").regex(),
                Suite.of("messages").regex());
        assertThat(o.getResult().get()).isEqualTo(RESULT.toString());

        Options user = options(Suite.of("sweep"), JDK17, "Sweep.sized");
        assertThat(user.getIncludes()).containsExactly("Sweep.sized");
    }

    @Test
    void theShootoutRunsItsReducedMatrixUnlessTheFullOneIsAskedFor() throws Exception {
        String shootout = "io.github.poolbench.shootout.ObjectPoolShootout.";
        String fullOnly = Suite.of("shootout").fullMatrixOnlyRegex().orElseThrow();
        assertThat(shootout + "threads100").containsPattern(fullOnly);
        assertThat(shootout + "sampled100").containsPattern(fullOnly);
        assertThat(shootout + "threads10").doesNotContainPattern(fullOnly);
        assertThat(shootout + "threads50").doesNotContainPattern(fullOnly);

        Options reduced = BenchmarkRunner.options(new CommandLineOptions(), Suite.of("shootout"), JDK17, RESULT, FORKS, false);
        assertThat(reduced.getExcludes()).contains(fullOnly);
        assertThat(reduced.getParameter("poolSize").hasValue()).isFalse();

        Options full = BenchmarkRunner.options(new CommandLineOptions(), Suite.of("shootout"), JDK17, RESULT, FORKS, true);
        assertThat(full.getExcludes()).doesNotContain(fullOnly);
        assertThat(full.getParameter("poolSize").get()).containsExactly("10", "50", "100", "150");
        Options userSizes = BenchmarkRunner.options(new CommandLineOptions("-p", "poolSize=10"), Suite.of("shootout"), JDK17,
                RESULT, FORKS, true);
        assertThat(userSizes.getParameter("poolSize").get()).containsExactly("10");

        Options other = BenchmarkRunner.options(new CommandLineOptions(), Suite.of("strings"), JDK17, RESULT, FORKS, true);
        assertThat(other.getParameter("poolSize").hasValue()).isFalse();
        assertThat(Suite.of("strings").fullMatrixOnlyRegex()).isEmpty();

        assertThat(MavenProperties.fullMatrix("")).isFalse();
        assertThat(MavenProperties.fullMatrix("reduced")).isFalse();
        assertThat(MavenProperties.fullMatrix(" full ")).isTrue();
        assertThatThrownBy(() -> MavenProperties.fullMatrix("fulll")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("reduced or full, was 'fulll'");
    }

    /** A collector variant runs its experiment's headline methods beside the experiment, with the collector replaced. */
    @Test
    void aJvmVariantRunsItsHeadlineRowsUnderItsOwnCollector() throws Exception {
        BenchmarkRunner.Plan p = plan("strings-g1,strings-zgc", false);
        assertThat(p.suites()).containsExactly(Suite.of("strings-g1"), Suite.of("strings-zgc"));
        assertThat(p.full()).isTrue();
        assertThat(p.selected().get(Suite.of("strings-zgc"))).extracting(e -> e.getUsername()
                .substring(e.getUsername().lastIndexOf('.') + 1))
                .containsExactlyInAnyOrder("sizedBuilder", "sizedBuilderAgain", "pooledBucketed", "pooledCommons",
                        "stringConcat");
        assertThat(plan("strings,strings-parallel", false).selected().get(Suite.of("strings"))).hasSize(10);
        assertThat(plan("", false, "StringBuildingBenchmark").suites()).as("a pattern alone: experiments only")
                .containsExactly(Suite.of("strings"));

        JvmInfo jdk21 = new JvmInfo("/jdk21/bin/java", 21, "21.0.8", "Eclipse Adoptium", "vm");
        Options zgc21 = options(Suite.of("strings-zgc"), jdk21);
        assertThat(zgc21.getJvmArgsAppend().get()).containsExactly("-Xms1g", "-Xmx1g", "-XX:+UseZGC",
                "-XX:+ZGenerational", "-XX:+AlwaysPreTouch");
        assertThat(zgc21.getIncludes()).containsExactly(Suite.of("strings").regex());
        assertThat(zgc21.getExcludes()).as("its own class is not excluded").doesNotContain(Suite.of("strings").regex())
                .contains(Suite.of("sweep").regex());
        assertThat(options(Suite.of("strings-zgc"), JDK25).getJvmArgsAppend().get()).containsExactly("-Xms1g", "-Xmx1g",
                "-XX:+UseZGC", "-XX:+AlwaysPreTouch");
        assertThat(options(Suite.of("strings-coh"), JDK25).getJvmArgsAppend().get()).containsExactly("-Xms1g", "-Xmx1g",
                "-XX:+UseG1GC", "-XX:+AlwaysPreTouch", "-XX:+UseCompactObjectHeaders");
        assertThat(options(Suite.of("strings-parallel"), JDK17, "-jvmArgsAppend", "-Dx=1").getJvmArgsAppend().get())
                .as("the user's own appends are kept").containsExactly("-Xms1g", "-Xmx1g", "-XX:+UseParallelGC",
                        "-XX:+AlwaysPreTouch", "-Dx=1");
        assertThat(options(Suite.of("strings"), JDK17).getJvmArgsAppend().hasValue())
                .as("an experiment's forks keep their @Fork list").isFalse();
        assertThatThrownBy(() -> options(Suite.of("strings-zgc"), JDK17)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("strings-zgc (generational ZGC) does not run on JDK 17");
    }

    @Test
    void suiteRegexMatchesItsOwnBenchmarksOnly() {
        assertThat(Suite.ofBenchmark("io.github.poolbench.strings.PoolSizeSweep.sizedBuilder")).contains(Suite.of("sweep"));
        assertThat(Suite.ofBenchmark("io.github.poolbench.strings.StringBuildingBenchmark.naiveConcat"))
                .contains(Suite.of("strings"));
        assertThat(Suite.ofBenchmark("some.Other.method")).isEmpty();
        assertThat("io.github.poolbench.strings.PoolSizeSweep.sizedBuilder")
                .containsPattern(Suite.of("sweep").regex()).doesNotContainPattern(Suite.of("strings").regex());
    }

    @Test
    void jvmPathsDefaultToTheCurrentJvm() {
        assertThat(Jdks.jvmPaths("")).containsExactly(
                Path.of(System.getProperty("java.home"), "bin", "java").toString());
        assertThat(Jdks.jvmPaths(" /a/bin/java , /b/bin/java ")).containsExactly("/a/bin/java", "/b/bin/java");
    }
}
