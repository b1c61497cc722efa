package io.github.poolbench.overhead;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.netty.util.concurrent.FastThreadLocalThread;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.annotations.Param;

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
        Set<StringBuilder> held = Collections.newSetFromMap(new ConcurrentHashMap<>());
        AtomicInteger overlaps = new AtomicInteger();
        CyclicBarrier start = new CyclicBarrier(threads);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        List<Thread> workers = new ArrayList<>();
        try {
            for (int t = 0; t < threads; t++) {
                Thread w = new FastThreadLocalThread(() -> {
                    try {
                        Contender c = shared.forThread();
                        start.await();
                        IdentityHashMap<StringBuilder, Boolean> mine = new IdentityHashMap<>();
                        for (int i = 0; i < rounds; i++) {
                            Object h1 = c.acquire();
                            Object h2 = c.acquire(); // two held at once by this thread, as a pool must allow
                            for (StringBuilder sb : List.of(c.builder(h1), c.builder(h2))) {
                                if (mine.put(sb, true) != null || !held.add(sb)) {
                                    overlaps.incrementAndGet();
                                }
                            }
                            Thread.yield();
                            for (Object h : List.of(h2, h1)) {
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

    /**
     * The adapter contract, run as {@code handoff} runs it: every contender of
     * {@link PoolOverheadBenchmark.HandoffPools} (read from its {@code @Param}, so a contender added
     * there is tested here), one producer acquiring and handing builders over the benchmark's queue,
     * at most {@code IN_FLIGHT} (32) in flight against Stormpot's 16 objects, one consumer releasing
     * them: all transfers complete (an earlier Stormpot row through {@code tryClaim()} ran the heap out
     * of memory here), an exclusive contender never hands out a builder that is still in flight, and a
     * pool that keeps what another thread releases hands builders out again.
     */
    @ParameterizedTest
    @MethodSource("handoffContenders")
    void handedOverAsTheBenchmarkDoesEveryTransferCompletesAndNoBuilderIsInFlightTwice(PoolType type)
            throws Exception {
        int transfers = 200_000;
        Contender pool = type.create(32);
        PoolOverheadBenchmark.Handoff handoff = new PoolOverheadBenchmark.Handoff();
        Set<StringBuilder> inFlight = Collections.newSetFromMap(new ConcurrentHashMap<>());
        Set<StringBuilder> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        AtomicInteger overlaps = new AtomicInteger();
        AtomicInteger released = new AtomicInteger();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread producer = new Thread(() -> {
            try {
                for (int i = 0; i < transfers && failure.get() == null; ) {
                    if (handoff.queue.size() >= PoolOverheadBenchmark.Handoff.IN_FLIGHT) {
                        Thread.onSpinWait();
                        continue;
                    }
                    Object handle = pool.acquire();
                    StringBuilder sb = pool.builder(handle);
                    seen.add(sb);
                    if (!inFlight.add(sb)) {
                        overlaps.incrementAndGet();
                    }
                    handoff.queue.offer(handle);
                    i++;
                }
            } catch (Throwable e) {
                failure.compareAndSet(null, e);
            }
        });
        Thread consumer = new Thread(() -> {
            try {
                while (released.get() < transfers && failure.get() == null) {
                    Object handle = handoff.queue.relaxedPoll();
                    if (handle == null) {
                        Thread.onSpinWait();
                        continue;
                    }
                    inFlight.remove(pool.builder(handle));
                    pool.release(handle);
                    released.incrementAndGet();
                }
            } catch (Throwable e) {
                failure.compareAndSet(null, e);
            }
        });
        try {
            producer.start();
            consumer.start();
            producer.join(120_000);
            consumer.join(120_000);
        } finally {
            pool.close();
        }
        assertThat(failure.get()).as("%s: no thread failed", type).isNull();
        assertThat(released).as("%s: every builder made the trip", type).hasValue(transfers);
        if (type.exclusive()) {
            assertThat(overlaps).as("%s: builders handed out while still in flight", type).hasValue(0);
        }
        if (CROSS_THREAD_POOLS.contains(type)) {
            // A pool that never reused would make one builder per transfer. commons-pool2 destroys
            // what is released beyond its idle limit, so how many it makes depends on how the two
            // threads were scheduled (once 20,603 of 200,000 on 2 cores): half tells the two apart
            // without depending on the scheduler.
            assertThat(seen.size()).as("%s reuses builders another thread released", type)
                    .isLessThan(transfers / 2);
        }
    }

    /** Contenders that keep a builder released on another thread for the next acquire. */
    private static final Set<PoolType> CROSS_THREAD_POOLS = EnumSet.of(PoolType.bucketed, PoolType.bucketedSharedOnly,
            PoolType.commonsKeyed, PoolType.stormpotClaim);

    /** The {@code handoff} rows' contenders, as the benchmark's {@code @Param} lists them. */
    static Stream<PoolType> handoffContenders() throws NoSuchFieldException {
        String[] names = PoolOverheadBenchmark.HandoffPools.class.getField("pool")
                .getAnnotation(Param.class).value();
        return Arrays.stream(names).map(PoolType::valueOf);
    }

    @Test
    void aStormpotTapIsOneThreadsSoTheSharedContenderRefusesToLend() {
        Contender shared = PoolType.stormpotTap.create(32);
        assertThatThrownBy(shared::acquire)
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("forThread()");
        Contender mine = shared.forThread();
        assertThat(mine).isNotSameAs(shared).isNotSameAs(shared.forThread());
        Object h = mine.acquire();
        assertThat(mine.builder(h).capacity()).isGreaterThanOrEqualTo(32);
        mine.release(h);
        assertThat(PoolType.stormpotClaim.create(32).forThread()).as("pool.claim is thread-safe: one contender")
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
