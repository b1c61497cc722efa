package io.github.poolbench.report;

import io.github.poolbench.claims.ClaimResult;
import io.github.poolbench.claims.ClaimCatalog;
import io.github.poolbench.text.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A claims table: one row per claim, per JDK the claim's verdict across every run of its suite's measured code
 * (the {@link ClaimResult#ACROSS} rows of {@code claims.csv}), so that a page says one thing per claim and JDK.
 */
public final class Conclusions {

    /** What the "made with" cell says for a claim no article made: poolbench's own expectation. */
    static final String OURS = "– (ours)";

    private Conclusions() {
    }

    /**
     * @param claims   the claims
     * @param judged   their findings on the published run (a claim's figures where it has no single ratio)
     * @param suite    the stem of their suite
     * @param jdks     the JDK columns
     * @param rows     every row of {@code claims.csv}
     * @param detailed an experiment page's table (the figure the claim was made with, the rule, the effect in words)
     *                 rather than the claims page's compact one
     * @return the Markdown table, ending with a newline; a sentence if there is no JDK
     */
    static String table(List<Claim> claims, Judged judged, String suite, List<Integer> jdks, List<ClaimResult> rows,
                        boolean detailed) {
        if (jdks.isEmpty()) {
            return "_No results yet._\n";
        }
        List<String> header = new ArrayList<>(List.of("", "claim"));
        if (detailed) {
            header.addAll(List.of("made with", "rule"));
        }
        jdks.forEach(j -> header.add("JDK " + j));
        Table t = new Table("l".repeat(header.size()), header);
        Map<String, ClaimResult> across = new java.util.HashMap<>(); // by suite, claim and JDK
        rows.stream().filter(r -> r.across()).forEach(r -> across.put(r.key(), r));
        for (Claim c : claims) {
            List<String> cells = new ArrayList<>(List.of(c.id(), c.statement()));
            if (detailed) {
                cells.addAll(List.of(c.then().isEmpty() ? OURS : c.then(), c.rule()));
            }
            for (int jdk : jdks) {
                Finding published = judged.of(suite, c, jdk);
                ClaimResult a = across.get(suite + " " + c.id() + " " + jdk);
                cells.add(a != null ? cell(a, published, detailed, c.scale())
                        : detailed ? published.cell(c.scale()) : shortCell(published));
            }
            t.row(cells);
        }
        return t.markdown();
    }

    /**
     * The verdict across runs with its ratio (on a page in words, where the claim has a scale, then the published
     * run's figures: which rows, their levels), e.g. {@code **holds** 0.87 [0.77, 0.98]} or {@code **holds** 13% faster
     * [2.3%, 23%]; the published run: ...}. A claim without a ratio shows the published run's figures where every run
     * agrees with it, else the verdict across runs ({@link AcrossMachines#DIFFERS}).
     */
    private static String cell(ClaimResult across, Finding published, boolean detailed, Words.Scale scale) {
        boolean oneRun = !across.runId().contains(" ");
        String evidence = !detailed || published.evidence().isEmpty() ? ""
                : (oneRun ? ": " : "; the published run: ") + published.evidence();
        String v = across.verdict();
        String bold = v.equals(Verdict.HOLDS.text()) || v.equals(Verdict.DOES_NOT_HOLD.text()) ? "**" + v + "**" : v;
        if (!across.hasEffect()) {
            boolean agrees = v.equals(published.verdict().text());
            return detailed || !agrees ? bold + evidence : shortCell(published);
        }
        return bold + " " + (detailed && scale != null && across.estimate() > 0
                ? Words.effect(across.estimate(), across.low(), across.high(), scale) : across.ratioCell()) + evidence;
    }

    /** E.g. {@code **holds** 0.89 [0.85, 0.93]}; without an effect the evidence's first part, at most 90 chars. */
    public static String shortCell(Finding f) {
        String v = f.verdict() == Verdict.HOLDS || f.verdict() == Verdict.DOES_NOT_HOLD
                ? "**" + f.verdict().text() + "**" : f.verdict().text();
        if (f.effect().isPresent()) {
            return v + " " + Checks.format(f).orElseThrow();
        }
        // the evidence's first part, or for a claim that lacks a row the part that says which
        List<String> parts = List.of(f.evidence().split("; "));
        String e = f.verdict() == Verdict.NO_DATA
                ? parts.stream().filter(x -> x.startsWith("no ")).findFirst().orElse(parts.get(0)) : parts.get(0);
        if (e.length() > 90) {
            e = e.substring(0, 89) + "…";
        }
        return e.isEmpty() ? v : v + ": " + e;
    }

    /** The legend under every claims table (template {@code legend}). */
    static String legend() {
        return Templates.render("legend", Map.of("sameMargin", Math.round(Checks.SAME_MARGIN * 100),
                "aaMargin", Checks.AA_MARGIN_PERCENT, "aaId", ClaimCatalog.standard().aaId()));
    }
}
