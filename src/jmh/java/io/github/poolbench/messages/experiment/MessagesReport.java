package io.github.poolbench.messages.experiment;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.poolbench.report.BenchmarkResult;
import io.github.poolbench.report.Charts;
import io.github.poolbench.report.Checks;
import io.github.poolbench.report.Claim;
import io.github.poolbench.report.Finding;
import io.github.poolbench.report.ReportException;
import io.github.poolbench.report.ResultSet;
import io.github.poolbench.report.Results;
import io.github.poolbench.report.RuleArgs;
import io.github.poolbench.report.SuiteReport;
import io.github.poolbench.report.Table;
import io.github.poolbench.report.Templates;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.stats.Effect;
import io.github.poolbench.stats.EffectSizes;
import io.github.poolbench.stats.Side;
import io.github.poolbench.text.Numbers;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The {@code messages} experiment ({@code MessagesBenchmark}): market-data messages decoded new
 * or from a pool, per million messages (percentiles over blocks) and per message (sample
 * time), with GC counts and times beside each row.
 */
public final class MessagesReport implements SuiteReport {

    static final List<String> LAYOUTS = List.of("twelve", "combined");
    static final List<String> CONTENTS = List.of("empty", "populated");
    static final List<String> SUPPLIES = List.of("allocate", "allocateAgain", "basicPool", "dequePool", "boundedPool");
    /** The supply every ratio is to: a fresh message per use. */
    static final String BASELINE = "allocate";

    /** Blocks at each end of a fork whose medians are compared: the steady-state check. */
    static final int END_BLOCKS = 10;
    /** How far a fork's first and last blocks' medians may differ and count as steady (issue 18: 15%). */
    static final double STEADY_TOLERANCE = 0.15;
    static final List<Double> PERCENTILES = List.of(50.0, 90.0, 99.0, 99.9, 99.99, 100.0);

    @Override
    public Suite suite() {
        return MessagesExperiment.MESSAGES;
    }

    @Override
    public String title() {
        return "Allocate or reuse market-data messages";
    }

    @Override
    public Optional<Claim.Rule> namedRule(String name, JsonNode args) {
        if (!name.equals("percentiles")) {
            return Optional.empty();
        }
        String layout = args.path("layout").asText();
        String supply = args.path("supply").asText();
        List<Double> ps = RuleArgs.doubles(args, "percentiles");
        boolean below = args.path("below").asBoolean();
        return Optional.of((r, jdk) -> percentiles(r, jdk, layout, supply, ps, below));
    }

    static Optional<BenchmarkResult> row(Results results, int jdk, String method, String layout, String supply,
                                         String content) {
        return results.of(MessagesExperiment.MESSAGES, jdk).flatMap(s -> row(s, method, layout, supply, content));
    }

    static Optional<BenchmarkResult> row(ResultSet set, String method, String layout, String supply, String content) {
        return set.find(method, Map.of("layout", layout, "supply", supply, "content", content));
    }

    /**
     * "{@code supply}'s percentiles are below (or above) {@code allocate}'s", populated
     * messages: per percentile the ratio {@code supply / allocate} of the per-fork percentiles
     * ({@link BenchmarkResult#forkPercentiles}), paired by round, with its 95% interval
     * ({@link Checks#effect(List, List)}); the claim holds when every percentile's interval lies
     * on its side of 1, does not hold when one lies wholly on the other side ({@link Checks#all}).
     * The evidence names the blocks per fork: with 40, p99 and up are a fork's slowest blocks.
     */
    static Finding percentiles(Results results, int jdk, String layout, String supply, List<Double> ps,
                               boolean below) {
        return percentiles(row(results, jdk, "million", layout, supply, "populated"),
                row(results, jdk, "million", layout, "allocate", "populated"), ps,
                below ? Side.BELOW : Side.ABOVE, 1.0);
    }

