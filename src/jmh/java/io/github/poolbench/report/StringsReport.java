package io.github.poolbench.report;

import io.github.poolbench.runner.Environment;
import io.github.poolbench.runner.Suite;
import io.github.poolbench.stats.Effect;
import io.github.poolbench.stats.Side;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The {@code strings} experiment ({@code StringBuildingBenchmark}): the two pools against the
 * sized builder, every technique per JDK, the 2002 figures beside ours, and the claims of the
 * 2002 article and of this project, checked.
 */
public final class StringsReport implements SuiteReport {

    /** The baseline technique every ratio is taken against. */
    public static final String BASELINE = "sizedBuilder";

    /** Techniques in the order of the original experiment, then the historical and pooled ones. */
    public static final List<String> TECHNIQUES = List.of("stringAddition", "naiveConcat", "stringConcat",
            "unsizedBuilder", "sizedBuilder", "sizedBuilderAgain", "unsizedStringBuffer", "sizedStringBuffer",
            "pooledBucketed", "pooledCommons");

    private static final List<String> POOLS = List.of("pooledBucketed", "pooledCommons");

    /** The 2002 article's sized buffer, the reference of its figures. */
    private static final String SIZED_2002 = "sizedStringBuffer";

    @Override
    public Suite suite() {
        return Suite.STRINGS;
    }

    @Override
    public String title() {
        return "String building, 2002 and now";
    }

    @Override
    public String question() {
        return "DivNull Software's 2002 experiment redone: one string of 32, 256 or 4096 chars built from short"
                + " parts by each of nine techniques (six of 2002, the unsized and sized `StringBuilder`, our pool),"
                + " ns/op and B/op per built string, `sizedBuilder` the baseline.";
    }

    @Override
    public List<Claim> claims() {
        int h = HistoryReport.LENGTH;
        return List.of(
                Conclusions.aaClaim("`sizedBuilderAgain` / `sizedBuilder` at 32, 256 and 4096 chars",
                        (r, jdk) -> Checks.all(List.of(32, 256, 4096).stream().map(l -> Checks.equivalent(
                                row(r, jdk, "sizedBuilderAgain", l), row(r, jdk, BASELINE, l), Checks.AA_MARGIN))
                                .toList())),
                new Claim("A1", "A pooled buffer is slower than a sized buffer", "2002: 170 vs 60 ms (2.83x) on JDK"
                        + " 1.4.1; 1,711 vs 290 ms (5.90x) on Apple JDK 1.3.1", "`pooledCommons` (the 2002 design on"
                        + " commons-pool2) vs `sizedStringBuffer`, " + h + " chars: 95% CI of the ratio above 1",
                        (r, jdk) -> Checks.higher(row(r, jdk, "pooledCommons", h), row(r, jdk, SIZED_2002, h))),
                new Claim("A2",
                        "The pool would have to be at least three times faster to break even (the article: three to eight)",
                        "2002: 2.83x and 5.90x", "`pooledCommons` / `sizedStringBuffer` >= 3, " + h + " chars",
                        (r, jdk) -> Checks.ratioAtLeast(row(r, jdk, "pooledCommons", h),
                                row(r, jdk, SIZED_2002, h), 3)),
                new Claim("A3", "`String.concat` is as fast as a sized buffer: at most 10% slower",
                        "2002: 61 vs 60 ms (1.02x) on JDK 1.4.1",
                        "`stringConcat` / `sizedStringBuffer` <= 1.10, " + h + " chars",
                        (r, jdk) -> Checks.ratioAtMost(row(r, jdk, "stringConcat", h), row(r, jdk, SIZED_2002, h),
                                1.10)),
                new Claim("A4", "`s += part` (String Naive) is significantly slower, at least twice as slow: avoid it",
                        "2002: 220 vs 60 ms (3.67x)", "`naiveConcat` / `sizedStringBuffer` >= 2, " + h + " chars",
                        (r, jdk) -> Checks.ratioAtLeast(row(r, jdk, "naiveConcat", h), row(r, jdk, SIZED_2002, h), 2)),
                new Claim("A5", "The unsized buffer is faster than its reputation: at most a third slower than a sized one",
                        "2002: 80 vs 60 ms (1.33x); 285 vs 290 ms (0.98x)",
                        "`unsizedStringBuffer` / `sizedStringBuffer` <= 1.33, " + h + " chars",
                        (r, jdk) -> Checks.ratioAtMost(row(r, jdk, "unsizedStringBuffer", h),
                                row(r, jdk, SIZED_2002, h), 1.33)),
                poolFaster("S1", 32), poolFaster("S2", 256), poolFaster("S3", 4096),
                new Claim("S4", "The commons-pool2 keyed pool is slower than a sized builder at every length", "",
                        "`pooledCommons` vs `sizedBuilder` at 32, 256 and 4096 chars: 95% CI of the ratio above 1 at each",
                        (r, jdk) -> Checks.all(List.of(32, 256, 4096).stream().map(l -> Checks.higher(
                                row(r, jdk, "pooledCommons", l), row(r, jdk, BASELINE, l))).toList())),
                new Claim("S5", "A pooled build allocates fewer bytes than a sized one", "",
                        "B/op of `pooledBucketed` below `sizedBuilder` at 256 and 4096 chars",
                        (r, jdk) -> Checks.all(List.of(256, 4096).stream().map(l -> Checks.lessAllocation(
                                row(r, jdk, "pooledBucketed", l), row(r, jdk, BASELINE, l))).toList())),
                new Claim("S6", "`+` in one expression (invokedynamic concatenation) beats a sized builder for a"
                        + " short string", "", "`stringAddition` vs `sizedBuilder`, 32 chars: 95% CI of the ratio below 1",
                        (r, jdk) -> Checks.lower(row(r, jdk, "stringAddition", 32), row(r, jdk, BASELINE, 32))),
                new Claim("S7", "The synchronized `StringBuffer` costs what `StringBuilder` costs, sized", "",
                        "`sizedStringBuffer` vs `sizedBuilder` at 256 and 4096 chars: 95% CI of the ratio inside ±10% at each",
                        (r, jdk) -> Checks.all(List.of(256, 4096).stream().map(l -> Checks.same(
                                row(r, jdk, SIZED_2002, l), row(r, jdk, BASELINE, l))).toList())),
                new Claim("X1", "A sized builder is faster on this JDK than on the oldest JDK measured", "",
                        "`sizedBuilder` at 256 and 4096 chars vs the same row of the oldest JDK, same run only",
                        StringsReport::fasterThanOldestJdk));
    }

