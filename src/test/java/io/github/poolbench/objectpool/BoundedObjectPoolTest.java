package io.github.poolbench.objectpool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class BoundedObjectPoolTest {

    /** A counting factory of int[1] objects; reset zeroes the element. */
    static final class Counting implements ObjectFactory<int[]> {
        final AtomicInteger created = new AtomicInteger();

        @Override
        public int[] create() {
            created.incrementAndGet();
            return new int[1];
        }

        @Override
        public void reset(int[] object) {
            object[0] = 0;
        }
    }

    @Test
    void rejectsBadArguments() {
        assertThatThrownBy(() -> new BoundedObjectPool<>(null, 1)).isInstanceOf(NullPointerException.class)
                .hasMessageContaining("factory");
        assertThatThrownBy(() -> new BoundedObjectPool<>(new Counting(), 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("was 0");
        assertThatThrownBy(() -> new BoundedObjectPool<>(new Counting(), BoundedObjectPool.MAX_SIZE_LIMIT + 1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void createsOnDemandAndReusesWhatWasReleased() throws InterruptedException {
        Counting factory = new Counting();
        BoundedObjectPool<int[]> pool = new BoundedObjectPool<>(factory, 3);
        assertThat(pool.live()).isZero();
        int[] a = pool.acquire();
        assertThat(factory.created).hasValue(1);
        assertThat(pool.borrowed()).isEqualTo(1);
        pool.release(a);
        assertThat(pool.idle()).isEqualTo(1);
        assertThat(pool.acquire()).isSameAs(a);
        assertThat(factory.created).hasValue(1);
    }

    @Test
    void describesItsBoundAndStateForALog() throws InterruptedException {
        BoundedObjectPool<int[]> pool = new BoundedObjectPool<>(new Counting(), 3, true);
        int[] a = pool.acquire();
        pool.release(pool.acquire());
        assertThat(pool.maxSize()).isEqualTo(3);
        assertThat(pool).hasToString("BoundedObjectPool[maxSize=3, live=2, idle=1, borrowed=1, fair]");
        pool.release(a);
        assertThat(new BoundedObjectPool<>(new Counting(), 1))
                .hasToString("BoundedObjectPool[maxSize=1, live=0, idle=0, borrowed=0]");
    }

    @Test
    void resetsBetweenBorrowers() throws InterruptedException {
        BoundedObjectPool<int[]> pool = new BoundedObjectPool<>(new Counting(), 1);
        int[] a = pool.acquire();
        a[0] = 42;
        pool.release(a);
        assertThat(pool.acquire()[0]).isZero();
    }

    @Test
    void neverExceedsMaxSizeAndTimesOutWhenExhausted() throws InterruptedException {
        Counting factory = new Counting();
        BoundedObjectPool<int[]> pool = new BoundedObjectPool<>(factory, 2);
        int[] a = pool.acquire();
        int[] b = pool.acquire();
        assertThat(a).isNotSameAs(b);
        long t0 = System.nanoTime();
        assertThat(pool.tryAcquire(50, TimeUnit.MILLISECONDS)).isNull();
        assertThat(System.nanoTime() - t0).isGreaterThanOrEqualTo(TimeUnit.MILLISECONDS.toNanos(50));
        assertThat(pool.tryAcquire(0, TimeUnit.MILLISECONDS)).isNull();
        assertThat(factory.created).hasValue(2);
        pool.release(b);
        assertThat(pool.tryAcquire(0, TimeUnit.MILLISECONDS)).isSameAs(b);
    }

    @Test
    void aWaitingThreadGetsTheReleasedObject() throws Exception {
        BoundedObjectPool<int[]> pool = new BoundedObjectPool<>(new Counting(), 1, true);
        assertThat(pool.isFair()).isTrue();
        int[] a = pool.acquire();
        ExecutorService ex = Executors.newSingleThreadExecutor();
        try {
            Future<int[]> waiter = ex.submit(() -> pool.acquire());
            Thread.sleep(20);
            assertThat(waiter).isNotDone();
            pool.release(a);
            assertThat(waiter.get(5, TimeUnit.SECONDS)).isSameAs(a);
        } finally {
            ex.shutdownNow();
        }
    }

    @Test
    void aDoubleReleaseIsRefusedAndChangesNothing() throws InterruptedException {
        BoundedObjectPool<int[]> pool = new BoundedObjectPool<>(new Counting(), 2);
        int[] a = pool.acquire();
        pool.release(a);
        assertThatThrownBy(() -> pool.release(a)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("released twice");
        assertThat(pool.idle()).isEqualTo(1);
        int[] x = pool.acquire();
        int[] y = pool.acquire();
        assertThat(x).isNotSameAs(y);
    }

    @Test
    void aForeignObjectOrNullIsRefused() {
        BoundedObjectPool<int[]> pool = new BoundedObjectPool<>(new Counting(), 2);
        assertThatThrownBy(() -> pool.release(new int[1])).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("not borrowed from this pool");
        assertThatThrownBy(() -> pool.release(null)).isInstanceOf(NullPointerException.class);
        assertThat(pool.live()).isZero();
    }

    @Test
    void aFailingCreateLeavesThePoolUsable() throws InterruptedException {
        AtomicInteger calls = new AtomicInteger();
        BoundedObjectPool<int[]> pool = new BoundedObjectPool<>(() -> {
            if (calls.incrementAndGet() == 1) {
                throw new IllegalStateException("boom");
            }
            return new int[1];
        }, 1);
        assertThatThrownBy(pool::acquire).isInstanceOf(IllegalStateException.class).hasMessage("boom");
        assertThat(pool.live()).isZero();
        assertThat(pool.tryAcquire(1, TimeUnit.SECONDS)).isNotNull(); // the permit came back
        BoundedObjectPool<int[]> nulls = new BoundedObjectPool<>(() -> null, 1);
        assertThatThrownBy(nulls::acquire).isInstanceOf(NullPointerException.class)
                .hasMessageContaining("returned null");
        assertThat(nulls.live()).isZero();
    }

    @Test
    void anObjectWhoseResetFailsIsDiscarded() throws InterruptedException {
        Counting factory = new Counting();
        BoundedObjectPool<int[]> pool = new BoundedObjectPool<>(new ObjectFactory<>() {
            @Override
            public int[] create() {
                return factory.create();
            }

            @Override
            public void reset(int[] object) {
                if (object[0] < 0) {
                    throw new IllegalArgumentException("broken");
                }
            }
        }, 1);
        int[] a = pool.acquire();
        a[0] = -1;
        assertThatThrownBy(() -> pool.release(a)).isInstanceOf(IllegalArgumentException.class);
        assertThat(pool.live()).isZero();
        assertThatThrownBy(() -> pool.release(a)).isInstanceOf(IllegalStateException.class);
        assertThat(pool.acquire()).isNotSameAs(a);
        assertThat(factory.created).hasValue(2);
    }

    /**
     * The stress test: 8 threads borrow, check that nobody else holds the object and that it
     * was reset, and return it, {@code poolbench.stress.ops} operations in all (10^6 by
     * default, 10^7 with {@code -Pstress}), half on a fair pool and half on a non-fair one; the
     * number of objects ever created and of simultaneous holders stays within the bound and
     * every thread finishes.
     */
    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void exclusiveAndBoundedUnderContention(boolean fair) throws Exception {
        int threads = 8;
        int maxSize = 3;
        int ops = (int) (Long.getLong("poolbench.stress.ops", 1_000_000L) / 2 / threads);
        Counting factory = new Counting();
        BoundedObjectPool<int[]> pool = new BoundedObjectPool<>(factory, maxSize, fair);
        Set<int[]> held = Collections.synchronizedSet(Collections.newSetFromMap(new IdentityHashMap<>()));
        AtomicInteger holders = new AtomicInteger();
        AtomicInteger maxHolders = new AtomicInteger();
        AtomicLong violations = new AtomicLong();
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService ex = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Integer>> done = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                done.add(ex.submit(() -> {
                    start.await();
                    for (int i = 0; i < ops; i++) {
                        int[] o = pool.acquire();
                        if (!held.add(o) || o[0] != 0) {
                            violations.incrementAndGet();
                        }
                        maxHolders.accumulateAndGet(holders.incrementAndGet(), Math::max);
                        o[0] = 1;
                        holders.decrementAndGet();
                        held.remove(o);
                        pool.release(o);
                    }
                    return ops;
                }));
            }
            start.countDown();
            for (Future<Integer> f : done) {
                assertThat(f.get(5, TimeUnit.MINUTES)).isEqualTo(ops);
            }
        } finally {
            ex.shutdownNow();
        }
        assertThat(violations).hasValue(0);
        assertThat(maxHolders.get()).isBetween(1, maxSize);
        assertThat(factory.created.get()).isBetween(1, maxSize);
        assertThat(pool.live()).isEqualTo(factory.created.get());
        assertThat(pool.idle()).isEqualTo(pool.live());
        assertThat(pool.borrowed()).isZero();
    }
}
