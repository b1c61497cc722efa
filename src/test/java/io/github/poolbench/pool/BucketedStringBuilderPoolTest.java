package io.github.poolbench.pool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Behaviour specific to {@link BucketedStringBuilderPool}: configuration, bound, statistics. */
class BucketedStringBuilderPoolTest {

    @Test
    void defaultsAreDocumentedValues() {
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool();
        assertThat(pool.maxIdlePerClass()).isEqualTo(16);
        assertThat(Integer.bitCount(pool.stripes())).isEqualTo(1);
        assertThat(pool.stripes()).isBetween(1, 16);
        // (64+128+...+4096 - 7) + 4096 chars per full set of classes, 2 bytes per char.
        assertThat(pool.worstCaseRetainedBytes()).isEqualTo(16L * 24_434);
    }

    @Test
    void invalidConfigurationIsRefused() {
        assertThatThrownBy(() -> new BucketedStringBuilderPool(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxIdlePerClass");
        assertThatThrownBy(() -> new BucketedStringBuilderPool(8, 3))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("power of two");
        assertThatThrownBy(() -> new BucketedStringBuilderPool(2, 4))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("stripes");
    }

    @Test
    void boundNotDivisibleByStripesIsStillExact() {
        // 6 idle per class over 4 stripes: stripes hold 2, 2, 1, 1.
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool(6, 4);
        StringBuilder[] out = new StringBuilder[10];
        for (int i = 0; i < out.length; i++) {
            out[i] = pool.acquire(64);
        }
        for (StringBuilder sb : out) {
            pool.release(sb); // one thread: one stripe, holding 1 or 2
        }
        int idle = pool.stats().classes().get(1).idle();
        assertThat(idle).isBetween(1, 2);
        assertThat(pool.stats().classes().get(1).droppedFull()).isEqualTo(10 - idle);
    }

    @Test
    void statisticsCountHitsMissesAndDropsByReason() {
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool(2, 1);
        StringBuilder a = pool.acquire(100);      // miss (128)
        StringBuilder b = pool.acquire(100);      // miss
        StringBuilder c = pool.acquire(100);      // miss
        pool.release(a);                          // retained
        pool.release(b);                          // retained
        pool.release(c);                          // dropped: full
        pool.acquire(128);                        // hit
        pool.release(pool.acquire(9000));         // oversize acquire, dropped: too large
        pool.release(new StringBuilder(5));       // dropped: too small

        PoolStats stats = pool.stats();
        PoolStats.SizeClassStats c128 = stats.classes().get(2);
        assertThat(c128.capacity()).isEqualTo(128);
        assertThat(c128.misses()).isEqualTo(3);
        assertThat(c128.retained()).isEqualTo(2);
        assertThat(c128.droppedFull()).isEqualTo(1);
        assertThat(c128.hits()).isEqualTo(1);
        assertThat(c128.idle()).isEqualTo(1);
        assertThat(stats.oversizeAcquires()).isEqualTo(1);
        assertThat(stats.droppedTooLarge()).isEqualTo(1);
        assertThat(stats.droppedTooSmall()).isEqualTo(1);
        assertThat(stats.hits()).isEqualTo(1);
        assertThat(stats.misses()).isEqualTo(3);
        assertThat(stats.idle()).isEqualTo(1);
        assertThat(stats.classes()).hasSize(SizeClasses.COUNT);
    }

    @Test
    void foreignBuilderIsFiledByItsCapacity() {
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool(4, 1);
        StringBuilder foreign = new StringBuilder(1000).append("leftover");
        pool.release(foreign);
        assertThat(foreign.length()).isZero();
        assertThat(pool.acquire(512)).isSameAs(foreign);
    }

    @Test
    void doubleReleaseDetectedAfterOtherBuildersWereReleased() {
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool(4, 1);
        StringBuilder a = pool.acquire(32);
        StringBuilder b = pool.acquire(32);
        pool.release(a);
        pool.release(b);
        assertThatThrownBy(() -> pool.release(a)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> pool.release(b)).isInstanceOf(IllegalStateException.class);
        assertThat(pool.stats().classes().get(0).idle()).isEqualTo(2);
    }
}
