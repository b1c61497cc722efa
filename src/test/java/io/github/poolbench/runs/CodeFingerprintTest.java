package io.github.poolbench.runs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a package's fingerprint counts: its class files and subpackages, not its experiment descriptor. */
class CodeFingerprintTest {

    @TempDir
    Path dir;

    private static byte[] classFile(Class<?> c) throws Exception {
        try (var in = c.getResourceAsStream(c.getSimpleName() + ".class")) {
            return in.readAllBytes();
        }
    }

    @Test
    void theDescriptorSubpackageIsOutsideTheMeasuredCodeAndEveryOtherSubpackageIsInside() throws Exception {
        Path pkg = Files.createDirectories(dir.resolve("pkg"));
        Files.write(pkg.resolve("Suite.class"), classFile(Suite.class));
        String alone = CodeFingerprint.of(pkg);

        Files.createDirectories(pkg.resolve(CodeFingerprint.DESCRIPTOR));
        Files.write(pkg.resolve(CodeFingerprint.DESCRIPTOR).resolve("Experiment.class"), classFile(Experiment.class));
        assertThat(CodeFingerprint.of(pkg)).isEqualTo(alone);

        Files.createDirectories(pkg.resolve("jmh_generated"));
        Files.write(pkg.resolve("jmh_generated").resolve("Experiment.class"), classFile(Experiment.class));
        assertThat(CodeFingerprint.of(pkg)).isNotEqualTo(alone).startsWith("sha256:");
    }

    @Test
    void aPackageNamedOnlyByItsDescriptorIsNotReferenced() {
        // the strings experiment's descriptor and pages name the report package; its benchmarks do not
        Class<?> benchmark = Suite.of("strings").benchmarkClass();
        var anchors = java.util.Map.<String, Class<?>>of(benchmark.getPackageName(), benchmark);
        assertThat(CodeFingerprint.referenced(anchors, benchmark.getPackageName(),
                List.of("io.github.poolbench.report", "io.github.poolbench.pool")))
                .containsExactly("io.github.poolbench.pool");
    }
}
