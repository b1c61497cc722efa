package io.github.poolbench.pool;

import io.github.poolbench.commons.CommonsKeyedStringBuilderPool;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Several threads hammer one shared pool with random sizes (growth and oversize included);
 * every holder stamps its builder with its own content and checks it before release, so two
 * holders of one builder at the same time are caught. Operations: {@code poolbench.stress.ops}
 * (default 10^6 in {@code mvn verify}; pass 10000000 for a long run) across 4 threads on a
 * pool with 2 thread caches, and at least 10^7 across 64 threads on the default pool (256 caches).
 */
class PoolStressTest {

    private static final int THREADS = 4;
    private static final int SERVER_THREADS = 64;
    /** At least 10^7 operations across the 64 threads, even in {@code mvn verify} (about 5 s on 2 cores). */
    private static final long SERVER_OPS = 10_000_000L;
    private static final long OPS = Long.getLong("poolbench.stress.ops", 1_000_000L);

    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES)
    void bucketedPoolNeverHandsOneBuilderToTwoHolders() throws Exception {
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool(8, 2); // 2 of the 4 threads get a cache
        stress(pool, OPS, THREADS);
        long retainedChars = 0;
        for (int c = 0; c < SizeClasses.COUNT; c++) {
            int capacity = SizeClasses.capacityOf(c);
            assertThat(pool.idle(c)).as("idle in class %d", capacity).isLessThanOrEqualTo(pool.maxIdlePerClass());
            retainedChars += (long) pool.idle(c) * (capacity == SizeClasses.MAX_CAPACITY ? capacity : 2L * capacity - 1);
        }
        assertThat(retainedChars * 2).isLessThanOrEqualTo(pool.worstCaseRetainedBytes());
    }

    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES)
    void defaultPoolWithSixtyFourThreadsNeverHandsOneBuilderToTwoHoldersAndKeepsItsBound() throws Exception {
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool();
        stress(pool, Math.max(OPS, SERVER_OPS), SERVER_THREADS);
        for (int c = 0; c < SizeClasses.COUNT; c++) {
            assertThat(pool.idle(c)).as("idle in class %d", SizeClasses.capacityOf(c))
                    .isLessThanOrEqualTo(BucketedStringBuilderPool.DEFAULT_SHARED_SLOTS_PER_CLASS + SERVER_THREADS);
        }
    }

    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES)
    void commonsPoolNeverHandsOneBuilderToTwoHolders() throws Exception {
        try (CommonsKeyedStringBuilderPool pool = new CommonsKeyedStringBuilderPool(8)) {
            stress(pool, OPS / 10, THREADS); // locks and exceptions on the growth path: ten times slower
            for (int c = 0; c < SizeClasses.COUNT; c++) {
                assertThat(pool.idle(c)).isLessThanOrEqualTo(pool.maxIdlePerClass());
            }
        }
    }

    private static void stress(StringBuilderPool pool, long ops, int threads) throws Exception {
        ExecutorService executor = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Long>> futures = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                final int thread = t;
                futures.add(executor.submit((Callable<Long>) () -> run(pool, thread, ops / threads)));
            }
            long done = 0;
            for (Future<Long> f : futures) {
                done += f.get(5, TimeUnit.MINUTES);
            }
            assertThat(done).isEqualTo(ops / threads * threads);
        } finally {
            executor.shutdownNow();
        }
    }

    /** Holds up to 3 builders at once, stamping and checking each; returns the ops done. */
    private static long run(StringBuilderPool pool, int thread, long ops) {
        SplittableRandom random = new SplittableRandom(42 + thread);
        StringBuilder[] held = new StringBuilder[3];
        String[] stamps = new String[3];
        for (long i = 0; i < ops; i++) {
            int slot = random.nextInt(held.length);
            if (held[slot] != null) {
                StringBuilder sb = held[slot];
                if (!sb.toString().equals(stamps[slot])) {
                    throw new AssertionError("builder changed while held by thread " + thread
                            + ": expected '" + stamps[slot] + "' but was '" + sb + "'");
                }
                pool.release(sb);
                held[slot] = null;
            } else {
                int size = random.nextInt(6001);
                StringBuilder sb = pool.acquire(size);
                if (sb.length() != 0 || sb.capacity() < size) {
                    throw new AssertionError("bad builder: length " + sb.length() + ", capacity " + sb.capacity()
                            + " for request " + size);
                }
                String stamp = "t" + thread + "#" + i + ";";
                sb.append(stamp);
                if (random.nextInt(4) == 0) { // grow past the class now and then
                    int grow = size + random.nextInt(size + 2);
                    String filler = "x".repeat(grow);
                    sb.append(filler);
                    stamp += filler;
                }
                held[slot] = sb;
                stamps[slot] = stamp;
            }
        }
        for (StringBuilder sb : held) {
            if (sb != null) {
                pool.release(sb);
            }
        }
        return ops;
    }
}
