package io.github.poolbench.pool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class SizeClassesTest {

    @Test
    void classCapacitiesArePowersOfTwoFrom32To4096() {
        for (int c = 0; c < SizeClasses.COUNT; c++) {
            assertThat(SizeClasses.capacityOf(c)).isEqualTo(32 << c);
        }
        assertThatThrownBy(() -> SizeClasses.capacityOf(8)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SizeClasses.capacityOf(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void edgesOfTheRequestMapping() {
        assertThat(SizeClasses.ceilClass(0)).isZero();
        assertThat(SizeClasses.ceilClass(1)).isZero();
        assertThat(SizeClasses.ceilClass(32)).isZero();
        assertThat(SizeClasses.ceilClass(33)).isEqualTo(1);
        assertThat(SizeClasses.ceilClass(4096)).isEqualTo(7);
        assertThat(SizeClasses.ceilClass(4097)).isEqualTo(SizeClasses.NONE);
        assertThat(SizeClasses.ceilClass(Integer.MAX_VALUE)).isEqualTo(SizeClasses.NONE);
        assertThatThrownBy(() -> SizeClasses.ceilClass(-1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1");
    }

    @Test
    void edgesOfTheCapacityMapping() {
        assertThat(SizeClasses.floorClass(31)).isEqualTo(SizeClasses.NONE);
        assertThat(SizeClasses.floorClass(32)).isZero();
        assertThat(SizeClasses.floorClass(63)).isZero();
        assertThat(SizeClasses.floorClass(64)).isEqualTo(1);
        assertThat(SizeClasses.floorClass(300)).isEqualTo(3);
        assertThat(SizeClasses.floorClass(4096)).isEqualTo(7);
        assertThat(SizeClasses.floorClass(4097)).isEqualTo(SizeClasses.NONE);
    }

    /** Every request gets the smallest class whose capacity is at least the request. */
    @Property
    void ceilClassIsTheSmallestClassThatFits(@ForAll @IntRange(min = 0, max = 4096) int request) {
        int c = SizeClasses.ceilClass(request);
        assertThat(SizeClasses.capacityOf(c)).isGreaterThanOrEqualTo(request);
        if (c > 0) {
            assertThat(SizeClasses.capacityOf(c - 1)).isLessThan(request);
        }
    }

    /** Every capacity maps to the largest class whose capacity is at most it. */
    @Property
    void floorClassIsTheLargestClassThatIsServed(@ForAll @IntRange(min = 32, max = 4096) int capacity) {
        int c = SizeClasses.floorClass(capacity);
        assertThat(SizeClasses.capacityOf(c)).isLessThanOrEqualTo(capacity);
        if (c < SizeClasses.COUNT - 1) {
            assertThat(SizeClasses.capacityOf(c + 1)).isGreaterThan(capacity);
        }
    }
}
