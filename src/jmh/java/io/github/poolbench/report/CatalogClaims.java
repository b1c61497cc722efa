package io.github.poolbench.report;

import io.github.poolbench.claims.ClaimCatalog;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import io.github.poolbench.runs.Suite;

/**
 * The catalog's claims bound to the results: each entry of {@link ClaimCatalog} becomes a
 * {@link Claim} whose check reads the suite's rows (through {@link SuiteReport#claimRow}) or calls
 * the suite report's named rule. Stateless and thread-safe.
 */
final class CatalogClaims {

    private CatalogClaims() {
    }

    /**
     * The claims of one suite, each with its check bound to the suite's rows and named rules.
     *
     * @param catalog the catalog
     * @param report  the suite's report: its suite, row view and named rules
     * @return the claims, in catalog order
     * @throws IllegalArgumentException if an entry names a rule the report does not have
     */
    static List<Claim> of(ClaimCatalog catalog, SuiteReport report) {
        List<Claim> claims = new ArrayList<>();
        for (ClaimCatalog.Entry e : catalog.entries(report.suite())) {
            claims.add(new Claim(e.id(), catalog.statement(e), e.then(), catalog.rule(e), check(catalog, e, report),
                    e.scale(), e.shortLabel()));
        }
        return Collections.unmodifiableList(claims);
    }

    private static Claim.Rule check(ClaimCatalog catalog, ClaimCatalog.Entry e, SuiteReport report) {
        ClaimCatalog.Check c = e.check();
        return switch (c.kind()) {
            case "aa" -> (r, jdk) -> over(c, r, jdk, report, (a, b) -> Checks.equivalent(a, b, catalog.aaMargin()));
            case "ratio" -> (r, jdk) -> over(c, r, jdk, report,
                    (a, b) -> Checks.ratio(a, b, c.threshold().at(jdk), c.side()));
            case "shift" -> (r, jdk) -> shift(c, r, jdk, report);
            case "lessAllocation" -> (r, jdk) -> over(c, r, jdk, report, Checks::lessAllocation);
            case "lowerMetric" -> (r, jdk) -> over(c, r, jdk, report, (a, b) -> Checks.lowerMetric(a, b, c.metric()));
            default -> report.namedRule(c.rule(), c.args()).orElseThrow(() -> new IllegalArgumentException(
                    "claim catalog, claim " + e.id() + " (" + e.suite() + "): the " + e.suite()
                            + " report has no rule named '" + c.rule() + "'"));
        };
    }

    /** A comparison of two rows, e.g. {@link Checks#lessAllocation}. */
    @FunctionalInterface
    private interface Comparison {
        Finding compare(Optional<BenchmarkResult> a, Optional<BenchmarkResult> b);
    }

    private static Finding over(ClaimCatalog.Check c, Results results, int jdk, SuiteReport report,
                                Comparison comparison) {
        Suite rows = c.under().isEmpty() ? report.suite() : under(c);
        List<Finding> findings = new ArrayList<>();
        for (Map<String, String> binding : bindings(c)) {
            findings.add(comparison.compare(find(c.a(), results, jdk, report, rows, binding),
                    find(c.b(), results, jdk, report, rows, binding)));
        }
        return findings.size() == 1 ? findings.get(0) : Checks.all(findings);
    }

    /** One binding per value the claim ranges over ({@code over}), or one empty binding. */
    private static List<Map<String, String>> bindings(ClaimCatalog.Check c) {
        if (c.over().isEmpty()) {
            return List.of(Map.of());
        }
        Map.Entry<String, List<String>> over = c.over().entrySet().iterator().next();
        return over.getValue().stream().map(v -> Map.of(over.getKey(), v)).toList();
    }

    private static Suite under(ClaimCatalog.Check c) {
        return Suite.ofStem(c.under()).orElseThrow(() -> new IllegalArgumentException(
                "claim catalog: no suite '" + c.under() + "'"));
    }

    /** A shift: a / b under the variant against a / b in the report's suite, at each value the claim ranges over. */
    private static Finding shift(ClaimCatalog.Check c, Results results, int jdk, SuiteReport report) {
        Suite under = under(c);
        Optional<ResultSet> mine = results.of(report.suite(), jdk);
        Optional<ResultSet> theirs = results.of(under, jdk);
        boolean sameRun = ResultSet.sameRun(mine, theirs);
        List<Finding> findings = new ArrayList<>();
        for (Map<String, String> binding : bindings(c)) {
            findings.add(Checks.shift(find(c.a(), results, jdk, report, under, binding),
                    find(c.b(), results, jdk, report, under, binding),
                    find(c.a(), results, jdk, report, report.suite(), binding),
                    find(c.b(), results, jdk, report, report.suite(), binding), sameRun, c.threshold().at(jdk),
                    c.side()));
        }
        return findings.size() == 1 ? findings.get(0) : Checks.all(findings);
    }

    /**
     * The first row of this method and parameters on one JDK in {@code suite}'s files (the report's own, or a JVM
     * variant's), seen through the report's row view.
     */
    private static Optional<BenchmarkResult> find(ClaimCatalog.Rows rows, Results results, int jdk,
                                                  SuiteReport report, Suite suite, Map<String, String> binding) {
        Map<String, String> wanted = new LinkedHashMap<>(binding);
        wanted.putAll(rows.params());
        String method = rows.method().isEmpty() ? wanted.remove("method") : rows.method(); // over: {method: [...]}
        return results.of(suite, jdk).flatMap(s -> s.find(method, wanted)).map(report::claimRow);
    }
}
