package io.github.poolbench.report;

/** What the results say of one claim on one JDK. */
public enum Verdict {
    /** The results support the claim beyond their error bars. */
    HOLDS("holds"),
    /** The results contradict the claim beyond their error bars. */
    DOES_NOT_HOLD("does not hold"),
    /** The difference the claim is about is inside the error bars. */
    WITHIN_ERROR("within error"),
    /** A row the claim rests on has forks whose means differ by more than 20%: no direction is read. */
    FORKS_DISAGREE("forks disagree"),
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
}
