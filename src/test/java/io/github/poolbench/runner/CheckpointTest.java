package io.github.poolbench.runner;

import io.github.poolbench.runs.JvmInfo;
import io.github.poolbench.runs.Environment;
import io.github.poolbench.runs.Suite;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.poolbench.strings.StringBuildingBenchmark;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/** Saving an interleaved run after every round, and going on with it later. */
class CheckpointTest {

    private static final JvmInfo JDK17 = new JvmInfo("/jdk17/bin/java", 17, "17.0.15+6", "Debian", "vm");
    private static final PrintStream QUIET = new PrintStream(OutputStream.nullOutputStream());

    /** One real (in-process) JMH fork, handed out for every fork of the fake runs below. */
    private static RunResult fork;

    @BeforeAll
    static void oneRealFork() throws RunnerException {
        fork = new Runner(new OptionsBuilder()
                .include("^" + Pattern.quote(StringBuildingBenchmark.class.getName() + ".sizedBuilder") + "$")
                .param("length", "32").forks(0).warmupIterations(0).measurementIterations(2)
                .measurementTime(TimeValue.milliseconds(20)).timeUnit(TimeUnit.NANOSECONDS)
                .verbosity(VerboseMode.SILENT).build()).run().iterator().next();
    }

    private static List<InterleavedRun.Row> rows() {
        return List.of(
                new InterleavedRun.Row(Suite.STRINGS, JDK17, "x.A.a", Mode.AverageTime, Map.of("length", "32"), 1),
                new InterleavedRun.Row(Suite.STRINGS, JDK17, "x.A.b", Mode.AverageTime, Map.of("length", "32"), 1));
    }

    private static Checkpoint.Plan plan(int rounds) {
        return new Checkpoint.Plan("20261124T170000Z-abc1234", 7, rounds, "abc1234def", false,
                Checkpoint.Plan.rowKeys(rows()), List.of(), false, "results");
    }

    /** Saves a checkpoint after each round into {@code dir}. */
    private static InterleavedRun.RoundListener saveTo(Path dir, Checkpoint.Plan plan, List<InterleavedRun.Row> rows) {
        return (done, soFar, log) -> new Checkpoint(plan, done, rows.stream().map(soFar::get).toList(), log, List.of())
                .write(dir.resolve(plan.runId()));
    }

    /**
     * A run killed in its second round keeps its first round only; resumed, it runs the second
     * round again in full, in the same order, then the third, and ends as an uninterrupted run
     * would: three forks per row, fork records in round and position order, every round whole.
     */
    @Test
    void aRunCutShortGoesOnFromItsLastCompletedRoundAndRunsTheCutRoundAgainInFull(@TempDir Path runs)
            throws Exception {
        List<InterleavedRun.Row> rows = rows();
        List<Interleaving.Slot> schedule = Interleaving.schedule(rows.size(), 3, 7);
        AtomicInteger forksRun = new AtomicInteger();
        InterleavedRun.ForkRunner killedInRound2 = (row, round) -> {
            if (forksRun.incrementAndGet() == 4) {
                throw new RunnerException("killed");
            }
            return fork;
        };
        List<Environment.Fork> log = new ArrayList<>();
        assertThatThrownBy(() -> InterleavedRun.runAll(rows, schedule, List.of(), killedInRound2, QUIET, log,
                saveTo(runs, plan(3), rows))).hasMessage("killed");
        assertThat(log).hasSize(3); // round 1 and the first fork of round 2

        Checkpoint saved = Checkpoint.read(runs, plan(3).runId());
        assertThat(saved.rounds()).isEqualTo(1);
        assertThat(saved.forks()).hasSize(2).allMatch(f -> f.size() == 1);
        assertThat(saved.log()).extracting(Environment.Fork::round).containsExactly(0, 0);
        assertThat(saved.forks().get(0).get(0).getPrimaryResult().getScore())
                .isEqualTo(fork.getPrimaryResult().getScore()); // JMH's result objects survive the round trip

        List<String> ranNow = new ArrayList<>();
        InterleavedRun.ForkRunner rest = (row, round) -> {
            ranNow.add(round + ":" + row.benchmark());
            return fork;
        };
        List<Environment.Fork> resumedLog = new ArrayList<>(saved.log());
        Map<InterleavedRun.Row, List<BenchmarkResult>> all = InterleavedRun.runAll(rows, schedule, saved.forks(), rest,
                QUIET, resumedLog, saveTo(runs, plan(3), rows));
        List<String> expected = schedule.subList(2, 6).stream()
                .map(s -> s.round() + ":" + rows.get(s.row()).benchmark()).toList();
        assertThat(ranNow).isEqualTo(expected);
        assertThat(all.values()).allMatch(f -> f.size() == 3);
        assertThat(resumedLog).extracting(Environment.Fork::round).containsExactly(0, 0, 1, 1, 2, 2);
        assertThat(resumedLog).extracting(Environment.Fork::position).containsExactly(0, 1, 0, 1, 0, 1);
        assertThat(Checkpoint.read(runs, plan(3).runId()).rounds()).isEqualTo(3);
    }

