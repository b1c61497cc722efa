package io.github.poolbench.runner;

import io.github.poolbench.runs.JvmInfo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Which JDKs the committed results cover and which are installed, so that {@code mvn -Pjmh}
 * without {@code -Djmh.jvms} reruns exactly the JDKs the committed results came from (and tests
 * that need a newer JDK find one). Stateless; thread-safe.
 */
public final class Jdks {

    /** The system JVM directory of Debian and Ubuntu, where the default JDK and Temurin live. */
    public static final Path SYSTEM_JVM_DIR = Path.of("/usr/lib/jvm");

    /**
     * The per-user folder of runtimes installed by {@link JdkInstaller}: {@code $XDG_CACHE_HOME/poolbench/jdks}
     * if that variable is set, else {@code ~/.cache/poolbench/jdks}. An environment variable, not a
     * {@code -D} property, so that {@code mvn -Pjdk21}, {@code mvn -Pjmh} and the tests all see it.
     *
     * @return the folder (it need not exist)
     */
    public static Path userCache() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("poolbench").resolve("jdks");
    }

    /** @return the JDKs of the system JVM directory and of {@link #userCache()}, system ones first */
    public static Map<Integer, Path> installed() {
        return installed(SYSTEM_JVM_DIR, userCache());
    }

    private static final Pattern RESULT_FILE = Pattern.compile("(.+)-jdk(\\d+)\\.json");
    private static final Pattern RELEASE = Pattern.compile("JAVA_VERSION=\"(?:1\\.)?(\\d+)");

    private Jdks() {
    }

    /**
     * @param resultsDir the results folder
     * @return the JDK feature releases of its {@code <suite>-jdk<N>.json} files; empty if none
     * @throws IOException if the folder exists but cannot be listed
     */
    static SortedSet<Integer> committed(Path resultsDir) throws IOException {
        return committed(resultsDir, null);
    }

    /**
     * @param resultsDir the results folder
     * @param stems      the suites' file-name stems, e.g. {@code strings}; null for every suite
     * @return the JDK feature releases of those suites' {@code <stem>-jdk<N>.json} files; empty if none
     * @throws IOException if the folder exists but cannot be listed
     */
    static SortedSet<Integer> committed(Path resultsDir, java.util.Collection<String> stems) throws IOException {
        SortedSet<Integer> majors = new TreeSet<>();
        if (!Files.isDirectory(resultsDir)) {
            return majors;
        }
        try (Stream<Path> files = Files.list(resultsDir)) {
            files.forEach(f -> {
                Matcher m = RESULT_FILE.matcher(f.getFileName().toString());
                if (m.matches() && (stems == null || stems.contains(m.group(1)))) {
                    majors.add(Integer.parseInt(m.group(2)));
                }
            });
        }
        return majors;
    }

    /**
     * The JDKs installed in the given folders, by the {@code JAVA_VERSION} of their
     * {@code release} file; for a release found twice, the first folder's and then the
     * alphabetically first one wins.
     *
     * @param dirs folders that hold JDK homes (e.g. {@code /usr/lib/jvm})
     * @return feature release to {@code bin/java}
     */
    public static Map<Integer, Path> installed(Path... dirs) {
        Map<Integer, Path> found = new TreeMap<>();
        for (Path dir : dirs) {
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> homes = Files.list(dir)) {
                homes.sorted().filter(h -> Files.isExecutable(h.resolve("bin").resolve("java"))).forEach(h -> {
                    int major = major(h);
                    if (major > 0) {
                        found.putIfAbsent(major, h.resolve("bin").resolve("java"));
                    }
                });
            } catch (IOException e) {
                // an unreadable folder holds no JDK we can use
            }
        }
        return found;
    }

    /** @return the feature release in {@code home/release}, or 0 if it cannot be read */
    static int major(Path home) {
        try {
            Matcher m = RELEASE.matcher(Files.readString(home.resolve("release")));
            return m.find() ? Integer.parseInt(m.group(1)) : 0;
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    /**
     * The JVMs one suite forks onto when the committed results choose them: those of the JDKs
     * its own committed files cover (the sweep stays on 17 and 25 when strings also has 21),
     * or every JVM of the run if it has none among them (a new suite, or all of its JDKs missing).
     *
     * @param jvms      the run's JVMs
     * @param committed the JDK feature releases of the suite's committed files; empty: no filter
     * @return the JVMs, in the run's order
     */
    static List<JvmInfo> jvmsOf(List<JvmInfo> jvms, java.util.SortedSet<Integer> committed) {
        List<JvmInfo> own = jvms.stream().filter(j -> committed.contains(j.major())).toList();
        return committed.isEmpty() || own.isEmpty() ? jvms : own;
    }

    /** {@link #committedJvms(Path, List, List)} for every suite's committed files. */
    static List<String> committedJvms(Path resultsDir, List<String> missing) throws IOException {
        return committedJvms(resultsDir, null, missing);
    }

    /**
     * The JVMs of the JDKs the selected suites' committed results cover, found in
     * {@link #SYSTEM_JVM_DIR}, in {@link #userCache()} or as this JVM; with no committed
     * results, this JVM.
     *
     * @param resultsDir the committed results
     * @param stems      the selected suites' stems, e.g. {@code strings}; null for every suite
     * @param missing    receives each covered JDK that is not installed, e.g. {@code JDK 21}
     * @return {@code bin/java} paths, in JDK order
     * @throws IOException if the results folder cannot be listed
     */
    static List<String> committedJvms(Path resultsDir, List<String> stems, List<String> missing) throws IOException {
        String self = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        java.util.SortedSet<Integer> wanted = committed(resultsDir, stems);
        if (wanted.isEmpty()) {
            return List.of(self);
        }
        Map<Integer, Path> installed = new java.util.TreeMap<>(installed());
        installed.put(Runtime.version().feature(), Path.of(self));
        List<String> paths = new ArrayList<>();
        for (int major : wanted) {
            if (installed.containsKey(major)) {
                paths.add(installed.get(major).toString());
            } else {
                missing.add("JDK " + major);
            }
        }
        if (paths.isEmpty()) {
            paths.add(self);
        }
        return paths;
    }

    /**
     * The JVMs of the JDKs named by feature release ({@code -Dpoolbench.jdks=17,21,25}).
     *
     * @param property  comma-separated feature releases
     * @param installed the installed JDKs ({@link #installed()})
     * @return their {@code bin/java} paths, in the order given
     * @throws IllegalArgumentException if a value is not a number or that JDK is not installed
     */
    static List<String> chosenJvms(String property, Map<Integer, Path> installed) {
        String self = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> paths = new ArrayList<>();
        for (String v : property.split(",")) {
            int major;
            try {
                major = Integer.parseInt(v.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("-Dpoolbench.jdks takes feature releases such as 17,21,25, not '"
                        + v.trim() + "'");
            }
            Path java = major == Runtime.version().feature() ? Path.of(self) : installed.get(major);
            if (java == null) {
                throw new IllegalArgumentException("-Dpoolbench.jdks: JDK " + major + " is not installed in "
                        + SYSTEM_JVM_DIR + " or " + userCache() + (major == 21
                        ? " (mvn -Pjdk21 installs one)" : "") + "; installed: " + installed.keySet());
            }
            paths.add(java.toString());
        }
        return paths;
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
}
