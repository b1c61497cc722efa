package io.github.poolbench.report;

import io.github.poolbench.text.Numbers;
import com.fasterxml.jackson.databind.JsonNode;
import io.github.poolbench.runs.Suite;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Markdown for the {@code overhead} suite ({@code PoolOverheadBenchmark}): what one
 * acquire+release costs per contender (our pools and the peers: Stormpot, Netty, Jackson) and
 * capacity, with one thread ({@code shared1}) and two threads sharing one pool
 * ({@code shared2}), against {@code allocate} ({@code new StringBuilder(n)}); a realistic build;
 * the producer/consumer {@code handoff} group; the three append patterns with a fresh or a
 * pooled builder; and the ranking of the pools per JDK (also in the README).
 */
public final class OverheadReport implements SuiteReport {

    /** Contenders in the order of {@code PoolType}. */
    static final List<String> POOLS = List.of("allocate", "allocateAgain", "bucketed", "bucketedFixed",
            "bucketedSharedOnly", "commonsKeyed", "threadLocal", "stormpotClaim", "stormpotTap", "netty", "jacksonThreadLocal",
            "jacksonLockFree", "jacksonDeque");

    /** Not ranked: the baseline and its A/A twin, and a pool that hands every call on a thread the same object. */
    static final List<String> UNRANKED = List.of("allocate", "allocateAgain", "jacksonThreadLocal");

