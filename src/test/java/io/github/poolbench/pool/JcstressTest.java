package io.github.poolbench.pool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import io.github.poolbench.ChildProcess;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Runs the jcstress tests of {@code io.github.poolbench.pool.jcstress} (the shared-slot claim
 * protocol) and {@code io.github.poolbench.objectpool.jcstress} (the object pool's borrow and
 * release) in a child JVM and fails if jcstress reports a failed or errored test. jcstress
 * itself always exits 0, so its summary is read instead.
 *
 * <p>Mode: {@code poolbench.jcstress.mode}, {@code sanity} by default (a short run that fits
 * {@code mvn verify}); {@code mvn verify -Pjcstress} runs {@code default}, which took 53 min for
 * 7 tests on 2 cores. Each mode has a time limit ({@link #LIMITS}); a run past it is killed
 * with the JVMs it forked, and the test fails naming the log. The report goes to
 * {@code target/jcstress/}.
 */
class JcstressTest {

    private static final String MODE = System.getProperty("poolbench.jcstress.mode", "sanity");

    /**
     * The longest each of jcstress's mode presets may run here, so that only a hang trips it: on
     * 2 cores {@code default} took 53 min (7 tests), and its limit is more than three times that;
     * {@code quick} took 8 min. {@code tough} and {@code stress} were not run here;
     * their limits are guesses on the same scale.
     */
    static final Map<String, Duration> LIMITS = Map.of(
            "sanity", Duration.ofMinutes(30),
            "quick", Duration.ofMinutes(60),
            "default", Duration.ofHours(3),
            "tough", Duration.ofHours(10),
            "stress", Duration.ofHours(20));

    @Test
    void poolsNeverHandOneObjectToTwoHolders() throws IOException, InterruptedException {
        Duration limit = limit(MODE);
        Path dir = Files.createDirectories(Path.of("target", "jcstress"));
        Path log = dir.resolve("jcstress-" + MODE + ".log");
        Process process = new ProcessBuilder(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", jarredClassPath(System.getProperty("java.class.path"), dir),
                "org.openjdk.jcstress.Main",
                "-t", "io\\.github\\.poolbench\\.(pool|objectpool)\\.jcstress\\..*",
                "-m", MODE,
                "-r", "report"))
                .directory(dir.toFile()) // jcstress writes its result files into the working directory
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        if (!ChildProcess.waitOrKill(process, limit)) {
            fail("jcstress mode %s ran past its limit of %d min and was killed with the JVMs it forked; log: %s",
                    MODE, limit.toMinutes(), log);
        }
        String output = Files.readString(log, StandardCharsets.UTF_8);
        assertThat(process.exitValue()).as("jcstress exit code; log: %s", log).isZero();
        assertThat(output).as("jcstress summary in %s", log)
                // its padding of results and infra objects against false sharing works (from a class
                // directory on the class path its probe failed to load a class and reported N/A)
                .contains("[OK] Testing @Contended works on all results and infra objects")
                .contains("RUN RESULTS:")
                .contains("Failed tests: No matches.")
                .contains("Error tests: No matches.");
        // 4 of the StringBuilder pool, 3 of the object pool; only ReleaseSameTwice has an interesting
        // outcome (the documented limit of double-release detection), which a run may or may not hit
        int interesting = matching(output, "Interesting tests");
        assertThat(interesting + matching(output, "All remaining tests")).as("tests run; log: %s", log).isEqualTo(7);
        if (interesting > 0) {
            String section = output.substring(output.indexOf("Interesting tests:"), output.indexOf("Failed tests:"));
            assertThat(section).as("interesting tests; log: %s", log)
                    .contains("[OK] io.github.poolbench.pool.jcstress.ReleaseSameTwice").containsOnlyOnce("[OK] ");
        }
    }

    /** @return N of jcstress's summary line {@code <label>: N matching test results.}, 0 for {@code No matches.} */
    static int matching(String output, String label) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(java.util.regex.Pattern.quote(label)
                + ": (\\d+) matching test results\\.").matcher(output);
        if (m.find()) {
            return Integer.parseInt(m.group(1));
        }
        assertThat(output).as("jcstress summary line '%s'", label).contains(label + ": No matches.");
        return 0;
    }

    @Test
    void everyModeHasALimitAndAnUnknownOneIsNamed() {
        assertThat(LIMITS.keySet()).containsExactlyInAnyOrder("sanity", "quick", "default", "tough", "stress");
        assertThat(limit("default")).isGreaterThan(Duration.ofMinutes(47));
        assertThatThrownBy(() -> limit("defualt"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown jcstress mode -Dpoolbench.jcstress.mode=defualt; "
                        + "jcstress knows default, quick, sanity, stress, tough");
    }

    /**
     * The class path with each class directory packed into a jar in {@code dir}: jcstress's
     * probe of {@code @Contended} scans the class path and fails on a class directory (it tries to
     * load {@code /work/.../target/test-classes/...$Metric} as a class name), reporting
     * "[N/A] Testing @Contended works" and leaving its results unpadded; from jars it reports OK.
     */
    static String jarredClassPath(String classPath, Path dir) throws IOException {
        List<String> entries = new java.util.ArrayList<>();
        int n = 0;
        for (String entry : classPath.split(java.io.File.pathSeparator)) {
            Path p = Path.of(entry);
            if (Files.isDirectory(p)) {
                Path jar = dir.resolve("classpath-" + n++ + "-" + p.getFileName() + ".jar");
                jar(p, jar);
                entries.add(jar.toAbsolutePath().toString());
            } else {
                entries.add(entry);
            }
        }
        return String.join(java.io.File.pathSeparator, entries);
    }

    /** Packs every file under {@code root} into {@code jar}, paths relative to the root. */
    private static void jar(Path root, Path jar) throws IOException {
        try (var out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar));
             var files = Files.walk(root)) {
            for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile).sorted()::iterator) {
                out.putNextEntry(new java.util.jar.JarEntry(root.relativize(f).toString().replace('\\', '/')));
                Files.copy(f, out);
                out.closeEntry();
            }
        }
    }

    /** The time limit of a mode; an unknown mode stops before jcstress starts. */
    private static Duration limit(String mode) {
        Duration limit = LIMITS.get(mode);
        if (limit == null) {
            throw new IllegalArgumentException("unknown jcstress mode -Dpoolbench.jcstress.mode=" + mode
                    + "; jcstress knows " + String.join(", ", new TreeSet<>(LIMITS.keySet())));
        }
        return limit;
    }
}
