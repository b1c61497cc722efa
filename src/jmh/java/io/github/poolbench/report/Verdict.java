package io.github.poolbench.report;

/** What the results say of one claim on one JDK. */
public enum Verdict {
    /** The claim's effect has its whole 95% confidence interval on the claim's side of its threshold. */
    HOLDS("holds"),
    /** The whole interval lies on the other side: the results contradict the claim. */
    DOES_NOT_HOLD("does not hold"),
    /** The interval straddles the threshold (or a margin's edge): the data cannot decide. */
    INCONCLUSIVE("inconclusive"),
    /** A row the claim needs is missing (a partial run). */
    NO_DATA("no data"),
    /** The JDK the others are compared with, in a claim across JDKs. */
    REFERENCE("reference"),
    /** The rows come from different runs, whose ratios mean nothing. */
    NOT_COMPARABLE("not comparable: different runs");

    private final String text;

    Verdict(String text) {
        this.text = text;
    }

    /** @return the verdict as the tables print it */
    public String text() {
        return text;
    }

    /** @return the report's verdict for a statistics verdict */
    public static Verdict of(io.github.poolbench.stats.Verdict v) {
        return switch (v) {
            case HOLDS -> HOLDS;
            case DOES_NOT_HOLD -> DOES_NOT_HOLD;
            case INCONCLUSIVE -> INCONCLUSIVE;
        };
    }
}
