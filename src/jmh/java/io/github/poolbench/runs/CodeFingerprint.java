package io.github.poolbench.runs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;

/**
 * A fingerprint of the measured code: the SHA-256 of the compiled classes of the packages a run
 * measures (the pools and the benchmark packages), each class read without its debug attributes
 * (source file, line numbers, local variable names), so that comments, blank lines and
 * formatting leave it unchanged while any change to what the JVM executes changes it. Read with
 * ASM ({@code ClassReader.SKIP_DEBUG}); classes are taken in name order.
 *
 * <p>Stateless and thread-safe.
 */
public final class CodeFingerprint {

    /**
     * The subpackage of an experiment package that holds its descriptor and pages
     * ({@link Experiment}): read by the report, never run in a fork, so outside the measured code.
     */
    public static final String DESCRIPTOR = "experiment";

    private CodeFingerprint() {
    }

    /** The measured class files of a package's folder, in path order: every one outside {@link #DESCRIPTOR}. */
    private static List<Path> measuredClasses(Path folder) throws IOException {
        Path descriptor = folder.resolve(DESCRIPTOR);
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(p -> p.toString().endsWith(".class") && !p.startsWith(descriptor)).sorted().toList();
        }
    }

    /**
     * The fingerprint of each package's classes (its subpackages included, e.g. JMH's generated
     * {@code jmh_generated}, but not its experiment descriptor's {@value #DESCRIPTOR}, which is report code), found
     * beside a class of it on the class path.
     *
     * @param anchors per package name, a class of that package (where its classes are compiled to)
     * @return per package, {@code sha256:<hex>} of its classes without debug attributes
     * @throws IllegalArgumentException if a package's classes are not in a folder (e.g. inside a jar)
     * @throws UncheckedIOException if a class file cannot be read
     */
    public static Map<String, String> ofPackages(Map<String, Class<?>> anchors) {
        Map<String, String> prints = new TreeMap<>();
        anchors.forEach((pkg, anchor) -> prints.put(pkg, of(folderOf(pkg, anchor))));
        return prints;
    }

    /**
     * @param folder a package's folder of class files
     * @return {@code sha256:<hex>} of its class files (subfolders but {@value #DESCRIPTOR} included) without debug
     *         attributes, in path order
     * @throws UncheckedIOException if the folder or a class file cannot be read
     */
    public static String of(Path folder) {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
        try {
            for (Path f : measuredClasses(folder)) {
                sha.update(folder.relativize(f).toString().replace('\\', '/').getBytes(java.nio.charset.StandardCharsets.UTF_8));
                sha.update(withoutDebug(Files.readAllBytes(f)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the classes in " + folder, e);
        }
        return "sha256:" + HexFormat.of().formatHex(sha.digest());
    }

    /**
     * Which of {@code candidates} the classes of {@code pkg} name: a package is named when a class file of
     * {@code pkg}'s folder (its subpackages included, its {@value #DESCRIPTOR} not) holds the internal name of a class of it
     * ({@code io/github/poolbench/pool/...}), as every reference to a class, field or method does.
     *
     * @param anchors    per package name, a class of that package ({@link #ofPackages})
     * @param pkg        the package whose classes are read; a key of {@code anchors}
     * @param candidates the packages looked for
     * @return the candidates its classes name, sorted
     * @throws IllegalArgumentException if {@code pkg} has no anchor or its classes are not in a folder
     * @throws UncheckedIOException if a class file cannot be read
     */
    public static java.util.Set<String> referenced(Map<String, Class<?>> anchors, String pkg,
                                                  java.util.Collection<String> candidates) {
        Class<?> anchor = anchors.get(pkg);
        if (anchor == null) {
            throw new IllegalArgumentException("no class of " + pkg + " among " + anchors.keySet());
        }
        Path folder = folderOf(pkg, anchor);
        java.util.Set<String> found = new java.util.TreeSet<>();
        try {
            for (Path f : measuredClasses(folder)) {
                String text = new String(Files.readAllBytes(f), java.nio.charset.StandardCharsets.ISO_8859_1);
                candidates.stream().filter(c -> !c.equals(pkg) && text.contains(c.replace('.', '/') + "/"))
                        .forEach(found::add);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the classes in " + folder, e);
        }
        return found;
    }

    /** The class file as ASM writes it back without debug attributes. */
    static byte[] withoutDebug(byte[] classFile) {
        ClassReader reader = new ClassReader(classFile);
        ClassWriter writer = new ClassWriter(0);
        reader.accept(writer, ClassReader.SKIP_DEBUG);
        return writer.toByteArray();
    }

    private static Path folderOf(String pkg, Class<?> anchor) {
        if (!anchor.getPackageName().equals(pkg)) {
            throw new IllegalArgumentException(anchor.getName() + " is not in package " + pkg);
        }
        try {
            Path root = Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
            Path folder = root.resolve(pkg.replace('.', '/'));
            if (!Files.isDirectory(folder)) {
                throw new IllegalArgumentException("the classes of " + pkg + " are not in a folder (" + root
                        + "): a fingerprint reads compiled classes from target/");
            }
            return folder;
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("no class path location for " + anchor.getName(), e);
        }
    }
}