    static Finding percentiles(Optional<BenchmarkResult> pooled, Optional<BenchmarkResult> fresh, List<Double> ps,
                               Side side, double threshold) {
        if (pooled.isEmpty() || fresh.isEmpty()) {
            return Finding.noData((pooled.isEmpty() ? "pooled" : "`allocate`") + " row");
        }
        List<Finding> findings = new ArrayList<>();
        for (double p : ps) {
            Optional<Finding> f = Checks.percentileRatio(pooled.get(), fresh.get(), p, side, threshold, "");
            if (f.isEmpty() || Double.isNaN(pooled.get().primaryPercentile(p))
                    || Double.isNaN(fresh.get().primaryPercentile(p))) {
                return Finding.noData(Numbers.percentileName(p) + " of both rows");
            }
            findings.add(f.get());
        }
        Finding all = Checks.all(findings);
        List<List<Double>> forks = pooled.get().rawData().stream().filter(f -> !f.isEmpty()).toList();
        int blocks = forks.stream().mapToInt(List::size).min().orElse(0);
        return new Finding(all.verdict(), "`" + Checks.label(pooled.get()) + "` / `" + Checks.label(fresh.get())
                + "`, per-fork percentiles (" + forks.size() + " rounds of " + blocks + " blocks): "
                + all.evidence(), all.effect(), all.threshold(), all.side());
    }

    /**
     * The article's statements about Java 21, one per layout and content (its text: its figures
     * are charts), each with the rule it is tested by here.
     *
     * @param layout    {@code twelve} or {@code combined}
     * @param content   {@code empty} or {@code populated}
     * @param quote     the article's words on Java 21
     * @param rule      the statement as a rule on {@code basicPool / allocate}
     * @param ps        the percentiles the rule reads
     * @param side      the rule on one percentile's effect: its interval below, above or within
     *                  the threshold
     * @param threshold the rule's threshold, or its margin for {@link Side#WITHIN}
     */
    record Java21Statement(String layout, String content, String quote, String rule, List<Double> ps, Side side,
                           double threshold) {
    }

    static final List<Java21Statement> JAVA21 = List.of(
            new Java21Statement("twelve", "empty",
                    "\"Up to the 99th percentile, the use of pooling seems to lead to higher latency times\" (a gain"
                            + " from p99.9 only \"for the Java 8 runs\")",
                    "above 1 at p50, p90 and p99", List.of(50.0, 90.0, 99.0), Side.ABOVE, 1.0),
            new Java21Statement("twelve", "populated",
                    "\"up to the 99th percentile, the use of pooling once again causes latency gains\"; \"the only"
                            + " real gains in performance occur with Java 8\"",
                    "above 1 at p50, p90 and p99", List.of(50.0, 90.0, 99.0), Side.ABOVE, 1.0),
            new Java21Statement("combined", "empty",
                    "\"across the board how big of an impact Object Pooling is having on both versions of Java\"",
                    "below 1 at p50, p90 and p99", List.of(50.0, 90.0, 99.0), Side.BELOW, 1.0),
            new Java21Statement("combined", "populated",
                    "\"For the newer Java 21 [...] percentiles up to the 99th almost matching\"",
                    "within 10% at p50, p90 and p99", List.of(50.0, 90.0, 99.0),
                    Side.WITHIN, Checks.SAME_MARGIN),
            new Java21Statement("combined", "populated",
                    "\"Only in the most extreme cases of 99.9th percentiles and up do we see object pooling have any"
                            + " form of impact\"",
                    "below 1 at p99.9 (each fork's slowest block)", List.of(99.9), Side.BELOW, 1.0));

    @Override
    public String page(Results results) {
        List<ResultSet> sets = results.of(MessagesExperiment.MESSAGES);
        Map<String, Object> page = new HashMap<>();
        page.put("million", million(sets));
        OptionalInt blocks = blocksPerFork(sets);
        if (blocks.isPresent()) {
            page.put("blocks", blocks.getAsInt());
            page.put("slowest", slowestFrom(blocks.getAsInt()));
        }
        page.put("jdk21", sets.stream().anyMatch(s -> s.jdkMajor() == 21));
        page.put("java21", java21(sets));
        page.put("steady", steady(sets));
        steadyState(results).ifPresent(t -> page.put("summary", t));
        page.put("endBlocks", END_BLOCKS);
        page.put("twiceEnd", 2 * END_BLOCKS);
        page.put("tol", tolerance());
        page.put("tolRatio", Numbers.ratio(1 + STEADY_TOLERANCE));
        return Templates.render(MessagesReport.class, "messages-page", page);
    }

