package io.github.poolbench.shootout.experiment;

import io.github.poolbench.report.BenchmarkResult;
import io.github.poolbench.report.Checks;
import io.github.poolbench.report.Finding;
import io.github.poolbench.report.ResultSet;
import io.github.poolbench.report.Results;
import io.github.poolbench.report.Verdict;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.stats.Side;
import io.github.poolbench.text.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The shoot-out's named rules ({@link ShootoutReport#namedRule}): a pool that ranks first or last,
 * pools that allocate, smaller pools that are faster, JMH scores that stay honest, every thread
 * served, a fair pool's tail. Each reads its thresholds from its catalog entry's {@code args}.
 * Pure functions of the results; thread-safe.
 */
public final class ShootoutRules {

    private ShootoutRules() {
    }

    /**
     * "pool has the highest (or lowest) wall ops/ms of the ranked pools of {@code lineup} at
     * threads x poolSize": decided by the 95% interval of the paired ratio over rounds against
     * each other pool; an unfair winner (Jain below {@link ShootoutReport#FAIR_LIMIT}) is named as such.
     */
    static Finding extreme(Results results, int jdk, String pool, int threads, int poolSize, boolean highest,
                           List<String> lineup) {
        Optional<ResultSet> set = results.of(ShootoutExperiment.SHOOTOUT, jdk);
        if (set.isEmpty()) {
            return Finding.noData("shoot-out results");
        }
        String config = threads + " threads, pool size " + poolSize;
        Optional<BenchmarkResult> target = ShootoutReport.throughputRow(set.get(), threads, pool, poolSize);
        if (target.isEmpty()) {
            return Finding.noData("`" + pool + "` row (" + config + ")");
        }
        if (!ShootoutReport.ranked(pool, target)) {
            String why = "`" + pool + "` " + ShootoutReport.status(target) + " (" + config + "): not ranked";
            return new Finding(highest ? Verdict.DOES_NOT_HOLD : Verdict.HOLDS, why);
        }
        BenchmarkResult a = target.get();
        // a / b of every other pool: above 1 for the highest, below 1 for the lowest
        Side side = highest ? Side.ABOVE : Side.BELOW;
        List<String> above = new ArrayList<>();
        List<String> overlapping = new ArrayList<>();
        List<String> ranking = ShootoutReport.ranking(set.get(), threads, poolSize, lineup);
        // the effect shown: against the first pool above it, else the first overlapping one, else the one whose
        // interval comes nearest 1 (the smallest slack: the pool that decides that it holds, as in Checks.all)
        Optional<io.github.poolbench.stats.Effect> closest = Optional.empty();
        Optional<io.github.poolbench.stats.Effect> againstAbove = Optional.empty();
        Optional<io.github.poolbench.stats.Effect> againstOverlap = Optional.empty();
        List<String> order = new ArrayList<>(ranking);
        if (!highest) {
            java.util.Collections.reverse(order);
        }
        for (String other : order) {
            if (other.equals(pool)) {
                continue;
            }
            BenchmarkResult b = ShootoutReport.throughputRow(set.get(), threads, other, poolSize).get();
            int s = ShootoutReport.wallSign(a, b);
            String cell = "`" + other + "` " + ShootoutReport.wall(b) + ShootoutReport.wallRatio(a, b) + ShootoutReport.fairnessMark(b);
            Optional<io.github.poolbench.stats.Effect> e = ShootoutReport.wallEffect(a, b);
            if (highest ? s < 0 : s > 0) {
                above.add(cell);
                againstAbove = againstAbove.or(() -> e);
            } else if (s == 0) {
                overlapping.add(cell);
                againstOverlap = againstOverlap.or(() -> e);
            }
            if (e.isPresent() && (closest.isEmpty()
                    || side.slack(e.get(), 1.0) < side.slack(closest.get(), 1.0))) {
                closest = e;
            }
        }
        String evidence = "`" + pool + "` " + ShootoutReport.wall(a) + " wall ops/ms" + ShootoutReport.fairnessMark(a)
                + (ShootoutReport.status(target).equals("ok") ? "" : ", " + ShootoutReport.status(target)) + " (" + config + ", rank "
                + (ranking.indexOf(pool) + 1) + " of " + ranking.size() + ")";
        if (!above.isEmpty()) {
            return new Finding(Verdict.DOES_NOT_HOLD, evidence + "; " + (highest ? "above" : "below") + " it: "
                    + String.join(", ", above), againstAbove, 1.0, side);
        }
        if (!overlapping.isEmpty()) {
            return new Finding(Verdict.INCONCLUSIVE, evidence + "; interval straddles 1 against: "
                    + String.join(", ", overlapping), againstOverlap, 1.0, side);
        }
        return new Finding(Verdict.HOLDS, evidence, closest, 1.0, side);
    }

