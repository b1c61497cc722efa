package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.poolbench.claims.ClaimCatalog;
import io.github.poolbench.runs.Suite;
import io.github.poolbench.stats.Side;
import io.github.poolbench.strings.experiment.StringsReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The claim catalog: its rules on synthetic fork data and its errors on a malformed file.
 */
class ClaimCatalogTest {

    private static final String HEADER = "aa: {id: AA, margin: 0.05, statement: \"same within {percent}\", rule:"
            + " \"{rows}: inside ±{percent}\"}\nclaims:\n";

    /** A strings row of one method at one length, with these fork means (one iteration each). */
    private static BenchmarkResult row(String method, int length, double... forkMeans) {
        return StringRows.row(method, length, method.startsWith("pooled") ? 10 : 100, forkMeans);
    }

    private static Results results(BenchmarkResult... rows) {
        ResultSet set = new ResultSet(Suite.of("strings"), Path.of("strings-jdk17.json"), 17, "17", "vm", "17", "1.37",
                List.of(), 4, "3 x 1 s", "3 x 500 ms", List.of(rows), Optional.empty());
        Map<Suite, List<ResultSet>> sets = new java.util.LinkedHashMap<>();
        for (Suite s : Suite.values()) {
            sets.put(s, s == Suite.of("strings") ? List.of(set) : List.of());
        }
        return new Results(Path.of("results"), sets);
    }

    private static Claim only(String yaml) {
        List<Claim> claims = CatalogClaims.of(ClaimCatalog.parse(HEADER + yaml), new StringsReport());
        assertThat(claims).hasSize(1);
        return claims.get(0);
    }

    private static final String POOL_FASTER = "  - id: S9\n    suite: strings\n    statement: \"pool faster\"\n"
            + "    rule: \"ratio below {threshold}\"\n    check: {kind: ratio, a: {method: pooledBucketed},"
            + " b: {method: sizedBuilder}, over: {length: [32, 256]}, side: below, threshold: 1.0}\n";

    @Test
    void aRatioClaimHoldsOnlyWhereItHoldsAtEveryValueItRangesOver() {
        Claim claim = only(POOL_FASTER);
        assertThat(claim.rule()).isEqualTo("ratio below 1.0");
        Finding holds = claim.check().check(results(row("pooledBucketed", 32, 90, 91, 89, 90),
                row("sizedBuilder", 32, 100, 100, 101, 99), row("pooledBucketed", 256, 80, 81, 79, 80),
                row("sizedBuilder", 256, 100, 100, 101, 99)), 17);
        assertThat(holds.verdict()).isEqualTo(Verdict.HOLDS);
        assertThat(holds.side()).isEqualTo(Side.BELOW);
        assertThat(holds.effect().orElseThrow().estimate()).as("the row closest to not holding").isBetween(0.89, 0.91);

        Finding counterexample = claim.check().check(results(row("pooledBucketed", 32, 90, 91, 89, 90),
                row("sizedBuilder", 32, 100, 100, 101, 99), row("pooledBucketed", 256, 120, 121, 119, 120),
                row("sizedBuilder", 256, 100, 100, 101, 99)), 17);
        assertThat(counterexample.verdict()).isEqualTo(Verdict.DOES_NOT_HOLD);

        Finding undecided = claim.check().check(results(row("pooledBucketed", 32, 80, 120, 90, 110),
                row("sizedBuilder", 32, 100, 100, 100, 100), row("pooledBucketed", 256, 80, 81, 79, 80),
                row("sizedBuilder", 256, 100, 100, 101, 99)), 17);
        assertThat(undecided.verdict()).isEqualTo(Verdict.INCONCLUSIVE);

        Finding missing = claim.check().check(results(row("pooledBucketed", 32, 90, 91, 89, 90),
                row("sizedBuilder", 32, 100, 100, 101, 99)), 17);
        assertThat(missing.verdict()).isEqualTo(Verdict.NO_DATA);
    }

