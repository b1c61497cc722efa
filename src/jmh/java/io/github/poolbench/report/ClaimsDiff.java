package io.github.poolbench.report;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.RuntimeJsonMappingException;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.github.poolbench.claims.ClaimResult;
import io.github.poolbench.text.Numbers;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Compares two {@code claims.csv} files ({@link ClaimsCsv}): a rerun against the results it
 * replaced, one machine against another, or two runs of the same suite (the reproducibility
 * check). Per JDK the tally of verdicts before and after; every claim whose verdict
 * changed, flagging a <em>flip</em> (holds to does not hold or back: the two runs contradict each
 * other, where a change to or from inconclusive only means one run decided and the other did not);
 * claims whose verdict stayed but whose 95% intervals no longer overlap (the runs differ by more
 * than their intervals allow: another machine, or a change in the code); claims whose threshold
 * or side differs between the files (the same id asks another question, so a changed verdict is
 * no contradiction and is never counted as a flip); and the claims only one file has. Report code
 * only: it reads two CSV files and formats Markdown.
 *
 * <p>From the command line: {@code mvn -Pcompare -Dpoolbench.before=<claims.csv>} compares a file
 * with {@code results/claims.csv}; {@code ClaimsDiff <before.csv> [<after.csv>]} directly. The
 * runner prints the same comparison after a full run, against the committed results.
 */
public final class ClaimsDiff {

    /** The columns a claims file must have (a subset of {@link ClaimsCsv#COLUMNS}). */
    static final List<String> REQUIRED = List.of("suite", "claim", "jdk", "verdict", "estimate", "ci_low", "ci_high",
            "run_id");

    /**
     * A claim on one JDK in both files.
     *
     * @param before its row in the first file
     * @param after  its row in the second
     */
    public record Pair(ClaimResult before, ClaimResult after) {
        /** @return whether both rows come from one run */
        boolean sameRun() {
            return before.runId().equals(after.runId());
        }

        /** @return whether the verdict text differs */
        public boolean changed() {
            return !before.verdict().equals(after.verdict());
        }

        /**
         * @return whether one file says holds and the other does not hold to the same question
         *         (a claim whose threshold or side changed is {@linkplain #redefined() redefined}, not flipped)
         */
        public boolean flipped() {
            return decided(before) && decided(after) && changed() && !redefined();
        }

        /** @return whether both files give the claim's threshold, or both its side, and they differ */
        public boolean redefined() {
            boolean threshold = !Double.isNaN(before.threshold()) && !Double.isNaN(after.threshold())
                    && Double.compare(before.threshold(), after.threshold()) != 0;
            boolean side = !before.side().isEmpty() && !after.side().isEmpty() && !before.side().equals(after.side());
            return threshold || side;
        }

        /** @return e.g. {@code 1 below -> 0.9 below}: the question before and after */
        String questionChange() {
            return before.question() + " -> " + after.question();
        }

        /** @return whether both rows have intervals and they do not overlap */
        public boolean apart() {
            return before.hasInterval() && after.hasInterval()
                    && (before.high() < after.low() || after.high() < before.low());
        }

        private static boolean decided(ClaimResult r) {
            return r.verdict().equals(Verdict.HOLDS.text()) || r.verdict().equals(Verdict.DOES_NOT_HOLD.text());
        }
    }

    /**
     * The comparison of two files.
     *
     * @param pairs      the claims both files have, in the second file's order
     * @param onlyBefore the claims only the first file has
     * @param onlyAfter  the claims only the second file has
     */
    public record Comparison(List<Pair> pairs, List<ClaimResult> onlyBefore, List<ClaimResult> onlyAfter) {
        /** @return the pairs whose verdict changed */
        public List<Pair> changed() {
            return pairs.stream().filter(Pair::changed).toList();
        }

        /** @return the pairs that flipped between holds and does not hold */
        public List<Pair> flipped() {
            return pairs.stream().filter(Pair::flipped).toList();
        }

        /** @return the pairs whose threshold or side differs between the files */
        public List<Pair> redefined() {
            return pairs.stream().filter(Pair::redefined).toList();
        }

        /** @return the pairs whose verdict stayed while their intervals no longer overlap */
        public List<Pair> apartUnchanged() {
            return pairs.stream().filter(p -> !p.changed() && p.apart()).toList();
        }
    }

