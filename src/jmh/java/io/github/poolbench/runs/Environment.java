package io.github.poolbench.runs;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * What JMH's JSON does not record about a run: the run it belongs to, the machine, the OS, the
 * date, the code measured and what the forks really ran with. Written beside each result file
 * as {@code <suite>-jdk<N>.env.json}.
 *
 * @param runId            one id per runner invocation, shared by every suite and JDK it ran:
 *                         only files of one run may be compared with each other
 * @param suite            the suite's file stem
 * @param jvm              the forked JVM
 * @param cpuModel         first {@code model name} of {@code /proc/cpuinfo}, or {@code unknown}
 * @param cpuMhz           first {@code cpu MHz} of {@code /proc/cpuinfo}, or NaN
 * @param cores            {@link Runtime#availableProcessors()} of the host
 * @param os               {@code os.name os.version (os.arch)}
 * @param date             when the run finished (UTC, ISO-8601)
 * @param gitCommit        {@code git rev-parse HEAD} when the run started, or {@code unknown}
 * @param gitDirty         whether the measured code ({@code src/main}, {@code src/jmh},
 *                         {@code pom.xml}) differed from that commit when the run started
 * @param jmhArgs          the JMH command line given to the runner
 * @param forkSettings     what the forks ran with, read inside them by {@code ForkInfoProfiler}:
 *                         one entry per distinct setting (collectors, heap, arguments)
 * @param rounds           rounds of the interleaved run (one fork of every row per round); 0 in
 *                         files written before interleaving
 * @param seed             the seed of the rounds' random order ({@code Interleaving#schedule})
 * @param forks            every fork of this suite and JDK: its row, round, position in the
 *                         round and start time (the run's other suites and JDKs shared the rounds)
 * @param earlierSittings  for a run resumed in a later sitting ({@link RunStore}), the machine
 *                         and commit of each earlier sitting,
 *                         oldest first; the fields above are the last sitting's. Empty (and not
 *                         written) for a run of one sitting
 */
public record Environment(String runId, String suite, JvmInfo jvm, String cpuModel, double cpuMhz, int cores,
                          String os, String date, String gitCommit, boolean gitDirty, List<String> jmhArgs,
                          List<ForkSetting> forkSettings, int rounds, long seed, List<Fork> forks,
                          @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Sitting> earlierSittings) {

    /** Files of runs of one sitting have no {@code earlierSittings}. */
    public Environment {
        earlierSittings = earlierSittings == null ? List.of() : List.copyOf(earlierSittings);
    }

    /**
     * One earlier sitting of a run continued later: where and at what commit its rounds ran.
     *
     * @param date      when that sitting wrote the files (UTC, ISO-8601)
     * @param gitCommit the commit it measured (the measured code of every sitting is the same)
     * @param cpuModel  as {@link Environment#cpuModel}
     * @param cpuMhz    as {@link Environment#cpuMhz}
     * @param cores     as {@link Environment#cores}
     * @param os        as {@link Environment#os}
     * @param rounds    the rounds the run had when that sitting ended
     */
    public record Sitting(String date, String gitCommit, String cpuModel, double cpuMhz, int cores, String os,
                          int rounds) {
        /** @return the sitting that wrote {@code e} */
        static Sitting of(Environment e) {
            return new Sitting(e.date(), e.gitCommit(), e.cpuModel(), e.cpuMhz(), e.cores(), e.os(), e.rounds());
        }
    }

    /**
     * @return every sitting of the run, earliest first: {@link #earlierSittings}, then the one that wrote this
     *         file (derived, not written to the file)
     */
    public List<Sitting> sittings() {
        return Stream.concat(earlierSittings.stream(), Stream.of(Sitting.of(this))).toList();
    }

    /**
     * One fork of an interleaved run.
     *
     * @param row      the row, e.g. {@code strings jdk17 sizedBuilder avgt length=32}
     * @param round    0-based round
     * @param position 0-based position in the round, over every suite and JDK of the run
     * @param start    when it started (UTC, ISO-8601)
     * @param seconds  how long it took, wall clock, JVM start included
     */
    public record Fork(String row, int round, int position, String start, double seconds)
            implements java.io.Serializable {
        private static final long serialVersionUID = 1L;
    }

    /**
     * One distinct setting of the forks of a suite.
     *
     * @param collectors   garbage collector MXBean names, e.g. {@code G1 Young Generation}
     * @param heapMaxBytes {@link Runtime#maxMemory()} in the fork
     * @param inputArgs    the fork's JVM arguments
     * @param processors   processors the fork saw
     * @param forks        how many forks ran with this setting
     */
    public record ForkSetting(List<String> collectors, long heapMaxBytes, List<String> inputArgs, int processors,
                              int forks) {
    }

    /** @return the collectors of the forks, e.g. {@code G1 Young Generation, G1 Old Generation}, or "unknown" */
    public String collectors() {
        if (forkSettings == null || forkSettings.isEmpty()) {
            return "unknown";
        }
        return forkSettings.stream().map(f -> String.join(", ", f.collectors())).distinct()
                .collect(java.util.stream.Collectors.joining("; "));
    }

    /**
     * The git state of the measured code; read it once, before the benchmarks are compiled
     * into forks, so files edited during a long run do not count.
     *
     * @param commit {@code git rev-parse HEAD}, or {@code unknown} outside a checkout
     * @param dirty  whether {@code src/main}, {@code src/jmh} or {@code pom.xml} differ from it
     */
    public record GitState(String commit, boolean dirty) {
        /** @return the state of the working directory's checkout now */
        public static GitState now() {
            String commit = run("git", "rev-parse", "HEAD");
            String status = run("git", "status", "--porcelain", "--", "src/main", "src/jmh", "pom.xml");
            return new GitState(commit.isEmpty() ? "unknown" : commit, !status.isEmpty());
        }
    }

    /**
     * Reads the environment of the current host.
     *
     * @param suite   the suite measured
     * @param jvm     the JVM forked onto
     * @param git     the git state read when the run started
     * @param jmhArgs the JMH arguments
     * @param runId   the run's id
     * @param forks   what the forks reported
     * @param rounds  rounds of the interleaved run
     * @param seed    the seed of its order
     * @param log     every fork of this suite and JDK
     * @return the environment now
     */
    public static Environment capture(String runId, Suite suite, JvmInfo jvm, GitState git, List<String> jmhArgs,
                                      List<ForkSetting> forks, int rounds, long seed, List<Fork> log) {
        return new Environment(runId, suite.stem(), jvm, hostCpuModel(), hostCpuMhz(),
                Runtime.getRuntime().availableProcessors(),
                hostOs(), Instant.now().toString(), git.commit(), git.dirty(), List.copyOf(jmhArgs), List.copyOf(forks), rounds,
                seed, List.copyOf(log), List.of());
    }

    /** @return this host's OS as {@link #os} records it: {@code os.name os.version (os.arch)} */
    public static String hostOs() {
        return System.getProperty("os.name") + " " + System.getProperty("os.version") + " ("
                + System.getProperty("os.arch") + ")";
    }

    /** @return this host's CPU model as {@link #cpuModel} records it ({@code unknown} where not read) */
    public static String hostCpuModel() {
        return cpuInfo("model name");
    }

    /** @return this host's first {@code cpu MHz} as {@link #cpuMhz} records it (NaN where not read) */
    public static double hostCpuMhz() {
        String mhz = cpuInfo("cpu MHz");
        try {
            return Double.parseDouble(mhz);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /** @return whether this host's CPU is virtual: {@code hypervisor} among the first {@code flags} of {@code /proc/cpuinfo} */
    public static boolean hostIsVirtual() {
        return List.of(cpuInfo("flags").split(" ")).contains("hypervisor");
    }

    /**
     * This host's CPU signature: a virtual CPU may hide its model behind a generic name ({@code AMD
     * EPYC}) while its family and model numbers still tell two generations apart.
     *
     * @return e.g. {@code family 25 model 17 stepping 1} from the first {@code cpu family},
     *         {@code model} and {@code stepping} of {@code /proc/cpuinfo}; null where one is not read
     */
    public static String hostCpuSignature() {
        List<String> values = List.of(cpuInfo("cpu family"), cpuInfo("model"), cpuInfo("stepping"));
        return values.contains("unknown") ? null
                : "family " + values.get(0) + " model " + values.get(1) + " stepping " + values.get(2);
    }

    /** The first value of {@code key} (the whole name before its colon) in {@code /proc/cpuinfo}, or {@code unknown}. */
    private static String cpuInfo(String key) {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo"), StandardCharsets.UTF_8).stream()
                    .filter(l -> l.indexOf(':') > 0 && l.substring(0, l.indexOf(':')).trim().equals(key))
                    .map(l -> l.substring(l.indexOf(':') + 1).trim())
                    .findFirst().orElse("unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** @return the command's standard output, trimmed, or {@code ""} if it cannot run or fails ({@link #output}) */
    private static String run(String... command) {
        return output(command).map(String::trim).orElse("");
    }

    /**
     * @param command a program and its arguments, e.g. {@code git show <commit>:<path>}
     * @return its standard output as it wrote it, or empty if it cannot start, exits with another status than 0 or
     *         takes over 30 s
     */
    public static Optional<String> output(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(false).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            boolean done = p.waitFor(30, TimeUnit.SECONDS);
            return done && p.exitValue() == 0 ? Optional.of(out) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