    /** Every per-million row: its percentiles over blocks, B per million and the collector's counts. */
    private static Table million(List<ResultSet> sets) {
        List<String> header = new ArrayList<>(List.of("JDK", "layout", "content", "supply", "mean"));
        PERCENTILES.forEach(p -> header.add(Numbers.percentileName(p)));
        header.addAll(List.of("B per million", "gc.count", "gc.time"));
        Table t = new Table("llllr" + "r".repeat(PERCENTILES.size()) + "rrr", header);
        for (ResultSet set : sets) {
            for (String layout : LAYOUTS) {
                for (String content : CONTENTS) {
                    for (String supply : SUPPLIES) {
                        row(set, "million", layout, supply, content).ifPresent(b -> {
                            List<Object> cells = new ArrayList<>(List.of(set.jdkMajor(), layout, content,
                                    "`" + supply + "`", b.scoreWithError()));
                            PERCENTILES.forEach(p -> cells.add(Numbers.score(b.primaryPercentile(p))));
                            cells.addAll(List.of(Numbers.bytes(b.allocNorm()), Numbers.score(b.secondaryScore("gc.count")),
                                    Numbers.score(b.secondaryScore("gc.time"))));
                            t.row(cells);
                        });
                    }
                }
            }
        }
        return t;
    }

    /** Per {@code allocate} row, each fork's first and last blocks' medians and their ratio over forks. */
    private static Table steady(List<ResultSet> sets) {
        Table t = Table.of("lllllrl", "JDK", "layout", "content", "supply", "per fork: first / last (ratio)",
                "largest ratio", "first / last over forks");
        for (ResultSet set : sets) {
            for (String layout : LAYOUTS) {
                for (String content : CONTENTS) {
                    Optional<BenchmarkResult> r = row(set, "million", layout, "allocate", content);
                    if (r.isEmpty()) {
                        continue;
                    }
                    List<Windows> windows = Windows.of(r.get().rawData());
                    List<String> cells = new ArrayList<>();
                    double worst = 1;
                    for (Windows w : windows) {
                        double ratio = w.firstOverLast();
                        worst = Math.abs(Math.log(ratio)) > Math.abs(Math.log(worst)) ? ratio : worst;
                        cells.add(Numbers.score(w.first()) + " / " + Numbers.score(w.last()) + " ("
                                + Numbers.ratio(ratio) + ")");
                    }
                    t.row(set.jdkMajor(), layout, content, "`allocate`", String.join("; ", cells), Numbers.ratio(worst),
                            windows.isEmpty() ? "-" : Windows.firstOverLastOverForks(windows));
                }
            }
        }
        return t;
    }

    /**
     * The steady-state check over every {@code million} row, per JDK and supply: how many forks keep
     * their first and last blocks within {@link #STEADY_TOLERANCE} of each other, beside two
     * controls that have nothing left to settle: the same fork's two middle windows, and the pooled
     * supplies, which allocate next to nothing per block (so they pay no first touch).
     *
     * @return the table, empty when no fork has the {@code 2 * END_BLOCKS} blocks the check needs
     */
    static Optional<Table> steadyState(Results results) {
        String tol = tolerance();
        Table t = Table.of("llrrrl", "JDK", "supply", "forks", "first / last within " + tol,
                "middle windows within " + tol + " (control)", "first / last over forks");
        for (ResultSet set : results.of(MessagesExperiment.MESSAGES)) {
            for (String supply : SUPPLIES) {
                List<Windows> windows = new ArrayList<>();
                for (String layout : LAYOUTS) {
                    for (String content : CONTENTS) {
                        row(set, "million", layout, supply, content)
                                .ifPresent(r -> windows.addAll(Windows.of(r.rawData())));
                    }
                }
                if (!windows.isEmpty()) {
                    long ends = windows.stream().filter(w -> withinTolerance(w.firstOverLast())).count();
                    long middles = windows.stream().filter(w -> withinTolerance(w.middleBefore() / w.middleAfter()))
                            .count();
                    t.row(set.jdkMajor(), "`" + supply + "`", windows.size(), share(ends, windows.size()),
                            share(middles, windows.size()), Windows.firstOverLastOverForks(windows));
                }
            }
        }
        return t.isEmpty() ? Optional.empty() : Optional.of(t);
    }

