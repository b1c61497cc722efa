package io.github.poolbench.report;

import java.util.List;

/** Renders claims as a table: one row per claim, one verdict column per JDK. */
public final class Conclusions {

    private Conclusions() {
    }

    /**
     * @param claims  the claims
     * @param results every result file
     * @param jdks    the JDK columns
     * @return the Markdown table, ending with a newline; a sentence if there is no JDK
     */
    public static String table(List<Claim> claims, Results results, List<Integer> jdks) {
        if (jdks.isEmpty()) {
            return "_No results yet._\n";
        }
        StringBuilder md = new StringBuilder("| | claim | made with | rule |");
        jdks.forEach(j -> md.append(" JDK ").append(j).append(" |"));
        md.append("\n|---|---|---|---|");
        jdks.forEach(j -> md.append("---|"));
        md.append('\n');
        for (Claim c : claims) {
            md.append("| ").append(c.id()).append(" | ").append(c.statement()).append(" | ")
                    .append(c.then().isEmpty() ? "" : c.then()).append(" | ").append(c.rule()).append(" |");
            for (int jdk : jdks) {
                md.append(' ').append(c.check().check(results, jdk).cell()).append(" |");
            }
            md.append('\n');
        }
        return md.toString();
    }

    /** The legend printed under every conclusions table. */
    public static String legend() {
        return "Each comparison is a ratio a / b with its 95% confidence interval in brackets: the geometric mean of"
                + " the per-round ratios of fork means and a Student-t interval over rounds (forks interleaved in"
                + " rounds, one fork of every row per round in random order; unpaired Welch t where fork counts"
                + " differ). **holds** / **does not hold** when the whole interval lies on one side of the claim's"
                + " threshold, *inconclusive* when it straddles it; a claim that two rows cost the same holds only"
                + " when the interval lies inside its margin (±" + Math.round(Checks.SAME_MARGIN * 100) + "%; ±"
                + Math.round(Checks.AA_MARGIN * 100) + "% for the A/A control). *no data*: a partial run lacks a"
                + " row. Every figure is generated from the committed JSON; a rerun updates every verdict.\n";
    }
}
