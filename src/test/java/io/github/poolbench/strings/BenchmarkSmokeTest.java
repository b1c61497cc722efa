package io.github.poolbench.strings;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.poolbench.overhead.PoolOverheadBenchmark;
import io.github.poolbench.overhead.PoolType;
import java.util.Arrays;
import java.util.Collection;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.junit.jupiter.api.Test;

/**
 * Runs every benchmark method once through JMH's {@link Runner}, in-process and with tiny
 * iterations, so a broken benchmark fails {@code mvn verify}. Not a measurement: no timing is
 * asserted, only that each method ran and produced a score.
 */
class BenchmarkSmokeTest {

    private static Collection<RunResult> runOnce(Class<?> benchmark, String param, String... values)
            throws Exception {
        return new Runner(new OptionsBuilder()
                .include("^" + benchmark.getName() + "\\.")
                .param(param, values)
                .forks(0)
                .warmupIterations(0)
                .measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(20))
                .timeUnit(TimeUnit.NANOSECONDS)
                .verbosity(VerboseMode.SILENT)
                .build()).run();
    }

    private static Set<String> benchmarkMethods(Class<?> benchmark) {
        Set<String> names = new TreeSet<>();
        Arrays.stream(benchmark.getMethods()).filter(m -> m.isAnnotationPresent(Benchmark.class))
                .forEach(m -> names.add(m.getName()));
        return names;
    }

    private static Set<String> ranMethods(Collection<RunResult> results) {
        Set<String> names = new TreeSet<>();
        for (RunResult r : results) {
            String label = r.getParams().getBenchmark();
            names.add(label.substring(label.lastIndexOf('.') + 1));
            assertThat(r.getPrimaryResult().getScore()).as(label).isPositive();
        }
        return names;
    }

    @Test
    void everyStringBuildingMethodRuns() throws Exception {
        Collection<RunResult> results = runOnce(StringBuildingBenchmark.class, "length", "32");
        assertThat(ranMethods(results)).isEqualTo(benchmarkMethods(StringBuildingBenchmark.class)).hasSize(10);
    }

    @Test
    void everyPoolOverheadMethodAndContenderRuns() throws Exception {
        Collection<RunResult> results = new Runner(new OptionsBuilder()
                .include("^" + PoolOverheadBenchmark.class.getName() + "\\.")
                .param("capacity", "32")
                .param("size", "256")
                .forks(0).warmupIterations(0).measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(20)).verbosity(VerboseMode.SILENT).build()).run();
        Set<String> expected = benchmarkMethods(PoolOverheadBenchmark.class);
        expected.removeIf(name -> name.startsWith("handoff"));
        expected.add("handoff"); // the producer/consumer pair runs as one group
        expected.addAll(benchmarkMethods(PoolOverheadBenchmark.CallerShapes.class));
        expected.add("nettyThread1"); // OnFastThreads: our pool and the baseline on Netty's threads
        assertThat(ranMethods(results)).isEqualTo(expected);
        // shared1 and realistic x every contender but bucketedFixed and threadLocalPadded (Netty's in OnFastThreads);
        // shared2, shared8 and shared64 x every contender; handoff without stormpotTap, jacksonThreadLocal,
        // bucketedFixed, bucketedIdTable and threadLocalPadded; churn x 5 contenders; promoted1 x 4; nettyThread1 x 2;
        // 3 append patterns x {fresh, pooled}; the callers' shapes
        int contenders = PoolType.values().length;
        assertThat(results).hasSize(2 * (contenders - 2) + 3 * contenders + contenders - 5 + 5 + 4 + 2
                + 3 * PoolOverheadBenchmark.Source.values().length
                + benchmarkMethods(PoolOverheadBenchmark.CallerShapes.class).size());
        for (RunResult r : results) {
            if (r.getParams().getBenchmark().endsWith("handoff")) {
                assertThat(r.getSecondaryResults()).as("transfers counted").containsKey("transfers");
            }
        }
    }

    @Test
    void everyTechniqueBuildsTheSameString() {
        for (int length : new int[] {32, 256, 4096}) {
            StringBuildingBenchmark b = new StringBuildingBenchmark();
            b.length = length;
            b.setUp();
            try {
                String expected = String.join("", b.parts);
                assertThat(expected).hasSize(length);
                assertThat(b.stringAddition()).isEqualTo(expected);
                assertThat(b.naiveConcat()).isEqualTo(expected);
                assertThat(b.stringConcat()).isEqualTo(expected);
                assertThat(b.unsizedBuilder()).isEqualTo(expected);
                assertThat(b.sizedBuilder()).isEqualTo(expected);
                assertThat(b.unsizedStringBuffer()).isEqualTo(expected);
                assertThat(b.sizedStringBuffer()).isEqualTo(expected);
                for (int i = 0; i < 3; i++) { // steady state: the pooled builder is reused
                    assertThat(b.pooledBucketed()).isEqualTo(expected);
                    assertThat(b.pooledCommons()).isEqualTo(expected);
                }
                int idle = 0;
                for (int c = 0; c < io.github.poolbench.pool.SizeClasses.COUNT; c++) {
                    idle += b.bucketed.idle(c);
                }
                assertThat(idle).as("allocated once, then reused: one idle builder").isEqualTo(1);
            } finally {
                b.tearDown();
            }
        }
    }

    @Test
    void everySweepMethodAndControlRunsAndBuildsTheSameString() throws Exception {
        Collection<RunResult> results = runOnce(PoolSizeSweep.class, "length", "64", "8192");
        assertThat(ranMethods(results)).isEqualTo(benchmarkMethods(PoolSizeSweep.class)).hasSize(6);
        for (int length : new int[] {64, 8192}) {
            PoolSizeSweep sweep = new PoolSizeSweep();
            sweep.length = length;
            sweep.setUp();
            try {
                String expected = sweep.sizedBuilder();
                assertThat(expected).hasSize(length);
                assertThat(sweep.pooledBucketed()).isEqualTo(expected);
                assertThat(sweep.pooledCommons()).isEqualTo(expected);
                assertThat(sweep.sizedOutOfLine()).isEqualTo(expected);
                assertThat(sweep.sizedEscaping(new org.openjdk.jmh.infra.Blackhole(
                        "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.")))
                        .isEqualTo(expected);
            } finally {
                sweep.tearDown();
            }
        }
    }

    /** Every suite's forks run the JVM users run: the heap and the collector fixed, nothing in the JIT. */
    @Test
    void everySuitesForksRunOnDefaultJitFlags() {
        for (io.github.poolbench.runs.Suite suite : io.github.poolbench.runs.Suite.values()) {
            Class<?> benchmark = suite.benchmarkClass();
            java.util.List<org.openjdk.jmh.annotations.Fork> forks = new java.util.ArrayList<>();
            forks.add(benchmark.getAnnotation(org.openjdk.jmh.annotations.Fork.class));
            Arrays.stream(benchmark.getDeclaredMethods())
                    .map(m -> m.getAnnotation(org.openjdk.jmh.annotations.Fork.class))
                    .filter(java.util.Objects::nonNull).forEach(forks::add);
            for (org.openjdk.jmh.annotations.Fork fork : forks) {
                assertThat(fork).as(suite.stem() + "'s @Fork").isNotNull();
                assertThat(java.util.stream.Stream.of(fork.jvmArgs(), fork.jvmArgsAppend(), fork.jvmArgsPrepend())
                        .flatMap(Arrays::stream))
                        .as(suite.stem() + "'s fork arguments")
                        .noneMatch(a -> a.startsWith("-XX:CompileCommand") || a.startsWith("-XX:CompileThreshold")
                                || a.matches("-XX:[+-](Inline|TieredCompilation|UseOnStackReplacement|BackgroundCompilation)")
                                || a.startsWith("-XX:TieredStopAtLevel") || a.equals("-Xint") || a.equals("-Xcomp"))
                        .contains("-XX:+UseG1GC");
            }
        }
    }

    @Test
    void gcPressureBuildsTheSameStringBothWaysBesideItsLiveSet() throws Exception {
        io.github.poolbench.gcpressure.GcPressureBenchmark b = new io.github.poolbench.gcpressure.GcPressureBenchmark();
        b.liveMb = 4;
        b.setUp();
        String expected = b.sized();
        assertThat(expected).hasSize(io.github.poolbench.gcpressure.GcPressureBenchmark.LENGTH);
        assertThat(b.pooled()).isEqualTo(expected);
        assertThat(b.pooled()).isEqualTo(expected);
        assertThat(io.github.poolbench.gcpressure.GcPressureTestAccess.liveNodes(b)).isEqualTo(4_000_000L / 40);
    }
}