    /** A finished run given more rounds: the added rounds continue the same seeded order. */
    @Test
    void moreRoundsContinueTheSameSchedule() throws Exception {
        List<Interleaving.Slot> three = Interleaving.schedule(5, 3, 42);
        assertThat(Interleaving.schedule(5, 8, 42).subList(0, three.size())).isEqualTo(three);
        assertThat(plan(8).cannotResume(plan(3), 3)).isEmpty();
        assertThat(plan(3).cannotResume(plan(3), 3)).isEmpty(); // nothing to run: writes the results again
    }

    @Test
    void onlyTheSamePlanAtTheSameCleanCommitResumes() {
        Checkpoint.Plan saved = plan(5);
        assertThat(plan(2).cannotResume(saved, 3)).get().asString()
                .contains("already completed 3 rounds, more than the 2 asked for");
        assertThat(new Checkpoint.Plan(saved.runId(), 7, 5, "other", false, saved.rows(), List.of(), false, "results")
                .cannotResume(saved, 3)).get().asString().contains("measured commit abc1234def")
                .contains("git checkout abc1234def");
        assertThat(new Checkpoint.Plan(saved.runId(), 7, 5, "abc1234def", true, saved.rows(), List.of(), false,
                "results").cannotResume(saved, 3)).get().asString().contains("uncommitted changes now");
        assertThat(new Checkpoint.Plan(saved.runId(), 8, 5, "abc1234def", false, saved.rows(), List.of(), false,
                "results").cannotResume(saved, 3)).get().asString().contains("has seed 7, not 8");
        List<String> newerJdk17 = List.of(saved.rows().get(0), saved.rows().get(1).replace("17.0.15+6", "17.0.16+8"));
        assertThat(new Checkpoint.Plan(saved.runId(), 7, 5, "abc1234def", false, newerJdk17, List.of(), false, "results")
                .cannotResume(saved, 3)).get().asString().contains("rows differ").contains("17.0.16+8")
                .contains("-Dpoolbench.jdks");
        assertThat(new Checkpoint.Plan(saved.runId(), 7, 5, "abc1234def", false, saved.rows(), List.of("-f", "1"),
                false, "results").cannotResume(saved, 3)).get().asString().contains("this one with [-f, 1]");
    }