    @Test
    void anAllocationClaimComparesBytesPerOp() {
        Claim claim = only("  - id: S9\n    suite: strings\n    statement: s\n    rule: r\n    check: {kind: lessAllocation,"
                + " a: {method: pooledBucketed}, b: {method: sizedBuilder}, over: {length: [32]}}\n");
        assertThat(claim.check().check(results(row("pooledBucketed", 32, 90), row("sizedBuilder", 32, 100)), 17)
                .verdict()).isEqualTo(Verdict.HOLDS);
        assertThat(claim.check().check(results(row("sizedBuilder", 32, 100)), 17).verdict()).isEqualTo(Verdict.NO_DATA);
    }

    @Test
    void aClaimOverMethodsJudgesEachMethodsRows() {
        Claim claim = only("  - id: S9\n    suite: strings\n    statement: s\n    rule: r\n    check: {kind: ratio,"
                + " a: {length: 32}, b: {length: 256}, over: {method: [pooledBucketed, sizedBuilder]}, side: below,"
                + " threshold: 1.0}\n");
        Finding both = claim.check().check(results(row("pooledBucketed", 32, 90, 91, 89), row("pooledBucketed", 256, 100, 101, 99),
                row("sizedBuilder", 32, 50, 51, 49), row("sizedBuilder", 256, 100, 100, 101)), 17);
        assertThat(both.verdict()).isEqualTo(Verdict.HOLDS);
        Finding one = claim.check().check(results(row("pooledBucketed", 32, 90, 91, 89), row("pooledBucketed", 256, 100, 101, 99),
                row("sizedBuilder", 32, 150, 151, 149), row("sizedBuilder", 256, 100, 100, 101)), 17);
        assertThat(one.verdict()).as("fails on sizedBuilder's rows").isEqualTo(Verdict.DOES_NOT_HOLD);
        assertThatThrownBy(() -> ClaimCatalog.parse(HEADER + "  - id: S9\n    suite: strings\n    statement: s\n"
                + "    rule: r\n    check: {kind: ratio, a: {method: x}, b: {length: 1}, over: {method: [x, y]},"
                + " side: below, threshold: 1}\n")).hasMessageContaining("a needs a method from over, not its own");
    }

    @Test
    void theAaControlTakesItsMarginAndWordingFromTheCatalog() {
        Claim aa = only("  - id: AA\n    suite: strings\n    rows: \"`b` / `a`\"\n    check: {kind: aa,"
                + " a: {method: sizedBuilderAgain}, b: {method: sizedBuilder}, over: {length: [32]}}\n");
        assertThat(aa.statement()).isEqualTo("same within 5%");
        assertThat(aa.rule()).isEqualTo("`b` / `a`: inside ±5%");
        Finding f = aa.check().check(results(row("sizedBuilderAgain", 32, 100, 101, 99, 100),
                row("sizedBuilder", 32, 100, 100, 100, 100)), 17);
        assertThat(f.verdict()).isEqualTo(Verdict.HOLDS);
        assertThat(f.threshold()).isEqualTo(0.05);
        assertThat(f.side()).isEqualTo(Side.WITHIN);
    }

