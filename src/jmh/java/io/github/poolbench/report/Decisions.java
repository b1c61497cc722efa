package io.github.poolbench.report;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import io.github.poolbench.claims.Answers;
import io.github.poolbench.claims.ClaimResult;
import io.github.poolbench.stats.Effect;
import io.github.poolbench.stats.RandomEffects;
import io.github.poolbench.stats.Side;
import io.github.poolbench.text.Csv;
import io.github.poolbench.text.Words;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The decision table's answers ({@code results/decisions.csv}): per question of the catalog's decision table and JDK,
 * one estimate from every run of the published run's measured code that the report reads (each run a study of a random-effects
 * meta-analysis, {@link RandomEffects}), and the decision it supports under the question's margin.
 *
 * <p>The rule, written once: not pooling is the default, because a pool is code, retained memory and a way to hand
 * one object to two holders. <b>Pool</b> ({@link Answers.Decision#pool}) only where the pooled 95% interval of the
 * ratio lies wholly beyond the margin on the pool's side: below {@code 1 - margin} when the pool's side is
 * {@link Side#BELOW} (the ratio is the pool's time over the default's), above {@code 1 + margin} when it is
 * {@link Side#ABOVE} (a rate). Otherwise <b>the default</b> ({@link Answers.Decision#dont}), with the reason:
 * {@link Reason#SLOWER} (the interval wholly on the default's side of 1), {@link Reason#TIE} (wholly within
 * {@code [1 - margin, 1 + margin]}) or {@link Reason#NOT_RELIABLY} (neither).
 *
 * <p>A run is a row of {@code claims.csv} of scope {@link ClaimResult#PUBLISHED} or {@link ClaimResult#MACHINE}
 * with an estimate and a 95% interval; its standard error on the log scale is read back from that interval as a Student t with {@code n - 1} degrees of freedom ({@link RandomEffects#logSe}), exact for
 * the paired rounds the runner interleaves. Pure functions; thread-safe.
 */
final class Decisions {

    /**
     * A row of {@code decisions.csv}: one question on one JDK ({@link Row}), its columns in order, Jackson's schema of
     * this record ({@link Csv#write(Class, List)}).
     */
    @JsonPropertyOrder({"object", "claim", "suite", "jdk", "runs", "cpu_models", "estimate", "ci_low", "ci_high", "tau",
            "pred_low", "pred_high", "by_cpu_model", "margin", "pool_side", "decision", "reason", "default_ns",
            "pool_ns", "op", "modes", "mode_runs"})
    record CsvRow(String object, String claim, String suite, int jdk, int runs, @JsonProperty("cpu_models") int models,
                  double estimate, @JsonProperty("ci_low") double low, @JsonProperty("ci_high") double high, double tau,
                  @JsonProperty("pred_low") double predLow, @JsonProperty("pred_high") double predHigh,
                  @JsonProperty("by_cpu_model") String byModel, double margin,
                  @JsonProperty("pool_side") String poolSide, String decision, String reason,
                  @JsonProperty("default_ns") double defaultNs, @JsonProperty("pool_ns") double poolNs, String op,
                  String modes, @JsonProperty("mode_runs") int modeRuns) {

        /** The row's columns: numbers in full, the machines' ratios as {@code machine=ratio} pairs joined by "; ". */
        static CsvRow of(Row r) {
            List<String> models = new ArrayList<>();
            r.byModel().forEach((k, v) -> models.add(k + "=" + v));
            return new CsvRow(r.decision().object(), r.decision().claim(), r.suite(), r.jdk(), r.runs(), r.models(),
                    r.estimate(), r.low(), r.high(), r.pooled().tau(), Math.exp(r.pooled().predLow()),
                    Math.exp(r.pooled().predHigh()), String.join("; ", models), r.decision().margin(),
                    r.decision().poolSide().text(), r.advice(), r.reason().text(), r.defaultNs(), r.poolNs(),
                    r.decision().op(), ClaimResult.modesCell(r.modes()), r.modeRuns());
        }
    }

    /** The header of {@code decisions.csv}, in order. */
    static final List<String> COLUMNS = List.of(CsvRow.class.getAnnotation(JsonPropertyOrder.class).value());

    /** Why the default stands. */
    enum Reason {
        /** The pooled interval lies wholly beyond the margin on the pool's side: the pool wins. */
        WINS("wins by more than the margin"),
        /** The pooled interval lies wholly on the default's side of 1. */
        SLOWER("the pool loses"),
        /** The pooled interval lies wholly within the margin. */
        TIE("a tie: within the margin"),
        /** Neither: the pool may win or lose by more than the margin. */
        NOT_RELIABLY("the pool does not reliably win");

        private final String text;

        Reason(String text) {
            this.text = text;
        }

        /** @return the reason in words, for the CSV */
        String text() {
            return text;
        }
    }

    /**
     * One question on one JDK, pooled over runs. Ratios on the claim's scale (a / b of its rows).
     *
     * @param decision  the catalog's row
     * @param suite     the claim's suite
     * @param jdk       the JDK's feature release
     * @param runs      the runs pooled
     * @param models    the distinct machines (CPU model, clock and cores) among them
     * @param pooled    the meta-analysis on the log ratio
     * @param byModel   per machine, its runs pooled alone: the ratio
     * @param reason    what the pooled interval says against the margin
     * @param defaultNs the default's time per operation in ns (the geometric mean over runs of its row's level, as
     *                  time), NaN where the runs do not say
     * @param poolNs    the pool's time per operation in ns at the pooled ratio, NaN where {@code defaultNs} is
     * @param modes     where the forks of one run or more settled in modes: every run's rounds grouped by mode
     *                  ({@link #modes(List)}), lowest ratio first; empty otherwise
     * @param modeRuns  how many of the runs had modes
     */
    record Row(Answers.Decision decision, String suite, int jdk, int runs, int models, RandomEffects.Pooled pooled,
               Map<String, Double> byModel, Reason reason, double defaultNs, double poolNs, List<Effect.Mode> modes,
               int modeRuns) {

        /** Copies {@code byModel} and {@code modes}. */
        Row {
            byModel = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(byModel));
            modes = List.copyOf(modes);
        }

        /** @return the pooled ratio */
        double estimate() {
            return Math.exp(pooled.estimate());
        }

        /** @return the lower end of its 95% interval */
        double low() {
            return Math.exp(pooled.low());
        }

        /** @return the upper end of its 95% interval */
        double high() {
            return Math.exp(pooled.high());
        }

        /**
         * @return the pool's time per operation over the default's at the pooled ratio: the ratio itself where the
         *         pool wins below 1 (a time with the pool first, or a rate with the pool second), else its inverse
         */
        double poolTimeRatio() {
            return decision.poolSide() == Side.BELOW ? estimate() : 1 / estimate();
        }

        /**
         * @return the pool's time per operation against the default's in words with its 95% interval, whichever of
         *         the claim's rows is the pool and whether its unit is a time or a rate, e.g. {@code 9.5% slower [5.5%,
         *         14%]} (the same side as {@link #poolNs()} against {@link #defaultNs()})
         */
        String poolEffect() {
            boolean below = decision.poolSide() == Side.BELOW;
            return Words.effect(poolTimeRatio(), below ? low() : 1 / high(), below ? high() : 1 / low(),
                    Words.Scale.TIME);
        }

        /**
         * @return the modes in words, the pool's time against the default's in each with its share of the rounds,
         *         smallest share first, in the README's words (a round is a JVM start of each row), e.g.
         *         {@code 2.4x as fast in 10% of JVM starts, 5.0% slower in 90%}; "" without modes
         */
        String modesText() {
            int all = modes.stream().mapToInt(Effect.Mode::rounds).sum();
            List<String> parts = new ArrayList<>();
            List<Effect.Mode> byShare = modes.stream()
                    .sorted(java.util.Comparator.comparingInt(Effect.Mode::rounds)).toList();
            for (Effect.Mode m : byShare) {
                double t = decision.poolSide() == Side.BELOW ? m.ratio() : 1 / m.ratio();
                parts.add(Words.effect(t, Double.NaN, Double.NaN, Words.Scale.TIME) + " in "
                        + Math.round(100.0 * m.rounds() / all) + "%" + (parts.isEmpty() ? " of JVM starts" : ""));
            }
            return String.join(", ", parts);
        }

        /** @return what to do: the catalog's advice where the pool wins, else its default */
        String advice() {
            return reason == Reason.WINS ? decision.pool() : decision.dont();
        }
    }

    private Decisions() {
    }

    /**
     * @param all       every row of {@code claims.csv}
     * @param decisions the catalog's decision table
     * @return per decision and JDK with at least one run that has an interval, in the table's order then by JDK
     */
    static List<Row> rows(List<ClaimResult> all, List<Answers.Decision> decisions) {
        List<Row> rows = new ArrayList<>();
        for (Answers.Decision d : decisions) {
            List<ClaimResult> runs = all.stream().filter(r -> r.claim().equals(d.claim()) && isRun(r)).toList();
            for (int jdk : new TreeSet<>(runs.stream().map(ClaimResult::jdk).toList())) {
                List<ClaimResult> of = runs.stream().filter(r -> r.jdk() == jdk).toList();
                Map<String, List<ClaimResult>> byMachine = new LinkedHashMap<>();
                of.forEach(r -> byMachine.computeIfAbsent(r.machine(), k -> new ArrayList<>()).add(r));
                Map<String, Double> byModel = new LinkedHashMap<>();
                byMachine.forEach((m, rs) -> byModel.put(m, Math.exp(pool(rs).estimate())));
                RandomEffects.Pooled p = pool(of);
                double[] ns = times(of, Math.exp(p.estimate()), d.poolSide());
                rows.add(new Row(d, of.get(0).suite(), jdk, of.size(), byMachine.size(), p, byModel,
                        reason(Math.exp(p.low()), Math.exp(p.high()), d.margin(), d.poolSide()), ns[0], ns[1],
                        modes(of), (int) of.stream().filter(r -> !r.modes().isEmpty()).count()));
            }
        }
        return rows;
    }

    /**
     * The modes of one question on one JDK over its runs: where no run's rows settled in modes, none; else every
     * run's modes (a run without modes counts as one mode at its estimate over its rounds) grouped again
     * ({@link Effect.Mode#of} at {@link BenchmarkResult#MODE_GAP_LIMIT}), so that each mode's share counts the rounds
     * of every run.
     *
     * @param runs the runs' rows
     * @return the modes, lowest ratio first; empty where no run had modes or where, grouped over the runs, they
     *         merge into one
     */
    static List<Effect.Mode> modes(List<ClaimResult> runs) {
        if (runs.stream().allMatch(r -> r.modes().isEmpty())) {
            return List.of();
        }
        List<Effect.Mode> members = new ArrayList<>();
        runs.forEach(r -> members.addAll(r.modes().isEmpty() ? List.of(new Effect.Mode(r.estimate(), r.n()))
                : r.modes()));
        List<Effect.Mode> modes = Effect.Mode.of(members, BenchmarkResult.MODE_GAP_LIMIT);
        return modes.size() > 1 ? modes : List.of();
    }

    /** A run's row with an effect the meta-analysis can weigh: an estimate and an interval over 2 or more. */
    static boolean isRun(ClaimResult r) {
        boolean scope = r.published() || r.scope().equals(ClaimResult.MACHINE);
        return scope && r.hasEffect() && r.hasInterval() && r.n() >= 2 && r.high() > r.low() && r.low() > 0;
    }

    /**
     * Each side's time per operation, in ns: the reference row b's level over the runs (geometric mean) as a time,
     * and the other row a's at the pooled ratio; which of the two is the pool follows from the unit and the pool's
     * side (a time ratio wins below 1 when a is the pool; a rate ratio wins above 1 when a is the pool).
     *
     * @return {default, pool} in ns, NaN each where the runs carry no convertible reference level
     */
    static double[] times(List<ClaimResult> runs, double ratio, Side poolSide) {
        List<ClaimResult> known = runs.stream().filter(r -> r.reference() > 0 && perOpNs(r.unit()) > 0).toList();
        if (known.isEmpty()) {
            return new double[] {Double.NaN, Double.NaN};
        }
        String unit = known.get(0).unit();
        boolean rate = unit.startsWith("ops/");
        double level = Checks.level(known.stream().filter(r -> r.unit().equals(unit)).map(ClaimResult::reference)
                .toList());
        double bNs = rate ? perOpNs(unit) / level : level * perOpNs(unit);
        double aNs = rate ? bNs / ratio : bNs * ratio;
        boolean aIsPool = rate == (poolSide == Side.ABOVE);
        return aIsPool ? new double[] {bNs, aNs} : new double[] {aNs, bNs};
    }

    /**
     * @param unit JMH's score unit, e.g. {@code ns/op}, {@code ms/op}, {@code ops/ms}, {@code ops/us}
     * @return ns per op for one of the time unit ({@code ms/op}: 1e6), or ns per op at one op per time unit for a rate
     *         ({@code ops/ms}: 1e6); NaN for another unit
     */
    static double perOpNs(String unit) {
        String time = unit.startsWith("ops/") ? unit.substring(4) : unit.endsWith("/op") ? unit.substring(0,
                unit.length() - 3) : "";
        return switch (time) {
            case "ns" -> 1;
            case "us" -> 1e3;
            case "ms" -> 1e6;
            case "s" -> 1e9;
            default -> Double.NaN;
        };
    }

    /** The runs pooled; one run is its own estimate with its own interval (its t over rounds, not a normal one). */
    static RandomEffects.Pooled pool(List<ClaimResult> runs) {
        if (runs.size() == 1) {
            ClaimResult r = runs.get(0);
            return new RandomEffects.Pooled(1, Math.log(r.estimate()), RandomEffects.logSe(r.low(), r.high(),
                    r.n() - 1), Math.log(r.low()), Math.log(r.high()), Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        double[] y = runs.stream().mapToDouble(r -> Math.log(r.estimate())).toArray();
        double[] se = runs.stream().mapToDouble(r -> RandomEffects.logSe(r.low(), r.high(), r.n() - 1)).toArray();
        return RandomEffects.pool(y, se);
    }

    /**
     * The decision rule on a ratio's interval.
     *
     * @param low      the interval's lower end
     * @param high     its upper end
     * @param margin   the question's margin, in (0, 1)
     * @param poolSide where the ratio lies when the pool wins: {@link Side#BELOW} or {@link Side#ABOVE}
     * @return the reason
     */
    static Reason reason(double low, double high, double margin, Side poolSide) {
        boolean below = poolSide == Side.BELOW;
        if (below ? high < 1 - margin : low > 1 + margin) {
            return Reason.WINS;
        }
        if (below ? low > 1 : high < 1) {
            return Reason.SLOWER;
        }
        if (low >= 1 - margin && high <= 1 + margin) {
            return Reason.TIE;
        }
        return Reason.NOT_RELIABLY;
    }

    /**
     * @param rows the rows ({@link #rows})
     * @return CSV text with a header row ({@link #COLUMNS}): numbers in full, empty where there are none (τ with one
     *         run, the prediction interval below 3); {@code by_cpu_model} as {@code machine=ratio} pairs joined by
     *         {@code ; }
     */
    static String csv(List<Row> rows) {
        try {
            return Csv.write(CsvRow.class, rows.stream().map(CsvRow::of).toList());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write decisions.csv: " + e.getOriginalMessage(), e);
        }
    }

}
