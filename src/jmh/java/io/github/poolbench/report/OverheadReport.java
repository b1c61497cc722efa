package io.github.poolbench.report;

import io.github.poolbench.runner.Suite;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Markdown for the {@code overhead} suite ({@code PoolOverheadBenchmark}): what one
 * acquire+release costs per contender and capacity, with one thread ({@code shared1}) and two
 * threads sharing one pool ({@code shared2}), against {@code allocate} ({@code new
 * StringBuilder(n)}); the producer/consumer {@code handoff} group; the three append patterns
 * with a fresh or a pooled builder; and the pool's targets (issue 5) checked against the
 * results.
 */
public final class OverheadReport implements SuiteReport {

    /** Contenders in the order of {@code PoolType}. */
    static final List<String> POOLS = List.of("allocate", "bucketed", "commonsKeyed", "threadLocal");

    /** The append patterns and the zeroing control, in the order of the table. */
    static final List<String> PATTERNS = List.of("bulkChars", "bulkString", "bulkStringZeroed", "smallAppends");

    @Override
    public Suite suite() {
        return Suite.OVERHEAD;
    }

    @Override
    public String title() {
        return "What the pool itself costs";
    }

    @Override
    public String question() {
        return "One acquire plus one release, nothing appended, per contender (`allocate` = `new StringBuilder(n)`,"
                + " the baseline; `bucketed`; `commonsKeyed`; `threadLocal`, one builder per class per thread,"
                + " unbounded in threads), with one thread and with two threads sharing one pool; builders handed"
                + " from one thread to another; and three append patterns with a fresh or a pooled builder.";
    }

    @Override
    public List<Claim> claims() {
        List<Integer> capacities = List.of(32, 4096);
        return List.of(
                new Claim("O1", "The bucketed pool's acquire+release allocates nothing", "",
                        "`shared1[bucketed]` below 1 B/op at 32 and 4096 chars",
                        (r, jdk) -> Checks.all(capacities.stream().map(c -> zeroAllocation(
                                pool(r, jdk, "shared1", "bucketed", c))).toList())),
                new Claim("O2", "Two threads sharing the bucketed pool cost at most 1.5x one thread per op", "",
                        "`shared2[bucketed]` / `shared1[bucketed]` <= 1.5 at 32 and 4096 chars",
                        (r, jdk) -> Checks.all(capacities.stream().map(c -> Checks.ratioAtMost(
                                pool(r, jdk, "shared2", "bucketed", c), pool(r, jdk, "shared1", "bucketed", c), 1.5))
                                .toList())),
                new Claim("O3", "An acquire+release of the bucketed pool is no slower than allocating a 32-char"
                        + " builder", "", "`shared1[bucketed]` / `shared1[allocate]` <= 1.0, 32 chars",
                        (r, jdk) -> Checks.ratioAtMost(pool(r, jdk, "shared1", "bucketed", 32),
                                pool(r, jdk, "shared1", "allocate", 32), 1.0)),
                new Claim("O4", "commons-pool2's borrow+return costs at least 40 times the bucketed pool's", "",
                        "`shared1[commonsKeyed]` / `shared1[bucketed]` >= 40, 32 chars",
                        (r, jdk) -> Checks.ratioAtLeast(pool(r, jdk, "shared1", "commonsKeyed", 32),
                                pool(r, jdk, "shared1", "bucketed", 32), 40)),
                new Claim("O5", "A reused 4096-char builder is faster than a fresh one for one bulk"
                        + " `append(String)`", "", "`bulkString[pooled]` vs `bulkString[fresh]`, 4096 chars",
                        (r, jdk) -> Checks.lower(pattern(r, jdk, "bulkString", "pooled", 4096),
                                pattern(r, jdk, "bulkString", "fresh", 4096))),
                new Claim("O6", "C2's zeroing elision speeds up the fresh builder of a bulk `append(String)`", "",
                        "with `-XX:-ReduceBulkZeroing` (`bulkStringZeroed`), 4096 chars: the fresh builder slower"
                        + " than in `bulkString` and the pooled one not slower (the flag acts on the whole JVM,"
                        + " the `toString()` copy included)",
                        (r, jdk) -> Checks.all(List.of(
                                Checks.higher(pattern(r, jdk, "bulkStringZeroed", "fresh", 4096),
                                        pattern(r, jdk, "bulkString", "fresh", 4096)),
                                Checks.ratioAtMost(pattern(r, jdk, "bulkStringZeroed", "pooled", 4096),
                                        pattern(r, jdk, "bulkString", "pooled", 4096), 1.0)))),
                new Claim("O7", "Handing builders from one thread to another through the bucketed pool is cheaper"
                        + " than allocating them", "", "`transfers` (ns per builder that made the trip) of"
                        + " `handoff[bucketed]` below `handoff[allocate]` at 32 and 4096 chars",
                        (r, jdk) -> Checks.all(capacities.stream().map(c -> Checks.lowerMetric(
                                pool(r, jdk, "handoff", "bucketed", c), pool(r, jdk, "handoff", "allocate", c),
                                "transfers")).toList())));
    }

