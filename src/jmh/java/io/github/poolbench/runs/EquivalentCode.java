package io.github.poolbench.runs;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Objects;

/**
 * Fingerprints of one package that measure the same code although they differ: a package's fingerprint
 * ({@link CodeFingerprint}) hashes every class in its folder, and a benchmark package's folder
 * ({@code target/test-classes/...}) also holds the classes of the unit tests in that package, so a test edit
 * changes the fingerprint of code the forks run unchanged. Each entry was shown equal by rebuilding the runs'
 * commits and hashing the package without its test classes (its {@code evidence}); the list is the resource
 * {@value #RESOURCE}, reviewed like code. Immutable; thread-safe.
 *
 * @param pkg      the package, e.g. {@code io.github.poolbench.strings}
 * @param prints   two or more of its fingerprints ({@code sha256:<hex>}) that measure the same code
 * @param why      what differs between them, e.g. {@code the test class BenchmarkSmokeTest only}
 * @param evidence where the rebuild that shows it is written, a path in the repository
 */
public record EquivalentCode(String pkg, List<String> prints, String why, String evidence) {

    /** The classpath resource that lists them. */
    public static final String RESOURCE = "/io/github/poolbench/runs/equivalent-code.json";

    /** Every entry of {@link #RESOURCE}. */
    public static final List<EquivalentCode> ALL = load();

    /**
     * @throws IllegalArgumentException if a field is missing or fewer than two prints are given
     */
    public EquivalentCode {
        if (pkg == null || prints == null || prints.size() < 2 || why == null || evidence == null) {
            throw new IllegalArgumentException("an equivalence names a package, two or more prints, why and its"
                    + " evidence: " + pkg + " " + prints);
        }
        prints = List.copyOf(prints);
    }

    /**
     * @param pkg a package
     * @param a   a fingerprint of it, or null
     * @param b   another, or null
     * @return whether they are equal, or listed together for {@code pkg}
     */
    public static boolean same(String pkg, String a, String b) {
        return Objects.equals(a, b) || a != null && b != null && ALL.stream()
                .anyMatch(e -> e.pkg().equals(pkg) && e.prints().contains(a) && e.prints().contains(b));
    }

    private static List<EquivalentCode> load() {
        try (InputStream in = EquivalentCode.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing classpath resource " + RESOURCE);
            }
            return List.copyOf(new ObjectMapper().readValue(in, new TypeReference<List<EquivalentCode>>() { }));
        } catch (IOException | IllegalArgumentException e) {
            throw new IllegalStateException(RESOURCE + " is not a list of equivalences: " + e.getMessage(), e);
        }
    }
}
