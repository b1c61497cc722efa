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
        Table t = Table.of("lrrrlrrr", "JDK", "rounds", "claims with an interval", "median", "widest",
                "within " + goal + "%", "rounds for every claim within " + goal + "%",
                "rounds for the A/A control to hold (inside ±" + aa + "% at its estimate)");
        int plan = 0;
        java.util.SortedSet<String> decidedWide = new java.util.TreeSet<>();
        for (int jdk : Report.jdks(sets)) {
            Optional<PrecisionRow> row = precisionRow(suite, all, jdk);
            if (row.isPresent()) {
                t.row(row.get().cells());
                plan = Math.max(plan, row.get().plan());
                decidedWide.addAll(row.get().decidedWide());
            }
        }
        double roundSeconds = secondsPerRound(suite, all);
        boolean one = decidedWide.size() == 1;
        java.util.Map<String, Object> scope = new java.util.HashMap<>();
        scope.put("table", t);
        scope.put("plan", plan > 0 && roundSeconds > 0);
        scope.put("round", duration(roundSeconds));
        scope.put("rounds", plannedRounds(plan));
        scope.put("total", duration(roundSeconds * plan));
        scope.put("hasWide", !decidedWide.isEmpty());
        scope.put("wide", String.join(", ", decidedWide));
        scope.put("one", one);
        scope.put("decided", one ? "decided, its interval wholly on one side of its threshold"
                : "decided, their intervals wholly on one side of their thresholds");
        scope.put("suites", ReadmePage.runWith(suite)); // a JVM variant set: all its configurations
        scope.put("configurations", suite.suites().size() > 1);
        scope.put("planCount", plan);
        scope.put("goal", goal);
        return Templates.render("precision", scope);
    }

    /**
     * One JDK's row of the precision table (its cells), the rounds it plans for, and the decided claims whose
     * intervals are wider than the goal (more rounds would narrow them without changing their verdicts).
     */
    private record PrecisionRow(List<String> cells, int plan, java.util.Set<String> decidedWide) {
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
        List<String> cells = List.of(Integer.toString(jdk),
                Integer.toString(effects.stream().mapToInt(io.github.poolbench.stats.Effect::n).max().orElse(0)),
                Integer.toString(widths.length),
                Numbers.percent(org.apache.commons.statistics.descriptive.Median.withDefaults().evaluate(widths.clone())),
                Numbers.percent(widths[widest]) + " (" + ids.get(widest) + ")", Integer.toString(within),
                needed == 0 ? "-" : plannedRounds(needed) + " (" + neededBy + ")", aaCell);
        return Optional.of(new PrecisionRow(cells, Math.max(plan, aaRounds.orElse(0)), decidedWide));
    }

    private static String plannedRounds(int rounds) {
        return rounds >= io.github.poolbench.stats.EffectSizes.MAX_PLANNED_ROUNDS ? rounds + "+" : String.valueOf(rounds);
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
