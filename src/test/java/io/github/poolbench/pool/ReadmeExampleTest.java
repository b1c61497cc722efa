package io.github.poolbench.pool;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.lang.reflect.Constructor;
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

    private static final String SECTION = "## Reusing the pools";

    @Test
    void theReadmesWorstCaseIsThePoolsOnTwoProcessors() throws Exception {
        // the default constructor on 2 processors: 4 stripes (the smallest power of two >= 2 x 2), 4 thread caches
        long bytes = new BucketedStringBuilderPool(BucketedStringBuilderPool.DEFAULT_SHARED_SLOTS_PER_CLASS, 4, 4)
                .worstCaseRetainedBytes();
        assertThat(Files.readString(Path.of("README.md")))
                .contains("about " + Math.round(bytes / 1000.0) + " KB in the worst case on 2 processors");
        if (Runtime.getRuntime().availableProcessors() == 2) {
            assertThat(new BucketedStringBuilderPool().worstCaseRetainedBytes()).isEqualTo(bytes);
        }
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
        // the example's own names (Order, BUILDERS, render) in a class of its own; Order as a user might have it
        String source = "package readme;\n\nimport io.github.poolbench.pool.BucketedStringBuilderPool;\n"
                + "import io.github.poolbench.pool.StringBuilderLease;\n\npublic class Example {\n"
                + "    public record Order(String symbol, int quantity, double price) {\n    }\n\n" + example
                + "\n    public static BucketedStringBuilderPool pool() {\n        return BUILDERS;\n    }\n}\n";
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
            Class<?> order = loader.loadClass("readme.Example$Order");
            Constructor<?> newOrder = order.getConstructor(String.class, int.class, double.class);
            Object instance = exampleClass.getConstructor().newInstance();
            Method render = exampleClass.getDeclaredMethod("render", order);
            render.setAccessible(true);
            for (Object o : List.of(newOrder.newInstance("ABC", 10, 1.5), newOrder.newInstance("XYZ", 3, 99.25))) {
                Object[] fields = {order.getMethod("symbol").invoke(o), order.getMethod("quantity").invoke(o),
                        order.getMethod("price").invoke(o)};
                assertThat(render.invoke(instance, o)).isEqualTo(fields[0] + " " + fields[1] + "@" + fields[2]);
            }
            // the lease gave its builder back: the second render reused the first one's, and it is idle now
            BucketedStringBuilderPool pool = (BucketedStringBuilderPool) exampleClass.getMethod("pool").invoke(null);
            PoolStats stats = pool.stats();
            assertThat(stats.misses()).isEqualTo(1);
            assertThat(stats.idle()).isEqualTo(1);
        }
    }
}
