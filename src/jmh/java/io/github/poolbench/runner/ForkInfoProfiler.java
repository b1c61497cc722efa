package io.github.poolbench.runner;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;

/**
 * A JMH profiler that measures nothing: inside each fork it writes what the fork really ran
 * with (garbage collectors, maximum heap, JVM input arguments, processors) to
 * {@code <dir>/<pid>-<JVM start, ms since the epoch>.json} (unique even when a resumed run's
 * forks get the pids of earlier ones), once, after the first iteration. The runner adds it with
 * {@code dir=} set to a folder of its own and folds the files into the environment file.
 */
public final class ForkInfoProfiler implements InternalProfiler {

    /**
     * What one fork ran with.
     *
     * @param benchmark    the benchmark, with its parameters
     * @param collectors   names of the garbage collector MXBeans, e.g. {@code G1 Young Generation}
     * @param heapMaxBytes {@link Runtime#maxMemory()}
     * @param inputArgs    the fork's JVM arguments
     * @param processors   {@link Runtime#availableProcessors()} inside the fork
     */
    public record ForkInfo(String benchmark, List<String> collectors, long heapMaxBytes, List<String> inputArgs,
                           int processors) {
    }

    private final Path dir;
    private boolean written;

    /** @param initLine {@code dir=<folder>} */
    public ForkInfoProfiler(String initLine) {
        if (initLine == null || !initLine.startsWith("dir=")) {
            throw new IllegalArgumentException("ForkInfoProfiler needs dir=<folder>, got: " + initLine);
        }
        this.dir = Path.of(initLine.substring("dir=".length()));
    }

    @Override
    public String getDescription() {
        return "records the collectors, heap and JVM arguments of each fork";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        // nothing: the record is written after the first iteration
    }

    @Override
    @SuppressWarnings("rawtypes") // JMH's InternalProfiler declares the raw Result type
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams,
                                                       IterationParams iterationParams, IterationResult result) {
        if (!written) {
            written = true;
            ForkInfo info = new ForkInfo(benchmarkParams.id(),
                    ManagementFactory.getGarbageCollectorMXBeans().stream().map(GarbageCollectorMXBean::getName)
                            .toList(),
                    Runtime.getRuntime().maxMemory(), ManagementFactory.getRuntimeMXBean().getInputArguments(),
                    Runtime.getRuntime().availableProcessors());
            try {
                Files.createDirectories(dir);
                new ObjectMapper().writeValue(dir.resolve(ProcessHandle.current().pid() + "-"
                        + ManagementFactory.getRuntimeMXBean().getStartTime() + ".json").toFile(), info);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return List.of();
    }
}
