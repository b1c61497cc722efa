package io.github.poolbench.report;

import io.github.poolbench.runs.Suite;
import io.github.poolbench.stats.Side;
import io.github.poolbench.text.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An experiment's rows under G1 (the reference, e.g. {@code strings-g1}), generational ZGC, Parallel
 * and G1 with compact object headers, their forks interleaved in one run (issue 79). Per JDK,
 * configuration and group of parameters (e.g. a length), each contender's ratio to the baseline with
 * its 95% CI and every row's B/op and GC figures; per configuration, how much that ratio moves against
 * G1's in the same rounds ({@link Checks#shift}, the catalog's shift claims). One instance per
 * experiment with JVM variants, its {@link Design} in the experiment's descriptor ({@link ExperimentPages}); its page is
 * {@code results/<reference stem>.md}, its prose the templates {@code <stem>-question} and {@code <stem>-page}.
 *
 * @param design what the page compares
 */
public record CollectorsReport(Design design) implements SuiteReport {

    /** A group parameter that stands for the benchmark method: rows of several methods, grouped by method. */
    public static final String METHOD = "method";

    /**
     * A row of every configuration: a benchmark method and the parameters that pick it.
     *
     * @param label  its name on the page, e.g. {@code basicPool}
     * @param method the benchmark method's simple name; empty: the group's ({@link #METHOD})
     * @param params parameter name to value; the group's parameters are added per group
     */
    public record Row(String label, String method, Map<String, String> params) {

        /** A row named by its method alone. */
        public static Row method(String method) {
            return new Row(method, method, Map.of());
        }

        /** A row named by one parameter's value, e.g. {@code supply=basicPool} of {@code million}. */
        public static Row param(String method, String param, String value) {
            return new Row(value, method, Map.of(param, value));
        }

        Optional<BenchmarkResult> in(ResultSet set, Map<String, String> group) {
            Map<String, String> wanted = new LinkedHashMap<>(group);
            wanted.remove(METHOD);
            wanted.putAll(params);
            return set.find(method.isEmpty() ? group.get(METHOD) : method, wanted);
        }

        boolean matches(BenchmarkResult r) {
            return (method.isEmpty() || r.method().equals(method))
                    && params.entrySet().stream().allMatch(p -> p.getValue().equals(r.params().get(p.getKey())));
        }
    }

    /**
     * What one experiment's collectors page compares.
     *
     * @param configurations the reference (G1) first, then its JVM variants
     * @param title          the page's title
     * @param baseline       the row every ratio divides by (allocation: the A/A twin's partner)
     * @param contenders     the rows divided by it, the A/A twin first
     * @param groups         the parameters whose values split the rows into groups (e.g. {@code length}); a
     *                       group is one combination of values the baseline has
     * @param metrics        secondary metrics shown per row beside B/op (e.g. {@code gc.count}), empty: none
     * @param unit           the primary score's unit, as JMH writes it (e.g. {@code ns/op})
     */
    public record Design(List<Suite> configurations, String title, Row baseline, List<Row> contenders,
                         List<String> groups, List<String> metrics, String unit) {

        /** @return the baseline, then the contenders: every row a group has */
        List<Row> rows() {
            List<Row> rows = new ArrayList<>(List.of(baseline));
            rows.addAll(contenders);
            return rows;
        }
    }

    @Override
    public Suite suite() {
        return design.configurations().get(0);
    }

    @Override
    public List<Suite> suites() {
        return design.configurations();
    }

    @Override
    public String title() {
        return design.title();
    }

    @Override
    public String page(Results results) {
        List<String> ratioColumns = new ArrayList<>(List.of("`" + design.baseline().label() + "` " + design.unit()));
        design.contenders().forEach(c -> ratioColumns.add("`" + c.label() + "` / `" + design.baseline().label()
                + "` [95% CI]"));
        Table ratios = table(List.of(), ratioColumns);
        Table shifts = table(List.of(), design.contenders().stream()
                .map(c -> "`" + c.label() + "`, against G1's [95% CI]").toList());
        Table moves = table(List.of(), design.rows().stream()
                .map(r -> "`" + r.label() + "` against G1's [95% CI]").toList());
        List<String> metricColumns = new ArrayList<>(List.of("B/op"));
        metricColumns.addAll(design.metrics());
        Table metrics = table(List.of("row"), metricColumns);
        for (int jdk : Report.jdks(results.of(design.configurations()))) {
            Optional<ResultSet> g1 = results.of(suite(), jdk);
            for (Suite configuration : design.configurations()) {
                Optional<ResultSet> set = results.of(configuration, jdk);
                if (set.isEmpty()) {
                    continue;
                }
                boolean sameRun = ResultSet.sameRun(set, g1); // G1's rows are compared only within one run
                for (Map<String, String> group : groups(set.get())) {
                    ratios.row(ratioRow(jdk, configuration, set.get(), group));
                    if (configuration != suite()) {
                        shifts.row(shiftRow(jdk, configuration, set.get(), g1, sameRun, group));
                        moves.row(moveRow(jdk, configuration, set.get(), g1, sameRun, group));
                    }
                    metricRows(jdk, configuration, set.get(), group).forEach(metrics::row);
                }
            }
        }
        return Templates.render(suite().benchmarkClass(), suite().stem() + "-page", Map.of("ratios", ratios, "shifts", shifts,
                "hasShifts", !shifts.isEmpty(), "moves", moves, "metrics", metrics));
    }