    /** The append patterns, in the order of the table. */
    static final List<String> PATTERNS = List.of("bulkChars", "bulkString", "smallAppends");

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
                + " the baseline; our `bucketed` pool, and the same without thread caches, `bucketedSharedOnly`;"
                + " `commonsKeyed`; `threadLocal`, one builder per class per thread; Stormpot 3.2 claimed from the"
                + " shared pool, `stormpotClaim` (it finds its thread-local cache itself, as ours do), and through a"
                + " thread-local tap each thread holds, `stormpotTap` (no lookup at all: shown, compared with care);"
                + " Netty 4.2's"
                + " `Recycler`, run on Netty's `FastThreadLocalThread`s, the only threads it pools on; Jackson's"
                + " thread-local, lock-free and deque `RecyclerPool`s), with 1, 2, 8 and 64 threads sharing one pool"
                + " (our pool also with the 4 thread-cache places it had before issue 77, `bucketedFixed`), with threads"
                + " that come and go, on Netty's threads and as applications hold it; a realistic build (8 appends,"
                + " `toString`); builders handed from one thread to another; and three append patterns with a fresh"
                + " or a pooled builder.";
    }

    @Override
    public Optional<Claim.Rule> namedRule(String name, JsonNode args) {
        if (!name.equals("zeroAllocation")) {
            return Optional.empty();
        }
        String method = args.path("method").asText();
        String pool = args.path("pool").asText();
        List<Integer> capacities = RuleArgs.ints(args, "capacities");
        return Optional.of((r, jdk) -> Checks.all(capacities.stream()
                .map(c -> zeroAllocation(pool(r, jdk, method, pool, c))).toList()));
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

    /**
     * The rows with more threads than the machine has cores (its cores from the environment
     * files) are oversubscribed; empty without such rows or a record of the cores.
     */
    @Override
    public String caveat(Results results) {
        java.util.OptionalInt cores = results.cores(Suite.OVERHEAD);
        if (cores.isEmpty()) {
            return "";
        }
        List<Integer> over = results.of(Suite.OVERHEAD).stream().flatMap(s -> s.results().stream())
                .map(BenchmarkResult::threads).filter(t -> t > cores.getAsInt()).distinct().sorted().toList();
        if (over.isEmpty()) {
            return "";
        }
        return "On " + Numbers.count(cores.getAsInt(), "core") + " the " + ShootoutReport.threadCounts(over)
                + "-thread rows are oversubscribed, as servers are:"
                + " they show the cost per call when threads are descheduled between acquire and release, not"
                + " how a pool scales on as many cores as threads.";
    }

    /** Whether any result set of the suite has a row of this benchmark method. */
    private static boolean has(List<ResultSet> sets, String method) {
        return sets.stream().anyMatch(s -> s.results().stream().anyMatch(r -> r.method().equals(method)));
    }

    /** {@code handoff} rows: on {@code transfers}, the metric their claim reads (their primary score counts idle calls). */
    @Override
    public Optional<String> checkedMetric(BenchmarkResult row) {
        return row.method().equals("handoff") && row.secondary().containsKey("transfers")
                ? Optional.of("transfers") : Optional.empty();
    }

    @Override
    public String page(Results results) {
        return "## Ranking\n\n" + ranking(results.of(Suite.OVERHEAD)) + "\n" + markdown(results.of(Suite.OVERHEAD));
    }

    /**
     * The pools ranked per JDK by one-thread acquire+release at 32 chars; the baseline and a pool
     * without exclusive use are shown but not ranked.
     *
     * @param sets the overhead result sets, one per JDK
     * @return Markdown, ending with a newline; empty when there is no {@code shared1} row
     */
    public static String ranking(List<ResultSet> sets) {
        StringBuilder md = new StringBuilder();
        for (ResultSet set : sets) {
            List<String> present = POOLS.stream().filter(p -> pool(set, "shared1", p, 32).isPresent())
                    .sorted(java.util.Comparator.comparingDouble(p -> pool(set, "shared1", p, 32).get().score()))
                    .toList();
            if (present.isEmpty()) {
                continue;
            }
            if (md.length() == 0) {
                md.append("Pools ranked by one acquire+release of a 32-char builder, one thread (`shared1`), fastest"
                        + " first; `allocate` (no pool) and `jacksonThreadLocal` (the same object for every call on a"
                        + " thread: no exclusive use) are shown unranked. Ratios are to `allocate` in the same run;"
                        + " `realistic` is acquire, 8 appends, `toString`, release.\n\n");
            }
            md.append("**JDK ").append(set.jdkMajor()).append("**\n\n| rank | pool | 1 thread ns/op | × allocate | B/op"
                    + " | 2 threads ns/op | 2 threads / 1 thread | realistic 32 × allocate | realistic 256 × allocate |\n"
                    + "|---:|---|---:|---:|---:|---:|---:|---:|---:|\n");
            int rank = 0;
            Optional<BenchmarkResult> base = pool(set, "shared1", "allocate", 32);
            for (String p : present) {
                Optional<BenchmarkResult> one = pool(set, "shared1", p, 32);
                Optional<BenchmarkResult> two = pool(set, "shared2", p, 32);
                md.append("| ").append(UNRANKED.contains(p) ? "–" : Integer.toString(++rank)).append(" | `").append(p)
                        .append("` | ").append(one.get().scoreWithError()).append(" | ")
                        .append(Checks.ratioCell(one, base))
                        .append(" | ").append(Numbers.bytes(one.get().allocNorm())).append(" | ")
                        .append(two.map(BenchmarkResult::scoreWithError).orElse("n/a")).append(" | ")
                        .append(Checks.ratioCell(two, one)).append(" | ")
                        .append(Checks.ratioCell(pool(set, "realistic", p, 32), pool(set, "realistic", "allocate", 32)))
                        .append(" | ")
                        .append(Checks.ratioCell(pool(set, "realistic", p, 256),
                                pool(set, "realistic", "allocate", 256)))
                        .append(" |\n");
            }
            md.append('\n');
        }
        return md.toString();
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
                            .append(" | ").append(Checks.ratioCell(one, base)).append(" | ")
                            .append(one.map(r -> Numbers.bytes(r.allocNorm())).orElse("n/a"))
                            .append(" | ").append(two.map(BenchmarkResult::scoreWithError).orElse("n/a"))
                            .append(" | ").append(Checks.ratioCell(two, one)).append(" |\n");
                }
            }
        }
        appendThreads(md, sets);
        appendRealistic(md, sets);
        appendHandoff(md, sets);
        appendPatterns(md, sets);
        return md.toString();
    }

    /** The acquire+release methods by thread count, in the order of the table. */
    static final List<String> THREADS = List.of("shared1", "shared2", "shared8", "shared64");

    /**
     * Acquire + release at 1, 2, 8 and 64 threads sharing one pool (each against {@code allocate}
     * at the same thread count), with threads that come and go, on Netty's threads, and by the
     * caller's shape.
     */
    private static void appendThreads(StringBuilder md, List<ResultSet> sets) {
        if (!has(sets, "shared64")) {
            return;
        }
        md.append("\n## Many threads\n\nAcquire + release of a 32-char builder with 1, 2, 8 and 64 threads sharing one"
                + " pool, as a server's worker threads do (`shared1` ... `shared64`), each against `allocate` with as many"
                + " threads. `bucketedFixed` is our pool with the places of thread caches it had before issue 77 (2 x processors, at least 4:"
                + " 4 on 2 cores) instead of 256, the control of the default's table.\n\n");
        md.append("| JDK | pool | 1 thread × allocate | 2 threads × allocate | 8 threads ns/op | 8 threads × allocate"
                + " | 64 threads ns/op | 64 threads × allocate |\n|---|---|---:|---:|---:|---:|---:|---:|\n");
        for (ResultSet set : sets) {
            for (String pool : POOLS) {
                if (THREADS.stream().allMatch(m -> pool(set, m, pool, 32).isEmpty()) || pool.equals("allocate")) {
                    continue;
                }
                md.append("| ").append(set.jdkMajor()).append(" | `").append(pool).append('`');
                for (String method : THREADS) {
                    Optional<BenchmarkResult> row = pool(set, method, pool, 32);
                    if (method.equals("shared8") || method.equals("shared64")) {
                        md.append(" | ").append(row.map(BenchmarkResult::scoreWithError).orElse("n/a"));
                    }
                    md.append(" | ").append(Checks.ratioCell(row, pool(set, method, "allocate", 32)));
                }
                md.append(" |\n");
            }
        }
        md.append("\nThreads that come and go (`churn`): one thread hands batches of 65,536 acquire+release pairs to a"
                + " cached executor whose threads expire at once, so nearly every batch runs on a new thread; the"
                + " start of a thread is in every row. Our pool on Netty's `FastThreadLocalThread`s (`nettyThread1`),"
                + " against the same pool on JMH's threads. The pool as applications hold it, one thread: in a final"
                + " field of its own class (`direct`), a `static final` field, behind its interface, against"
                + " `new StringBuilder(32)` in the same class.\n\n");
        md.append("| JDK | row | ns/op | × baseline | baseline |\n|---|---|---:|---:|---|\n");
        for (ResultSet set : sets) {
            Optional<BenchmarkResult> churnBase = pool(set, "churn", "allocate", 32);
            for (String pool : List.of("bucketed", "bucketedFixed", "threadLocal")) {
                threadsRow(md, set, "churn[" + pool + "]", pool(set, "churn", pool, 32), churnBase, "`churn[allocate]`");
            }
            threadsRow(md, set, "nettyThread1[bucketed]", pool(set, "nettyThread1", "bucketed", 32),
                    pool(set, "shared1", "bucketed", 32), "`shared1[bucketed]`");
            threadsRow(md, set, "nettyThread1[bucketed]", pool(set, "nettyThread1", "bucketed", 32),
                    pool(set, "nettyThread1", "allocate", 32), "`nettyThread1[allocate]`");
            for (String shape : List.of("direct", "staticField", "viaInterface")) {
                threadsRow(md, set, shape, set.find(shape, Map.of()), set.find("allocate", Map.of()), "`allocate` (same class)");
            }
        }
    }

    private static void threadsRow(StringBuilder md, ResultSet set, String label, Optional<BenchmarkResult> row,
                                   Optional<BenchmarkResult> base, String baseLabel) {
        if (row.isEmpty()) {
            return;
        }
        md.append("| ").append(set.jdkMajor()).append(" | `").append(label).append("` | ")
                .append(row.get().scoreWithError()).append(" | ").append(Checks.ratioCell(row, base)).append(" | ")
                .append(baseLabel).append(" |\n");
    }

    /** Acquire, 8 appends, toString, release: per contender and capacity. */
    private static void appendRealistic(StringBuilder md, List<ResultSet> sets) {
        if (!has(sets, "realistic")) {
            return;
        }
        md.append("\n## A realistic build\n\nAcquire, 8 appends (4 words, 4 four-digit ints: about 90% of the"
                + " capacity), `toString()`, release (`realistic`), one thread.\n\n");
        md.append("| JDK | capacity (chars) | pool | ns/op | × allocate | B/op |\n|---|---:|---|---:|---:|---:|\n");
        for (ResultSet set : sets) {
            for (int capacity : set.intParamValues("capacity")) {
                Optional<BenchmarkResult> base = pool(set, "realistic", "allocate", capacity);
                for (String pool : POOLS) {
                    Optional<BenchmarkResult> r = pool(set, "realistic", pool, capacity);
                    if (r.isEmpty()) {
                        continue;
                    }
                    md.append("| ").append(set.jdkMajor()).append(" | ").append(capacity).append(" | `").append(pool)
                            .append("` | ").append(r.get().scoreWithError()).append(" | ")
                            .append(Checks.ratioCell(r, base))
                            .append(" | ").append(Numbers.bytes(r.get().allocNorm())).append(" |\n");
                }
            }
        }
    }

    /** The producer/consumer group: ns per builder handed from one thread to the other. */
    private static void appendHandoff(StringBuilder md, List<ResultSet> sets) {
        if (!has(sets, "handoff")) {
            return;
        }
        md.append("\n## Producer/consumer\n\nProducer/consumer (`handoff`): one thread acquires and hands the builder over a queue, the other"
                + " releases it. ns per builder that made the trip (`transfers`); the queue is in every row. For"
                + " `bucketed`, the pool's own statistics over the measured iterations: share of acquires served"
                + " by an idle builder, and share of releases dropped because the releasing thread's cache and stripe"
                + " were full. Stormpot is here as `stormpotClaim` (`pool.claim` with a zero timeout; the consumer"
                + " releases with `Pooled.release()`); `stormpotTap` is not (it differs from `stormpotClaim` only in the"
                + " lookup `shared1` and `shared2` show). An earlier Stormpot row through `tryClaim()` ran a 1 GB heap out"
                + " of memory in the first warmup iteration ([log excerpt](" + SuiteReport.EVIDENCE + "stormpot-handoff-oom.txt)), as"
                + " `tryClaim()` did outside JMH with more threads than objects where `claim` with a zero timeout did"
                + " not, because its slow path pushes a slot another thread holds onto a pile again and again, one new"
                + " node per turn, until the holder lets go ([probe, bytecode, heap histogram](" + SuiteReport.EVIDENCE + "stormpot-tryclaim-oom.md))."
                + " `jacksonThreadLocal` has one object per thread, nothing to hand over.\n\n");
        md.append("| JDK | capacity (chars) | pool | ns per transfer | × allocate | pool hits | releases dropped |\n");
        md.append("|---|---:|---|---:|---:|---:|---:|\n");
        for (ResultSet set : sets) {
            for (int capacity : set.intParamValues("capacity")) {
                Optional<BenchmarkResult> base = transfers(pool(set, "handoff", "allocate", capacity));
                for (String pool : POOLS) {
                    Optional<BenchmarkResult> r = pool(set, "handoff", pool, capacity);
                    Optional<BenchmarkResult> t = transfers(r);
                    if (t.isEmpty()) {
                        continue;
                    }
                    md.append("| ").append(set.jdkMajor()).append(" | ").append(capacity).append(" | `").append(pool)
                            .append("` | ").append(Numbers.score(t.get().score())).append(" ± ")
                            .append(Numbers.score(t.get().error())).append(" | ").append(Checks.ratioCell(t, base))
                            .append(" | ").append(poolShare(r.get(), "poolHits")).append(" | ")
                            .append(poolShare(r.get(), "poolDrops")).append(" |\n");
                }
            }
        }
    }

    /** @return the row judged on its {@code transfers} counter ({@link BenchmarkResult#on}), empty without one */
    private static Optional<BenchmarkResult> transfers(Optional<BenchmarkResult> row) {
        return row.filter(r -> r.secondary().containsKey("transfers")).map(r -> r.on("transfers"));
    }

    /** {@code name} as a share of all acquires (hits + misses), or n/a without pool statistics. */
    private static String poolShare(BenchmarkResult r, String name) {
        BenchmarkResult.Metric hits = r.secondary().get("poolHits");
        BenchmarkResult.Metric misses = r.secondary().get("poolMisses");
        BenchmarkResult.Metric value = r.secondary().get(name);
        if (hits == null || misses == null || value == null || hits.score() + misses.score() == 0) {
            return "n/a";
        }
        return Numbers.percent(value.score() / (hits.score() + misses.score()));
    }

    /** Fresh vs pooled builder, per append pattern and size. */
    private static void appendPatterns(StringBuilder md, List<ResultSet> sets) {
        if (sets.stream().noneMatch(s -> s.results().stream().anyMatch(r -> PATTERNS.contains(r.method())))) {
            return;
        }
        md.append("\n## Append patterns\n\nAppend patterns: a builder of `size` chars filled to 125/128 of its capacity, then `toString()`;"
                + " `fresh` is `new StringBuilder(size)`, `pooled` a thread-cache hit of the bucketed pool."
                + " Ratio below 1: the pooled builder is faster (with its 95% interval over rounds). The last"
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
                    md.append("| ").append(set.jdkMajor()).append(" | ").append(size).append(" | `").append(pattern)
                            .append("` | ").append(fresh.get().scoreWithError()).append(" | ")
                            .append(pooled.get().scoreWithError()).append(" | ")
                            .append(Checks.ratioCell(pooled.get(), fresh.get())).append(" | ")
                            .append(Numbers.bytes(fresh.get().allocNorm()))
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

    private static Optional<BenchmarkResult> pool(ResultSet set, String method, String pool, int capacity) {
        return set.find(method, Map.of("pool", pool, "capacity", Integer.toString(capacity)));
    }

    private static Optional<BenchmarkResult> pattern(ResultSet set, String method, String source, int size) {
        return set.find(method, Map.of("source", source, "size", Integer.toString(size)));
    }
}
