package io.github.poolbench.runner;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.poolbench.runs.Environment;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * The files a sitting's forks leave: each fork's JMH output under {@link #WORK}, what
 * {@link ForkInfoProfiler} read inside it. Stateless.
 */
final class ForkFiles {

    private ForkFiles() {
    }

    /** Where each fork's JMH output and what {@link ForkInfoProfiler} reads inside it go, per run. */
    static final Path WORK = Path.of("target", "poolbench-work");

    /**
     * Reads and removes what {@link ForkInfoProfiler} wrote during the fork that just ended.
     *
     * @param dir the folder the profiler was given
     * @return that fork's setting (one fork), or null where it wrote nothing
     * @throws IOException if a file cannot be read or removed
     */
    static Environment.ForkSetting takeForkSetting(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return null;
        }
        Environment.ForkSetting setting = null;
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : (Iterable<Path>) files.sorted()::iterator) {
                ForkInfoProfiler.ForkInfo info = new ObjectMapper().readValue(f.toFile(),
                        ForkInfoProfiler.ForkInfo.class);
                setting = new Environment.ForkSetting(info.collectors(), info.heapMaxBytes(), info.inputArgs(),
                        info.processors(), 1);
                Files.delete(f);
            }
        }
        return setting;
    }
}
