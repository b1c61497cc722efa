package io.github.poolbench.report;

import io.github.poolbench.claims.Answers;
import io.github.poolbench.claims.ClaimCatalog;
import io.github.poolbench.claims.ClaimResult;
import io.github.poolbench.text.Words;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The README's generated sections (the answer, the decision table, the experiments, the time a
 * run takes) and the page of every claim they summarize. Pure functions of the results; thread-safe.
 */
final class ReadmePage {

    /** The page of every claim, in the results folder. */
    static final String CLAIMS_PAGE = "claims.md";

    /** The longest line the generated sections write where they can, in chars: a line of source stays readable. */
    static final int LINE_CHARS = 500;

    private ReadmePage() {
    }

    /**
     * @param readme    the README's text
     * @param all       every result file
     * @param rows      every row of {@code claims.csv}: the published run's, other machines', across machines
     * @param readmeDir the README's folder
     * @param results   the results folder
     * @return the README with its sections {@code lead}, {@code decisions}, {@code experiments},
     *         {@code reuse} and {@code runtimes} regenerated
     * @throws ReportException if a section's markers are missing or doubled
     */
    static String sections(String readme, Results all, List<ClaimResult> rows, Path readmeDir,
                           Path results) throws ReportException {
        // a file in results/, as a link from the README
        java.util.function.UnaryOperator<String> link = file -> readmeDir.relativize(results.resolve(file)
                .toAbsolutePath().normalize()).toString().replace('\\', '/');
        Answers answers = Answers.standard();
        List<io.github.poolbench.runs.Manifest> store = io.github.poolbench.runs.RunStore.all(results);
        String r = replace(readme, "lead", Answer.lead(rows, answers));
        r = replace(r, "decisions", Answer.decisions(rows, answers)
                + Templates.render("readme-decisions-note", Map.of("margins", margins(answers), "versus",
                        Answer.versus(answers), "decisions",
                        link.apply(Report.DECISIONS_CSV), "claims", link.apply(CLAIMS_PAGE), "t1", quantile(1), "t2",
                        quantile(2), "z", String.format(java.util.Locale.ROOT, "%.2f", 1.959963984540054)))
                + Answer.machines(rows) + Answer.olderCode(rows, answers, store));
        r = replace(r, "experiments", experiments(all, link));
        r = replace(r, "reuse", Answer.reuse(rows, answers, ClaimCatalog.standard(), store));
        return replace(r, "runtimes", runtimes(all));
    }

    /** The 97.5% quantile of a Student t with {@code df} degrees of freedom, as the pooled intervals use it. */
    private static String quantile(int df) {
        return String.format(java.util.Locale.ROOT, "%.1f", org.apache.commons.statistics.distribution.TDistribution
                .of(df).inverseCumulativeProbability(0.975));
    }

    /** E.g. {@code a 10% gain}, or {@code its question's margin} where the margins differ. */
    static String margins(Answers answers) {
        List<Double> margins = answers.decisions().stream().map(Answers.Decision::margin).distinct().toList();
        return margins.size() == 1 ? "a " + java.math.BigDecimal.valueOf(margins.get(0)).movePointRight(2)
                .stripTrailingZeros().toPlainString() + "% gain" : "its question's margin (results/decisions.csv)";
    }

    /** Section {@code name} of the README replaced by {@code content}, its long lines wrapped. */
    private static String replace(String readme, String name, String content) throws ReportException {
        return ReadmeSections.replace(readme, name, wrap(content, LINE_CHARS));
    }

