package io.github.poolbench.stats;

import java.util.Arrays;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * One effect from several studies that each estimated it (here: the runs of one question on one JDK, each its
 * own estimate of a log ratio with a standard error): a random-effects meta-analysis, which lets the true effect
 * differ between studies (between machines and sittings) by a spread τ it estimates, and so does not pretend that
 * a machine a reader runs on is one of those measured.
 *
 * <p>Method: τ² by DerSimonian and Laird's method of moments (DerSimonian and Laird, 1986, <i>Controlled
 * Clinical Trials</i> 7:177), the pooled estimate weighted by {@code 1 / (se² + τ²)}, and its 95% interval by
 * Hartung and Knapp (2001, <i>Statistics in Medicine</i> 20:3875) and Sidik and Jonkman (2002, <i>Statistics in
 * Medicine</i> 21:3153): the weighted residual variance scales the standard error and a Student t with
 * {@code k - 1} degrees of freedom replaces the normal. With few studies the normal DL interval is too narrow
 * (IntHout, Ioannidis and Borm, 2014, <i>BMC Medical Research Methodology</i> 14:25); the scaling factor is kept
 * at 1 or more (Röver, Knapp and Friede, 2015, <i>BMC Medical Research Methodology</i> 15:99), so the interval is
 * never narrower than the one that treats τ² as known. The 95% prediction interval for the effect in a new
 * study (a new machine) is Higgins, Thompson and Spiegelhalter's (2009, <i>J. R. Stat. Soc. A</i> 172:137):
 * {@code mu ± t(k - 2) sqrt(tau² + se²)}, only from 3 studies on. The DL part reproduces metafor's
 * {@code rma(method = "DL")} on its {@code dat.bcg} example (a test). Pure functions; thread-safe.
 */
public final class RandomEffects {

    private RandomEffects() {
    }

    /**
     * The pooled effect on the scale of the inputs (here a log ratio).
     *
     * @param k         the number of studies
     * @param estimate  the pooled estimate
     * @param se        its standard error (Hartung-Knapp-Sidik-Jonkman; with one study that study's)
     * @param low       the lower end of its 95% interval
     * @param high      the upper end
     * @param tau2      the between-study variance τ² (DerSimonian-Laird, 0 when the studies agree more than
     *                  their errors say; NaN with one study)
     * @param q         Cochran's Q of the fixed-effect fit (NaN with one study)
     * @param predLow   the lower end of the 95% prediction interval for a new study, NaN below 3 studies
     * @param predHigh  its upper end, NaN below 3 studies
     */
    public record Pooled(int k, double estimate, double se, double low, double high, double tau2, double q,
                         double predLow, double predHigh) {

        /** @return τ, the between-study standard deviation on the inputs' scale; NaN with one study */
        public double tau() {
            return Math.sqrt(tau2);
        }

        /** @return whether a prediction interval exists (3 studies or more) */
        public boolean hasPrediction() {
            return !Double.isNaN(predLow);
        }

        /**
         * @return I², the share of the estimates' spread beyond what their errors explain, in [0, 1];
         *         NaN with one study
         */
        public double i2() {
            return k < 2 ? Double.NaN : q <= k - 1 ? 0 : (q - (k - 1)) / q;
        }
    }

    /**
     * Pools {@code k} estimates.
     *
     * @param estimates each study's estimate, finite
     * @param ses       each study's standard error, finite and {@code > 0}, in the same order
     * @return the pooled effect; with one study, that study's estimate and a normal 95% interval from its error
     * @throws IllegalArgumentException if there is no study, the arrays' lengths differ, or a value is not finite
     *                                  (or an error not positive)
     */
    public static Pooled pool(double[] estimates, double[] ses) {
        check(estimates, ses);
        int k = estimates.length;
        if (k == 1) {
            double z = 1.959963984540054;
            return new Pooled(1, estimates[0], ses[0], estimates[0] - z * ses[0], estimates[0] + z * ses[0],
                    Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        double sw = 0;
        double sw2 = 0;
        double swy = 0;
        for (int i = 0; i < k; i++) {
            double w = 1 / (ses[i] * ses[i]);
            sw += w;
            sw2 += w * w;
            swy += w * estimates[i];
        }
        double fixed = swy / sw;
        double q = 0;
        for (int i = 0; i < k; i++) {
            double d = estimates[i] - fixed;
            q += d * d / (ses[i] * ses[i]);
        }
        double tau2 = Math.max(0, (q - (k - 1)) / (sw - sw2 / sw));
        double[] w = new double[k];
        double sws = 0;
        double swsy = 0;
        for (int i = 0; i < k; i++) {
            w[i] = 1 / (ses[i] * ses[i] + tau2);
            sws += w[i];
            swsy += w[i] * estimates[i];
        }
        double mu = swsy / sws;
        double residual = 0;
        for (int i = 0; i < k; i++) {
            double d = estimates[i] - mu;
            residual += w[i] * d * d;
        }
        double scale = Math.max(1, residual / (k - 1));
        double se = Math.sqrt(scale / sws);
        double t = TDistribution.of(k - 1).inverseCumulativeProbability(0.975);
        double predLow = Double.NaN;
        double predHigh = Double.NaN;
        if (k >= 3) {
            double tp = TDistribution.of(k - 2).inverseCumulativeProbability(0.975);
            double half = tp * Math.sqrt(tau2 + se * se);
            predLow = mu - half;
            predHigh = mu + half;
        }
        return new Pooled(k, mu, se, mu - t * se, mu + t * se, tau2, q, predLow, predHigh);
    }

    /**
     * The standard error of a log ratio whose 95% interval {@code [low, high]} (on the ratio's scale) came from a
     * Student t with {@code df} degrees of freedom: {@code ln(high / low) / (2 t(df))}.
     *
     * @param low  the interval's lower end, {@code > 0}
     * @param high its upper end, {@code > low}
     * @param df   the t's degrees of freedom, at least 1
     * @return the standard error on the log scale
     * @throws IllegalArgumentException if the interval is not positive and increasing or {@code df < 1}
     */
    public static double logSe(double low, double high, int df) {
        if (!(low > 0) || !(high > low) || Double.isInfinite(high) || df < 1) {
            throw new IllegalArgumentException("a standard error needs a positive increasing interval and df >= 1: ["
                    + low + ", " + high + "], df " + df);
        }
        return Math.log(high / low) / (2 * TDistribution.of(df).inverseCumulativeProbability(0.975));
    }

    private static void check(double[] estimates, double[] ses) {
        if (estimates.length == 0 || estimates.length != ses.length) {
            throw new IllegalArgumentException("pooling needs one standard error per estimate and at least one study: "
                    + estimates.length + " estimates, " + ses.length + " errors");
        }
        if (Arrays.stream(estimates).anyMatch(x -> !Double.isFinite(x))
                || Arrays.stream(ses).anyMatch(s -> !Double.isFinite(s) || s <= 0)) {
            throw new IllegalArgumentException("estimates must be finite and errors finite and > 0: "
                    + Arrays.toString(estimates) + ", " + Arrays.toString(ses));
        }
    }
}
