package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.InputStream;
import java.io.ByteArrayOutputStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every check of the committed data, and only here: the README and the pages are exactly what the report generates
 * from the committed store (nobody edits a number by hand; fix with {@code mvn -Preport}), every result file belongs
 * to a stored run, every completed run is read, superseded or set aside ({@code mvn -Psetaside}), the committed
 * verdicts are those from before the claim catalog, and the README's pool example compiles and works. These pass or
 * fail with the data; the unit tests beside them do not.
 */
class CommittedDataTest {

    @Test
    void everyChartIsCommitted() throws Exception {
        for (Path png : Report.generate(Path.of("results"), Path.of("README.md")).binary().keySet()) {
            assertThat(png).as("run mvn -Preport and commit %s", png).exists();
        }
    }

    /**
     * The README answers at a glance: no endless lines, the findings first, a forest plot per
     * experiment (a JVM variant's on its page).
     */
    @Test
    void readmeAnswersAtAGlance() throws Exception {
        String readme = Files.readString(Path.of("README.md"));
        java.util.List<String> lines = readme.lines().toList();
        assertThat(lines).as("README lines over " + ReadmePage.LINE_CHARS + " chars")
                .allMatch(l -> l.length() <= ReadmePage.LINE_CHARS);
        // what to do within the first 10 lines: the lead paragraph, generated from the decision table
        int lead = lines.indexOf(ReadmeSections.begin("lead"));
        assertThat(lead).as("the lead's first line").isPositive().isLessThan(9);
        assertThat(lines.get(lead + 1)).startsWith("**What to do.** ");
        assertThat(readme.indexOf("## Should I pool it?")).isLessThan(readme.indexOf("## Run it on your machine"));
        // the reader's words: the lab's terms live in docs/METHOD.md's glossary
        for (String word : java.util.List.of("sitting", "A/A", "holds", "does not hold", "inconclusive", "settling",
                "bimodal", "campaign", "run store", "set aside", "pre-registered", "oversubscribed", "half-width")) {
            assertThat(readme.toLowerCase(java.util.Locale.ROOT)).as("the README says '" + word + "'")
                    .doesNotContain(word.toLowerCase(java.util.Locale.ROOT));
        }
        assertThat(ReadmeSections.extract(readme, "decisions")).as("every decision is one; every row has a time")
                .doesNotContain("unclear").doesNotContainPattern("-1[0-9][0-9]%");
        for (SuiteReport suite : Report.SUITES) {
            if (Files.exists(Path.of("results", suite.suite().stem() + ".md"))) {
                assertThat(readme).contains("](results/" + suite.suite().stem() + ".md)");
            }
        }
        // a verdict cell cut at 90 chars hides its answer; findings lead with it (Conclusions.shortCell)
        assertThat(Files.readString(Path.of("results", ReadmePage.CLAIMS_PAGE)).lines().filter(l -> l.contains("…")))
                .as("verdict cells cut off").isEmpty();
    }

    /**
     * The README's answer, its decision table and the note under its example are the catalog's
     * templates over {@code results/claims.csv}: rendered from the committed CSV alone, they are
     * what the README says, so a sentence cannot disagree with a verdict or a number.
     */
    @Test
    void theAnswerIsTheCatalogsTemplatesOverClaimsCsv() throws Exception {
        String readme = Files.readString(Path.of("README.md"));
        java.util.List<io.github.poolbench.claims.ClaimResult> csv = ClaimsDiff.parseAll(
                Files.readString(Path.of("results", "claims.csv")), "results/claims.csv");
        io.github.poolbench.claims.Answers answers = io.github.poolbench.claims.Answers.standard();
        io.github.poolbench.claims.ClaimCatalog catalog = io.github.poolbench.claims.ClaimCatalog.standard();
        java.util.function.UnaryOperator<String> wrapped = text -> ReadmePage.wrap(text, ReadmePage.LINE_CHARS);
        assertThat(ReadmeSections.extract(readme, "lead")).isEqualTo(wrapped.apply(Answer.lead(csv, answers)));
        assertThat(ReadmeSections.extract(readme, "decisions")).startsWith(wrapped.apply(Answer.decisions(csv,
                answers)));
        assertThat(ReadmeSections.extract(readme, "reuse")).isEqualTo(wrapped.apply(Answer.reuse(csv, answers,
                catalog, io.github.poolbench.runs.RunStore.all(Path.of("results")))));
        // one sentence per kind of object and regime, the collectors' two among them: an answer, not a list
        assertThat(answers.sentences()).hasSizeBetween(4, 8);
    }

