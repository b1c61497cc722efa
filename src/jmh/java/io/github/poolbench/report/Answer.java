package io.github.poolbench.report;

import io.github.poolbench.claims.Answers;
import io.github.poolbench.claims.ClaimCatalog;
import io.github.poolbench.claims.ClaimResult;
import io.github.poolbench.text.Numbers;
import io.github.poolbench.text.Words;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The README's answer and decision table, rendered from the claims' results ({@link ClaimResult},
 * the rows of {@code claims.csv}) and the catalog's templates ({@link Answers}): a rerun rewrites
 * their numbers and, where a decision changes, their words. The decision table and each decided claim's effects and
 * advice are pooled over every run of the published run's measured code ({@link Decisions}); other claims' effects are the published
 * run's, and the templates' {@code holdsEverywhere}, {@code failsEverywhere} and {@code mixed} still read each
 * claim's verdict across machines. Pure functions; thread-safe.
 */
final class Answer {

    private Answer() {
    }

    /**
     * The README's first paragraph: what to do, by the decision table, with what the pool costs or saves.
     *
     * @param rows    every row of {@code claims.csv}: every run of the published run's measured code
     * @param answers the catalog's decision table
     * @return per advice (in the table's order of first use) the questions it answers, grouped by what their figures
     *         compare ({@link Answers.Decision#versus}) and their kind of operation, each group with the pool's effect
     *         and its cost per operation over its questions, the smaller change first; then what the figures are; one
     *         paragraph ending with a newline
     */
    static String lead(List<ClaimResult> rows, Answers answers) {
        List<Decisions.Row> pooled = Decisions.rows(rows, answers.decisions());
        // per advice, per comparison and kind of operation, the rows in the table's order of first use
        Map<String, Map<List<String>, List<Decisions.Row>>> byAdvice = new LinkedHashMap<>();
        pooled.forEach(r -> byAdvice.computeIfAbsent(r.advice(), k -> new LinkedHashMap<>())
                .computeIfAbsent(List.of(r.decision().versus(), r.decision().op()), k -> new ArrayList<>()).add(r));
        List<LeadAdvice> advice = new ArrayList<>();
        byAdvice.forEach((what, groups) -> {
            List<LeadGroup> out = new ArrayList<>();
            groups.forEach((key, rs) -> {
                Map<Answers.Decision, List<Integer>> objects = new LinkedHashMap<>();
                rs.forEach(r -> objects.computeIfAbsent(r.decision(), k -> new ArrayList<>()).add(r.jdk()));
                List<Map<String, Object>> names = new ArrayList<>();
                objects.forEach((d, jdks) -> {
                    long all = pooled.stream().filter(r -> r.decision().equals(d)).count();
                    names.add(Map.of("first", names.isEmpty(), "object", d.object(), "someJdks", jdks.size() < all,
                            "jdks", Words.and(jdks.stream().map(String::valueOf).toList())));
                });
                double[] times = rs.stream().mapToDouble(Decisions.Row::poolTimeRatio).sorted().toArray();
                double[] costs = rs.stream().filter(r -> !Double.isNaN(r.poolNs()))
                        .mapToDouble(r -> r.poolNs() - r.defaultNs()).sorted().toArray();
                out.add(new LeadGroup(out.isEmpty(), names, key.get(0),
                        range(times, 1, Answer::timeEffect, " to ", "from "),
                        costs.length == 0 ? null : range(costs, 0, Answer::difference, " to ", "from "),
                        key.get(1)));
            });
            advice.add(new LeadAdvice(advice.isEmpty(), capitalized(what), out));
        });
        java.util.Set<String> asked = new java.util.HashSet<>();
        answers.decisions().forEach(d -> asked.add(d.claim()));
        List<ClaimResult> weighed = rows.stream().filter(r -> asked.contains(r.claim()) && Decisions.isRun(r)).toList();
        List<String> machines = weighed.stream().map(ClaimResult::machine).distinct().toList();
        return Templates.render("readme-lead", new Lead(advice, weighed.stream().map(ClaimResult::runId).distinct()
                .count(), machines.size(), cores(machines).orElse(null), ReadmePage.margins(answers)));
    }

    /** What the template {@code readme-lead} reads; {@code cores} null where the machines differ in cores. */
    private record Lead(List<LeadAdvice> advice, long runs, int machines, String cores, String margins) {
    }

