package io.github.poolbench.runner;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;

/**
 * Checks the runner's continuation on real data: the forks of one run kept in several checkpoints
 * (rounds 1-10 in one clone, rounds 11-14 in the clone that continued the run from the files
 * of rounds 1-10, rounds 15-20 in the clone that continued it from those of rounds 1-14),
 * aggregated by JMH at once (its JSON writer, as the runner's merge does), against the shoot-out
 * files the continuations wrote by appending ({@code JmhJson.append}). Rows are compared as JSON
 * trees, every number exactly; the first difference of a row is printed.
 *
 * <p>Usage: {@code java -Xmx18g -cp target/test-classes:target/classes:$(cat cp.txt):<this dir's classes>
 * io.github.poolbench.runner.AppendCheck <run id> <runs dir>... <results dir>}, the runs dirs in round order
 */
public class AppendCheck {

    public static void main(String[] a) throws Exception {
        String id = a[0];
        List<Checkpoint> checkpoints = new ArrayList<>();
        for (int i = 1; i < a.length - 1; i++) {
            Checkpoint c = Checkpoint.read(Path.of(a[i]), id);
            int expected = checkpoints.isEmpty() ? 0 : checkpoints.get(checkpoints.size() - 1).rounds();
            if (!checkpoints.isEmpty() && !c.plan().rows().equals(checkpoints.get(0).plan().rows())) {
                throw new IllegalStateException("checkpoint " + i + " plans other rows than checkpoint 1");
            }
            if (c.plan().firstRound() != expected) {
                throw new IllegalStateException("checkpoint " + i + " starts at round " + (c.plan().firstRound() + 1)
                        + ", not " + (expected + 1));
            }
            checkpoints.add(c);
            System.out.printf("checkpoint %d: rounds %d-%d; ", i, c.plan().firstRound() + 1, c.rounds());
        }
        Checkpoint first = checkpoints.get(0);
        System.out.printf("%d rows%n", first.plan().rows().size());
        String results = a[a.length - 1];
        ObjectMapper json = new ObjectMapper();
        for (String jdk : List.of("17", "25")) {
            List<RunResult> runs = new ArrayList<>();
            List<Integer> forks = new ArrayList<>();
            for (int r = 0; r < first.plan().rows().size(); r++) {
                if (!first.plan().rows().get(r).contains(" jdk" + jdk + " ")) {
                    continue;
                }
                List<BenchmarkResult> all = new ArrayList<>();
                for (Checkpoint c : checkpoints) {
                    all.addAll(c.forks().get(r));
                }
                runs.add(new RunResult(all.get(0).getParams(), all));
                forks.add(all.size());
            }
            Path tmp = Files.createTempFile("jmh-all-forks", ".json");
            ResultFormatFactory.getInstance(ResultFormatType.JSON, tmp.toString()).writeOut(runs);
            ArrayNode jmh = (ArrayNode) json.readTree(tmp.toFile());
            Files.delete(tmp);
            Map<String, JsonNode> appended = new HashMap<>();
            for (JsonNode row : json.readTree(Path.of(results, "shootout-jdk" + jdk + ".json").toFile())) {
                appended.put(JmhJson.key(row), row);
            }
            int same = 0;
            int sampled = 0;
            for (int i = 0; i < jmh.size(); i++) {
                ObjectNode row = (ObjectNode) jmh.get(i);
                row.put("forks", forks.get(i));
                JsonNode other = appended.get(JmhJson.key(row));
                String diff = other == null ? "missing from the appended file" : firstDifference(row, other, "");
                if (diff == null) {
                    same++;
                    sampled += row.path("mode").asText().equals("sample") ? 1 : 0;
                } else {
                    System.out.println("JDK " + jdk + " " + JmhJson.key(row) + ": " + diff);
                }
            }
            System.out.printf("JDK %s: %d rows from JMH over all %d forks each; %d identical to the appended file"
                    + " (%d of them SampleTime), %d rows in that file%n", jdk, jmh.size(), forks.get(0), same,
                    sampled, appended.size());
        }
    }

    private static String firstDifference(JsonNode x, JsonNode y, String path) {
        if (x.equals(y)) {
            return null;
        }
        if (x.isObject() && y.isObject()) {
            for (Iterator<String> it = x.fieldNames(); it.hasNext(); ) {
                String f = it.next();
                String d = y.has(f) ? firstDifference(x.get(f), y.get(f), path + "/" + f) : path + "/" + f + " only in JMH's";
                if (d != null) {
                    return d;
                }
            }
            return path + ": fields only in the appended file";
        }
        if (x.isArray() && y.isArray() && x.size() == y.size()) {
            for (int i = 0; i < x.size(); i++) {
                String d = firstDifference(x.get(i), y.get(i), path + "/" + i);
                if (d != null) {
                    return d;
                }
            }
        }
        return path + ": JMH " + abbreviate(x) + ", appended " + abbreviate(y);
    }

    private static String abbreviate(JsonNode n) {
        String s = n.toString();
        return s.length() > 80 ? s.substring(0, 80) + "..." : s;
    }
}
