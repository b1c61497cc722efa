package io.github.poolbench.claims;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One claim judged on one JDK: a row of {@code results/claims.csv}, the record every summary of the
 * verdicts reads (the README's answer and decision table, {@code -Pcompare}).
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
 * @param n         rounds (or forks) the effect rests on; 0 without an effect
 * @param runId     the run the JDK's results come from
 * @param machine   the machine that run ran on, e.g. {@code AMD EPYC at 2596 MHz, 2 cores}
 */
public record ClaimResult(String suite, String claim, int jdk, String verdict, double estimate, double low,
                          double high, double threshold, String side, String method, int n, String runId,
                          String machine) {

    /** The header of {@code claims.csv}, in order. */
    public static final List<String> COLUMNS = List.of("suite", "claim", "jdk", "verdict", "estimate", "ci_low",
            "ci_high", "threshold", "side", "method", "n", "run_id", "machine");

    /** @return whether the claim has an effect on this JDK */
    public boolean hasEffect() {
        return !Double.isNaN(estimate);
    }

    /**
     * Reads {@code claims.csv}.
     *
     * @param csv the file
     * @return its rows, in file order
     * @throws IOException naming the file and the row, if it cannot be read or a number or the
     *         header is malformed
     */
    public static List<ClaimResult> read(Path csv) throws IOException {
        List<ClaimResult> rows = new ArrayList<>();
        CsvMapper mapper = new CsvMapper();
        try (MappingIterator<Map<String, String>> it = mapper.readerForMapOf(String.class)
                .with(CsvSchema.emptySchema().withHeader()).readValues(Files.newBufferedReader(csv))) {
            int line = 1;
            while (it.hasNext()) {
                Map<String, String> r = it.next();
                line++;
                try {
                    rows.add(new ClaimResult(field(r, "suite"), field(r, "claim"), Integer.parseInt(field(r, "jdk")),
                            field(r, "verdict"), number(r, "estimate"), number(r, "ci_low"), number(r, "ci_high"),
                            number(r, "threshold"), field(r, "side"), field(r, "method"),
                            field(r, "n").isEmpty() ? 0 : Integer.parseInt(field(r, "n")), field(r, "run_id"),
                            field(r, "machine")));
                } catch (IllegalArgumentException e) {
                    throw new IOException(csv + " row " + line + ": " + e.getMessage(), e);
                }
            }
        } catch (RuntimeException e) {
            throw new IOException("cannot read " + csv + ": " + e.getMessage(), e);
        }
        return rows;
    }

    private static String field(Map<String, String> row, String name) {
        String v = row.get(name);
        if (v == null) {
            throw new IllegalArgumentException("no column '" + name + "'");
        }
        return v;
    }

    private static double number(Map<String, String> row, String name) {
        String v = field(row, name);
        return v.isEmpty() ? Double.NaN : Double.parseDouble(v);
    }

    /**
     * Writes rows as {@code claims.csv}: numbers in full ({@link Double#toString}), empty where NaN.
     *
     * @param rows the rows, in order
     * @return CSV text with a header row
     */
    public static String csv(List<ClaimResult> rows) {
        List<Map<String, Object>> maps = new ArrayList<>();
        for (ClaimResult r : rows) {
            Map<String, Object> m = new java.util.LinkedHashMap<>();
            m.put("suite", r.suite());
            m.put("claim", r.claim());
            m.put("jdk", r.jdk());
            m.put("verdict", r.verdict());
            m.put("estimate", plain(r.estimate()));
            m.put("ci_low", plain(r.low()));
            m.put("ci_high", plain(r.high()));
            m.put("threshold", plain(r.threshold()));
            m.put("side", r.side());
            m.put("method", r.method());
            m.put("n", r.hasEffect() ? (Object) r.n() : "");
            m.put("run_id", r.runId());
            m.put("machine", r.machine());
            maps.add(m);
        }
        CsvSchema.Builder schema = CsvSchema.builder();
        COLUMNS.forEach(schema::addColumn);
        try {
            return new CsvMapper().enable(com.fasterxml.jackson.dataformat.csv.CsvGenerator.Feature.STRICT_CHECK_FOR_QUOTING)
                    .writer(schema.build().withHeader().withLineSeparator("\n")).writeValueAsString(maps);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("cannot write claims.csv: " + e.getOriginalMessage(), e);
        }
    }

    private static String plain(double value) {
        return Double.isNaN(value) ? "" : Double.toString(value);
    }
}
