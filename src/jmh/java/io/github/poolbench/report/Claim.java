package io.github.poolbench.report;

import io.github.poolbench.text.Words;

/**
 * A named conclusion and the rule that checks it against the results, per JDK. The README's
 * conclusions are nothing but these, evaluated on the committed files: a rerun updates every
 * verdict, and no sentence can contradict the tables.
 *
 * @param id        a short stable name from the claim catalog
 * @param statement the claim, as a reader would state it
 * @param then      the figure the claim was made with (the article's, e.g. {@code 2002: 2.83x and 5.90x}), or
 *                  empty for poolbench's own claim (a page shows {@code – (ours)})
 * @param rule      how the results decide it: rows compared and the test, in words
 * @param check     the rule as code
 * @param scale     what the effect's ratio measures, so that it reads in words; null for a claim without an effect
 * @param shortLabel the statement in a few words, for a chart's key; empty for none
 */
public record Claim(String id, String statement, String then, String rule, Rule check, Words.Scale scale,
                    String shortLabel) {

    /** A claim whose effect, if any, reads as a ratio only (no scale), without a short label. */
    public Claim(String id, String statement, String then, String rule, Rule check) {
        this(id, statement, then, rule, check, null, "");
    }

    /** Evaluates a claim on one JDK's results. */
    @FunctionalInterface
    public interface Rule {
        /**
         * @param results every result file
         * @param jdk     the JDK to judge
         * @return the verdict and its figures
         */
        Finding check(Results results, int jdk);
    }
}