    /**
     * "pool allocates at 50 threads, pool size 10": B/op at least {@code percentOfCreation}% of one creation's bytes, or
     * an allocation rate of at least {@code mbPerSecond} MB/s (a pool that destroys and
     * recreates now and then shows a rate long before its B/op reaches 1% of a creation); the
     * same pool at 10 threads, pool size 50 (threads below the pool size) is shown beside it.
     */
    /** MB/s allocated (MB = 2^20 B, as JMH's {@code gc.alloc.rate}): B/op times wall ops/ms. */
    static double allocationRate(BenchmarkResult r) {
        return r.allocNorm() * r.secondaryScore(ShootoutReport.WALL) * 1000 / (1024 * 1024);
    }

    public static Finding allocates(Results results, int jdk, String pool, double percentOfCreation, double mbPerSecond) {
        Optional<ResultSet> set = results.of(ShootoutExperiment.SHOOTOUT, jdk);
        Optional<BenchmarkResult> r = set.flatMap(s -> ShootoutReport.throughputRow(s, 50, pool, 10));
        Optional<BenchmarkResult> create = set.flatMap(s -> ShootoutReport.single(s, "create"));
        if (r.isEmpty() || create.isEmpty() || Double.isNaN(r.get().allocNorm())
                || Double.isNaN(create.get().allocNorm())) {
            return Finding.noData("`" + pool + "` or `create` B/op");
        }
        double share = r.get().allocNorm() / create.get().allocNorm();
        double rate = allocationRate(r.get());
        String contrast = set.flatMap(s -> ShootoutReport.throughputRow(s, 10, pool, 50))
                .map(c -> "; at 10 threads, pool size 50: " + Numbers.score(allocationRate(c)) + " MB/s")
                .orElse("");
        boolean allocating = 100 * share >= percentOfCreation || rate >= mbPerSecond;
        return new Finding(allocating ? Verdict.HOLDS : Verdict.DOES_NOT_HOLD, "`" + pool + "` "
                + Numbers.bytes(r.get().allocNorm()) + " B/op = " + Numbers.score(100 * share)
                + "% of one creation (" + Numbers.bytes(create.get().allocNorm()) + " B), "
                + Numbers.score(rate) + " MB/s" + contrast);
    }