    /**
     * The lab notebook lives in {@code docs/evidence/}, not among the results; every relative link
     * of the README, the generated pages and the notebook's own pages reaches a file.
     */
    @Test
    void everyRelativeLinkResolvesAndResultsHoldNoNotebook() throws Exception {
        assertThat(Path.of("results", "evidence")).doesNotExist();
        java.util.List<Path> documents = new java.util.ArrayList<>(java.util.List.of(Path.of("README.md")));
        for (Path dir : java.util.List.of(Path.of("results"), Path.of("docs"))) {
            try (java.util.stream.Stream<Path> walk = Files.walk(dir)) {
                walk.filter(p -> p.toString().endsWith(".md")).sorted().forEach(documents::add);
            }
        }
        java.util.regex.Pattern link = java.util.regex.Pattern.compile("\\]\\(([^)\\s#]+)(#[^)]*)?\\)");
        java.util.List<String> broken = new java.util.ArrayList<>();
        for (Path doc : documents) {
            java.util.regex.Matcher m = link.matcher(Files.readString(doc));
            while (m.find()) {
                String target = m.group(1);
                if (!target.contains("://") && !target.startsWith("mailto:")
                        && !Files.exists(doc.toAbsolutePath().getParent().resolve(target).normalize())) {
                    broken.add(doc + " -> " + target);
                }
            }
        }
        assertThat(broken).as("links that reach no file").isEmpty();
    }

    @Test
    void readmeAndSummariesMatchTheCommittedResults() throws Exception {
        Map<Path, String> expected = Report.generate(Path.of("results"), Path.of("README.md")).text();
        for (Map.Entry<Path, String> e : expected.entrySet()) {
            assertThat(Files.readString(e.getKey()))
                    .as("%s is out of date with results/*.json: run mvn -Preport", e.getKey())
                    .isEqualTo(e.getValue());
        }
    }


    /**
     * The campaign's rule on the committed store, read as the page reads it: every completed run is read by a page,
     * superseded (every suite it ran has published a later run of changed code since) or set aside for its defect.
     */
    @Test
    void everyCompletedRunOfTheCommittedStoreIsReadSupersededOrSetAside() throws Exception {
        Path committed = Path.of("results");
        java.util.List<io.github.poolbench.claims.ClaimResult> claims = ClaimsDiff.parseAll(Files.readString(committed.resolve("claims.csv")),
                "results/claims.csv");
        assertThat(RunsPage.entries(Results.load(committed), claims))
                .filteredOn(e -> e.use() == RunsPage.Use.NOT_READ)
                .extracting(e -> e.manifest().runId() + ": " + e.detail())
                .as("completed runs neither read by results/claims.csv (mvn -Preport), nor superseded by a later"
                        + " published run of changed code, nor set aside for a named defect (mvn -Psetaside)")
                .isEmpty();
    }


