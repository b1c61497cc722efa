package io.github.poolbench.runs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Fork;

/** A JVM variant changes one thing in a fork's arguments: the collector, or the object-header layout. */
class JvmVariantTest {

    private static final List<String> ANNOTATED = List.of("-Xms2g", "-Xmx2g", "-XX:+UseG1GC", "-XX:+AlwaysPreTouch");

    @Test
    void eachVariantReplacesTheCollectorOrAddsTheHeaderFlagAndKeepsTheHeap() {
        assertThat(JvmVariant.G1.forkArgs(ANNOTATED, 17)).contains(ANNOTATED);
        assertThat(JvmVariant.PARALLEL.forkArgs(ANNOTATED, 17)).contains(
                List.of("-Xms2g", "-Xmx2g", "-XX:+UseParallelGC", "-XX:+AlwaysPreTouch"));
        assertThat(JvmVariant.ZGC.forkArgs(ANNOTATED, 21)).contains(
                List.of("-Xms2g", "-Xmx2g", "-XX:+UseZGC", "-XX:+ZGenerational", "-XX:+AlwaysPreTouch"));
        assertThat(JvmVariant.ZGC.forkArgs(ANNOTATED, 25)).as("generational is ZGC's only mode from JDK 23 on")
                .contains(List.of("-Xms2g", "-Xmx2g", "-XX:+UseZGC", "-XX:+AlwaysPreTouch"));
        assertThat(JvmVariant.COMPACT_HEADERS.forkArgs(ANNOTATED, 25)).contains(
                List.of("-Xms2g", "-Xmx2g", "-XX:+UseG1GC", "-XX:+AlwaysPreTouch", "-XX:+UseCompactObjectHeaders"));
    }

    @Test
    void aVariantThatDoesNotExistOnAJdkGivesNoArguments() {
        assertThat(JvmVariant.ZGC.forkArgs(ANNOTATED, 17)).as("JDK 17's ZGC is not generational").isEmpty();
        assertThat(JvmVariant.COMPACT_HEADERS.forkArgs(ANNOTATED, 24)).as("a product flag from 25 only").isEmpty();
        assertThat(JvmVariant.ZGC.runsOn(21)).isTrue();
        assertThat(JvmVariant.PARALLEL.runsOn(17)).isTrue();
        assertThat(Suite.of("strings-zgc").runsOn(17)).isFalse();
        assertThat(Suite.of("strings").runsOn(17)).isTrue();
    }

    @Test
    void aForkListWithoutG1OrWithAnotherCollectorIsRefused() {
        assertThatThrownBy(() -> JvmVariant.ZGC.forkArgs(List.of("-Xmx1g"), 25))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a generational ZGC variant rewrites a @Fork(jvmArgsAppend) that names -XX:+UseG1GC once"
                        + " and no other collector or header flag, not [-Xmx1g]");
        assertThatThrownBy(() -> JvmVariant.PARALLEL.forkArgs(List.of("-XX:+UseG1GC", "-XX:+UseZGC"), 21))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> JvmVariant.G1.forkArgs(List.of("-XX:+UseG1GC", "-XX:+UseCompactObjectHeaders"), 25))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aVariantMeasuresItsExperimentsNamedMethodsAndBenchmarkNamesStillBelongToTheExperiment() {
        String cls = io.github.poolbench.strings.StringBuildingBenchmark.class.getName();
        assertThat(Suite.of("strings-zgc").measures(cls + ".pooledBucketed")).isTrue();
        assertThat(Suite.of("strings-zgc").measures(cls + ".sizedBuilderAgain")).isTrue();
        assertThat(Suite.of("strings-zgc").measures(cls + ".naiveConcat")).isFalse();
        assertThat(Suite.of("strings-zgc").measures(cls + ".pooledBucketedX")).as("whole names").isFalse();
        assertThat(Suite.of("strings").measures(cls + ".naiveConcat")).isTrue();
        assertThat(Suite.ofBenchmark(cls + ".pooledBucketed")).contains(Suite.of("strings"));
        assertThat(Suite.of("strings-zgc").variantOf()).contains(Suite.of("strings"));
        assertThat(Suite.of("strings").variantOf()).isEmpty();
        assertThat(Suite.of("strings-zgc").contenders()).isEqualTo(Suite.of("strings").contenders());
        assertThat(Suite.of("strings-zgc").resultFileName(25)).isEqualTo("strings-zgc-jdk25.json");
        assertThat(Suite.experiments()).doesNotContain(Suite.of("strings-g1"), Suite.of("strings-zgc"), Suite.of("strings-parallel"),
                Suite.of("strings-coh")).contains(Suite.of("strings"), Suite.of("messages"));
    }

    @Test
    void theMessagesAndGcPressureVariantsRunEveryMethodOfTheirExperimentWithItsProfilers() {
        String messages = io.github.poolbench.messages.MessagesBenchmark.class.getName();
        String gc = io.github.poolbench.gcpressure.GcPressureBenchmark.class.getName();
        assertThat(Suite.of("messages-zgc").measures(messages + ".million")).isTrue();
        assertThat(Suite.of("messages-zgc").measures(gc + ".pooled")).as("another experiment's method").isFalse();
        assertThat(Suite.of("gcpressure-parallel").measures(gc + ".sizedAgain")).isTrue();
        assertThat(Suite.of("gcpressure-zgc").profilers()).containsExactly(io.github.poolbench.gcpressure.GcPauseProfiler.class,
                io.github.poolbench.collectors.CollectorProfiler.class);
        assertThat(Suite.of("gcpressure-g1").profilers()).as("the reference records the same figures")
                .isEqualTo(Suite.of("gcpressure-zgc").profilers());
        assertThat(Suite.of("messages-zgc").profilers()).isEqualTo(Suite.of("messages").profilers());
        assertThat(Suite.of("messages-zgc").forkArgs(21)).contains(
                List.of("-Xms2g", "-Xmx2g", "-XX:+UseZGC", "-XX:+ZGenerational", "-XX:+AlwaysPreTouch"));
        assertThat(Suite.of("gcpressure-coh").runsOn(21)).isFalse();
        assertThat(Suite.ofStem("gcpressure-zgc")).contains(Suite.of("gcpressure-zgc"));
        assertThat(Suite.experiments()).doesNotContain(Suite.of("messages-g1"), Suite.of("gcpressure-g1"));
    }

    /**
     * A variant's fork arguments replace every {@code @Fork(jvmArgsAppend)} of its class: that changes only the
     * collector if no method has a fork list of its own that differs from the class's.
     */
    @Test
    void everyVariantsClassHasOneForkListThatNamesG1() {
        for (Suite suite : Suite.values()) {
            if (suite.variantOf().isEmpty()) {
                continue;
            }
            List<String> annotated = List.of(suite.benchmarkClass().getAnnotation(Fork.class).jvmArgsAppend());
            assertThat(annotated).as(suite.stem()).containsOnlyOnce(JvmVariant.G1_FLAG);
            for (Method m : suite.benchmarkClass().getDeclaredMethods()) {
                Fork own = m.getAnnotation(Fork.class);
                if (own != null) {
                    assertThat(Arrays.asList(own.jvmArgsAppend())).as(suite.stem() + "." + m.getName())
                            .isEqualTo(annotated);
                }
            }
            for (int jdk : List.of(17, 21, 25)) {
                if (suite.runsOn(jdk)) {
                    assertThat(suite.forkArgs(jdk)).as(suite.stem() + " on " + jdk).isPresent();
                }
            }
        }
    }
}
