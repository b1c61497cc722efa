package io.github.poolbench.shootout.experiment;

import io.github.poolbench.report.BenchmarkResult;
import io.github.poolbench.report.Charts;
import io.github.poolbench.report.Checks;
import io.github.poolbench.report.ReportException;
import io.github.poolbench.report.ResultSet;
import io.github.poolbench.report.Results;
import io.github.poolbench.report.Table;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.stats.Effect;
import io.github.poolbench.stats.EffectSizes;
import io.github.poolbench.text.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The shoot-out page's tables (the object's cost, throughput rankings, sample-time percentiles)
 * and charts. Pure functions of the results; thread-safe.
 */
public final class ShootoutPage {

    private ShootoutPage() {
    }

    /** The object's cost and the work alone per JDK, with the machine's ceiling. */
    static Table objectsTable(Results results) {
        Table t = Table.of("lrrrr", "JDK", "`create`: one expensive object (us)", "bytes per creation (B/op)",
                "`useOnly`: the work alone (ns/op)", "ceiling: cores / `useOnly` (ops/ms)");
        for (ResultSet set : results.of(ShootoutExperiment.SHOOTOUT)) {
            Optional<BenchmarkResult> create = ShootoutReport.single(set, "create");
            Optional<BenchmarkResult> use = ShootoutReport.single(set, "useOnly");
            t.row(set.jdkMajor(), Checks.scoreCell(create),
                    create.map(c -> Numbers.bytes(c.allocNorm())).orElse("n/a"),
                    Checks.scoreCell(use), ceiling(set).map(Numbers::score).orElse("n/a"));
        }
        return t;
    }

    /** Per JDK and throughput configuration, its ranked table: {@code jdk}, {@code label}, {@code article}, {@code table}. */
    static List<Map<String, Object>> throughputTables(Results results) {
        List<Map<String, Object>> tables = new ArrayList<>();
        for (ResultSet set : results.of(ShootoutExperiment.SHOOTOUT)) {
            for (ShootoutReport.Config c : ShootoutReport.configs(set)) {
                if (!c.method().startsWith("sampled")) {
                    boolean article = c.method().startsWith("article");
                    tables.add(Map.of("jdk", set.jdkMajor(), "label", c.label(), "article", article, "table",
                            throughputTable(set, c.threads(), c.poolSize(), ceiling(set),
                                    article ? ShootoutReport.ARTICLE_LINEUP : ShootoutReport.POOLS)));
                }
            }
        }
        return tables;
    }

    /**
     * Per JDK and sampled configuration, each pool's mean, percentiles, samples and fairness:
     * {@code jdk}, {@code label}, {@code table}.
     */
    static List<Map<String, Object>> sampleTimeTables(Results results) {
        List<Map<String, Object>> tables = new ArrayList<>();
        for (ResultSet set : results.of(ShootoutExperiment.SHOOTOUT)) {
            for (ShootoutReport.Config c : ShootoutReport.configs(set)) {
                if (!c.method().startsWith("sampled")) {
                    continue;
                }
                List<String> header = new ArrayList<>(List.of("pool", "mean (us)"));
                ShootoutReport.PERCENTILES.forEach(p -> header.add(Numbers.percentileName(p)));
                header.addAll(List.of("samples", "served", "Jain", "status"));
                Table t = new Table("lr" + "r".repeat(ShootoutReport.PERCENTILES.size()) + "rrrl", header);
                for (String pool : ShootoutReport.POOLS) {
                    Optional<BenchmarkResult> r = ShootoutReport.row(set, c.method(), pool, c.poolSize());
                    List<String> cells = new ArrayList<>(List.of("`" + pool + "`",
                            Checks.scoreCell(r)));
                    ShootoutReport.PERCENTILES.forEach(p -> cells.add(r.map(x -> Numbers.score(x.primaryPercentile(p)))
                            .orElse("n/a")));
                    cells.addAll(List.of(r.map(x -> Numbers.integer(x.samples())).orElse("n/a"),
                            r.map(ShootoutReport::servedShare).orElse("n/a"),
                            r.map(x -> Numbers.score(x.secondaryScore("fair.jain"))).orElse("n/a"),
                            ShootoutReport.status(r)));
                    t.row(cells);
                }
                tables.add(Map.of("jdk", set.jdkMajor(), "label", c.label(), "table", t));
            }
        }
        return tables;
    }

    /** cores x 1000 / useOnly ns/op: the most ops/ms the machine can do of the work alone. */
    static Optional<Double> ceiling(ResultSet set) {
        Optional<BenchmarkResult> use = ShootoutReport.single(set, "useOnly");
        int cores = set.environment().map(e -> e.cores()).orElse(0);
        if (use.isEmpty() || cores == 0) {
            return Optional.empty();
        }
        return Optional.of(cores * 1e6 / use.get().score()); // ns/op to ops/ms per core, times cores
    }

