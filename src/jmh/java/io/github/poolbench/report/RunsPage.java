package io.github.poolbench.report;

import io.github.poolbench.claims.ClaimResult;
import io.github.poolbench.runs.Manifest;
import io.github.poolbench.runs.RunStore;
import io.github.poolbench.runs.StoredResults;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.text.Numbers;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The run store as a page, {@code results/runs.md} (template {@code runs-page}): every run registered
 * in {@code results/runs/}, oldest first, with its machine, suites, JDKs, rounds, forks, wall time and
 * how its plan was written, and what the report does with it ({@link Use}). The campaign's rule reads
 * off it: every completed run is read by the pages, superseded by a later published run of changed code, or set
 * aside for a named defect. Never measures.
 */
final class RunsPage {

    /** The page's file name in the results folder. */
    static final String PAGE = "runs.md";

    private RunsPage() {
    }

    /** What the report does with a run of the store. */
    enum Use {
        /** It wrote result files beside the store: a suite's published run. */
        PUBLISHED,
        /** Its rows in {@code claims.csv} stand beside the published run's: another run of the same measured code. */
        BESIDE,
        /** Its manifest names a defect in code or setup ({@link Manifest#setAside}). */
        SET_ASIDE,
        /** No {@code outcome.json}: still running, or stopped before its last fork. */
        NOT_COMPLETED,
        /**
         * Completed and read by no page because every suite it ran has published a later run of other code or
         * libraries since ({@link StoredResults#superseded}): kept as the answer for code that has changed.
         */
        SUPERSEDED,
        /** Completed, not set aside, and read by no page: the reason is {@link StoredResults#notComparable}'s. */
        NOT_READ
    }

    /**
     * One run as the page lists it.
     *
     * @param manifest its plan
     * @param use      what the report does with it
     * @param detail   the suites it is read for, the defect, or why it is not read
     * @param outcome  its {@code outcome.json}; empty while it has not completed
     */
    record Entry(Manifest manifest, Use use, String detail, Optional<RunStore.Outcome> outcome) {
    }

    /**
     * Every run of the store with its use.
     *
     * @param all          the published result files; their folder holds the store
     * @param everyMachine every claim row ({@link ClaimsCsv#everyMachine}): which runs the pages read
     * @return the runs, oldest first; empty without a store
     * @throws UncheckedIOException naming the file, if a plan or an outcome cannot be read
     */
    static List<Entry> entries(Results all, List<ClaimResult> everyMachine) {
        List<Manifest> store = RunStore.all(all.dir());
        Map<String, Map<String, Set<String>>> readByRun = new HashMap<>(); // run -> scope -> pages
        everyMachine.stream().filter(r -> !r.across()).forEach(r -> {
            for (String runId : r.runId().split(" ")) {
                readByRun.computeIfAbsent(runId, k -> new TreeMap<>())
                        .computeIfAbsent(r.scope(), k -> new LinkedHashSet<>()).add(r.suite());
            }
        });
        List<Entry> entries = new ArrayList<>();
        for (Manifest m : store) {
            Map<String, Set<String>> read = readByRun.getOrDefault(m.runId(), Map.of());
            Optional<RunStore.Outcome> outcome = StoredResults.outcome(all.dir(), m.runId());
            if (m.setAside() != null) {
                entries.add(new Entry(m, Use.SET_ASIDE, m.setAside(), outcome));
            } else if (outcome.isEmpty()) {
                entries.add(new Entry(m, Use.NOT_COMPLETED, "no outcome: running, or stopped before its last fork",
                        outcome));
            } else if (!read.isEmpty()) {
                List<String> parts = new ArrayList<>();
                read.forEach((scope, pages) -> parts.add(scopeName(scope) + " on " + String.join(", ",
                        pages.stream().map(p -> "[" + p + "](" + p + ".md)").toList())));
                entries.add(new Entry(m, read.containsKey(ClaimResult.PUBLISHED) ? Use.PUBLISHED : Use.BESIDE,
                        String.join("; ", parts), outcome));
            } else {
                Map<String, Boolean> why = whyNotRead(all, store, m);
                entries.add(new Entry(m, why.isEmpty() || why.containsValue(false) ? Use.NOT_READ : Use.SUPERSEDED,
                        String.join("; ", why.keySet()), outcome));
            }
        }
        return entries;
    }