    /** @return {@link #STEADY_TOLERANCE} as a percentage, e.g. {@code 15%} */
    private static String tolerance() {
        return Math.round(STEADY_TOLERANCE * 100) + "%";
    }

    /** @return whether {@code ratio} lies within {@link #STEADY_TOLERANCE} of 1, either way (log-symmetric) */
    static boolean withinTolerance(double ratio) {
        return Math.abs(Math.log(ratio)) <= Math.log1p(STEADY_TOLERANCE);
    }

    private static String share(long part, int whole) {
        return part + " (" + Math.round(100.0 * part / whole) + "%)";
    }

    /**
     * The medians of one fork's blocks in the windows the steady-state check compares, ms per
     * million: its first and last {@link #END_BLOCKS} blocks, and the {@link #END_BLOCKS} blocks
     * before and after its middle.
     */
    record Windows(double first, double last, double middleBefore, double middleAfter) {

        /** @return the windows of every fork with at least {@code 2 * END_BLOCKS} blocks, in fork order */
        static List<Windows> of(List<List<Double>> forks) {
            List<Windows> windows = new ArrayList<>();
            for (List<Double> fork : forks) {
                if (fork.size() >= 2 * END_BLOCKS) {
                    int middle = fork.size() / 2;
                    windows.add(new Windows(median(fork.subList(0, END_BLOCKS)),
                            median(fork.subList(fork.size() - END_BLOCKS, fork.size())),
                            median(fork.subList(middle - END_BLOCKS, middle)),
                            median(fork.subList(middle, middle + END_BLOCKS))));
                }
            }
            return windows;
        }

        double firstOverLast() {
            return first / last;
        }

        /** @return first / last over forks, paired by fork, with its 95% interval, formatted */
        static String firstOverLastOverForks(List<Windows> windows) {
            return Checks.format(EffectSizes.pairedRatio(windows.stream().mapToDouble(Windows::first).toArray(),
                    windows.stream().mapToDouble(Windows::last).toArray()));
        }
    }

    /**
     * @param sets the messages result sets
     * @return the fewest measured blocks in a fork of any per-million row, empty without one
     */
    static OptionalInt blocksPerFork(List<ResultSet> sets) {
        return sets.stream().flatMap(s -> s.results().stream()).filter(r -> r.method().equals("million"))
                .flatMap(r -> r.rawData().stream()).filter(f -> !f.isEmpty()).mapToInt(List::size).min();
    }

    /**
     * @param blocks the blocks in a fork, >= 1
     * @return the lowest of {@link #PERCENTILES} that a fork of that many blocks estimates as its
     *         maximum (Hyndman-Fan type 6 reaches the largest value from p = n / (n + 1)), e.g.
     *         {@code p99} for 40 blocks, {@code max} if none below 100 does
     */
    static String slowestFrom(int blocks) {
        double from = 100.0 * blocks / (blocks + 1);
        return PERCENTILES.stream().filter(p -> p >= from).findFirst().map(Numbers::percentileName)
                .orElse("max");
    }

