package io.github.poolbench.vthreads;

import io.github.poolbench.objectpool.BoundedObjectPool;
import io.github.poolbench.pool.BucketedStringBuilderPool;
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

    /**
     * 100 virtual threads in turn: none gets a thread cache, so each release goes to the shared
     * slots and the next thread's acquire finds it there: one builder serves all 100.
     */
    static void bucketedPoolKeepsVirtualThreadsOutOfTheCaches(Method start) throws Exception {
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool(4, 4);
        Set<StringBuilder> seen = Collections.synchronizedSet(Collections.newSetFromMap(new IdentityHashMap<>()));
        for (int i = 0; i < 100; i++) {
            Thread thread = (Thread) start.invoke(null, (Runnable) () -> {
                StringBuilder sb = pool.acquire(64);
                seen.add(sb);
                pool.release(sb);
            });
            thread.join();
        }
        check(seen.size() == 1, "bucketed: no thread cache for virtual threads, one builder for 100 ("
                + seen.size() + " builders)");
        check(pool.idle(1) == 1, "bucketed: one idle builder (" + pool.idle(1) + ")");
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
        int idle = 0;
        for (int c = 0; c < 8; c++) {
            idle = Math.max(idle, pool.idle(c));
        }
        check(violations.get() == 0, "bucketed, 64 platform + 1000 virtual threads: never held by two at once ("
                + violations.get() + " violations)");
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
