package io.github.poolbench.commons;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import org.junit.jupiter.api.Test;

/**
 * Behaviour specific to {@link CommonsKeyedStringBuilderPool}: the defects of issue 10, each
 * with the test that failed before its fix (the shared contract is in
 * {@code StringBuilderPoolContractTest}).
 */
class CommonsKeyedStringBuilderPoolTest {

    @Test
    void describesItsBoundForALog() {
        try (CommonsKeyedStringBuilderPool pool = new CommonsKeyedStringBuilderPool(5)) {
            assertThat(pool).hasToString("CommonsKeyedStringBuilderPool[maxIdlePerClass=5]");
            assertThat(pool.maxIdlePerClass()).isEqualTo(5);
        }
    }

    @Test
    void grownBuilderReleasedTwiceIsRefusedAndNeverHandedToTwoBorrowers() {
        try (CommonsKeyedStringBuilderPool pool = new CommonsKeyedStringBuilderPool(4)) {
            StringBuilder a = pool.acquire(32);
            a.append("x".repeat(40)); // grows to 66 chars: class 64
            pool.release(a);
            assertThatThrownBy(() -> pool.release(a)).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("released twice");
            StringBuilder first = pool.acquire(64);
            assertThat(pool.acquire(64)).isNotSameAs(first);
        }
    }

    @Test
    void foreignBuilderReleasedTwiceIsRefusedAndNeverHandedToTwoBorrowers() {
        try (CommonsKeyedStringBuilderPool pool = new CommonsKeyedStringBuilderPool(4)) {
            StringBuilder foreign = new StringBuilder(100); // class 64, not a class capacity
            pool.release(foreign); // adopted
            assertThatThrownBy(() -> pool.release(foreign)).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("released twice");
            StringBuilder first = pool.acquire(64);
            assertThat(first).isSameAs(foreign);
            assertThat(pool.acquire(64)).isNotSameAs(first);
        }
    }

    /**
     * Issue 19, defect 3: two threads release the same grown builder at the same moment. Both
     * fail commons-pool2's {@code returnObject} under the new class and take the slow path;
     * before the fix both adopted the builder (134 of 2,000 trials here handed it to two
     * borrowers). Exactly one release may succeed, and the builder is idle once.
     */
    @Test
    void racingReleasesOfOneGrownBuilderAdoptItOnce() throws Exception {
        racingReleasesAdoptOnce(pool -> {
            StringBuilder a = pool.acquire(32);
            a.append("x".repeat(40)); // grows to 66 chars: class 64
            return a;
        });
    }

    /** Issue 19, defect 3, the foreign variant: a builder never borrowed here, released twice at once. */
    @Test
    void racingReleasesOfOneForeignBuilderAdoptItOnce() throws Exception {
        racingReleasesAdoptOnce(pool -> new StringBuilder(100)); // class 64, not a class capacity
    }

    private static void racingReleasesAdoptOnce(java.util.function.Function<CommonsKeyedStringBuilderPool, StringBuilder> make)
            throws Exception {
        int trials = 2_000;
        java.util.concurrent.ExecutorService ex = java.util.concurrent.Executors.newFixedThreadPool(2);
        try {
            for (int trial = 0; trial < trials; trial++) {
                try (CommonsKeyedStringBuilderPool pool = new CommonsKeyedStringBuilderPool(4)) {
                    StringBuilder b = make.apply(pool);
                    CyclicBarrier barrier = new CyclicBarrier(2);
                    java.util.concurrent.Callable<Boolean> release = () -> {
                        barrier.await();
                        try {
                            pool.release(b);
                            return true;
                        } catch (IllegalStateException e) {
                            assertThat(e).hasMessageContaining("released twice");
                            return false;
                        }
                    };
                    java.util.concurrent.Future<Boolean> first = ex.submit(release);
                    java.util.concurrent.Future<Boolean> second = ex.submit(release);
                    int accepted = (first.get() ? 1 : 0) + (second.get() ? 1 : 0);
                    assertThat(accepted).as("trial %d: releases accepted", trial).isEqualTo(1);
                    assertThat(pool.borrowed()).as("trial %d: borrowed after both releases", trial).isZero();
                    assertThat(pool.idle(1)).as("trial %d: idle in class 64", trial).isEqualTo(1);
                    StringBuilder one = pool.acquire(64);
                    assertThat(one).isSameAs(b);
                    assertThat(pool.acquire(64)).as("trial %d: handed out twice", trial).isNotSameAs(one);
                }
            }
        } finally {
            ex.shutdownNow();
        }
    }

