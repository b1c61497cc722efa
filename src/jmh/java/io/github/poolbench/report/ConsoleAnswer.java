package io.github.poolbench.report;

import io.github.poolbench.claims.Answers;
import io.github.poolbench.claims.ClaimCatalog;
import io.github.poolbench.claims.ClaimResult;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * What {@code mvn -Pjmh} prints last: this run's answer on this machine beside the answer pooled over every run, one
 * line per question of the decision table that the run measured, and one line on this run's noise. Pure functions;
 * thread-safe.
 */
public final class ConsoleAnswer {

    /** The most lines the answer prints (one per question, its header and the noise line). */
    public static final int MAX_LINES = 15;

    private ConsoleAnswer() {
    }

    /**
     * @param run    this run's rows of {@code claims.csv} (its published rows are read)
     * @param every  every row of the committed {@code claims.csv} (every run of the published run's measured code)
     * @param suites the suites the run measured
     * @return a header, then per question (at most {@link #MAX_LINES} - 2 of them) per JDK this machine's effect and
     *         decision beside the pooled ones and whether they agree, then this run's noise; one line saying so
     *         when it measured questions without an interval (one round); empty when it measured none
     */
    public static List<String> lines(List<ClaimResult> run, List<ClaimResult> every, Collection<String> suites) {
        ClaimCatalog catalog = ClaimCatalog.standard();
        List<Answers.Decision> decisions = Answers.standard().decisions();
        List<ClaimResult> here = run.stream().filter(r -> r.published() && suites.contains(r.suite())).toList();
        List<Decisions.Row> mine = Decisions.rows(here, decisions);
        List<Decisions.Row> pooled = Decisions.rows(every, decisions);
        List<String> lines = new ArrayList<>();
        for (Answers.Decision d : decisions) {
            List<Decisions.Row> rows = mine.stream().filter(r -> r.decision().equals(d)).toList();
            if (rows.isEmpty() || lines.size() == MAX_LINES - 2) {
                continue;
            }
            List<String> parts = new ArrayList<>();
            for (Decisions.Row r : rows) {
                Optional<Decisions.Row> all = pooled.stream().filter(p -> p.decision().equals(d) && p.jdk() == r.jdk())
                        .findFirst();
                String pooledPart = all.map(p -> (p.runs() == 1 ? "; the 1 run " : "; all " + p.runs() + " runs ")
                        + p.poolEffect() + ", " + p.advice() + (p.advice().equals(r.advice()) ? ": agrees" : ": differs"))
                        .orElse("; no other run");
                parts.add("JDK " + r.jdk() + " here " + r.poolEffect() + ", " + r.advice() + pooledPart);
            }
            lines.add("  " + d.label() + " (" + d.claim() + "): " + String.join("; ", parts));
        }
        if (lines.isEmpty()) {
            long measured = here.stream().filter(r -> r.hasEffect() && decisions.stream()
                    .anyMatch(d -> d.claim().equals(r.claim()))).count();
            return measured == 0 ? List.of() : List.of("poolbench: this run measured " + measured + " of the decision"
                    + " table's questions, each without a 95% interval (one round): run 2 rounds or more"
                    + " (-Dpoolbench.rounds=3) to set this machine's answer beside every run's");
        }
        lines.add(0, "poolbench: this machine's answer beside every run's (the pool against not pooling, 95% intervals;"
                + " pool only where it wins by more than the margin):");
        lines.add(noise(here, catalog));
        return lines;
    }

    /**
     * E.g. {@code poolbench: this run's noise: the same code measured twice differed by up to 4.1% (JDK 25) ...}: the
     * widest end of the A/A control's interval over the JDKs, and what to do when it exceeds the smallest margin.
     */
    static String noise(List<ClaimResult> here, ClaimCatalog catalog) {
        double margin = Answers.standard().decisions().stream().mapToDouble(Answers.Decision::margin).min()
                .orElse(0.10);
        Optional<ClaimResult> widest = here.stream().filter(r -> r.claim().equals(catalog.aaId()) && r.hasInterval())
                .max(java.util.Comparator.comparingDouble(ConsoleAnswer::spread));
        if (widest.isEmpty()) {
            return "poolbench: this run's noise: no control measured (its suites have none)";
        }
        double spread = spread(widest.get());
        String what = "poolbench: this run's noise: the same code measured twice under two names differed by up to "
                + io.github.poolbench.text.Numbers.percent(spread) + " (95% interval, JDK " + widest.get().jdk() + ")";
        return spread > margin ? what + ": more than the " + io.github.poolbench.text.Numbers.percent(margin)
                + " margin, so this machine cannot decide the closer questions; run again with nothing else busy, or"
                + " with more rounds (-Dpoolbench.rounds)" : what + ": within the margin a decision needs";
    }

    /** How far the A/A interval reaches from 1: the larger of {@code high - 1} and {@code 1 / low - 1}. */
    private static double spread(ClaimResult aa) {
        return Math.max(aa.high() - 1, 1 / aa.low() - 1);
    }
}