    /**
     * @param all          the published result files; their folder holds the store
     * @param everyMachine every claim row ({@link ClaimsCsv#everyMachine})
     * @return the page; empty when the results folder has no run store
     * @throws UncheckedIOException naming the file, if a plan or an outcome cannot be read
     */
    static Optional<String> page(Results all, List<ClaimResult> everyMachine) {
        List<Entry> entries = entries(all, everyMachine);
        if (entries.isEmpty()) {
            return Optional.empty();
        }
        List<Manifest.Machine> known = entries.stream().map(e -> e.manifest().machine()).toList();
        Table table = Table.of("lllrrllll", "run", "machine", "suites", "rounds", "forks", "JDKs", "plan",
                "wall time", "use");
        Map<Use, Integer> counts = new EnumMap<>(Use.class);
        for (Entry e : entries) {
            Manifest m = e.manifest();
            counts.merge(e.use(), 1, Integer::sum);
            table.row("`" + m.runId() + "`", m.machine().describe(known), String.join(", ", m.suites()), m.rounds(),
                    m.rows().isEmpty() ? "–" : Numbers.integer((long) m.rows().size() * m.rounds()),
                    String.join(", ", m.jvms().stream().map(j -> String.valueOf(j.major())).distinct().toList()),
                    m.preRegistered() ? "before its first fork" : "reconstructed after it ran",
                    wallTime(all.dir(), e), useName(e.use()) + (e.detail().isEmpty() ? "" : ": " + e.detail()));
        }
        int notRead = counts.getOrDefault(Use.NOT_READ, 0);
        return Optional.of(Templates.render("runs-page", new Scope(Numbers.count(entries.size(), "run"),
                counts.getOrDefault(Use.PUBLISHED, 0), counts.getOrDefault(Use.BESIDE, 0),
                counts.getOrDefault(Use.SET_ASIDE, 0), counts.getOrDefault(Use.SUPERSEDED, 0),
                counts.getOrDefault(Use.NOT_COMPLETED, 0), notRead, notRead == 0, table.markdown())));
    }

    /** What the template {@code runs-page} reads: runs counted by their use, and the table of every run. */
    private record Scope(String runs, int published, int beside, int setAside, int superseded, int notCompleted,
                         int notRead, boolean allAccounted, String table) {
    }

    private static String scopeName(String scope) {
        return switch (scope) {
            case ClaimResult.PUBLISHED -> "the published run";
            case ClaimResult.MACHINE -> "another run's column";
            default -> scope;
        };
    }

    private static String useName(Use use) {
        return switch (use) {
            case PUBLISHED -> "**published**";
            case BESIDE -> "read";
            case SET_ASIDE -> "**set aside**";
            case SUPERSEDED -> "superseded";
            case NOT_COMPLETED -> "not completed";
            case NOT_READ -> "**not read**";
        };
    }

    /**
     * Why the pages read none of a completed run's rows, per suite it ran, in order: each reason, and whether
     * it is that the suite's published run superseded this one.
     */
    private static Map<String, Boolean> whyNotRead(Results all, List<Manifest> store, Manifest m) {
        Map<String, Boolean> why = new LinkedHashMap<>();
        for (String stem : m.suites()) {
            Optional<Suite> suite = Suite.ofStem(stem);
            if (suite.isEmpty()) {
                why.put(stem + ": not a suite of this version", false);
                continue;
            }
            List<String> published = all.of(suite.get()).stream().map(ResultSet::runId).distinct().toList();
            Optional<Manifest> reference = published.size() != 1 ? Optional.empty()
                    : store.stream().filter(s -> s.runId().equals(published.get(0))).findFirst();
            Optional<String> reason = reference.map(r -> StoredResults.notComparable(r, m, suite.get()))
                    .orElse(Optional.empty());
            boolean superseded = reference.isPresent() && StoredResults.superseded(reference.get(), m, reason);
            why.put(stem + ": " + (published.isEmpty() ? "no published results"
                    : reference.isEmpty() ? "the published files do not come from one run of the store"
                    : reason.map(r -> superseded ? r + " from the published run `" + reference.get().runId()
                            + "`, registered after it" : r)
                    .orElse("no claim reads its rows")), superseded);
        }
        return why;
    }

    /**
     * From the plan's registration to the outcome; a dash for a reconstructed plan, a run not completed
     * or one continued in later sittings (its time is not one stretch).
     */
    private static String wallTime(Path dir, Entry entry) {
        Manifest m = entry.manifest();
        Optional<RunStore.Outcome> outcome = entry.outcome();
        if (!m.preRegistered() || outcome.isEmpty() || continued(dir, m.runId())) {
            return "–";
        }
        try {
            Duration d = Duration.between(Instant.parse(m.written()), Instant.parse(outcome.get().completed()));
            return d.isNegative() ? "–" : ReadmePage.duration(d.toMillis() / 1000.0);
        } catch (DateTimeParseException e) {
            return "–";
        }
    }

    private static boolean continued(Path dir, String runId) {
        try (Stream<Path> files = Files.list(RunStore.folder(dir, runId))) {
            return files.anyMatch(f -> f.getFileName().toString().startsWith("sitting-"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the run folder " + RunStore.folder(dir, runId), e);
        }
    }
}
