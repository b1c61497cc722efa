package io.github.poolbench.runner;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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

    /** The goal that runs the benchmarks, as {@link #READER} names it. */
    static final String JMH = "mvn -Pjmh";
    /** The goal that installs JDK 21, as {@link #READER} names it. */
    static final String JDK21 = "mvn -Pjdk21";

    /**
     * Every {@code poolbench.*} property that has an effect when given to Maven, without the
     * prefix, and what reads it: the pom's (for the runner, the JDK installer, the claims diff
     * and the set-aside command), and those tests read (Surefire hands them the command line's
     * properties). A test keeps this map, the pom and the tests in step.
     */
    static final Map<String, String> READER = Map.ofEntries(Map.entry("before", "mvn -Pcompare"),
            Map.entry("defect", "mvn -Psetaside"), Map.entry("setAside", "mvn -Psetaside"),
            Map.entry("jcstress.mode", "the jcstress test (mvn verify)"), Map.entry("jdks", JMH),
            Map.entry("matrix", JMH), Map.entry("pip", JDK21), Map.entry("replaceResults", JMH),
            Map.entry("resume", JMH), Map.entry("rounds", JMH), Map.entry("seed", JMH),
            Map.entry("stale.seconds", "a pool test (mvn verify)"),
            Map.entry("stress.ops", "the stress test (mvn verify)"),
            Map.entry("suites", JMH), Map.entry("updateSnapshots", "the page snapshot test (mvn test)"),
            Map.entry("vthreads.java", "the virtual-thread test (mvn verify)"));

    /** The names of {@link #READER}, sorted. */
    static final SortedSet<String> KNOWN = new TreeSet<>(READER.keySet());

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
        return given(commandLine).stream().filter(name -> !KNOWN.contains(name.substring(PREFIX.length()))).toList();
    }

    /**
     * The known {@code poolbench.*} names a command line sets that another goal reads, so that
     * {@code mvn -Pjmh -Dpoolbench.before=other.csv} says the property has no effect there.
     *
     * @param commandLine Maven's command line as {@link #ENV} holds it; null or blank means none
     * @param goal        the goal running, as {@link #READER} names it ({@link #JMH}, {@link #JDK21})
     * @return those names with their prefix, in command-line order, without repeats
     */
    static List<String> readElsewhere(String commandLine, String goal) {
        return given(commandLine).stream().filter(name -> {
            String reader = READER.get(name.substring(PREFIX.length()));
            return reader != null && !reader.equals(goal);
        }).toList();
    }

    /**
     * The warning {@link #readElsewhere} gives on this process's Maven command line.
     *
     * @param goal the goal running, as {@link #READER} names it
     * @return one line per property another goal reads (which, and that it has no effect here);
     *         empty if there is none or the variable is not set
     */
    static List<String> readElsewhereOnCommandLine(String goal) {
        return readElsewhere(System.getenv(ENV), goal).stream().map(name -> "-D" + name + " is read by "
                + READER.get(name.substring(PREFIX.length())) + ", not by " + goal + ": it has no effect here").toList();
    }

    /**
     * The {@code poolbench.*} names this process's Maven command line ({@link #ENV}) sets, whether the pom passes
     * them on or not: {@code mvn -Pnoise} does not pass {@code -Dpoolbench.resume}, yet a user who gives it should
     * hear that a check is not resumed.
     *
     * @return the names with their prefix, in command-line order, without repeats; empty if the variable is not set
     */
    static List<String> givenOnCommandLine() {
        return given(System.getenv(ENV));
    }

    /** Every {@code poolbench.*} name a command line sets, with its prefix, in order, without repeats. */
    static List<String> given(String commandLine) {
        if (commandLine == null || commandLine.isBlank()) {
            return List.of();
        }
        String[] words = commandLine.trim().split("\\s+");
        Set<String> given = new LinkedHashSet<>();
        for (int i = 0; i < words.length; i++) {
            String property = null;
            if (words[i].startsWith("-D" + PREFIX)) {
                property = words[i].substring(2);
            } else if (words[i].equals("-D") && i + 1 < words.length && words[i + 1].startsWith(PREFIX)) {
                property = words[++i];
            }
            if (property != null) {
                int eq = property.indexOf('=');
                given.add(eq < 0 ? property : property.substring(0, eq));
            }
        }
        return new ArrayList<>(given);
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

    /**
     * @param property {@code poolbench.noise}: {@code true} for a noise check, {@code false} or empty for a run
     * @return whether this is a noise check
     * @throws IllegalArgumentException for any other value
     */
    static boolean noiseCheck(String property) {
        return strictBoolean("poolbench.noise", property);
    }

    /**
     * {@code -Dpoolbench.replaceResults}, read strictly: a {@code yes} that {@link Boolean#parseBoolean}
     * would read as false must not quietly send a run's results elsewhere.
     *
     * @param property the property's value
     * @return true for {@code true} (any case), false for {@code false} or empty
     * @throws IllegalArgumentException for anything else
     */
    static boolean replaceResults(String property) {
        return strictBoolean("poolbench.replaceResults", property);
    }

    static boolean strictBoolean(String name, String property) {
        return switch (property.trim().toLowerCase(Locale.ROOT)) {
            case "", "false" -> false;
            case "true" -> true;
            default -> throw new IllegalArgumentException("-D" + name + " must be true or false, was '"
                    + property.trim() + "'");
        };
    }

    /**
     * @param property {@code poolbench.matrix}: {@code reduced} (or empty) or {@code full}
     * @return whether the full matrix was asked for
     * @throws IllegalArgumentException for any other value
     */
    static boolean fullMatrix(String property) {
        return switch (property.trim()) {
            case "", "reduced" -> false;
            case "full" -> true;
            default -> throw new IllegalArgumentException("-Dpoolbench.matrix must be reduced or full, was '"
                    + property.trim() + "'");
        };
    }

    /**
     * @param property {@code poolbench.seed}: a whole number, or empty for a random seed
     * @return the seed of the rounds' order
     * @throws IllegalArgumentException if the property is not a whole number
     */
    static long seed(String property) {
        if (property.isBlank()) {
            return new java.security.SecureRandom().nextLong() >>> 16; // short enough to type again
        }
        try {
            return Long.parseLong(property.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("-Dpoolbench.seed must be a whole number, was '" + property.trim() + "'");
        }
    }
}
