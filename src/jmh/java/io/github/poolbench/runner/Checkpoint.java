package io.github.poolbench.runner;

import io.github.poolbench.runs.Environment;
import io.github.poolbench.text.Numbers;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.openjdk.jmh.results.BenchmarkResult;

/**
 * The completed rounds of an interleaved run, saved after every round so that a run cut short
 * (the machine restarted, the sitting ended) goes on later where it stopped, and a finished run
 * can be given more rounds: {@code -Dpoolbench.resume=<run id>}, with {@code -Dpoolbench.rounds}
 * larger than before to add rounds. The same seed gives the same order for the rounds already
 * run whatever the number of rounds ({@link Interleaving#schedule}), so the added rounds continue
 * the same schedule.
 *
 * <p>Rounds stay whole: the forks of a round that was cut short are dropped and that round runs
 * again in full, in its order, so every per-round ratio still compares forks run side by side
 * in time. The rounds of one run may then lie hours apart; each fork's start time in the
 * environment file shows it. A resumed run keeps its run id.
 *
 * <p>The checkpoint lives under {@code target/}, so it stays on the machine that ran the rounds.
 * On another machine, or after {@code target/} was cleaned, the run goes on from its committed
 * result files instead ({@link Continuation}); a checkpoint of such a sitting holds only its own
 * rounds ({@link Plan#firstRound}).
 *
 * <p>A run resumes only with the same plan: the same rows on the same JVMs (path and version),
 * the same seed, JMH arguments and matrix, at the same commit with no uncommitted change to the
 * measured code; anything else would merge forks of different experiments. The files are Java
 * serialization of JMH's own result objects (JMH sends them from fork to host the same way); a
 * file of another poolbench or JMH build is refused with a message, never half-read.
 *
 * <p>On disk each completed round has its own file ({@value #ROUND_FILE}, gzip), written once
 * when the round completes, and a small index ({@value #INDEX}: the plan, the rounds completed,
 * the fork records) is replaced after it. Saving a round therefore costs that round's forks, not
 * the whole run's: the single file of earlier builds held every fork and was rebuilt in memory
 * after each round: at 13 rounds of the shoot-out it was 1.3 GB, and the next save ran the host
 * JVM (default heap, a quarter of 23 GB) out of heap. A shoot-out round serializes to about
 * 100 MB, nearly all of it the sample-mode rows, and to about 6 MB through gzip
 * ({@code docs/evidence/runner-checkpoint-size.md}). The run's forks stay in the host's memory
 * until they are merged at the end (about 140 MB a shoot-out round), as before. A round file
 * without the index's word for it (the run was killed between the two writes) is ignored and
 * written again when that round has run again.
 *
 * @param plan   what was run
 * @param rounds rounds completed, {@code >= 1}
 * @param forks  per row (in {@link Plan#rows} order) its forks, one per completed round
 * @param log    every fork of the completed rounds, in run order
 * @param forkInfoFiles the {@link ForkInfoProfiler} files (relative to {@code target/poolbench-forks/}) of the
 *               completed rounds' forks: those of a dropped round are deleted on resume
 */
