package io.github.poolbench.runner;

import io.github.poolbench.runs.Environment;
import io.github.poolbench.runs.Suite;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.github.poolbench.text.Numbers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Going on with a run in a later sitting from its committed results. */
class ContinuationTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path RESULTS = Path.of("results");

    @TempDir
    Path dir;

    private static Environment committed() throws IOException {
        return JSON.readValue(RESULTS.resolve("strings-jdk17.env.json").toFile(), Environment.class);
    }

    /** The machine of the committed run's last sitting: the kind a continuation must run on. */
    private static Continuation.Machine machine() throws IOException {
        return new Continuation.Machine(committed().cpuModel(), committed().cpuMhz(), committed().cores(), true);
    }

    /** The committed strings file's rows, as this sitting would plan them. */
    private static List<String> committedRows() throws IOException {
        List<String> keys = new ArrayList<>();
        JSON.readTree(RESULTS.resolve("strings-jdk17.json").toFile()).forEach(r -> keys.add(JmhJson.key(r)));
        return keys;
    }

    private Continuation.Target target(List<String> rows, List<String> args, String version) throws IOException {
        Files.copy(RESULTS.resolve("strings-jdk17.json"), dir.resolve("strings-jdk17.json"));
        Files.copy(RESULTS.resolve("strings-jdk17.env.json"), dir.resolve("strings-jdk17.env.json"));
        return new Continuation.Target("strings-jdk17.json", "strings-jdk17.env.json", rows, args, version);
    }

    @Test
    void theCommittedFilesOfTheRunAreReadBack() throws IOException {
        Environment env = committed();
        Continuation c = Continuation.read(dir, env.runId(), List.of(target(committedRows(), env.jmhArgs(),
                env.jvm().runtimeVersion())), false, machine());
        assertThat(c.rounds()).isEqualTo(env.rounds());
        assertThat(c.seed()).isEqualTo(env.seed());
        assertThat(c.commit()).isEqualTo(env.gitCommit());
        assertThat(c.parts().get("strings-jdk17.json").json())
                .isEqualTo(Files.readString(RESULTS.resolve("strings-jdk17.json")));
        assertThat(c.cannotContinue(env.rounds(), null)).contains("has " + env.rounds() + " rounds in its committed"
                + " results; give -Dpoolbench.rounds larger than that");
        assertThat(c.cannotContinue(env.rounds() + 1, env.seed() + 1)).contains("has seed " + env.seed());
        assertThat(c.cannotContinue(env.rounds() + 1, null)).isNull();
    }

    @Test
    void everyDifferenceThatWouldMixExperimentsIsRefusedWithItsReason() throws IOException {
        Environment env = committed();
        String version = env.jvm().runtimeVersion();
        assertThatThrownBy(() -> Continuation.read(dir, "20990101T000000Z-0000000",
                List.of(target(committedRows(), env.jmhArgs(), version)), false, machine()))
                .hasMessageContaining("has no checkpoint here").hasMessageContaining("is of run " + env.runId());
        Files.delete(dir.resolve("strings-jdk17.json"));
        Files.delete(dir.resolve("strings-jdk17.env.json"));
        assertThatThrownBy(() -> Continuation.read(dir, env.runId(),
                List.of(target(committedRows(), List.of("-f", "1"), version)), false, machine()))
                .hasMessageContaining("with JMH arguments []").hasMessageContaining("this sitting with [-f, 1]");
        clean();
        assertThatThrownBy(() -> Continuation.read(dir, env.runId(),
                List.of(target(committedRows(), env.jmhArgs(), "17.0.99+1")), false, machine()))
                .hasMessageContaining("onto Java " + version + ", this sitting onto 17.0.99+1");
        clean();
        List<String> fewer = committedRows().subList(1, committedRows().size());
        assertThatThrownBy(() -> Continuation.read(dir, env.runId(), List.of(target(fewer, env.jmhArgs(), version)),
                false, machine())).hasMessageContaining("the rows of strings-jdk17.json differ").hasMessageContaining("not run now");
        clean();
        assertThatThrownBy(() -> Continuation.read(dir, env.runId(),
                List.of(target(committedRows(), env.jmhArgs(), version)), true, machine()))
                .hasMessageContaining("has uncommitted changes now");
        clean();
        assertThatThrownBy(() -> Continuation.read(dir.resolve("nowhere"), env.runId(),
                List.of(target(committedRows(), env.jmhArgs(), version)), false, machine()))
                .hasMessageContaining("does not exist, so it cannot go on from committed results either");
    }

    @Test
    void aRunIsContinuedWithAllItsFilesOrNotAtAll() throws IOException {
        Environment env = committed();
        Continuation.Target jdk17 = target(committedRows(), env.jmhArgs(), env.jvm().runtimeVersion());
        Files.writeString(dir.resolve("strings-jdk25.env.json"), JSON.writeValueAsString(env));
        Files.writeString(dir.resolve("other-jdk25.env.json"), "{\"runId\" : \"20200101T000000Z-0000000\"}");
        assertThatThrownBy(() -> Continuation.read(dir, env.runId(), List.of(jdk17), false, machine()))
                .hasMessageContaining("also wrote [strings-jdk25.json]")
                .hasMessageContaining("with the -Dpoolbench.suites and -Dpoolbench.jdks it had");
    }

    @Test
    void aRunGoesOnOnlyOnAMachineOfItsSittingsKind() throws IOException {
        Environment env = committed();
        String version = env.jvm().runtimeVersion();
        assertThatThrownBy(() -> Continuation.read(dir, env.runId(), List.of(target(committedRows(), env.jmhArgs(),
                version)), false, new Continuation.Machine("Some Other CPU", Double.NaN, env.cores(), true)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("run " + env.runId() + " ran on " + env.cpuModel() + Numbers.clock(env.cpuMhz())
                        + ", " + env.cores() + " cores; this machine is Some Other CPU, " + env.cores() + " cores")
                .hasMessageContaining("Continue it on a machine of its kind, or start a new run here");
        clean();
        assertThatThrownBy(() -> Continuation.read(dir, env.runId(), List.of(target(committedRows(), env.jmhArgs(),
                version)), false, new Continuation.Machine(env.cpuModel(), Double.NaN, env.cores() + 2, true)))
                .hasMessageContaining("this machine is " + env.cpuModel() + ", " + (env.cores() + 2) + " cores");
        clean();
        assertThat(Continuation.read(dir, env.runId(), List.of(target(committedRows(), env.jmhArgs(), version)),
                false, new Continuation.Machine("unknown", Double.NaN, env.cores(), true)).rounds())
                .as("a host whose CPU model cannot be read is not refused for it").isEqualTo(env.rounds());
        assertThat(new Continuation.Machine("Intel(R) Xeon(R) Processor", 2600, 2, true).differs("AMD EPYC", 2596.13,
                2)).isEqualTo("AMD EPYC at 2596 MHz, 2 cores");
        assertThat(new Continuation.Machine("AMD EPYC", 2596.13, 2, true).differs("AMD EPYC", 2596.13, 2)).isNull();
    }

    @Test
    void onAVirtualCpuTwoHostsOfOneModelNameAreToldApartByTheirClock() throws IOException {
        Environment env = committed();
        String version = env.jvm().runtimeVersion();
        Continuation.Machine other = new Continuation.Machine(env.cpuModel(), env.cpuMhz() * 0.8, env.cores(), true);
        assertThatThrownBy(() -> Continuation.read(dir, env.runId(), List.of(target(committedRows(), env.jmhArgs(),
                version)), false, other))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("run " + env.runId() + " ran on " + env.cpuModel() + Numbers.clock(env.cpuMhz()))
                .hasMessageContaining("this machine is " + other.describe());
        clean();
        Continuation.Machine xeon = new Continuation.Machine("Intel(R) Xeon(R) Processor", 2100.0, 2, true);
        assertThat(xeon.differs("Intel(R) Xeon(R) Processor", 2599.998, 2))
                .isEqualTo("Intel(R) Xeon(R) Processor at 2600 MHz, 2 cores");
        assertThat(xeon.differs("Intel(R) Xeon(R) Processor", 2110.0, 2)).as("within 2%: one host").isNull();
        assertThat(xeon.differs("Intel(R) Xeon(R) Processor", Double.NaN, 2)).as("no clock recorded").isNull();
        assertThat(new Continuation.Machine("Intel(R) Core(TM) i7", 800.0, 2, false)
                .differs("Intel(R) Core(TM) i7", 3400.0, 2)).as("bare metal: the current frequency moves").isNull();
        assertThat(new Continuation.Machine("Intel(R) Xeon(R) Processor", Double.NaN, 2, true)
                .differs("Intel(R) Xeon(R) Processor", 2599.998, 2)).as("this host's clock not read").isNull();
    }

    @Test
    void aFullRunNamesTheOtherMachinesItsVerdictsWillBeComparedWith() throws IOException {
        Environment sweep = JSON.readValue(RESULTS.resolve("sweep-jdk17.env.json").toFile(), Environment.class);
        List<String> files = List.of("sweep-jdk17.env.json", "sweep-jdk25.env.json", "no-such-jdk99.env.json");
        Continuation.Machine other = new Continuation.Machine(sweep.cpuModel(), 2100.0, sweep.cores(), true);
        assertThat(Continuation.measuredElsewhere(RESULTS, files, other)).as("one run, two files: named once")
                .containsExactly("sweep (run " + sweep.runId() + ") on " + sweep.cpuModel()
                        + Numbers.clock(sweep.cpuMhz()) + ", " + sweep.cores() + " cores");
        Continuation.Machine same = new Continuation.Machine(sweep.cpuModel(), sweep.cpuMhz(), sweep.cores(), true);
        assertThat(Continuation.measuredElsewhere(RESULTS, files, same)).isEmpty();
        Files.writeString(dir.resolve("sweep-jdk17.env.json"), "{ not json");
        assertThatThrownBy(() -> Continuation.measuredElsewhere(dir, files, same)).isInstanceOf(IOException.class);
    }

    private void clean() throws IOException {
        Files.deleteIfExists(dir.resolve("strings-jdk17.json"));
        Files.deleteIfExists(dir.resolve("strings-jdk17.env.json"));
    }

    @Test
    void onlyChangesToWhatAForkRunsCount() {
        Set<Suite> strings = EnumSet.of(Suite.STRINGS);
        assertThat(Continuation.measuredChanges(List.of("README.md", "results/strings.md", "results/strings-jdk17.json",
                "src/test/java/io/github/poolbench/runner/JmhJsonTest.java",
                "src/jmh/java/io/github/poolbench/report/Report.java",
                "src/jmh/java/io/github/poolbench/stats/EffectSizes.java",
                "src/jmh/java/io/github/poolbench/runner/Continuation.java", ".ci/run"), strings)).isEmpty();
        assertThat(Continuation.measuredChanges(List.of("pom.xml", "README.md",
                "src/main/java/io/github/poolbench/pool/BucketedStringBuilderPool.java",
                "src/jmh/java/io/github/poolbench/strings/StringBuildingBenchmark.java",
                "src/jmh/java/io/github/poolbench/runner/ForkInfoProfiler.java"), strings))
                .containsExactly("pom.xml", "src/main/java/io/github/poolbench/pool/BucketedStringBuilderPool.java",
                        "src/jmh/java/io/github/poolbench/strings/StringBuildingBenchmark.java",
                        "src/jmh/java/io/github/poolbench/runner/ForkInfoProfiler.java");
    }

    @Test
    void aChangeToABenchmarkPackageCountsOnlyForTheSuitesThatLoadIt() {
        List<String> events = List.of("src/jmh/java/io/github/poolbench/events/EventEchoBenchmark.java");
        List<String> parts = List.of("src/jmh/java/io/github/poolbench/strings/Parts.java");
        List<String> newPackage = List.of("src/jmh/java/io/github/poolbench/newsuite/NewBenchmark.java");
        assertThat(Continuation.measuredChanges(events, EnumSet.of(Suite.STRINGS, Suite.SWEEP, Suite.MESSAGES)))
                .isEmpty();
        assertThat(Continuation.measuredChanges(events, EnumSet.of(Suite.STRINGS, Suite.EVENTS))).isEqualTo(events);
        // the strings parts are also built by gcpressure and, through its live set, events
        assertThat(Continuation.measuredChanges(parts, EnumSet.of(Suite.EVENTS))).isEqualTo(parts);
        assertThat(Continuation.measuredChanges(parts, EnumSet.of(Suite.SHOOTOUT))).isEmpty();
        assertThat(Continuation.measuredChanges(newPackage, EnumSet.of(Suite.STRINGS))).isEqualTo(newPackage);
        assertThat(Continuation.measuredChanges(List.of("src/jmh/java/io/github/poolbench/Stray.java"),
                EnumSet.of(Suite.STRINGS))).hasSize(1);
    }

    /**
     * {@link Continuation#LOADS} against the sources: every suite loads its benchmark class's
     * package, and every benchmark package a loaded package names (in an import or a qualified
     * name) is loaded too. The runner, report and statistics packages are the host side.
     */
    @Test
    void everySuiteLoadsThePackagesItsSourcesReferTo() throws IOException {
        Path sources = Path.of(Continuation.BENCHMARK_SOURCES);
        Set<String> hostSide = Set.of("runner", "report", "stats", "runs", "claims", "text");
        Set<String> benchmarkPackages;
        try (Stream<Path> dirs = Files.list(sources)) {
            benchmarkPackages = dirs.filter(Files::isDirectory).map(d -> d.getFileName().toString())
                    .filter(d -> !hostSide.contains(d)).collect(Collectors.toSet());
        }
        assertThat(Continuation.LOADS.keySet()).containsExactlyInAnyOrder(Suite.values());
        assertThat(Continuation.LOADS.values().stream().flatMap(Set::stream).collect(Collectors.toSet()))
                .isEqualTo(benchmarkPackages);
        Pattern reference = Pattern.compile("io\\.github\\.poolbench\\.([a-z]+)");
        for (Suite suite : Suite.values()) {
            Set<String> loads = Continuation.LOADS.get(suite);
            String own = suite.benchmarkClass().getPackageName();
            assertThat(loads).as(suite.stem()).contains(own.substring(own.lastIndexOf('.') + 1));
            for (String pkg : loads) {
                try (Stream<Path> files = Files.walk(sources.resolve(pkg))) {
                    for (Path f : files.filter(x -> x.toString().endsWith(".java")).toList()) {
                        Matcher m = reference.matcher(Files.readString(f));
                        while (m.find()) {
                            if (benchmarkPackages.contains(m.group(1))) {
                                assertThat(loads).as("%s loads %s, whose %s refers to %s", suite.stem(), pkg,
                                        f.getFileName(), m.group(1)).contains(m.group(1));
                            }
                        }
                    }
                }
            }
        }
    }

    @Test
    void onlyAJavaFileOrThePomWhoseTwoVersionsAreTheSameIsLeftOut() {
        assumeThat(Path.of(".git")).exists();
        String pool = "src/main/java/io/github/poolbench/pool/BucketedStringBuilderPool.java";
        assertThat(Continuation.commentsOnly("HEAD", "HEAD", pool)).isTrue();
        assertThat(Continuation.commentsOnly("HEAD", "HEAD", "pom.xml")).isTrue();
        assertThat(Continuation.commentsOnly("HEAD", "HEAD", ".ci/run")).isFalse();
        assertThat(Continuation.commentsOnly("HEAD", "HEAD", "src/main/java/io/github/poolbench/pool/Missing.java"))
                .isFalse();
        assertThat(Continuation.commentsOnly("0000000000000000000000000000000000000000", "HEAD", pool)).isFalse();
    }

    /**
     * 93c16b4 changed StringBuildingBenchmark's {@code @Fork} only: a change for a strings run, none for a sweep run,
     * whose forks call that class's methods with PoolSizeSweep's own settings.
     */
    @Test
    void aRunSettingOfAClassTheRunOnlyCallsIsNoChange() {
        assumeThat(Environment.output("git", "show", "93c16b4:pom.xml")).isPresent();
        String path = "src/jmh/java/io/github/poolbench/strings/StringBuildingBenchmark.java";
        assertThat(Continuation.runSettingsOfAnotherClass("93c16b4~1", "93c16b4", path, EnumSet.of(Suite.SWEEP)))
                .isTrue();
        assertThat(Continuation.runSettingsOfAnotherClass("93c16b4~1", "93c16b4", path, EnumSet.of(Suite.STRINGS)))
                .isFalse();
        assertThat(Continuation.measuredChanges("93c16b4~1", "93c16b4", EnumSet.of(Suite.SWEEP))).doesNotContain(path);
        assertThat(Continuation.measuredChanges("93c16b4~1", "93c16b4", EnumSet.of(Suite.STRINGS))).contains(path);
        assertThat(Continuation.runSettingsOfAnotherClass("93c16b4~1", "93c16b4", "pom.xml", EnumSet.of(Suite.SWEEP)))
                .isFalse();
    }

    @Test
    void aCommitOutsideTheHistoryIsRefused() {
        assertThatThrownBy(() -> Continuation.measuredChanges("0000000000000000000000000000000000000000", "HEAD",
                EnumSet.of(Suite.STRINGS)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("cannot check that the measured code is unchanged since commit 0000000");
    }

    /**
     * A sitting run in a clone whose results were committed only there records a commit no other clone has;
     * the measured code is then compared with the newest older sitting's commit the history holds.
     */
    @Test
    void theMeasuredCodeIsComparedWithTheNewestSittingCommitTheHistoryHolds() throws IOException {
        Environment first = committed();
        Environment.Sitting a = new Environment.Sitting("2026-11-25T10:00:00Z", "aaaaaaa", first.cpuModel(),
                first.cpuMhz(), first.cores(), first.os(), 4);
        Environment.Sitting b = new Environment.Sitting("2026-11-25T12:00:00Z", "bbbbbbb", first.cpuModel(),
                first.cpuMhz(), first.cores(), first.os(), 6);
        Environment last = new Environment(first.runId(), first.suite(), first.jvm(), first.cpuModel(),
                first.cpuMhz(), first.cores(), first.os(), first.date(), "ccccccc", false, first.jmhArgs(),
                first.forkSettings(), 8, first.seed(), first.forks(), List.of(a, b, a));
        Continuation c = new Continuation(first.runId(), first.seed(), 8, "ccccccc",
                Map.of("strings-jdk17.json", new Continuation.Part("[]", last)));
        assertThat(c.commits()).containsExactly("ccccccc", "aaaaaaa", "bbbbbbb");
        assertThat(Continuation.newestInHistory("r1", c.commits(), Set.of("aaaaaaa", "bbbbbbb")::contains))
                .isEqualTo("aaaaaaa");
        assertThat(Continuation.newestInHistory("r1", c.commits(), Set.of("bbbbbbb")::contains))
                .isEqualTo("bbbbbbb");
        assertThat(Continuation.newestInHistory("r1", c.commits(), Set.of("aaaaaaa", "ccccccc")::contains))
                .isEqualTo("ccccccc");
        assertThatThrownBy(() -> Continuation.newestInHistory("r1", c.commits(), commit -> false))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cannot check that the measured code is unchanged since run r1 ran: none of its sittings'"
                        + " commits [ccccccc, aaaaaaa, bbbbbbb] is in this clone's history; a run continues only in a"
                        + " checkout whose history holds one of them");
        assumeThat(Path.of(".git")).exists();
        assertThat(Continuation.inHistory("HEAD")).isTrue();
        assertThat(Continuation.inHistory("0000000000000000000000000000000000000000")).isFalse();
        assertThat(Continuation.inHistory("not-a-commit")).isFalse();
    }

    @Test
    void theCombinedEnvironmentKeepsEveryForkAndEverySitting() throws IOException {
        Environment earlier = committed();
        Environment.Fork later = new Environment.Fork("strings jdk17 sizedBuilder avgt length=32", earlier.rounds(), 0,
                "2026-11-25T10:00:00Z", 5.5);
        Environment.ForkSetting same = earlier.forkSettings().get(0);
        Environment.ForkSetting other = new Environment.ForkSetting(same.collectors(), same.heapMaxBytes() * 2,
                same.inputArgs(), same.processors(), 3);
        Environment now = new Environment(earlier.runId(), "strings", earlier.jvm(), "Other CPU", 3000, 2, "Linux",
                "2026-11-25T11:00:00Z", "abcdef0", false, earlier.jmhArgs(),
                List.of(new Environment.ForkSetting(same.collectors(), same.heapMaxBytes(), same.inputArgs(),
                        same.processors(), 87), other), earlier.rounds() + 1, earlier.seed(), List.of(later), null);
        Environment both = Continuation.combine(earlier, now);
        int settings = earlier.forkSettings().size();
        assertThat(both.forks()).hasSize(earlier.forks().size() + 1).endsWith(later);
        assertThat(both.forks().subList(0, earlier.forks().size())).isEqualTo(earlier.forks());
        assertThat(both.forkSettings()).hasSize(settings + 1);
        assertThat(both.forkSettings().get(0).forks()).isEqualTo(same.forks() + 87);
        assertThat(both.forkSettings().subList(1, settings)).isEqualTo(earlier.forkSettings().subList(1, settings));
        assertThat(both.forkSettings().get(settings)).isEqualTo(other);
        assertThat(both.cpuModel()).isEqualTo("Other CPU");
        assertThat(both.rounds()).isEqualTo(earlier.rounds() + 1);
        int sittings = earlier.earlierSittings().size();
        // subList, not startsWith: the committed file may have no earlier sittings (AssertJ's startsWith with no
        // values fails on a non-empty list)
        assertThat(both.earlierSittings()).hasSize(sittings + 1).endsWith(new Environment.Sitting(
                earlier.date(), earlier.gitCommit(), earlier.cpuModel(), earlier.cpuMhz(), earlier.cores(),
                earlier.os(), earlier.rounds()));
        assertThat(both.earlierSittings().subList(0, sittings)).isEqualTo(earlier.earlierSittings());
        Environment third = Continuation.combine(both, now);
        assertThat(third.earlierSittings()).hasSize(sittings + 2);
        assertThat(third.earlierSittings().subList(0, sittings + 1)).isEqualTo(both.earlierSittings());
        assertThat(third.earlierSittings().get(sittings + 1).cpuModel()).isEqualTo("Other CPU");
    }

    /**
     * Every committed environment file reads and writes back unchanged: files of runs of one sitting
     * (the new field is left out when empty) and of runs continued in later sittings alike.
     */
    @Test
    void everyCommittedEnvironmentFileIsWrittenBackUnchanged() throws IOException {
        List<Path> files;
        try (var list = Files.list(RESULTS)) {
            files = list.filter(f -> f.getFileName().toString().endsWith(".env.json")).sorted().toList();
        }
        int oneSitting = 0;
        for (Path file : files) {
            String text = Files.readString(file);
            Environment env = JSON.readValue(text, Environment.class);
            assertThat(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(env) + "\n")
                    .as(file.toString()).isEqualTo(text);
            if (env.earlierSittings().isEmpty()) {
                assertThat(text).as(file.toString()).doesNotContain("earlierSittings");
                oneSitting++;
            }
        }
        assertThat(files).isNotEmpty();
        assertThat(oneSitting).as("files of runs of one sitting").isPositive();
    }
}
