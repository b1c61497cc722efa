package io.github.poolbench.report;

import io.github.poolbench.claims.ClaimResult;
import io.github.poolbench.stats.Effect;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code results/claims.csv}: every claim of every experiment, one row per JDK of the published
 * run, then one per JDK of each other machine's run of the same code and one across machines
 * ({@link ClaimResult#scope}), machine-readable (diff it between machines: {@link ClaimsDiff}).
 * Columns: {@link ClaimResult#COLUMNS}; {@code machine} is the CPU model,
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
     * @param judged the claims' findings on every result file
     * @param suites the experiments, in README order
     * @return the rows, suite by suite, claim by claim, JDK by JDK
     */
    public static List<ClaimResult> rows(Judged judged, List<SuiteReport> suites) {
        Results results = judged.results();
        List<ClaimResult> rows = new ArrayList<>();
        for (SuiteReport suite : suites) {
            List<ResultSet> sets = results.of(suite.suite());
            // each set's machine once: naming it reads the run store
            List<String> machines = sets.stream().map(set -> set.machine().orElse("unknown")).toList();
            for (Claim claim : suite.claims()) {
                for (int i = 0; i < sets.size(); i++) {
                    ResultSet set = sets.get(i);
                    rows.add(row(suite.suite().stem(), claim.id(), set.jdkMajor(),
                            judged.of(suite.suite().stem(), claim, set.jdkMajor()), set.runId(), machines.get(i),
                            ClaimResult.PUBLISHED));
                }
            }
        }
        return rows;
    }

    /**
     * One claim's finding on one JDK of one run, as a row.
     *
     * @param scope {@link ClaimResult#PUBLISHED} or {@link ClaimResult#MACHINE}
     */
    static ClaimResult row(String suite, String claim, int jdk, Finding f, String runId, String machine,
                           String scope) {
        Optional<Effect> e = f.effect();
        return new ClaimResult(suite, claim, jdk, f.verdict().text(), e.map(Effect::estimate).orElse(Double.NaN),
                e.filter(Effect::hasInterval).map(Effect::low).orElse(Double.NaN),
                e.filter(Effect::hasInterval).map(Effect::high).orElse(Double.NaN), f.threshold(),
                f.side() == null ? "" : f.side().text(), e.map(x -> x.method().description()).orElse(""),
                e.map(Effect::n).orElse(0), runId, machine, scope, Double.NaN, Double.NaN,
                e.map(Effect::reference).orElse(Double.NaN), e.map(Effect::unit).orElse(""),
                e.map(Effect::modes).orElse(List.of()));
    }

    /**
     * @param judged the claims' findings on every result file (their folder holds the run store)
     * @param suites the experiments, in README order
     * @return every row of {@code claims.csv}: the published rows ({@link #rows}), then each other
     *         machine's and the verdicts across machines ({@link AcrossMachines})
     * @throws ReportException if a stored run's files cannot be derived or read
     */
    static List<ClaimResult> everyMachine(Judged judged, List<SuiteReport> suites) throws ReportException {
        List<ClaimResult> rows = rows(judged, suites);
        List<ClaimResult> all = new ArrayList<>(rows);
        all.addAll(AcrossMachines.rows(judged.results(), suites, rows));
        return all;
    }

    /**
     * @param results every result file
     * @param suites  the experiments, in README order
     * @return CSV text with a header row: {@link #everyMachine}
     * @throws ReportException if a stored run's files cannot be derived or read
     */
    public static String csv(Results results, List<SuiteReport> suites) throws ReportException {
        return ClaimResult.csv(everyMachine(new Judged(results), suites));
    }
}
