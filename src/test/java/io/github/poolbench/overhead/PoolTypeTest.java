package io.github.poolbench.overhead;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.util.concurrent.FastThreadLocalThread;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every contender adapter of {@link PoolOverheadBenchmark} hands out usable builders and takes them back. */
class PoolTypeTest {

    @ParameterizedTest
    @EnumSource(PoolType.class)
    void acquireGivesAnEmptyBuilderOfTheCapacityAndReleaseClearsIt(PoolType type) throws Exception {
        onPoolingThread(() -> {
            Contender shared = type.create(256);
            Contender c = shared.forThread();
            try {
                for (int i = 0; i < 3; i++) {
                    Object handle = c.acquire();
                    StringBuilder sb = c.builder(handle);
                    assertThat(sb.length()).isZero();
                    assertThat(sb.capacity()).isGreaterThanOrEqualTo(256);
                    sb.append("used ").append(i);
                    c.release(handle);
                    if (!type.name().startsWith("allocate")) { // the baseline drops the builder as it is
                        assertThat(sb.length()).as("%s clears on release", type).isZero();
                    }
                }
            } finally {
                shared.close();
            }
        });
    }

    @ParameterizedTest
    @EnumSource(PoolType.class)
    void poolsReuseAndExclusivePoolsNeverHandOneBuilderTwice(PoolType type) throws Exception {
        onPoolingThread(() -> {
            Contender shared = type.create(32);
            Contender c = shared.forThread();
            try {
                Object first = c.acquire();
                StringBuilder sb = c.builder(first);
                c.release(first);
                StringBuilder again = c.builder(c.acquire());
                if (!type.name().startsWith("allocate")) {
                    assertThat(again).as("%s reuses a released builder", type).isSameAs(sb);
                }
                StringBuilder other = c.builder(c.acquire());
                if (type.exclusive()) {
                    assertThat(other).as("%s: two holders, two builders", type).isNotSameAs(again);
                } else {
                    assertThat(other).as("%s hands every call the thread's object", type).isSameAs(again);
                }
            } finally {
                shared.close();
            }
        });
    }

    /**
     * The adapter contract, run as {@code shared2} runs it: one contender shared by more threads
     * than the pool keeps objects for (Stormpot's 16), each thread using its own
     * {@link Contender#forThread()} view, on Netty's threads so that the Recycler pools: an
     * exclusive contender never lets two threads hold one builder at once.
     */
    @ParameterizedTest
    @EnumSource(PoolType.class)
    void sharedAsTheBenchmarkSharesItNoBuilderIsHeldByTwoThreadsAtOnce(PoolType type) throws Exception {
        int threads = 24;
        int rounds = 2_000;
        Contender shared = type.create(32);
        java.util.Set<StringBuilder> held = java.util.Collections.newSetFromMap(
                new java.util.concurrent.ConcurrentHashMap<>());
        java.util.concurrent.atomic.AtomicInteger overlaps = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.CyclicBarrier start = new java.util.concurrent.CyclicBarrier(threads);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        java.util.List<Thread> workers = new java.util.ArrayList<>();
        try {
            for (int t = 0; t < threads; t++) {
                Thread w = new FastThreadLocalThread(() -> {
                    try {
                        Contender c = shared.forThread();
                        start.await();
                        java.util.IdentityHashMap<StringBuilder, Boolean> mine = new java.util.IdentityHashMap<>();
                        for (int i = 0; i < rounds; i++) {
                            Object h1 = c.acquire();
                            Object h2 = c.acquire(); // two held at once by this thread, as a pool must allow
                            for (StringBuilder sb : java.util.List.of(c.builder(h1), c.builder(h2))) {
                                if (mine.put(sb, true) != null || !held.add(sb)) {
                                    overlaps.incrementAndGet();
                                }
                            }
                            Thread.yield();
                            for (Object h : java.util.List.of(h2, h1)) {
                                StringBuilder sb = c.builder(h);
                                if (mine.remove(sb) != null) {
                                    held.remove(sb);
                                }
                                c.release(h);
                            }
                        }
                    } catch (Throwable e) {
                        failure.compareAndSet(null, e);
                    }
                });
                workers.add(w);
                w.start();
            }
            for (Thread w : workers) {
                w.join(120_000);
            }
        } finally {
            shared.close();
        }
        assertThat(failure.get()).as("no worker failed").isNull();
        if (type.exclusive()) {
            assertThat(overlaps).as("%s: builders held by two threads at once", type).hasValue(0);
        }
    }

    @org.junit.jupiter.api.Test
    void aStormpotTapIsOneThreadsSoTheSharedContenderRefusesToLend() {
        Contender shared = PoolType.stormpotTap.create(32);
        org.assertj.core.api.Assertions.assertThatThrownBy(shared::acquire)
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("forThread()");
        Contender mine = shared.forThread();
        assertThat(mine).isNotSameAs(shared).isNotSameAs(shared.forThread());
        Object h = mine.acquire();
        assertThat(mine.builder(h).capacity()).isGreaterThanOrEqualTo(32);
        mine.release(h);
        assertThat(PoolType.stormpotClaim.create(32).forThread()).as("pool.tryClaim is thread-safe: one contender")
                .isNotNull();
    }

    /** Netty's Recycler pools only on its own threads: run every check on one. */
    private static void onPoolingThread(Runnable check) throws Exception {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread thread = new FastThreadLocalThread(() -> {
            try {
                check.run();
            } catch (Throwable t) {
                failure.set(t);
            }
        });
        thread.start();
        thread.join();
        if (failure.get() instanceof Error e) {
            throw e;
        }
        if (failure.get() != null) {
            throw new AssertionError(failure.get());
        }
    }
}
