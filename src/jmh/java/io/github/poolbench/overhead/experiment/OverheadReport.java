package io.github.poolbench.overhead.experiment;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.poolbench.report.BenchmarkResult;
import io.github.poolbench.report.Checks;
import io.github.poolbench.report.Claim;
import io.github.poolbench.report.Finding;
import io.github.poolbench.report.ResultSet;
import io.github.poolbench.report.Results;
import io.github.poolbench.report.RuleArgs;
import io.github.poolbench.report.SuiteReport;
import io.github.poolbench.report.Table;
import io.github.poolbench.report.Templates;
import io.github.poolbench.report.Verdict;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.text.Numbers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
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
    static final List<String> POOLS = List.of("allocate", "allocateAgain", "bucketed", "bucketedIdTable", "bucketedFixed",
            "bucketedSharedOnly", "commonsKeyed", "threadLocal", "threadLocalPadded", "stormpotClaim", "stormpotTap", "netty",
            "jacksonThreadLocal", "jacksonLockFree", "jacksonDeque");

    /** Not ranked: the baseline and its A/A twin, and a pool that hands every call on a thread the same object. */
    static final List<String> UNRANKED = List.of("allocate", "allocateAgain", "jacksonThreadLocal");

    /** The append patterns, in the order of the table. */
    static final List<String> PATTERNS = List.of("bulkChars", "bulkString", "smallAppends");

    @Override
    public Suite suite() {
        return OverheadExperiment.OVERHEAD;
    }

    @Override
    public String title() {
        return "What the pool itself costs";
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
        return results.of(OverheadExperiment.OVERHEAD, jdk).flatMap(s -> pool(s, method, pool, capacity));
    }

    /**
     * The rows with more threads than the machine has cores (its cores from the environment
     * files) are oversubscribed; empty without such rows or a record of the cores.
     */
    @Override
    public String caveat(Results results) {
        java.util.OptionalInt cores = results.cores(OverheadExperiment.OVERHEAD);
        if (cores.isEmpty()) {
            return "";
        }
        List<Integer> over = results.of(OverheadExperiment.OVERHEAD).stream().flatMap(s -> s.results().stream())
                .map(BenchmarkResult::threads).filter(t -> t > cores.getAsInt()).distinct().sorted().toList();
        if (over.isEmpty()) {
            return "";
        }
        return Templates.render(OverheadReport.class, "overhead-caveat", Map.of("cores", Numbers.count(cores.getAsInt(), "core"), "over",
                Numbers.threadCounts(over)));
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
        List<ResultSet> sets = results.of(OverheadExperiment.OVERHEAD);
        Map<String, Object> page = new HashMap<>();
        page.put("ranking", ranking(sets));
        page.put("acquire", acquire(sets));
        page.put("evidence", SuiteReport.EVIDENCE);
        if (has(sets, "shared64")) {
            page.put("threads", threads(sets));
            page.put("shapes", shapes(sets));
        }
        if (has(sets, "realistic")) {
            page.put("realistic", realistic(sets));
        }
        if (has(sets, "handoff")) {
            page.put("handoff", handoff(sets));
        }
        if (sets.stream().anyMatch(s -> s.results().stream().anyMatch(r -> PATTERNS.contains(r.method())))) {
            page.put("patterns", patterns(sets));
        }
        return Templates.render(OverheadReport.class, "overhead-page", page);
    }

    /**
     * The pools ranked per JDK by one-thread acquire+release at 32 chars; the baseline and a pool
     * without exclusive use are shown but not ranked.
     *
     * @param sets the overhead result sets, one per JDK
     * @return Markdown, ending with a newline; empty when there is no {@code shared1} row
     */
    private static String ranking(List<ResultSet> sets) {
        StringBuilder md = new StringBuilder();
        for (ResultSet set : sets) {
            List<String> present = POOLS.stream().filter(p -> pool(set, "shared1", p, 32).isPresent())
                    .sorted(Comparator.comparingDouble(p -> pool(set, "shared1", p, 32).get().score())).toList();
            if (present.isEmpty()) {
                continue;
            }
            if (md.length() == 0) {
                md.append(Templates.render(OverheadReport.class, "overhead-ranking", Map.of()));
            }
            Table t = Table.of("rlrrrrrrr", "rank", "pool", "1 thread ns/op", "× allocate", "B/op", "2 threads ns/op",
                    "2 threads / 1 thread", "realistic 32 × allocate", "realistic 256 × allocate");
            int rank = 0;
            Optional<BenchmarkResult> base = pool(set, "shared1", "allocate", 32);
            for (String p : present) {
                Optional<BenchmarkResult> one = pool(set, "shared1", p, 32);
                Optional<BenchmarkResult> two = pool(set, "shared2", p, 32);
                t.row(UNRANKED.contains(p) ? "–" : Integer.toString(++rank), "`" + p + "`", one.get().scoreWithError(),
                        Checks.ratioCell(one, base), Numbers.bytes(one.get().allocNorm()), Checks.scoreCell(two),
                        Checks.ratioCell(two, one),
                        Checks.ratioCell(pool(set, "realistic", p, 32), pool(set, "realistic", "allocate", 32)),
                        Checks.ratioCell(pool(set, "realistic", p, 256), pool(set, "realistic", "allocate", 256)));
            }
            md.append("**JDK ").append(set.jdkMajor()).append("**\n\n").append(t.markdown()).append('\n');
        }
        return md.toString();
    }

    @Override
    public Map<String, byte[]> charts(Results results) {
        return Map.of();
    }

    /** Acquire + release, one and two threads, per capacity and contender. */
    private static Table acquire(List<ResultSet> sets) {
        Table t = Table.of("lrlrrrrr", "JDK", "capacity (chars)", "pool", "1 thread ns/op", "× allocate", "B/op",
                "2 threads ns/op", "2 threads / 1 thread");
        for (ResultSet set : sets) {
            for (int capacity : set.intParamValues("capacity")) {
                Optional<BenchmarkResult> base = pool(set, "shared1", "allocate", capacity);
                for (String pool : POOLS) {
                    Optional<BenchmarkResult> one = pool(set, "shared1", pool, capacity);
                    Optional<BenchmarkResult> two = pool(set, "shared2", pool, capacity);
                    if (one.isPresent() || two.isPresent()) {
                        t.row(set.jdkMajor(), capacity, "`" + pool + "`", Checks.scoreCell(one), Checks.ratioCell(one, base),
                                one.map(r -> Numbers.bytes(r.allocNorm())).orElse("n/a"), Checks.scoreCell(two),
                                Checks.ratioCell(two, one));
                    }
                }
            }
        }
        return t;
    }

    /** The acquire+release methods by thread count, in the order of the table. */
    static final List<String> THREADS = List.of("shared1", "shared2", "shared8", "shared64");

    /** Acquire + release at 1, 2, 8 and 64 threads sharing one pool, each against {@code allocate} at as many threads. */
    private static Table threads(List<ResultSet> sets) {
        Table t = Table.of("llrrrrrr", "JDK", "pool", "1 thread × allocate", "2 threads × allocate", "8 threads ns/op",
                "8 threads × allocate", "64 threads ns/op", "64 threads × allocate");
        for (ResultSet set : sets) {
            for (String pool : POOLS) {
                if (THREADS.stream().allMatch(m -> pool(set, m, pool, 32).isEmpty()) || pool.equals("allocate")) {
                    continue;
                }
                List<String> cells = new ArrayList<>(List.of(Integer.toString(set.jdkMajor()), "`" + pool + "`"));
                for (String method : THREADS) {
                    Optional<BenchmarkResult> row = pool(set, method, pool, 32);
                    if (method.equals("shared8") || method.equals("shared64")) {
                        cells.add(Checks.scoreCell(row));
                    }
                    cells.add(Checks.ratioCell(row, pool(set, method, "allocate", 32)));
                }
                t.row(cells);
            }
        }
        return t;
    }

    /** Threads that come and go, on Netty's threads, and the pool as applications hold it. */
    private static Table shapes(List<ResultSet> sets) {
        Table t = Table.of("llrrl", "JDK", "row", "ns/op", "× baseline", "baseline");
        for (ResultSet set : sets) {
            Optional<BenchmarkResult> churnBase = pool(set, "churn", "allocate", 32);
            for (String pool : List.of("bucketed", "bucketedIdTable", "bucketedFixed", "threadLocal")) {
                shape(t, set, "churn[" + pool + "]", pool(set, "churn", pool, 32), churnBase, "`churn[allocate]`");
            }
            Optional<BenchmarkResult> netty = pool(set, "nettyThread1", "bucketed", 32);
            shape(t, set, "nettyThread1[bucketed]", netty, pool(set, "shared1", "bucketed", 32), "`shared1[bucketed]`");
            shape(t, set, "nettyThread1[bucketed]", netty, pool(set, "nettyThread1", "allocate", 32),
                    "`nettyThread1[allocate]`");
            for (String shape : List.of("direct", "staticField", "viaInterface")) {
                shape(t, set, shape, set.find(shape, Map.of()), set.find("allocate", Map.of()), "`allocate` (same class)");
            }
        }
        return t;
    }

    private static void shape(Table t, ResultSet set, String label, Optional<BenchmarkResult> row,
                              Optional<BenchmarkResult> base, String baseLabel) {
        row.ifPresent(r -> t.row(set.jdkMajor(), "`" + label + "`", r.scoreWithError(), Checks.ratioCell(row, base),
                baseLabel));
    }

    /** Acquire, 8 appends, toString, release: per contender and capacity. */
    private static Table realistic(List<ResultSet> sets) {
        Table t = Table.of("lrlrrr", "JDK", "capacity (chars)", "pool", "ns/op", "× allocate", "B/op");
        for (ResultSet set : sets) {
            for (int capacity : set.intParamValues("capacity")) {
                Optional<BenchmarkResult> base = pool(set, "realistic", "allocate", capacity);
                for (String pool : POOLS) {
                    Optional<BenchmarkResult> r = pool(set, "realistic", pool, capacity);
                    r.ifPresent(b -> t.row(set.jdkMajor(), capacity, "`" + pool + "`", b.scoreWithError(),
                            Checks.ratioCell(r, base), Numbers.bytes(b.allocNorm())));
                }
            }
        }
        return t;
    }

    /** The producer/consumer group: ns per builder handed from one thread to the other. */
    private static Table handoff(List<ResultSet> sets) {
        Table t = Table.of("lrlrrrr", "JDK", "capacity (chars)", "pool", "ns per transfer", "× allocate", "pool hits",
                "releases dropped");
        for (ResultSet set : sets) {
            for (int capacity : set.intParamValues("capacity")) {
                Optional<BenchmarkResult> base = transfers(pool(set, "handoff", "allocate", capacity));
                for (String pool : POOLS) {
                    Optional<BenchmarkResult> r = pool(set, "handoff", pool, capacity);
                    Optional<BenchmarkResult> tr = transfers(r);
                    tr.ifPresent(x -> t.row(set.jdkMajor(), capacity, "`" + pool + "`",
                            Numbers.score(x.score()) + " ± " + Numbers.score(x.error()), Checks.ratioCell(tr, base),
                            poolShare(r.get(), "poolHits"), poolShare(r.get(), "poolDrops")));
                }
            }
        }
        return t;
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
    private static Table patterns(List<ResultSet> sets) {
        Table t = Table.of("lrlrrrrrrr", "JDK", "size (chars)", "pattern", "fresh ns/op", "pooled ns/op",
                "pooled / fresh", "fresh B/op", "pooled B/op", "fresh − pooled, ns", "allocation − pool overhead, ns");
        for (ResultSet set : sets) {
            for (int size : set.intParamValues("size")) {
                for (String pattern : PATTERNS) {
                    Optional<BenchmarkResult> fresh = pattern(set, pattern, "fresh", size);
                    Optional<BenchmarkResult> pooled = pattern(set, pattern, "pooled", size);
                    if (fresh.isPresent() && pooled.isPresent()) {
                        BenchmarkResult f = fresh.get();
                        BenchmarkResult p = pooled.get();
                        t.row(set.jdkMajor(), size, "`" + pattern + "`", f.scoreWithError(), p.scoreWithError(),
                                Checks.ratioCell(p, f), Numbers.bytes(f.allocNorm()), Numbers.bytes(p.allocNorm()),
                                Numbers.score(f.score() - p.score()), allocationCost(set, size));
                    }
                }
            }
        }
        return t;
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
