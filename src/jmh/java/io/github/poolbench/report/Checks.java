package io.github.poolbench.report;

import java.util.List;
import java.util.Optional;

/**
 * The comparisons claims are made of. Each takes two result rows (a contender {@code a} and a
 * reference {@code b}) and turns their scores and 99.9% errors into a {@link Finding}: a row
 * missing gives {@link Verdict#NO_DATA}; a row whose forks disagree gives
 * {@link Verdict#FORKS_DISAGREE} (no direction is read from it); otherwise the error bars decide.
 */
public final class Checks {

    private Checks() {
    }

    /** -1 if {@code a} is below {@code b} beyond both error bars, +1 if above, 0 if they overlap. */
    static int sign(double a, double ea, double b, double eb) {
        double ea0 = Double.isNaN(ea) ? 0 : ea;
        double eb0 = Double.isNaN(eb) ? 0 : eb;
        if (a + ea0 < b - eb0) {
            return -1;
        }
        return a - ea0 > b + eb0 ? 1 : 0;
    }

    /**
     * The claim "a's primary score is below b's" (less time per op, or less throughput).
     *
     * @return holds if below beyond the error bars, does not hold if above, else within error
     */
    public static Finding lower(Optional<BenchmarkResult> a, Optional<BenchmarkResult> b) {
        return direction(a, b, -1);
    }

    /** The claim "a's primary score is above b's"; see {@link #lower}. */
    public static Finding higher(Optional<BenchmarkResult> a, Optional<BenchmarkResult> b) {
        return direction(a, b, 1);
    }

    /** The claim "a and b score the same": holds if their error bars overlap. */
    public static Finding same(Optional<BenchmarkResult> a, Optional<BenchmarkResult> b) {
        Optional<Finding> blocked = blocked(a, b);
        if (blocked.isPresent()) {
            return blocked.get();
        }
        int s = sign(a.get().score(), a.get().error(), b.get().score(), b.get().error());
        return new Finding(s == 0 ? Verdict.HOLDS : Verdict.DOES_NOT_HOLD, ratioEvidence(a.get(), b.get()));
    }

    /**
     * The claim "a / b is at least {@code limit}".
     *
     * @return holds if the ratio minus its error is at least the limit, does not hold if the
     *         ratio plus its error is below it, else within error
     */
    public static Finding ratioAtLeast(Optional<BenchmarkResult> a, Optional<BenchmarkResult> b, double limit) {
        Optional<Finding> blocked = blocked(a, b);
        if (blocked.isPresent()) {
            return blocked.get();
        }
        Ratio r = Ratio.of(a.get(), b.get());
        double e = Double.isNaN(r.error()) ? 0 : r.error();
        Verdict v = r.value() - e >= limit ? Verdict.HOLDS
                : r.value() + e < limit ? Verdict.DOES_NOT_HOLD : Verdict.WITHIN_ERROR;
        return new Finding(v, ratioEvidence(a.get(), b.get()));
    }

    /** The claim "a / b is at most {@code limit}"; the mirror of {@link #ratioAtLeast}. */
    public static Finding ratioAtMost(Optional<BenchmarkResult> a, Optional<BenchmarkResult> b, double limit) {
        Optional<Finding> blocked = blocked(a, b);
        if (blocked.isPresent()) {
            return blocked.get();
        }
        Ratio r = Ratio.of(a.get(), b.get());
        double e = Double.isNaN(r.error()) ? 0 : r.error();
        Verdict v = r.value() + e <= limit ? Verdict.HOLDS
                : r.value() - e > limit ? Verdict.DOES_NOT_HOLD : Verdict.WITHIN_ERROR;
        return new Finding(v, ratioEvidence(a.get(), b.get()));
    }

    /**
     * The claim "a allocates fewer bytes per op than b" ({@code gc.alloc.rate.norm}, exact
     * enough that no error is needed: it counts bytes).
     */
    public static Finding lessAllocation(Optional<BenchmarkResult> a, Optional<BenchmarkResult> b) {
        if (a.isEmpty() || b.isEmpty() || Double.isNaN(a.get().allocNorm()) || Double.isNaN(b.get().allocNorm())) {
            return Finding.noData(a.isEmpty() ? "row of the contender (a partial run?)" : "row or B/op of the reference");
        }
        double x = a.get().allocNorm();
        double y = b.get().allocNorm();
        return new Finding(x < y - 0.5 ? Verdict.HOLDS : Verdict.DOES_NOT_HOLD,
                "`" + label(a.get()) + "` " + Numbers.bytes(x) + " vs `" + label(b.get()) + "` " + Numbers.bytes(y)
                        + " B/op");
    }

