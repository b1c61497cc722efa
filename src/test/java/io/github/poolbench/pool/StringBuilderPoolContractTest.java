package io.github.poolbench.pool;

import io.github.poolbench.commons.CommonsKeyedStringBuilderPool;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The {@link StringBuilderPool} contract, for both pools. */
class StringBuilderPoolContractTest {

    private static final int BOUND = 4;
    private final List<AutoCloseable> toClose = new ArrayList<>();

    static Stream<Arguments> pools() {
        return Stream.of(
                // One thread cache (taken by the test thread) plus BOUND - 1 shared slots: bound BOUND.
                Arguments.of("bucketed", (Supplier<StringBuilderPool>) () -> new BucketedStringBuilderPool(BOUND - 1, 1)),
                Arguments.of("bucketedSharedOnly",
                        (Supplier<StringBuilderPool>) () -> new BucketedStringBuilderPool(BOUND, 0)),
                Arguments.of("commonsKeyed", (Supplier<StringBuilderPool>) () -> new CommonsKeyedStringBuilderPool(BOUND)));
    }

    private StringBuilderPool create(Supplier<StringBuilderPool> factory) {
        StringBuilderPool pool = factory.get();
        if (pool instanceof AutoCloseable c) {
            toClose.add(c);
        }
        return pool;
    }

    @AfterEach
    void close() throws Exception {
        for (AutoCloseable c : toClose) {
            c.close();
        }
    }

