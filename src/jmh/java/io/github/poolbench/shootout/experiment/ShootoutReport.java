package io.github.poolbench.shootout.experiment;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.poolbench.report.BenchmarkResult;
import io.github.poolbench.report.Checks;
import io.github.poolbench.report.Claim;
import io.github.poolbench.report.ReportException;
import io.github.poolbench.report.ResultSet;
import io.github.poolbench.report.Results;
import io.github.poolbench.report.RuleArgs;
import io.github.poolbench.report.SuiteReport;
import io.github.poolbench.report.Templates;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.shootout.PoolKind;
import io.github.poolbench.stats.Effect;
import io.github.poolbench.stats.Side;
import io.github.poolbench.text.Numbers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The {@code shootout} experiment ({@code ObjectPoolShootout}): the Java object-pool libraries
 * under thread contention, with the honest throughput (all completed operations over wall
 * time) beside JMH's summed per-thread score, and the fairness figures of
 * {@code FairnessProfiler}. A row that failed (no result), starved a thread or timed out is
 * shown as such and never ranked.
 */
public final class ShootoutReport implements SuiteReport {

    /** The contenders of the main matrix, in the benchmark's order. */
    static final List<String> POOLS = PoolKind.main().stream().map(Enum::name).toList();

    /** The 2017 article's configurations ({@code article50} rows). */
    static final List<String> ARTICLE = PoolKind.article().stream().map(Enum::name).toList();

    /**
     * The article's line-up at 50 threads: its libraries as it configured them (the three
     * {@code *2017} rows replace their bounded configurations), without the pools it did not race.
     */
    static final List<String> ARTICLE_LINEUP = List.of("commonsGeneric2017", "commonsStack", "commons2Generic2017",
            "fastObjectPool2017", "furious", "stormpot", "vibur");

    /** A ranked row whose Jain index is below this is marked as unfair in every ranking. */
    static final double FAIR_LIMIT = 0.5;

    /** Not a pool: a new object per operation. Shown, never ranked. */
    static final String BASELINE = "none";

    /** The sample-time percentiles shown, as JMH names them. */
    static final List<Double> PERCENTILES = List.of(50.0, 90.0, 99.0, 99.9, 99.99, 100.0);

    static final String WALL = "fair.opsPerMs";

    @Override
    public Suite suite() {
        return ShootoutExperiment.SHOOTOUT;
    }

    @Override
    public Map<String, Object> questionScope() {
        return Map.of("fairLimit", FAIR_LIMIT);
    }

    @Override
    public String title() {
        return "Object pools under contention, 2017 and now";
    }

    /**
     * Which rows are oversubscribed on the machine the results come from: their thread counts
     * against its cores (environment files); empty where no file records the cores.
     */
    @Override
    public String caveat(Results results) {
        java.util.TreeSet<Integer> threads = new java.util.TreeSet<>();
        results.of(ShootoutExperiment.SHOOTOUT).forEach(set -> configs(set).forEach(c -> threads.add(c.threads())));
        java.util.OptionalInt cores = results.cores(ShootoutExperiment.SHOOTOUT);
        if (threads.isEmpty() || cores.isEmpty()) {
            return "";
        }
        int n = cores.getAsInt();
        List<Integer> over = threads.stream().filter(t -> t > n).toList();
        List<Integer> within = threads.stream().filter(t -> t <= n).toList();
        Map<String, Object> scope = new java.util.HashMap<>(Map.of("cores", Numbers.count(n, "core")));
        if (!over.isEmpty()) {
            scope.put("over", Numbers.threadCounts(over));
        }
        if (!within.isEmpty()) {
            scope.put("within", Numbers.threadCounts(within));
        }
        return Templates.render(ShootoutReport.class, "shootout-caveat", scope);
    }

