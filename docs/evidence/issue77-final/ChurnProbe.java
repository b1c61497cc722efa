import io.github.poolbench.pool.BucketedStringBuilderPool;
import io.github.poolbench.pool.PoolStats;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Where the bucketed pool serves its calls when threads come and go: the overhead suite's
 * {@code churn} setup (a cached executor whose idle threads expire after 1 ns; one caller hands it
 * batches of 65,536 acquire+release pairs of a 32-char builder), run outside JMH for a number of
 * batches; then the pool's statistics and how many distinct threads ran a batch. The default pool
 * (256 thread-cache places) against the same pool with 4 places ({@code bucketedFixed}). Counts
 * only; no timing (that is the benchmark's job).
 *
 * <p>Run (from the repository, after mvn test-compile):
 * {@code javac -cp target/classes -d /tmp/probe docs/evidence/issue77-final/ChurnProbe.java &&
 * java -cp target/classes:/tmp/probe ChurnProbe 2000}
 */
public class ChurnProbe {
    static final int BATCH = 65_536;

    public static void main(String[] args) throws Exception {
        int batches = Integer.parseInt(args[0]);
        for (int places : new int[] {256, 4}) {
            BucketedStringBuilderPool pool = places == 256 ? new BucketedStringBuilderPool()
                    : new BucketedStringBuilderPool(16, new BucketedStringBuilderPool().stripes(), 4);
            ThreadPoolExecutor executor = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 1, TimeUnit.NANOSECONDS,
                    new SynchronousQueue<>());
            Set<Thread> threads = ConcurrentHashMap.newKeySet();
            Callable<Object[]> batch = () -> {
                threads.add(Thread.currentThread());
                Object[] sink = new Object[64];
                for (int i = 0; i < BATCH; i++) {
                    StringBuilder sb = pool.acquire(32);
                    pool.release(sb);
                    sink[i & 63] = sb;
                }
                return sink;
            };
            for (int b = 0; b < batches; b++) {
                executor.submit(batch).get();
            }
            executor.shutdownNow();
            executor.awaitTermination(10, TimeUnit.SECONDS);
            long pairs = (long) batches * BATCH;
            PoolStats.SizeClassStats c32 = pool.stats().classes().get(0);
            System.out.printf("%d places: %d batches on %d distinct threads; %d acquire+release pairs; acquires from a"
                    + " shared slot %d (%.2f%%), allocated %d; releases into a shared slot %d (%.2f%%), dropped (full) %d;"
                    + " idle in thread caches %d%n",
                    pool.threadCaches(), batches, threads.size(), pairs, c32.sharedHits(), 100.0 * c32.sharedHits() / pairs,
                    c32.misses(), c32.sharedRetained(), 100.0 * c32.sharedRetained() / pairs, c32.droppedFull(),
                    c32.cacheIdle());
        }
    }
}
