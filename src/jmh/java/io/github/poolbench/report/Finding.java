package io.github.poolbench.report;

import io.github.poolbench.stats.Effect;
import java.util.Optional;

/**
 * A verdict with the figures it rests on.
 *
 * @param verdict   the verdict
 * @param evidence  the rows and figures, e.g. {@code pooledBucketed / sizedBuilder = 0.89 [0.85, 0.93]}
 * @param effect    the effect the verdict was read from, if the claim is a comparison of two rows
 * @param threshold the claim's threshold on that effect (a ratio, e.g. 1.0; for an equivalence
 *                  claim its margin, e.g. 0.05), NaN if none
 */
public record Finding(Verdict verdict, String evidence, Optional<Effect> effect, double threshold) {

    /** A finding that rests on no single effect. */
    public Finding(Verdict verdict, String evidence) {
        this(verdict, evidence, Optional.empty(), Double.NaN);
    }

    /** @return a finding for a missing row */
    public static Finding noData(String what) {
        return new Finding(Verdict.NO_DATA, "no " + what);
    }

    /** @return e.g. {@code **holds**: 0.89 [0.85, 0.93] (...)} */
    public String cell() {
        String v = verdict == Verdict.HOLDS || verdict == Verdict.DOES_NOT_HOLD ? "**" + verdict.text() + "**"
                : verdict.text();
        return evidence.isEmpty() ? v : v + ": " + evidence;
    }
}
