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
            Contender c = type.create(256);
            try {
                for (int i = 0; i < 3; i++) {
                    Object handle = c.acquire();
                    StringBuilder sb = c.builder(handle);
                    assertThat(sb.length()).isZero();
                    assertThat(sb.capacity()).isGreaterThanOrEqualTo(256);
                    sb.append("used ").append(i);
                    c.release(handle);
                    if (type != PoolType.allocate) { // the baseline drops the builder as it is
                        assertThat(sb.length()).as("%s clears on release", type).isZero();
                    }
                }
            } finally {
                c.close();
            }
        });
    }

    @ParameterizedTest
    @EnumSource(PoolType.class)
    void poolsReuseAndExclusivePoolsNeverHandOneBuilderTwice(PoolType type) throws Exception {
        onPoolingThread(() -> {
            Contender c = type.create(32);
            try {
                Object first = c.acquire();
                StringBuilder sb = c.builder(first);
                c.release(first);
                StringBuilder again = c.builder(c.acquire());
                if (type != PoolType.allocate) {
                    assertThat(again).as("%s reuses a released builder", type).isSameAs(sb);
                }
                StringBuilder other = c.builder(c.acquire());
                if (type.exclusive()) {
                    assertThat(other).as("%s: two holders, two builders", type).isNotSameAs(again);
                } else {
                    assertThat(other).as("%s hands every call the thread's object", type).isSameAs(again);
                }
            } finally {
                c.close();
            }
        });
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
