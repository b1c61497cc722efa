package io.github.poolbench.commons;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.poolbench.pool.SizeClasses;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * A release on the slow path (a builder whose capacity changed while borrowed) that races
 * {@code close()}: commons-pool2's {@code addObject} checks that the pool is open only at its
 * start, so a {@code close()} that fell between that check and the idle list left the adopted
 * builder idle in a closed pool for good.
 */
class CommonsKeyedCloseRaceTest {

    /**
     * The releasing thread is stopped inside {@code addObject} (the test holds the class-64
     * deque's make-object lock, commons-pool2 2.13's {@code ObjectDeque.makeObjectCountLock},
     * reached by reflection); {@code close()} is called then, and only after it has returned or
     * blocked is the releaser let go.
     */
    @Test
    void releaseAdoptingABuilderWhileThePoolClosesLeavesNothingIdle() throws Exception {
        CommonsKeyedStringBuilderPool pool = new CommonsKeyedStringBuilderPool(4);
        StringBuilder grown = pool.acquire(32);
        grown.append("x".repeat(40)); // 66 chars: filed under class 64 on release, the slow path
        StringBuilder keepsClass64Registered = pool.acquire(64);
        Object makeLock = CommonsPoolInternals.makeObjectLock(pool, 64);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread releaser = new Thread(() -> run(() -> pool.release(grown), failure), "releaser");
        Thread closer = new Thread(() -> run(pool::close, failure), "closer");
        synchronized (makeLock) {
            releaser.start();
            awaitBlockedOrDone(releaser);
            assertThat(releaser.isAlive()).as("releaser stopped inside addObject").isTrue();
            closer.start();
            awaitBlockedOrDone(closer); // blocks on the fix's lock; before it, returned at once
        }
        releaser.join(TimeUnit.SECONDS.toMillis(10));
        closer.join(TimeUnit.SECONDS.toMillis(10));
        assertThat(releaser.isAlive() || closer.isAlive()).isFalse();
        assertThat(failure.get()).isNull();
        pool.release(keepsClass64Registered); // dropped: the pool is closed
        assertThat(totalIdle(pool)).as("idle builders after close() and every release returned").isZero();
    }

    /** Natural timing: two releases on the slow path race {@code close()}, round after round. */
    @Test
    void noBuilderStaysIdleAfterCloseHoweverReleasesRaceIt() throws Exception {
        ExecutorService releasers = Executors.newFixedThreadPool(2);
        try {
            long rounds = 0;
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(3);
            while (System.nanoTime() < deadline) {
                CommonsKeyedStringBuilderPool pool = new CommonsKeyedStringBuilderPool(4);
                CountDownLatch go = new CountDownLatch(1);
                List<Future<?>> releases = new ArrayList<>();
                for (int i = 0; i < 2; i++) {
                    StringBuilder grown = pool.acquire(32);
                    grown.append("x".repeat(40));
                    releases.add(releasers.submit(() -> {
                        go.await();
                        pool.release(grown);
                        return null;
                    }));
                }
                go.countDown();
                pool.close();
                for (Future<?> release : releases) {
                    release.get(10, TimeUnit.SECONDS);
                }
                assertThat(totalIdle(pool)).as("idle builders after close(), round %d", rounds).isZero();
                rounds++;
            }
            assertThat(rounds).isPositive();
        } finally {
            releasers.shutdownNow();
        }
    }

    private static int totalIdle(CommonsKeyedStringBuilderPool pool) {
        int idle = 0;
        for (int c = 0; c < SizeClasses.COUNT; c++) {
            idle += pool.idle(c);
        }
        return idle;
    }

    private static void run(Runnable action, AtomicReference<Throwable> failure) {
        try {
            action.run();
        } catch (Throwable t) {
            failure.compareAndSet(null, t);
        }
    }

    private static void awaitBlockedOrDone(Thread thread) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (thread.isAlive() && thread.getState() != Thread.State.BLOCKED) {
            assertThat(System.nanoTime()).as("%s neither blocked nor finished", thread.getName()).isLessThan(deadline);
            Thread.onSpinWait();
        }
    }
}
