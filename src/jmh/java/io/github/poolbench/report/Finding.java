package io.github.poolbench.report;

import io.github.poolbench.stats.Effect;
import io.github.poolbench.stats.Side;
import io.github.poolbench.text.Words;
import java.util.Objects;
import java.util.Optional;

/**
 * A verdict with the figures it rests on.
 *
 * @param verdict   the verdict
 * @param evidence  the rows and figures, e.g. {@code pooledBucketed / sizedBuilder = 0.89 [0.85, 0.93]}
 * @param effect    the effect the verdict was read from, if the claim is a comparison of two rows
 * @param threshold the claim's threshold on that effect (a ratio, e.g. 1.0; for an equivalence
 *                  claim its margin, e.g. 0.05), NaN if none
 * @param side      where the claim wants the effect's interval relative to {@code threshold}
 *                  ({@link Side#WITHIN}: inside the margin), null exactly when the threshold is NaN
 */
public record Finding(Verdict verdict, String evidence, Optional<Effect> effect, double threshold, Side side) {

    /**
     * @throws IllegalArgumentException if a threshold comes without its side or a side without
     *                                  its threshold
     */
    public Finding {
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(evidence, "evidence");
        Objects.requireNonNull(effect, "effect");
        if (Double.isNaN(threshold) != (side == null)) {
            throw new IllegalArgumentException("a finding has a threshold and its side, or neither: threshold "
                    + threshold + ", side " + side);
        }
    }

    /** A finding that rests on no single effect. */
    public Finding(Verdict verdict, String evidence) {
        this(verdict, evidence, Optional.empty(), Double.NaN, null);
    }

    /** @return a finding for a missing row */
    public static Finding noData(String what) {
        return new Finding(Verdict.NO_DATA, "no " + what);
    }

    /** @return this finding's verdict, effect, threshold and side with other evidence */
    public Finding withEvidence(String otherEvidence) {
        return new Finding(verdict, otherEvidence, effect, threshold, side);
    }

    /** @return e.g. {@code **holds**: 0.89 [0.85, 0.93] (...)} */
    public String cell() {
        String v = verdict == Verdict.HOLDS || verdict == Verdict.DOES_NOT_HOLD ? "**" + verdict.text() + "**"
                : verdict.text();
        return evidence.isEmpty() ? v : v + ": " + evidence;
    }

    /**
     * @param scale what the effect's ratio measures, or null
     * @return the effect in words ({@link Words#effect}), e.g. {@code 23% slower [20%, 27%]}; empty
     *         without an effect or a scale
     */
    public Optional<String> words(Words.Scale scale) {
        return scale == null ? Optional.empty() : effect.filter(e -> e.estimate() > 0).map(e -> Words.effect(
                e.estimate(), e.hasInterval() ? e.low() : Double.NaN, e.hasInterval() ? e.high() : Double.NaN, scale));
    }

    /**
     * @param scale what the effect's ratio measures, or null
     * @return {@link #cell()} with the effect in words after the verdict, e.g. {@code **does not
     *         hold** 23% slower [20%, 27%]: ...}
     */
    public String cell(Words.Scale scale) {
        Optional<String> words = words(scale);
        if (words.isEmpty()) {
            return cell();
        }
        String v = verdict == Verdict.HOLDS || verdict == Verdict.DOES_NOT_HOLD ? "**" + verdict.text() + "**"
                : verdict.text();
        return v + " " + words.get() + (evidence.isEmpty() ? "" : ": " + evidence);
    }
}
