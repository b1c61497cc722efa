package io.github.poolbench.report;

import io.github.poolbench.claims.ClaimCatalog;
import io.github.poolbench.runs.Suite;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The report of one experiment (one {@link Suite}): its page {@code results/<stem>.md}, its
 * charts and its conclusions. {@link Report} iterates the implementations: a new experiment
 * adds a class here, not a branch there. Implementations never throw on partial data: a
 * missing length, method or JDK makes the page say what is missing.
 */
public interface SuiteReport {

    /**
     * The lab notebook (probes, reruns' plans and outcomes, claims diffs), as a path relative to
     * the results folder: {@code docs/evidence/} beside it. Pages link there; nothing indexes it.
     */
    String EVIDENCE = "../docs/evidence/";

    /** @return the suite whose files this reports */
    Suite suite();

    /**
     * @return every suite whose files this report reads, {@link #suite()} first: one, unless the experiment
     *         is the same rows under several JVM configurations ({@link Suite#variantOf()}), run together
     */
    default List<Suite> suites() {
        return List.of(suite());
    }

    /** @return the experiment's title, e.g. {@code String building, 2002 and now} */
    String title();

    /**
     * @return one or two sentences: what the experiment asks and how it measures (the experiment's template
     *         {@code <stem>-question}, filled from {@link #questionScope()})
     */
    default String question() {
        return Templates.render(suite().benchmarkClass(), suite().stem() + "-question", questionScope());
    }

    /** @return the values the question's template reads; none by default */
    default Map<String, Object> questionScope() {
        return Map.of();
    }

    /**
     * The experiment's claims, as the catalog ({@link ClaimCatalog}) defines them for this suite.
     *
     * @return the claims, each with its rule, in catalog order
     */
    default List<Claim> claims() {
        return CatalogClaims.of(ClaimCatalog.standard(), this);
    }

    /**
     * A rule of this experiment that is not a ratio against a threshold (a crossover, a ranking,
     * starvation), as the catalog names it.
     *
     * @param name the rule's name in the catalog, e.g. {@code crossover}
     * @param args the entry's {@code args} (a missing node when it has none)
     * @return the rule; empty if this report has no rule of that name
     */
    default Optional<Claim.Rule> namedRule(String name, com.fasterxml.jackson.databind.JsonNode args) {
        return Optional.empty();
    }

    /**
     * The row a claim reads for one of this suite's results: the result itself unless the suite
     * scores some metric differently for its claims.
     *
     * @param row one of the suite's rows
     * @return the row as claims read it
     */
    default BenchmarkResult claimRow(BenchmarkResult row) {
        return row;
    }

    /**
     * What the experiment's rows can and cannot tell, printed under its table in the README and on
     * its page. Read from the results where it depends on the machine (its cores), so that a rerun
     * elsewhere does not print another machine's caveat.
     *
     * @param results every result file
     * @return one or two sentences; empty: nothing to say
     */
    default String caveat(Results results) {
        return "";
    }

    /**
     * A warning the data themselves raise, printed under the experiment's table on its page and in
     * the README, beside the A/A control's: for a known measurement artifact the committed files
     * show. Empty when the data show none, so a rerun without the artifact removes it.
     *
     * @param results every result file
     * @param link    maps a path relative to {@code results/} (e.g. {@code ../docs/evidence/x.md}) to a
     *                link from where the warning is printed
     * @return one Markdown paragraph on one line, or ""
     */
    default String dataWarning(Results results, java.util.function.UnaryOperator<String> link) {
        return "";
    }

    /**
     * The metric the page's data checks (bimodal rows, rows still settling) read for a row, when
     * its primary score is not what its claims read (see {@link BenchmarkResult#on(String)}).
     *
     * @param row one of the suite's rows
     * @return a secondary metric label, e.g. {@code transfers}; empty: the primary score
     */
    default Optional<String> checkedMetric(BenchmarkResult row) {
        return Optional.empty();
    }

    /**
     * Metrics the page's data checks read besides {@link #checkedMetric}'s, where claims read more
     * than one metric of a row (e.g. the GC metrics of a throughput row). A row is flagged when any
     * of its metrics is.
     *
     * @param row one of the suite's rows
     * @return secondary metric labels the row has, e.g. {@code jfr.gc.pausedPercent}; empty: none
     */
    default List<String> alsoCheckedMetrics(BenchmarkResult row) {
        return List.of();
    }

    /**
     * The page's tables, after the conclusions and before the settings; charts are linked by
     * their file name (the page sits beside them).
     *
     * @param results every result file (the suite's own are {@code results.of(suite())})
     * @return Markdown, ending with a newline
     */
    String page(Results results);

    /**
     * @param results every result file
     * @return chart file name to PNG bytes, in page order; empty when there is nothing to draw
     * @throws ReportException if a chart cannot be encoded
     */
    Map<String, byte[]> charts(Results results) throws ReportException;
}
