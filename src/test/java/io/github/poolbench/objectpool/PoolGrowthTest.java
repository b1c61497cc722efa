package io.github.poolbench.objectpool;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.poolbench.ChildProcess;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The article's unbounded pool grows with every message and runs a 32 MB heap out of memory
 * long before 10^7 messages; {@link BoundedObjectPool} with a bound of 16 processes all 10^7
 * with at most 16 live objects. Each runs in a child JVM ({@link PoolGrowth}) with
 * {@code -Xmx32m}.
 */
class PoolGrowthTest {

    private static String run(String pool) throws IOException, InterruptedException {
        ChildProcess.Outcome p = ChildProcess.run(
                new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx32m", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
                PoolGrowth.class.getName(), pool, "10000000"))
                .redirectErrorStream(true), Duration.ofMinutes(2));
        return p.stdout().trim();
    }

    @Test
    void theUnboundedPoolGrowsUntilTheHeapIsGone() throws Exception {
        String out = run("unbounded");
        assertThat(out).startsWith("OutOfMemoryError after ");
        long after = Long.parseLong(out.substring("OutOfMemoryError after ".length()).trim());
        assertThat(after).as("messages before the crash").isPositive().isLessThan(10_000_000L);
    }

    @Test
    void theBoundedPoolStaysWithinItsBound() throws Exception {
        assertThat(run("bounded")).isEqualTo("completed 10000000 live 1");
    }
}