    /**
     * The claim "a's secondary metric {@code metric} is below b's".
     *
     * @param metric a secondary metric label, e.g. {@code gc.count}
     */
    public static Finding lowerMetric(Optional<BenchmarkResult> a, Optional<BenchmarkResult> b, String metric) {
        if (a.isEmpty() || b.isEmpty() || !a.get().secondary().containsKey(metric)
                || !b.get().secondary().containsKey(metric)) {
            return Finding.noData(metric);
        }
        BenchmarkResult.Metric x = a.get().secondary().get(metric);
        BenchmarkResult.Metric y = b.get().secondary().get(metric);
        int s = sign(x.score(), x.error(), y.score(), y.error());
        return new Finding(s < 0 ? Verdict.HOLDS : s > 0 ? Verdict.DOES_NOT_HOLD : Verdict.WITHIN_ERROR,
                metric + " `" + label(a.get()) + "` " + Numbers.score(x.score()) + " ± " + Numbers.score(x.error())
                        + " vs `" + label(b.get()) + "` " + Numbers.score(y.score()) + " ± " + Numbers.score(y.error())
                        + " " + x.unit());
    }

    /**
     * The claim "a's percentile {@code p} of {@code metric} is below b's". Percentiles have no
     * error estimate: differences under 10% count as within error.
     */
    public static Finding lowerPercentile(Optional<BenchmarkResult> a, Optional<BenchmarkResult> b, String metric,
                                          double p) {
        double x = a.map(r -> r.percentile(metric, p)).orElse(Double.NaN);
        double y = b.map(r -> r.percentile(metric, p)).orElse(Double.NaN);
        if (Double.isNaN(x) || Double.isNaN(y)) {
            return Finding.noData(metric + " p" + p);
        }
        Verdict v = x < 0.9 * y ? Verdict.HOLDS : x > 1.1 * y ? Verdict.DOES_NOT_HOLD : Verdict.WITHIN_ERROR;
        return new Finding(v, metric + " p" + Numbers.percentile(p) + " `" + label(a.get()) + "` " + Numbers.score(x)
                + " vs `" + label(b.get()) + "` " + Numbers.score(y) + " " + a.get().secondary().get(metric).unit()
                .replace("/op", ""));
    }

    /** Combines findings of one claim on several rows: the worst verdict wins, evidence joined. */
    public static Finding all(List<Finding> findings) {
        Verdict worst = Verdict.HOLDS;
        for (Finding f : findings) {
            if (rank(f.verdict()) > rank(worst)) {
                worst = f.verdict();
            }
        }
        return new Finding(worst, String.join("; ", findings.stream().map(Finding::evidence).toList()));
    }

    private static int rank(Verdict v) {
        return switch (v) {
            case HOLDS, REFERENCE -> 0;
            case WITHIN_ERROR -> 1;
            case FORKS_DISAGREE -> 2;
            case DOES_NOT_HOLD -> 3;
            case NOT_COMPARABLE -> 4;
            case NO_DATA -> 5;
        };
    }

    private static Finding direction(Optional<BenchmarkResult> a, Optional<BenchmarkResult> b, int wanted) {
        Optional<Finding> blocked = blocked(a, b);
        if (blocked.isPresent()) {
            return blocked.get();
        }
        int s = sign(a.get().score(), a.get().error(), b.get().score(), b.get().error());
        Verdict v = s == wanted ? Verdict.HOLDS : s == 0 ? Verdict.WITHIN_ERROR : Verdict.DOES_NOT_HOLD;
        return new Finding(v, ratioEvidence(a.get(), b.get()));
    }

    /** A missing row, or a row whose forks disagree, decides before any comparison. */
    private static Optional<Finding> blocked(Optional<BenchmarkResult> a, Optional<BenchmarkResult> b) {
        if (a.isEmpty() || b.isEmpty()) {
            return Optional.of(Finding.noData(a.isEmpty() ? "row of the contender (a partial run?)"
                    : "row of the reference (a partial run?)"));
        }
        if (a.get().forksDisagree() || b.get().forksDisagree()) {
            return Optional.of(new Finding(Verdict.FORKS_DISAGREE, ratioEvidence(a.get(), b.get())));
        }
        return Optional.empty();
    }

    /** E.g. {@code `pooledBucketed` / `sizedBuilder` = 0.89 ± 0.05 (3,807 ± 118 vs 4,257 ± 210 ns/op)}. */
    static String ratioEvidence(BenchmarkResult a, BenchmarkResult b) {
        return "`" + label(a) + "` / `" + label(b) + "` = " + Ratio.of(a, b).format() + " (" + a.scoreWithError()
                + " vs " + b.scoreWithError() + " " + a.unit() + ")";
    }

    /** The method, with the parameter that tells it apart from its reference where needed. */
    static String label(BenchmarkResult r) {
        StringBuilder label = new StringBuilder(r.method());
        for (String param : List.of("pool", "source", "supply", "handling")) {
            String value = r.params().get(param);
            if (value != null) {
                label.append('[').append(value).append(']');
            }
        }
        return label.toString();
    }
}