    @Override
    public Optional<Claim.Rule> namedRule(String name, JsonNode args) {
        return Optional.ofNullable(switch (name) {
            case "extreme" -> {
                String pool = args.path("pool").asText();
                int threads = args.path("threads").asInt();
                int poolSize = args.path("poolSize").asInt();
                boolean highest = args.path("highest").asBoolean();
                List<String> lineup = args.path("lineup").asText().equals("article") ? ARTICLE_LINEUP : POOLS;
                yield (Claim.Rule) (r, jdk) -> ShootoutRules.extreme(r, jdk, pool, threads, poolSize, highest, lineup);
            }
            case "allocates" -> {
                List<String> pools = RuleArgs.texts(args, "pools");
                double percent = RuleArgs.number(args, "percentOfCreation");
                double mbPerS = RuleArgs.number(args, "mbPerSecond");
                yield (Claim.Rule) (r, jdk) -> Checks.all(pools.stream()
                        .map(p -> ShootoutRules.allocates(r, jdk, p, percent, mbPerS)).toList());
            }
            case "smallerPoolIsFaster" -> (Claim.Rule) ShootoutRules::smallerPoolIsFaster;
            case "honestScores" -> {
                double limit = RuleArgs.number(args, "limit");
                yield (Claim.Rule) (r, jdk) -> ShootoutRules.honestScores(r, jdk, limit);
            }
            case "everyThreadServed" -> (Claim.Rule) ShootoutRules::everyThreadServed;
            case "fairTradesMedianForTail" -> {
                double tail = RuleArgs.number(args, "tailBelow");
                double median = RuleArgs.number(args, "medianAbove");
                yield (Claim.Rule) (r, jdk) -> ShootoutRules.fairTradesMedianForTail(r, jdk, tail, median);
            }
            default -> null;
        });
    }

    // ---- rows -------------------------------------------------------------------------------

    static Optional<BenchmarkResult> row(ResultSet set, String method, String pool, int poolSize) {
        return set.find(method, Map.of("pool", pool, "poolSize", Integer.toString(poolSize)));
    }

    static Optional<BenchmarkResult> single(ResultSet set, String method) {
        return set.results().stream().filter(r -> r.method().equals(method)).findFirst();
    }

    /**
     * +1 if a's wall-clock throughput is above b's (the 95% interval of their ratio over rounds
     * lies above 1), -1 if below, 0 if the interval straddles 1; the error bars decide where a
     * row has no fork data for the metric.
     */
    static int wallSign(BenchmarkResult a, BenchmarkResult b) {
        Optional<io.github.poolbench.stats.Effect> e = wallEffect(a, b);
        if (e.isEmpty()) {
            return Checks.sign(a.secondaryScore(WALL), metricError(a, WALL), b.secondaryScore(WALL),
                    metricError(b, WALL));
        }
        return e.get().low() > 1 ? 1 : e.get().high() < 1 ? -1 : 0;
    }

    static Optional<io.github.poolbench.stats.Effect> wallEffect(BenchmarkResult a, BenchmarkResult b) {
        BenchmarkResult.Metric x = a.secondary().get(WALL);
        BenchmarkResult.Metric y = b.secondary().get(WALL);
        // one fork each gives a ratio without an interval: the error bars decide then
        return x == null || y == null ? Optional.empty()
                : Checks.effect(x.forkMeans(), y.forkMeans()).filter(io.github.poolbench.stats.Effect::hasInterval)
                .map(e -> e.withReference(Checks.level(y.forkMeans()), y.unit()));
    }

    /** E.g. {@code  (ratio 1.08 [1.02, 1.15])}, or empty without fork data; judged against 1. */
    static String wallRatio(BenchmarkResult a, BenchmarkResult b) {
        return wallEffect(a, b).map(e -> " (ratio " + Checks.format(e, 1.0, Side.ABOVE) + ")").orElse("");
    }

    static double metricError(BenchmarkResult r, String name) {
        BenchmarkResult.Metric m = r.secondary().get(name);
        return m == null ? Double.NaN : m.error();
    }

    /** @return "ok", or what went wrong with the row: it then is not ranked */
    static String status(Optional<BenchmarkResult> r) {
        if (r.isEmpty()) {
            return "failed: no result";
        }
        double served = r.get().secondaryScore("fair.served");
        double timeouts = r.get().secondaryScore("fair.timeouts");
        if (Double.isNaN(served)) {
            return "no fairness data";
        }
        List<String> problems = new ArrayList<>();
        if (served < 100.0) {
            problems.add("starves: " + servedShare(r.get()) + " of threads served");
            unservedIterations(r.get().secondary().get("fair.served")).ifPresent(problems::add);
        }
        if (timeouts > 0) {
            problems.add("timeouts: " + Numbers.score(timeouts) + " per iteration");
        }
        return problems.isEmpty() ? "ok" : String.join("; ", problems);
    }

    /**
     * @return the row's share of threads served, e.g. {@code 99.95%}: never written as 100 when below it
     *         ({@link Numbers#scoreBelow}), where "starves" beside it would contradict it
     */
    static String servedShare(BenchmarkResult r) {
        return Numbers.scoreBelow(r.secondaryScore("fair.served"), 100.0) + "%";
    }

