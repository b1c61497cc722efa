package io.github.poolbench.pool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.management.ManagementFactory;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Behaviour specific to {@link BucketedStringBuilderPool}: shape, tiers, bound, threads that die, misuse. */
class BucketedStringBuilderPoolTest {

    @Test
    void defaultShapeAndItsBound() {
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool();
        assertThat(pool.threadCaches()).isEqualTo(256).isEqualTo(BucketedStringBuilderPool.DEFAULT_THREAD_CACHES);
        assertThat(pool.maxIdlePerClass()).isEqualTo(16 + 256);
        assertThat(pool).hasToString("BucketedStringBuilderPool[sharedSlotsPerClass=16, threadCaches=256]");
        long fullSetChars = 0; // the largest capacity each class keeps: 2c - 1, and exactly 4096 for the largest
        for (int c = 0; c < SizeClasses.COUNT; c++) {
            int capacity = SizeClasses.capacityOf(c);
            fullSetChars += capacity == SizeClasses.MAX_CAPACITY ? capacity : 2L * capacity - 1;
        }
        assertThat(fullSetChars * 2).isEqualTo(24_434);
        assertThat(pool.worstCaseRetainedBytes()).isEqualTo(272 * 24_434L).isEqualTo(6_646_048L); // "6.6 MB"
    }

