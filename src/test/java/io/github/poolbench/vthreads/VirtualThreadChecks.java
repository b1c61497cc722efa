package io.github.poolbench.vthreads;

import io.github.poolbench.objectpool.BoundedObjectPool;
import io.github.poolbench.pool.BucketedStringBuilderPool;
import io.github.poolbench.pool.PoolStats;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Checks of both pools on virtual threads, run by {@link VirtualThreadsTest} in a child JVM of
 * Java 21 or newer (the test JVM is 17, which has none). Compiled for release 17, so virtual
 * threads are started through reflection. Prints one line per check and exits 1 on the first
 * failure.
 */
public final class VirtualThreadChecks {

    private VirtualThreadChecks() {
    }

    public static void main(String[] args) throws Exception {
        Method start = Thread.class.getMethod("startVirtualThread", Runnable.class);
        bucketedPoolKeepsVirtualThreadsOutOfTheCaches(start);
        bucketedPoolWithPlatformAndVirtualThreadsTogether(start);
        boundedPoolIsExclusiveAndBoundedOnVirtualThreads(start);
    }

    private static void check(boolean ok, String what) {
        System.out.println((ok ? "ok   " : "FAIL ") + what);
        if (!ok) {
            System.exit(1);
        }
    }

    /** 100 virtual threads in turn: no thread cache is ever taken, the shared slot serves 99 of 100. */
    static void bucketedPoolKeepsVirtualThreadsOutOfTheCaches(Method start) throws Exception {
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool(4, 1, 4);
        for (int i = 0; i < 100; i++) {
            Thread thread = (Thread) start.invoke(null, (Runnable) () -> pool.release(pool.acquire(64)));
            thread.join();
        }
        PoolStats.SizeClassStats c64 = pool.stats().classes().get(1);
        check(c64.cacheIdle() == 0, "bucketed: no thread cache for virtual threads (cacheIdle " + c64.cacheIdle() + ")");
        check(c64.idle() == 1, "bucketed: one idle builder (" + c64.idle() + ")");
        check(c64.sharedHits() == 99, "bucketed: 99 shared hits (" + c64.sharedHits() + ")");
    }

    /**
     * The default pool shared by 64 platform threads and 1,000 virtual threads at once, each
     * stamping the builder it holds and checking the stamp before release: no builder is held by
     * two, thread caches go to the platform threads only, the bound holds.
     */
    static void bucketedPoolWithPlatformAndVirtualThreadsTogether(Method start) throws Exception {
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool();
        AtomicLong violations = new AtomicLong();
        List<Thread> all = new ArrayList<>();
        for (int t = 0; t < 1_064; t++) {
            int id = t;
            Runnable work = () -> {
                for (int i = 0; i < 2_000; i++) {
                    StringBuilder sb = pool.acquire(32 << (i & 3));
                    String stamp = id + ":" + i;
                    sb.append(stamp);
                    Thread.yield();
                    if (!sb.toString().equals(stamp)) {
                        violations.incrementAndGet();
                    }
                    pool.release(sb);
                }
            };
            all.add(t < 64 ? new Thread(work) : (Thread) start.invoke(null, work));
            if (t < 64) {
                all.get(t).start();
            }
        }
        for (Thread thread : all) {
            thread.join();
        }
        PoolStats stats = pool.stats();
        int cacheIdle = stats.classes().stream().mapToInt(PoolStats.SizeClassStats::cacheIdle).max().orElse(0);
        int idle = stats.classes().stream().mapToInt(PoolStats.SizeClassStats::idle).max().orElse(0);
        check(violations.get() == 0, "bucketed, 64 platform + 1000 virtual threads: never held by two at once ("
                + violations.get() + " violations)");
        check(cacheIdle <= 64, "bucketed: thread caches for platform threads only (at most " + cacheIdle
                + " per class)");
        check(idle <= pool.maxIdlePerClass(),
                "bucketed: bound kept (" + pool.threadCaches() + " places, " + idle + " idle per class at most)");
    }

    /**
     * 1,000 virtual threads, 200 borrows each, on a pool of 4: nobody holds an object another
     * holds, at most 4 are created, every thread finishes, nothing stays borrowed.
     */
    static void boundedPoolIsExclusiveAndBoundedOnVirtualThreads(Method start) throws Exception {
        int threads = 1_000;
        int ops = 200;
        AtomicInteger created = new AtomicInteger();
        BoundedObjectPool<int[]> pool = new BoundedObjectPool<>(() -> {
            created.incrementAndGet();
            return new int[1];
        }, 4);
        Set<int[]> held = Collections.synchronizedSet(Collections.newSetFromMap(new IdentityHashMap<>()));
        AtomicLong violations = new AtomicLong();
        AtomicLong completed = new AtomicLong();
        List<Thread> all = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            all.add((Thread) start.invoke(null, (Runnable) () -> {
                try {
                    for (int i = 0; i < ops; i++) {
                        int[] o = pool.acquire();
                        if (!held.add(o)) {
                            violations.incrementAndGet();
                        }
                        Thread.yield();
                        held.remove(o);
                        pool.release(o);
                    }
                    completed.incrementAndGet();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }));
        }
        for (Thread thread : all) {
            thread.join();
        }
        check(completed.get() == threads, "bounded: every virtual thread finished (" + completed.get() + ")");
        check(violations.get() == 0, "bounded: never held by two at once (" + violations.get() + " violations)");
        check(created.get() <= 4, "bounded: at most 4 created (" + created.get() + ")");
        check(pool.borrowed() == 0 && pool.idle() == pool.live(), "bounded: nothing left borrowed (" + pool + ")");
    }
}
