package io.github.poolbench.events.experiment;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.poolbench.report.BenchmarkResult;
import io.github.poolbench.report.Charts;
import io.github.poolbench.report.Checks;
import io.github.poolbench.report.Claim;
import io.github.poolbench.report.Finding;
import io.github.poolbench.report.ReportException;
import io.github.poolbench.report.ResultSet;
import io.github.poolbench.report.Results;
import io.github.poolbench.report.SuiteReport;
import io.github.poolbench.report.Table;
import io.github.poolbench.report.Templates;
import io.github.poolbench.report.Verdict;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.stats.Side;
import io.github.poolbench.text.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code events} experiment ({@code EventEchoBenchmark}): what one extra small object per
 * event costs an echo service, by event size, thread count and live old-generation set.
 */
public final class EventsReport implements SuiteReport {

    static final List<String> SHAPES = List.of("topOfBook", "fields16", "fields32");

    @Override
    public Suite suite() {
        return EventsExperiment.EVENTS;
    }

    @Override
    public String title() {
        return "One object per event";
    }

    /** What two threads are on the machine the results come from (its cores, from the environment files). */
    @Override
    public String caveat(Results results) {
        java.util.OptionalInt cores = results.cores(EventsExperiment.EVENTS);
        if (cores.isEmpty()) {
            return Templates.render(EventsReport.class, "events-caveat", Map.of());
        }
        int n = cores.getAsInt();
        return Templates.render(EventsReport.class, "events-caveat", Map.of("here", Map.of("cores", Numbers.count(n, "core"), "busy", n <= 2,
                "idle", Numbers.count(n - 2, "core"))));
    }

    @Override
    public Optional<Claim.Rule> namedRule(String name, JsonNode args) {
        if (!name.equals("copyRatioBelow")) {
            return Optional.empty();
        }
        Cell a = cell(args.path("a"));
        Cell b = cell(args.path("b"));
        return Optional.of((r, jdk) -> ratioBelow(r, jdk, a, b));
    }

    private static Cell cell(JsonNode node) {
        return new Cell(node.path("method").asText(), node.path("shape").asText(), node.path("liveMb").asInt());
    }

    /** One row pair: a method (thread count), a shape and a live-set size. */
    record Cell(String method, String shape, int liveMb) {
        String label() {
            return shape + ", " + (method.equals("echo2") ? "2 threads" : "1 thread") + ", "
                    + (liveMb == 0 ? "no live set" : liveMb + " MB live");
        }
    }

    static Optional<BenchmarkResult> row(Results results, int jdk, String method, String shape, String handling,
                                         int liveMb) {
        return results.of(EventsExperiment.EVENTS, jdk).flatMap(s -> row(s, method, shape, handling, liveMb));
    }

    static Optional<BenchmarkResult> row(ResultSet set, String method, String shape, String handling, int liveMb) {
        return set.find(method, Map.of("shape", shape, "handling", handling, "liveMb", Integer.toString(liveMb)));
    }

    /** "the copy's ratio in cell a is below the one in cell b", both ratios with their errors. */
    static Finding ratioBelow(Results results, int jdk, Cell a, Cell b) {
        Optional<BenchmarkResult> ac = row(results, jdk, a.method(), a.shape(), "deepCopy", a.liveMb());
        Optional<BenchmarkResult> ar = row(results, jdk, a.method(), a.shape(), "reuse", a.liveMb());
        Optional<BenchmarkResult> bc = row(results, jdk, b.method(), b.shape(), "deepCopy", b.liveMb());
        Optional<BenchmarkResult> br = row(results, jdk, b.method(), b.shape(), "reuse", b.liveMb());
        if (ac.isEmpty() || ar.isEmpty() || bc.isEmpty() || br.isEmpty()) {
            return Finding.noData(a.label() + " or " + b.label());
        }
        double x = ac.get().score() / ar.get().score();
        double y = bc.get().score() / br.get().score();
        String evidence = "`deepCopy` / `reuse` " + Numbers.ratio(x) + " (" + a.label() + ") vs "
                + Numbers.ratio(y) + " (" + b.label() + ")";
        // Per round: (copy / reuse of a) / (copy / reuse of b), a ratio of ratios with its interval.
        Optional<io.github.poolbench.stats.Effect> e = Checks.effect(perFork(ac.get(), ar.get()),
                perFork(bc.get(), br.get()));
        if (e.isEmpty()) {
            return Finding.noData("fork data of " + a.label() + " or " + b.label());
        }
        return new Finding(Verdict.of(Side.BELOW.verdict(e.get(), 1.0)), evidence
                + "; ratio of the two " + Checks.format(e.get(), 1.0, Side.BELOW), e, 1.0, Side.BELOW);
    }

