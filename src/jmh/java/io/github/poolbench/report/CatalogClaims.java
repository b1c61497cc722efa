package io.github.poolbench.report;

import io.github.poolbench.claims.ClaimCatalog;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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
        if (c.over().isEmpty()) {
            return comparison.compare(find(c.a(), results, jdk, report, Map.of()),
                    find(c.b(), results, jdk, report, Map.of()));
        }
        Map.Entry<String, List<String>> over = c.over().entrySet().iterator().next();
        List<Finding> findings = new ArrayList<>();
        for (String value : over.getValue()) {
            Map<String, String> binding = Map.of(over.getKey(), value);
            findings.add(comparison.compare(find(c.a(), results, jdk, report, binding),
                    find(c.b(), results, jdk, report, binding)));
        }
        return findings.size() == 1 ? findings.get(0) : Checks.all(findings);
    }

    /** The first row of this method and parameters on one JDK, seen through the suite's row view. */
    private static Optional<BenchmarkResult> find(ClaimCatalog.Rows rows, Results results, int jdk,
                                                  SuiteReport report, Map<String, String> binding) {
        Map<String, String> wanted = new LinkedHashMap<>(binding);
        wanted.putAll(rows.params());
        String method = rows.method().isEmpty() ? wanted.remove("method") : rows.method(); // over: {method: [...]}
        return results.of(report.suite(), jdk).flatMap(s -> s.find(method, wanted)).map(report::claimRow);
    }
}
