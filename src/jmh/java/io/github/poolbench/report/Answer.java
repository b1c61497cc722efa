package io.github.poolbench.report;

import io.github.poolbench.claims.Answers;
import io.github.poolbench.claims.ClaimCatalog;
import io.github.poolbench.claims.ClaimResult;
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
 * their numbers and, where a verdict changes, their words. The numbers are the published run's;
 * the advice (pool or not, and the templates' {@code holdsEverywhere}, {@code failsEverywhere},
 * {@code mixed}) reads each claim's verdict across machines where {@code claims.csv} has one, so a
 * verdict one machine reached and another did not is advice on neither. Pure functions; thread-safe.
 */
final class Answer {

    private Answer() {
    }

    /**
     * @param rows    every row of {@code claims.csv}: the published run's (the answer's numbers), other
     *                machines' and across machines (which machines each experiment ran on)
     * @param answers the catalog's sentences
     * @param catalog the claims (their scales)
     * @return one bullet per sentence, then how many A/A controls held, which machines each
     *         experiment ran on and, where a machine ran one again, how far its sittings differ;
     *         Markdown ending with a newline
     * @throws IllegalArgumentException if a template does not render
     */
    static String answer(List<ClaimResult> rows, Answers answers, ClaimCatalog catalog) {
        List<ClaimResult> results = published(rows);
        Map<String, Object> model = model(rows, catalog, answers);
        StringBuilder md = new StringBuilder();
        for (Answers.Sentence s : answers.sentences()) {
            md.append("- ").append(Templates.renderText("answer '" + s.kind() + "'", s.text(), model).strip())
                    .append('\n');
        }
        List<ClaimResult> aa = results.stream().filter(r -> r.claim().equals(catalog.aaId())).toList();
        long held = aa.stream().filter(r -> r.verdict().equals("holds")).count();
        md.append('\n').append("Each effect: the first row against the second, its 95% confidence interval over"
                + " rounds in brackets. ").append(held).append(" of ").append(aa.size())
                .append(" A/A controls held (the same code measured twice under two names, per experiment and JDK)")
                .append(held == aa.size() ? "." : "; the others: " + others(aa) + ".").append('\n') // its own line
                .append(machines(rows)).append('\n');
        String sittings = AcrossMachines.readmeLine(rows);
        if (!sittings.isEmpty()) {
            md.append(sittings).append('\n');
        }
        return md.toString();
    }

    /**
     * The A/A rows that did not hold, per verdict, the experiments with the same JDKs together, e.g.
     * {@code inconclusive on strings, sweep (JDK 17, 21, 25) and overhead (JDK 17, 25); does not hold on
     * strings-g1 (JDK 25)}.
     */
    static String others(List<ClaimResult> aa) {
        Map<String, Map<String, List<String>>> byVerdict = new LinkedHashMap<>(); // verdict -> suite -> JDKs
        aa.stream().filter(r -> !r.verdict().equals("holds")).forEach(r -> byVerdict.computeIfAbsent(r.verdict(),
                k -> new LinkedHashMap<>()).computeIfAbsent(r.suite(), k -> new ArrayList<>())
                .add(String.valueOf(r.jdk())));
        List<String> parts = new ArrayList<>();
        byVerdict.forEach((verdict, suites) -> {
            Map<List<String>, List<String>> byJdks = new LinkedHashMap<>(); // JDKs -> suites
            suites.forEach((suite, jdks) -> byJdks.computeIfAbsent(jdks, k -> new ArrayList<>()).add(suite));
            parts.add(verdict + " on " + Words.and(byJdks.entrySet().stream().map(e -> String.join(", ", e.getValue())
                    + " (JDK " + String.join(", ", e.getKey()) + ")").toList()));
        });
        return String.join("; ", parts);
    }

    private static List<ClaimResult> published(List<ClaimResult> rows) {
        return rows.stream().filter(ClaimResult::published).toList();
    }

    /**
     * @param results every row of {@code claims.csv}; the published run's are read
     * @return the note under the README's example of the pool, rendered; ends with a newline
     * @throws IllegalArgumentException if its template does not render
     */
    static String reuse(List<ClaimResult> results, Answers answers, ClaimCatalog catalog) {
        return Templates.renderText("reuse", answers.reuse().text(), model(results, catalog, answers)).strip()
                + "\n";
    }

