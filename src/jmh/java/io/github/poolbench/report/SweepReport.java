package io.github.poolbench.report;

import io.github.poolbench.pool.SizeClasses;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Markdown for the {@code sweep} suite ({@code PoolSizeSweep}): per JDK, the crossover length
 * from which {@code pooledBucketed} beats {@code sizedBuilder} beyond the error bars, and the
 * ratio of each pool to the sized builder at every length.
 */
public final class SweepReport {

    private SweepReport() {
    }

    /**
     * Where the bucketed pool is faster than the sized builder on one JDK.
     *
     * @param jdkMajor    the JDK
     * @param fasterAt    lengths (chars) at which it is faster beyond the error bars
     * @param crossover   the smallest length from which it is faster at every larger pooled
     *                    length (up to {@link SizeClasses#MAX_CAPACITY}), if any
     */
    public record Crossover(int jdkMajor, List<Integer> fasterAt, Optional<Integer> crossover) {

        /** @return one sentence for the README */
        public String sentence() {
            String head = "JDK " + jdkMajor + ": ";
            if (crossover.isPresent()) {
                return head + "`pooledBucketed` is faster than `sizedBuilder` beyond the error bars from "
                        + crossover.get() + " chars up to " + SizeClasses.MAX_CAPACITY + " (faster at "
                        + join(fasterAt) + ").";
            }
            if (!fasterAt.isEmpty()) {
                return head + "`pooledBucketed` is faster than `sizedBuilder` beyond the error bars only at "
                        + join(fasterAt) + " chars, not from any length on.";
            }
            return head + "`pooledBucketed` is never faster than `sizedBuilder` beyond the error bars.";
        }

        private static String join(List<Integer> lengths) {
            List<String> s = new ArrayList<>();
            lengths.forEach(l -> s.add(Integer.toString(l)));
            return String.join(", ", s);
        }
    }

    /**
     * @param set a sweep result set
     * @return its crossover
     * @throws ReportException if the baseline is missing at a measured length
     */
    public static Crossover crossover(ResultSet set) throws ReportException {
        List<Integer> faster = new ArrayList<>();
        Integer from = null;
        for (int length : set.intParamValues("length")) {
            Optional<BenchmarkResult> pooled = set.find("pooledBucketed", "length", length);
            if (pooled.isEmpty()) {
                continue;
            }
            BenchmarkResult base = set.require(StringsReport.BASELINE, "length", length);
            boolean isFaster = "faster".equals(Ratio.of(pooled.get(), base).verdict());
            if (isFaster) {
                faster.add(length);
            }
            if (length <= SizeClasses.MAX_CAPACITY) { // oversize lengths are never pooled
                if (!isFaster) {
                    from = null; // must hold at every larger pooled length
                } else if (from == null) {
                    from = length;
                }
            }
        }
        return new Crossover(set.jdkMajor(), List.copyOf(faster), Optional.ofNullable(from));
    }

    /**
     * @param sets the sweep result sets, one per JDK
     * @return the Markdown, ending with a newline
     * @throws ReportException if a baseline is missing
     */
    public static String markdown(List<ResultSet> sets) throws ReportException {
        StringBuilder md = new StringBuilder();
        md.append("#### Crossover: from which length does the pool pay?\n\n");
        for (ResultSet set : sets) {
            md.append("- ").append(crossover(set).sentence()).append('\n');
        }
        md.append("\nRatio of ns/op to `sizedBuilder` (< 1: the pool is faster), with B/op:\n\n");
        md.append("| JDK | length (chars) | `sizedBuilder` ns/op | `pooledBucketed` | verdict | `pooledCommons` | verdict"
                + " | B/op sized / bucketed / commons |\n");
        md.append("|---|---:|---:|---:|---|---:|---|---:|\n");
        for (ResultSet set : sets) {
            for (int length : set.intParamValues("length")) {
                BenchmarkResult base = set.require(StringsReport.BASELINE, "length", length);
                md.append("| ").append(set.jdkMajor()).append(" | ").append(length).append(" | ")
                        .append(Numbers.score(base.score())).append(" ± ").append(Numbers.score(base.error()));
                StringBuilder bytes = new StringBuilder(Numbers.bytes(base.allocNorm()));
                for (String pool : List.of("pooledBucketed", "pooledCommons")) {
                    Optional<BenchmarkResult> r = set.find(pool, "length", length);
                    if (r.isPresent()) {
                        Ratio ratio = Ratio.of(r.get(), base);
                        md.append(" | ").append(ratio.format()).append(" | ").append(ratio.verdict());
                        bytes.append(" / ").append(Numbers.bytes(r.get().allocNorm()));
                    } else {
                        md.append(" | n/a | n/a");
                        bytes.append(" / n/a");
                    }
                }
                md.append(" | ").append(bytes).append(" |\n");
            }
        }
        for (ResultSet set : sets) {
            md.append("\nJDK ").append(set.jdkVersion()).append(": ").append(StringsReport.environmentLine(set))
                    .append('\n');
        }
        return md.toString();
    }
}