record Checkpoint(Plan plan, int rounds, List<List<BenchmarkResult>> forks, List<Environment.Fork> log,
                  List<String> forkInfoFiles) {

    /** The index's name in the run's working folder ({@code target/poolbench-rounds/<run id>/}). */
    static final String INDEX = "checkpoint-index.ser";

    /** The name of one round's file (its number from 1, two digits) in the run's working folder. */
    static final String ROUND_FILE = "checkpoint-round%02d.ser.gz";

    /** The single file of builds before {@link #INDEX}; recognised only to say how to resume it. */
    static final String LEGACY_FILE = "checkpoint.ser";

    /** Where every run keeps its working folder: JMH logs of each fork and the checkpoint. */
    static final Path RUNS = Path.of("target", "poolbench-rounds");

    /**
     * What a run is, as far as resuming it is concerned.
     *
     * @param runId       the run's id
     * @param seed        the seed of its order
     * @param rounds      rounds planned
     * @param gitCommit   the commit measured
     * @param gitDirty    whether the measured code had uncommitted changes
     * @param rows        every row with the JVM it forks onto, e.g.
     *                    {@code strings jdk17 sizedBuilder avgt length=32 on /usr/lib/jvm/.../java 17.0.15+6}
     * @param jmhArgs     the JMH command line
     * @param fullMatrix  whether {@code -Dpoolbench.matrix=full} was given
     * @param resultsDir  where the results go
     * @param firstRound  the rounds an earlier sitting ran, whose forks are in the committed
     *                    results ({@link Continuation}); 0 for a run that started here
     */
    record Plan(String runId, long seed, int rounds, String gitCommit, boolean gitDirty, List<String> rows,
                List<String> jmhArgs, boolean fullMatrix, String resultsDir, int firstRound) implements Serializable {

        private static final long serialVersionUID = 2L;

        /** Copies the lists, so that the plan serializes whatever lists it was given. */
        Plan {
            rows = List.copyOf(rows);
            jmhArgs = List.copyOf(jmhArgs);
            if (firstRound < 0 || firstRound >= rounds) {
                throw new IllegalArgumentException("the first round to run here, " + firstRound
                        + ", must lie within the " + rounds + " rounds");
            }
        }

        /** A plan that starts with round 1 here. */
        Plan(String runId, long seed, int rounds, String gitCommit, boolean gitDirty, List<String> rows,
             List<String> jmhArgs, boolean fullMatrix, String resultsDir) {
            this(runId, seed, rounds, gitCommit, gitDirty, rows, jmhArgs, fullMatrix, resultsDir, 0);
        }

        /**
         * @param rows the run's rows
         * @return each row's label with its JVM's path and version, the identity a resume checks
         */
        static List<String> rowKeys(List<InterleavedRun.Row> rows) {
            return rows.stream().map(r -> r.label() + " on " + r.jvm().java() + " " + r.jvm().runtimeVersion())
                    .toList();
        }

        /**
         * Why this plan cannot go on from {@code saved}: the first difference that matters, or
         * empty when it can. The number of rounds may differ (a resume may add rounds), but not
         * fall below the rounds already completed.
         *
         * @param saved     the checkpoint's plan
         * @param completed rounds the checkpoint completed
         * @return the reason, or empty
         */
        Optional<String> cannotResume(Plan saved, int completed) {
            if (gitDirty || saved.gitDirty) {
                return Optional.of("the measured code (src/main, src/jmh, pom.xml) " + (saved.gitDirty
                        ? "had uncommitted changes when run " + saved.runId + " started" : "has uncommitted changes now")
                        + ", so the forks of the two parts could measure different code; commit, then start a new run");
            }
            if (!gitCommit.equals(saved.gitCommit)) {
                return Optional.of("run " + saved.runId + " measured commit " + saved.gitCommit + ", the checkout is at "
                        + gitCommit + " (git checkout " + saved.gitCommit + " to resume it)");
            }
            if (!jmhArgs.equals(saved.jmhArgs) || fullMatrix != saved.fullMatrix) {
                return Optional.of("run " + saved.runId + " ran with JMH arguments " + saved.jmhArgs
                        + (saved.fullMatrix ? " and -Dpoolbench.matrix=full" : "") + ", this one with " + jmhArgs
                        + (fullMatrix ? " and -Dpoolbench.matrix=full" : ""));
            }
            if (!rows.equals(saved.rows)) {
                List<String> gone = saved.rows.stream().filter(r -> !rows.contains(r)).toList();
                List<String> added = rows.stream().filter(r -> !saved.rows.contains(r)).toList();
                return Optional.of("the rows differ from run " + saved.runId + "'s (suites, JDKs or JVM versions): "
                        + (gone.isEmpty() ? "" : "not in this plan " + firstFew(gone) + "; ")
                        + (added.isEmpty() ? "same rows in another order" : "new here " + firstFew(added))
                        + "; give the same -Dpoolbench.suites and -Dpoolbench.jdks as the run had");
            }
            if (seed != saved.seed) {
                return Optional.of("run " + saved.runId + " has seed " + saved.seed + ", not " + seed);
            }
            if (!resultsDir.equals(saved.resultsDir)) {
                return Optional.of("run " + saved.runId + " writes to " + saved.resultsDir + ", this one to "
                        + resultsDir);
            }
            if (firstRound != saved.firstRound) {
                return Optional.of("run " + saved.runId + " went on from " + saved.firstRound + " committed rounds, "
                        + "the results here hold " + firstRound);
            }
            if (rounds < completed) {
                return Optional.of("run " + saved.runId + " has already completed " + completed + " rounds, more than "
                        + "the " + rounds + " asked for (-Dpoolbench.rounds)");
            }
            return Optional.empty();
        }

        /** @return e.g. {@code [a, b, c] and 4 more} */
        private static String firstFew(List<String> rows) {
            return rows.stream().limit(3).toList() + (rows.size() > 3 ? " and " + (rows.size() - 3) + " more" : "");
        }
    }

    /**
     * Checks the shape: one fork list per row, each with one fork per round completed here
     * ({@code rounds - plan.firstRound()}: the earlier rounds are in the committed results).
     */
    Checkpoint {
        Objects.requireNonNull(plan, "plan");
        int here = rounds - plan.firstRound();
        if (here < 1 || forks.size() != plan.rows().size()
                || forks.stream().anyMatch(f -> f.size() != here) || log.size() != here * plan.rows().size()) {
            throw new IllegalArgumentException("a checkpoint holds whole rounds: " + here + " rounds of "
                    + plan.rows().size() + " rows, got " + forks.stream().map(List::size).toList() + " forks per row and "
                    + log.size() + " fork records");
        }
        List<List<BenchmarkResult>> copy = new ArrayList<>();
        forks.forEach(f -> copy.add(List.copyOf(f)));
        forks = List.copyOf(copy);
        log = List.copyOf(log);
        forkInfoFiles = List.copyOf(forkInfoFiles);
    }

    /** @return the working folder of a run */
    static Path folder(String runId) {
        return RUNS.resolve(runId);
    }

    /**
     * Saves the checkpoint into {@code folder}: the file of its last round, the file of any
     * earlier round that has none yet, then the index. Each goes through a temporary sibling and
     * an atomic move and is streamed to disk, never held in memory whole, so a run killed while
     * saving keeps the previous checkpoint, and a save costs one round's forks however many
     * rounds came before. Call it once per completed round, with every round so far.
     *
     * @param folder the run's working folder
     * @throws IOException if it cannot be written
     */
    void write(Path folder) throws IOException {
        Files.createDirectories(folder);
        int first = plan.firstRound();
        for (int i = 0; i < rounds - first; i++) {
            int round = first + i + 1;
            Path file = folder.resolve(roundFileName(round));
            if (round == rounds || !Files.isRegularFile(file)) {
                int k = i;
                writeObject(file, new RoundForks(plan.runId(), round, forks.stream().map(f -> f.get(k)).toList()),
                        true);
            }
        }
        writeObject(folder.resolve(INDEX), new Index(plan, rounds, log, forkInfoFiles), false);
    }

    /**
     * Reads the checkpoint of a run.
     *
     * @param runs  the folder of the runs' working folders ({@link #RUNS})
     * @param runId the run to resume
     * @return its checkpoint
     * @throws IllegalArgumentException if the run id is blank or a path, the run has no checkpoint
     *         (the message lists the runs that have one), it was saved by a build that kept one
     *         file (the message says at which commit to resume it), a round's file is missing or
     *         a file cannot be read back
     * @throws IOException if the folder cannot be listed
     */
    static Checkpoint read(Path runs, String runId) throws IOException {
        String id = checkedId(runId);
        Path folder = runs.resolve(id);
        Path index = folder.resolve(INDEX);
        if (!Files.isRegularFile(index)) {
            if (Files.isRegularFile(folder.resolve(LEGACY_FILE))) {
                throw new IllegalArgumentException("run " + id + "'s checkpoint (" + folder.resolve(LEGACY_FILE)
                        + ") was saved by an earlier poolbench that kept every round in one file, which this one does"
                        + " not read; resume it at the commit it measured, the one its run id ends with (git checkout "
                        + id.substring(id.lastIndexOf('-') + 1) + "), or continue it from its committed results");
            }
            List<String> resumable = resumable(runs);
            throw new IllegalArgumentException("run " + id + " has no checkpoint (" + index + "): it completed no round"
                    + " here, or target/ was cleaned; " + (resumable.isEmpty() ? "no run in " + runs
                    + " has one" : "runs with one: " + String.join(", ", resumable)));
        }
        if (!(readObject(index, false) instanceof Index saved) || !saved.plan().runId().equals(id)) {
            throw new IllegalArgumentException(index + " is not the checkpoint of run " + id);
        }
        int rows = saved.plan().rows().size();
        List<List<BenchmarkResult>> forks = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            forks.add(new ArrayList<>());
        }
        for (int round = saved.plan().firstRound() + 1; round <= saved.rounds(); round++) {
            Path file = folder.resolve(roundFileName(round));
            if (!Files.isRegularFile(file)) {
                throw new IllegalArgumentException("run " + id + "'s checkpoint lists "
                        + Numbers.count(saved.rounds(), "round") + " but " + file + " is missing; start a new run, or"
                        + " continue it from its committed results");
            }
            if (!(readObject(file, true) instanceof RoundForks one) || !one.runId().equals(id) || one.round() != round
                    || one.forks().size() != rows) {
                throw new IllegalArgumentException(file + " is not round " + round + " of run " + id + " (" + rows
                        + " forks); start a new run");
            }
            for (int r = 0; r < rows; r++) {
                forks.get(r).add(one.forks().get(r));
            }
        }
        return new Checkpoint(saved.plan(), saved.rounds(), forks, saved.log(), saved.forkInfoFiles());
    }

    /** @return e.g. {@code checkpoint-round07.ser.gz} */
    static String roundFileName(int round) {
        return String.format(Locale.ROOT, ROUND_FILE, round);
    }

    /** The small part of a checkpoint: everything but the forks' results. */
    private record Index(Plan plan, int rounds, List<Environment.Fork> log, List<String> forkInfoFiles)
            implements Serializable {
        private static final long serialVersionUID = 1L;
    }

    /** One completed round: per row (in {@link Plan#rows} order) its fork of that round. */
    private record RoundForks(String runId, int round, List<BenchmarkResult> forks) implements Serializable {
        private static final long serialVersionUID = 1L;
    }

    private static void writeObject(Path target, Object value, boolean gzip) throws IOException {
        InterleavedRun.writeAtomically(target, file -> {
            try (ObjectOutputStream out = new ObjectOutputStream(new BufferedOutputStream(gzip
                    ? new GZIPOutputStream(file, 1 << 16) : file, 1 << 16))) {
                out.writeObject(value);
            }
        });
    }

    private static Object readObject(Path file, boolean gzip) {
        try (var in = new ObjectInputStream(new BufferedInputStream(gzip
                ? new GZIPInputStream(Files.newInputStream(file), 1 << 16) : Files.newInputStream(file), 1 << 16))) {
            return in.readObject();
        } catch (InvalidClassException e) {
            throw new IllegalArgumentException(file + " was written by another build of poolbench or JMH and cannot"
                    + " be read by this one (" + e.getMessage() + "); start a new run", e);
        } catch (IOException | ClassNotFoundException | RuntimeException e) {
            throw new IllegalArgumentException(file + " cannot be read back (" + e + "); start a new run", e);
        }
    }

    /**
     * @param runs  the folder of the runs' working folders ({@link #RUNS})
     * @param runId a run id
     * @return whether that run has a checkpoint here (or one of the single-file kind, which
     *         {@link #read} refuses with a message)
     * @throws IllegalArgumentException if the run id is blank or a path
     */
    static boolean exists(Path runs, String runId) {
        Path folder = runs.resolve(checkedId(runId));
        return Files.isRegularFile(folder.resolve(INDEX)) || Files.isRegularFile(folder.resolve(LEGACY_FILE));
    }

    private static String checkedId(String runId) {
        String id = runId.trim();
        if (id.isEmpty() || id.contains("/") || id.contains("\\") || id.startsWith(".")) {
            throw new IllegalArgumentException("-Dpoolbench.resume takes a run id such as 20261124T160902Z-ff7304f, "
                    + "not '" + id + "'");
        }
        return id;
    }

    /** @return the ids of the runs in {@code runs} that have a checkpoint, oldest first */
    static List<String> resumable(Path runs) throws IOException {
        if (!Files.isDirectory(runs)) {
            return List.of();
        }
        try (Stream<Path> dirs = Files.list(runs)) {
            return dirs.filter(d -> Files.isRegularFile(d.resolve(INDEX))).map(d -> d.getFileName().toString())
                    .sorted().toList();
        }
    }
}
