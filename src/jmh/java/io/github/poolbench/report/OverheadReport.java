package io.github.poolbench.report;

import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Markdown for the {@code overhead} suite ({@code PoolOverheadBenchmark}): what one
 * acquire+release costs per contender and capacity, with one thread ({@code shared1}) and two
 * threads sharing one pool ({@code shared2}), against {@code allocate} ({@code new
 * StringBuilder(n)}).
 */
public final class OverheadReport {

    /** Contenders in the order of {@code PoolType}. */
    static final List<String> POOLS = List.of("allocate", "bucketed", "commonsKeyed", "threadLocal");

    private OverheadReport() {
    }

    /**
     * @param sets the overhead result sets, one per JDK
     * @return the Markdown, ending with a newline
     */
    public static String markdown(List<ResultSet> sets) {
        StringBuilder md = new StringBuilder();
        md.append("| JDK | capacity (chars) | pool | 1 thread ns/op | × allocate | B/op | 2 threads ns/op"
                + " | 2 threads / 1 thread |\n");
        md.append("|---|---:|---|---:|---:|---:|---:|---:|\n");
        for (ResultSet set : sets) {
            for (int capacity : new TreeSet<>(set.intParamValues("capacity"))) {
                Optional<BenchmarkResult> base = find(set, "shared1", "allocate", capacity);
                for (String pool : POOLS) {
                    Optional<BenchmarkResult> one = find(set, "shared1", pool, capacity);
                    Optional<BenchmarkResult> two = find(set, "shared2", pool, capacity);
                    if (one.isEmpty() && two.isEmpty()) {
                        continue;
                    }
                    md.append("| ").append(set.jdkMajor()).append(" | ").append(capacity).append(" | `").append(pool)
                            .append("` | ").append(one.map(OverheadReport::scoreWithError).orElse("n/a")).append(" | ")
                            .append(one.isPresent() && base.isPresent()
                                    ? Ratio.of(one.get().score(), one.get().error(), base.get().score(),
                                            base.get().error()).format() : "n/a")
                            .append(" | ").append(one.map(r -> Numbers.bytes(r.allocNorm())).orElse("n/a"))
                            .append(" | ").append(two.map(OverheadReport::scoreWithError).orElse("n/a")).append(" | ")
                            .append(one.isPresent() && two.isPresent()
                                    ? Ratio.of(two.get().score(), two.get().error(), one.get().score(),
                                            one.get().error()).format() : "n/a")
                            .append(" |\n");
                }
            }
        }
        for (ResultSet set : sets) {
            md.append("\nJDK ").append(set.jdkVersion()).append(": ").append(StringsReport.environmentLine(set))
                    .append('\n');
        }
        return md.toString();
    }

    private static String scoreWithError(BenchmarkResult r) {
        return Numbers.score(r.score()) + " ± " + Numbers.score(r.error());
    }

    private static Optional<BenchmarkResult> find(ResultSet set, String method, String pool, int capacity) {
        String c = Integer.toString(capacity);
        return set.results().stream().filter(r -> r.method().equals(method) && pool.equals(r.params().get("pool"))
                && c.equals(r.params().get("capacity"))).findFirst();
    }
}
