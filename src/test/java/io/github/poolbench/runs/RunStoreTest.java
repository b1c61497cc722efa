package io.github.poolbench.runs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run store: plans written once before the first fork, read back whole; the code fingerprint. */
class RunStoreTest {

    private static Manifest plan(String runId, String written) {
        return new Manifest(Manifest.FORMAT, runId, written, true, "abc", false,
                new Manifest.Machine("AMD EPYC", 2596.1, 2, "Linux", true), List.of("strings"),
                List.of(new Manifest.Jvm(17, "17.0.15", "Debian", "OpenJDK 64-Bit Server VM")),
                List.of("strings jdk17 sizedBuilder avgt length=32"), 8, 42, true, List.of("-f", "1"),
                Map.of("io.github.poolbench.pool", "sha256:00"), List.of("jmh-core-1.37.jar"), null);
    }

    @Test
    void aPlanIsWrittenOnceAndALaterSittingBesideIt(@TempDir Path results) throws Exception {
        Path first = RunStore.register(results, plan("r1", "2026-11-28T10:00:00Z"));
        assertThat(first).isEqualTo(results.resolve("runs/r1/manifest.json"));
        Path later = RunStore.register(results, plan("r1", "2026-11-28T12:00:00Z"));
        assertThat(later.getFileName().toString()).isEqualTo("sitting-2026-11-28T12-00-00Z.json");
        assertThatThrownBy(() -> RunStore.register(results, plan("r1", "2026-11-28T12:00:00Z")))
                .hasMessageContaining("registered already");
        RunStore.register(results, plan("r0", "2026-11-27T10:00:00Z"));
        assertThat(RunStore.all(results)).extracting(Manifest::runId).containsExactly("r0", "r1");
        assertThat(RunStore.all(results).get(1)).isEqualTo(plan("r1", "2026-11-28T10:00:00Z"));

        Path outcome = RunStore.complete(results, "r1", new RunStore.Outcome("2026-11-28T13:00:00Z",
                List.of("strings-jdk17.json")));
        assertThat(outcome).content().contains("\"completed\" : \"2026-11-28T13:00:00Z\"");
    }

    @Test
    void aBrokenPlanIsNamedAndAMissingStoreIsEmpty(@TempDir Path results) throws Exception {
        assertThat(RunStore.all(results)).isEmpty();
        Files.createDirectories(results.resolve("runs/r2"));
        Files.writeString(results.resolve("runs/r2/manifest.json"), "{ not json");
        assertThatThrownBy(() -> RunStore.all(results)).isInstanceOf(UncheckedIOException.class)
                .hasMessageContaining("runs/r2/manifest.json");
        assertThatThrownBy(() -> plan(" ", "now")).isInstanceOf(IllegalArgumentException.class);
    }

    private static RunStore.SittingLog log(String plan, int first, int rounds, String row) {
        List<Environment.Fork> forks = new java.util.ArrayList<>();
        List<Environment.ForkSetting> settings = new java.util.ArrayList<>();
        List<Double> scores = new java.util.ArrayList<>();
        for (int r = first; r < first + rounds; r++) {
            forks.add(new Environment.Fork(row, r, 0, "2026-11-28T10:0" + r + ":00Z", 1.5));
            settings.add(r == first ? null : new Environment.ForkSetting(List.of("G1"), 1L << 30, List.of(), 2, 1));
            scores.add(10.0 + r);
        }
        return new RunStore.SittingLog(plan, first, rounds, forks, settings, scores);
    }

