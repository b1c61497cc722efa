package io.github.poolbench.report;

import io.github.poolbench.text.Numbers;
/**
 * The ratio of two JMH scores with its error, and whether they differ beyond their error
 * bars.
 *
 * @param value ratio {@code a / b}
 * @param error half-width of the ratio's error, first-order propagation of the two scores'
 *              99.9% errors: {@code value * sqrt((ea/a)^2 + (eb/b)^2)}; NaN if either is NaN
 * @param verdict {@code faster} if {@code a + ea < b - eb} (for time per op), {@code slower}
 *                if {@code a - ea > b + eb}, otherwise {@code same within error}
 */
public record Ratio(double value, double error, String verdict) {

    /**
     * @param a  score of the contender (time per op)
     * @param ea its error
     * @param b  score of the baseline (time per op)
     * @param eb its error
     * @return the ratio a/b, its error and the verdict
     */
    public static Ratio of(double a, double ea, double b, double eb) {
        double value = a / b;
        double error = value * Math.sqrt(Math.pow(ea / a, 2) + Math.pow(eb / b, 2));
        double ea0 = Double.isNaN(ea) ? 0 : ea;
        double eb0 = Double.isNaN(eb) ? 0 : eb;
        String verdict;
        if (a + ea0 < b - eb0) {
            verdict = "faster";
        } else if (a - ea0 > b + eb0) {
            verdict = "slower";
        } else {
            verdict = "same within error";
        }
        return new Ratio(value, error, verdict);
    }

    /**
     * @param a the contender's result (time per op)
     * @param b the baseline's result (time per op)
     * @return {@link #of(double, double, double, double)} of their primary scores and errors
     */
    public static Ratio of(BenchmarkResult a, BenchmarkResult b) {
        return of(a.score(), a.error(), b.score(), b.error());
    }

    /** @return e.g. {@code 1.93 ± 0.12} */
    public String format() {
        return Numbers.ratio(value) + (Double.isNaN(error) ? "" : " ± " + Numbers.ratio(error));
    }
}