    static Table throughputTable(ResultSet set, int threads, int poolSize, Optional<Double> ceiling,
                                 List<String> lineup) {
        Table t = Table.of("rlrrrrrrlrrl", "rank", "pool", "wall ops/ms", "JMH score ops/ms", "JMH / wall",
                "wall / ceiling", "served", "Jain", "min / median / max ops per thread", "timeouts", "B/op", "status");
        List<String> ranking = ShootoutReport.ranking(set, threads, poolSize, lineup);
        List<String> order = new ArrayList<>(ranking);
        lineup.stream().filter(p -> !ranking.contains(p)).forEach(order::add);
        for (String pool : order) {
            Optional<BenchmarkResult> r = ShootoutReport.throughputRow(set, threads, pool, poolSize);
            int rank = ranking.indexOf(pool) + 1;
            String rankCell = rank > 0 ? Integer.toString(rank) : "–";
            if (r.isEmpty()) {
                List<String> cells = new ArrayList<>(List.of(rankCell, "`" + pool + "`"));
                cells.addAll(java.util.Collections.nCopies(9, "n/a"));
                cells.add(ShootoutReport.status(r));
                t.row(cells);
                continue;
            }
            BenchmarkResult b = r.get();
            double w = b.secondaryScore(ShootoutReport.WALL);
            t.row(rankCell, "`" + pool + "`", ShootoutReport.wall(b), b.scoreWithError(), Numbers.ratio(b.score() / w),
                    ceiling.map(c -> Numbers.score(100 * w / c) + "%").orElse("n/a"), ShootoutReport.servedShare(b),
                    Numbers.score(b.secondaryScore("fair.jain")), Numbers.score(b.secondaryScore("fair.min")) + " / "
                            + Numbers.score(b.secondaryScore("fair.median")) + " / "
                            + Numbers.score(b.secondaryScore("fair.max")),
                    Numbers.score(b.secondaryScore("fair.timeouts")), Numbers.bytes(b.allocNorm()),
                    ShootoutReport.status(r) + (rank > 0 && ShootoutReport.unfair(b)
                            ? "; *unfair* (Jain below " + ShootoutReport.FAIR_LIMIT + ")" : ""));
        }
        return t;
    }

    /** The percentiles the latency charts draw. */
    static final List<Double> LATENCY_CHART_PERCENTILES = List.of(50.0, 99.0, 99.99);

    /**
     * A sampled row's percentile as the latency charts draw it: each fork's own percentile, their
     * geometric mean and its 95% interval over forks ({@link EffectSizes#geometricMean}). Not the
     * tables' percentile of every fork's samples merged, which has no interval.
     *
     * @param row a sample-time row
     * @param p   the percentile, e.g. 99.99
     * @return {mean, low, high} in the row's unit; {mean} with one fork; {NaN} without a positive
     *         value in every fork
     */
    static double[] forkLevel(BenchmarkResult row, double p) {
        double[] forks = row.forkPercentiles(p).stream().mapToDouble(Double::doubleValue).toArray();
        if (forks.length == 0 || java.util.Arrays.stream(forks).anyMatch(v -> !(v > 0) || Double.isInfinite(v))) {
            return new double[] {Double.NaN};
        }
        Effect level = EffectSizes.geometricMean(forks);
        return level.hasInterval() ? new double[] {level.estimate(), level.low(), level.high()}
                : new double[] {level.estimate()};
    }

    static Map<String, byte[]> charts(Results results) throws ReportException {
        Map<String, byte[]> charts = new LinkedHashMap<>();
        for (ResultSet set : results.of(ShootoutExperiment.SHOOTOUT)) {
            TreeSet<Integer> sizes = new TreeSet<>();
            // a pool size with one thread count (pool size 1: 2 threads only) makes no line
            ShootoutReport.configs(set).stream().filter(c -> c.method().startsWith("threads")).map(ShootoutReport.Config::poolSize)
                    .filter(size -> ShootoutReport.configs(set).stream().filter(c -> c.method().startsWith("threads")
                            && c.poolSize() == size).count() > 1).forEach(sizes::add);
            for (int size : sizes) {
                Map<String, List<double[]>> series = new LinkedHashMap<>();
                for (String pool : ShootoutReport.POOLS) {
                    List<double[]> points = new ArrayList<>();
                    for (ShootoutReport.Config c : ShootoutReport.configs(set)) {
                        if (c.method().startsWith("threads") && c.poolSize() == size) {
                            ShootoutReport.row(set, c.method(), pool, size).filter(r -> ShootoutReport.ranked(pool, Optional.of(r)))
                                    .ifPresent(r -> points.add(
                                    new double[] {c.threads(), r.secondaryScore(ShootoutReport.WALL), ShootoutReport.metricError(r, ShootoutReport.WALL)}));
                        }
                    }
                    series.put(pool, points);
                }
                // the title fits the chart's width; what is left out goes on the y axis
                Charts.lines("JDK " + set.jdkMajor() + ", pool size " + size + ": wall ops/ms by threads", "threads",
                                "wall ops/ms (log; not drawn: `none`, rows with timeouts)", true, series)
                        .ifPresent(png -> charts.put("shootout-throughput-jdk" + set.jdkMajor() + "-size" + size
                                + ".png", png));
            }
            for (ShootoutReport.Config c : ShootoutReport.configs(set)) {
                if (!c.method().startsWith("sampled")) {
                    continue;
                }
                Map<String, List<double[]>> series = new LinkedHashMap<>();
                for (double p : LATENCY_CHART_PERCENTILES) {
                    List<double[]> values = new ArrayList<>();
                    for (String pool : ShootoutReport.POOLS) {
                        values.add(ShootoutReport.row(set, c.method(), pool, c.poolSize()).map(r -> forkLevel(r, p))
                                .orElse(new double[] {Double.NaN}));
                    }
                    series.put(Numbers.percentileName(p), values);
                }
                // the title fits the chart's width; what is left out goes on the y axis
                Charts.bars("JDK " + set.jdkMajor() + ", " + c.label() + ": time per operation",
                                "us (log): forks' geomean, 95% CI", ShootoutReport.POOLS, series)
                        .ifPresent(png -> charts.put("shootout-latency-jdk" + set.jdkMajor() + "-threads"
                                + c.threads() + "-size" + c.poolSize() + ".png", png));
            }
        }
        return charts;
    }
}