    /** Each sitting's forks are saved whole after every round, read back in order, and a gap is named. */
    @Test
    void aSittingIsSavedWholeAfterEveryRoundAndReadBackInOrder(@TempDir Path results) throws Exception {
        assertThat(RunStore.sittings(results, "r1")).isEmpty();
        RunStore.saveSitting(results, "r1", 1, "[1]", log("manifest.json", 0, 1, "a"));
        RunStore.saveSitting(results, "r1", 1, "[1, 2]", log("manifest.json", 0, 2, "a"));
        RunStore.saveSitting(results, "r1", 2, "[3]", log("sitting-x.json", 2, 1, "a"));
        List<RunStore.StoredSitting> stored = RunStore.sittings(results, "r1");
        assertThat(stored).extracting(RunStore.StoredSitting::number).containsExactly(1, 2);
        assertThat(stored.get(0).jmhJson()).isEqualTo("[1, 2]");
        assertThat(stored.get(0).log()).isEqualTo(log("manifest.json", 0, 2, "a"));
        assertThat(stored.get(0).log().settings().get(0)).isNull();
        assertThat(stored.get(1).log().plan()).isEqualTo("sitting-x.json");
        try (var files = Files.list(results.resolve("runs/r1"))) {
            assertThat(files.map(f -> f.getFileName().toString())).containsExactlyInAnyOrder("forks-01.json.gz",
                    "forks-01.log.json", "forks-02.json.gz", "forks-02.log.json");
        }

        RunStore.saveSitting(results, "r2", 1, "[1]", log("manifest.json", 0, 1, "a"));
        RunStore.saveSitting(results, "r2", 2, "[3]", log("sitting-x.json", 3, 1, "a"));
        assertThatThrownBy(() -> RunStore.sittings(results, "r2")).isInstanceOf(java.io.IOException.class)
                .hasMessageContaining("forks-02.log.json starts at round 4, but the sittings before it end after"
                        + " round 1");
        Files.delete(results.resolve("runs/r2/forks-01.json.gz"));
        assertThatThrownBy(() -> RunStore.sittings(results, "r2")).isInstanceOf(java.io.IOException.class)
                .hasMessageContaining("forks-01.log.json has no forks-01.json.gz beside it");
        Files.writeString(results.resolve("runs/r2/forks-01.log.json"), "{ not json");
        assertThatThrownBy(() -> RunStore.sittings(results, "r2")).isInstanceOf(java.io.IOException.class)
                .hasMessageContaining("cannot read").hasMessageContaining("forks-01.log.json");
        assertThatThrownBy(() -> new RunStore.SittingLog("manifest.json", 0, 1, List.of(), List.of(), List.of(1.0)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0 forks, 0 settings, 1 scores");
    }

    /** Rounds join only rounds of the same kind of machine; a virtual CPU's clock tells two hosts of one name apart. */
    @Test
    void roundsJoinOnlyRoundsOfTheSameKindOfMachine() {
        Manifest.Machine epyc = new Manifest.Machine("AMD EPYC", 2596.1, 2, "Linux", true);
        assertThat(epyc.otherKind(new Manifest.Machine("AMD EPYC", 2600.0, 2, "Linux", null))).isEmpty();
        assertThat(epyc.otherKind(new Manifest.Machine("unknown", Double.NaN, 2, "Linux", null))).isEmpty();
        assertThat(epyc.otherKind(new Manifest.Machine("Intel(R) Xeon(R) Processor", 2600.0, 2, "Linux", true)))
                .contains("Intel(R) Xeon(R) Processor at 2600 MHz, 2 cores");
        assertThat(epyc.otherKind(new Manifest.Machine("AMD EPYC", 2596.1, 4, "Linux", true))).isPresent();
        assertThat(epyc.otherKind(new Manifest.Machine("AMD EPYC", 2100.0, 2, "Linux", true))).isPresent();
        Manifest.Machine bare = new Manifest.Machine("AMD EPYC", 2596.1, 2, "Linux", false);
        assertThat(bare.otherKind(new Manifest.Machine("AMD EPYC", 2100.0, 2, "Linux", false))).isEmpty();
    }

    /**
     * Where both recorded it, the CPU signature tells two generations behind one model name and clock apart (the
     * OS build may change on one host); where either did not, the OS build must be the same too.
     */
    @Test
    void theCpuSignatureTellsTwoGenerationsOfOneModelNameApart() {
        Manifest.Machine zen4 = new Manifest.Machine("AMD EPYC", 2596.1, 2, "Linux 6.18.44-fc-v857 (amd64)", true,
                "family 25 model 17 stepping 1");
        assertThat(zen4.otherKind(new Manifest.Machine("AMD EPYC", 2596.1, 2, "Linux 6.18.44-fc-v857 (amd64)", true,
                "family 26 model 2 stepping 1"))).contains("AMD EPYC at 2596 MHz, 2 cores, family 26 model 2 stepping 1");
        assertThat(zen4.otherKind(new Manifest.Machine("AMD EPYC", 2596.1, 2, "Linux 6.18.44-fc-v900 (amd64)", true,
                "family 25 model 17 stepping 1"))).as("same signature, a newer image").isEmpty();
        assertThat(zen4.otherKind(new Manifest.Machine("AMD EPYC", 2596.1, 2, "Linux 6.18.44-fc-v857 (amd64)", true)))
                .as("not recorded, same OS build").isEmpty();
        assertThat(zen4.otherKind(new Manifest.Machine("AMD EPYC", 2596.1, 2, "Linux 6.18.44-fc-v657 (amd64)", true)))
                .as("not recorded, another OS build").contains("AMD EPYC at 2596 MHz, 2 cores");
        assertThat(new Manifest.Machine("AMD EPYC", 2596.1, 2, "Linux 6.18.44-fc-v857 (amd64)", true)
                .otherKind(new Manifest.Machine("AMD EPYC", 2596.1, 2, "Linux 6.18.44-fc-v657 (amd64)", true)))
                .as("neither recorded, another OS build").isPresent();
        Manifest.Machine zen5 = new Manifest.Machine("AMD EPYC", 2596.1, 2, "Linux 6.18.44-fc-v657 (amd64)", true,
                "family 26 model 2 stepping 1");
        assertThat(new Manifest.Machine("AMD EPYC", 2596.0, 2, "Linux 6.18.44-fc-v857 (amd64)", true)
                .describe(List.of(zen4, zen5))).as("named as its kind")
                .isEqualTo("AMD EPYC at 2596 MHz, 2 cores, family 25 model 17 stepping 1");
        assertThat(new Manifest.Machine("AMD EPYC", 2596.0, 2, "Linux 6.18.44-fc-v595 (amd64)", true)
                .describe(List.of(zen4, zen5))).as("no kind of it recorded a signature")
                .isEqualTo("AMD EPYC at 2596 MHz, 2 cores");
        assertThat(zen5.describe(List.of(zen4))).isEqualTo(zen5.describe());
        assertThat(Environment.hostCpuSignature()).as("read from /proc/cpuinfo where it has the three fields")
                .satisfiesAnyOf(s -> assertThat(s).isNull(),
                        s -> assertThat(s).matches("family [0-9]+ model [0-9]+ stepping [0-9]+"));
    }

    /**
     * A full run's start names the machines the committed results it will be compared with were measured on; an
     * environment file lacks the CPU signature, so each is named as its kind in the store: two generations behind
     * one name and clock are told apart.
     */
    @Test
    void theMachineOfCommittedResultsIsNamedWithItsKindsSignature(@TempDir Path results) throws Exception {
        Manifest.Machine zen4 = new Manifest.Machine("AMD EPYC", 2596.1, 2, "Linux 6.18.44-fc-v857 (amd64)", true,
                "family 25 model 17 stepping 1");
        Manifest.Machine zen5 = new Manifest.Machine("AMD EPYC", 2596.1, 2, "Linux 6.18.44-fc-v657 (amd64)", true,
                "family 26 model 2 stepping 1");
        Manifest stored = plan("r0", "2026-11-30T11:00:00Z");
        RunStore.register(results, new Manifest(stored.format(), stored.runId(), stored.written(), true, "abc", false,
                zen4, List.of("gcpressure"), stored.jvms(), stored.rows(), 10, 42, true, List.of(), stored.measuredCode(),
                stored.classPath(), null));
        Files.writeString(results.resolve("gcpressure-jdk17.env.json"), "{\"runId\" : \"r0\", \"suite\" : \"gcpressure\","
                + " \"cpuModel\" : \"AMD EPYC\", \"cpuMhz\" : 2596.136, \"cores\" : 2,"
                + " \"os\" : \"Linux 6.18.44-fc-v857 (amd64)\"}\n");
        List<String> envFiles = List.of("gcpressure-jdk17.env.json", "gcpressure-jdk21.env.json");

        assertThat(RunStore.measuredElsewhere(results, envFiles, zen5)).containsExactly(
                "gcpressure (run r0) on AMD EPYC at 2596 MHz, 2 cores, family 25 model 17 stepping 1");
        assertThat(RunStore.measuredElsewhere(results, envFiles, zen4)).as("the same kind of machine").isEmpty();
        assertThat(RunStore.measuredElsewhere(results, envFiles, new Manifest.Machine("AMD EPYC", 2596.1, 2,
                "Linux 6.18.44-fc-v900 (amd64)", true, "family 25 model 17 stepping 1")))
                .as("the same CPU on a newer image: the run's plan has the signature").isEmpty();
        Files.writeString(results.resolve("gcpressure-jdk21.env.json"), "{\"runId\" : \"r9\", \"suite\" : \"gcpressure\","
                + " \"cpuModel\" : \"AMD EPYC\", \"cpuMhz\" : 2596.136, \"cores\" : 2,"
                + " \"os\" : \"Linux 6.18.44-fc-v857 (amd64)\"}\n");
        assertThat(RunStore.measuredElsewhere(results, envFiles, zen5)).as("a run not in the store: by its OS build")
                .containsExactly("gcpressure (run r0) on AMD EPYC at 2596 MHz, 2 cores, family 25 model 17 stepping 1",
                        "gcpressure (run r9) on AMD EPYC at 2596 MHz, 2 cores, family 25 model 17 stepping 1");
        Files.writeString(results.resolve("runs/r0/manifest.json"), "{ not json");
        assertThatThrownBy(() -> RunStore.measuredElsewhere(results, envFiles, zen5))
                .isInstanceOf(UncheckedIOException.class).hasMessageContaining("manifest.json");
    }

    private static Manifest sitting(List<String> rows, List<String> args, String code,
                                                          Manifest.Machine machine,
                                                          int rounds, String setAside) {
        return new Manifest(1, "r1", "2026-11-28T10:00:00Z", true, "abc", false, machine,
                List.of("strings"), List.of(new Manifest.Jvm(17, "17.0.15", "Debian", "vm")),
                rows, rounds, 42, true, args, code.isEmpty() ? Map.of() : Map.of("io.github.poolbench.strings", code),
                List.of(), setAside);
    }

    /** A sitting appends rounds only to the same rows, arguments, JVMs, code and kind of machine; each refusal says why. */
    @Test
    void aRunResumesOnlyWhereItsNewRoundsMeasureWhatItsOldOnesDid() {
        Manifest.Machine epyc = new Manifest.Machine("AMD EPYC",
                2596, 2, "Linux", true);
        List<String> rows = List.of("strings jdk17 sizedBuilder avgt length=32");
        Manifest registered = sitting(rows, List.of(), "sha256:1", epyc, 2, null);
        assertThat(RunStore.cannotResume(registered, sitting(rows, List.of(), "sha256:1", epyc, 3, null), 2, null))
                .isEmpty();
        assertThat(RunStore.cannotResume(registered, sitting(rows, List.of(), "sha256:1", epyc, 2, null), 2, null))
                .contains("it has 2 rounds in the store; give -Dpoolbench.rounds larger to add rounds");
        assertThat(RunStore.cannotResume(registered, sitting(rows, List.of(), "sha256:2", epyc, 3, null), 2, null))
                .get().asString().startsWith("the measured code changed since it started (io.github.poolbench.strings)");
        assertThat(RunStore.cannotResume(registered, sitting(List.of(), List.of(), "sha256:1", epyc, 3, null), 2,
                null)).get().asString().startsWith("its rows differ from this sitting's (1 then, 0 now)");
        assertThat(RunStore.cannotResume(registered, sitting(rows, List.of("-f", "1"), "sha256:1", epyc, 3, null), 2,
                null)).contains("it ran with the JMH arguments [], not [-f, 1]");
        assertThat(RunStore.cannotResume(registered, sitting(rows, List.of(), "sha256:1", epyc, 3, null), 2, 7L))
                .contains("it has seed 42, not 7");
        assertThat(RunStore.cannotResume(registered, sitting(rows, List.of(), "sha256:1",
                new Manifest.Machine("Intel(R) Xeon(R) Processor", 2600, 2, "Linux", true), 3,
                null), 2, null)).get().asString().startsWith("it ran on AMD EPYC at 2596 MHz, 2 cores, and this"
                + " machine is Intel(R) Xeon(R) Processor at 2600 MHz, 2 cores");
        assertThat(RunStore.cannotResume(sitting(rows, List.of(), "", epyc, 2, null), sitting(rows, List.of(),
                "sha256:1", epyc, 3, null), 0, null)).get().asString().startsWith("its plan was reconstructed");
        assertThat(RunStore.cannotResume(sitting(rows, List.of(), "sha256:1", epyc, 2, "a broken pool"), sitting(rows,
                List.of(), "sha256:1", epyc, 3, null), 2, null)).contains("it was set aside: a broken pool");
    }

    /** The fingerprint ignores comments, blank lines and names of locals; it sees any change of behaviour. */
    @Test
    void theFingerprintSeesCodeNotLayout(@TempDir Path dir) throws Exception {
        String plain = "package p; public class A { public int f(int x) { int y = x + 1; return y * 2; } }";
        String commented = "package p;\n\n/** Doc. */\npublic class A {\n\n    // a comment\n    public int f(int x) {\n"
                + "        int z = x + 1; // renamed local\n        return z * 2;\n    }\n}\n";
        String changed = "package p; public class A { public int f(int x) { int y = x + 2; return y * 2; } }";
        assertThat(fingerprint(dir.resolve("a"), commented)).isEqualTo(fingerprint(dir.resolve("b"), plain))
                .isNotEqualTo(fingerprint(dir.resolve("c"), changed)).startsWith("sha256:");
    }

    private static String fingerprint(Path dir, String source) throws Exception {
        Path src = Files.createDirectories(dir.resolve("src/p")).resolve("A.java");
        Files.writeString(src, source, StandardCharsets.UTF_8);
        Path out = Files.createDirectories(dir.resolve("out"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertThat(javac.run(null, null, null, "-g", "-d", out.toString(), src.toString())).isZero();
        return CodeFingerprint.of(out.resolve("p"));
    }

    /** Every package a fork can run, the pools' and the benchmarks', a new one included, is fingerprinted. */
    @Test
    void everyMeasuredPackageHasAFingerprintNow() throws Exception {
        java.util.Set<String> hostSide = java.util.Set.of("runner", "report", "stats", "claims", "runs", "text");
        java.util.Set<String> measured = new java.util.TreeSet<>();
        for (Path root : List.of(Path.of("src/main/java/io/github/poolbench"), Path.of("src/jmh/java/io/github/poolbench"))) {
            try (var dirs = Files.list(root)) {
                dirs.filter(Files::isDirectory).map(d -> d.getFileName().toString()).filter(d -> !hostSide.contains(d))
                        .forEach(d -> measured.add("io.github.poolbench." + d));
            }
        }
        assertThat(RunStore.measuredCodeNow().keySet()).containsExactlyInAnyOrderElementsOf(measured);
        assertThat(RunStore.measuredCodeNow().values()).allMatch(v -> v.startsWith("sha256:"));
    }

    /**
     * A run is set aside once, for a named defect: its manifest keeps every other byte as registered,
     * and each refusal says why and changes nothing.
     */
    @Test
    void aRunIsSetAsideOnceForANamedDefectAndItsPlanKeepsEveryOtherByte(@TempDir Path results) throws Exception {
        RunStore.register(results, plan("r1", "2026-11-28T10:00:00Z"));
        Path manifest = results.resolve("runs/r1/manifest.json");
        String registered = Files.readString(manifest);
        assertThatThrownBy(() -> SetAside.setAside(results, "r1", "  ")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("name the defect in code or setup for which run r1 is set aside (never its numbers)");
        assertThatThrownBy(() -> SetAside.setAside(results, "r9", "a defect"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("no run 'r9' is registered in");
        Files.copy(manifest, results.resolve("manifest.json")); // what runs/../manifest.json would reach
        assertThatThrownBy(() -> SetAside.setAside(results, "..", "a defect"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("no run '..' is registered in");
        assertThat(Files.readString(manifest)).isEqualTo(registered);

        String pin = "every fork ran with -XX:CompileCommand=dontinline,java.lang.AbstractStringBuilder::ensureCapacityNewCoder";
        assertThat(SetAside.setAside(results, "r1", " " + pin + "\n")).isTrue();
        String asideFile = Files.readString(manifest);
        assertThat(asideFile.replace("\"setAside\" : \"" + pin + "\"", "\"setAside\" : null")).isEqualTo(registered);
        Manifest was = plan("r1", "2026-11-28T10:00:00Z");
        assertThat(RunStore.manifest(results, "r1")).contains(new Manifest(was.format(), was.runId(), was.written(),
                was.preRegistered(), was.commit(), was.dirty(), was.machine(), was.suites(), was.jvms(), was.rows(),
                was.rounds(), was.seed(), was.full(), was.jmhArgs(), was.measuredCode(), was.classPath(), pin));

        assertThat(SetAside.setAside(results, "r1", pin)).as("the same defect again").isFalse();
        assertThatThrownBy(() -> SetAside.setAside(results, "r1", "another defect"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("is set aside already (" + pin + ")");
        assertThat(Files.readString(manifest)).isEqualTo(asideFile);
        assertThat(RunStore.cannotResume(RunStore.manifest(results, "r1").orElseThrow(),
                plan("r1", "2026-11-28T12:00:00Z"), 1, null)).contains("it was set aside: " + pin);
    }

    /** A plan reconstructed without the field gets it; a published run and a file that is no plan are refused. */
    @Test
    void aReconstructedPlanGainsTheFieldAndThePublishedRunIsNotSetAside(@TempDir Path results) throws Exception {
        Files.createDirectories(results.resolve("runs/old"));
        Files.writeString(results.resolve("runs/old/manifest.json"), "{\n  \"format\" : 1,\n  \"runId\" : \"old\",\n"
                + "  \"written\" : \"2026-11-28T15:16:58Z\",\n  \"preRegistered\" : false,\n  \"machine\" : {\n"
                + "    \"cpuModel\" : \"Intel(R) Xeon(R) Processor\",\n    \"cpuMhz\" : 2599.998,\n    \"cores\" : 2\n"
                + "  },\n  \"suites\" : [ \"events\" ],\n  \"jvms\" : [ ],\n  \"rows\" : [ ],\n  \"rounds\" : 15,\n"
                + "  \"jmhArgs\" : [ ],\n  \"measuredCode\" : { },\n  \"classPath\" : [ ]\n}\n");
        assertThat(SetAside.setAside(results, "old", "its plan was reconstructed after it ran")).isTrue();
        assertThat(Files.readString(results.resolve("runs/old/manifest.json")))
                .endsWith("  \"classPath\" : [ ],\n  \"setAside\" : \"its plan was reconstructed after it ran\"\n}\n")
                .contains("\"cpuMhz\" : 2599.998,");
        assertThat(RunStore.manifest(results, "old").orElseThrow().setAside())
                .isEqualTo("its plan was reconstructed after it ran");

        String python = "{\n  \"format\": 1,\n  \"runId\": \"py\",\n  \"written\": \"2026-11-28T15:16:58Z\",\n"
                + "  \"preRegistered\": false,\n  \"machine\": {\n    \"cpuModel\": \"AMD EPYC\",\n    \"cpuMhz\": 2596.13,\n"
                + "    \"cores\": 2\n  },\n  \"suites\": [\n    \"gcpressure\"\n  ],\n  \"jvms\": [],\n  \"rows\": [\n"
                + "    \"gcpressure jdk17 sized thrpt liveMb=512\"\n  ],\n  \"rounds\": 46,\n  \"jmhArgs\": [],\n"
                + "  \"measuredCode\": {},\n  \"classPath\": [],\n  \"setAside\": null\n}\n";
        Files.createDirectories(results.resolve("runs/py"));
        Files.writeString(results.resolve("runs/py/manifest.json"), python);
        assertThat(SetAside.setAside(results, "py", "it warmed up 5 x 1 s, \"too short\"")).isTrue();
        assertThat(Files.readString(results.resolve("runs/py/manifest.json"))).as("another layout, kept byte for byte")
                .isEqualTo(python.replace("\"setAside\": null", "\"setAside\": \"it warmed up 5 x 1 s, \\\"too short\\\"\""));
        assertThat(RunStore.manifest(results, "py").orElseThrow().setAside()).isEqualTo("it warmed up 5 x 1 s, \"too short\"");

        RunStore.register(results, plan("r1", "2026-11-28T10:00:00Z"));
        Files.writeString(results.resolve("strings-jdk17.env.json"), "{\"runId\" : \"r1\"}\n");
        Files.writeString(results.resolve("sweep-jdk17.env.json"), "{\"runId\" : \"old\"}\n");
        assertThatThrownBy(() -> SetAside.setAside(results, "r1", "a defect"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("run r1 wrote the published results (strings-jdk17.env.json)");
        assertThat(RunStore.manifest(results, "r1").orElseThrow().setAside()).isNull();

        Files.createDirectories(results.resolve("runs/list"));
        Files.writeString(results.resolve("runs/list/manifest.json"), "[ 1, 2 ]\n");
        assertThatThrownBy(() -> SetAside.setAside(results, "list", "a defect"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageEndingWith("is not a run plan (a JSON object)");
    }
}
