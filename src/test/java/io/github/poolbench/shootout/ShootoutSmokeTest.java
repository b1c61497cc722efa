package io.github.poolbench.shootout;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Collection;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs every shoot-out benchmark method in-process with tiny iterations (not a measurement):
 * every pool at 10 threads in both modes, one pool at 50 and 100 threads, and the two
 * single-thread baselines; each produces a score and the fairness figures.
 */
class ShootoutSmokeTest {

    private static Collection<RunResult> run(String methods, String... pools) throws Exception {
        OptionsBuilder options = new OptionsBuilder();
        options.include("^" + ObjectPoolShootout.class.getName() + "\\.(" + methods + ")$")
                .param("poolSize", "10")
                .forks(0).warmupIterations(0).measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(50))
                .addProfiler(FairnessProfiler.class)
                .verbosity(VerboseMode.SILENT);
        if (pools.length > 0) {
            options.param("pool", pools);
        }
        return new Runner(options.build()).run();
    }

    @Test
    void everyMethodAndPoolRuns() throws Exception {
        Collection<RunResult> ten = run("threads10|sampled10");
        assertThat(ten).hasSize(2 * PoolKind.main().size());
        Collection<RunResult> article = run("article50");
        assertThat(article).hasSize(PoolKind.article().size());
        Collection<RunResult> more = run("threads2|threads50|threads100|sampled50|sampled100|useOnly|useOnlyAgain|create",
                "bounded");
        ten = Stream.concat(ten.stream(), article.stream()).toList();
        Set<String> ran = Stream.concat(ten.stream(), more.stream())
                .map(r -> r.getParams().getBenchmark().substring(r.getParams().getBenchmark().lastIndexOf('.') + 1))
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> all = Arrays.stream(ObjectPoolShootout.class.getMethods())
                .filter(m -> m.isAnnotationPresent(Benchmark.class)).map(m -> m.getName())
                .collect(Collectors.toCollection(TreeSet::new));
        assertThat(ran).isEqualTo(all);
        for (RunResult r : Stream.concat(ten.stream(), more.stream()).toList()) {
            String label = r.getParams().getBenchmark() + " " + r.getParams().getParam("pool");
            assertThat(r.getPrimaryResult().getScore()).as(label).isPositive();
            String method = label.substring(label.lastIndexOf('.') + 1);
            if (method.startsWith("threads") || method.startsWith("sampled")) {
                assertThat(r.getSecondaryResults()).as(label).containsKeys("fair.ops", "fair.opsPerMs", "fair.jain",
                        "fair.served", "fair.timeouts");
                assertThat(r.getSecondaryResults().get("fair.threads").getScore()).as(label).isPositive();
            }
        }
    }

    @Test
    void theExpensiveObjectIsBuiltAsTheArticlesCodeBuildsIt() {
        String data = ExpensiveObject.create().data();
        assertThat(data).hasSize(ExpensiveObject.DATA_CHARS).hasSize(750_000).startsWith("0123456789:;<=>?@ABC")
                .endsWith("wxyz");
    }
}