    @Test
    void shrunkBuilderIsNoLongerCountedAsBorrowed() {
        try (CommonsKeyedStringBuilderPool pool = new CommonsKeyedStringBuilderPool(4)) {
            for (int i = 0; i < 1_000; i++) {
                StringBuilder sb = pool.acquire(i % 2 == 0 ? 64 : 4096);
                sb.append("short");
                sb.trimToSize(); // capacity 5: below every class
                pool.release(sb);
            }
            StringBuilder mid = pool.acquire(512);
            mid.trimToSize(); // capacity 0 chars
            mid.ensureCapacity(100); // 100 chars: class 64, below its 512 origin
            pool.release(mid);
            assertThat(pool.borrowed()).as("commons-pool2 still tracks shrunk builders as borrowed").isZero();
            assertThat(pool.idle(1)).as("the 100-char builder is filed in class 64").isEqualTo(1);
        }
    }

    @Test
    void racingReleasesNeverLeaveMoreThanTheBoundIdle() throws Exception {
        int threads = 4;
        try (CommonsKeyedStringBuilderPool pool = new CommonsKeyedStringBuilderPool(1)) {
            for (int round = 0; round < 300; round++) {
                StringBuilder[] held = new StringBuilder[threads];
                for (int t = 0; t < threads; t++) {
                    held[t] = pool.acquire(32);
                }
                CyclicBarrier barrier = new CyclicBarrier(threads);
                CountDownLatch done = new CountDownLatch(threads);
                List<Thread> releasers = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    StringBuilder sb = held[t];
                    Thread thread = new Thread(() -> {
                        try {
                            barrier.await();
                            pool.release(sb);
                        } catch (Exception e) {
                            throw new IllegalStateException(e);
                        } finally {
                            done.countDown();
                        }
                    });
                    thread.start();
                    releasers.add(thread);
                }
                done.await();
                for (Thread thread : releasers) {
                    thread.join();
                }
                assertThat(pool.idle(0)).as("idle after round %d, bound 1", round).isLessThanOrEqualTo(1);
            }
        }
    }

    /**
     * Issue 76, gap 3: after {@code close()} every acquire throws, oversize included (it used to
     * succeed), and every release drops its builder quietly; a grown builder used to throw
     * "failed to adopt", and a lease closed after the pool must not throw either.
     */
    @Test
    void closedPoolRefusesEveryAcquireAndDropsEveryRelease() {
        CommonsKeyedStringBuilderPool pool = new CommonsKeyedStringBuilderPool(4);
        StringBuilder exact = pool.acquire(32);
        StringBuilder grown = pool.acquire(32);
        grown.append("x".repeat(40)); // 66 chars: class 64
        StringBuilder beyond = pool.acquire(4096);
        beyond.ensureCapacity(5_000); // oversize now
        StringBuilder oversize = pool.acquire(5_000);
        StringBuilder idle = pool.acquire(64);
        pool.release(idle);
        var lease = pool.lease(32);
        lease.builder().append("y".repeat(100)); // grows to 128 chars
        pool.close();

        for (int capacity : new int[] {0, 32, 4096, 4097, 5_000}) {
            assertThatThrownBy(() -> pool.acquire(capacity)).as("acquire(%d)", capacity)
                    .isInstanceOf(IllegalStateException.class).hasMessage("pool is closed");
        }
        assertThatThrownBy(() -> pool.acquire(-1)).isInstanceOf(IllegalArgumentException.class);
        for (StringBuilder sb : new StringBuilder[] {exact, grown, beyond, oversize, idle, new StringBuilder(100)}) {
            pool.release(sb); // idle: released twice, no longer detected once closed
        }
        lease.close();
        pool.release(grown); // and again
        assertThat(pool.borrowed()).isZero();
        for (int c = 0; c < 8; c++) {
            assertThat(pool.idle(c)).as("idle in class %d", c).isZero();
        }
        pool.close(); // idempotent
    }

    /** A builder grown past 4096 chars is dropped and no longer tracked: nothing pins its array. */
    @Test
    void builderGrownPastTheLargestClassIsNoLongerTracked() {
        try (CommonsKeyedStringBuilderPool pool = new CommonsKeyedStringBuilderPool(4)) {
            StringBuilder sb = pool.acquire(1024);
            sb.ensureCapacity(10_000);
            pool.release(sb);
            assertThat(pool.borrowed()).isZero();
            StringBuilder unpooled = pool.acquire(10_000);
            pool.release(unpooled);
            assertThat(pool.borrowed()).isZero();
            assertThat(pool.acquire(1024)).isNotSameAs(sb);
        }
    }

    @Test
    void badInputIsRefusedClearly() {
        try (CommonsKeyedStringBuilderPool pool = new CommonsKeyedStringBuilderPool(4)) {
            assertThatThrownBy(() -> pool.acquire(-1)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> pool.release(null)).isInstanceOf(NullPointerException.class);
            assertThatThrownBy(() -> pool.idle(8)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> new CommonsKeyedStringBuilderPool(0)).isInstanceOf(IllegalArgumentException.class);
        }
    }
}