    /**
     * @param all every row of {@code claims.csv}: the published run's effects, the verdicts across machines
     * @return one row per kind of object and regime: its claim's effect per JDK (marked where the
     *         verdict across machines differs from the published run's), whether to pool (by the verdict
     *         across machines on each JDK) and what to do instead; Markdown ending with a newline
     */
    static String decisions(List<ClaimResult> all, Answers answers, ClaimCatalog catalog) {
        List<ClaimResult> results = published(all);
        Map<String, String> settled = settled(all);
        SortedSet<Integer> jdks = new TreeSet<>();
        answers.decisions().forEach(d -> rows(results, d.claim()).forEach(r -> jdks.add(r.jdk())));
        List<String> header = new ArrayList<>(List.of("what you would pool", "claim"));
        jdks.forEach(j -> header.add("JDK " + j));
        header.addAll(List.of("pool it?", "instead"));
        Table t = new Table("l".repeat(header.size()), header);
        for (Answers.Decision d : answers.decisions()) {
            Words.Scale scale = scale(catalog, d.claim());
            List<ClaimResult> rows = judged(rows(results, d.claim()));
            List<String> cells = new ArrayList<>(List.of(d.object(), d.claim()));
            jdks.forEach(jdk -> cells.add(rows.stream().filter(r -> r.jdk() == jdk).findFirst()
                    .map(r -> cell(r, scale, settled)).orElse("not measured")));
            cells.addAll(List.of(advice(rows, settled, d, true, rows.size() < jdks.size()), d.instead()));
            t.row(cells);
        }
        return t.markdown();
    }

