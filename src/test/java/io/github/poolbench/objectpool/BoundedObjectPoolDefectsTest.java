package io.github.poolbench.objectpool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The defects of issue 19 in {@link BoundedObjectPool}, each with the test that failed before
 * its fix, and the concurrency tests the review found missing: failing {@code create} and
 * {@code reset} under contention, interrupts, a release from a thread other than the borrower.
 */
class BoundedObjectPoolDefectsTest {

    /** Throws a checked exception without declaring it, as Kotlin or Lombok's {@code @SneakyThrows} do. */
    @SuppressWarnings("unchecked")
    static <E extends Throwable> RuntimeException sneakyThrow(Throwable t) throws E {
        throw (E) t;
    }

    /** An object whose identity hash is even: with {@code maxSize} 1 (a table of 2) every one lands in slot 0. */
    static final class Item {
        volatile boolean poisoned;

        static Item inSlotZero() {
            for (;;) {
                Item item = new Item();
                if ((System.identityHashCode(item) & 1) == 0) {
                    return item;
                }
            }
        }
    }

    /** reset throws for a poisoned item (it is then discarded), after about 500 us: the window of the race. */
    static final class PoisonFactory implements ObjectFactory<Item> {
        @Override
        public Item create() {
            return Item.inSlotZero();
        }

        @Override
        public void reset(Item item) {
            if (item.poisoned) {
                long until = System.nanoTime() + TimeUnit.MICROSECONDS.toNanos(500);
                while (System.nanoTime() < until) {
                    Thread.onSpinWait();
                }
                throw new IllegalStateException("poisoned");
            }
        }
    }

    /**
     * Defect 1: a stale {@code release(x)} of a discarded object must not touch the object that
     * took its slot. Each round: a pool of 1 (a table of 2, every object hashed to slot 0), its
     * object {@code x} poisoned (its reset spins about 500 us, then throws, so it is discarded);
     * a dozen threads release {@code x} over and over while its reset runs; the main thread
     * borrows the replacement {@code y} (created into the same slot) and holds it for 200 us,
     * then checks that {@code y} is still borrowed, by it alone; at the end, when every releaser
     * has stopped, every round's pool is checked again (a stale release may land late). Before the fix, a
     * release that found {@code x}'s slot during the reset and compared-and-set the state word
     * after {@code y} arrived took {@code y}'s state: {@code y} was discarded while borrowed
     * (or made idle and lent twice).
     */
    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void aStaleReleaseOfADiscardedObjectNeverTouchesItsSuccessor() throws Exception {
        record Round(BoundedObjectPool<Item> pool, Item x) {
        }
        int releasers = 12;
        AtomicReference<Round> current = new AtomicReference<>();
        AtomicBoolean stop = new AtomicBoolean();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < releasers; t++) {
            Thread thread = new Thread(() -> {
                while (!stop.get()) {
                    Round r = current.get();
                    if (r == null) {
                        Thread.onSpinWait();
                        continue;
                    }
                    try {
                        r.pool().release(r.x());
                    } catch (RuntimeException expected) {
                        // poisoned (this thread discarded it), released twice or not borrowed: all fine
                    }
                }
            });
            thread.setDaemon(true);
            thread.start();
            threads.add(thread);
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(Long.getLong("poolbench.stale.seconds", 10));
        int rounds = 0;
        List<BoundedObjectPool<Item>> pools = new ArrayList<>();
        try {
            while (System.nanoTime() < deadline) {
                BoundedObjectPool<Item> pool = new BoundedObjectPool<>(new PoisonFactory(), 1);
                pools.add(pool);
                Item x = pool.acquire();
                x.poisoned = true;
                current.set(new Round(pool, x)); // the releasers discard x
                Item y = pool.tryAcquire(5, TimeUnit.SECONDS); // waits for the discard, then creates y
                assertThat(y).as("round %d: the replacement", rounds).isNotNull().isNotSameAs(x);
                long holdUntil = System.nanoTime() + TimeUnit.MICROSECONDS.toNanos(200);
                while (System.nanoTime() < holdUntil) {
                    Thread.onSpinWait(); // a stale release of x lands now, if it can
                }
                assertThat(pool.live()).as("round %d: live objects, maxSize 1", rounds).isEqualTo(1);
                assertThat(pool.borrowed()).as("round %d: y is still borrowed", rounds).isEqualTo(1);
                assertThat(pool.idle()).as("round %d: nothing idle while y is held", rounds).isZero();
                assertThat(pool.tryAcquire(0, TimeUnit.SECONDS)).as("round %d: lent while held", rounds).isNull();
                rounds++;
            }
        } finally {
            stop.set(true);
            for (Thread thread : threads) {
                thread.join();
            }
        }
        assertThat(rounds).isPositive();
        for (int r = 0; r < pools.size(); r++) { // a stale release may land after its round ended
            BoundedObjectPool<Item> pool = pools.get(r);
            assertThat(pool.live()).as("round %d of %d: live objects at the end, maxSize 1", r, rounds).isEqualTo(1);
            assertThat(pool.borrowed()).as("round %d of %d: y still borrowed at the end", r, rounds).isEqualTo(1);
            assertThat(pool.idle()).as("round %d of %d: idle at the end", r, rounds).isZero();
        }
    }

