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
        return "Verdicts come from the error bars (JMH's 99.9% confidence half-widths): **holds** and **does not"
                + " hold** only when the bars do not overlap, *within error* when they do. *forks disagree*: a row"
                + " the claim rests on has fork means more than "
                + Math.round(BenchmarkResult.FORK_SPREAD_LIMIT * 100)
                + "% apart (the modes are shown), so no direction is read from it. *no data*: a partial run lacks a"
                + " row. Every figure is generated from the committed JSON; a rerun updates every verdict.\n";
    }
}
