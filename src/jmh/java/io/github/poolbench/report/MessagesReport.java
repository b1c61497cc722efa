package io.github.poolbench.report;

import io.github.poolbench.runner.Suite;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code messages} experiment ({@code MessagesBenchmark}): market-data messages decoded new
 * or from a pool, per million messages (percentiles over blocks) and per message (sample
 * time), with GC counts and times beside each row.
 */
public final class MessagesReport implements SuiteReport {

    static final List<String> LAYOUTS = List.of("twelve", "combined");
    static final List<String> CONTENTS = List.of("empty", "populated");
    static final List<String> SUPPLIES = List.of("allocate", "allocateAgain", "basicPool", "dequePool", "boundedPool");

    /** Blocks at each end of a fork whose medians are compared: the steady-state check. */
    static final int END_BLOCKS = 10;
    static final List<Double> PERCENTILES = List.of(50.0, 90.0, 99.0, 99.9, 99.99, 100.0);

    /** A percentile counts as different only beyond this share (percentiles carry no error). */
    static final double MARGIN = 0.10;

    @Override
    public Suite suite() {
        return Suite.MESSAGES;
    }

    @Override
    public String title() {
        return "Allocate or reuse market-data messages";
    }

    @Override
    public String question() {
        return "Data Intellect's 2024 feed-handler experiment redone on a synthetic ITCH-like day (no exchange data"
                + " can be downloaded here: a seeded generator writes it, see the page): each message decoded into"
                + " one of twelve small classes or one combined class, the object new per message or borrowed from"
                + " the article's `BasicPool` as written (`basicPool`: pre-filled, first in first out), a variant"
                + " that keeps one hot object per type (`dequePool`), or our `BoundedObjectPool`, filled from the"
                + " feed or left empty. Steady state: the heap is pre-touched, so no row pays first-touch page faults."
                + " Time per million messages in ms as percentiles over every measured block (lower is better).";
    }

    @Override
    public List<Claim> claims() {
        return List.of(
                Conclusions.aaClaim("`allocateAgain` / `allocate` mean ms per million, combined, populated",
                        (r, jdk) -> Checks.equivalent(row(r, jdk, "million", "combined", "allocateAgain", "populated"),
                                row(r, jdk, "million", "combined", "allocate", "populated"), Checks.AA_MARGIN)),
                new Claim("M1", "Pooling twelve cheap message types is slower than allocating them, at p50, p90 and p99",
                        "2024: on Java 8 and 21, \"up to the 99th percentile, the use of pooling seems to lead to higher"
                                + " latency\"",
                        "twelve classes, populated, ms per million: `basicPool` at least 10% above `allocate` at p50,"
                                + " p90 and p99",
                        (r, jdk) -> percentiles(r, jdk, "twelve", "basicPool", List.of(50.0, 90.0, 99.0), false)),
                new Claim("M2", "With one combined message type, pooling wins at every percentile",
                        "2024: Java 8 \"showing latency improvement across all percentiles\"; Java 21 only from"
                                + " p99.9",
                        "combined class, populated, ms per million: `basicPool` at least 10% below `allocate` at p50,"
                                + " p99 and p99.9",
                        (r, jdk) -> percentiles(r, jdk, "combined", "basicPool", List.of(50.0, 99.0, 99.9), true)),
                new Claim("M3", "Our thread-safe bounded pool costs at most 1.2x the article's single-threaded pool",
                        "", "combined class, populated, mean ms per million: `boundedPool` / `basicPool` <= 1.2",
                        (r, jdk) -> Checks.ratioAtMost(row(r, jdk, "million", "combined", "boundedPool", "populated"),
                                row(r, jdk, "million", "combined", "basicPool", "populated"), 1.2)));
    }

    static Optional<BenchmarkResult> row(Results results, int jdk, String method, String layout, String supply,
                                         String content) {
        return results.of(Suite.MESSAGES, jdk).flatMap(s -> row(s, method, layout, supply, content));
    }

    static Optional<BenchmarkResult> row(ResultSet set, String method, String layout, String supply, String content) {
        return set.results().stream().filter(r -> r.method().equals(method))
                .filter(r -> layout.equals(r.params().get("layout")))
                .filter(r -> supply.equals(r.params().get("supply")))
                .filter(r -> content.equals(r.params().get("content"))).findFirst();
    }

    /**
     * "supply's percentiles are below (or above) allocate's by more than {@link #MARGIN}".
     */
    static Finding percentiles(Results results, int jdk, String layout, String supply, List<Double> ps,
                               boolean below) {
        Optional<BenchmarkResult> pooled = row(results, jdk, "million", layout, supply, "populated");
        Optional<BenchmarkResult> fresh = row(results, jdk, "million", layout, "allocate", "populated");
        if (pooled.isEmpty() || fresh.isEmpty()) {
            return Finding.noData(layout + " rows");
        }
        List<String> cells = new ArrayList<>();
        int holds = 0;
        int against = 0;
        for (double p : ps) {
            double x = pooled.get().primaryPercentile(p);
            double y = fresh.get().primaryPercentile(p);
            if (Double.isNaN(x) || Double.isNaN(y)) {
                return Finding.noData("p" + Numbers.percentile(p));
            }
            boolean lower = x < (1 - MARGIN) * y;
            boolean higher = x > (1 + MARGIN) * y;
            holds += (below ? lower : higher) ? 1 : 0;
            against += (below ? higher : lower) ? 1 : 0;
            cells.add("p" + Numbers.percentile(p) + " " + Numbers.score(x) + " vs " + Numbers.score(y));
        }
        Verdict v = holds == ps.size() ? Verdict.HOLDS : against > 0 ? Verdict.DOES_NOT_HOLD : Verdict.INCONCLUSIVE;
        long samples = pooled.get().rawData().stream().mapToLong(List::size).sum();
        long freshSamples = fresh.get().rawData().stream().mapToLong(List::size).sum();
        return new Finding(v, "`" + supply + "` vs `allocate` (ms per million, " + samples + " vs " + freshSamples
                + " blocks): " + String.join(", ", cells));
    }