    static Finding smallerPoolIsFaster(Results results, int jdk) {
        Optional<ResultSet> set = results.of(ShootoutExperiment.SHOOTOUT, jdk);
        if (set.isEmpty()) {
            return Finding.noData("shoot-out results");
        }
        List<Finding> findings = new ArrayList<>();
        for (String pool : ShootoutReport.POOLS) {
            Optional<BenchmarkResult> small = ShootoutReport.row(set.get(), ShootoutReport.methodFor(50), pool, 10);
            Optional<BenchmarkResult> large = ShootoutReport.row(set.get(), ShootoutReport.methodFor(50), pool, 50);
            if (pool.equals(ShootoutReport.BASELINE) || !ShootoutReport.ranked(pool, small) || !ShootoutReport.ranked(pool, large)) {
                continue;
            }
            BenchmarkResult a = small.get();
            BenchmarkResult b = large.get();
            int s = ShootoutReport.wallSign(a, b);
            Verdict v = s > 0 ? Verdict.HOLDS : s < 0 ? Verdict.DOES_NOT_HOLD : Verdict.INCONCLUSIVE;
            findings.add(new Finding(v, "`" + pool + "` " + ShootoutReport.wall(a) + " vs " + ShootoutReport.wall(b) + ShootoutReport.wallRatio(a, b) + " ("
                    + v.text() + ")"));
        }
        if (findings.isEmpty()) {
            return Finding.noData("ranked rows at 50 threads, pool size 10 and 50");
        }
        long holds = findings.stream().filter(f -> f.verdict() == Verdict.HOLDS).count();
        long against = findings.stream().filter(f -> f.verdict() == Verdict.DOES_NOT_HOLD).count();
        Verdict overall = holds == findings.size() ? Verdict.HOLDS
                : against > 0 ? Verdict.DOES_NOT_HOLD : Checks.all(findings).verdict();
        // the count first, on its own: a table cell shows the evidence up to its first "; "
        return new Finding(overall, holds + " of " + findings.size() + " pools faster with pool size 10 than 50; "
                + String.join("; ", findings.stream().map(Finding::evidence).toList()));
    }

    /** "JMH's summed score is at most {@code limit} times the wall-clock ops/ms in every throughput row." */
    static Finding honestScores(Results results, int jdk, double limit) {
        Optional<ResultSet> set = results.of(ShootoutExperiment.SHOOTOUT, jdk);
        List<BenchmarkResult> rows = set.map(s -> s.results().stream().filter(r -> r.mode().equals("thrpt"))
                .filter(r -> r.params().containsKey("pool")).toList()).orElse(List.of());
        if (rows.isEmpty()) {
            return Finding.noData("throughput rows");
        }
        List<String> inflated = new ArrayList<>();
        BenchmarkResult worst = null;
        double worstRatio = 0;
        for (BenchmarkResult r : rows) {
            double ratio = r.score() / r.secondaryScore(ShootoutReport.WALL);
            if (ratio > worstRatio || Double.isNaN(ratio)) {
                worstRatio = ratio;
                worst = r;
            }
            if (!(ratio <= limit)) {
                inflated.add("`" + r.params().get("pool") + "` " + r.threads() + "/" + r.params().get("poolSize")
                        + ": " + Numbers.ratio(ratio));
            }
        }
        // the answer first, on its own: a table cell shows the evidence up to its first "; "
        String evidence = inflated.size() + " of " + rows.size() + " rows above " + Numbers.score(limit) + ", highest "
                + Numbers.ratio(worstRatio) + " (`" + worst.params().get("pool") + "`, " + worst.threads()
                + " threads, pool size " + worst.params().get("poolSize")
                + perRound(worst).map(e -> "; per round " + Checks.format(e) + ", 95% CI, not read by the rule")
                .orElse("") + "); its JMH score / wall ops/ms: "
                + Numbers.score(worst.score()) + " vs " + ShootoutReport.wall(worst)
                + (inflated.isEmpty() ? "" : "; above " + Numbers.score(limit) + ": " + String.join(", ", inflated));
        return new Finding(inflated.isEmpty() ? Verdict.HOLDS : Verdict.DOES_NOT_HOLD, evidence);
    }

    /**
     * One row's JMH score over its wall ops/ms read per round (fork {@code k} ran in round {@code k}):
     * the geometric mean of the forks' ratios with its 95% interval ({@link Checks#effect(List, List)},
     * paired). Shown beside the rule's point estimate (the merged score over the merged wall figure),
     * which alone decides the claim.
     *
     * @return empty without two forks of both metrics, each fork's mean positive
     */
    static Optional<io.github.poolbench.stats.Effect> perRound(BenchmarkResult r) {
        BenchmarkResult.Metric wall = r.secondary().get(ShootoutReport.WALL);
        if (wall == null || wall.forkMeans().size() != r.forkMeans().size()) {
            return Optional.empty(); // not one wall figure per fork: nothing to pair
        }
        return Checks.effect(r.forkMeans(), wall.forkMeans()).filter(io.github.poolbench.stats.Effect::hasInterval);
    }

