package io.github.poolbench.runner;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.NoBenchmarksException;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.ProfilerConfig;

/**
 * Entry point of {@code mvn -Pjmh}: runs each selected {@link Suite} once per JVM and writes
 * {@code results/<suite>-jdk<major>.json} (JMH JSON) and {@code .env.json} beside it.
 *
 * <ul>
 *   <li>Arguments are JMH's own command line ({@code -Djmh.args="StringBuilding -f 1 -i 3"}).
 *       Without a benchmark pattern the {@link Suite#STRINGS} suite runs.</li>
 *   <li>System property {@code jmh.jvms}: comma-separated {@code bin/java} paths to fork onto
 *       (JMH's {@code -jvm}); empty means the JVM running this class.</li>
 *   <li>{@code -prof gc} is added unless a profiler list already names it, so B/op is always
 *       recorded. {@code --sun-misc-unsafe-memory-access=allow} is prepended to the arguments
 *       of forks of JDK 23+ only (JMH 1.37 uses {@code sun.misc.Unsafe}; older JDKs reject the
 *       flag). Forks get exactly the benchmarks' {@code @Fork} arguments and the user's, not the
 *       runner's own JVM arguments.</li>
 *   <li>Each result is written to a temporary file and moved into place only when its run
 *       succeeded: a failed or interrupted run leaves the committed results untouched.</li>
 * </ul>
 * Measurement only: the report ({@code io.github.poolbench.report.Report}) does the formatting.
 */
public final class BenchmarkRunner {

    /** Silences JMH 1.37's {@code sun.misc.Unsafe} warning; JDK 23+ only (older JDKs reject it). */
    static final String UNSAFE_FLAG = "--sun-misc-unsafe-memory-access=allow";

    private BenchmarkRunner() {
    }

    /**
     * @param args JMH command-line arguments
     * @throws Exception if a run fails; results already moved into place stay
     */
    public static void main(String[] args) throws Exception {
        CommandLineOptions cli;
        try {
            cli = new CommandLineOptions(args);
        } catch (CommandLineOptionException e) {
            System.err.println("poolbench: bad JMH arguments: " + e.getMessage());
            System.exit(2);
            return;
        }
        if (cli.shouldHelp() || cli.shouldList() || cli.shouldListWithParams() || cli.shouldListProfilers()
                || cli.shouldListResultFormats()) {
            org.openjdk.jmh.Main.main(args);
            return;
        }
        Path resultsDir = Path.of(System.getProperty("poolbench.results", "results"));
        Files.createDirectories(resultsDir);
        List<JvmInfo> jvms = new ArrayList<>();
        for (String java : jvmPaths(System.getProperty("jmh.jvms", ""))) {
            jvms.add(JvmInfo.probe(java));
        }
        Environment.GitState git = Environment.GitState.now();
        boolean anyRun = false;
        for (Suite suite : Suite.values()) {
            if (cli.getIncludes().isEmpty() && suite != Suite.STRINGS) {
                continue;
            }
            for (JvmInfo jvm : jvms) {
                anyRun |= runSuite(cli, Arrays.asList(args), suite, jvm, git, resultsDir);
            }
        }
        if (!anyRun) {
            System.err.println("poolbench: no benchmark matches " + cli.getIncludes());
            System.exit(2);
        }
    }

    /** The JVMs to fork onto: the given comma-separated paths, or this JVM. */
    static List<String> jvmPaths(String property) {
        List<String> paths = new ArrayList<>();
        for (String p : property.split(",")) {
            if (!p.isBlank()) {
                paths.add(p.trim());
            }
        }
        if (paths.isEmpty()) {
            paths.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        }
        return paths;
    }

    private static boolean runSuite(CommandLineOptions cli, List<String> args, Suite suite, JvmInfo jvm,
                                    Environment.GitState git, Path resultsDir) throws IOException, RunnerException {
        Path target = resultsDir.resolve(suite.resultFileName(jvm.major()));
        // A sibling temp file with default permissions (createTempFile would make it 0600).
        Path tmp = resultsDir.resolve("." + suite.resultFileName(jvm.major()) + ".tmp");
        try {
            Options options = options(cli, suite, jvm, tmp);
            Collection<RunResult> results;
            try {
                results = new Runner(options).run();
            } catch (NoBenchmarksException e) {
                return false;
            }
            if (results.isEmpty() || Files.size(tmp) == 0) {
                return false;
            }
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            System.out.println("poolbench: wrote " + target + " (suite " + suite.stem() + ", " + jvm.java() + ")");
            new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                    .writeValue(resultsDir.resolve(suite.environmentFileName(jvm.major())).toFile(),
                            Environment.capture(suite, jvm, git, args));
            return true;
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * The JMH options of one suite on one JVM: the user's command line, narrowed to the suite,
     * with {@code -prof gc} added once, the JDK 23+ Unsafe flag prepended, JSON into
     * {@code result}.
     *
     * @param cli    the user's JMH command line
     * @param suite  the suite to run
     * @param jvm    the JVM to fork onto
     * @param result the JSON file to write
     * @return the options
     */
    static Options options(CommandLineOptions cli, Suite suite, JvmInfo jvm, Path result) {
        OptionsBuilder options = new OptionsBuilder();
        options.parent(cli);
        if (cli.getIncludes().isEmpty()) {
            options.include(suite.regex());
        }
        for (Suite other : Suite.values()) {
            if (other != suite) {
                options.exclude(other.regex());
            }
        }
        if (cli.getProfilers().stream().map(ProfilerConfig::getKlass)
                .noneMatch(k -> k.equals("gc") || k.equals(GCProfiler.class.getName()))) {
            options.addProfiler(GCProfiler.class);
        }
        if (!cli.getJvmArgs().hasValue()) {
            options.jvmArgs(); // forks would otherwise inherit this JVM's arguments (-Djmh.jvms=...)
        }
        // Prepend, not append: an append option would replace the benchmarks' own
        // @Fork(jvmArgsAppend = ...) (their heap settings) instead of adding to it.
        List<String> prepend = new ArrayList<>(cli.getJvmArgsPrepend().orElse(List.of()));
        if (jvm.major() >= 23 && !prepend.contains(UNSAFE_FLAG)) {
            prepend.add(UNSAFE_FLAG);
        }
        if (!prepend.isEmpty()) {
            options.jvmArgsPrepend(prepend.toArray(String[]::new));
        }
        return options.jvm(jvm.java()).resultFormat(ResultFormatType.JSON).result(result.toString()).build();
    }
}
