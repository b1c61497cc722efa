package io.github.poolbench.runner;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.github.poolbench.runs.Environment;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The files a sitting's forks leave: each fork's JMH output under {@link #WORK}, what
 * {@link ForkInfoProfiler} read inside it, and the records of a stored sitting's JMH JSON that one
 * result file takes. Stateless.
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

    /**
     * @param all     a sitting's JMH JSON, parsed: one record per row of the run
     * @param indices the rows wanted, in order
     * @param what    the file they go to, for the message
     * @return those records, formatted as the runner formats its files
     * @throws IOException if it is not a JSON array holding every index
     */
    static String records(JsonNode all, List<Integer> indices, String what) throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        ArrayNode picked = mapper.createArrayNode();
        for (int i : indices) {
            if (!all.isArray() || i >= all.size()) {
                throw new IOException("a stored sitting has " + all.size() + " records, not one per row of the run,"
                        + " so " + what + " cannot be written from it");
            }
            picked.add(all.get(i));
        }
        return mapper.enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(picked) + "\n";
    }
}