    private static Finding zeroAllocation(Optional<BenchmarkResult> r) {
        if (r.isEmpty() || Double.isNaN(r.get().allocNorm())) {
            return Finding.noData("row or B/op");
        }
        return new Finding(r.get().allocNorm() < 1 ? Verdict.HOLDS : Verdict.DOES_NOT_HOLD, "`"
                + Checks.label(r.get()) + "` at " + r.get().params().get("capacity") + " chars: "
                + String.format(Locale.ROOT, "%.4f", r.get().allocNorm()) + " B/op");
    }

    private static Optional<BenchmarkResult> pool(Results results, int jdk, String method, String pool, int capacity) {
        return results.of(Suite.OVERHEAD, jdk).flatMap(s -> pool(s, method, pool, capacity));
    }

    private static Optional<BenchmarkResult> pattern(Results results, int jdk, String method, String source,
                                                     int size) {
        return results.of(Suite.OVERHEAD, jdk).flatMap(s -> pattern(s, method, source, size));
    }

    @Override
    public String page(Results results) {
        return markdown(results.of(Suite.OVERHEAD)) + "\n## Targets\n\nThe speed targets the bucketed pool was"
                + " given, checked against these results (the point estimate decides; the error is shown beside"
                + " it):\n\n" + targets(results.of(Suite.OVERHEAD), results.of(Suite.STRINGS));
    }

    @Override
    public Map<String, byte[]> charts(Results results) {
        return Map.of();
    }

    /**
     * @param sets the overhead result sets, one per JDK
     * @return the Markdown, ending with a newline
     */
    public static String markdown(List<ResultSet> sets) {
        StringBuilder md = new StringBuilder();
        md.append("## Acquire + release\n\nAcquire + release, nothing appended (`shared1`: one thread; `shared2`: two threads sharing"
                + " one pool):\n\n");
        md.append("| JDK | capacity (chars) | pool | 1 thread ns/op | × allocate | B/op | 2 threads ns/op"
                + " | 2 threads / 1 thread |\n");
        md.append("|---|---:|---|---:|---:|---:|---:|---:|\n");
        for (ResultSet set : sets) {
            for (int capacity : set.intParamValues("capacity")) {
                Optional<BenchmarkResult> base = pool(set, "shared1", "allocate", capacity);
                for (String pool : POOLS) {
                    Optional<BenchmarkResult> one = pool(set, "shared1", pool, capacity);
                    Optional<BenchmarkResult> two = pool(set, "shared2", pool, capacity);
                    if (one.isEmpty() && two.isEmpty()) {
                        continue;
                    }
                    md.append("| ").append(set.jdkMajor()).append(" | ").append(capacity).append(" | `").append(pool)
                            .append("` | ").append(one.map(BenchmarkResult::scoreWithError).orElse("n/a"))
                            .append(" | ").append(ratio(one, base)).append(" | ")
                            .append(one.map(r -> Numbers.bytes(r.allocNorm())).orElse("n/a"))
                            .append(" | ").append(two.map(BenchmarkResult::scoreWithError).orElse("n/a"))
                            .append(" | ").append(ratio(two, one)).append(" |\n");
                }
            }
        }
        appendHandoff(md, sets);
        appendPatterns(md, sets);
        return md.toString();
    }