    /** One advice of the lead, e.g. {@code Don't pool}, and the questions it answers, by comparison and operation. */
    private record LeadAdvice(boolean first, String advice, List<LeadGroup> groups) {
    }

    /**
     * Questions of one advice that compare the same things per the same operation: their objects, what the figures
     * compare ({@code versus}, empty for the pool against not pooling: a template reads "" as false), the pool's
     * effect and its cost per {@code op} over them ({@code cost} null where no row has a time per operation).
     */
    private record LeadGroup(boolean first, List<Map<String, Object>> objects, String versus, String effect,
                             String cost, String op) {
    }

    /**
     * @param sorted  values, ascending
     * @param neutral the value of no change: 1 for a ratio, 0 for a difference
     * @param phrase  a value in words, e.g. {@code 2.6% faster}
     * @return the lowest and highest value as a range ({@link Words#range} with {@code joiner} and {@code from}),
     *         the smaller change first where both lie below {@code neutral}
     */
    private static String range(double[] sorted, double neutral, java.util.function.DoubleFunction<String> phrase,
                                String joiner, String from) {
        double first = sorted[0];
        double last = sorted[sorted.length - 1];
        return last < neutral ? Words.range(phrase.apply(last), phrase.apply(first), joiner, from)
                : Words.range(phrase.apply(first), phrase.apply(last), joiner, from);
    }

    /** E.g. {@code 9.5% slower}: the pool's time against the default's, without an interval. */
    private static String timeEffect(double poolTimeRatio) {
        return Words.effect(poolTimeRatio, Double.NaN, Double.NaN, Words.Scale.TIME);
    }

    /** E.g. {@code 3.3 ns more} or {@code 0.30 us less}. */
    private static String difference(double ns) {
        return Numbers.duration(Math.abs(ns)) + (ns > 0 ? " more" : " less");
    }