    /**
     * Per claim id (the A/A's left out: its id repeats in every suite), what a sentence reads: the
     * published run's effects, the advice and the flags by the verdicts across machines.
     *
     * @param all every row of {@code claims.csv}
     */
    static Map<String, Object> model(List<ClaimResult> all, ClaimCatalog catalog, Answers answers) {
        List<ClaimResult> results = published(all);
        Map<String, String> settled = settled(all);
        Map<String, Object> model = new LinkedHashMap<>();
        for (ClaimCatalog.Entry e : catalog.entries()) {
            if (e.id().equals(catalog.aaId())) {
                continue;
            }
            List<ClaimResult> rows = judged(rows(results, e.id()));
            Map<String, Object> claim = new LinkedHashMap<>();
            claim.put("byJdk", byJdk(rows, e.scale()));
            boolean any = !rows.isEmpty();
            boolean allHold = any && rows.stream().allMatch(r -> verdict(r, settled).equals("holds"));
            boolean allFail = any && rows.stream().allMatch(r -> verdict(r, settled).equals("does not hold"));
            claim.put("holdsEverywhere", allHold);
            claim.put("failsEverywhere", allFail);
            claim.put("mixed", any && !allHold && !allFail);
            answers.decisions().stream().filter(d -> d.claim().equals(e.id())).findFirst()
                    .ifPresent(d -> claim.put("advice", advice(rows, settled, d, false, false)));
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
     * The published effect, marked {@code (inconclusive)} where the published run did not decide, or
     * with the verdict across machines where that differs, e.g. {@code (inconclusive across machines)}.
     */
    private static String cell(ClaimResult r, Words.Scale scale, Map<String, String> settled) {
        String across = verdict(r, settled);
        String mark;
        if (!across.equals(r.verdict())) {
            boolean depends = across.equals(AcrossMachines.DEPENDS) || across.equals(AcrossMachines.DEPENDS_SITTING);
            mark = depends ? " (" + across + ")" : " (" + across + " across machines)";
        } else {
            mark = r.verdict().equals("holds") || r.verdict().equals("does not hold") ? "" : " (" + r.verdict() + ")";
        }
        return r.hasEffect() && scale != null ? words(r, scale) + mark : across;
    }

    /**
     * Per {@link ClaimResult#key()}, the verdict across machines in the published rows' words
     * ({@code holds}, {@code does not hold}, {@code inconclusive}), {@link AcrossMachines#DEPENDS} or
     * {@link AcrossMachines#DEPENDS_SITTING}.
     */
    private static Map<String, String> settled(List<ClaimResult> all) {
        Map<String, String> settled = new LinkedHashMap<>();
        all.stream().filter(r -> r.scope().equals(ClaimResult.ACROSS)).forEach(r -> settled.put(r.key(),
                switch (r.verdict()) {
                    case AcrossMachines.HOLDS_EVERYWHERE -> "holds";
                    case AcrossMachines.HOLDS_NOWHERE -> "does not hold";
                    default -> r.verdict();
                }));
        return settled;
    }

    /** The verdict the advice reads: across machines where there is one, else the published run's. */
    private static String verdict(ClaimResult published, Map<String, String> settled) {
        return settled.getOrDefault(published.key(), published.verdict());
    }

    /**
     * What to do by the verdict across machines on each JDK, e.g. {@code **don't pool** on 17; **unclear** on
     * 21, 25} (the table's cell) or {@code don't pool on JDK 17; unclear on JDK 21 and 25} (the answer's words);
     * {@code depends on the machine} where one machine's verdict holds and another's does not ({@code unclear}
     * where one sitting's holds and another's does not: {@link AcrossMachines#DEPENDS_SITTING}); one advice alone
     * without its JDKs, unless {@code partly} (the table has JDKs this claim was not measured on).
     */
    private static String advice(List<ClaimResult> rows, Map<String, String> settled, Answers.Decision d,
                                 boolean cell, boolean partly) {
        Map<String, List<Integer>> byAdvice = new LinkedHashMap<>();
        for (ClaimResult r : rows) {
            String v = verdict(r, settled);
            String a = v.equals("holds") ? d.holds() : v.equals("does not hold") ? d.fails()
                    : v.equals(AcrossMachines.DEPENDS) ? v : "unclear";
            byAdvice.computeIfAbsent(a, k -> new ArrayList<>()).add(r.jdk());
        }
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

    /**
     * Which machines each experiment's claims were judged on, e.g. {@code Each experiment has run
     * on one machine so far (strings, events on Intel ...; sweep on AMD EPYC ...): ...}, or, once
     * one has run on several, the machines, the experiments measured on more than one, and how many
     * of those experiments' verdicts hold on every machine and how many depend on it. Its length grows
     * with the number of machines and experiments, not with how they pair (the README keeps each line
     * under 500 chars, the machines on a line of their own; each page's *Across machines* says which experiment
     * ran where).
     *
     * @param rows every row of {@code claims.csv}
     */
    static String machines(List<ClaimResult> rows) {
        Map<String, java.util.Set<String>> machinesBySuite = new LinkedHashMap<>();
        rows.stream().filter(r -> !r.scope().equals(ClaimResult.ACROSS)).forEach(r -> machinesBySuite
                .computeIfAbsent(r.suite(), k -> new java.util.LinkedHashSet<>()).add(r.machine()));
        List<String> several = machinesBySuite.entrySet().stream().filter(e -> e.getValue().size() > 1)
                .map(Map.Entry::getKey).toList();
        if (several.isEmpty()) {
            Map<String, List<String>> suitesByMachine = new LinkedHashMap<>();
            machinesBySuite.forEach((suite, ms) -> suitesByMachine.computeIfAbsent(String.join(" and ", ms),
                    k -> new ArrayList<>()).add(suite));
            List<String> parts = new ArrayList<>();
            suitesByMachine.forEach((m, s) -> parts.add(String.join(", ", s) + " on " + m));
            return "Each experiment has run on one machine so far (" + String.join("; ", parts)
                    + "): a verdict is that machine's until another agrees.";
        }
        java.util.Set<String> machines = new java.util.LinkedHashSet<>();
        machinesBySuite.values().forEach(machines::addAll);
        List<ClaimResult> across = rows.stream().filter(r -> r.scope().equals(ClaimResult.ACROSS)
                && several.contains(r.suite())).toList();
        long everywhere = across.stream().filter(r -> r.verdict().equals(AcrossMachines.HOLDS_EVERYWHERE)).count();
        long depends = across.stream().filter(r -> r.verdict().equals(AcrossMachines.DEPENDS)).count();
        long sitting = across.stream().filter(r -> r.verdict().equals(AcrossMachines.DEPENDS_SITTING)).count();
        boolean others = several.size() < machinesBySuite.size();
        // the machines on a line of their own: with CPU signatures in their names one line would pass 500 chars
        return "Measured on " + machines.size() + " machines: " + String.join("; ", machines) + ".\n"
                + "Experiments measured on more than one: " + Words.and(several) + "; their"
                + " verdicts (claim and JDK) holding on every machine: " + everywhere + " of " + across.size()
                + "; depending on the machine: " + depends + (sitting > 0 ? "; on the sitting: " + sitting : "")
                + " (each page's *Across machines*)" + (others
                ? "; the other experiments' verdicts are one machine's until another agrees." : ".");
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

    private static Words.Scale scale(ClaimCatalog catalog, String id) {
        return catalog.entries().stream().filter(e -> e.id().equals(id)).findFirst().map(ClaimCatalog.Entry::scale)
                .orElse(null);
    }
}
