package io.github.poolbench.strings.experiment;

import io.github.poolbench.report.BenchmarkResult;
import io.github.poolbench.report.Checks;
import io.github.poolbench.report.ResultSet;
import io.github.poolbench.report.Table;
import io.github.poolbench.report.Templates;
import io.github.poolbench.text.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The 2002 figures beside ours: DivNull Software, "Avoiding Java StringBuffer Pools", Test 1
 * of each platform, in ms per 10,000 builds, and each technique's ratio to the sized buffer
 * then ({@code StringBuffer}) and now ({@code sizedBuilder}). Ours: score (ns/op) x 10,000 /
 * 10^6 = ms per 10,000 builds, at {@value #LENGTH} chars (the article does not give its string
 * length).
 */
public final class HistoryReport {

    /** The length (chars) of our builds compared with the 2002 ones. */
    public static final int LENGTH = 256;

    /**
     * One 2002 row.
     *
     * @param name2002   the article's name for the technique
     * @param jdk141ms   Sun JDK 1.4.1, 1 GHz Dell OptiPlex GX200, Windows 2000 (ms, Test 1)
     * @param jdk131ms   Apple JDK 1.3.1, 400 MHz G3, Mac OS X.2 (ms, Test 1)
     * @param technique  our matching benchmark method
     */
    record Row(String name2002, double jdk141ms, double jdk131ms, String technique) {
    }

    static final List<Row> ROWS = List.of(
            new Row("String Addition", 80, 272, "stringAddition"),
            new Row("String Naive", 220, 1000, "naiveConcat"),
            new Row("String.concat", 61, 458, "stringConcat"),
            new Row("Unsized Buffer", 80, 285, "unsizedStringBuffer"),
            new Row("StringBuffer", 60, 290, "sizedStringBuffer"),
            new Row("Pooled Buffer", 170, 1711, "pooledCommons"));

    private static final Row SIZED_2002 = ROWS.get(4);

    private HistoryReport() {
    }

    /**
     * @param strings the strings result sets, one per JDK
     * @return the Markdown table, ending with a newline
     */
    public static String markdown(List<ResultSet> strings) {
        List<String> header = new ArrayList<>(List.of("2002 technique", "JDK 1.4.1 (2002)", "JDK 1.3.1 Mac (2002)",
                "ours"));
        strings.forEach(s -> header.add("JDK " + s.jdkMajor() + ", " + LENGTH + " chars"));
        Table t = new Table("lrrl" + "r".repeat(strings.size()), header);
        for (Row row : ROWS) {
            t.row(cells(strings, row.name2002(), cell(row.jdk141ms(), SIZED_2002.jdk141ms()),
                    cell(row.jdk131ms(), SIZED_2002.jdk131ms()), row.technique()));
        }
        t.row(cells(strings, "(new)", "", "", "pooledBucketed"));
        t.row(cells(strings, "(baseline now)", "", "", StringsReport.BASELINE));
        String runs = strings.size() > 1 && !ResultSet.sameRun(strings) ? String.join(", ",
                strings.stream().map(s -> "JDK " + s.jdkMajor() + ": " + s.runId()).toList()) : "";
        return Templates.render(HistoryReport.class, "history", Map.of("table", t, "runs", runs, "mixed", !runs.isEmpty()));
    }

    private static List<String> cells(List<ResultSet> strings, String name, String jdk141, String jdk131,
                                      String technique) {
        List<String> cells = new ArrayList<>(List.of(name, jdk141, jdk131, "`" + technique + "`"));
        strings.forEach(set -> cells.add(ours(set, technique)));
        return cells;
    }

    private static String cell(double ms, double sizedMs) {
        return Numbers.score(ms) + " (" + Numbers.ratio(ms / sizedMs) + ")";
    }

    private static String ours(ResultSet set, String technique) {
        Optional<BenchmarkResult> r = set.find(technique, "length", LENGTH);
        Optional<BenchmarkResult> base = set.find(StringsReport.BASELINE, "length", LENGTH);
        if (r.isEmpty() || base.isEmpty()) {
            return "n/a";
        }
        String ratio = technique.equals(StringsReport.BASELINE) ? "1.00" : Checks.ratioCell(r.get(), base.get());
        return Numbers.score(msPer10k(r.get().score())) + " (" + ratio + ")";
    }

    /** @return ns/op converted to ms per 10,000 operations */
    public static double msPer10k(double nsPerOp) {
        return nsPerOp * 10_000 / 1_000_000;
    }
}
