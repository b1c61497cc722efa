package io.github.poolbench.runner;

import io.github.poolbench.runs.JvmInfo;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which JDKs the committed results cover and where they are installed. */
class JdksTest {

    private static Path fakeJdk(Path dir, String name, String version) throws Exception {
        Path home = Files.createDirectories(dir.resolve(name));
        Files.writeString(home.resolve("release"), "IMPLEMENTOR=\"x\"\nJAVA_VERSION=\"" + version + "\"\n");
        Path java = Files.createDirectories(home.resolve("bin")).resolve("java");
        Files.writeString(java, "#!/bin/sh\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return java;
    }

    @Test
    void committedReleasesComeFromTheResultFileNames(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("strings-jdk17.json"), "[]");
        Files.writeString(dir.resolve("strings-jdk25.json"), "[]");
        Files.writeString(dir.resolve("strings-jdk25.env.json"), "{}");
        Files.writeString(dir.resolve("sweep-jdk21.json"), "[]");
        Files.writeString(dir.resolve("notes.md"), "");
        assertThat(Jdks.committed(dir)).containsExactly(17, 21, 25);
        assertThat(Jdks.committed(dir.resolve("missing"))).isEmpty();
        assertThat(Jdks.committed(dir, List.of("strings"))).containsExactly(17, 25);
        assertThat(Jdks.committed(dir, List.of("sweep", "strings"))).containsExactly(17, 21, 25);
        assertThat(Jdks.committed(dir, List.of("events"))).isEmpty();
    }

    @Test
    void eachSuiteForksOntoTheJdksItsOwnCommittedFilesCover(@TempDir Path dir) throws Exception {
        // strings has 17, 21 and 25, the sweep 17 and 25 only: a run of both keeps the sweep off 21
        for (String f : List.of("strings-jdk17.json", "strings-jdk21.json", "strings-jdk25.json", "sweep-jdk17.json",
                "sweep-jdk25.json")) {
            Files.writeString(dir.resolve(f), "[]");
        }
        JvmInfo j17 = new JvmInfo("/j17/bin/java", 17, "17.0.15", "Debian", "OpenJDK 64-Bit Server VM");
        JvmInfo j21 = new JvmInfo("/j21/bin/java", 21, "21.0.8", "Eclipse Adoptium", "OpenJDK 64-Bit Server VM");
        JvmInfo j25 = new JvmInfo("/j25/bin/java", 25, "25.0.1", "Eclipse Adoptium", "OpenJDK 64-Bit Server VM");
        List<JvmInfo> all = List.of(j17, j21, j25);
        assertThat(Jdks.jvmsOf(all, Jdks.committed(dir, List.of("sweep")))).containsExactly(j17, j25);
        assertThat(Jdks.jvmsOf(all, Jdks.committed(dir, List.of("strings")))).containsExactly(j17, j21, j25);
        // a suite with no committed files, or none of whose JDKs is in the run, takes every JVM of the run
        assertThat(Jdks.jvmsOf(all, Jdks.committed(dir, List.of("events")))).containsExactly(j17, j21, j25);
        assertThat(Jdks.jvmsOf(List.of(j21), Jdks.committed(dir, List.of("sweep")))).containsExactly(j21);
        // only the selected suites' JDKs are wanted: a sweep-only run misses no JDK 21
        List<String> missing = new ArrayList<>();
        Jdks.committedJvms(dir, List.of("sweep"), missing);
        assertThat(missing).noneMatch(m -> m.equals("JDK 21"));
    }

    @Test
    void installedJdksAreFoundByTheirReleaseFile(@TempDir Path dir) throws Exception {
        Path j17 = fakeJdk(dir, "java-17-openjdk-amd64", "17.0.15");
        Path j25 = fakeJdk(dir, "temurin-25-jdk-amd64", "25.0.3");
        fakeJdk(dir, "zulu-8", "1.8.0_402");
        Files.createDirectories(dir.resolve("broken/bin")); // no java, no release file
        assertThat(Jdks.installed(dir)).containsEntry(17, j17).containsEntry(25, j25).containsEntry(8,
                dir.resolve("zulu-8/bin/java")).hasSize(3);
        assertThat(Jdks.installed(dir.resolve("nowhere"))).isEmpty();
    }

    @Test
    void aCoveredJdkThatIsNotInstalledIsNamed(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("strings-jdk3.json"), "[]"); // no JDK 3 anywhere
        Files.writeString(dir.resolve("strings-jdk" + Runtime.version().feature() + ".json"), "[]");
        List<String> missing = new ArrayList<>();
        List<String> jvms = Jdks.committedJvms(dir, missing);
        assertThat(missing).containsExactly("JDK 3");
        assertThat(jvms).containsExactly(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }
}