    /**
     * How often a thread went unserved, from the iterations of {@code fair.served}: one unserved thread in one
     * iteration of forty starves a row as surely as half the threads in every iteration, and reads differently.
     *
     * @param served the row's {@code fair.served}, or {@code null} where it has none
     * @return e.g. {@code "unserved threads in 1 of 40 iterations"}; empty without iteration data
     */
    static Optional<String> unservedIterations(BenchmarkResult.Metric served) {
        List<Double> iterations = served == null ? List.of()
                : served.rawData().stream().flatMap(List::stream).toList();
        long unserved = iterations.stream().filter(x -> x < 100.0).count();
        return iterations.isEmpty() ? Optional.empty()
                : Optional.of("unserved threads in " + unserved + " of "
                        + Numbers.count(iterations.size(), "iteration"));
    }

    /**
     * A row is ranked unless it is the baseline, failed, or had borrows time out; a row that
     * starved a thread is ranked on its throughput and marked (its status and Jain say so).
     */
    static boolean ranked(String pool, Optional<BenchmarkResult> r) {
        return !pool.equals(BASELINE) && r.isPresent() && !Double.isNaN(r.get().secondaryScore("fair.served"))
                && !(r.get().secondaryScore("fair.timeouts") > 0);
    }

    static String wall(BenchmarkResult r) {
        return Numbers.score(r.secondaryScore(WALL)) + " ± " + Numbers.score(metricError(r, WALL));
    }

    static String methodFor(int threads) {
        return "threads" + threads;
    }

    /** The throughput method that ran {@code pool} at {@code threads}: the 2017 configurations have their own. */
    static String methodFor(int threads, String pool) {
        return (ARTICLE.contains(pool) ? "article" : "threads") + threads;
    }

    /** The throughput row of {@code pool} at threads x poolSize, from whichever method ran it. */
    static Optional<BenchmarkResult> throughputRow(ResultSet set, int threads, String pool, int poolSize) {
        return row(set, methodFor(threads, pool), pool, poolSize);
    }

    /** The ranked pools of one configuration among the main contenders, highest wall ops/ms first. */
    static List<String> ranking(ResultSet set, int threads, int poolSize) {
        return ranking(set, threads, poolSize, POOLS);
    }

    /** The ranked pools of {@code lineup} at one configuration, highest wall ops/ms first. */
    static List<String> ranking(ResultSet set, int threads, int poolSize, List<String> lineup) {
        return lineup.stream().filter(p -> ranked(p, throughputRow(set, threads, p, poolSize)))
                .sorted(Comparator.comparingDouble(
                        (String p) -> throughputRow(set, threads, p, poolSize).get().secondaryScore(WALL)).reversed())
                .toList();
    }

    /** @return whether a row's Jain index is below {@link #FAIR_LIMIT}: ranked, but marked */
    static boolean unfair(BenchmarkResult r) {
        return r.secondaryScore("fair.jain") < FAIR_LIMIT;
    }

    /** E.g. {@code ", unfair: Jain 0.35"} for a row below {@link #FAIR_LIMIT}, else empty. */
    static String fairnessMark(BenchmarkResult r) {
        return unfair(r) ? ", unfair: Jain " + Numbers.score(r.secondaryScore("fair.jain")) : "";
    }

    /** One cell of the matrix: a method (threads and mode) and a pool size. */
    record Config(String method, int threads, int poolSize) {
        String label() {
            return (method.startsWith("sampled") ? "sampled, " : method.startsWith("article") ? "as in 2017, " : "")
                    + threads + " threads, pool size " + poolSize;
        }
    }

    /** The configurations the file has (any pool), throughput then sample time. */
    static List<Config> configs(ResultSet set) {
        TreeSet<String> seen = new TreeSet<>();
        List<Config> configs = new ArrayList<>();
        set.results().stream().filter(r -> r.params().containsKey("pool"))
                .sorted(Comparator.comparing((BenchmarkResult r) -> r.mode().equals("thrpt") ? 0 : 1)
                        .thenComparingInt(BenchmarkResult::threads).thenComparingInt(r -> r.intParam("poolSize")))
                .forEach(r -> {
                    if (seen.add(r.method() + "/" + r.params().get("poolSize"))) {
                        configs.add(new Config(r.method(), r.threads(), r.intParam("poolSize")));
                    }
                });
        return configs;
    }

