package io.github.poolbench.report;

import io.github.poolbench.text.Numbers;
import io.github.poolbench.runs.Environment;
import io.github.poolbench.stats.VarianceComponents;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.apache.commons.statistics.descriptive.Median;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * The page section that asks whether this suite's forks have the right length: per JDK, how much
 * of a row's noise lies between the iterations of one fork and how much between forks, and the
 * iterations per fork that would buy the narrowest intervals for the time (Kalibera and Jones,
 * ISMM 2013; {@link VarianceComponents}). If the answer is "about as now", only more rounds (or a
 * quieter machine) narrow the intervals. Never measures.
 */
final class ForkDesign {

    /** A design that needs less than this share of the time less than the current one is worth naming. */
    static final double WORTHWHILE_SAVING = 0.10;

    private ForkDesign() {
    }

    /**
     * One JDK's answer.
     *
     * @param jdk              the JDK's feature release
     * @param rows             the rows the medians are taken over
     * @param components       the medians over those rows of each component, at the run's iterations per fork and forks
     * @param iterationSeconds one measurement iteration
     * @param overheadSeconds  a fork's time besides its measurement iterations (median fork time
     *                         less the iterations)
     * @param best             the best iterations per fork, empty when no fork-level spread was found
     * @param relativeTime     the machine time the best design needs for the same precision, as a
     *                         share of the current design's (1 when the best is the current count)
     */
    record Answer(int jdk, int rows, VarianceComponents components, double iterationSeconds, double overheadSeconds,
                  OptionalInt best, double relativeTime) {
    }

    /**
     * @param set one JDK's results of a suite
     * @return the answer, empty when the set has no environment file with fork times, no rows with
     *         at least two forks of at least two iterations each, or iterations of no known length
     */
    static Optional<Answer> answer(ResultSet set) {
        Optional<Environment> env = set.environment().filter(e -> e.forks() != null && !e.forks().isEmpty());
        if (env.isEmpty() || set.results().isEmpty()) {
            return Optional.empty();
        }
        String mode = set.results().get(0).mode();
        List<BenchmarkResult> rows = set.results().stream().filter(r -> r.mode().equals(mode))
                .filter(r -> r.rawData().size() >= 2 && r.rawData().get(0).size() >= 2).toList();
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        int iterations = rows.get(0).rawData().get(0).size();
        rows = rows.stream().filter(r -> r.rawData().stream().allMatch(f -> f.size() == iterations)).toList();
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        OptionalDouble iterationSeconds = iterationSeconds(set, rows);
        if (iterationSeconds.isEmpty()) {
            return Optional.empty();
        }
        List<List<double[]>> forks = rows.stream()
                .map(r -> r.rawData().stream().map(f -> f.stream().mapToDouble(Double::doubleValue).toArray()).toList())
                .toList();
        List<VarianceComponents> components = VarianceComponents.ofRows(forks);
        double[] within = components.stream().mapToDouble(VarianceComponents::within).toArray();
        double[] between = components.stream().mapToDouble(VarianceComponents::between).toArray();
        VarianceComponents median = new VarianceComponents(Median.withDefaults().evaluate(within),
                Median.withDefaults().evaluate(between), iterations, components.get(0).forks());
        double forkSeconds = Median.withDefaults().evaluate(
                env.get().forks().stream().mapToDouble(Environment.Fork::seconds).toArray());
        double c1 = iterationSeconds.getAsDouble();
        double overhead = Math.max(0, forkSeconds - iterations * c1);
        OptionalInt best = median.optimalIterations(c1, overhead);
        double relative = best.isEmpty() ? Double.NaN
                : median.cost(best.getAsInt(), c1, overhead) / median.cost(iterations, c1, overhead);
        return Optional.of(new Answer(set.jdkMajor(), rows.size(), median, c1, overhead, best, relative));
    }

    /**
     * The length of one measurement iteration: JMH's measurement time, or for single-shot rows
     * (no time; one op per iteration) the median of their scores when the unit is a time per op.
     */
    static OptionalDouble iterationSeconds(ResultSet set, List<BenchmarkResult> rows) {
        String m = set.measurement();
        String time = m.contains(" x ") ? m.substring(m.indexOf(" x ") + 3).trim() : m.trim();
        if (!time.equals("single-shot")) {
            try {
                long ns = TimeValue.fromString(time).convertTo(java.util.concurrent.TimeUnit.NANOSECONDS);
                return ns > 0 ? OptionalDouble.of(ns / 1e9) : OptionalDouble.empty();
            } catch (RuntimeException e) {
                return OptionalDouble.empty();
            }
        }
        String unit = rows.get(0).unit();
        double perSecond = switch (unit) {
            case "s/op" -> 1;
            case "ms/op" -> 1e3;
            case "us/op" -> 1e6;
            case "ns/op" -> 1e9;
            default -> Double.NaN;
        };
        if (Double.isNaN(perSecond) || rows.stream().anyMatch(r -> !r.unit().equals(unit))) {
            return OptionalDouble.empty();
        }
        double[] scores = rows.stream().flatMap(r -> r.rawData().stream()).flatMap(List::stream)
                .mapToDouble(Double::doubleValue).toArray();
        return OptionalDouble.of(Median.withDefaults().evaluate(scores) / perSecond);
    }

    /** The section for a suite's page; empty when no JDK has an answer. */
    static String section(List<ResultSet> sets) {
        List<Answer> answers = new ArrayList<>();
        sets.forEach(s -> answer(s).ifPresent(answers::add));
        if (answers.isEmpty()) {
            return "";
        }
        Table t = Table.of("lrrrrrrrr", "JDK", "rows", "iterations per fork", "iteration",
                "fork besides its iterations", "within a fork (one iteration)", "between forks",
                "best iterations per fork", "time for the same precision");
        double largestSaving = 0;
        Answer saver = null;
        for (Answer a : answers) {
            VarianceComponents c = a.components();
            t.row(a.jdk(), a.rows(), c.iterations(), seconds(a.iterationSeconds()), seconds(a.overheadSeconds()),
                    Numbers.percent(Math.sqrt(c.within())), Numbers.percent(Math.sqrt(c.between())),
                    a.best().isPresent() ? String.valueOf(a.best().getAsInt()) : "more (no spread between forks)",
                    Double.isNaN(a.relativeTime()) ? "-" : String.format(Locale.ROOT, "%.2f", a.relativeTime()));
            if (!Double.isNaN(a.relativeTime()) && 1 - a.relativeTime() > largestSaving) {
                largestSaving = 1 - a.relativeTime();
                saver = a;
            }
        }
        Map<String, Object> scope = new java.util.HashMap<>();
        scope.put("table", t);
        scope.put("worthwhile", Math.round(WORTHWHILE_SAVING * 100));
        if (saver != null && largestSaving >= WORTHWHILE_SAVING) {
            scope.put("saver", Map.of("jdk", saver.jdk(), "best", saver.best().getAsInt(), "share",
                    String.format(Locale.ROOT, "%.0f%%", saver.relativeTime() * 100)));
        }
        return Templates.render("fork-design", scope);
    }

    private static String seconds(double s) {
        return s >= 1 ? String.format(Locale.ROOT, "%.1f s", s) : String.format(Locale.ROOT, "%.0f ms", s * 1000);
    }
}
