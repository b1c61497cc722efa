package io.github.poolbench.report;

import io.github.poolbench.claims.ClaimCatalog;
import io.github.poolbench.stats.Effect;
import io.github.poolbench.text.Numbers;
import java.util.List;
import java.util.function.Function;

/** Renders claims as a table: one row per claim, one verdict column per JDK. */
public final class Conclusions {

    private Conclusions() {
    }

    /** What the "made with" cell says for a claim no article made: poolbench's own expectation. */
    static final String OURS = "– (ours)";

    /**
     * An experiment page's table: id and statement, the figure the claim was made with (the
     * article's, or {@value #OURS} for poolbench's own claims), the rule, then the verdict with its
     * evidence per JDK.
     *
     * @param claims the claims
     * @param judged their findings
     * @param suite  the stem of their suite
     * @param jdks   the JDK columns
     * @return the Markdown table, ending with a newline; a sentence if there is no JDK
     */
    public static String table(List<Claim> claims, Judged judged, String suite, List<Integer> jdks) {
        return render(claims, judged, suite, jdks, List.of("made with", "rule"),
                c -> List.of(c.then().isEmpty() ? OURS : c.then(), c.rule()), (c, f) -> f.cell(c.scale()));
    }

    /**
     * The README's table: one line per claim, its statement and, per JDK, the verdict with the
     * effect and its 95% CI (or, for a claim that rests on no single ratio, its first figures).
     * The rule and the full evidence are on the experiment's page.
     *
     * @param claims the claims
     * @param judged their findings
     * @param suite  the stem of their suite
     * @param jdks   the JDK columns
     * @return the Markdown table, ending with a newline; a sentence if there is no JDK
     */
    public static String compactTable(List<Claim> claims, Judged judged, String suite, List<Integer> jdks) {
        return render(claims, judged, suite, jdks, List.of(), c -> List.of(), (c, f) -> shortCell(f));
    }

    /**
     * A claims table: id and statement, the given columns of each claim, then one cell per JDK.
     *
     * @return the Markdown table, ending with a newline; a sentence if there is no JDK
     */
    private static String render(List<Claim> claims, Judged judged, String suite, List<Integer> jdks,
                                 List<String> headers,
                                 Function<Claim, List<String>> columns, java.util.function.BiFunction<Claim, Finding,
                                 String> cell) {
        if (jdks.isEmpty()) {
            return "_No results yet._\n";
        }
        List<String> header = new java.util.ArrayList<>(List.of("", "claim"));
        header.addAll(headers);
        jdks.forEach(j -> header.add("JDK " + j));
        Table t = new Table("l".repeat(header.size()), header);
        for (Claim c : claims) {
            List<String> cells = new java.util.ArrayList<>(List.of(c.id(), c.statement()));
            cells.addAll(columns.apply(c));
            jdks.forEach(jdk -> cells.add(cell.apply(c, judged.of(suite, c, jdk))));
            t.row(cells);
        }
        return t.markdown();
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

    /**
     * The calibration notes: the JDKs on which the suite's A/A claim does not hold, and those on
     * which it is inconclusive. An inconclusive A/A has not shown that identical code comes out
     * within its margin: a difference up to the far end of its interval may be the method's, so
     * the note names the verdicts with an interval that a shift of that size would change (their
     * {@link io.github.poolbench.stats.Side#slack} is smaller), or says that none would.
     *
     * @param claims the suite's claims
     * @param judged their findings
     * @param suite  the suite's stem
     * @param jdks   the JDK columns
     * @return e.g. {@code **The A/A control does not hold on JDK 25 (0.81 [0.68, 0.95]): identical code
     *         differed that much in this run, ...** }, ending with a space; empty if it holds on every JDK
     */
    public static String aaWarning(List<Claim> claims, Judged judged, String suite, List<Integer> jdks) {
        List<String> failed = new java.util.ArrayList<>();
        StringBuilder inconclusive = new StringBuilder();
        for (Claim c : claims) {
            if (!c.id().equals(ClaimCatalog.standard().aaId())) {
                continue;
            }
            for (int jdk : jdks) {
                Finding f = judged.of(suite, c, jdk);
                if (f.verdict() == Verdict.DOES_NOT_HOLD) {
                    failed.add("JDK " + jdk + Checks.format(f).map(e -> " (" + e + ")").orElse(""));
                } else if (f.verdict() == Verdict.INCONCLUSIVE && f.effect().filter(Effect::hasInterval).isPresent()) {
                    inconclusive.append(reachNote(claims, judged, suite, jdk, f));
                }
            }
        }
        return (failed.isEmpty() ? "" : "**The A/A control does not hold on " + String.join(", ", failed)
                + ": identical code differed that much in this run, so a verdict whose interval lies that close to"
                + " its threshold may be the machine's; read " + (failed.size() == 1 ? "that column's" : "those columns'")
                + " verdicts beside it.** ") + inconclusive;
    }

    /** The note on an inconclusive A/A control on one JDK: which verdicts lie within its reach. */
    private static String reachNote(List<Claim> claims, Judged judged, String suite, int jdk, Finding aa) {
        Effect e = aa.effect().orElseThrow();
        double reach = Math.max(e.high(), 1 / e.low());
        List<String> close = new java.util.ArrayList<>();
        for (Claim c : claims) {
            if (c.id().equals(ClaimCatalog.standard().aaId())) {
                continue;
            }
            Finding f = judged.of(suite, c, jdk);
            boolean decided = f.verdict() == Verdict.HOLDS || f.verdict() == Verdict.DOES_NOT_HOLD;
            if (decided && f.side() != null && f.effect().filter(Effect::hasInterval).isPresent()
                    && f.side().slack(f.effect().get(), f.threshold()) < Math.log(reach)) {
                close.add(c.id() + " (" + f.verdict().text() + " " + Checks.format(f).orElseThrow() + ")");
            }
        }
        return Templates.render("aa-inconclusive", java.util.Map.of("jdk", jdk, "aa", Checks.format(aa).orElseThrow(),
                "aaMargin", Checks.AA_MARGIN_PERCENT, "reach", Numbers.percent(reach - 1), "close", close.isEmpty()
                        ? List.of() : List.of(java.util.Map.of("list", io.github.poolbench.text.Words.and(close),
                        "one", close.size() == 1))));
    }

    /** The legend above the README's tables. */
    public static String shortLegend() {
        return Templates.render("short-legend", java.util.Map.of("aaId", ClaimCatalog.standard().aaId(),
                "aaMargin", Checks.AA_MARGIN_PERCENT));
    }

    /** The legend printed under every conclusions table. */
    public static String legend() {
        return Templates.render("legend", java.util.Map.of("sameMargin", Math.round(Checks.SAME_MARGIN * 100),
                "aaMargin", Checks.AA_MARGIN_PERCENT));
    }
}