    private static Claim poolFaster(String id, int length) {
        return new Claim(id, "The bucketed pool builds a " + length + "-char string faster than a sized builder", "",
                "`pooledBucketed` vs `sizedBuilder`, " + length + " chars: 95% CI of the ratio below 1",
                (r, jdk) -> Checks.lower(row(r, jdk, "pooledBucketed", length), row(r, jdk, BASELINE, length)));
    }

    private static Finding fasterThanOldestJdk(Results results, int jdk) {
        List<ResultSet> sets = results.of(Suite.STRINGS);
        if (sets.isEmpty()) {
            return Finding.noData("strings results");
        }
        ResultSet oldest = sets.get(0);
        if (oldest.jdkMajor() == jdk) {
            return new Finding(Verdict.REFERENCE, "JDK " + jdk);
        }
        Optional<ResultSet> set = results.of(Suite.STRINGS, jdk);
        if (set.isEmpty()) {
            return Finding.noData("strings results for JDK " + jdk);
        }
        if (!ResultSet.sameRun(List.of(oldest, set.get()))) {
            return new Finding(Verdict.NOT_COMPARABLE, "run " + set.get().runId() + " vs " + oldest.runId());
        }
        List<Finding> findings = new ArrayList<>();
        for (int length : List.of(256, 4096)) {
            Finding f = Checks.lower(set.get().find(BASELINE, "length", length), oldest.find(BASELINE, "length",
                    length));
            findings.add(f.withEvidence(length + " chars: JDK " + jdk + " / JDK " + oldest.jdkMajor() + " "
                    + f.evidence().substring(f.evidence().indexOf('=') + 2)));
        }
        return Checks.all(findings);
    }

    /** The record of {@code method} at {@code length} chars on JDK {@code jdk}, if present. */
    static Optional<BenchmarkResult> row(Results results, int jdk, String method, int length) {
        return results.of(Suite.STRINGS, jdk).flatMap(s -> s.find(method, "length", length));
    }

