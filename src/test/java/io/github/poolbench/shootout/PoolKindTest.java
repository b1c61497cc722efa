package io.github.poolbench.shootout;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Each shoot-out adapter against its library, with cheap objects (a counter value each): borrow
 * gives a usable object, return makes it available again, the bound holds where the library
 * promises it ({@link PoolKind#promisesBound()}), and an exhausted bounded pool times out
 * instead of creating. The shoot-out's object is immutable, so no adapter resets anything;
 * reset is tested on {@code BoundedObjectPool} itself.
 */
class PoolKindTest {

    private static final Duration TIMEOUT = Duration.ofMillis(200);

    /** Creates numbered objects and counts them. */
    static final class Numbered implements Supplier<int[]> {
        final AtomicInteger created = new AtomicInteger();

        @Override
        public int[] get() {
            return new int[] {created.incrementAndGet()};
        }
    }

    @ParameterizedTest
    @EnumSource(PoolKind.class)
    void borrowGivesAUsableObjectAndReturnMakesItAvailableAgain(PoolKind kind) throws Exception {
        Numbered factory = new Numbered();
        try (PooledObjects<int[]> pool = kind.create(1, factory, TIMEOUT)) {
            Object first = pool.borrow();
            assertThat(first).as("borrowed").isNotNull();
            int[] object = pool.object(first);
            assertThat(object[0]).isPositive();
            pool.release(first);
            Object second = pool.borrow();
            assertThat(second).as("borrowed again").isNotNull();
            if (kind == PoolKind.none) {
                assertThat(pool.object(second)).isNotSameAs(object);
            } else if (kind == PoolKind.fastObjectPool2017) {
                // 5 objects pre-created per partition, lent first in, first out: another idle one
                assertThat(pool.object(second)[0]).isPositive();
            } else {
                assertThat(pool.object(second)).as("the returned object is lent again").isSameAs(object);
            }
            pool.release(second);
        }
    }

    @ParameterizedTest
    @EnumSource(PoolKind.class)
    void liveObjectsStayWithinThePoolSizeWherePromised(PoolKind kind) throws Exception {
        // as the shoot-out shares a pool: one adapter, more threads than objects
        int size = 2;
        int threads = 12;
        Numbered factory = new Numbered();
        AtomicInteger held = new AtomicInteger();
        AtomicInteger maxHeld = new AtomicInteger();
        AtomicInteger timeouts = new AtomicInteger();
        AtomicInteger overlaps = new AtomicInteger();
        java.util.Set<int[]> lent = java.util.concurrent.ConcurrentHashMap.newKeySet(); // arrays: identity
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService ex = Executors.newFixedThreadPool(threads);
        try (PooledObjects<int[]> pool = kind.create(size, factory, Duration.ofSeconds(5))) {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                done.add(ex.submit(() -> {
                    start.await();
                    for (int i = 0; i < 300; i++) {
                        Object h = pool.borrow();
                        if (h == null) {
                            timeouts.incrementAndGet();
                            continue;
                        }
                        int[] object = pool.object(h);
                        if (kind != PoolKind.none && !lent.add(object)) {
                            overlaps.incrementAndGet();
                        }
                        maxHeld.accumulateAndGet(held.incrementAndGet(), Math::max);
                        Thread.onSpinWait();
                        held.decrementAndGet();
                        lent.remove(object);
                        pool.release(h);
                    }
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> f : done) {
                f.get(2, TimeUnit.MINUTES);
            }
        } finally {
            ex.shutdownNow();
        }
        assertThat(timeouts).as("no borrow waited 5 s").hasValue(0);
        assertThat(overlaps).as("objects held by two threads at once").hasValue(0);
        if (kind == PoolKind.fastObjectPool2017) {
            // the 2017 configuration: 4 partitions of up to `size` each, 5 pre-created per partition
            assertThat(factory.created.get()).as("objects created").isBetween(1, 4 * Math.max(size, 5));
        } else if (kind.promisesBound()) {
            assertThat(maxHeld.get()).as("objects held at once").isBetween(1, size);
            assertThat(factory.created.get()).as("objects created").isBetween(1, size);
        } else {
            // none, commonsStack and furious create on demand: documented, not bounded
            assertThat(factory.created.get()).isPositive();
        }
    }

    @ParameterizedTest
    @EnumSource(value = PoolKind.class, names = {"none", "commonsStack", "fastObjectPool2017"}, mode = EnumSource.Mode.EXCLUDE)
    void anExhaustedPoolTimesOutInsteadOfCreating(PoolKind kind) throws Exception {
        Numbered factory = new Numbered();
        ExecutorService ex = Executors.newSingleThreadExecutor();
        try (PooledObjects<int[]> pool = kind.create(1, factory, TIMEOUT)) {
            Object held = pool.borrow();
            assertThat(held).isNotNull();
            Future<Object> other = ex.submit(pool::borrow);
            assertThat(other.get(10, TimeUnit.SECONDS)).as("a second borrower gets nothing").isNull();
            assertThat(factory.created).hasValue(1);
            pool.release(held);
        } finally {
            ex.shutdownNow();
        }
    }
}