    /** The producer/consumer group: ns per builder handed from one thread to the other. */
    private static void appendHandoff(StringBuilder md, List<ResultSet> sets) {
        if (sets.stream().noneMatch(s -> s.results().stream().anyMatch(r -> r.method().equals("handoff")))) {
            return;
        }
        md.append("\n## Producer/consumer\n\nProducer/consumer (`handoff`): one thread acquires and hands the builder over a queue, the other"
                + " releases it. ns per builder that made the trip (`transfers`); the queue is in every row. For"
                + " `bucketed`, the pool's own statistics over the measured iterations: share of acquires served"
                + " by an idle builder, and share of releases dropped because the releasing thread's cache and stripe"
                + " were full.\n\n");
        md.append("| JDK | capacity (chars) | pool | ns per transfer | × allocate | pool hits | releases dropped |\n");
        md.append("|---|---:|---|---:|---:|---:|---:|\n");
        for (ResultSet set : sets) {
            for (int capacity : set.intParamValues("capacity")) {
                Optional<BenchmarkResult.Metric> base = pool(set, "handoff", "allocate", capacity)
                        .map(r -> r.secondary().get("transfers"));
                for (String pool : POOLS) {
                    Optional<BenchmarkResult> r = pool(set, "handoff", pool, capacity);
                    Optional<BenchmarkResult.Metric> t = r.map(x -> x.secondary().get("transfers"));
                    if (t.isEmpty()) {
                        continue;
                    }
                    md.append("| ").append(set.jdkMajor()).append(" | ").append(capacity).append(" | `").append(pool)
                            .append("` | ").append(Numbers.score(t.get().score())).append(" ± ")
                            .append(Numbers.score(t.get().error())).append(" | ")
                            .append(base.isPresent() ? Ratio.of(t.get().score(), t.get().error(), base.get().score(),
                                    base.get().error()).format() : "n/a")
                            .append(" | ").append(poolShare(r.get(), "poolHits")).append(" | ")
                            .append(poolShare(r.get(), "poolDrops")).append(" |\n");
                }
            }
        }
    }

    /** {@code name} as a share of all acquires (hits + misses), or n/a without pool statistics. */
    private static String poolShare(BenchmarkResult r, String name) {
        BenchmarkResult.Metric hits = r.secondary().get("poolHits");
        BenchmarkResult.Metric misses = r.secondary().get("poolMisses");
        BenchmarkResult.Metric value = r.secondary().get(name);
        if (hits == null || misses == null || value == null || hits.score() + misses.score() == 0) {
            return "n/a";
        }
        return String.format(Locale.ROOT, "%.1f%%", 100 * value.score() / (hits.score() + misses.score()));
    }

    /** Fresh vs pooled builder, per append pattern and size. */
    private static void appendPatterns(StringBuilder md, List<ResultSet> sets) {
        if (sets.stream().noneMatch(s -> s.results().stream().anyMatch(r -> PATTERNS.contains(r.method())))) {
            return;
        }
        md.append("\n## Append patterns\n\nAppend patterns: a builder of `size` chars filled to 125/128 of its capacity, then `toString()`;"
                + " `fresh` is `new StringBuilder(size)`, `pooled` a thread-cache hit of the bucketed pool."
                + " Ratio below 1: the pooled builder is faster. `bulkStringZeroed` is `bulkString` run with"
                + " `-XX:-ReduceBulkZeroing` (C2 no longer skips zeroing a new array that a copy fills). The last"
                + " column is what a fresh builder of that capacity costs by itself: `allocate` minus `bucketed`"
                + " acquire+release, one thread, from the first table.\n\n");
        md.append("| JDK | size (chars) | pattern | fresh ns/op | pooled ns/op | pooled / fresh | fresh B/op"
                + " | pooled B/op | fresh − pooled, ns | allocation − pool overhead, ns |\n");
        md.append("|---|---:|---|---:|---:|---:|---:|---:|---:|---:|\n");
        for (ResultSet set : sets) {
            for (int size : set.intParamValues("size")) {
                for (String pattern : PATTERNS) {
                    Optional<BenchmarkResult> fresh = pattern(set, pattern, "fresh", size);
                    Optional<BenchmarkResult> pooled = pattern(set, pattern, "pooled", size);
                    if (fresh.isEmpty() || pooled.isEmpty()) {
                        continue;
                    }
                    Ratio ratio = Ratio.of(pooled.get(), fresh.get());
                    md.append("| ").append(set.jdkMajor()).append(" | ").append(size).append(" | `").append(pattern)
                            .append("` | ").append(fresh.get().scoreWithError()).append(" | ")
                            .append(pooled.get().scoreWithError()).append(" | ").append(ratio.format()).append(" (")
                            .append(ratio.verdict()).append(") | ").append(Numbers.bytes(fresh.get().allocNorm()))
                            .append(" | ").append(Numbers.bytes(pooled.get().allocNorm())).append(" | ")
                            .append(Numbers.score(fresh.get().score() - pooled.get().score())).append(" | ")
                            .append(allocationCost(set, size)).append(" |\n");
                }
            }
        }
    }

    /** {@code allocate} minus {@code bucketed} acquire+release (one thread) at a capacity, or n/a. */
    private static String allocationCost(ResultSet set, int capacity) {
        Optional<BenchmarkResult> allocate = pool(set, "shared1", "allocate", capacity);
        Optional<BenchmarkResult> bucketed = pool(set, "shared1", "bucketed", capacity);
        return allocate.isPresent() && bucketed.isPresent()
                ? Numbers.score(allocate.get().score() - bucketed.get().score()) : "n/a";
    }

