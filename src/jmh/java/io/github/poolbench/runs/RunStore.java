package io.github.poolbench.runs;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The run store: one folder per run, {@code <results>/runs/<run-id>/}, holding the run's plan
 * ({@code manifest.json}, written before its first fork and never rewritten), the plan of each
 * later sitting that resumed or continued it ({@code sitting-<time>.json}) and, once every fork
 * has run, what it wrote ({@code outcome.json}). The merged per-suite JMH JSON beside the store
 * is derived from the run's forks.
 *
 * <p>Stateless; files are written with {@code CREATE_NEW}, so two writers of one run cannot both
 * register it.
 */
public final class RunStore {

    /** The store's folder inside a results folder. */
    public static final String FOLDER = "runs";
    /** A run's plan. */
    public static final String MANIFEST = "manifest.json";
    /** What a completed run wrote. */
    public static final String OUTCOME = "outcome.json";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** Per measured package, a class of it: where {@link CodeFingerprint} finds its compiled classes. */
    static final Map<String, Class<?>> ANCHORS = anchors();

    private RunStore() {
    }

    private static Map<String, Class<?>> anchors() {
        Map<String, Class<?>> a = new TreeMap<>();
        for (Class<?> c : List.of(io.github.poolbench.pool.SizeClasses.class,
                io.github.poolbench.objectpool.BoundedObjectPool.class,
                io.github.poolbench.commons.CommonsKeyedStringBuilderPool.class)) {
            a.put(c.getPackageName(), c);
        }
        for (Suite s : Suite.values()) {
            a.put(s.benchmarkClass().getPackageName(), s.benchmarkClass());
        }
        return a;
    }

    /** @return the fingerprint of every measured package as compiled now ({@link CodeFingerprint}) */
    public static Map<String, String> measuredCodeNow() {
        return CodeFingerprint.ofPackages(ANCHORS);
    }

    /** @return the file names on this JVM's class path, sorted: the libraries and their versions */
    public static List<String> classPathNow() {
        return Stream.of(System.getProperty("java.class.path", "").split(java.io.File.pathSeparator))
                .filter(p -> !p.isBlank()).map(p -> Path.of(p).getFileName().toString()).sorted().toList();
    }

    /** @return the folder of one run in a results folder */
    public static Path folder(Path results, String runId) {
        return results.resolve(FOLDER).resolve(runId);
    }

    /**
     * Registers a run's plan before its first fork: its {@code manifest.json}, or, for a later
     * sitting of a run already registered (resumed, continued), a {@code sitting-<time>.json}
     * beside it.
     *
     * @param results the results folder the run writes to
     * @param plan    the plan
     * @return the file written
     * @throws IOException if it cannot be written
     */
    public static Path register(Path results, Manifest plan) throws IOException {
        Path dir = folder(results, plan.runId());
        Files.createDirectories(dir);
        Path manifest = dir.resolve(MANIFEST);
        Path target = Files.exists(manifest) ? dir.resolve("sitting-" + plan.written().replace(':', '-') + ".json")
                : manifest;
        try {
            Files.writeString(target, JSON.writeValueAsString(plan) + "\n", StandardOpenOption.CREATE_NEW);
        } catch (FileAlreadyExistsException e) {
            throw new IOException("run " + plan.runId() + " is registered already at " + target
                    + ": a plan is written once", e);
        }
        return target;
    }

    /**
     * Records what a completed run wrote.
     *
     * @param results the results folder
     * @param runId   the run
     * @param outcome when it completed and the files it wrote
     * @return the file written
     * @throws IOException if it cannot be written
     */
    public static Path complete(Path results, String runId, Outcome outcome) throws IOException {
        Files.createDirectories(folder(results, runId));
        Path file = folder(results, runId).resolve(OUTCOME);
        Files.writeString(file, JSON.writeValueAsString(outcome) + "\n");
        return file;
    }

    /**
     * Every run registered in a results folder, by run id.
     *
     * @param results the results folder
     * @return the manifests, oldest run first; empty when there is no store
     * @throws UncheckedIOException naming the file, if a manifest cannot be read or parsed
     */
    public static List<Manifest> all(Path results) {
        Path store = results.resolve(FOLDER);
        List<Manifest> manifests = new ArrayList<>();
        if (!Files.isDirectory(store)) {
            return manifests;
        }
        try (Stream<Path> runs = Files.list(store)) {
            for (Path run : runs.sorted().toList()) {
                read(run.resolve(MANIFEST)).ifPresent(manifests::add);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the run store " + store, e);
        }
        return manifests;
    }

    private static Optional<Manifest> read(Path manifest) {
        if (!Files.exists(manifest)) {
            return Optional.empty();
        }
        try {
            return Optional.of(new ObjectMapper().readValue(manifest.toFile(), Manifest.class));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the run plan " + manifest + ": " + e.getMessage(), e);
        }
    }

    /**
     * What a completed run wrote.
     *
     * @param completed when its last fork had run and its files were written (UTC, ISO-8601)
     * @param files     the result files it wrote, relative to the results folder
     */
    public record Outcome(String completed, List<String> files) {

        /** Copies the list. */
        public Outcome {
            files = List.copyOf(files);
        }
    }
}
