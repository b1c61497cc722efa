package io.github.poolbench.runs;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A JVM configuration that a suite's forks can run under besides the one its benchmark class
 * fixes: the garbage collector, or compact object headers. Every benchmark fixes its heap and
 * G1 in {@code @Fork(jvmArgsAppend = ...)}; a variant rewrites that list for a fork, so that
 * everything else (the heap size, pre-touch) stays equal and only the collector or the header
 * layout changes (issue 79).
 *
 * <p>Flags as the JDKs document them: generational ZGC is {@code -XX:+UseZGC -XX:+ZGenerational}
 * on JDK 21 and 22 (JEP 439), the only ZGC mode and {@code -XX:+UseZGC} alone from JDK 23 on
 * (JEP 474 made it the default, JEP 490 removed the non-generational mode in 24); compact object
 * headers are {@code -XX:+UseCompactObjectHeaders}, a product flag from JDK 25 (JEP 519; JDK 24's
 * experimental version needs unlocking and is left out). JDK 17's ZGC is not generational and is
 * not offered: it is a different collector from the one a JDK 21+ service runs.
 */
public enum JvmVariant {
    /** The benchmarks' own configuration: G1, as {@code @Fork} says. The reference of a collectors run. */
    G1("G1", 17),
    /** Generational ZGC, JDK 21 on. */
    ZGC("generational ZGC", 21),
    /** The Parallel (throughput) collector. */
    PARALLEL("Parallel", 17),
    /** G1 with compact object headers (8-byte headers), JDK 25 on. */
    COMPACT_HEADERS("G1 + compact object headers", 25);

    /** The collector flag every benchmark's {@code @Fork(jvmArgsAppend)} names, which a collector variant replaces. */
    public static final String G1_FLAG = "-XX:+UseG1GC";

    private final String label;
    private final int firstJdk;

    JvmVariant(String label, int firstJdk) {
        this.label = label;
        this.firstJdk = firstJdk;
    }

    /** @return a page's name for it, e.g. {@code generational ZGC} */
    public String label() {
        return label;
    }

    /** @return the first JDK feature release this configuration exists on, e.g. 21 for generational ZGC */
    public int firstJdk() {
        return firstJdk;
    }

    /**
     * @param jdkMajor a JDK's feature release
     * @return whether this configuration exists there (ZGC from 21, compact headers from 25)
     */
    public boolean runsOn(int jdkMajor) {
        return jdkMajor >= firstJdk;
    }

    /**
     * A fork's {@code jvmArgsAppend} under this configuration.
     *
     * @param annotated the benchmark class's {@code @Fork(jvmArgsAppend)}, which names {@value #G1_FLAG}
     * @param jdkMajor  the JDK the fork runs on
     * @return the list with G1's flag replaced by this collector's, or with compact headers added;
     *         empty if this configuration does not exist on that JDK ({@link #runsOn})
     * @throws IllegalArgumentException if {@code annotated} does not name {@value #G1_FLAG} exactly
     *         once, or already names another collector or the header flag: a variant then would not
     *         change one thing only
     */
    public Optional<List<String>> forkArgs(List<String> annotated, int jdkMajor) {
        if (annotated.stream().filter(G1_FLAG::equals).count() != 1
                || annotated.stream().anyMatch(a -> a.matches("-XX:[+-]Use(Z|Parallel|Serial|Shenandoah|Epsilon)GC")
                || a.contains("CompactObjectHeaders") || a.contains("ZGenerational"))) {
            throw new IllegalArgumentException("a " + label + " variant rewrites a @Fork(jvmArgsAppend) that names "
                    + G1_FLAG + " once and no other collector or header flag, not " + annotated);
        }
        if (!runsOn(jdkMajor)) {
            return Optional.empty();
        }
        List<String> args = new ArrayList<>();
        for (String a : annotated) {
            if (!a.equals(G1_FLAG)) {
                args.add(a);
            } else if (this == ZGC) {
                args.add("-XX:+UseZGC");
                if (jdkMajor < 23) {
                    args.add("-XX:+ZGenerational");
                }
            } else if (this == PARALLEL) {
                args.add("-XX:+UseParallelGC");
            } else {
                args.add(a);
            }
        }
        if (this == COMPACT_HEADERS) {
            args.add("-XX:+UseCompactObjectHeaders");
        }
        return Optional.of(List.copyOf(args));
    }
}
