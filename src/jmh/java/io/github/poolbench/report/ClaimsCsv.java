package io.github.poolbench.report;

import io.github.poolbench.claims.ClaimResult;
import io.github.poolbench.text.Numbers;
import io.github.poolbench.stats.Effect;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code results/claims.csv}: every claim of every experiment, one row per JDK, machine-readable
 * (diff it between machines: {@link ClaimsDiff}). Columns: {@code suite, claim, jdk, verdict,
 * estimate, ci_low, ci_high, threshold, side, method, n, run_id, machine}; {@code machine} is the CPU model,
 * clock and cores the run's environment file records (a claim is one machine's until another agrees); the effect columns are empty for claims that rest on
 * no single ratio (B/op counts, percentiles, rankings over many rows). {@code side} says what the
 * threshold means, so that a verdict can be checked from its row alone: {@code below} (holds when
 * {@code ci_high < threshold}), {@code above} ({@code ci_low > threshold}) or {@code within} (an
 * equivalence: the threshold is a margin m, and the claim holds when the interval lies inside
 * {@code [1 / (1 + m), 1 + m]}). A claim over several rows (lengths, percentiles) carries the row
 * that decides its verdict ({@link Checks#all}). The README's tables are generated from the same
 * {@link Finding}s.
 */
public final class ClaimsCsv {

    /** The header, in order. */
    public static final List<String> COLUMNS = ClaimResult.COLUMNS;

    private ClaimsCsv() {
    }

    /**
     * Every claim judged on every JDK that has its suite's results: the typed records that
     * {@code claims.csv} and the README's answer are written from.
     *
     * @param results every result file
     * @param suites  the experiments, in README order
     * @return the rows, suite by suite, claim by claim, JDK by JDK
     */
    public static List<ClaimResult> rows(Results results, List<SuiteReport> suites) {
        List<ClaimResult> rows = new ArrayList<>();
        for (SuiteReport suite : suites) {
            List<ResultSet> sets = results.of(suite.suite());
            for (Claim claim : suite.claims()) {
                for (ResultSet set : sets) {
                    Finding f = claim.check().check(results, set.jdkMajor());
                    Optional<Effect> e = f.effect();
                    rows.add(new ClaimResult(suite.suite().stem(), claim.id(), set.jdkMajor(), f.verdict().text(),
                            e.map(Effect::estimate).orElse(Double.NaN),
                            e.filter(Effect::hasInterval).map(Effect::low).orElse(Double.NaN),
                            e.filter(Effect::hasInterval).map(Effect::high).orElse(Double.NaN), f.threshold(),
                            f.side() == null ? "" : f.side().text(), e.map(x -> x.method().description()).orElse(""),
                            e.map(Effect::n).orElse(0), set.runId(), set.environment().map(env -> Numbers.machine(
                                    env.cpuModel(), env.cpuMhz(), env.cores())).orElse("unknown")));
                }
            }
        }
        return rows;
    }

    /**
     * @param results every result file
     * @param suites  the experiments, in README order
     * @return CSV text with a header row
     */
    public static String csv(Results results, List<SuiteReport> suites) {
        return ClaimResult.csv(rows(results, suites));
    }
}
