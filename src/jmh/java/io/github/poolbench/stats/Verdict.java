package io.github.poolbench.stats;

/** What an effect's confidence interval says of a claim's threshold. */
public enum Verdict {
    /** The whole 95% interval lies on the claim's side of its threshold (or inside its margin). */
    HOLDS,
    /** The whole 95% interval lies on the other side (or outside the margin). */
    DOES_NOT_HOLD,
    /** The interval straddles the threshold (or a margin's edge), or there is none. */
    INCONCLUSIVE
}