    @Override
    public String page(Results results) {
        List<ResultSet> sets = results.of(Suite.STRINGS);
        StringBuilder md = new StringBuilder();
        md.append("## Does the pool pay? Pooled vs `sizedBuilder`\n\nRatio of ns/op with its 95% confidence interval"
                + " over rounds, below 1 the pool is faster: *faster* or *slower* when the whole interval lies on one"
                + " side of 1, *inconclusive* when it straddles 1.\n\n");
        md.append("| JDK | length (chars) | pool | ns/op ratio [95% CI] | the pool is | B/op pooled | B/op sized |\n");
        md.append("|---|---:|---|---:|---|---:|---:|\n");
        for (ResultSet set : sets) {
            for (int length : set.intParamValues("length")) {
                Optional<BenchmarkResult> base = set.find(BASELINE, "length", length);
                for (String pool : POOLS) {
                    Optional<BenchmarkResult> r = set.find(pool, "length", length);
                    if (r.isEmpty()) {
                        continue;
                    }
                    md.append("| ").append(set.jdkMajor()).append(" | ").append(length).append(" | `").append(pool)
                            .append("` | ");
                    if (base.isEmpty()) {
                        md.append("n/a | no `sizedBuilder` result | ").append(Numbers.bytes(r.get().allocNorm()))
                                .append(" | n/a |\n");
                        continue;
                    }
                    md.append(Checks.ratioCell(r.get(), base.get())).append(" | ").append(faster(r.get(), base.get()))
                            .append(" | ")
                            .append(Numbers.bytes(r.get().allocNorm())).append(" | ")
                            .append(Numbers.bytes(base.get().allocNorm())).append(" |\n");
                }
            }
        }
        for (ResultSet set : sets) {
            md.append('\n').append(detail(set));
        }
        md.append("\n## Then and now\n\nThe 2002 figures (Test 1 of each platform) beside ours. The article does not"
                + " give the length of its strings; ours are ").append(HistoryReport.LENGTH).append(" chars. Ratios"
                + " are to the sized buffer of the time (`StringBuffer`) and to `sizedBuilder` now, ours with"
                + " their 95% confidence interval over rounds (the article gives no error).\n\n")
                .append(HistoryReport.markdown(sets));
        return md.toString();
    }

    /**
     * @param pool  a pool's row (or any contender's)
     * @param sized {@code sizedBuilder}'s row of the same length, run and JDK
     * @return {@code faster} or {@code slower} when the 95% interval of their ns/op ratio lies
     *         below or above 1, {@code inconclusive} when it straddles 1, {@code n/a} without an
     *         interval (one round)
     */
    static String faster(BenchmarkResult pool, BenchmarkResult sized) {
        return Checks.effect(pool, sized).filter(Effect::hasInterval).map(e -> switch (Side.BELOW.verdict(e, 1.0)) {
            case HOLDS -> "faster";
            case DOES_NOT_HOLD -> "slower";
            case INCONCLUSIVE -> "inconclusive";
        }).orElse("n/a");
    }

    private static String detail(ResultSet set) {
        StringBuilder md = new StringBuilder();
        md.append("## All techniques, JDK ").append(set.jdkVersion()).append("\n\n");
        md.append("| technique | length (chars) | ns/op | ± error | × sizedBuilder [95% CI] | B/op | fork means (⚠: bimodal, modes > ")
                .append(Math.round(BenchmarkResult.MODE_GAP_LIMIT * 100)).append("% apart) |\n");
        md.append("|---|---:|---:|---:|---:|---:|---|\n");
        for (int length : set.intParamValues("length")) {
            Optional<BenchmarkResult> base = set.find(BASELINE, "length", length);
            for (String technique : TECHNIQUES) {
                Optional<BenchmarkResult> r = set.find(technique, "length", length);
                if (r.isEmpty()) {
                    continue;
                }
                BenchmarkResult b = r.get();
                md.append("| `").append(technique).append("` | ").append(length).append(" | ")
                        .append(Numbers.score(b.score())).append(" | ").append(Numbers.score(b.error())).append(" | ")
                        .append(Checks.ratioCell(r, base))
                        .append(" | ")
                        .append(Numbers.bytes(b.allocNorm())).append(" | ").append(forkCell(b)).append(" |\n");
            }
        }
        return md.toString();
    }

    /** The fork means, flagged when the row is bimodal. */
    static String forkCell(BenchmarkResult r) {
        return (r.bimodal() ? "⚠ " : "") + r.forkModes();
    }