    /** Fork by fork, a's mean over b's: same-round ratios (both rows have one fork per round). */
    private static List<Double> perFork(BenchmarkResult a, BenchmarkResult b) {
        List<Double> x = a.forkMeans();
        List<Double> y = b.forkMeans();
        if (x.size() != y.size()) {
            return List.of();
        }
        List<Double> out = new java.util.ArrayList<>();
        for (int k = 0; k < x.size(); k++) {
            out.add(x.get(k) / y.get(k));
        }
        return out;
    }

    @Override
    public String page(Results results) {
        Table t = Table.of("llrrrrrrrrrrrr", "JDK", "event", "threads", "live set (MB)", "`reuse` ops/us",
                "`deepCopy` ops/us", "`deepCopy` / `reuse`", "loss", "ns added per event", "`reuse` B/op",
                "`deepCopy` B/op", "`deepCopy` MB/s", "`deepCopy` gc.count", "modes");
        for (ResultSet set : results.of(EventsExperiment.EVENTS)) {
            for (int liveMb : set.intParamValues("liveMb")) {
                for (String method : List.of("echo1", "echo2")) {
                    for (String shape : SHAPES) {
                        Optional<BenchmarkResult> reuse = row(set, method, shape, "reuse", liveMb);
                        Optional<BenchmarkResult> copy = row(set, method, shape, "deepCopy", liveMb);
                        if (reuse.isPresent() || copy.isPresent()) {
                            t.row(cells(set.jdkMajor(), shape, method.equals("echo2") ? 2 : 1, liveMb, reuse, copy));
                        }
                    }
                }
            }
        }
        return Templates.render(EventsReport.class, "events-page", Map.of("table", t));
    }

    private static List<Object> cells(int jdk, String shape, int threads, int liveMb, Optional<BenchmarkResult> reuse,
                                      Optional<BenchmarkResult> copy) {
        boolean both = reuse.isPresent() && copy.isPresent();
        Optional<Double> ratio = both ? Optional.of(copy.get().score() / reuse.get().score()) : Optional.empty();
        String added = both ? Numbers.score(threads * 1000.0 / copy.get().score()
                - threads * 1000.0 / reuse.get().score()) : "n/a";
        double modes = 1;
        for (Optional<BenchmarkResult> x : List.of(reuse, copy)) {
            if (x.isPresent() && !x.get().forkMeans().isEmpty()) {
                List<Double> m = x.get().forkMeans();
                modes = Math.max(modes, java.util.Collections.max(m) / java.util.Collections.min(m));
            }
        }
        return List.of(jdk, "`" + shape + "`", threads, liveMb, Checks.scoreCell(reuse),
                Checks.scoreCell(copy),
                both ? Checks.ratioCell(copy.get(), reuse.get()) : "n/a",
                ratio.map(x -> Numbers.score(100 * (1 - x)) + "%").orElse("n/a"), added,
                reuse.map(x -> Numbers.bytes(x.allocNorm())).orElse("n/a"),
                copy.map(x -> Numbers.bytes(x.allocNorm())).orElse("n/a"),
                // MB/s (2^20 B, as JMH's gc.alloc.rate): B/op x events/us
                copy.map(x -> Numbers.score(x.allocNorm() * x.score() * 1e6 / (1024 * 1024))).orElse("n/a"),
                copy.map(x -> Numbers.score(x.secondaryScore("gc.count"))).orElse("n/a"), Numbers.ratio(modes));
    }

    @Override
    public Map<String, byte[]> charts(Results results) throws ReportException {
        Map<String, byte[]> charts = new LinkedHashMap<>();
        for (ResultSet set : results.of(EventsExperiment.EVENTS)) {
            Map<String, List<double[]>> series = new LinkedHashMap<>();
            for (int liveMb : set.intParamValues("liveMb")) {
                for (String method : List.of("echo1", "echo2")) {
                    List<double[]> values = new ArrayList<>();
                    for (String shape : SHAPES) {
                        Optional<BenchmarkResult> reuse = row(set, method, shape, "reuse", liveMb);
                        Optional<BenchmarkResult> copy = row(set, method, shape, "deepCopy", liveMb);
                        if (reuse.isEmpty() || copy.isEmpty()) {
                            values.add(new double[] {Double.NaN});
                            continue;
                        }
                        double ratio = copy.get().score() / reuse.get().score();
                        values.add(Checks.effect(copy.get(), reuse.get())
                                .filter(io.github.poolbench.stats.Effect::hasInterval)
                                .map(e -> new double[] {e.estimate(), e.low(), e.high()}).orElse(new double[] {ratio}));
                    }
                    series.put((method.equals("echo2") ? "2 threads" : "1 thread") + (liveMb == 0 ? ""
                            : ", " + liveMb + " MB live"), values);
                }
            }
            Charts.ratioBars("JDK " + set.jdkMajor() + ": throughput with a copy per event / with reuse (95% CI)",
                    "ratio (log scale; below 1: the copy costs)", SHAPES, series)
                    .ifPresent(png -> charts.put("events-jdk" + set.jdkMajor() + ".png", png));
        }
        return charts;
    }
}