    static Finding everyThreadServed(Results results, int jdk) {
        Optional<ResultSet> set = results.of(ShootoutExperiment.SHOOTOUT, jdk);
        if (set.isEmpty()) {
            return Finding.noData("shoot-out results");
        }
        List<String> problems = new ArrayList<>();
        int rows = 0;
        for (ShootoutReport.Config c : ShootoutReport.configs(set.get())) {
            for (String pool : c.method().startsWith("article") ? ShootoutReport.ARTICLE : ShootoutReport.POOLS) {
                Optional<BenchmarkResult> r = ShootoutReport.row(set.get(), c.method(), pool, c.poolSize());
                rows++;
                String status = ShootoutReport.status(r);
                if (!status.equals("ok")) {
                    problems.add("`" + pool + "` " + c.label() + ": " + status);
                }
            }
        }
        return new Finding(problems.isEmpty() ? Verdict.HOLDS : Verdict.DOES_NOT_HOLD,
                problems.isEmpty() ? "all " + rows + " rows served every thread"
                        : problems.size() + " of " + rows + " rows: " + String.join("; ", problems));
    }

    /**
     * "A fair pool trades its median for its tail": sample time, 50 threads, pool size 10,
     * {@code boundedFair} / {@code bounded} below {@code tailBelow} at p99.99 and above
     * {@code medianAbove} at p50.
     */
    static Finding fairTradesMedianForTail(Results results, int jdk, double tailBelow, double medianAbove) {
        Optional<ResultSet> set = results.of(ShootoutExperiment.SHOOTOUT, jdk);
        Optional<BenchmarkResult> fair = set.flatMap(s -> ShootoutReport.row(s, "sampled50", "boundedFair", 10));
        Optional<BenchmarkResult> unfair = set.flatMap(s -> ShootoutReport.row(s, "sampled50", "bounded", 10));
        if (fair.isEmpty() || unfair.isEmpty()) {
            return Finding.noData("sampled50 rows of `bounded` and `boundedFair`");
        }
        Finding tail = percentileRatio(fair.get(), unfair.get(), 99.99, Side.BELOW, tailBelow);
        Finding median = percentileRatio(fair.get(), unfair.get(), 50.0, Side.ABOVE, medianAbove);
        Finding both = Checks.all(List.of(tail, median));
        return new Finding(both.verdict(), "`boundedFair` / `bounded`, " + both.evidence() + "; "
                + Numbers.integer(fair.get().samples()) + " vs " + Numbers.integer(unfair.get().samples())
                + " sampled operations in " + Numbers.count(fair.get().histograms().size(), "round"), both.effect(),
                both.threshold(), both.side());
    }

    /**
     * One percentile of two sample-time rows: the ratio a / b of their per-fork percentiles
     * (each fork's sampled operations; fork {@code k} of both ran in round {@code k}) with its
     * 95% interval, against {@code threshold} on {@code side}; without per-fork data (a file
     * without histograms) the merged percentiles, with no interval and so no verdict.
     */
    private static Finding percentileRatio(BenchmarkResult a, BenchmarkResult b, double p, Side side, double threshold) {
        return Checks.percentileRatio(a, b, p, side, threshold, " us").filter(f -> f.effect().get().hasInterval())
                .orElseGet(() -> new Finding(Verdict.INCONCLUSIVE, Numbers.percentileName(p) + " ("
                        + Numbers.score(a.primaryPercentile(p)) + " vs " + Numbers.score(b.primaryPercentile(p))
                        + " us): no per-fork samples, no interval", Optional.empty(), threshold, side));
    }
}