    /** Defect 2: an undeclared checked exception from {@code create} gives its permit back. */
    @Test
    void aCheckedExceptionFromCreateLeaksNoPermit() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        BoundedObjectPool<int[]> pool = new BoundedObjectPool<>(() -> {
            if (calls.incrementAndGet() == 1) {
                throw sneakyThrow(new IOException("connection refused"));
            }
            return new int[1];
        }, 1);
        assertThatThrownBy(pool::acquire).isInstanceOf(IOException.class).hasMessage("connection refused");
        assertThat(pool.live()).isZero();
        assertThat(pool.tryAcquire(1, TimeUnit.SECONDS)).as("the permit came back").isNotNull();
        assertThat(pool.live()).isEqualTo(1);
    }

    /** Defect 2: an undeclared checked exception from {@code reset} discards the object and frees its slot. */
    @Test
    void aCheckedExceptionFromResetDiscardsTheObject() throws Exception {
        BoundedObjectPool<int[]> pool = new BoundedObjectPool<>(new ObjectFactory<>() {
            @Override
            public int[] create() {
                return new int[1];
            }

            @Override
            public void reset(int[] object) {
                if (object[0] < 0) {
                    throw sneakyThrow(new IOException("broken pipe"));
                }
            }
        }, 1);
        int[] a = pool.acquire();
        a[0] = -1;
        assertThatThrownBy(() -> pool.release(a)).isInstanceOf(IOException.class).hasMessage("broken pipe");
        assertThat(pool.live()).isZero();
        assertThat(pool.borrowed()).isZero();
        int[] b = pool.tryAcquire(1, TimeUnit.SECONDS);
        assertThat(b).as("a new object in the freed slot").isNotNull().isNotSameAs(a);
        pool.release(b);
        assertThat(pool.idle()).isEqualTo(1);
    }

    /**
     * Failing {@code create} and {@code reset} under contention: 6 threads on a pool of 2, one
     * create in 7 and one reset in 5 fail. Nobody ever holds an object another holder has, the
     * bound holds, and when all have finished no permit or slot is lost.
     */
    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void failingCreateAndResetUnderContentionLoseNothing() throws Exception {
        int threads = 6;
        int maxSize = 2;
        int ops = 20_000;
        AtomicInteger creates = new AtomicInteger();
        AtomicInteger resets = new AtomicInteger();
        BoundedObjectPool<int[]> pool = new BoundedObjectPool<>(new ObjectFactory<>() {
            @Override
            public int[] create() {
                if (creates.incrementAndGet() % 7 == 0) {
                    throw sneakyThrow(new IOException("create failed"));
                }
                return new int[1];
            }

            @Override
            public void reset(int[] object) {
                if (resets.incrementAndGet() % 5 == 0) {
                    throw new IllegalStateException("reset failed");
                }
            }
        }, maxSize);
        Set<int[]> held = Collections.synchronizedSet(Collections.newSetFromMap(new IdentityHashMap<>()));
        AtomicLong violations = new AtomicLong();
        AtomicInteger maxHolders = new AtomicInteger();
        List<Thread> workers = new ArrayList<>();
        List<Throwable> unexpected = Collections.synchronizedList(new ArrayList<>());
        for (int t = 0; t < threads; t++) {
            Thread thread = new Thread(() -> {
                for (int i = 0; i < ops; i++) {
                    int[] o;
                    try {
                        o = pool.acquire();
                    } catch (Exception e) {
                        if (!(e instanceof IOException)) {
                            unexpected.add(e);
                        }
                        continue;
                    }
                    if (!held.add(o)) {
                        violations.incrementAndGet();
                    }
                    maxHolders.accumulateAndGet(held.size(), Math::max);
                    held.remove(o);
                    try {
                        pool.release(o);
                    } catch (IllegalStateException e) {
                        if (!"reset failed".equals(e.getMessage())) {
                            unexpected.add(e);
                        }
                    }
                }
            });
            thread.start();
            workers.add(thread);
        }
        for (Thread thread : workers) {
            thread.join();
        }
        assertThat(unexpected).isEmpty();
        assertThat(violations).hasValue(0);
        assertThat(maxHolders.get()).isLessThanOrEqualTo(maxSize);
        assertThat(pool.borrowed()).isZero();
        assertThat(pool.live()).isEqualTo(pool.idle()).isLessThanOrEqualTo(maxSize);
        List<int[]> all = new ArrayList<>();
        for (int i = 0; i < maxSize; i++) { // every permit is there: maxSize borrows succeed at once
            int[] o = null;
            for (int attempt = 0; o == null && attempt < 20; attempt++) {
                try {
                    o = pool.tryAcquire(1, TimeUnit.SECONDS);
                } catch (Exception e) {
                    assertThat(e).isInstanceOf(IOException.class); // a failing create: try again
                }
            }
            assertThat(o).as("borrow %d of %d", i + 1, maxSize).isNotNull();
            all.add(o);
        }
        assertThat(pool.tryAcquire(0, TimeUnit.SECONDS)).isNull();
    }

    /**
     * The interrupt flag: {@code acquire()} and {@code tryAcquire(0, ...)} throw
     * {@link InterruptedException} whenever it is set, even with an idle object at hand (as
     * {@link java.util.concurrent.Semaphore} does); the pool loses nothing and the flag is cleared.
     */
    @Test
    void anInterruptedBorrowThrowsAndLosesNothing() throws Exception {
        BoundedObjectPool<int[]> pool = new BoundedObjectPool<>(() -> new int[1], 1);
        pool.release(pool.acquire());
        Thread.currentThread().interrupt();
        assertThatThrownBy(pool::acquire).isInstanceOf(InterruptedException.class);
        assertThat(Thread.interrupted()).as("flag cleared by the throw").isFalse();
        Thread.currentThread().interrupt();
        assertThatThrownBy(() -> pool.tryAcquire(0, TimeUnit.SECONDS)).isInstanceOf(InterruptedException.class);
        assertThat(pool.idle()).isEqualTo(1);
        int[] held = pool.acquire();
        Thread waiter = new Thread(() -> {
            try {
                pool.acquire();
            } catch (InterruptedException expected) {
                return;
            }
            throw new AssertionError("a waiting borrow was not interrupted");
        });
        waiter.start();
        while (waiter.getState() != Thread.State.WAITING) {
            Thread.onSpinWait();
        }
        waiter.interrupt();
        waiter.join(5_000);
        assertThat(waiter.isAlive()).isFalse();
        pool.release(held);
        assertThat(pool.tryAcquire(0, TimeUnit.SECONDS)).as("no permit lost to the interrupt").isSameAs(held);
    }

    /** An object borrowed on one thread may be released on another (a hand-off), once. */
    @Test
    void aReleaseFromAnotherThreadIsAccepted() throws Exception {
        BoundedObjectPool<int[]> pool = new BoundedObjectPool<>(() -> new int[1], 1);
        int[] a = pool.acquire();
        AtomicInteger outcome = new AtomicInteger();
        Thread other = new Thread(() -> {
            pool.release(a);
            outcome.set(1);
        });
        other.start();
        other.join();
        assertThat(outcome).hasValue(1);
        assertThat(pool.idle()).isEqualTo(1);
        assertThatThrownBy(() -> pool.release(a)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("released twice");
        assertThat(pool.acquire()).isSameAs(a);
    }
}
