package io.github.poolbench.report;

/**
 * A verdict with the figures it rests on.
 *
 * @param verdict  the verdict
 * @param evidence the rows and figures, e.g. {@code pooledBucketed / sizedBuilder = 1.15 ± 0.03}
 */
public record Finding(Verdict verdict, String evidence) {

    /** @return a finding for a missing row */
    public static Finding noData(String what) {
        return new Finding(Verdict.NO_DATA, "no " + what);
    }

    /** @return e.g. {@code **holds**: 0.89 ± 0.05 (...)} */
    public String cell() {
        String v = verdict == Verdict.HOLDS || verdict == Verdict.DOES_NOT_HOLD ? "**" + verdict.text() + "**"
                : verdict.text();
        return evidence.isEmpty() ? v : v + ": " + evidence;
    }
}