    private ClaimsDiff() {
    }

    /**
     * Compares a claims file with another, or with {@code results/claims.csv}; prints Markdown.
     *
     * @param args {@code <before.csv> [<after.csv>]}
     */
    public static void main(String[] args) {
        if (args.length < 1 || args.length > 2 || args[0].isBlank()) {
            System.err.println("poolbench compare: give the claims file to compare with, e.g. mvn -Pcompare"
                    + " -Dpoolbench.before=/tmp/claims.csv (a claims.csv from another run or machine)");
            System.exit(1);
            return;
        }
        Path before = Path.of(args[0]);
        Path after = Path.of(args.length > 1 ? args[1] : "results/claims.csv");
        try {
            System.out.print(markdown(compare(read(before), read(after)), before.toString(), after.toString()));
        } catch (ReportException e) {
            System.err.println("poolbench compare: " + e.getMessage());
            System.exit(1);
        }
    }

    /**
     * @param csv a claims file
     * @return its rows of the published run ({@link #parse})
     * @throws ReportException if the file is missing or is not a claims file
     */
    public static List<ClaimResult> read(Path csv) throws ReportException {
        return parse(text(csv), csv.toString());
    }

    private static String text(Path csv) throws ReportException {
        String text;
        try {
            text = Files.readString(csv, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new ReportException("claims file not found: " + csv + " (results/claims.csv is written by"
                    + " mvn -Preport)", e);
        } catch (IOException e) {
            throw new ReportException("cannot read " + csv + ": " + e.getMessage(), e);
        }
        return text;
    }

    /**
     * @param text   the CSV text, with a header row
     * @param source where it came from, for messages
     * @return its rows of the published run (scope {@code published}, or no scope column: an older
     *         file), in file order
     * @throws ReportException if the text is empty, a required column is missing, a JDK or number
     *                         does not parse, or a claim appears twice for one JDK
     */
    public static List<ClaimResult> parse(String text, String source) throws ReportException {
        return parse(text, source, false);
    }

    /**
     * @param text   the CSV text, with a header row
     * @param source where it came from, for messages
     * @return every row, in file order: the published run's, other machines' and across machines
     *         ({@link ClaimResult#scope}; an older file's rows are the published run's)
     * @throws ReportException as {@link #parse}; a row twice for one claim, JDK, scope and machine
     */
    public static List<ClaimResult> parseAll(String text, String source) throws ReportException {
        return parse(text, source, true);
    }

    private static List<ClaimResult> parse(String text, String source, boolean every) throws ReportException {
        if (text.isBlank()) {
            throw new ReportException(source + " is empty: a claims.csv starts with its header row");
        }
        List<Map<String, String>> records = new ArrayList<>();
        try (MappingIterator<Map<String, String>> it = new CsvMapper().readerForMapOf(String.class)
                .with(CsvSchema.emptySchema().withHeader()).readValues(text)) {
            boolean any = it.hasNext(); // reads the header row
            List<String> header = new ArrayList<>();
            ((CsvParser) it.getParser()).getSchema().forEach(c -> header.add(c.getName()));
            List<String> missing = REQUIRED.stream().filter(c -> !header.contains(c)).toList();
            if (!missing.isEmpty()) {
                throw new ReportException(source + " is not a claims.csv: no column " + String.join(", ", missing)
                        + " (its header: " + String.join(",", header) + ")");
            }
            while (any && it.hasNext()) {
                records.add(it.next());
            }
        } catch (IOException | RuntimeJsonMappingException e) {
            throw new ReportException(source + " is not a CSV file: " + e.getMessage(), e);
        }
        List<ClaimResult> rows = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        int line = 1;
        for (Map<String, String> r : records) {
            line++;
            if (!r.keySet().containsAll(REQUIRED)) {
                throw new ReportException(source + " line " + line + " has fewer fields than its header");
            }
            ClaimResult row = new ClaimResult(r.get("suite"), r.get("claim"), integer(r.get("jdk"), "jdk", source,
                    line), r.get("verdict"), number(r.get("estimate"), "estimate", source, line),
                    number(r.get("ci_low"), "ci_low", source, line), number(r.get("ci_high"), "ci_high", source, line),
                    number(r.get("threshold"), "threshold", source, line), r.getOrDefault("side", "").strip(),
                    r.getOrDefault("method", ""), count(r.get("n"), source, line), r.get("run_id"),
                    r.getOrDefault("machine", "unknown"), scope(r),
                    number(r.get("range_low"), "range_low", source, line),
                    number(r.get("range_high"), "range_high", source, line),
                    number(r.get("reference"), "reference", source, line), r.getOrDefault("unit", ""),
                    modes(r.getOrDefault("modes", ""), source, line));
            if (!every && !row.published()) {
                continue; // another run's row, or the verdict across machines: compared are the published runs
            }
            String where = row.published() ? "" : " " + row.scope() + " " + row.machine() + " " + row.runId();
            if (!seen.add(row.key() + where)) {
                throw new ReportException(source + " line " + line + ": " + row.claim() + " of " + row.suite()
                        + " on JDK " + row.jdk() + " appears twice");
            }
            rows.add(row);
        }
        return List.copyOf(rows);
    }

    private static List<io.github.poolbench.stats.Effect.Mode> modes(String value, String source, int line)
            throws ReportException {
        try {
            return ClaimResult.parseModes(value);
        } catch (IllegalArgumentException e) {
            throw new ReportException(source + " line " + line + ": " + e.getMessage(), e);
        }
    }

    private static String scope(Map<String, String> row) {
        String scope = row.getOrDefault("scope", "").strip();
        return scope.isEmpty() ? ClaimResult.PUBLISHED : scope;
    }

    private static int integer(String value, String column, String source, int line) throws ReportException {
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new ReportException(source + " line " + line + ": " + column + " is not a whole number: '" + value
                    + "'", e);
        }
    }

