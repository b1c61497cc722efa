package io.github.poolbench.report;

import io.github.poolbench.stats.Effect;
import io.github.poolbench.text.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.statistics.descriptive.Median;

/**
 * A page's *Precision* section: how wide the claims' 95% intervals are per JDK; and how long a
 * round of a suite took. It gives no count of rounds to plan: the campaign replicates on more
 * machines before it adds rounds, and a count chosen so that an A/A control would hold at its
 * estimate would make the control a gate. Pure functions of the results; thread-safe.
 */
final class Precision {

    private Precision() {
    }

    /** The precision goal of a claim's interval (issue 17, for the strings suite): a relative half-width of 10%. */
    static final double PRECISION_GOAL = 0.10;

    /**
     * @return the section's Markdown: per JDK the rounds, the claims with an interval, the median
     *         and widest relative half-width, and how many are within {@link #PRECISION_GOAL}
     */
    static String precision(SuiteReport suite, Judged judged) {
        Results all = judged.results();
        long goal = Math.round(PRECISION_GOAL * 100);
        Table t = Table.of("lrrrlr", "JDK", "rounds", "claims with an interval", "median", "widest",
                "within " + goal + "%");
        for (int jdk : Report.jdks(all.of(suite.suite()))) {
            precisionRow(suite, judged, jdk).ifPresent(t::row);
        }
        return Templates.render("precision", Map.of("table", t));
    }

    private static Optional<List<String>> precisionRow(SuiteReport suite, Judged judged, int jdk) {
        List<String> ids = new ArrayList<>();
        List<Effect> effects = new ArrayList<>();
        for (Claim c : suite.claims()) {
            judged.of(suite.suite().stem(), c, jdk).effect().filter(Effect::hasInterval).ifPresent(e -> {
                ids.add(c.id());
                effects.add(e);
            });
        }
        if (effects.isEmpty()) {
            return Optional.empty();
        }
        double[] widths = effects.stream().mapToDouble(Effect::relativeHalfWidth).toArray();
        int widest = 0;
        int within = 0;
        for (int k = 0; k < widths.length; k++) {
            widest = widths[k] > widths[widest] ? k : widest;
            within += widths[k] <= PRECISION_GOAL ? 1 : 0;
        }
        return Optional.of(List.of(Integer.toString(jdk),
                Integer.toString(effects.stream().mapToInt(Effect::n).max().orElse(0)),
                Integer.toString(widths.length), Numbers.percent(Median.withDefaults().evaluate(widths.clone())),
                Numbers.percent(widths[widest]) + " (" + ids.get(widest) + ")", Integer.toString(within)));
    }

    /**
     * Seconds of forks per round of a suite as its committed run took it, every JDK: for a JVM variant set
     * every configuration's files, as its claims read every configuration's rows and a round is one fork of each.
     */
    static double secondsPerRound(SuiteReport suite, Results all) {
        return all.of(suite.suites()).stream().mapToDouble(Precision::secondsPerRound).sum();
    }

    /** Seconds of forks per round in one result file, from its environment file; 0 without one or without its forks. */
    static double secondsPerRound(ResultSet set) {
        return set.environment().filter(e -> e.rounds() > 0 && e.forks() != null) // an older file may list no forks
                .map(e -> e.forks().stream().mapToDouble(io.github.poolbench.runs.Environment.Fork::seconds).sum()
                        / e.rounds())
                .orElse(0.0);
    }

    /** E.g. {@code 8 min} or {@code 5.2 h}. */
    static String duration(double seconds) {
        return seconds < 5400 ? Math.max(1, Math.round(seconds / 60)) + " min"
                : String.format(java.util.Locale.ROOT, "%.1f h", seconds / 3600);
    }
}