    @Test
    void badArgumentsAreRefusedClearly() {
        assertThatThrownBy(() -> new BucketedStringBuilderPool(0, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("sharedSlotsPerClass");
        assertThatThrownBy(() -> new BucketedStringBuilderPool(BucketedStringBuilderPool.MAX_SHARED_SLOTS_PER_CLASS + 1, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("sharedSlotsPerClass");
        assertThatThrownBy(() -> new BucketedStringBuilderPool(1, -1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("threadCaches");
        assertThatThrownBy(() -> new BucketedStringBuilderPool(1, BucketedStringBuilderPool.MAX_THREAD_CACHES + 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("threadCaches");
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool(1, 1);
        assertThatThrownBy(() -> pool.acquire(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> pool.release(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> pool.idle(8)).isInstanceOf(IllegalArgumentException.class);
        BucketedStringBuilderPool largest = new BucketedStringBuilderPool(BucketedStringBuilderPool.MAX_SHARED_SLOTS_PER_CLASS,
                BucketedStringBuilderPool.MAX_THREAD_CACHES);
        assertThat(largest.maxIdlePerClass()).isEqualTo((1 << 20) + (1 << 16));
    }

    @Test
    void theCallersCacheServesItFirstThenTheSharedSlots() {
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool(2, 1);
        StringBuilder a = pool.acquire(100);
        StringBuilder b = pool.acquire(100);
        assertThat(a.capacity()).isEqualTo(128);
        pool.release(a); // the cache
        pool.release(b); // the cache is full: a shared slot
        assertThat(pool.idle(2)).isEqualTo(2);
        assertThat(pool.acquire(128)).isSameAs(a);
        assertThat(pool.acquire(65)).isSameAs(b);
        assertThat(pool.acquire(128)).isNotSameAs(a).isNotSameAs(b);
    }

    @Test
    void releasesBeyondTheBoundAreDroppedAndEveryReleasedBuilderIsCleared() {
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool(2, 1); // bound 3 per class
        List<StringBuilder> held = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            held.add(pool.acquire(64).append("content ").append(i));
        }
        held.forEach(pool::release);
        assertThat(pool.idle(1)).isEqualTo(3);
        assertThat(held).allSatisfy(sb -> assertThat(sb.length()).isZero());
    }

    @Test
    void buildersOutsideTheClassesAreNeverKept() {
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool(2, 1);
        StringBuilder oversize = pool.acquire(5000);
        assertThat(oversize.capacity()).isEqualTo(5000);
        pool.release(oversize);
        StringBuilder grown = pool.acquire(4096).append("x".repeat(5000));
        pool.release(grown);
        StringBuilder shrunk = pool.acquire(32).append("tiny");
        shrunk.trimToSize();
        pool.release(shrunk);
        for (int c = 0; c < SizeClasses.COUNT; c++) {
            assertThat(pool.idle(c)).as("class %d", c).isZero();
        }
        StringBuilder grownInRange = pool.acquire(32).append("y".repeat(40)); // 66 chars: class 64
        pool.release(grownInRange);
        assertThat(pool.acquire(64)).isSameAs(grownInRange);
    }

    @Test
    void aDoubleReleaseIntoTheCallersCacheOrTheSharedSlotsIsRefused() {
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool(2, 1);
        StringBuilder a = pool.acquire(32);
        StringBuilder b = pool.acquire(32);
        pool.release(a);
        assertThatThrownBy(() -> pool.release(a)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("released twice");
        pool.release(b); // shared: the cache holds a
        assertThatThrownBy(() -> pool.release(b)).isInstanceOf(IllegalStateException.class);
        assertThat(pool.idle(0)).as("nothing filed twice").isEqualTo(2);
    }

    @Test
    @Timeout(value = 1, unit = TimeUnit.MINUTES)
    void producerAndConsumerOnTwoThreadsReuseBuildersThroughTheSharedSlots() throws Exception {
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool(4, 256);
        SynchronousQueue<StringBuilder> queue = new SynchronousQueue<>();
        List<StringBuilder> acquired = new ArrayList<>();
        Thread consumer = releaser(pool, queue, 1_000);
        consumer.start();
        for (int i = 0; i < 1_000; i++) {
            StringBuilder sb = pool.acquire(32);
            if (!acquired.contains(sb)) {
                acquired.add(sb);
            }
            queue.put(sb);
        }
        consumer.join();
        // The consumer's cache keeps one, the producer finds the rest in the shared slots.
        assertThat(acquired.size()).as("builders allocated for 1,000 hand-offs").isLessThanOrEqualTo(6);
    }

    /**
     * The promise that no calling pattern can starve: a thread holding the only place dies, then two
     * threads take strict turns (one acquires, the other releases) forever. Its {@code Thread} and
     * its idle builder are unreachable from the pool at once (the JDK clears a dead thread's
     * thread-locals), and the first of the two takes its place on its first call.
     */
    @Test
    @Timeout(value = 1, unit = TimeUnit.MINUTES)
    void aDeadThreadsPlaceIsTakenAndItsBuildersAndThreadReleasedWhateverTheCallingPattern() throws Exception {
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool(1, 1);
        AtomicReference<WeakReference<StringBuilder>> deadBuilder = new AtomicReference<>();
        Thread first = new Thread(() -> {
            StringBuilder sb = pool.acquire(32);
            deadBuilder.set(new WeakReference<>(sb));
            pool.release(sb); // into its cache: it holds the only place
        });
        first.start();
        first.join();
        WeakReference<Thread> deadThread = new WeakReference<>(first);
        first = null;
        assertThat(pool.idle(0)).as("a dead thread's cache is not counted").isZero();

        SynchronousQueue<StringBuilder> turns = new SynchronousQueue<>();
        int[] keptByAcquirer = new int[1];
        Thread acquirer = new Thread(() -> {
            try {
                for (int i = 0; i < 10_000; i++) {
                    turns.put(pool.acquire(32));
                }
                // Its own place now: two releases of one class are kept, one in its cache, one in the slot.
                pool.release(new StringBuilder(32));
                pool.release(new StringBuilder(32));
                keptByAcquirer[0] = pool.idle(0);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Thread releaser = releaser(pool, turns, 10_000);
        acquirer.start();
        releaser.start();
        acquirer.join();
        releaser.join();
        assertThat(keptByAcquirer[0]).as("idle while the acquirer lived: its cache and the shared slot").isEqualTo(2);
        collectUntilCleared(deadThread, deadBuilder.get());
        assertThat(deadThread.get()).as("the dead thread").isNull();
        assertThat(deadBuilder.get().get()).as("the dead thread's idle builder").isNull();
    }

    @Test
    @Timeout(value = 1, unit = TimeUnit.MINUTES)
    void moreLiveThreadsThanCachesKeepTheBoundAndALateThreadGetsAPlaceOnceOneIsFree() throws Exception {
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool(2, 4);
        CountDownLatch filed = new CountDownLatch(8);
        CountDownLatch done = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            Thread thread = new Thread(() -> {
                pool.release(new StringBuilder(32));
                pool.release(new StringBuilder(32));
                filed.countDown();
                await(done);
            });
            threads.add(thread);
            thread.start();
        }
        filed.await();
        assertThat(pool.idle(0)).as("4 caches and 2 shared slots, with 8 live threads").isEqualTo(6);

        // A ninth thread finds no place; once one owner has died, it takes that place within 4096 calls.
        CountDownLatch refused = new CountDownLatch(1);
        CountDownLatch freed = new CountDownLatch(1);
        int[] keptAfter = new int[1];
        Thread late = new Thread(() -> { // three releases of 4096 chars each time: a cache keeps 3, none 2
            releaseNew(pool, 3);
            refused.countDown();
            await(freed);
            for (int i = 0; i < 4096; i++) {
                pool.release(pool.acquire(4096));
            }
            releaseNew(pool, 3);
            keptAfter[0] = pool.idle(7);
        });
        late.start();
        refused.await();
        assertThat(pool.idle(7)).as("the late thread has no cache: its builders fill the 2 shared slots").isEqualTo(2);
        done.countDown();
        for (Thread thread : threads) {
            thread.join();
        }
        freed.countDown();
        late.join();
        assertThat(keptAfter[0]).as("its cache and the 2 shared slots").isEqualTo(3);
    }

    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void threadsThatComeAndGoNeverGrowThePoolPastItsBound() throws Exception {
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool(4, 4);
        List<WeakReference<StringBuilder>> everAcquired = new ArrayList<>();
        int[] mostIdle = new int[1];
        for (int t = 0; t < 500; t++) {
            Thread thread = new Thread(() -> {
                for (int i = 0; i < 100; i++) {
                    StringBuilder sb = pool.acquire(32 << (i & 3));
                    synchronized (everAcquired) {
                        everAcquired.add(new WeakReference<>(sb));
                    }
                    pool.release(sb);
                }
                for (int c = 0; c < 4; c++) {
                    mostIdle[0] = Math.max(mostIdle[0], pool.idle(c));
                }
            });
            thread.start();
            thread.join();
        }
        assertThat(mostIdle[0]).as("idle per class while a thread lived").isLessThanOrEqualTo(pool.maxIdlePerClass());
        WeakReference<StringBuilder> probe = new WeakReference<>(new StringBuilder(32));
        collectUntilCleared(probe, probe);
        long reachable = everAcquired.stream().filter(r -> r.get() != null).count();
        assertThat(reachable).as("builders still reachable: the shared slots of 4 classes at most")
                .isLessThanOrEqualTo(4 * 4);
    }

    /**
     * The Javadoc's "about 400 bytes per thread holding a cache (padding included), 100 more for a thread that had no
     * thread-local yet": what a new thread's first call allocates (its cache, its place, the map entry).
     */
    @Test
    void aThreadsCacheCostsAbout400Bytes() throws Exception {
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool();
        ThreadLocal<Object> other = new ThreadLocal<>();
        long[] withMap = firstCallBytes(pool, () -> other.set(""));
        long[] withoutMap = firstCallBytes(pool, () -> { });
        assertThat(withMap[1]).as("a thread with thread-locals already").isBetween(350L, 420L);
        assertThat(withoutMap[1]).as("a thread with none").isBetween(withMap[1] + 50, withMap[1] + 110);
    }

    /** Bytes a new thread's first release allocates, twice (the first thread also links what the pool uses). */
    private static long[] firstCallBytes(BucketedStringBuilderPool pool, Runnable before) throws InterruptedException {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long[] allocated = new long[2];
        for (int k = 0; k < allocated.length; k++) {
            StringBuilder released = new StringBuilder(32);
            int at = k;
            Thread thread = new Thread(() -> {
                before.run();
                long start = threads.getCurrentThreadAllocatedBytes();
                pool.release(released);
                allocated[at] = threads.getCurrentThreadAllocatedBytes() - start;
            });
            thread.start();
            thread.join();
        }
        return allocated;
    }

    private static void collectUntilCleared(WeakReference<?> a, WeakReference<?> b) throws InterruptedException {
        for (int i = 0; i < 20 && (a.get() != null || b.get() != null); i++) {
            System.gc();
            Thread.sleep(20);
        }
    }

    /** A thread, not started, that releases {@code count} builders it takes from {@code queue}. */
    private static Thread releaser(BucketedStringBuilderPool pool, SynchronousQueue<StringBuilder> queue, int count) {
        return new Thread(() -> {
            try {
                for (int i = 0; i < count; i++) {
                    pool.release(queue.take());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    private static void releaseNew(BucketedStringBuilderPool pool, int count) {
        for (int i = 0; i < count; i++) {
            pool.release(new StringBuilder(4096));
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
