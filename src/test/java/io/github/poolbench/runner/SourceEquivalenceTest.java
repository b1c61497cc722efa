package io.github.poolbench.runner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class SourceEquivalenceTest {

    private static final String BEFORE = """
            package p;

            import java.util.List;

            /** A class. */
            @Deprecated
            final class A {
                /** The size, in chars. */
                static final int SIZE = 32;

                int twice(int x) {
                    return 2 * x; // doubled
                }
            }
            """;

    @Test
    void commentsJavadocAndLayoutAreNotCode() {
        String after = """
                package p;
                import java.util.List;
                /**
                 * A class, now documented at length: what it holds, which exceptions, thread-safety.
                 */
                @Deprecated final class A {
                    /* block comment */
                    static final int SIZE = 32;


                    /** Doubles. @param x a number */
                    int twice(int x) { return 2 * x; }
                }
                """;
        assertThat(SourceEquivalence.sameCode(BEFORE, after)).isTrue();
        assertThat(SourceEquivalence.code(after)).hasValueSatisfying(code -> assertThat(code)
                .doesNotContain("documented").doesNotContain("block comment").contains("2 * x"));
    }

    @Test
    void aChangedLiteralStatementAnnotationOrImportIsCode() {
        assertThat(SourceEquivalence.sameCode(BEFORE, BEFORE.replace("SIZE = 32", "SIZE = 64"))).isFalse();
        assertThat(SourceEquivalence.sameCode(BEFORE, BEFORE.replace("2 * x", "x + x"))).isFalse();
        assertThat(SourceEquivalence.sameCode(BEFORE, BEFORE.replace("@Deprecated\n", ""))).isFalse();
        assertThat(SourceEquivalence.sameCode(BEFORE, BEFORE.replace("java.util.List", "java.util.Map"))).isFalse();
        assertThat(SourceEquivalence.sameCode(BEFORE, BEFORE.replace("package p;", "package q;"))).isFalse();
    }

    @Test
    void aFileThatDoesNotParseCountsAsChanged() {
        String broken = BEFORE.replace("return 2 * x;", "return 2 * ;");
        assertThat(SourceEquivalence.code(broken)).isEmpty();
        assertThat(SourceEquivalence.sameCode(broken, broken)).isFalse();
        assertThat(SourceEquivalence.sameCode(BEFORE, broken)).isFalse();
    }

    @Test
    void aJavadocEditOfThePoolIsNotACodeChange() throws IOException {
        Path pool = Path.of("src/main/java/io/github/poolbench/pool/BucketedStringBuilderPool.java");
        assumeThat(pool).exists();
        String source = Files.readString(pool);
        String edited = source.replaceFirst("/\\*\\*", "/**\n * A new first paragraph of Javadoc.\n *");
        assertThat(edited).isNotEqualTo(source);
        assertThat(SourceEquivalence.sameCode(source, edited)).isTrue();
        assertThat(SourceEquivalence.sameCode(source, source.replaceFirst("\\breturn\\b", "return  "))).isTrue();
        assertThat(SourceEquivalence.sameCode(source, source.replaceFirst("private static final int", "static final int")))
                .isFalse();
    }

    @Test
    void jmhRunSettingsAreSetAsideOnlyWhenAskedAndOnlyThem() {
        String before = """
                package p;
                import org.openjdk.jmh.annotations.*;
                @State(Scope.Benchmark)
                @Fork(value = 3, jvmArgsAppend = {"-Xmx1g"})
                public class B {
                    @Benchmark @Warmup(iterations = 3) public int m() { return 1; }
                }
                """;
        String forkAndWarmup = before.replace("{\"-Xmx1g\"}", "{\"-Xmx1g\",\n        \"-Xms1g\"}")
                .replace("@Warmup(iterations = 3)", "@org.openjdk.jmh.annotations.Warmup(iterations = 5)");
        assertThat(SourceEquivalence.sameCode(before, forkAndWarmup)).isFalse();
        assertThat(SourceEquivalence.sameCodeBesidesRunSettings(before, forkAndWarmup)).isTrue();
        assertThat(SourceEquivalence.sameCodeBesidesRunSettings(before, forkAndWarmup.replace("return 1", "return 2")))
                .as("and code").isFalse();
        assertThat(SourceEquivalence.sameCodeBesidesRunSettings(before, before.replace("Scope.Benchmark", "Scope.Thread")))
                .as("@State is not a run setting").isFalse();
        assertThat(SourceEquivalence.sameCodeBesidesRunSettings(before, before.replace("return 1;", "return 1")))
                .as("does not parse").isFalse();
    }

    @Test
    void aPomEditOfCommentsLayoutOrPoolbenchDefaultsBuildsTheSameForks() throws IOException {
        String pom = Files.readString(Path.of("pom.xml"));
        assertThat(pom).contains("<poolbench.suites>", "<jmh.version>", "<!--");
        assertThat(SourceEquivalence.samePom(pom, pom)).isTrue();
        assertThat(SourceEquivalence.samePom(pom, pom.replaceFirst("<!--", "<!-- a new remark;"))).isTrue();
        assertThat(SourceEquivalence.samePom(pom, pom.replace("\n", "\n  "))).isTrue();
        assertThat(SourceEquivalence.samePom(pom, pom.replaceFirst("<poolbench.suites>[^<]*</poolbench.suites>",
                "<poolbench.suites>sweep</poolbench.suites>"))).isTrue();
        assertThat(SourceEquivalence.samePom(pom, pom.replaceFirst("\\s*<poolbench.pip>[^<]*</poolbench.pip>", "")))
                .isTrue();
        assertThat(SourceEquivalence.samePom(pom, pom.replaceFirst("(<properties>)",
                "$1<poolbench.newOption>x</poolbench.newOption>"))).isTrue();
    }

    /**
     * A lint-only compiler argument and a poolbench property handed on to the runner change no fork: commit ef63349
     * (doclint) and the runner's -Dpoolbench.stopIfTooNoisy would otherwise have ended every continuation of a run
     * measured before them. A literal value, another compiler argument or a mismatched property still counts.
     */
    @Test
    void aLintFlagOrAPoolbenchPropertyHandedToTheRunnerBuildsTheSameForks() throws IOException {
        String pom = Files.readString(Path.of("pom.xml"));
        String passed = "-Dpoolbench.stopIfTooNoisy=${poolbench.stopIfTooNoisy} ";
        assertThat(pom).contains(passed, "<arg>-Xdoclint:all/protected</arg>", "<arg>-Werror</arg>");
        assertThat(SourceEquivalence.samePom(pom, pom.replace(passed, ""))).isTrue();
        assertThat(SourceEquivalence.samePom(pom, pom.replace(passed, passed + "-Dpoolbench.later=${poolbench.later} ")))
                .isTrue();
        assertThat(SourceEquivalence.samePom(pom, pom.replace("<arg>-Xdoclint:all/protected</arg>", "")
                .replace("<arg>-Werror</arg>", ""))).isTrue();
        // ef63349 added the whole execution: without it, the default-compile execution is the default
        String withoutLintExecution = pom.replaceFirst("(?s)<execution>\\s*<!--[^>]*-->\\s*<id>default-compile</id>.*?"
                + "</execution>\\s*", "");
        assertThat(withoutLintExecution).doesNotContain("-Xdoclint").contains("<id>default-testCompile</id>");
        assertThat(SourceEquivalence.samePom(pom, withoutLintExecution)).isTrue();
        assertThat(SourceEquivalence.samePom(pom, pom.replace("<arg>-Werror</arg>", "<arg>-parameters</arg>")))
                .as("the execution then configures something").isFalse();
        assertThat(SourceEquivalence.samePom(pom, pom.replace(passed, passed + "-Dpoolbench.later=true ")))
                .as("a literal value").isFalse();
        assertThat(SourceEquivalence.samePom(pom, pom.replace(passed, passed + "-Dpoolbench.a=${poolbench.b} ")))
                .as("another property's value").isFalse();
        assertThat(SourceEquivalence.samePom(pom, pom.replace("<arg>-Werror</arg>",
                "<arg>-Werror</arg><arg>-g:none</arg>"))).as("a compiler argument that changes the class files").isFalse();
        assertThat(SourceEquivalence.samePom(pom, pom.replace(passed, passed + "-Xmx2g ")))
                .as("a JVM argument of the runner").isFalse();
    }

    @Test
    void aPomEditOfAProfileThatJmhLeavesOffBuildsTheSameForks() throws IOException {
        String pom = Files.readString(Path.of("pom.xml"));
        assertThat(pom).contains("ClaimsDiff \"${poolbench.before}\"", "<id>stress</id>", "<id>report</id>");
        assertThat(SourceEquivalence.samePom(pom, pom.replace("ClaimsDiff \"${poolbench.before}\"",
                "ClaimsDiff ${poolbench.before}"))).isTrue();
        String withoutStress = pom.replaceFirst("(?s)<profile>\\s*<id>stress</id>.*?</profile>", "");
        assertThat(SourceEquivalence.samePom(pom, withoutStress)).isTrue();
        String extra = "<profile><id>extra</id><properties><jmh.version>1.36</jmh.version></properties></profile>";
        assertThat(SourceEquivalence.samePom(pom, pom.replace("</profiles>", extra + "</profiles>"))).isTrue();
    }

    @Test
    void aPomEditOfTheJmhProfileOrOfAProfileThatActivatesItselfCounts() throws IOException {
        String pom = Files.readString(Path.of("pom.xml"));
        String report = "io.github.poolbench.report.Report</commandlineArgs>";
        // the first: the jmh profile's own report execution
        assertThat(SourceEquivalence.samePom(pom, pom.replaceFirst(report, "-x " + report))).isFalse();
        assertThat(SourceEquivalence.samePom(pom, pom.replace("<id>report</id>",
                "<id>report</id><activation><activeByDefault>true</activeByDefault></activation>"))).isFalse();
        assertThat(SourceEquivalence.samePom(pom, pom.replace("</profiles>",
                "<profile><id>extra</id><activation><jdk>17</jdk></activation></profile></profiles>"))).isFalse();
        assertThat(SourceEquivalence.samePom(pom, pom.replaceFirst("<id>jdk21</id>", "<id>jmh</id>"))).isFalse();
    }

    @Test
    void aPomEditOfAnythingElseCounts() throws IOException {
        String pom = Files.readString(Path.of("pom.xml"));
        assertThat(SourceEquivalence.samePom(pom, pom.replaceFirst("<jmh.version>[^<]*</jmh.version>",
                "<jmh.version>1.36</jmh.version>"))).isFalse();
        assertThat(SourceEquivalence.samePom(pom, pom.replaceFirst("<maven.compiler.release>17<",
                "<maven.compiler.release>21<"))).isFalse();
        assertThat(SourceEquivalence.samePom(pom, pom.replaceFirst("-Dpoolbench.suites=\\$\\{poolbench.suites}",
                "-Dpoolbench.suites=all"))).isFalse();
        String broken = pom.replaceFirst("</properties>", "");
        assertThat(SourceEquivalence.pom(broken)).isEmpty();
        assertThat(SourceEquivalence.samePom(broken, broken)).isFalse();
        assertThat(SourceEquivalence.samePom("<!DOCTYPE p [<!ENTITY e \"x\">]><p>&e;</p>", "<p>x</p>")).isFalse();
    }
}