    private static int count(String value, String source, int line) throws ReportException {
        return value == null || value.isBlank() ? 0 : integer(value, "n", source, line);
    }

    private static double number(String value, String column, String source, int line) throws ReportException {
        if (value == null || value.isBlank()) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(value.strip());
        } catch (NumberFormatException e) {
            throw new ReportException(source + " line " + line + ": " + column + " is not a number: '" + value + "'",
                    e);
        }
    }

    /**
     * @param before the first file's rows
     * @param after  the second file's rows
     * @return the comparison, matched on suite, claim and JDK
     */
    public static Comparison compare(List<ClaimResult> before, List<ClaimResult> after) {
        Map<String, ClaimResult> old = new LinkedHashMap<>();
        before.forEach(r -> old.put(r.key(), r));
        List<Pair> pairs = new ArrayList<>();
        List<ClaimResult> onlyAfter = new ArrayList<>();
        for (ClaimResult r : after) {
            ClaimResult o = old.remove(r.key());
            if (o == null) {
                onlyAfter.add(r);
            } else {
                pairs.add(new Pair(o, r));
            }
        }
        return new Comparison(List.copyOf(pairs), List.copyOf(old.values()), List.copyOf(onlyAfter));
    }

    /**
     * The comparison as Markdown: the runs, the tally per JDK, the changed verdicts (flips marked),
     * unchanged verdicts whose intervals are apart, and the claims only one file has.
     *
     * @param c           the comparison
     * @param beforeLabel what the first file is, e.g. its path
     * @param afterLabel  what the second file is
     * @return Markdown text ending in a newline
     */
    public static String markdown(Comparison c, String beforeLabel, String afterLabel) {
        List<ClaimResult> beforeRows = new ArrayList<>(c.onlyBefore());
        List<ClaimResult> afterRows = new ArrayList<>(c.onlyAfter());
        c.pairs().forEach(p -> {
            beforeRows.add(p.before());
            afterRows.add(p.after());
        });
        Table tally = Table.of("lll", "JDK", "before: holds / does not hold / inconclusive / other", "after");
        Set<Integer> jdks = new TreeSet<>();
        beforeRows.forEach(r -> jdks.add(r.jdk()));
        afterRows.forEach(r -> jdks.add(r.jdk()));
        jdks.forEach(jdk -> tally.row(jdk, tally(beforeRows, jdk), tally(afterRows, jdk)));
        List<Pair> redefinedSame = c.redefined().stream().filter(p -> !p.changed()).toList();
        return Templates.render("claims-diff", new Diff(afterLabel, beforeLabel, runs(beforeRows), runs(afterRows),
                c.pairs().size(), sameRuns(c.pairs()), Numbers.count(c.changed().size(), "verdict"), c.flipped().size(),
                c.redefined().isEmpty() ? "" : Numbers.count(c.redefined().size(), "claim")
                        + (c.redefined().size() == 1 ? " asks" : " ask"), tally,
                pairTable(c.changed(), p -> p.flipped() ? "**flipped**"
                        : p.redefined() ? "another question: " + p.questionChange() : ""),
                pairTable(c.apartUnchanged(), p -> ""), String.join(", ", redefinedSame.stream()
                        .map(p -> p.after().label() + " (" + p.questionChange() + ")").toList()),
                keys(c.onlyBefore()), keys(c.onlyAfter())));
    }

    /** What the template {@code claims-diff} reads: counts, and Markdown tables ("" for none). */
    private record Diff(String after, String before, String runsBefore, String runsAfter, int pairs, String sameRuns,
                        String changedCount, int flipped, String redefined, Table tally, String changed, String apart,
                        String redefinedSame, String onlyBefore, String onlyAfter) {
    }

    /** The pairs' table, or an empty string without pairs. */
    private static String pairTable(List<Pair> pairs, java.util.function.Function<Pair, String> flag) {
        Table t = Table.of("llllll", "suite", "claim", "JDK", "before", "after", "");
        pairs.forEach(p -> t.row(p.after().suite(), p.after().claim(), p.after().jdk(), p.before().cell(),
                p.after().cell(), flag.apply(p)));
        return t.isEmpty() ? "" : t.markdown();
    }

    /**
     * E.g. {@code  (1 from the same run in both: the same data)}, or, for a run continued with more
     * rounds between the files, {@code  (13 from run `r1`, continued from 20 to 32 rounds: the same
     * forks and more)}; empty when no pair shares its run.
     */
    private static String sameRuns(List<Pair> pairs) {
        Map<String, Set<String>> roundsByRun = new LinkedHashMap<>();
        pairs.stream().filter(p -> p.sameRun() && p.before().n() > 0
                        && p.after().n() > 0 && p.before().n() != p.after().n())
                .forEach(p -> roundsByRun.computeIfAbsent(p.after().runId(), k -> new TreeSet<>())
                        .add(p.before().n() + " to " + p.after().n()));
        List<String> parts = new ArrayList<>();
        long same = pairs.stream().filter(p -> p.sameRun() && !roundsByRun.containsKey(p.after().runId())).count();
        if (same > 0) {
            parts.add(same + " from the same run in both: the same data");
        }
        roundsByRun.forEach((run, rounds) -> parts.add(pairs.stream().filter(p -> p.sameRun()
                && p.after().runId().equals(run)).count() + " from run `" + run + "`, continued from "
                + String.join(" and ", rounds) + " rounds: the same forks and more"));
        return parts.isEmpty() ? "" : " (" + String.join("; ", parts) + ")";
    }

    private static String tally(List<ClaimResult> rows, int jdk) {
        long holds = count(rows, jdk, Verdict.HOLDS.text());
        long not = count(rows, jdk, Verdict.DOES_NOT_HOLD.text());
        long inconclusive = count(rows, jdk, Verdict.INCONCLUSIVE.text());
        long all = rows.stream().filter(r -> r.jdk() == jdk).count();
        return holds + " / " + not + " / " + inconclusive + " / " + (all - holds - not - inconclusive);
    }

    private static long count(List<ClaimResult> rows, int jdk, String verdict) {
        return rows.stream().filter(r -> r.jdk() == jdk && r.verdict().equals(verdict)).count();
    }

    private static String runs(List<ClaimResult> rows) {
        Map<String, Set<String>> suitesByRun = new LinkedHashMap<>();
        rows.forEach(r -> suitesByRun.computeIfAbsent(r.runId(), k -> new LinkedHashSet<>()).add(r.suite()));
        if (suitesByRun.isEmpty()) {
            return "none";
        }
        List<String> out = new ArrayList<>();
        suitesByRun.forEach((run, suites) -> out.add("`" + run + "` (" + String.join(", ", suites) + ")"));
        return String.join(", ", out);
    }

    private static String keys(List<ClaimResult> rows) {
        return String.join(", ", rows.stream().map(ClaimResult::label).toList());
    }
}