    /** One line: JMH settings from the JSON; run, machine, collectors and code from the environment file. */
    static String environmentLine(ResultSet set) {
        BenchmarkResult any = set.results().get(0);
        StringBuilder line = new StringBuilder();
        line.append("JMH ").append(set.jmhVersion()).append(", ").append(any.mode()).append(", ")
                .append(Numbers.count(set.forks(), "fork")).append(", warmup ")
                .append(set.warmup()).append(", measurement ").append(set.measurement()).append(", ")
                .append(threads(set)).append(", error = 99.9% CI half-width");
        if (!set.jvmArgs().isEmpty()) {
            line.append(", JVM args `").append(String.join(" ", set.jvmArgs())).append('`');
        }
        line.append('.');
        set.environment().ifPresent(env -> appendEnvironment(line, env));
        return line.toString();
    }

    /** E.g. {@code 1 thread}, or {@code 1 and 2 threads} for a suite that mixes them. */
    private static String threads(ResultSet set) {
        TreeSet<Integer> counts = new TreeSet<>();
        set.results().forEach(r -> counts.add(r.threads()));
        List<String> names = new ArrayList<>();
        counts.forEach(c -> names.add(Integer.toString(c)));
        return String.join(" and ", names) + (counts.size() == 1 && counts.first() == 1 ? " thread" : " threads");
    }

    private static void appendEnvironment(StringBuilder line, Environment env) {
        if (env.forkSettings() != null && !env.forkSettings().isEmpty()) {
            line.append(" Collectors in the forks: ").append(env.collectors()).append("; max heap ")
                    .append(String.join(" / ", env.forkSettings().stream()
                            .map(f -> Numbers.bytes(f.heapMaxBytes() / 1_048_576.0) + " MiB").distinct().toList()))
                    .append('.');
        }
        String lastMachine = Numbers.machine(env.cpuModel(), env.cpuMhz(), env.cores());
        line.append(" Machine: ").append(lastMachine).append(", ")
                .append(env.os()).append('.');
        if (env.runId() != null) {
            line.append(" Run `").append(env.runId()).append('`');
        } else {
            line.append(" Run (no run id)");
        }
        line.append(", finished ").append(env.date(), 0, Math.min(10, env.date().length()))
                .append(", commit `").append(env.gitCommit(), 0, Math.min(10, env.gitCommit().length())).append('`')
                .append(env.gitDirty() ? " (with uncommitted changes)" : "").append(", ")
                .append(env.jvm().vendor()).append(' ').append(env.jvm().runtimeVersion()).append('.');
        int from = 1;
        for (Environment.Sitting s : env.earlierSittings()) {
            String machine = Numbers.machine(s.cpuModel(), s.cpuMhz(), s.cores());
            line.append(from == 1 ? " Continued from earlier sittings (machine and commit above are the last one's): "
                    : "; ").append("rounds ").append(from).append('-').append(s.rounds()).append(" on ")
                    .append(machine.equals(lastMachine) ? "the same machine" : machine)
                    .append(", finished ").append(s.date(), 0, Math.min(10, s.date().length())).append(", commit `")
                    .append(s.gitCommit(), 0, Math.min(10, s.gitCommit().length())).append('`');
            from = s.rounds() + 1;
        }
        if (from > 1) {
            line.append("; rounds ").append(from).append('-').append(env.rounds()).append(" in the last.");
        }
    }

    @Override
    public Map<String, byte[]> charts(Results results) throws ReportException {
        List<ResultSet> sets = results.of(Suite.STRINGS);
        Map<String, byte[]> out = new LinkedHashMap<>();
        for (ResultSet set : sets) {
            Optional<byte[]> time = Charts.byTechnique(set, false);
            if (time.isPresent()) {
                out.put("strings-time-jdk" + set.jdkMajor() + ".png", time.get());
            }
            Optional<byte[]> alloc = Charts.byTechnique(set, true);
            if (alloc.isPresent()) {
                out.put("strings-alloc-jdk" + set.jdkMajor() + ".png", alloc.get());
            }
        }
        if (sets.size() > 1 && ResultSet.sameRun(sets)) { // JDK against JDK: only within one run
            Optional<byte[]> jdks = Charts.jdks(sets);
            if (jdks.isPresent()) {
                out.put("strings-jdks.png", jdks.get());
            }
        }
        return out;
    }
}
