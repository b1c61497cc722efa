package io.github.poolbench.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.csv.CsvGenerator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * One CSV per suite for spreadsheets: a row per JMH record and JDK, one column per JMH
 * parameter, then score, error and unit of each secondary metric that is not a {@code gc.*}
 * profiler figure (e.g. {@code transfers}). Written with Jackson's CSV module (quoting, header).
 */
public final class CsvExport {

    private CsvExport() {
    }

    /**
     * @param sets the result sets of one suite, one per JDK; or of an experiment's JVM variants (then a first
     *             column {@code suite} names each row's, e.g. {@code strings-zgc})
     * @return CSV text with a header row
     * @throws ReportException if the CSV cannot be written
     */
    public static String csv(List<ResultSet> sets) throws ReportException {
        Set<String> params = new LinkedHashSet<>();
        sets.forEach(s -> s.results().forEach(r -> params.addAll(r.params().keySet())));
        Set<String> secondary = new TreeSet<>(); // by name: the column order must not depend on the JSON
        sets.forEach(s -> s.results().forEach(r -> secondary.addAll(r.secondary().keySet())));
        boolean several = sets.stream().map(ResultSet::suite).distinct().count() > 1;
        CsvSchema.Builder schema = CsvSchema.builder();
        if (several) {
            schema.addColumn("suite");
        }
        schema.addColumn("jdk").addColumn("jdk_version").addColumn("benchmark");
        params.forEach(schema::addColumn);
        schema.addColumn("mode").addColumn("threads").addColumn("score").addColumn("score_error")
                .addColumn("unit").addColumn("gc_alloc_rate_norm_b_per_op");
        secondary.forEach(m -> schema.addColumn(m).addColumn(m + "_error").addColumn(m + "_unit"));
        List<Map<String, Object>> rows = new ArrayList<>();
        for (ResultSet set : sets) {
            for (BenchmarkResult r : set.results()) {
                Map<String, Object> row = new LinkedHashMap<>();
                if (several) {
                    row.put("suite", set.suite().stem());
                }
                row.put("jdk", set.jdkMajor());
                row.put("jdk_version", set.jdkVersion());
                row.put("benchmark", r.method());
                params.forEach(p -> row.put(p, r.params().getOrDefault(p, "")));
                row.put("mode", r.mode());
                row.put("threads", r.threads());
                row.put("score", plain(r.score()));
                row.put("score_error", plain(r.error()));
                row.put("unit", r.unit());
                row.put("gc_alloc_rate_norm_b_per_op", plain(r.allocNorm()));
                for (String m : secondary) {
                    BenchmarkResult.Metric metric = r.secondary().get(m);
                    row.put(m, metric == null ? "" : plain(metric.score()));
                    row.put(m + "_error", metric == null ? "" : plain(metric.error()));
                    row.put(m + "_unit", metric == null ? "" : metric.unit());
                }
                rows.add(row);
            }
        }
        try {
            // Quote only where needed (by default Jackson quotes every string longer than 24 chars).
            return new CsvMapper().enable(CsvGenerator.Feature.STRICT_CHECK_FOR_QUOTING).writer(schema.build().withHeader().withLineSeparator("\n")).writeValueAsString(rows);
        } catch (JsonProcessingException e) {
            throw new ReportException("cannot write CSV: " + e.getOriginalMessage(), e);
        }
    }

    static String plain(double value) {
        return Double.isNaN(value) ? "" : Double.toString(value);
    }
}
