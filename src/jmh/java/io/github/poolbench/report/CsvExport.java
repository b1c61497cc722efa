package io.github.poolbench.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.github.poolbench.text.Csv;
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
        List<String> columns = new ArrayList<>();
        if (several) {
            columns.add("suite");
        }
        columns.addAll(List.of("jdk", "jdk_version", "benchmark"));
        columns.addAll(params);
        columns.addAll(List.of("mode", "threads", "score", "score_error", "unit", "gc_alloc_rate_norm_b_per_op"));
        secondary.forEach(m -> columns.addAll(List.of(m, m + "_error", m + "_unit")));
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
                row.put("score", Csv.plain(r.score()));
                row.put("score_error", Csv.plain(r.error()));
                row.put("unit", r.unit());
                row.put("gc_alloc_rate_norm_b_per_op", Csv.plain(r.allocNorm()));
                for (String m : secondary) {
                    BenchmarkResult.Metric metric = r.secondary().get(m);
                    row.put(m, metric == null ? "" : Csv.plain(metric.score()));
                    row.put(m + "_error", metric == null ? "" : Csv.plain(metric.error()));
                    row.put(m + "_unit", metric == null ? "" : metric.unit());
                }
                rows.add(row);
            }
        }
        try {
            return Csv.write(columns, rows);
        } catch (JsonProcessingException e) {
            throw new ReportException("cannot write CSV: " + e.getOriginalMessage(), e);
        }
    }
}
