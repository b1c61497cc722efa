package io.github.poolbench.runs;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * {@code mvn -Psetaside -Dpoolbench.setAside=<run id> -Dpoolbench.defect="<defect>"}: sets a run of
 * the run store ({@code results/runs/<run id>/}) aside for a named defect in its code or setup
 * ({@link #setAside}): a run stopped by its plan's time rule, or one whose measured code or
 * JVM flags were found wrong. Never for its numbers: a completed run is kept whatever its A/A or
 * verdicts say. The manifest's change is then committed like any result.
 *
 * <p>Arguments: {@code <run id> <defect> [resultsDir]}, the results directory {@code results} by
 * default. On bad input (no such run, no defect, a run set aside for another defect or one that
 * wrote the published results) it prints the reason after {@code poolbench set aside:}, exits with
 * status 1 and changes nothing.
 */
public final class SetAside {

    /** Reads plans; writes a defect as a JSON string. */
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A plan's {@code "setAside" : null}, whatever the spacing. */
    private static final Pattern NULL_FIELD = Pattern.compile("(\"setAside\"\\s*:\\s*)null");

    private SetAside() {
    }

    /** @param args {@code <run id> <defect> [resultsDir]} */
    public static void main(String[] args) {
        int status = run(args, System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }

    /**
     * @param args {@code <run id> <defect> [resultsDir]}
     * @param out  where the result is reported
     * @param err  where a refusal is reported
     * @return 0 when the run is set aside (now or already, for this defect), 1 when refused
     */
    static int run(String[] args, PrintStream out, PrintStream err) {
        String runId = args.length > 0 ? args[0].strip() : "";
        String defect = args.length > 1 ? args[1] : "";
        if (runId.isEmpty() || args.length > 3) {
            err.println("poolbench set aside: give the run and its defect, e.g. mvn -Psetaside"
                    + " -Dpoolbench.setAside=20261128T042502Z-fb33dd7 -Dpoolbench.defect=\"every fork ran with"
                    + " a CompileCommand pin: not the JVM users run\"");
            return 1;
        }
        Path results = Path.of(args.length > 2 ? args[2] : "results");
        try {
            boolean written = setAside(results, runId, defect);
            out.println("poolbench set aside: run " + runId + (written ? " is set aside" : " was set aside already")
                    + " for: " + defect.strip() + " (" + RunStore.folder(results, runId).resolve(RunStore.MANIFEST)
                    + ")");
            return 0;
        } catch (IllegalArgumentException | IllegalStateException | IOException | UncheckedIOException e) {
            err.println("poolbench set aside: " + e.getMessage());
            return 1;
        }
    }

    /**
     * Sets a run aside for a named defect in its code or setup (never for its numbers): writes the
     * defect into its manifest's {@code setAside}, the one field of a plan written after the run,
     * once. Every other byte of the manifest stays ({@link #withDefect}). The run's files stay in the store; a run set aside is
     * never published, read beside the published run or resumed ({@link StoredResults#notComparable},
     * {@link RunStore#cannotResume}).
     *
     * @param results the results folder
     * @param runId   the run, e.g. {@code 20261128T042502Z-fb33dd7}
     * @param defect  the defect, e.g. {@code every fork ran with -XX:CompileCommand=dontinline,...: not the
     *                JVM users run}; leading and trailing blanks are dropped
     * @return true when written; false when the run was set aside for exactly this defect already
     * @throws IllegalArgumentException if the defect is blank, or no run of that id is registered in
     *                                  the store, or its manifest is not a JSON object
     * @throws IllegalStateException    if the run is set aside for another defect already, or it wrote
     *                                  result files beside the store (the published results: a newer
     *                                  full run replaces them, nothing sets them aside)
     * @throws IOException              if the manifest or a result's environment file cannot be read,
     *                                  or the manifest cannot be written (it is then unchanged)
     */
    public static boolean setAside(Path results, String runId, String defect) throws IOException {
        Path manifest = RunStore.folder(results, runId).resolve(RunStore.MANIFEST);
        if (runId.isBlank() || runId.startsWith(".") || runId.contains("/") || runId.contains("\\")
                || !Files.isRegularFile(manifest)) {
            throw new IllegalArgumentException("no run '" + runId + "' is registered in "
                    + results.resolve(RunStore.FOLDER) + ": give the id of a folder there that holds a "
                    + RunStore.MANIFEST);
        }
        if (defect == null || defect.isBlank()) {
            throw new IllegalArgumentException("name the defect in code or setup for which run " + runId
                    + " is set aside (never its numbers)");
        }
        String why = defect.strip();
        String registered = Files.readString(manifest);
        JsonNode tree = JSON.readTree(registered);
        if (!(tree instanceof ObjectNode plan)) {
            throw new IllegalArgumentException(manifest + " is not a run plan (a JSON object)");
        }
        JsonNode old = plan.get("setAside");
        if (old != null && !old.isNull()) {
            if (old.asText().equals(why)) {
                return false;
            }
            throw new IllegalStateException("run " + runId + " is set aside already (" + old.asText()
                    + "); a run is set aside once, and its manifest keeps that reason");
        }
        List<String> published = publishedFiles(results, runId);
        if (!published.isEmpty()) {
            throw new IllegalStateException("run " + runId + " wrote the published results ("
                    + String.join(", ", published) + "): a newer full run of its suites replaces them;"
                    + " a published run is not set aside");
        }
        String text = withDefect(registered, plan, why, manifest);
        Path tmp = manifest.resolveSibling("." + RunStore.MANIFEST + ".tmp");
        try {
            Files.writeString(tmp, text);
            Files.move(tmp, manifest, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
        return true;
    }

    /**
     * The manifest's text with {@code setAside} set to {@code why}: its {@code null} replaced in place, or
     * where the plan has no such field, the field added before the closing brace. Every other byte stays, in
     * whatever layout wrote the plan (the runner's, or a reconstruction script's).
     *
     * @param text     the manifest as registered
     * @param plan     that text, parsed
     * @param why      the defect
     * @param manifest the file, for the message
     * @throws IllegalStateException if the text does not read back as the plan with that one field set
     */
    static String withDefect(String text, ObjectNode plan, String why, Path manifest) throws IOException {
        ObjectNode expected = plan.deepCopy().put("setAside", why);
        String value = JSON.writeValueAsString(why);
        Matcher field = NULL_FIELD.matcher(text);
        String written;
        if (field.find()) {
            written = text.substring(0, field.start()) + field.group(1) + value + text.substring(field.end());
        } else {
            int end = text.lastIndexOf('}');
            while (end > 0 && Character.isWhitespace(text.charAt(end - 1))) {
                end--;
            }
            written = text.substring(0, end) + ",\n  \"setAside\" : " + value + text.substring(end);
        }
        if (!JSON.readTree(written).equals(expected)) {
            throw new IllegalStateException(manifest + ": its setAside field cannot be written in place; edit it by"
                    + " hand and check that nothing else changes");
        }
        return written;
    }

    /** The environment files beside the store that name {@code runId} as the run that wrote them, sorted. */
    private static List<String> publishedFiles(Path results, String runId) throws IOException {
        List<String> files = new ArrayList<>();
        try (Stream<Path> all = Files.list(results)) {
            for (Path f : all.filter(p -> p.getFileName().toString().endsWith(".env.json")).sorted().toList()) {
                if (runId.equals(JSON.readTree(f.toFile()).path("runId").asText(""))) {
                    files.add(f.getFileName().toString());
                }
            }
        }
        return files;
    }
}
