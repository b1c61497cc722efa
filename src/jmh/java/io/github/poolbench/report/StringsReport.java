package io.github.poolbench.report;

import io.github.poolbench.runner.Environment;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Markdown for the {@code strings} suite (StringBuildingBenchmark): a summary of the two
 * pools against the sized builder, then, per JDK, the environment and the full technique x
 * length table.
 */
public final class StringsReport {

    /** The baseline technique every ratio is taken against. */
    public static final String BASELINE = "sizedBuilder";

    /** Techniques in the order of the original experiment, then the historical and pooled ones. */
    public static final List<String> TECHNIQUES = List.of("stringAddition", "naiveConcat", "stringConcat",
            "unsizedBuilder", "sizedBuilder", "unsizedStringBuffer", "sizedStringBuffer", "pooledBucketed",
            "pooledCommons");

    private static final List<String> POOLS = List.of("pooledBucketed", "pooledCommons");

    private StringsReport() {
    }

    /**
     * @param sets the strings result sets, one per JDK, sorted by JDK
     * @return the generated Markdown, ending with a newline
     * @throws ReportException if a set lacks the baseline for a length it measured
     */
    public static String markdown(List<ResultSet> sets) throws ReportException {
        StringBuilder md = new StringBuilder();
        md.append("#### Does the pool pay? Pooled vs `sizedBuilder` (ratio of ns/op, < 1 is faster)\n\n");
        md.append("| JDK | length (chars) | pool | ns/op ratio | verdict | B/op pooled | B/op sized |\n");
        md.append("|---|---:|---|---:|---|---:|---:|\n");
        for (ResultSet set : sets) {
            for (int length : set.intParamValues("length")) {
                BenchmarkResult base = set.require(BASELINE, "length", length);
                for (String pool : POOLS) {
                    var r = set.find(pool, "length", length);
                    if (r.isEmpty()) {
                        continue;
                    }
                    Ratio ratio = Ratio.of(r.get(), base);
                    md.append("| ").append(set.jdkMajor()).append(" | ").append(length).append(" | `").append(pool)
                            .append("` | ").append(ratio.format()).append(" | ").append(ratio.verdict()).append(" | ")
                            .append(Numbers.bytes(r.get().allocNorm())).append(" | ")
                            .append(Numbers.bytes(base.allocNorm())).append(" |\n");
                }
            }
        }
        for (ResultSet set : sets) {
            md.append('\n').append(detail(set));
        }
        return md.toString();
    }

    private static String detail(ResultSet set) throws ReportException {
        StringBuilder md = new StringBuilder();
        md.append("#### JDK ").append(set.jdkVersion()).append(" (").append(set.vmName()).append(' ')
                .append(set.vmVersion()).append(")\n\n");
        md.append(environmentLine(set)).append("\n\n");
        md.append("| technique | length (chars) | ns/op | ± error | × sizedBuilder | B/op |\n");
        md.append("|---|---:|---:|---:|---:|---:|\n");
        for (int length : set.intParamValues("length")) {
            BenchmarkResult base = set.require(BASELINE, "length", length);
            for (String technique : TECHNIQUES) {
                var r = set.find(technique, "length", length);
                if (r.isEmpty()) {
                    continue;
                }
                BenchmarkResult b = r.get();
                md.append("| `").append(technique).append("` | ").append(length).append(" | ")
                        .append(Numbers.score(b.score())).append(" | ").append(Numbers.score(b.error())).append(" | ")
                        .append(Numbers.ratio(b.score() / base.score())).append(" | ")
                        .append(Numbers.bytes(b.allocNorm())).append(" |\n");
            }
        }
        return md.toString();
    }

    /** One line: JMH settings from the JSON, machine and code from the environment file. */
    static String environmentLine(ResultSet set) {
        BenchmarkResult any = set.results().get(0);
        StringBuilder line = new StringBuilder();
        line.append("JMH ").append(set.jmhVersion()).append(", ").append(any.mode()).append(", ")
                .append(set.forks()).append(" forks, warmup ").append(set.warmup()).append(", measurement ")
                .append(set.measurement()).append(", ").append(threads(set)).append(", error = 99.9% CI half-width");
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
        line.append(" Machine: ").append(env.cores()).append(" cores, ").append(env.cpuModel()).append(", ")
                .append(env.os()).append(". Run ").append(env.date(), 0, Math.min(10, env.date().length()))
                .append(" on commit `").append(env.gitCommit(), 0, Math.min(10, env.gitCommit().length())).append('`')
                .append(env.gitDirty() ? " (with uncommitted changes)" : "").append(" by ")
                .append(env.jvm().vendor()).append(' ').append(env.jvm().runtimeVersion()).append('.');
    }
}