    /**
     * The article's Java 21 statements, each tested on every JDK measured: the JDK 21 column
     * sets this run's figures beside the article's Java 21 ones.
     */
    private static Table java21(List<ResultSet> sets) {
        List<String> header = new ArrayList<>(List.of("layout", "content", "the article on Java 21",
                "rule on `basicPool` / `allocate`"));
        sets.forEach(s -> header.add("JDK " + s.jdkMajor() + (s.jdkMajor() == 21 ? " (the article's)" : "")));
        Table t = new Table("l".repeat(header.size()), header);
        for (Java21Statement st : JAVA21) {
            List<Object> cells = new ArrayList<>(List.of(st.layout(), st.content(), st.quote(), st.rule()));
            for (ResultSet set : sets) {
                cells.add(percentiles(row(set, "million", st.layout(), "basicPool", st.content()),
                        row(set, "million", st.layout(), "allocate", st.content()), st.ps(), st.side(),
                        st.threshold()).cell());
            }
            t.row(cells);
        }
        return t;
    }

    static double median(List<Double> values) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    @Override
    public Map<String, byte[]> charts(Results results) throws ReportException {
        Map<String, byte[]> charts = new LinkedHashMap<>();
        List<String> names = PERCENTILES.stream().map(Numbers::percentileName).toList();
        for (ResultSet set : results.of(MessagesExperiment.MESSAGES)) {
            OptionalInt blocks = blocksPerFork(List.of(set));
            String xTitle = blocks.isEmpty() ? "percentile of each fork's blocks" : "percentile of each fork's "
                    + blocks.getAsInt() + " blocks (" + slowestFrom(blocks.getAsInt()) + " and above: its slowest)";
            for (String layout : LAYOUTS) {
                // what the M claims read: per percentile the paired ratio of per-fork percentiles to
                // allocate's, with its interval over rounds (raw ms are in the page's table)
                Optional<BenchmarkResult> fresh = row(set, "million", layout, BASELINE, "populated");
                Map<String, List<double[]>> series = new LinkedHashMap<>();
                for (String supply : SUPPLIES) {
                    Optional<BenchmarkResult> r = row(set, "million", layout, supply, "populated");
                    if (supply.equals(BASELINE) || r.isEmpty() || fresh.isEmpty()) {
                        continue;
                    }
                    List<double[]> points = new ArrayList<>();
                    for (int i = 0; i < PERCENTILES.size(); i++) {
                        double p = PERCENTILES.get(i);
                        int x = i;
                        Checks.effect(r.get().forkPercentiles(p), fresh.get().forkPercentiles(p))
                                .filter(Effect::hasInterval)
                                .ifPresent(e -> points.add(new double[] {x, e.estimate(), e.low(), e.high()}));
                    }
                    series.put(supply, points);
                }
                Charts.ratioLines("JDK " + set.jdkMajor() + ", " + layout + ", populated: ms per million / allocate's"
                                        + " (95% CI over rounds)", xTitle,
                                "ratio to allocate (log scale; above 1: slower)", series, names)
                        .ifPresent(png -> charts.put("messages-jdk" + set.jdkMajor() + "-" + layout + ".png", png));
            }
        }
        Map<String, List<double[]>> timeline = new LinkedHashMap<>();
        for (String layout : LAYOUTS) {
            for (double p : List.of(50.0, 99.0)) {
                List<double[]> points = new ArrayList<>();
                for (ResultSet set : results.of(MessagesExperiment.MESSAGES)) {
                    Optional<BenchmarkResult> pooled = row(set, "million", layout, "basicPool", "populated");
                    Optional<BenchmarkResult> fresh = row(set, "million", layout, "allocate", "populated");
                    if (pooled.isPresent() && fresh.isPresent()) {
                        Checks.effect(pooled.get().forkPercentiles(p), fresh.get().forkPercentiles(p))
                                .filter(Effect::hasInterval)
                                .ifPresent(e -> points.add(new double[] {set.jdkMajor(), e.estimate(), e.low(), e.high()}));
                    }
                }
                timeline.put(layout + " " + Numbers.percentileName(p), points);
            }
        }
        if (results.of(MessagesExperiment.MESSAGES).size() >= 2) {
            Charts.ratioByJdk("basicPool / allocate by JDK, populated, ms per million (95% CI over rounds)",
                    "basicPool / allocate (log scale)", timeline).ifPresent(png -> charts.put("messages-jdks.png", png));
        }
        return charts;
    }
}