    @Test
    void aMissingOrUnreadableCheckpointIsAClearErrorAndListsTheRunsThatHaveOne(@TempDir Path runs) throws Exception {
        assertThatThrownBy(() -> Checkpoint.read(runs, "20261124T000000Z-0000000"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("has no checkpoint")
                .hasMessageContaining("no run in");
        List<Environment.Fork> log = List.of(new Environment.Fork("a", 0, 0, "t", 1),
                new Environment.Fork("b", 0, 1, "t", 1));
        List<List<BenchmarkResult>> forks = List.of(List.copyOf(fork.getBenchmarkResults()),
                List.copyOf(fork.getBenchmarkResults()));
        new Checkpoint(plan(3), 1, forks, log, List.of()).write(runs.resolve(plan(3).runId()));
        assertThatThrownBy(() -> Checkpoint.read(runs, "20261124T000000Z-0000000"))
                .hasMessageContaining("runs with one: " + plan(3).runId());
        Path garbage = Files.createDirectories(runs.resolve("20261124T010000Z-1111111")).resolve(Checkpoint.INDEX);
        Files.writeString(garbage, "not a checkpoint");
        assertThatThrownBy(() -> Checkpoint.read(runs, "20261124T010000Z-1111111"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cannot be read back")
                .hasMessageContaining("start a new run");
        assertThatThrownBy(() -> Checkpoint.read(runs, "../results"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("takes a run id");
        assertThat(Files.readAllBytes(garbage)).asString().isEqualTo("not a checkpoint"); // loses nothing
    }

    /** A checkpoint of {@code rounds} rounds of the two rows, every fork the one real fork. */
    private static Checkpoint checkpoint(int rounds) {
        List<List<BenchmarkResult>> forks = new ArrayList<>();
        List<Environment.Fork> log = new ArrayList<>();
        for (int row = 0; row < 2; row++) {
            forks.add(new ArrayList<>());
        }
        for (int round = 0; round < rounds; round++) {
            for (int row = 0; row < 2; row++) {
                forks.get(row).add(fork.getBenchmarkResults().iterator().next());
                log.add(new Environment.Fork(rows().get(row).label(), round, row, "t", 1));
            }
        }
        return new Checkpoint(plan(3), rounds, forks, log, List.of());
    }

    /**
     * Saving a round writes that round's file and the small index, never the rounds before
     * again: the single file of earlier builds held every fork and grew with each round until
     * saving round 14 of the shoot-out ran the host JVM out of heap.
     */
    @Test
    void savingARoundWritesThatRoundOnlyNotTheRoundsBefore(@TempDir Path runs) throws Exception {
        Path dir = runs.resolve(plan(3).runId());
        checkpoint(1).write(dir);
        Path first = dir.resolve(Checkpoint.roundFileName(1));
        FileTime longAgo = FileTime.fromMillis(0);
        Files.setLastModifiedTime(first, longAgo);
        Path firstAsWritten = Files.copy(first, runs.resolve("round1-as-written"));
        long indexOfOne = Files.size(dir.resolve(Checkpoint.INDEX));

        checkpoint(2).write(dir);
        checkpoint(3).write(dir);
        assertThat(Files.getLastModifiedTime(first)).isEqualTo(longAgo);
        assertThat(Files.mismatch(first, firstAsWritten)).isEqualTo(-1L);
        // each round's file holds one round (the same forks here), however many rounds came before
        assertThat(Files.size(dir.resolve(Checkpoint.roundFileName(3)))).isCloseTo(Files.size(first), within(16L));
        // the index grows by two fork records a round, not by the forks' results
        assertThat(Files.size(dir.resolve(Checkpoint.INDEX)) - indexOfOne).isLessThan(Files.size(first) / 4);
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(f -> f.getFileName().toString())).containsExactlyInAnyOrder(Checkpoint.INDEX,
                    Checkpoint.roundFileName(1), Checkpoint.roundFileName(2), Checkpoint.roundFileName(3));
        }
        Checkpoint back = Checkpoint.read(runs, plan(3).runId());
        assertThat(back.rounds()).isEqualTo(3);
        assertThat(back.forks()).allMatch(f -> f.size() == 3);
        assertThat(back.log()).isEqualTo(checkpoint(3).log());
        assertThat(back.forks().get(1).get(2).getPrimaryResult().getScore())
                .isEqualTo(fork.getPrimaryResult().getScore());
    }

    /**
     * A run killed after writing a round's file but before the index: that file is ignored, and
     * written again when the round has run again.
     */
    @Test
    void aRoundFileTheIndexDoesNotListIsIgnoredAndWrittenAgain(@TempDir Path runs) throws Exception {
        Path dir = runs.resolve(plan(3).runId());
        checkpoint(1).write(dir);
        Files.writeString(dir.resolve(Checkpoint.roundFileName(2)), "round 2 of a run killed before its index");
        assertThat(Checkpoint.read(runs, plan(3).runId()).rounds()).isEqualTo(1);
        checkpoint(2).write(dir);
        Checkpoint back = Checkpoint.read(runs, plan(3).runId());
        assertThat(back.rounds()).isEqualTo(2);
        assertThat(back.forks()).allMatch(f -> f.size() == 2);
    }

    @Test
    void aMissingOrMisplacedRoundFileOrASingleFileCheckpointIsAClearErrorAndLosesNothing(@TempDir Path runs)
            throws Exception {
        String id = plan(3).runId();
        Path dir = runs.resolve(id);
        checkpoint(2).write(dir);
        Path first = dir.resolve(Checkpoint.roundFileName(1));
        Path second = dir.resolve(Checkpoint.roundFileName(2));
        Files.copy(second, first, StandardCopyOption.REPLACE_EXISTING);
        assertThatThrownBy(() -> Checkpoint.read(runs, id)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(first + " is not round 1 of run " + id);
        Files.delete(first);
        assertThatThrownBy(() -> Checkpoint.read(runs, id)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("lists 2 rounds but " + first + " is missing");

        String earlier = "20261126T175209Z-f28846e";
        Path legacy = Files.createDirectories(runs.resolve(earlier)).resolve(Checkpoint.LEGACY_FILE);
        Files.writeString(legacy, "every round in one file");
        assertThat(Checkpoint.exists(runs, earlier)).isTrue();
        assertThatThrownBy(() -> Checkpoint.read(runs, earlier)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("kept every round in one file").hasMessageContaining("git checkout f28846e");
        assertThat(Checkpoint.resumable(runs)).containsExactly(id);
        assertThat(legacy).hasContent("every round in one file");
    }

    @Test
    void aCheckpointHoldsWholeRoundsOnly() {
        List<List<BenchmarkResult>> uneven = List.of(List.copyOf(fork.getBenchmarkResults()), List.of());
        assertThatThrownBy(() -> new Checkpoint(plan(3), 1, uneven, List.of(), List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("whole rounds");
    }

    /** The fork-info files of a round that was cut short go; those of completed rounds stay. */
    @Test
    void resumingDropsTheForkInfoOfTheCutRoundOnly(@TempDir Path root) throws IOException {
        String run = "20261124T170000Z-abc1234";
        Path mine = Files.createDirectories(root.resolve(run + "-strings-jdk17"));
        Path other = Files.createDirectories(root.resolve("20261101T000000Z-0000000-strings-jdk17"));
        Files.writeString(mine.resolve("11-1.json"), "{}");
        Files.writeString(mine.resolve("12-2.json"), "{}");
        Files.writeString(other.resolve("13-3.json"), "{}");
        List<String> kept = BenchmarkRunner.forkInfoFiles(root, run);
        assertThat(kept).containsExactly(run + "-strings-jdk17/11-1.json", run + "-strings-jdk17/12-2.json");
        Files.writeString(mine.resolve("14-4.json"), "{}"); // a fork of the round cut short
        assertThat(BenchmarkRunner.dropForkInfo(root, run, kept)).isEqualTo(1);
        assertThat(BenchmarkRunner.forkInfoFiles(root, run)).isEqualTo(kept);
        assertThat(other.resolve("13-3.json")).exists();
    }
}