    /**
     * Wraps each line of Markdown longer than {@code max} chars at a space, as often as needed, so
     * that no line is longer (where it can be): at the last sentence end ({@code ". "}) in the second
     * half of the allowed length, else at the last space, never inside a code span; where a word or a
     * code span runs past {@code max}, at the first space after it. A list item's
     * continuation lines are indented by two spaces, a paragraph's are not, so the text renders as
     * before (a line break in a paragraph is a space). Table rows, HTML comments, images and lines
     * without a space to break at are left as they are.
     *
     * @param markdown the text, lines separated by {@code \n}
     * @param max      the longest line wanted, in chars; at least 20
     * @return the text with its long lines wrapped
     * @throws IllegalArgumentException if {@code max} is below 20
     */
    static String wrap(String markdown, int max) {
        if (max < 20) {
            throw new IllegalArgumentException("max must be at least 20 chars, was " + max);
        }
        StringBuilder out = new StringBuilder(markdown.length() + 16);
        String[] lines = markdown.split("\n", -1);
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n];
            String indent = line.startsWith("- ") || line.startsWith("  ") ? "  " : "";
            boolean wrappable = !line.startsWith("|") && !line.startsWith("<!--") && !line.strip().startsWith("![");
            while (wrappable && line.length() > max) {
                int at = breakAt(line, max, indent.length());
                if (at < 0) {
                    break;
                }
                out.append(line, 0, at).append('\n');
                line = indent + line.substring(at + 1);
            }
            out.append(line);
            if (n < lines.length - 1) {
                out.append('\n');
            }
        }
        return out.toString();
    }

    /**
     * The space to break {@code line} at: the last one that leaves its first part at most {@code max}
     * chars (a sentence end in the second half preferred), else the first one after, else -1.
     */
    private static int breakAt(String line, int max, int indent) {
        int lastSpace = -1;
        int lastSentence = -1;
        int firstAfter = -1;
        boolean inCode = false;
        for (int i = 0; i < line.length() && firstAfter < 0; i++) {
            char c = line.charAt(i);
            if (c == '`') {
                inCode = !inCode;
            } else if (c == ' ' && !inCode && i > indent && line.charAt(i - 1) != ' ') {
                if (i > max) {
                    firstAfter = i;
                } else {
                    lastSpace = i;
                    lastSentence = line.charAt(i - 1) == '.' && i >= max / 2 ? i : lastSentence;
                }
            }
        }
        return lastSentence >= 0 ? lastSentence : lastSpace >= 0 ? lastSpace : firstAfter;
    }

    /**
     * Per experiment one line: its title, linking its page (which opens with its answer and chart), and a note
     * where a defect makes its claims provisional or its forks did not run the JVM users run; the README stays
     * within a screenful.
     */
    static String experiments(Results all, java.util.function.UnaryOperator<String> link) {
        List<Map<String, Object>> suites = new ArrayList<>();
        List<String> variantsNotRun = new ArrayList<>();
        for (SuiteReport suite : Report.SUITES) {
            List<ResultSet> sets = all.of(suite.suite());
            boolean variant = suite.suite().variantOf().isPresent();
            if (sets.isEmpty() && variant) {
                variantsNotRun.add("`-Dpoolbench.suites=" + runWith(suite) + "`");
                continue;
            }
            Map<String, Object> scope = new java.util.HashMap<>(Map.of("title", suite.title(), "noResults",
                    sets.isEmpty(), "runWith", runWith(suite), "page", link.apply(suite.suite().stem() + ".md")));
            if (!sets.isEmpty()) {
                // a defect that makes claims provisional, and forks that did not run the JVM users run; the rest of a
                // page's caveats and data checks stays on the page
                String notes = String.join(" ", java.util.stream.Stream.of(suite.dataWarning(all, link), flags(sets))
                        .map(String::strip).filter(n -> !n.isEmpty()).toList()).replace("\n", " ");
                if (!notes.isEmpty()) {
                    scope.put("notes", notes);
                }
            }
            suites.add(scope);
        }
        Map<String, Object> scope = new java.util.HashMap<>(Map.of("suites", suites));
        if (!variantsNotRun.isEmpty()) {
            scope.put("variantsNotRun", Words.and(variantsNotRun));
        }
        return Templates.render("readme-experiments", scope);
    }

    /** What {@code -Dpoolbench.suites} names to run an experiment: its suites, e.g. {@code strings-g1,strings-zgc,...}. */
    static String runWith(SuiteReport suite) {
        return String.join(",", io.github.poolbench.runs.Suite.stems(suite.suites()));
    }

    /**
     * The JIT directives the forks ran with beyond JMH's own ({@code -XX:CompileCommand=} other than
     * {@code quiet}, read inside the forks): a result that is not the JVM users run says so.
     */
    private static String flags(List<ResultSet> sets) {
        java.util.Set<String> flags = new java.util.TreeSet<>();
        sets.forEach(s -> s.environment().ifPresent(e -> e.forkSettings().forEach(f -> f.inputArgs().stream()
                .filter(a -> a.startsWith("-XX:CompileCommand=") && !a.equals("-XX:CompileCommand=quiet"))
                .forEach(flags::add))));
        return flags.isEmpty() ? "" : "**Not the JVM users run:** its forks ran with `" + String.join("`, `", flags)
                + "`.";
    }

    /**
     * What a run of each suite costs, in one sentence: one round as the committed run took it (its forks' seconds,
     * every JDK) times the default rounds ({@code @Fork} of the suite's benchmark); the JVM variants that have
     * results after the experiments.
     */
    static String runtimes(Results all) {
        double total = 0;
        List<String> parts = new ArrayList<>();
        List<String> variants = new ArrayList<>();
        for (SuiteReport suite : Report.SUITES) {
            double round = secondsPerRound(suite, all);
            org.openjdk.jmh.annotations.Fork fork = suite.suite().benchmarkClass()
                    .getAnnotation(org.openjdk.jmh.annotations.Fork.class);
            int rounds = fork == null ? 1 : fork.value();
            String about = round > 0 ? duration(round * rounds) : "not recorded";
            if (suite.suite().variantOf().isPresent()) {
                if (round > 0) { // JVM variants are listed once run: docs/CAMPAIGN.md names them all
                    variants.add("`" + suite.suite().stem() + "` " + about);
                }
                continue;
            }
            total += round * rounds;
            parts.add(suite.suite() == io.github.poolbench.runs.Suite.byDefault() ? "the default (" + suite.suite().stem()
                    + ") about " + about : "`" + runWith(suite) + "` " + about);
        }
        return "How long, from the committed runs at each experiment's default rounds: " + String.join(", ", parts)
                + (variants.isEmpty() ? "" : "; the collector variants (`<experiment>-g1,-zgc,-parallel,-coh`) "
                + String.join(", ", variants)) + "; `-Dpoolbench.suites=all` about " + duration(total)
                + ". `mvn -Pjmh` prints its own estimate before it starts.\n";
    }

    /**
     * Seconds of forks per round of a suite as its committed run took it, every JDK: for a JVM variant set
     * every configuration's files, as its claims read every configuration's rows and a round is one fork of each.
     */
    static double secondsPerRound(SuiteReport suite, Results all) {
        return all.of(suite.suites()).stream().mapToDouble(ReadmePage::secondsPerRound).sum();
    }

    /** Seconds of forks per round in one result file, from its environment file; 0 without one or without its forks. */
    static double secondsPerRound(ResultSet set) {
        return set.environment().filter(e -> e.rounds() > 0 && e.forks() != null) // an older file may list no forks
                .map(e -> e.forks().stream().mapToDouble(io.github.poolbench.runs.Environment.Fork::seconds).sum()
                        / e.rounds())
                .orElse(0.0);
    }

    /** E.g. {@code 8 min} or {@code 5.2 h}. */
    static String duration(double seconds) {
        return seconds < 5400 ? Math.max(1, Math.round(seconds / 60)) + " min"
                : String.format(java.util.Locale.ROOT, "%.1f h", seconds / 3600);
    }

    /**
     * The page of every claim ({@value #CLAIMS_PAGE} in the results folder): which runs, then per
     * experiment a compact table (claim, verdict and effect with its CI per JDK) and its forest
     * plot; figures, fork details and settings are on the experiment's page.
     *
     * @param runsPage whether {@link RunsPage#PAGE} is written beside it, which the page then links
     * @param answers  the answer per kind of object ({@link Answer#answer}), the page's first section
     */
    static String claimsPage(Judged judged, List<ClaimResult> everyMachine, Set<String> forests, boolean runsPage,
                             String answers) {
        Results all = judged.results();
        List<Section> suites = new ArrayList<>();
        for (SuiteReport suite : Report.SUITES) {
            List<ResultSet> sets = all.of(suite.suite());
            if (sets.isEmpty()) {
                suites.add(new Section(suite.title(), true, runWith(suite), null, null, null, null, null));
                continue;
            }
            String dataWarning = suite.dataWarning(all, file -> file);
            suites.add(new Section(suite.title(), false, runWith(suite), Conclusions.table(suite.claims(), judged,
                    suite.suite().stem(), Report.jdks(sets), everyMachine, false),
                    forests.contains(Report.forestFile(suite)) ? Report.forestFile(suite) : null,
                    dataWarning.isEmpty() ? null : dataWarning, Report.caveat(suite, all), suite.suite().stem() + ".md"));
        }
        return Templates.render("claims-page", Map.of("runNote", runNote(all.all()), "shortLegend",
                Templates.render("short-legend", Map.of("aaId", ClaimCatalog.standard().aaId(),
                        "aaMargin", Checks.AA_MARGIN_PERCENT)), "suites", suites, "runsPage", runsPage, "answers", answers));
    }

    /** One experiment's part of {@link #CLAIMS_PAGE}; all but its title and {@code runWith} null without results. */
    private record Section(String title, boolean empty, String runWith, String table, String chart,
                           String dataWarning, String caveat, String page) {
    }

    /** Says which run the files come from, and warns when they come from several (template {@code run-note}). */
    static String runNote(List<ResultSet> sets) {
        Map<String, List<ResultSet>> byRun = new LinkedHashMap<>();
        sets.forEach(s -> byRun.computeIfAbsent(s.runId(), k -> new ArrayList<>()).add(s));
        Map<String, Object> scope = new java.util.HashMap<>(Map.of("one", byRun.size() == 1, "count", byRun.size()));
        if (byRun.size() == 1) {
            String id = byRun.keySet().iterator().next();
            scope.put("id", id);
            int rounds = rounds(byRun.get(id));
            if (rounds > 0) {
                scope.put("rounds", rounds);
            }
            return Templates.render("run-note", scope);
        }
        // grouped by machine (a ratio is one CPU's), so that the README stays short: each machine's runs in a
        // sentence of their own; the tables' columns say which JDKs each suite has
        Map<String, List<String>> byMachine = new LinkedHashMap<>();
        byRun.forEach((id, files) -> {
            int rounds = rounds(files);
            byMachine.computeIfAbsent(machine(files), k -> new ArrayList<>()).add("`" + id + "` ("
                    + (rounds > 0 ? rounds + " rounds" : "sequential forks, not drift-free") + "): "
                    + String.join(", ", files.stream().map(f -> f.suite().stem()).distinct().toList()));
        });
        List<Map<String, Object>> machines = new ArrayList<>();
        byMachine.forEach((machine, runs) -> machines.add(Map.of("first", machines.isEmpty(), "machine", machine,
                "runs", String.join("; ", runs))));
        scope.put("machines", machines);
        return Templates.render("run-note", scope);
    }

    /**
     * E.g. {@code On Intel(R) Xeon(R) Processor at 2600 MHz, 2 cores}: the machine of the files
     * ({@link ResultSet#machine}; a run's sittings are of one kind of machine), several joined with {@code and}, or
     * {@code Machine not recorded} where no environment file records one. The clock and the CPU signature are part
     * of it: hosts of one masked model name differ ({@code docs/evidence/sweep-noisy-host.md}).
     */
    private static String machine(List<ResultSet> files) {
        List<String> machines = files.stream().flatMap(f -> f.machine().stream()).distinct().toList();
        return machines.isEmpty() ? "Machine not recorded" : "On " + String.join(" and ", machines);
    }

    /** @return the rounds of the run the files come from, 0 for files from before the interleaved runner */
    private static int rounds(List<ResultSet> files) {
        return files.stream().mapToInt(f -> f.environment().map(io.github.poolbench.runs.Environment::rounds)
                .orElse(0)).max().orElse(0);
    }
}
