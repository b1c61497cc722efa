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
    static final List<String> SUPPLIES = List.of("allocate", "dequePool", "boundedPool");
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
                + " the article's single-threaded `ArrayDeque` pool or our `BoundedObjectPool`, filled from the feed"
                + " or left empty. Time per million messages in ms as percentiles over 200 blocks (lower is"
                + " better).";
    }

    @Override
    public List<Claim> claims() {
        return List.of(
                new Claim("M1", "Pooling twelve cheap message types is slower than allocating them, at p50, p90 and p99",
                        "2024: on Java 8 and 21, \"up to the 99th percentile, the use of pooling seems to lead to higher"
                                + " latency\"",
                        "twelve classes, populated, ms per million: `dequePool` at least 10% above `allocate` at p50,"
                                + " p90 and p99",
                        (r, jdk) -> percentiles(r, jdk, "twelve", "dequePool", List.of(50.0, 90.0, 99.0), false)),
                new Claim("M2", "With one combined message type, pooling wins at every percentile",
                        "2024: Java 8 \"showing latency improvement across all percentiles\"; Java 21 only from"
                                + " p99.9",
                        "combined class, populated, ms per million: `dequePool` at least 10% below `allocate` at p50,"
                                + " p99 and p99.9",
                        (r, jdk) -> percentiles(r, jdk, "combined", "dequePool", List.of(50.0, 99.0, 99.9), true)),
                new Claim("M3", "Our thread-safe bounded pool costs at most 1.2x the article's single-threaded pool",
                        "", "combined class, populated, mean ms per million: `boundedPool` / `dequePool` <= 1.2",
                        (r, jdk) -> Checks.ratioAtMost(row(r, jdk, "million", "combined", "boundedPool", "populated"),
                                row(r, jdk, "million", "combined", "dequePool", "populated"), 1.2)));
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
        md.append("\n## Time per message (sample time)\n\n");
        md.append("ns per message, one message per sampled call; the timer's own cost and resolution (tens of ns)"
                + " are in every sample.\n\n| JDK | layout | content | supply | mean | p50 | p99 | p99.9 | max |\n"
                + "|---|---|---|---|---:|---:|---:|---:|---:|\n");
        for (ResultSet set : results.of(Suite.MESSAGES)) {
            for (String layout : LAYOUTS) {
                for (String content : CONTENTS) {
                    for (String supply : SUPPLIES) {
                        Optional<BenchmarkResult> r = row(set, "perMessage", layout, supply, content);
                        if (r.isEmpty()) {
                            continue;
                        }
                        BenchmarkResult b = r.get();
                        md.append("| ").append(set.jdkMajor()).append(" | ").append(layout).append(" | ")
                                .append(content).append(" | `").append(supply).append("` | ")
                                .append(b.scoreWithError());
                        for (double p : List.of(50.0, 99.0, 99.9, 100.0)) {
                            md.append(" | ").append(Numbers.score(b.primaryPercentile(p)));
                        }
                        md.append(" |\n");
                    }
                }
            }
        }
        return md.toString();
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