    /**
     * A table whose columns open with the JDK, the configuration and the group's parameters, then {@code left}
     * (left-aligned) and {@code right} (right-aligned: numbers).
     */
    private Table table(List<String> left, List<String> right) {
        List<String> header = new ArrayList<>(List.of("JDK", "configuration"));
        header.addAll(design.groups());
        header.addAll(left);
        header.addAll(right);
        return new Table("l".repeat(header.size() - right.size()) + "r".repeat(right.size()), header);
    }

    /** A row's opening cells: the JDK, the configuration and the group's values, as {@link #table} heads them. */
    private static List<Object> lead(int jdk, Suite configuration, Map<String, String> group) {
        List<Object> cells = new ArrayList<>(List.of(jdk, label(configuration)));
        cells.addAll(group.values());
        return cells;
    }

    /** Every combination of the group parameters' values among the baseline's rows, in file order. */
    private List<Map<String, String>> groups(ResultSet set) {
        Set<Map<String, String>> groups = new LinkedHashSet<>();
        for (BenchmarkResult r : set.results()) {
            if (design.baseline().matches(r)) {
                Map<String, String> group = new LinkedHashMap<>();
                design.groups().forEach(g -> group.put(g, g.equals(METHOD) ? r.method() : r.params().getOrDefault(g, "–")));
                groups.add(group);
            }
        }
        return List.copyOf(groups);
    }

    private List<Object> ratioRow(int jdk, Suite configuration, ResultSet set, Map<String, String> group) {
        Optional<BenchmarkResult> base = design.baseline().in(set, group);
        List<Object> cells = lead(jdk, configuration, group);
        cells.add(Checks.scoreCell(base));
        design.contenders().forEach(c -> cells.add(Checks.ratioCell(c.in(set, group), base)));
        return cells;
    }

    private List<Object> shiftRow(int jdk, Suite configuration, ResultSet set, Optional<ResultSet> g1,
                                  boolean sameRun, Map<String, String> group) {
        List<Object> cells = lead(jdk, configuration, group);
        Row base = design.baseline();
        for (Row c : design.contenders()) {
            Finding f = Checks.shift(c.in(set, group), base.in(set, group),
                    g1.flatMap(s -> c.in(s, group)), g1.flatMap(s -> base.in(s, group)), sameRun, 1.0, Side.BELOW);
            cells.add(f.effect().map(Checks::format).orElse(f.verdict().text()));
        }
        return cells;
    }

    /**
     * Each row's time (or throughput) under a configuration over the same row's under G1, per round of one run: which
     * side of a shift moved. Rows of two runs are not compared.
     */
    private List<Object> moveRow(int jdk, Suite configuration, ResultSet set, Optional<ResultSet> g1,
                                 boolean sameRun, Map<String, String> group) {
        List<Object> cells = lead(jdk, configuration, group);
        for (Row row : design.rows()) {
            cells.add(g1.isEmpty() || sameRun ? Checks.ratioCell(row.in(set, group), g1.flatMap(s -> row.in(s, group)))
                    : Verdict.NOT_COMPARABLE.text());
        }
        return cells;
    }

    private List<List<Object>> metricRows(int jdk, Suite configuration, ResultSet set, Map<String, String> group) {
        List<List<Object>> rows = new ArrayList<>();
        for (Row row : design.rows()) {
            Optional<BenchmarkResult> r = row.in(set, group);
            List<Object> cells = lead(jdk, configuration, group);
            cells.add("`" + row.label() + "`");
            cells.add(r.map(x -> Numbers.bytes(x.allocNorm())).orElse("n/a"));
            for (String metric : design.metrics()) {
                cells.add(Numbers.score(r.map(x -> x.secondaryScore(metric)).orElse(Double.NaN))); // NaN: "n/a"
            }
            rows.add(cells);
        }
        return rows;
    }

    /** E.g. {@code generational ZGC}. */
    static String label(Suite configuration) {
        return configuration.jvmVariant().map(v -> v.label()).orElse(configuration.stem());
    }

    @Override
    public Map<String, byte[]> charts(Results results) {
        return Map.of();
    }
}
