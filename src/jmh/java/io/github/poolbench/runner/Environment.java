package io.github.poolbench.runner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * What JMH's JSON does not record about a run: the machine, the OS, the date and the code
 * measured. Written beside each result file as {@code <suite>-jdk<N>.env.json}.
 *
 * @param suite            the suite's file stem
 * @param jvm              the forked JVM
 * @param cpuModel         first {@code model name} of {@code /proc/cpuinfo}, or {@code unknown}
 * @param cores            {@link Runtime#availableProcessors()} of the host
 * @param os               {@code os.name os.version (os.arch)}
 * @param date             when the run finished (UTC, ISO-8601)
 * @param gitCommit        {@code git rev-parse HEAD} when the run started, or {@code unknown}
 * @param gitDirty         whether the measured code ({@code src/main}, {@code src/jmh},
 *                         {@code pom.xml}) differed from that commit when the run started
 * @param jmhArgs          the JMH command line given to the runner
 */
public record Environment(String suite, JvmInfo jvm, String cpuModel, int cores, String os, String date,
                          String gitCommit, boolean gitDirty, List<String> jmhArgs) {

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
     * @return the environment now
     */
    public static Environment capture(Suite suite, JvmInfo jvm, GitState git, List<String> jmhArgs) {
        String os = System.getProperty("os.name") + " " + System.getProperty("os.version")
                + " (" + System.getProperty("os.arch") + ")";
        return new Environment(suite.stem(), jvm, readCpuModel(), Runtime.getRuntime().availableProcessors(), os,
                Instant.now().toString(), git.commit(), git.dirty(), List.copyOf(jmhArgs));
    }

    private static String readCpuModel() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo"), StandardCharsets.UTF_8).stream()
                    .filter(l -> l.startsWith("model name"))
                    .map(l -> l.substring(l.indexOf(':') + 1).trim())
                    .findFirst().orElse("unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static String run(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(false).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            boolean done = p.waitFor(30, TimeUnit.SECONDS);
            return done && p.exitValue() == 0 ? out : "";
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }
}
