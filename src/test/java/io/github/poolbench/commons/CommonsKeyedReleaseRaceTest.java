package io.github.poolbench.commons;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Issue 76, defect 1, as a deterministic interleaving: a builder whose capacity changed while
 * borrowed is released while another thread creates and returns a builder in the class it was
 * borrowed from. commons-pool2 computes {@code getNumActive(key)} as
 * {@code allObjects.size() - idleObjects.size()} in two reads; a release that trusted that count
 * could read 0 for its own class, skip it, and leave the builder counted as borrowed forever.
 *
 * <p>The test holds the class-32 idle deque's lock (commons-pool2 2.13's
 * {@code LinkedBlockingDeque.lock}, reached by reflection), so the releasing thread stops at
 * its first use of that deque; the test thread, which owns the re-entrant lock, then borrows
 * and returns a fresh builder in class 32 and lets go. Whatever the release reads afterwards,
 * the grown builder must no longer be counted.
 */
class CommonsKeyedReleaseRaceTest {

    /** How the borrowed 32-char builder changes capacity before it is released. */
    enum Change {
        GROWN(sb -> sb.append("x".repeat(40))),          // 66 chars: class 64
        SHRUNK(sb -> sb.append("short").trimToSize()),   // 5 chars: below every class
        OVERSIZE(sb -> sb.ensureCapacity(5_000));         // above 4096: never pooled

        final Consumer<StringBuilder> apply;

        Change(Consumer<StringBuilder> apply) {
            this.apply = apply;
        }
    }

    @ParameterizedTest
    @EnumSource(Change.class)
    void releaseOfAChangedBuilderIsNotCountedAsBorrowedWhileItsClassRefills(Change change) throws Exception {
        try (CommonsKeyedStringBuilderPool pool = new CommonsKeyedStringBuilderPool(4)) {
            StringBuilder moved = pool.acquire(32);
            change.apply.accept(moved);
            ReentrantLock idleLock = CommonsPoolInternals.idleDequeLock(pool, 32);
            AtomicReference<Throwable> failure = new AtomicReference<>();
            Thread releaser = new Thread(() -> {
                try {
                    pool.release(moved);
                } catch (Throwable t) {
                    failure.set(t);
                }
            }, "releaser");
            idleLock.lock();
            try {
                releaser.start();
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
                while (!idleLock.hasQueuedThread(releaser) && releaser.isAlive()) {
                    assertThat(System.nanoTime()).as("releaser neither blocked nor finished").isLessThan(deadline);
                    Thread.onSpinWait();
                }
                StringBuilder fresh = pool.acquire(32); // created now: allObjects grows to 2
                pool.release(fresh);                    // idle: 1
            } finally {
                idleLock.unlock();
            }
            releaser.join(TimeUnit.SECONDS.toMillis(10));
            assertThat(releaser.isAlive()).isFalse();
            assertThat(failure.get()).isNull();
            assertThat(pool.borrowed()).as("builders counted as borrowed after every release").isZero();
            assertThat(pool.idle(0)).isEqualTo(1);
        }
    }
}