    @Test
    void thresholdsCanDifferByJdkAndApplyFromTheirJdkOn() {
        ClaimCatalog catalog = ClaimCatalog.parse(HEADER + "  - id: O9\n    suite: overhead\n    statement: \"at most"
                + " {threshold}, {percent} more\"\n    rule: r\n    check: {kind: ratio, a: {method: x}, b: {method: y},"
                + " side: below, threshold: {17: 1.3, 25: 1.0}}\n");
        ClaimCatalog.Entry e = catalog.entries().get(0);
        assertThat(e.check().threshold().at(17)).isEqualTo(1.3);
        assertThat(e.check().threshold().at(21)).isEqualTo(1.3);
        assertThat(e.check().threshold().at(25)).isEqualTo(1.0);
        assertThat(e.check().threshold().at(26)).isEqualTo(1.0);
        assertThatThrownBy(() -> e.check().threshold().at(11)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("JDK 11");
        assertThat(catalog.statement(e)).isEqualTo("at most 1.3 (JDK 17 to 24), 1.0 (JDK 25 on), 30% / 0% more");
    }

    @Test
    void theAaClaimReadsItsReferenceRowsOnly() {
        ClaimCatalog catalog = ClaimCatalog.standard();
        assertThat(catalog.aaReads(Suite.of("sweep"), "sizedBuilder", Map.of("length", "8192"))).isTrue();
        assertThat(catalog.aaReads(Suite.of("sweep"), "sizedBuilder", Map.of("length", "256"))).isFalse();
        assertThat(catalog.aaReads(Suite.of("overhead"), "shared1", Map.of("pool", "allocate", "capacity", "32"))).isTrue();
        assertThat(catalog.aaReads(Suite.of("overhead"), "handoff", Map.of("pool", "allocate", "capacity", "32"))).isFalse();
        assertThat(catalog.aaReads(Suite.of("gcpressure"), "sized", Map.of())).isTrue();
    }

    @Test
    void aMalformedCatalogIsRefusedNamingTheEntryAndField() {
        String ok = "  - id: S9\n    suite: strings\n    statement: s\n    rule: r\n";
        assertThatThrownBy(() -> ClaimCatalog.parse("claims: [")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not valid YAML");
        assertThatThrownBy(() -> ClaimCatalog.parse("claims: []")).hasMessageContaining("missing 'aa'");
        assertThatThrownBy(() -> ClaimCatalog.parse(HEADER + "  - id: S9\n    suite: strings\n    rule: r\n"
                + "    check: {kind: lessAllocation, a: {method: x}, b: {method: y}}\n"))
                .hasMessageContaining("claim S9 (strings)").hasMessageContaining("missing 'statement'");
        assertThatThrownBy(() -> ClaimCatalog.parse(HEADER + ok + "    check: {kind: guess}\n"))
                .hasMessageContaining("unknown check kind 'guess'");
        assertThatThrownBy(() -> ClaimCatalog.parse(HEADER + ok + "    check: {kind: ratio, a: {method: x},"
                + " b: {method: y}, side: sideways, threshold: 1}\n")).hasMessageContaining("unknown side 'sideways'");
        assertThatThrownBy(() -> ClaimCatalog.parse(HEADER + ok + "    check: {kind: ratio, a: {method: x},"
                + " b: {method: y}, side: below, threshold: -1}\n")).hasMessageContaining("positive");
        assertThatThrownBy(() -> ClaimCatalog.parse(HEADER + ok + "    check: {kind: ratio, a: {method: x},"
                + " b: {method: y}, side: below, threshold: [1]}\n")).hasMessageContaining("threshold must be");
        assertThatThrownBy(() -> ClaimCatalog.parse(HEADER + ok + "    check: {kind: ratio, a: {pool: x},"
                + " b: {method: y}, side: below, threshold: 1}\n")).hasMessageContaining("a needs a method");
        assertThatThrownBy(() -> ClaimCatalog.parse(HEADER + ok + "    check: {kind: ratio, a: {method: x},"
                + " b: {method: y}, over: {length: [1], pool: [a]}, side: below, threshold: 1}\n"))
                .hasMessageContaining("over must name one parameter");
        assertThatThrownBy(() -> ClaimCatalog.parse(HEADER + ok + "    check: {kind: aa, a: {method: x},"
                + " b: {method: y}}\n")).hasMessageContaining("belongs to claim AA");
        String twice = ok + "    check: {kind: lessAllocation, a: {method: x}, b: {method: y}}\n";
        assertThatThrownBy(() -> ClaimCatalog.parse(HEADER + twice + twice)).hasMessageContaining("defined twice");
        assertThatThrownBy(() -> CatalogClaims.of(ClaimCatalog.parse(HEADER + ok + "    check: {kind: named, rule: nothing}\n"),
                new StringsReport())).hasMessageContaining("no rule named 'nothing'");
    }

    @Test
    void everySuiteHasItsAaControlFirstAndEveryNamedRuleExists() {
        for (SuiteReport report : Report.SUITES) {
            List<Claim> claims = report.claims();
            assertThat(claims).as(report.suite().stem()).isNotEmpty();
            assertThat(claims.get(0).id()).isEqualTo(ClaimCatalog.standard().aaId());
            assertThat(claims).allSatisfy(c -> assertThat(c.statement() + c.rule()).doesNotContain("{"));
        }
        assertThat(ClaimCatalog.standard().entries().stream().map(ClaimCatalog.Entry::suite).distinct())
                .containsExactlyInAnyOrderElementsOf(Report.SUITES.stream().map(s -> s.suite().stem()).toList());
    }


    /**
     * The catalog is the one place a claim id is written: no product source names one (Java,
     * templates). Prose about a claim takes its id from the catalog. {@code G1} is left out: it
     * names the collector too; so are a few figures that share an id's shape ({@code S1^2} of a
     * variance, a 400 MHz PowerPC G3).
     */
    @Test
    void noProductSourceWritesAClaimId() throws Exception {
        List<String> ids = ClaimCatalog.standard().entries().stream().map(ClaimCatalog.Entry::id).distinct()
                .filter(id -> !id.equals("G1")).toList();
        java.util.regex.Pattern anyId = java.util.regex.Pattern.compile("\\b(" + String.join("|", ids) + ")\\b");
        List<String> found = new ArrayList<>();
        for (String root : List.of("src/main/java", "src/jmh/java", "src/jmh/resources/io/github/poolbench/report")) {
            try (var files = Files.walk(Path.of(root))) {
                for (Path f : files.filter(Files::isRegularFile).toList()) {
                    List<String> lines = Files.readAllLines(f);
                    for (int n = 0; n < lines.size(); n++) {
                        String line = lines.get(n).replaceAll("S[12]\\^2|MHz G3", "");
                        if (anyId.matcher(line).find()) {
                            found.add(f + ":" + (n + 1) + ": " + lines.get(n).trim());
                        }
                    }
                }
            }
        }
        assertThat(found).isEmpty();
    }

    /** Every placeholder of a statement or rule is filled: {threshold}, {percent}, a named rule's {args.x}. */
    @Test
    void everyPlaceholderIsFilled() {
        ClaimCatalog catalog = ClaimCatalog.standard();
        assertThat(catalog.entries()).allSatisfy(e -> {
            assertThat(catalog.statement(e)).as(e.id()).doesNotContain("{");
            assertThat(catalog.rule(e)).as(e.id()).doesNotContain("{");
        });
        ClaimCatalog.Entry honest = catalog.entries().stream().filter(e -> "honestScores".equals(e.check().rule()))
                .findFirst().orElseThrow();
        assertThat(catalog.rule(honest)).contains(honest.check().args().path("limit").asText() + "x");
    }

    /** Every claim with an effect (a scale) has its few words for the forest plot's key. */
    @Test
    void everyClaimWithAnEffectHasAShortLabel() {
        assertThat(ClaimCatalog.standard().entries()).filteredOn(e -> e.scale() != null)
                .allSatisfy(e -> assertThat(e.shortLabel()).as(e.suite() + " " + e.id()).isNotBlank().hasSizeLessThan(40));
    }

    /** An experiment's claims file joins the shared catalog after its own claims; a bad file is named in the error. */
    @Test
    void experimentsClaimFilesJoinTheCatalogAndNameThemselvesInErrors() {
        String part = "claims:\n  - id: AA\n    suite: sample\n    short: \"A/A\"\n    rows: \"x\"\n"
                + "    check: {kind: aa, a: {method: sizedAgain}, b: {method: sized}}\n";
        ClaimCatalog catalog = ClaimCatalog.parse(HEADER + "  []\n", Map.of("x/sample/experiment/claims.yaml", part));
        assertThat(catalog.entries()).extracting(ClaimCatalog.Entry::suite).containsExactly("sample");
        assertThat(catalog.source("sample")).isEqualTo("x/sample/experiment/claims.yaml");
        assertThat(catalog.source("strings")).isEqualTo("io/github/poolbench/claims/claims.yaml");
        assertThatThrownBy(() -> ClaimCatalog.parse(HEADER + "  []\n", Map.of("x/claims.yaml", "claims: {}\n")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("x/claims.yaml: expected a mapping with the list 'claims'");
        assertThatThrownBy(() -> ClaimCatalog.parse(HEADER + "  []\n", Map.of("x/claims.yaml", "claims: [")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("x/claims.yaml: not valid YAML");
        // the project's catalog: every experiment's claims from its own file
        assertThat(ClaimCatalog.standard().source("strings-g1"))
                .isEqualTo("io/github/poolbench/strings/experiment/claims.yaml");
    }
}
