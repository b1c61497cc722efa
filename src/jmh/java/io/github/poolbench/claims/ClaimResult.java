package io.github.poolbench.claims;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.github.poolbench.stats.Effect;
import io.github.poolbench.text.Csv;
import io.github.poolbench.text.Numbers;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * One claim judged on one JDK (and one machine, or across machines): a row of {@code results/claims.csv}, the record every summary of the
 * verdicts reads (the README's answer and decision table, {@code -Pcompare}, the console's answer
 * after a run). Older claims files lack some columns: their fields read as NaN, empty or 0.
 *
 * @param suite     the suite's stem, e.g. {@code strings}
 * @param claim     the claim's id in the catalog
 * @param jdk       the JDK's feature release
 * @param verdict   {@code holds}, {@code does not hold}, {@code inconclusive}, {@code no data} or
 *                  {@code reference}
 * @param estimate  the effect's ratio a / b, NaN for a claim that rests on no single ratio
 * @param low       its 95% interval's lower end, NaN without an interval
 * @param high      its upper end, NaN without an interval
 * @param threshold the claim's threshold on the ratio (for an equivalence claim its margin), NaN if none
 * @param side      {@code below}, {@code above} or {@code within}; empty without a threshold
 * @param method    how the interval was computed, e.g. {@code paired t over rounds (log ratios)}; empty
 *                  without an effect
 * @param n         rounds (or forks) the effect rests on; across machines, the runs pooled; 0 without an effect
 * @param runId     the run the JDK's results come from (across machines: every run, space-separated)
 * @param machine   the machine that run ran on, e.g. {@code AMD EPYC at 2596 MHz, 2 cores}; across
 *                  machines, how many, e.g. {@code 2 machines}
 * @param scope     {@link #PUBLISHED} (the run in {@code results/}, one row per claim and JDK),
 *                  {@link #MACHINE} (another run of the same measured code, on another machine or the same
 *                  one on another day; older files also say {@code sitting} for the latter) or {@link #ACROSS} (every run's effect
 *                  pooled by a random-effects meta-analysis, the claim's rule read on the pooled interval; for a claim
 *                  without an effect its runs' common verdict, or {@code differs between runs})
 * @param rangeLow  across machines, the lowest estimate of any run; NaN otherwise or
 *                  without estimates
 * @param rangeHigh across machines, the highest estimate of any run; NaN otherwise or without estimates
 * @param reference the reference row b's level in this run ({@link io.github.poolbench.stats.Effect#reference}), in
 *                  {@code unit}: with the estimate, each side's time or rate; NaN where not known
 * @param unit      its unit, JMH's {@code scoreUnit} (e.g. {@code ns/op}); empty where not known
 * @param modes     where the rows' forks settled in modes, the rounds' ratios by mode
 *                  ({@link io.github.poolbench.stats.Effect#modes}); empty otherwise
 */
@JsonPropertyOrder({"suite", "claim", "jdk", "verdict", "estimate", "ci_low", "ci_high", "threshold", "side", "method",
        "n", "run_id", "machine", "scope", "range_low", "range_high", "reference", "unit", "modes"})
public record ClaimResult(String suite, String claim, int jdk, String verdict, double estimate,
                          @JsonProperty("ci_low") double low, @JsonProperty("ci_high") double high, double threshold,
                          String side, String method, @JsonIgnore int n, @JsonProperty("run_id") String runId,
                          String machine, String scope, @JsonProperty("range_low") double rangeLow,
                          @JsonProperty("range_high") double rangeHigh, double reference, String unit,
                          @JsonIgnore List<Effect.Mode> modes) {

    /** The header of {@code claims.csv}, in order: the record's {@link JsonPropertyOrder}. */
    public static final List<String> COLUMNS = List.of(ClaimResult.class.getAnnotation(JsonPropertyOrder.class).value());

    /** Copies {@code modes}. */
    public ClaimResult {
        modes = List.copyOf(modes);
    }

    /** A row without modes. */
    public ClaimResult(String suite, String claim, int jdk, String verdict, double estimate, double low, double high,
                       double threshold, String side, String method, int n, String runId, String machine, String scope,
                       double rangeLow, double rangeHigh, double reference, String unit) {
        this(suite, claim, jdk, verdict, estimate, low, high, threshold, side, method, n, runId, machine, scope,
                rangeLow, rangeHigh, reference, unit, List.of());
    }

    /**
     * @param modes a {@code modes} cell of {@code claims.csv}: {@code ratio:rounds} pairs separated by spaces, e.g.
     *              {@code 0.41:2 1.05:8}; empty for none
     * @return the modes
     * @throws IllegalArgumentException if a pair is not a positive ratio and a positive whole number of rounds
     */
    public static List<Effect.Mode> parseModes(String modes) {
        List<Effect.Mode> out = new ArrayList<>();
        for (String pair : modes.strip().isEmpty() ? new String[0] : modes.strip().split("\\s+")) {
            String[] parts = pair.split(":");
            try {
                if (parts.length != 2) {
                    throw new NumberFormatException("not ratio:rounds");
                }
                out.add(new Effect.Mode(Double.parseDouble(parts[0]), Integer.parseInt(parts[1])));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("a mode is ratio:rounds, e.g. 0.41:2, got '" + pair + "'", e);
            }
        }
        return out;
    }

    /** @return the {@code n} cell: {@link #n}, empty without an effect */
    @JsonProperty("n")
    Object nCell() {
        return hasEffect() ? (Object) n : "";
    }

    /** @return the {@code modes} cell: {@code ratio:rounds} pairs separated by spaces, "" without modes */
    @JsonProperty("modes")
    public String modesCell() {
        return modesCell(modes);
    }

    /**
     * @param modes modes, e.g. a decision's over its runs
     * @return their cell as {@code claims.csv} writes it ({@link #parseModes} reads it): {@code ratio:rounds} pairs
     *         separated by spaces, "" without modes
     */
    public static String modesCell(List<Effect.Mode> modes) {
        return String.join(" ", modes.stream().map(m -> m.ratio() + ":" + m.rounds()).toList());
    }

    /** A row without a known reference level. */
    public ClaimResult(String suite, String claim, int jdk, String verdict, double estimate, double low, double high,
                       double threshold, String side, String method, int n, String runId, String machine, String scope,
                       double rangeLow, double rangeHigh) {
        this(suite, claim, jdk, verdict, estimate, low, high, threshold, side, method, n, runId, machine, scope,
                rangeLow, rangeHigh, Double.NaN, "");
    }

    /** {@link #scope}: the row of the run in {@code results/}. */
    public static final String PUBLISHED = "published";

    /** {@link #scope}: another run of the same measured code (another machine, or the same one another day). */
    public static final String MACHINE = "machine";

    /** {@link #scope}: the estimate pooled over every run, and the claim's rule read on it. */
    public static final String ACROSS = "across machines";

    /** A row of the published run (scope {@link #PUBLISHED}, no range). */
    public ClaimResult(String suite, String claim, int jdk, String verdict, double estimate, double low, double high,
                       double threshold, String side, String method, int n, String runId, String machine) {
        this(suite, claim, jdk, verdict, estimate, low, high, threshold, side, method, n, runId, machine, PUBLISHED,
                Double.NaN, Double.NaN);
    }

    /** @return whether this is a row of the published run */
    public boolean published() {
        return PUBLISHED.equals(scope);
    }

    /** @return whether this row pools every run of the claim ({@link #ACROSS}), not one run's */
    public boolean across() {
        return ACROSS.equals(scope);
    }

    /** @return whether the claim has an effect on this JDK */
    public boolean hasEffect() {
        return !Double.isNaN(estimate);
    }

    /** @return suite, claim and JDK, the key two files are matched on */
    public String key() {
        return suite + " " + claim + " " + jdk;
    }

    /** @return suite, claim id and JDK, e.g. {@code strings <id> JDK 17}, as the Markdown names a claim on one JDK */
    public String label() {
        return suite + " " + claim + " JDK " + jdk;
    }

    /** @return whether the effect has a 95% interval */
    public boolean hasInterval() {
        return !Double.isNaN(low) && !Double.isNaN(high);
    }

    /** E.g. {@code 1 below} or {@code 0.05 within}: the question the verdict answers, as far as the file says. */
    public String question() {
        String t = Double.isNaN(threshold) ? "" : BigDecimal.valueOf(threshold).stripTrailingZeros().toPlainString();
        return (t + " " + side).strip();
    }

    /**
     * E.g. {@code holds 1.13 [1.06, 1.20]}, or the verdict alone; an end of the interval next to
     * the threshold with the decimals that keep it on its side (e.g. {@code [1.098, 1.16]}
     * against a margin of 0.1).
     */
    public String cell() {
        return Double.isNaN(estimate) ? verdict : verdict + " " + ratioCell();
    }

    /**
     * @return {@link #cell()} without its verdict, e.g. {@code 1.13 [1.06, 1.20]}
     * @throws IllegalStateException for a row without an effect ({@link #hasEffect})
     */
    public String ratioCell() {
        if (!hasEffect()) {
            throw new IllegalStateException(label() + " has no effect");
        }
        return Numbers.ratioWithInterval(estimate, low, high, edges());
    }

    /** The ratios that separate this claim's verdicts, as far as the file says; else none. */
    private List<Double> edges() {
        return sideOf().filter(s -> threshold > 0).map(s -> s.edges(threshold)).orElse(List.of());
    }

    /** @return the claim's side of its threshold, empty where the row names none */
    public java.util.Optional<io.github.poolbench.stats.Side> sideOf() {
        return java.util.Arrays.stream(io.github.poolbench.stats.Side.values()).filter(s -> s.text().equals(side))
                .findFirst();
    }

    /**
     * Writes rows as {@code claims.csv}: Jackson's schema of this record ({@link #COLUMNS}), numbers in full
     * ({@link Double#toString}), empty where NaN.
     *
     * @param rows the rows, in order
     * @return CSV text with a header row
     */
    public static String csv(List<ClaimResult> rows) {
        try {
            return Csv.write(ClaimResult.class, rows);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("cannot write claims.csv: " + e.getOriginalMessage(), e);
        }
    }
}
