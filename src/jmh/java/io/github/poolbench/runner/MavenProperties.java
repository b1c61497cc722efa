package io.github.poolbench.runner;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The {@code -Dpoolbench.*} properties given on the Maven command line that poolbench does not
 * know, so that a typo ({@code -Dpoolbench.round=20}) stops {@code mvn -Pjmh} before its first
 * fork instead of running the default plan, which a full run would then commit over the results.
 *
 * <p>Maven passes the runner only the properties the pom names, so the runner reads the command
 * line itself from {@code MAVEN_CMD_LINE_ARGS}, which Maven's {@code mvn} and {@code mvn.cmd}
 * scripts export ({@code .mvn/maven.config} first, then the arguments, joined by spaces). Quoting
 * is lost there, which is harmless: only words that start with {@code -Dpoolbench.} (or a
 * {@code -D} word followed by one that starts with {@code poolbench.}) are read. Stateless;
 * thread-safe.
 */
final class MavenProperties {

    /** The environment variable Maven's launch scripts export with the command line. */
    static final String ENV = "MAVEN_CMD_LINE_ARGS";

    /**
     * Every {@code poolbench.*} property that has an effect when given to Maven, without the
     * prefix: the pom's, and those tests read (Surefire hands them the command line's
     * properties). A test keeps this set, the pom and the tests in step.
     */
    static final SortedSet<String> KNOWN = new TreeSet<>(List.of("before", "jcstress.mode", "jdks", "matrix", "pip",
            "replaceResults", "resume", "rounds", "seed", "stale.seconds", "stress.ops", "suites", "vthreads.java"));

    private static final String PREFIX = "poolbench.";

    private MavenProperties() {
    }

    /**
     * The {@code poolbench.*} names a command line sets that {@link #KNOWN} does not hold.
     *
     * @param commandLine Maven's command line as {@link #ENV} holds it; null or blank means none
     * @return the unknown names with their prefix ({@code poolbench.round}), in command-line
     *         order, without repeats; empty if all are known
     */
    static List<String> unknown(String commandLine) {
        if (commandLine == null || commandLine.isBlank()) {
            return List.of();
        }
        String[] words = commandLine.trim().split("\\s+");
        Set<String> unknown = new LinkedHashSet<>();
        for (int i = 0; i < words.length; i++) {
            String property = null;
            if (words[i].startsWith("-D" + PREFIX)) {
                property = words[i].substring(2);
            } else if (words[i].equals("-D") && i + 1 < words.length && words[i + 1].startsWith(PREFIX)) {
                property = words[++i];
            }
            if (property != null) {
                int eq = property.indexOf('=');
                String name = eq < 0 ? property : property.substring(0, eq);
                if (!KNOWN.contains(name.substring(PREFIX.length()))) {
                    unknown.add(name);
                }
            }
        }
        return new ArrayList<>(unknown);
    }

    /**
     * The check both {@code mvn -Pjmh} and {@code mvn -Pjdk21} run before anything else.
     *
     * @return {@link #message} for the unknown names on this process's Maven command line ({@link #ENV}), empty if
     *         there are none or the variable is not set
     */
    static Optional<String> unknownOnCommandLine() {
        List<String> unknown = unknown(System.getenv(ENV));
        return unknown.isEmpty() ? Optional.empty() : Optional.of(message(unknown));
    }

    /**
     * The message for unknown names.
     *
     * @param unknown the names {@link #unknown(String)} found, not empty
     * @return one sentence naming them and every known property
     */
    static String message(List<String> unknown) {
        return (unknown.size() == 1 ? "unknown property -D" + unknown.get(0)
                : "unknown properties -D" + String.join(", -D", unknown))
                + " on the Maven command line; poolbench knows " + PREFIX
                + String.join(", " + PREFIX, KNOWN) + "; nothing was run";
    }
}
