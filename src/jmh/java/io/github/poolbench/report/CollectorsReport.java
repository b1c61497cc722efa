package io.github.poolbench.report;

import io.github.poolbench.runs.Suite;
import io.github.poolbench.stats.Side;
import io.github.poolbench.text.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The collectors run (issue 79): the strings experiment's headline rows under G1 (the reference,
 * {@link Suite#STRINGS_G1}), generational ZGC, Parallel and G1 with compact object headers, their
 * forks interleaved in one run. Per JDK and configuration, each contender's ratio to
 * {@code sizedBuilder} with its 95% CI and the B/op of each row; per configuration, how much that
 * ratio moves against G1's in the same rounds ({@link Checks#shift}, the catalog's shift claims).
 */
public final class CollectorsReport implements SuiteReport {

    /** The configurations, the reference first. */
    static final List<Suite> CONFIGURATIONS = List.of(Suite.STRINGS_G1, Suite.STRINGS_ZGC, Suite.STRINGS_PARALLEL,
            Suite.STRINGS_COH);

    /** The rows compared with {@link StringsReport#BASELINE}: its A/A twin, both pools and {@code String.concat}. */
    static final List<String> CONTENDERS = List.of("sizedBuilderAgain", "pooledBucketed", "pooledCommons",
            "stringConcat");

    @Override
    public Suite suite() {
        return Suite.STRINGS_G1;
    }

    @Override
    public List<Suite> suites() {
        return CONFIGURATIONS;
    }

    @Override
    public String title() {
        return "String building under other collectors and compact object headers";
    }

    @Override
    public String page(Results results) {
        List<String> header = new ArrayList<>(List.of("JDK", "configuration", "length (chars)",
                "`" + StringsReport.BASELINE + "` ns/op"));
        CONTENDERS.forEach(c -> header.add("`" + c + "` / sized [95% CI]"));
        header.add("B/op sized / " + String.join(" / ", CONTENDERS));
        Table ratios = new Table("llrr" + "r".repeat(CONTENDERS.size()) + "r", header);
        List<String> shiftHeader = new ArrayList<>(List.of("JDK", "configuration", "length (chars)"));
        CONTENDERS.forEach(c -> shiftHeader.add("`" + c + "` / sized, against G1's [95% CI]"));
        Table shifts = new Table("llr" + "r".repeat(CONTENDERS.size()), shiftHeader);
        for (int jdk : Report.jdks(results.of(CONFIGURATIONS))) {
            Optional<ResultSet> g1 = results.of(Suite.STRINGS_G1, jdk);
            for (Suite configuration : CONFIGURATIONS) {
                Optional<ResultSet> set = results.of(configuration, jdk);
                if (set.isEmpty()) {
                    continue;
                }
                for (int length : set.get().intParamValues("length")) {
                    ratios.row(ratioRow(jdk, configuration, set.get(), length));
                    if (configuration != Suite.STRINGS_G1) {
                        shifts.row(shiftRow(jdk, configuration, set.get(), g1, length));
                    }
                }
            }
        }
        return Templates.render("strings-g1-page", Map.of("ratios", ratios, "shifts", shifts,
                "hasShifts", !shifts.isEmpty()));
    }

    private static List<Object> ratioRow(int jdk, Suite configuration, ResultSet set, int length) {
        Optional<BenchmarkResult> base = set.find(StringsReport.BASELINE, "length", length);
        List<Object> cells = new ArrayList<>(List.of(jdk, label(configuration), length, Checks.scoreCell(base)));
        List<String> bytes = new ArrayList<>(List.of(base.map(b -> Numbers.bytes(b.allocNorm())).orElse("n/a")));
        for (String contender : CONTENDERS) {
            Optional<BenchmarkResult> r = set.find(contender, "length", length);
            cells.add(Checks.ratioCell(r, base));
            bytes.add(r.map(x -> Numbers.bytes(x.allocNorm())).orElse("n/a"));
        }
        cells.add(String.join(" / ", bytes));
        return cells;
    }

    private static List<Object> shiftRow(int jdk, Suite configuration, ResultSet set, Optional<ResultSet> g1,
                                         int length) {
        List<Object> cells = new ArrayList<>(List.of(jdk, label(configuration), length));
        boolean sameRun = g1.isPresent() && ResultSet.sameRun(List.of(set, g1.get()));
        for (String contender : CONTENDERS) {
            Finding f = Checks.shift(set.find(contender, "length", length),
                    set.find(StringsReport.BASELINE, "length", length),
                    g1.flatMap(s -> s.find(contender, "length", length)),
                    g1.flatMap(s -> s.find(StringsReport.BASELINE, "length", length)), sameRun, 1.0, Side.BELOW);
            cells.add(f.effect().map(Checks::format).orElse(f.verdict().text()));
        }
        return cells;
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