    /**
     * The pool's speed targets, each checked against the committed results: met or missed,
     * with the measured figures. Point estimates decide; errors are shown beside them.
     *
     * @param overhead the overhead result sets, one per JDK
     * @param strings  the strings result sets, one per JDK
     * @return the Markdown table, ending with a newline
     */
    public static String targets(List<ResultSet> overhead, List<ResultSet> strings) {
        StringBuilder md = new StringBuilder();
        md.append("| JDK | target | measured | |\n|---|---|---|---|\n");
        for (ResultSet set : overhead) {
            int jdk = set.jdkMajor();
            Optional<BenchmarkResult> one32 = pool(set, "shared1", "bucketed", 32);
            Optional<BenchmarkResult> alloc32 = pool(set, "shared1", "allocate", 32);
            if (one32.isPresent()) {
                double s = one32.get().score();
                row(md, jdk, "1 thread, 32 chars: bucketed acquire+release <= 5 ns/op",
                        one32.get().scoreWithError() + " ns/op", s <= 5);
            }
            if (one32.isPresent() && alloc32.isPresent()) {
                Ratio r = Ratio.of(one32.get(), alloc32.get());
                row(md, jdk, "1 thread, 32 chars: bucketed no slower than allocate",
                        "bucketed / allocate = " + r.format() + " (" + r.verdict() + ")", !r.verdict().equals("slower"));
            }
            for (int capacity : set.intParamValues("capacity")) {
                Optional<BenchmarkResult> one = pool(set, "shared1", "bucketed", capacity);
                Optional<BenchmarkResult> two = pool(set, "shared2", "bucketed", capacity);
                Optional<BenchmarkResult> commons = pool(set, "shared1", "commonsKeyed", capacity);
                if (one.isEmpty()) {
                    continue;
                }
                if (two.isPresent()) {
                    Ratio r = Ratio.of(two.get(), one.get());
                    row(md, jdk, capacity + " chars: bucketed 2 threads / 1 thread <= 1.5", r.format(),
                            r.value() <= 1.5);
                }
                if (commons.isPresent()) {
                    Ratio r = Ratio.of(commons.get(), one.get());
                    row(md, jdk, capacity + " chars: commonsKeyed / bucketed >= 40", r.format(), r.value() >= 40);
                }
                row(md, jdk, capacity + " chars: bucketed gc.alloc.rate.norm < 1 B/op",
                        String.format(Locale.ROOT, "%.4f B/op", one.get().allocNorm()), one.get().allocNorm() < 1);
            }
        }
        for (ResultSet set : strings) {
            for (int length : List.of(32, 256)) {
                Optional<BenchmarkResult> pooled = set.find("pooledBucketed", "length", length);
                Optional<BenchmarkResult> sized = set.find(StringsReport.BASELINE, "length", length);
                if (pooled.isPresent() && sized.isPresent()) {
                    Ratio r = Ratio.of(pooled.get(), sized.get());
                    row(md, set.jdkMajor(), "StringBuildingBenchmark, " + length
                            + " chars: pooledBucketed within 10% of sizedBuilder", "pooledBucketed / sizedBuilder = "
                            + r.format() + " (" + pooled.get().scoreWithError() + " vs " + sized.get().scoreWithError()
                            + " ns/op)", r.value() <= 1.10);
                }
            }
        }
        return md.toString();
    }

    private static void row(StringBuilder md, int jdk, String target, String measured, boolean met) {
        md.append("| ").append(jdk).append(" | ").append(target).append(" | ").append(measured).append(" | ")
                .append(met ? "met" : "**missed**").append(" |\n");
    }

    private static String ratio(Optional<BenchmarkResult> a, Optional<BenchmarkResult> b) {
        return a.isPresent() && b.isPresent()
                ? Ratio.of(a.get(), b.get()).format() : "n/a";
    }

    private static Optional<BenchmarkResult> pool(ResultSet set, String method, String pool, int capacity) {
        return first(set, method, r -> pool.equals(r.params().get("pool"))
                && Integer.toString(capacity).equals(r.params().get("capacity")));
    }

    private static Optional<BenchmarkResult> pattern(ResultSet set, String method, String source, int size) {
        return first(set, method, r -> source.equals(r.params().get("source"))
                && Integer.toString(size).equals(r.params().get("size")));
    }

    private static Optional<BenchmarkResult> first(ResultSet set, String method, Predicate<BenchmarkResult> params) {
        return set.results().stream().filter(r -> r.method().equals(method) && params.test(r)).findFirst();
    }
}