    // ---- page -------------------------------------------------------------------------------

    /**
     * How far a fork's last iteration's wall ops/ms may fall below what JMH's score did (each as
     * last / first iteration) before {@link #teardownStretched} counts the fork.
     */
    static final double STRETCH_LIMIT = 0.10;

    /**
     * Whether a throughput row's wall ops/ms fell in its last iteration while JMH's score did not:
     * in at least half its forks (and two), wall last / first below 1 - {@link #STRETCH_LIMIT} and
     * more than {@link #STRETCH_LIMIT} below JMH's last / first (a JMH score that jumps while the
     * wall figure holds is the inflation of {@code honestScores}, not this): the mark of wall time
     * that ran on through JMH's teardown backoff ({@code docs/evidence/shootout-teardown-wall.md}).
     *
     * @param row a result row
     * @return false for rows without both metrics' iterations
     */
    static boolean teardownStretched(BenchmarkResult row) {
        if (!readsWall(row)) {
            return false;
        }
        BenchmarkResult.Metric wall = row.secondary().get(WALL);
        if (wall.rawData().size() != row.rawData().size()) {
            return false;
        }
        int forks = 0;
        int stretched = 0;
        for (int i = 0; i < row.rawData().size(); i++) {
            List<Double> w = wall.rawData().get(i);
            List<Double> j = row.rawData().get(i);
            if (w.size() < 2 || j.size() < 2 || !(w.get(0) > 0) || !(j.get(0) > 0) || !(j.get(j.size() - 1) > 0)) {
                continue;
            }
            forks++;
            double wallTrend = w.get(w.size() - 1) / w.get(0);
            double jmhTrend = j.get(j.size() - 1) / j.get(0);
            stretched += wallTrend < 1 - STRETCH_LIMIT && wallTrend < (1 - STRETCH_LIMIT) * jmhTrend ? 1 : 0;
        }
        return stretched >= 2 && stretched * 2 >= forks;
    }

    /** Names the throughput rows whose last iteration's wall time ran on ({@link #teardownStretched}). */
    @Override
    public String dataWarning(Results results, java.util.function.UnaryOperator<String> link) {
        List<BenchmarkResult> rows = results.of(ShootoutExperiment.SHOOTOUT).stream().flatMap(s -> s.results().stream())
                .filter(ShootoutReport::readsWall).toList();
        List<BenchmarkResult> stretched = rows.stream().filter(ShootoutReport::teardownStretched).toList();
        if (stretched.isEmpty()) {
            return "";
        }
        String pools = String.join(", ", stretched.stream().map(r -> r.params().get("pool")).distinct().sorted()
                .map(p -> "`" + p + "`").toList());
        return "**In " + stretched.size() + " of " + rows.size() + " throughput rows the last iteration's wall ops/ms"
                + " fell by over " + Math.round(STRETCH_LIMIT * 100) + "%, and by over " + Math.round(STRETCH_LIMIT * 100)
                + "% more than JMH's score, in most forks** (" + pools
                + "), as JMH's teardown backoff made it before commit 4910628: the claims that read wall ops/ms are"
                + " provisional until a rerun ([evidence](" + link.apply(SuiteReport.EVIDENCE + "shootout-teardown-wall.md") + ")).";
    }

    /**
     * Throughput rows: on {@link #WALL}, the wall-clock ops/ms the ranking and claims read (JMH's
     * summed score can count a starved pool's few threads at their own pace: the rule {@code honestScores}).
     */
    @Override
    public Optional<String> checkedMetric(BenchmarkResult row) {
        return readsWall(row) ? Optional.of(WALL) : Optional.empty();
    }

    /** @return whether the row is a throughput row with wall ops/ms: the rows ranked and compared on {@link #WALL} */
    private static boolean readsWall(BenchmarkResult row) {
        return row.mode().equals("thrpt") && row.secondary().containsKey(WALL);
    }

    @Override
    public String page(Results results) {
        return Templates.render(ShootoutReport.class, "shootout-page", Map.of("objects", ShootoutPage.objectsTable(results),
                "fairLimit", FAIR_LIMIT, "throughput", ShootoutPage.throughputTables(results),
                "sampleTime", ShootoutPage.sampleTimeTables(results)));
    }

    @Override
    public Map<String, byte[]> charts(Results results) throws ReportException {
        return ShootoutPage.charts(results);
    }
}
