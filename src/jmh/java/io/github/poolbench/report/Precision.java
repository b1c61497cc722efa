package io.github.poolbench.report;

import io.github.poolbench.claims.ClaimCatalog;
import io.github.poolbench.text.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A page's *Precision* section: how wide the claims' intervals are per JDK, and how many rounds
 * would narrow them or let the A/A control hold. Pure functions of the results; thread-safe.
 */
final class Precision {

    private Precision() {
    }

    /** The precision goal of a claim's interval (issue 17, for the strings suite): a relative half-width of 10%. */
    static final double PRECISION_GOAL = 0.10;

    /**
     * How wide the claims' intervals are per JDK, and how many rounds would narrow them to
     * {@link #PRECISION_GOAL}, and how many the A/A control needs to hold inside {@link Checks#AA_MARGIN}
     * with its estimate where it is ({@link io.github.poolbench.stats.EffectSizes#roundsWithin}), if
     * the rounds to come spread as these did; with the time a round of this suite took here.
     */
    static String precision(SuiteReport suite, Results all) {
        List<ResultSet> sets = all.of(suite.suite());
        long goal = Math.round(PRECISION_GOAL * 100);
        long aa = Checks.AA_MARGIN_PERCENT;
        StringBuilder md = new StringBuilder("\n## Precision\n\nRelative half-width of the claims' 95% intervals (the"
                + " larger of high / estimate and estimate / low, minus one) and the rounds that would narrow them, if"
                + " the rounds to come spread as this run's did (the spread of the per-round log ratios, recovered"
                + " from each interval; an estimate from few rounds itself). The A/A control must fit inside its"
                + " margin with its estimate where it is: an estimate of 0.98 leaves its interval 3% of room below,"
                + " not 5%:\n\n"
                + "| JDK | rounds | claims with an interval | median | widest | within " + goal + "% | rounds for every"
                + " claim within " + goal + "% | rounds for the A/A control to hold (inside ±" + aa + "% at its estimate) |\n"
                + "|---|---:|---:|---:|---|---:|---:|---:|\n");
        int plan = 0;
        java.util.SortedSet<String> decidedWide = new java.util.TreeSet<>();
        for (int jdk : Report.jdks(sets)) {
            Optional<PrecisionRow> row = precisionRow(suite, all, jdk);
            if (row.isPresent()) {
                md.append(row.get().line());
                plan = Math.max(plan, row.get().plan());
                decidedWide.addAll(row.get().decidedWide());
            }
        }
        double roundSeconds = sets.stream().mapToDouble(Precision::secondsPerRound).sum();
        boolean one = decidedWide.size() == 1;
        String decided = one ? "decided, its interval wholly on one side of its threshold"
                : "decided, their intervals wholly on one side of their thresholds";
        if (plan > 0 && roundSeconds > 0) {
            md.append("\nOne round of this suite (one fork of every row on every JDK above) took about ")
                    .append(duration(roundSeconds)).append(" here, so ").append(plannedRounds(plan))
                    .append(" rounds would take about ").append(duration(roundSeconds * plan))
                    .append(decidedWide.isEmpty() ? "" : " (not counting " + String.join(", ", decidedWide) + ": "
                            + decided + ", which more rounds would narrow without changing " + (one ? "its verdict)"
                            : "their verdicts)")).append(": `mvn -Pjmh")
                    .append(" -Dpoolbench.suites=").append(suite.suite().stem()).append(" -Dpoolbench.rounds=")
                    .append(plan).append("`. Where that exceeds a sitting, the intervals above are what this machine"
                            + " affords; a quieter machine needs fewer rounds.\n");
        } else if (!decidedWide.isEmpty()) {
            md.append("\nNo claim needs more rounds: ").append(String.join(", ", decidedWide)).append(", wider than ")
                    .append(goal).append("%, ").append(one ? "is " : "are ").append(decided).append(".\n");
        }
        return md.toString();
    }

    /**
     * One JDK's line of the precision table, the rounds it plans for, and the decided claims whose
     * intervals are wider than the goal (more rounds would narrow them without changing their verdicts).
     */
    private record PrecisionRow(String line, int plan, java.util.Set<String> decidedWide) {
    }

    private static Optional<PrecisionRow> precisionRow(SuiteReport suite, Results all, int jdk) {
        List<String> ids = new ArrayList<>();
        List<io.github.poolbench.stats.Effect> effects = new ArrayList<>();
        List<Boolean> decided = new ArrayList<>();
        for (Claim c : suite.claims()) {
            Finding f = c.check().check(all, jdk);
            f.effect().filter(io.github.poolbench.stats.Effect::hasInterval).ifPresent(e -> {
                ids.add(c.id());
                effects.add(e);
                decided.add(f.verdict() == Verdict.HOLDS || f.verdict() == Verdict.DOES_NOT_HOLD);
            });
        }
        if (effects.isEmpty()) {
            return Optional.empty();
        }
        double[] widths = effects.stream().mapToDouble(io.github.poolbench.stats.Effect::relativeHalfWidth).toArray();
        int widest = 0;
        int within = 0;
        int needed = 0;
        int plan = 0;
        String neededBy = "";
        java.util.Set<String> decidedWide = new java.util.TreeSet<>();
        OptionalInt aaRounds = OptionalInt.empty();
        String aaCell = "-";
        for (int k = 0; k < widths.length; k++) {
            widest = widths[k] > widths[widest] ? k : widest;
            within += widths[k] <= PRECISION_GOAL ? 1 : 0;
            OptionalInt m = io.github.poolbench.stats.EffectSizes.roundsFor(effects.get(k), PRECISION_GOAL);
            if (m.isPresent() && m.getAsInt() > needed) {
                needed = m.getAsInt();
                neededBy = ids.get(k);
            }
            // more rounds would narrow a decided claim's interval, not change its verdict: the
            // plan leaves it out (e.g. a tail percentile at 0.02 against a threshold of 0.9)
            if (m.isPresent() && widths[k] > PRECISION_GOAL && decided.get(k)) {
                decidedWide.add(ids.get(k));
            } else if (m.isPresent()) {
                plan = Math.max(plan, m.getAsInt());
            }
            if (ids.get(k).equals(ClaimCatalog.standard().aaId())) {
                io.github.poolbench.stats.Effect e = effects.get(k);
                if (!io.github.poolbench.stats.EffectSizes.estimateWithin(e, Checks.AA_MARGIN)) {
                    aaCell = "none while its estimate (" + Numbers.ratio(e.estimate()) + ") lies outside";
                } else {
                    aaRounds = io.github.poolbench.stats.EffectSizes.roundsWithin(e, Checks.AA_MARGIN);
                    aaCell = aaRounds.isPresent() ? plannedRounds(aaRounds.getAsInt()) : "-";
                }
            }
        }
        String line = "| " + jdk + " | " + effects.stream().mapToInt(io.github.poolbench.stats.Effect::n).max().orElse(0)
                + " | " + widths.length + " | "
                + Numbers.percent(org.apache.commons.statistics.descriptive.Median.withDefaults().evaluate(widths.clone()))
                + " | " + Numbers.percent(widths[widest]) + " (" + ids.get(widest) + ") | " + within + " | "
                + (needed == 0 ? "-" : plannedRounds(needed) + " (" + neededBy + ")") + " | " + aaCell + " |\n";
        return Optional.of(new PrecisionRow(line, Math.max(plan, aaRounds.orElse(0)), decidedWide));
    }

    private static String plannedRounds(int rounds) {
        return rounds >= io.github.poolbench.stats.EffectSizes.MAX_PLANNED_ROUNDS ? rounds + "+" : String.valueOf(rounds);
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