    @Override
    public String page(Results results) {
        StringBuilder md = new StringBuilder("## The feed\n\n");
        md.append("Synthetic, deterministic (seed in `MessagesBenchmark`), generated at set-up into"
                + " `target/poolbench-feed/`: 4,000,000 messages of twelve ITCH-like types (layout in `FeedFormat`),"
                + " a directory of 3,000 symbols with Zipf popularity, adds, deletes and cancels dominating,"
                + " log-uniform prices between $2 and $500, mostly round lots (`FeedGenerator`). No real exchange"
                + " data: the mix and sizes are plausible, not measured from a real day.\n\n");
        md.append("## Time per million messages\n\n");
        md.append("ms per block of 1,000,000 messages; percentiles over every measured block of every fork (JMH"
                + " SingleShotTime); B per million: bytes allocated per block; gc.count and gc.time (ms) over"
                + " the measured blocks, from `-prof gc`.\n\n");
        md.append("| JDK | layout | content | supply | mean |");
        PERCENTILES.forEach(p -> md.append(p == 100.0 ? " max |" : " p" + Numbers.percentile(p) + " |"));
        md.append(" B per million | gc.count | gc.time |\n|---|---|---|---|---:|");
        PERCENTILES.forEach(p -> md.append("---:|"));
        md.append("---:|---:|---:|\n");
        for (ResultSet set : results.of(Suite.MESSAGES)) {
            for (String layout : LAYOUTS) {
                for (String content : CONTENTS) {
                    for (String supply : SUPPLIES) {
                        Optional<BenchmarkResult> r = row(set, "million", layout, supply, content);
                        if (r.isEmpty()) {
                            continue;
                        }
                        BenchmarkResult b = r.get();
                        md.append("| ").append(set.jdkMajor()).append(" | ").append(layout).append(" | ")
                                .append(content).append(" | `").append(supply).append("` | ")
                                .append(b.scoreWithError()).append(" |");
                        for (double p : PERCENTILES) {
                            md.append(' ').append(Numbers.score(b.primaryPercentile(p))).append(" |");
                        }
                        md.append(' ').append(Numbers.bytes(b.allocNorm())).append(" | ").append(Numbers.score(b.secondaryScore("gc.count")))
                                .append(" | ").append(Numbers.score(b.secondaryScore("gc.time"))).append(" |\n");
                    }
                }
            }
        }
        md.append("\n## Steady state: first and last blocks of each fork\n\n");
        md.append("Median ms per million of the first " + END_BLOCKS + " and the last " + END_BLOCKS + " measured blocks"
                + " of each fork (first / last = the drift within a fork; a row whose first blocks are much slower"
                + " was still settling, or paying first touch), for the `allocate` rows the article's claims rest"
                + " on.\n\n| JDK | layout | content | supply | per fork: first / last (ratio) | largest ratio |\n"
                + "|---|---|---|---|---|---:|\n");
        for (ResultSet set : results.of(Suite.MESSAGES)) {
            for (String layout : LAYOUTS) {
                for (String content : CONTENTS) {
                    Optional<BenchmarkResult> r = row(set, "million", layout, "allocate", content);
                    if (r.isEmpty()) {
                        continue;
                    }
                    List<String> cells = new ArrayList<>();
                    double worst = 1;
                    for (List<Double> fork : r.get().rawData()) {
                        if (fork.size() < 2 * END_BLOCKS) {
                            continue;
                        }
                        double first = median(fork.subList(0, END_BLOCKS));
                        double last = median(fork.subList(fork.size() - END_BLOCKS, fork.size()));
                        double ratio = first / last;
                        worst = Math.abs(Math.log(ratio)) > Math.abs(Math.log(worst)) ? ratio : worst;
                        cells.add(Numbers.score(first) + " / " + Numbers.score(last) + " (" + Numbers.ratio(ratio) + ")");
                    }
                    md.append("| ").append(set.jdkMajor()).append(" | ").append(layout).append(" | ").append(content)
                            .append(" | `allocate` | ").append(String.join("; ", cells)).append(" | ")
                            .append(Numbers.ratio(worst)).append(" |\n");
                }
            }
        }
        return md.toString();
    }

    static double median(List<Double> values) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    @Override
    public Map<String, byte[]> charts(Results results) throws ReportException {
        Map<String, byte[]> charts = new LinkedHashMap<>();
        for (ResultSet set : results.of(Suite.MESSAGES)) {
            for (String layout : LAYOUTS) {
                Map<String, List<double[]>> series = new LinkedHashMap<>();
                for (String supply : SUPPLIES) {
                    List<double[]> points = new ArrayList<>();
                    Optional<BenchmarkResult> r = row(set, "million", layout, supply, "populated");
                    for (int i = 0; i < PERCENTILES.size() && r.isPresent(); i++) {
                        double v = r.get().primaryPercentile(PERCENTILES.get(i));
                        if (!Double.isNaN(v)) {
                            points.add(new double[] {i, v});
                        }
                    }
                    series.put(supply, points);
                }
                Charts.lines("JDK " + set.jdkMajor() + ", " + layout + ", populated: ms per million at p50, p90, p99,"
                                + " p99.9, p99.99, max", "percentile (0 = p50 ... 5 = max)", "ms per million", false,
                        series).ifPresent(png -> charts.put("messages-jdk" + set.jdkMajor() + "-" + layout + ".png",
                        png));
            }
        }
        return charts;
    }
}