    /** Every committed result file belongs to a run the store has, whose plan names its suite and JDK. */
    @Test
    void everyCommittedRunIsInTheStore() throws Exception {
        Map<String, io.github.poolbench.runs.Manifest> store = new java.util.HashMap<>();
        io.github.poolbench.runs.RunStore.all(Path.of("results")).forEach(m -> store.put(m.runId(), m));
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        try (var files = Files.list(Path.of("results"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".env.json")).sorted().toList()) {
                io.github.poolbench.runs.Environment env = json.readValue(f.toFile(), io.github.poolbench.runs.Environment.class);
                assertThat(store).as("%s: run %s in results/runs", f, env.runId()).containsKey(env.runId());
                io.github.poolbench.runs.Manifest plan = store.get(env.runId());
                assertThat(plan.suites()).as(f.toString()).contains(env.suite());
                assertThat(plan.jvms()).extracting(io.github.poolbench.runs.Manifest.Jvm::major).as(f.toString()).contains(env.jvm().major());
                assertThat(plan.rounds()).isEqualTo(env.rounds());
                assertThat(plan.machine().cpuModel()).isEqualTo(env.cpuModel());
            }
        }
    }

    /**
     * Moving the claims into the catalog changed no verdict, estimate or interval: every row of
     * {@code claims.csv} as it was before (issue 74) regenerates with every column equal, from the
     * committed results where its run is still the published one, else from the files the run store
     * kept when a later run replaced them ({@code results/runs/<id>/<stem>-jdk<N>.json.gz}).
     */
    @Test
    void theCommittedVerdictsAreThoseBeforeTheCatalog(@TempDir Path tmp) throws Exception {
        List<Map<String, String>> before = csv(Files.readString(
                Path.of("src/test/resources/report/claims-before-catalog.csv")));
        Map<String, Map<String, String>> now = rows(Path.of("results"));
        Map<String, Map<String, Map<String, String>>> stored = new LinkedHashMap<>();
        for (Map<String, String> old : before) {
            Map<String, String> published = now.get(key(old));
            assertThat(published).as("claim %s is still checked", key(old)).isNotNull();
            Map<String, String> current = published.get("run_id").equals(old.get("run_id")) ? published
                    : stored.computeIfAbsent(old.get("run_id"), id -> unpacked(id, tmp.resolve(id))).get(key(old));
            assertThat(current).as(key(old)).containsAllEntriesOf(old);
        }
        assertThat(stored).as("replaced runs regenerated from the store").isNotEmpty();
    }

    private static Map<String, Map<String, String>> rows(Path results) throws Exception {
        return csv(ClaimsCsv.csv(Results.load(results), Report.SUITES)).stream()
                .collect(Collectors.toMap(CommittedDataTest::key, r -> r, (a, b) -> a, LinkedHashMap::new));
    }

    /** The claims of a replaced run, from the result files its store folder kept (gzipped). */
    private static Map<String, Map<String, String>> unpacked(String runId, Path dir) {
        try (Stream<Path> kept = Files.list(Path.of("results/runs", runId))) {
            Files.createDirectories(dir);
            for (Path gz : kept.filter(f -> f.toString().endsWith(".json.gz")).toList()) {
                try (InputStream in = new GZIPInputStream(Files.newInputStream(gz))) {
                    Files.write(dir.resolve(gz.getFileName().toString().replace(".gz", "")), in.readAllBytes());
                }
            }
            return rows(dir);
        } catch (Exception e) {
            throw new AssertionError("run " + runId + ": " + e, e);
        }
    }

    private static String key(Map<String, String> row) {
        return row.get("suite") + " " + row.get("claim") + " JDK " + row.get("jdk");
    }

    private static List<Map<String, String>> csv(String text) throws Exception {
        try (MappingIterator<Map<String, String>> it = new CsvMapper().readerFor(Map.class)
                .with(CsvSchema.emptySchema().withHeader()).readValues(text)) {
            return it.readAll();
        }
    }

    private static final String POOL_SECTION = "## The pool to copy";

    /**
     * The README's pool section (what a user copies first) gives the bound on what the pool retains as the method that
     * computes it, not as a number.
     */
    @Test
    void theReadmeNamesTheRetentionBound() throws Exception {
        String readme = Files.readString(Path.of("README.md"));
        assertThat(readme.substring(readme.indexOf(POOL_SECTION))).contains("`worstCaseRetainedBytes()`")
                .contains("`maxIdlePerClass()`");
        assertThat(new io.github.poolbench.pool.BucketedStringBuilderPool().worstCaseRetainedBytes()).isPositive();
    }

    /** The README's pool example compiles against the pool as it is and does what its comments say. */
    @Test
    void theReadmeExampleCompilesAndBuildsItsString(@TempDir Path dir) throws Exception {
        String readme = Files.readString(Path.of("README.md"));
        int section = readme.indexOf(POOL_SECTION);
        assertThat(section).as("README section %s", POOL_SECTION).isNotNegative();
        int start = readme.indexOf("```java\n", section);
        int end = readme.indexOf("```\n", start + 8);
        assertThat(start).as("a java block in %s", POOL_SECTION).isGreaterThan(section);
        assertThat(readme.indexOf("\n## ", section + 1)).as("the block lies inside %s", POOL_SECTION).isGreaterThan(end);
        String example = readme.substring(start + 8, end);
        // the example's own names (BUILDERS, render) in a class of its own
        String source = "package readme;\n\nimport io.github.poolbench.pool.BucketedStringBuilderPool;\n"
                + "import io.github.poolbench.pool.StringBuilderLease;\nimport java.util.List;\n\npublic class Example {\n"
                + example + "\n    public static io.github.poolbench.pool.BucketedStringBuilderPool pool() {\n        return BUILDERS;\n    }\n}\n";
        Path file = dir.resolve("readme/Example.java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, source);

        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int status = javac.run(null, null, errors, "-d", dir.toString(), "-classpath",
                System.getProperty("java.class.path"), file.toString());
        assertThat(status).as("javac on the README example:%n%s%n%s", errors.toString(StandardCharsets.UTF_8), source)
                .isZero();

        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
            Class<?> exampleClass = loader.loadClass("readme.Example");
            Object instance = exampleClass.getConstructor().newInstance();
            Method render = exampleClass.getDeclaredMethod("render", List.class);
            render.setAccessible(true);
            for (List<String> lines : List.of(List.of("a", "bc"), List.of("x".repeat(1000), "y".repeat(2000)))) {
                assertThat(render.invoke(instance, lines)).isEqualTo(String.join("\n", lines) + "\n");
            }
            // the lease gave its builder back: the second render reused the first one's, and it is idle now
            io.github.poolbench.pool.BucketedStringBuilderPool pool =
                    (io.github.poolbench.pool.BucketedStringBuilderPool) exampleClass.getMethod("pool").invoke(null);
            int idle = 0;
            for (int c = 0; c < io.github.poolbench.pool.SizeClasses.COUNT; c++) {
                idle += pool.idle(c);
            }
            assertThat(idle).as("one builder, idle in the thread's cache: the second render reused it").isEqualTo(1);
        }
    }
}
