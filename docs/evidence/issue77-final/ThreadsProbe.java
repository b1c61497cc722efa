import io.github.poolbench.pool.BucketedStringBuilderPool;
import io.github.poolbench.pool.PoolStats;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Where the bucketed pool serves its calls with many threads: N platform threads share one pool
 * and acquire+release a 32-char builder for 2 s; then its statistics. The default pool (a table
 * of 256 thread-cache places) against the same pool with 4 places (the default
 * on 2 processors before issue 77). Counts only; no timing (that is the benchmark's job).
 *
 * <p>Run (from the repository, after mvn test-compile):
 * {@code javac -cp target/classes -d /tmp/probe docs/evidence/issue77-final/ThreadsProbe.java &&
 * java -cp target/classes:/tmp/probe ThreadsProbe 8 64}
 */
public class ThreadsProbe {
    static volatile Object sink;

    public static void main(String[] args) throws Exception {
        for (String arg : args) {
            int threads = Integer.parseInt(arg);
            for (boolean fixed : new boolean[] {false, true}) {
                BucketedStringBuilderPool pool = fixed ? new BucketedStringBuilderPool(16, 4, 4)
                        : new BucketedStringBuilderPool();
                AtomicBoolean stop = new AtomicBoolean();
                List<Thread> all = new ArrayList<>();
                long[] calls = new long[threads];
                for (int t = 0; t < threads; t++) {
                    int me = t;
                    Thread thread = new Thread(() -> {
                        long n = 0;
                        Object last = null;
                        while (!stop.get()) {
                            for (int i = 0; i < 1000; i++) {
                                StringBuilder sb = pool.acquire(32);
                                pool.release(sb);
                                last = sb;
                            }
                            n += 1000;
                        }
                        sink = last;
                        calls[me] = n;
                    });
                    all.add(thread);
                    thread.start();
                }
                Thread.sleep(2000);
                stop.set(true);
                for (Thread thread : all) {
                    thread.join();
                }
                long total = 0;
                for (long n : calls) {
                    total += n;
                }
                PoolStats.SizeClassStats c32 = pool.stats().classes().get(0);
                System.out.printf("%d threads, %s: %d places; %d acquire+release pairs; acquires from a shared slot %d"
                        + " (%.1f%%), allocated %d; releases into a shared slot %d; idle in thread caches %d%n",
                        threads, fixed ? "4 places (bucketedFixed)" : "256 places (bucketed)", pool.threadCaches(),
                        total, c32.sharedHits(), 100.0 * c32.sharedHits() / total, c32.misses(), c32.sharedRetained(),
                        c32.cacheIdle());
            }
        }
    }
}
