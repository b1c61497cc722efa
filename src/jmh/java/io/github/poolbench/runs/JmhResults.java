package io.github.poolbench.runs;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;

/**
 * The forks of a run's rows as JMH's own result objects, and their JMH JSON. A row's forks are
 * {@link BenchmarkResult}s in round order; JMH's JSON writer aggregates them as JMH aggregates a
 * row ({@link RunResult}: over every measurement iteration of every fork), so joining the forks of
 * two sittings and writing them is JMH's aggregation, not a recomputation of it. The store keeps the
 * objects with Java serialization beside each sitting's JSON (JMH's results are
 * {@link java.io.Serializable}; its forks send them to the host VM that way), so that a resumed
 * run's sittings can be joined. Stateless; thread-safe.
 */
public final class JmhResults {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** What a stored file may hold: JMH's result classes and the JDK's, nothing else. */
    private static final ObjectInputFilter ONLY_JMH =
            ObjectInputFilter.Config.createFilter("org.openjdk.jmh.**;java.**;!*");

    private JmhResults() {
    }

    /**
     * JMH's JSON of rows: per row with forks one record, one {@code rawData} array per fork in
     * round order, and {@code forks} set to their number (each fork ran as a JMH run of one fork).
     *
     * @param rows the forks of each row, in the order the records are to appear; rows without a
     *             fork are left out
     * @return the JSON text, indented, ending with a newline
     * @throws IOException if JMH's writer does not write one record per row with forks
     */
    public static String json(List<List<BenchmarkResult>> rows) throws IOException {
        List<RunResult> runResults = new ArrayList<>();
        List<Integer> forkCounts = new ArrayList<>();
        for (List<BenchmarkResult> forks : rows) {
            if (!forks.isEmpty()) {
                runResults.add(new RunResult(forks.get(0).getParams(), forks));
                forkCounts.add(forks.size());
            }
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            ResultFormatFactory.getInstance(ResultFormatType.JSON, out).writeOut(runResults);
        }
        JsonNode tree = JSON.readTree(bytes.toString(StandardCharsets.UTF_8));
        if (!(tree instanceof ArrayNode array) || array.size() != forkCounts.size()) {
            throw new IOException("JMH wrote " + tree.size() + " records for " + forkCounts.size() + " rows");
        }
        for (int i = 0; i < array.size(); i++) {
            ((ObjectNode) array.get(i)).put("forks", forkCounts.get(i));
        }
        return indented(tree);
    }

    /**
     * @param records JMH JSON records
     * @return them as the runner writes its result files: indented, ending with a newline
     * @throws IOException if Jackson cannot write them
     */
    static String indented(JsonNode records) throws IOException {
        return JSON.copy().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(records) + "\n";
    }

    /**
     * Writes rows' forks, gzipped, through a sibling temporary file and an atomic move.
     *
     * @param file the file, e.g. {@code forks-01.jmh.gz}
     * @param rows the forks of each row of the run, in the plan's row order
     * @throws IOException if it cannot be written
     */
    public static void write(Path file, List<List<BenchmarkResult>> rows) throws IOException {
        Path tmp = file.resolveSibling("." + file.getFileName() + ".tmp");
        try {
            try (OutputStream gz = new GZIPOutputStream(Files.newOutputStream(tmp));
                 ObjectOutputStream out = new ObjectOutputStream(gz)) {
                out.writeObject(new ArrayList<>(rows.stream().map(ArrayList::new).toList()));
            }
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * Reads what {@link #write} wrote, with the JMH version that wrote it (a run is resumed and
     * derived with the libraries of its plan).
     *
     * @param file the file
     * @return the forks of each row, in the plan's row order
     * @throws IOException naming the file, if it is missing, corrupt, written by another JMH, or
     *         holds anything but JMH's results
     */
    @SuppressWarnings("unchecked")
    public static List<List<BenchmarkResult>> read(Path file) throws IOException {
        try (InputStream gz = new GZIPInputStream(Files.newInputStream(file));
             ObjectInputStream in = new ObjectInputStream(gz)) {
            in.setObjectInputFilter(ONLY_JMH);
            return (List<List<BenchmarkResult>>) in.readObject();
        } catch (IOException | ClassNotFoundException | ClassCastException e) {
            throw new IOException("cannot read JMH's results from " + file + ": " + e, e);
        }
    }
}
