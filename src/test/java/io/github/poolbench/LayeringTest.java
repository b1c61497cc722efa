package io.github.poolbench;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.Location;
import io.github.poolbench.runs.Suite;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The project's dependencies run one way, as data flows: pools &lt;- benchmarks &lt;- runner, and
 * stats &lt;- claims &lt;- report; the runner and the report never import each other ({@link PoolBench}
 * alone joins them). An experiment's descriptor ({@code <experiment>.experiment}) may read the harness; the
 * harness names no experiment, and the measured code neither. The benchmark packages are read from the registry
 * ({@link Suite#values()}: the packages of every suite's own classes). Checked on the compiled classes of
 * {@code src/main/java} and {@code src/jmh/java} (not the tests, not JMH's generated code) with ArchUnit.
 */
class LayeringTest {

    private static final String BASE = "io.github.poolbench.";
    private static final String[] BENCHMARKS = Arrays.stream(Suite.values()).flatMap(s -> s.ownClasses().stream())
            .map(c -> c.getPackageName() + "..").distinct().toArray(String[]::new);
    private static final String[] HARNESS = {BASE + "runner..", BASE + "report..", BASE + "claims..", BASE + "runs..",
        BASE + "stats..", BASE + "text.."};
    private static final String DESCRIPTORS = "..experiment..";
    private static final String[] POOLS = {BASE + "pool..", BASE + "objectpool..", BASE + "commons.."};

    private static JavaClasses classes;

    @BeforeAll
    static void importProductClasses() {
        classes = new ClassFileImporter().withImportOption(LayeringTest::isProductClass).importPackages("io.github.poolbench");
    }

    /** A class compiled from {@code src/main/java} or {@code src/jmh/java}: its top-level source file is there. */
    static boolean isProductClass(Location location) {
        String uri = location.asURI().toString();
        int at = uri.indexOf("io/github/poolbench/");
        if (at < 0 || !uri.endsWith(".class") || uri.contains("jmh_generated")) {
            return false;
        }
        String name = uri.substring(at, uri.length() - ".class".length());
        int nested = name.indexOf('$');
        String source = (nested < 0 ? name : name.substring(0, nested)) + ".java";
        return Files.exists(Path.of("src/main/java", source)) || Files.exists(Path.of("src/jmh/java", source));
    }

    @Test
    void theRunnerAndTheReportDoNotImportEachOther() {
        noClasses().that().resideInAPackage(BASE + "runner..").should().dependOnClassesThat()
                .resideInAPackage(BASE + "report..").check(classes);
        noClasses().that().resideInAPackage(BASE + "report..").should().dependOnClassesThat()
                .resideInAPackage(BASE + "runner..").check(classes);
    }

    @Test
    void statisticsAndTheCatalogKnowNoReportAndNoRunner() {
        noClasses().that().resideInAPackage(BASE + "stats..").should().dependOnClassesThat()
                .resideInAnyPackage(BASE + "claims..", BASE + "report..", BASE + "runner..", BASE + "runs..",
                        BASE + "text..").check(classes);
        noClasses().that().resideInAPackage(BASE + "claims..").should().dependOnClassesThat()
                .resideInAnyPackage(BASE + "report..", BASE + "runner..").check(classes);
        noClasses().that().resideInAnyPackage(BASE + "runs..", BASE + "text..").should().dependOnClassesThat()
                .resideInAnyPackage(BASE + "claims..", BASE + "report..", BASE + "runner..").check(classes);
    }

    @Test
    void benchmarksKnowOnlyThePoolsAndEachOther() {
        assertThat(BENCHMARKS).contains(BASE + "strings..", BASE + "collectors..");
        noClasses().that().resideInAnyPackage(BENCHMARKS).and().resideOutsideOfPackage(DESCRIPTORS).should()
                .dependOnClassesThat().resideInAnyPackage(HARNESS).check(classes);
        noClasses().that().resideInAnyPackage(BENCHMARKS).and().resideOutsideOfPackage(DESCRIPTORS).should()
                .dependOnClassesThat().resideInAPackage(DESCRIPTORS).check(classes);
    }

    /** Shared code names no experiment, benchmark class or descriptor: an experiment is its package alone. */
    @Test
    void theHarnessNamesNoExperiment() {
        noClasses().that().resideInAnyPackage(HARNESS).should().dependOnClassesThat().resideInAnyPackage(BENCHMARKS)
                .check(classes);
        noClasses().that().resideInAPackage(DESCRIPTORS).should().dependOnClassesThat()
                .resideInAPackage(BASE + "runner..").check(classes);
    }

    @Test
    void thePoolsNeedNothingOfTheBenchmarks() {
        noClasses().that().resideInAnyPackage(POOLS).should().dependOnClassesThat()
                .resideInAnyPackage(BENCHMARKS).check(classes);
        noClasses().that().resideInAnyPackage(POOLS).should().dependOnClassesThat()
                .resideInAnyPackage(HARNESS).check(classes);
    }
}