    /** Idle builders in a class, whatever the pool. */
    static int idle(StringBuilderPool pool, int sizeClass) {
        if (pool instanceof BucketedStringBuilderPool b) {
            return b.idle(sizeClass);
        }
        return ((CommonsKeyedStringBuilderPool) pool).idle(sizeClass);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pools")
    void acquiredBuilderIsEmptyAndLargeEnoughForEverySize(String name, Supplier<StringBuilderPool> factory) {
        StringBuilderPool pool = create(factory);
        for (int n = 0; n <= 5000; n++) {
            StringBuilder sb = pool.acquire(n);
            assertThat(sb.length()).as("length for request %d", n).isZero();
            assertThat(sb.capacity()).as("capacity for request %d", n).isGreaterThanOrEqualTo(n);
            sb.append('x');
            pool.release(sb);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pools")
    void releaseClearsContentAndTheBuilderIsReused(String name, Supplier<StringBuilderPool> factory) {
        StringBuilderPool pool = create(factory);
        StringBuilder first = pool.acquire(100);
        first.append("secret-token-12345");
        pool.release(first);
        assertThat(first.length()).isZero();

        StringBuilder second = pool.acquire(100);
        assertThat(second).isSameAs(first);
        assertThat(second.toString()).isEmpty();
        assertThat(second.capacity()).isEqualTo(128);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pools")
    void grownBuilderIsFiledUnderTheLargestClassItFits(String name, Supplier<StringBuilderPool> factory) {
        StringBuilderPool pool = create(factory);
        StringBuilder sb = pool.acquire(64);
        assertThat(sb.capacity()).isEqualTo(64);
        sb.append("y".repeat(300));
        assertThat(sb.capacity()).isBetween(256, 511);
        pool.release(sb);

        assertThat(idle(pool, 1)).as("the 64 class").isZero();
        assertThat(idle(pool, 3)).as("the 256 class").isEqualTo(1);
        StringBuilder again = pool.acquire(256);
        assertThat(again).isSameAs(sb);
        assertThat(again.length()).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pools")
    void builderGrownToExactlyAClassCapacityMovesToThatClass(String name, Supplier<StringBuilderPool> factory) {
        StringBuilderPool pool = create(factory);
        StringBuilder sb = pool.acquire(64);
        sb.ensureCapacity(256);
        assertThat(sb.capacity()).isEqualTo(256);
        pool.release(sb);
        assertThat(pool.acquire(200)).isSameAs(sb);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pools")
    void oversizeBuildersAreNeverRetained(String name, Supplier<StringBuilderPool> factory) {
        StringBuilderPool pool = create(factory);
        StringBuilder big = pool.acquire(5000);
        assertThat(big.capacity()).isGreaterThanOrEqualTo(5000);
        pool.release(big);
        assertThat(pool.acquire(5000)).isNotSameAs(big);

        StringBuilder grown = pool.acquire(4096);
        grown.append("z".repeat(4097));
        pool.release(grown);
        for (int c = 0; c < SizeClasses.COUNT; c++) {
            assertThat(idle(pool, c)).as("class %d", c).isZero();
        }
        assertThat(pool.acquire(4096)).isNotSameAs(grown);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pools")
    void perClassBoundHolds(String name, Supplier<StringBuilderPool> factory) {
        StringBuilderPool pool = create(factory);
        List<StringBuilder> out = new ArrayList<>();
        for (int i = 0; i < BOUND + 5; i++) {
            out.add(pool.acquire(64));
        }
        out.forEach(pool::release);
        assertThat(idle(pool, 1)).isEqualTo(BOUND);

        Map<StringBuilder, Boolean> seen = new IdentityHashMap<>();
        for (int i = 0; i < BOUND + 5; i++) {
            seen.put(pool.acquire(64), true);
        }
        assertThat(seen).as("distinct instances").hasSize(BOUND + 5);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pools")
    void doubleReleaseIsRefusedAndNeverYieldsTheSameInstanceTwice(String name, Supplier<StringBuilderPool> factory) {
        StringBuilderPool pool = create(factory);
        StringBuilder sb = pool.acquire(32);
        pool.release(sb);
        assertThatThrownBy(() -> pool.release(sb))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("released twice");
        StringBuilder a = pool.acquire(32);
        StringBuilder b = pool.acquire(32);
        assertThat(a).isNotSameAs(b);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pools")
    void badArgumentsGetSpecificExceptions(String name, Supplier<StringBuilderPool> factory) {
        StringBuilderPool pool = create(factory);
        assertThatThrownBy(() -> pool.acquire(-1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("-1");
        assertThatThrownBy(() -> pool.release(null))
                .isInstanceOf(NullPointerException.class)
                .hasMessageContaining("builder");
        assertThatThrownBy(() -> pool.lease(-5)).isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pools")
    void leaseReturnsTheBuilderEvenWhenTheBlockThrows(String name, Supplier<StringBuilderPool> factory) {
        StringBuilderPool pool = create(factory);
        StringBuilder[] held = new StringBuilder[1];
        assertThatThrownBy(() -> {
            try (StringBuilderLease lease = pool.lease(500)) {
                held[0] = lease.builder();
                held[0].append("partial");
                throw new IllegalArgumentException("boom");
            }
        }).isInstanceOf(IllegalArgumentException.class).hasMessage("boom");
        assertThat(held[0].length()).isZero();
        assertThat(pool.acquire(500)).isSameAs(held[0]);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pools")
    void leaseCloseIsIdempotentAndTheBuilderIsGoneAfterClose(String name, Supplier<StringBuilderPool> factory) {
        StringBuilderPool pool = create(factory);
        StringBuilderLease lease = pool.lease(10);
        lease.builder().append("abc");
        lease.close();
        lease.close(); // no double release
        assertThatThrownBy(lease::builder).isInstanceOf(IllegalStateException.class).hasMessageContaining("closed");
        assertThat(idle(pool, 0)).isEqualTo(1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pools")
    void builderReleasedOnAnotherThreadIsReused(String name, Supplier<StringBuilderPool> factory) throws Exception {
        StringBuilderPool pool = create(factory);
        StringBuilder sb = pool.acquire(1000);
        sb.append("from main");
        Thread other = new Thread(() -> pool.release(sb));
        other.start();
        other.join();
        StringBuilder again = pool.acquire(1000);
        assertThat(again).isSameAs(sb);
        assertThat(again.length()).isZero();
    }
}
