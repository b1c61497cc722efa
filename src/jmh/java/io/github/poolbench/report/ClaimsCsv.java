package io.github.poolbench.report;

import io.github.poolbench.text.Numbers;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.csv.CsvGenerator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.github.poolbench.stats.Effect;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
    public static final List<String> COLUMNS = List.of("suite", "claim", "jdk", "verdict", "estimate", "ci_low",
            "ci_high", "threshold", "side", "method", "n", "run_id", "machine");

    private ClaimsCsv() {
    }

    /**
     * @param results every result file
     * @param suites  the experiments, in README order
     * @return CSV text with a header row
     * @throws ReportException if the CSV cannot be written
     */
    public static String csv(Results results, List<SuiteReport> suites) throws ReportException {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (SuiteReport suite : suites) {
            List<ResultSet> sets = results.of(suite.suite());
            for (Claim claim : suite.claims()) {
                for (ResultSet set : sets) {
                    Finding f = claim.check().check(results, set.jdkMajor());
                    Optional<Effect> e = f.effect();
                    Map<String, Object> row = new LinkedHashMap<>();
                    row.put("suite", suite.suite().stem());
                    row.put("claim", claim.id());
                    row.put("jdk", set.jdkMajor());
                    row.put("verdict", f.verdict().text());
                    row.put("estimate", e.map(x -> CsvExport.plain(x.estimate())).orElse(""));
                    row.put("ci_low", e.filter(Effect::hasInterval).map(x -> CsvExport.plain(x.low())).orElse(""));
                    row.put("ci_high", e.filter(Effect::hasInterval).map(x -> CsvExport.plain(x.high())).orElse(""));
                    row.put("threshold", Double.isNaN(f.threshold()) ? "" : CsvExport.plain(f.threshold()));
                    row.put("side", f.side() == null ? "" : f.side().text());
                    row.put("method", e.map(x -> x.method().description()).orElse(""));
                    row.put("n", e.map(x -> (Object) x.n()).orElse(""));
                    row.put("run_id", set.runId());
                    row.put("machine", set.environment().map(env -> Numbers.machine(env.cpuModel(), env.cpuMhz(),
                            env.cores())).orElse("unknown"));
                    rows.add(row);
                }
            }
        }
        CsvSchema.Builder schema = CsvSchema.builder();
        COLUMNS.forEach(schema::addColumn);
        try {
            return new CsvMapper().enable(CsvGenerator.Feature.STRICT_CHECK_FOR_QUOTING)
                    .writer(schema.build().withHeader().withLineSeparator("\n")).writeValueAsString(rows);
        } catch (JsonProcessingException e) {
            throw new ReportException("cannot write claims.csv: " + e.getOriginalMessage(), e);
        }
    }
}
