package io.github.poolbench.pool;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "Reusing the pools" example is what a user copies first: it must compile against
 * the pool as it is and do what its comments say.
 */
class ReadmeExampleTest {

    private static final String SECTION = "## The pool to copy";

    /** The README gives the bound on what the pool retains as the method that computes it, not as a number. */
    @Test
    void theReadmeNamesTheRetentionBound() throws Exception {
        String readme = Files.readString(Path.of("README.md"));
        assertThat(readme.substring(readme.indexOf(SECTION))).contains("`worstCaseRetainedBytes()`")
                .contains("`maxIdlePerClass()`");
        assertThat(new BucketedStringBuilderPool().worstCaseRetainedBytes()).isPositive();
    }

    @Test
    void theReadmeExampleCompilesAndBuildsItsString(@TempDir Path dir) throws Exception {
        String readme = Files.readString(Path.of("README.md"));
        int section = readme.indexOf(SECTION);
        assertThat(section).as("README section %s", SECTION).isNotNegative();
        int start = readme.indexOf("```java\n", section);
        int end = readme.indexOf("```\n", start + 8);
        assertThat(start).as("a java block in %s", SECTION).isGreaterThan(section);
        assertThat(readme.indexOf("\n## ", section + 1)).as("the block lies inside %s", SECTION).isGreaterThan(end);
        String example = readme.substring(start + 8, end);
        // the example's own names (BUILDERS, render) in a class of its own
        String source = "package readme;\n\nimport io.github.poolbench.pool.BucketedStringBuilderPool;\n"
                + "import io.github.poolbench.pool.StringBuilderLease;\nimport java.util.List;\n\npublic class Example {\n"
                + example + "\n    public static BucketedStringBuilderPool pool() {\n        return BUILDERS;\n    }\n}\n";
        Path file = dir.resolve("readme/Example.java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, source);

        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int status = javac.run(null, null, errors, "-d", dir.toString(), "-classpath",
                System.getProperty("java.class.path"), file.toString());
        assertThat(status).as("javac on the README example:%n%s%n%s", errors.toString(StandardCharsets.UTF_8), source)
                .isZero();

        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
            Class<?> exampleClass = loader.loadClass("readme.Example");
            Object instance = exampleClass.getConstructor().newInstance();
            Method render = exampleClass.getDeclaredMethod("render", List.class);
            render.setAccessible(true);
            for (List<String> lines : List.of(List.of("a", "bc"), List.of("x".repeat(1000), "y".repeat(2000)))) {
                assertThat(render.invoke(instance, lines)).isEqualTo(String.join("\n", lines) + "\n");
            }
            // the lease gave its builder back: the second render reused the first one's, and it is idle now
            BucketedStringBuilderPool pool = (BucketedStringBuilderPool) exampleClass.getMethod("pool").invoke(null);
            int idle = 0;
            for (int c = 0; c < SizeClasses.COUNT; c++) {
                idle += pool.idle(c);
            }
            assertThat(idle).as("one builder, idle in the thread's cache: the second render reused it").isEqualTo(1);
        }
    }
}