    private static String capitalized(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** @return the core count every machine's name gives, e.g. {@code 2}; empty where they differ or one does not say */
    static java.util.Optional<String> cores(List<String> machines) {
        java.util.regex.Pattern p = java.util.regex.Pattern.compile("(\\d+) cores?");
        List<String> counts = machines.stream().map(m -> {
            java.util.regex.Matcher m2 = p.matcher(m);
            return m2.find() ? m2.group(1) : "?";
        }).distinct().toList();
        return counts.size() == 1 && !counts.get(0).equals("?") ? java.util.Optional.of(counts.get(0))
                : java.util.Optional.empty();
    }

    /**
     * @param rows    every row of {@code claims.csv}
     * @param answers the catalog's sentences
     * @param catalog the claims (their scales)
     * @return one bullet per sentence; Markdown ending with a newline
     * @throws IllegalArgumentException if a template does not render
     */
    static String answer(List<ClaimResult> rows, Answers answers, ClaimCatalog catalog) {
        Map<String, Object> model = model(rows, catalog, answers);
        StringBuilder md = new StringBuilder();
        for (Answers.Sentence s : answers.sentences()) {
            md.append("- ").append(Templates.renderText("answer '" + s.kind() + "'", s.text(), model).strip())
                    .append('\n');
        }
        return md.toString();
    }

    /**
     * @param answers the catalog's decision table
     * @return what the table's rows compare where it is not the pool against not pooling, e.g. {@code a copy per
     *         event: reusing one instance against a copy; an expensive object, 10 threads on 10 and an expensive
     *         object, 50 threads on 10: ours against the fastest other pool}; "" where every row compares that
     */
    static String versus(Answers answers) {
        Map<String, List<String>> objects = new LinkedHashMap<>();
        answers.decisions().stream().filter(d -> !d.versus().isEmpty())
                .forEach(d -> objects.computeIfAbsent(d.versus(), k -> new ArrayList<>()).add(d.object()));
        return String.join("; ", objects.entrySet().stream().map(e -> Words.and(e.getValue()) + ": " + e.getKey())
                .toList());
    }

    /**
     * @param rows every row of {@code claims.csv}
     * @return e.g. {@code The machines: A; B. With 2 cores each they cannot show many cores contending for one
     *         pool.}, one line ending with a newline
     */
    static String machines(List<ClaimResult> rows) {
        List<String> machines = rows.stream().filter(r -> !r.across())
                .map(ClaimResult::machine).distinct().toList();
        return Templates.render("readme-machines", Map.of("machines", String.join("; ", machines), "cores",
                cores(machines).orElse("")));
    }

    /**
     * Which questions rest on runs of code that has changed since: a question's runs measured, for a package its
     * suite measures ({@link io.github.poolbench.runs.StoredResults#measuredPackages}), another fingerprint than the
     * store's latest full run that measured that package (every page reads a suite's runs until it publishes a
     * run of the new code, so such an answer describes the code before the change).
     *
     * @param rows    every row of {@code claims.csv}
     * @param answers the catalog's decision table
     * @param store   every run's plan ({@link io.github.poolbench.runs.RunStore#all}), oldest first
     * @return e.g. {@code Measured before the latest change to the code they load (`pool`), not yet again: A; B.},
     *         one line ending with a newline; "" where every question rests on today's code
     */
    static String olderCode(List<ClaimResult> rows, Answers answers, List<io.github.poolbench.runs.Manifest> store) {
        List<String> objects = new ArrayList<>();
        SortedSet<String> changed = new TreeSet<>();
        for (Answers.Decision d : answers.decisions()) {
            SortedSet<String> mine = changedSince(rows.stream().filter(r -> r.claim().equals(d.claim())).toList(), store);
            if (!mine.isEmpty()) {
                objects.add(d.object());
                changed.addAll(mine);
            }
        }
        return objects.isEmpty() ? "" : "Measured before the latest change to the code they load (" + code(changed)
                + "), not yet again: " + String.join("; ", objects) + ".\n";
    }

    /**
     * The packages whose code changed after the runs of these rows measured it: each run's measured code against the
     * store's latest full run that measured that package.
     *
     * @param rows  rows of {@code claims.csv}; their runs' rows ({@link Decisions#isRun}) are read
     * @param store every run's plan, oldest first
     * @return the changed packages' simple names, e.g. {@code pool}; empty where every run measured today's code
     */
    static SortedSet<String> changedSince(List<ClaimResult> rows, List<io.github.poolbench.runs.Manifest> store) {
        Map<String, String> latest = new java.util.HashMap<>(); // package -> fingerprint of the latest full run
        store.stream().filter(m -> m.full() && m.jmhArgs().isEmpty() && m.setAside() == null)
                .forEach(m -> latest.putAll(m.measuredCode()));
        Map<String, io.github.poolbench.runs.Manifest> byId = new java.util.HashMap<>();
        store.forEach(m -> byId.put(m.runId(), m));
        SortedSet<String> changed = new TreeSet<>();
        rows.stream().filter(Decisions::isRun).forEach(r -> {
            io.github.poolbench.runs.Manifest m = byId.get(r.runId());
            io.github.poolbench.runs.Suite.ofStem(r.suite()).filter(x -> m != null).ifPresent(suite ->
                    io.github.poolbench.runs.StoredResults.changedPackages(suite, latest, m.measuredCode()).stream()
                            .filter(latest::containsKey)
                            .forEach(p -> changed.add(p.substring(p.lastIndexOf('.') + 1))));
        });
        return changed;
    }

    /** E.g. {@code `objectpool`, `pool`}. */
    private static String code(SortedSet<String> packages) {
        return String.join(", ", packages.stream().map(p -> "`" + p + "`").toList());
    }

    private static List<ClaimResult> published(List<ClaimResult> rows) {
        return rows.stream().filter(ClaimResult::published).toList();
    }

    /**
     * @param results every row of {@code claims.csv}; the published run's are read
     * @param store   every run's plan, oldest first: the note is flagged where the claims it reads were measured
     *                before the latest change to the code they load ({@link #changedSince})
     * @return the note under the README's example of the pool, rendered; ends with a newline
     * @throws IllegalArgumentException if its template does not render
     */
    static String reuse(List<ClaimResult> results, Answers answers, ClaimCatalog catalog,
                        List<io.github.poolbench.runs.Manifest> store) {
        List<String> read = Answers.claimsOf(answers.reuse());
        SortedSet<String> changed = changedSince(results.stream().filter(r -> read.contains(r.claim())).toList(), store);
        return Templates.renderText("reuse", answers.reuse().text(), model(results, catalog, answers)).strip()
                + (changed.isEmpty() ? "" : "\n**These figures were measured before the latest change to the code they"
                + " load** (" + code(changed) + ") and not yet since: they describe the code as it was.") + "\n";
    }

    /**
     * @param all every row of {@code claims.csv}: every run of the published run's measured code
     * @return one row per kind of object and regime: what to do (per JDK where the JDKs differ), its claim's effect
     *         per JDK pooled over every run ({@link Decisions}) with how many runs and machines, and what to do
     *         instead; Markdown ending with a newline. The README's rows name their object alone (a row of a
     *         Markdown table cannot wrap; the note under it says what the rows compare, {@link #versus}).
     */
    static String decisions(List<ClaimResult> all, Answers answers) {
        return decisions(all, answers, null);
    }

    /**
     * {@link #decisions(List, Answers)} for the questions of some suites only, e.g. on a suite's page.
     *
     * @param suites the suites' stems whose questions the table has, or null for every question
     * @return the table, or empty where none of these suites' questions has a run; a suite's page names each row's
     *         object with what it compares ({@link Answers.Decision#label})
     */
    static String decisions(List<ClaimResult> all, Answers answers, java.util.Collection<String> suites) {
        List<Decisions.Row> pooled = Decisions.rows(all, answers.decisions()).stream()
                .filter(r -> suites == null || suites.contains(r.suite())).toList();
        if (pooled.isEmpty() && suites != null) {
            return "";
        }
        SortedSet<Integer> jdks = new TreeSet<>();
        pooled.forEach(r -> jdks.add(r.jdk()));
        List<String> header = new ArrayList<>(List.of("what you would pool", "what to do"));
        jdks.forEach(j -> header.add("JDK " + j));
        header.add("instead");
        Table t = new Table("l".repeat(header.size()), header);
        for (Answers.Decision d : answers.decisions()) {
            List<Decisions.Row> rows = pooled.stream().filter(r -> r.decision().equals(d)).toList();
            if (rows.isEmpty() && suites != null) {
                continue;
            }
            List<String> cells = new ArrayList<>(List.of(suites == null ? d.object() : d.label(),
                    advice(rows, true, rows.size() < jdks.size())));
            jdks.forEach(jdk -> cells.add(rows.stream().filter(r -> r.jdk() == jdk).findFirst()
                    .map(Answer::cell).orElse("not measured")));
            cells.add(d.instead());
            t.row(cells);
        }
        return t.markdown();
    }

    /**
     * E.g. {@code 9.5% slower [5.5%, 14%]; 38 vs 35 ns (+3.3 ns) a build; 3 machines: 4.0% to 16% slower}: the effect,
     * then the pool's time per operation against the default's and the difference where the runs carry the reference
     * row's level, then where forks settled in modes each mode with its share ({@link Decisions.Row#modesText}), then
     * the machines measured with each machine's own effect ({@link #spread}); one machine's several runs are counted.
     */
    static String cell(Decisions.Row r) {
        String effect = r.poolEffect();
        String cost = "";
        if (!Double.isNaN(r.poolNs())) {
            double diff = r.poolNs() - r.defaultNs();
            String pool = Numbers.duration(r.poolNs());
            String other = Numbers.duration(r.defaultNs());
            int space = other.lastIndexOf(' ');
            if (space >= 0 && pool.endsWith(other.substring(space))) { // a unit both share is said once
                pool = pool.substring(0, pool.length() - (other.length() - space));
            }
            cost = "; " + pool + " vs " + other + " (" + (diff < 0 ? "-" : "+") + Numbers.duration(Math.abs(diff))
                    + ") " + r.decision().op();
        }
        String modes = r.modes().isEmpty() ? "" : "; " + r.modesText();
        String machines = r.models() > 1 ? r.models() + " machines" : r.runs() > 1 ? r.runs() + " runs on 1 machine"
                : "1 machine";
        return effect + cost + modes + "; " + machines + spread(r);
    }

    /**
     * How far the machines spread: each machine's own estimate (its runs pooled alone), the pool's time against the
     * default's, the lowest and the highest, the smaller change first where all are faster: two machines' e.g.
     * {@code : 7.0% and 36% slower}, more machines' as a range, e.g. {@code : 5.0% faster to 23% slower} or
     * {@code : 2.6% to 10% faster}; "" for one machine.
     */
    static String spread(Decisions.Row r) {
        double[] times = r.byModel().values().stream()
                .mapToDouble(v -> r.decision().poolSide() == io.github.poolbench.stats.Side.BELOW ? v : 1 / v).sorted()
                .toArray();
        if (times.length < 2) {
            return "";
        }
        return ": " + range(times, 1, Answer::timeEffect, times.length == 2 ? " and " : " to ", "");
    }

    /**
     * Per claim id (the A/A's left out: its id repeats in every suite), what a sentence reads: the
     * published run's effects, the advice and the flags by the verdicts across machines.
     *
     * @param all every row of {@code claims.csv}
     */
    static Map<String, Object> model(List<ClaimResult> all, ClaimCatalog catalog, Answers answers) {
        List<ClaimResult> results = published(all);
        List<Decisions.Row> pooled = Decisions.rows(all, answers.decisions());
        Map<String, Object> model = new LinkedHashMap<>();
        for (ClaimCatalog.Entry e : catalog.entries()) {
            if (e.id().equals(catalog.aaId())) {
                continue;
            }
            List<ClaimResult> rows = judged(rows(results, e.id()));
            Map<String, Object> claim = new LinkedHashMap<>();
            claim.put("byJdk", byJdk(rows, e.scale()));
            answers.decisions().stream().filter(d -> d.claim().equals(e.id())).findFirst().ifPresent(d -> {
                List<Decisions.Row> decided = pooled.stream().filter(r -> r.decision().equals(d)).toList();
                claim.put("advice", advice(decided, false, false));
                if (!decided.isEmpty() && e.scale() != null) {
                    claim.put("byJdk", Words.and(decided.stream().map(r -> Words.effect(r.estimate(), r.low(),
                            r.high(), e.scale()) + " on JDK " + r.jdk()).toList()));
                }
            });
            model.put(e.id(), claim);
        }
        return model;
    }

    /**
     * E.g. {@code 23% slower [20%, 27%] on JDK 17, 21% slower [17%, 25%] on JDK 21 and 10% slower
     * [7.2%, 14%] on JDK 25}; for a claim without an effect its verdicts, e.g. {@code holds on JDK
     * 17, does not hold on JDK 25}; {@code not measured} without any.
     */
    static String byJdk(List<ClaimResult> rows, Words.Scale scale) {
        List<String> parts = new ArrayList<>();
        for (ClaimResult r : rows) {
            parts.add((r.hasEffect() && scale != null ? words(r, scale) : r.verdict()) + " on JDK " + r.jdk());
        }
        if (parts.isEmpty()) {
            return "not measured";
        }
        return Words.and(parts);
    }

    private static String words(ClaimResult r, Words.Scale scale) {
        return Words.effect(r.estimate(), r.low(), r.high(), scale);
    }

    /**
     * What to do on each JDK ({@link Decisions.Row#advice}), e.g. {@code **don't pool** on 17; **pool** on 21, 25}
     * (the table's cell) or {@code don't pool on JDK 17; pool on JDK 21 and 25} (the answer's words); one advice
     * alone without its JDKs, unless {@code partly} (the table has JDKs this question was not measured on).
     */
    private static String advice(List<Decisions.Row> rows, boolean cell, boolean partly) {
        Map<String, List<Integer>> byAdvice = new LinkedHashMap<>();
        rows.forEach(r -> byAdvice.computeIfAbsent(r.advice(), k -> new ArrayList<>()).add(r.jdk()));
        java.util.function.UnaryOperator<String> mark = a -> cell ? "**" + a + "**" : a;
        if (byAdvice.isEmpty()) {
            return "not measured";
        }
        if (byAdvice.size() == 1 && !partly) {
            return mark.apply(byAdvice.keySet().iterator().next());
        }
        List<String> parts = new ArrayList<>();
        byAdvice.forEach((a, js) -> {
            List<String> jdks = js.stream().map(String::valueOf).toList();
            parts.add(mark.apply(a) + " on " + (cell ? String.join(", ", jdks) : "JDK " + Words.and(jdks)));
        });
        return String.join("; ", parts);
    }

    private static List<ClaimResult> rows(List<ClaimResult> results, String id) {
        return results.stream().filter(r -> r.claim().equals(id)).sorted(java.util.Comparator
                .comparingInt(ClaimResult::jdk)).toList();
    }

    /**
     * The rows with a verdict (holds, does not hold, inconclusive): a JDK without the claim's data
     * (e.g. JDK 17 for a claim under generational ZGC) reads as not measured, not as unclear.
     */
    private static List<ClaimResult> judged(List<ClaimResult> rows) {
        return rows.stream().filter(r -> r.verdict().equals("holds") || r.verdict().equals("does not hold")
                || r.verdict().equals("inconclusive")).toList();
    }
}
