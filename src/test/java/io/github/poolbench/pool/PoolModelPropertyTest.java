package io.github.poolbench.pool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Random acquire / grow / release / double-release sequences on one thread against a simple
 * model of {@link BucketedStringBuilderPool}, with and without a thread cache: per size class,
 * a set of idle builders bounded by {@code maxIdlePerClass}. Each script step is one int: its low bits choose the action, the
 * rest the size or the held builder.
 */
class PoolModelPropertyTest {

    @Property(tries = 300)
    void poolBehavesLikeItsModel(@ForAll @Size(max = 300) List<@IntRange(min = 0, max = Integer.MAX_VALUE) Integer> script,
                                 @ForAll @IntRange(min = 1, max = 6) int sharedSlots,
                                 @ForAll @IntRange(min = 0, max = 1) int threadCaches) {
        // One thread: it takes the cache place if there is one, so its bound is the whole bound.
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool(sharedSlots, 1, threadCaches);
        int maxIdle = pool.maxIdlePerClass();
        List<Set<StringBuilder>> idle = new ArrayList<>();
        for (int c = 0; c < SizeClasses.COUNT; c++) {
            idle.add(Collections.newSetFromMap(new IdentityHashMap<>()));
        }
        Set<StringBuilder> everIdle = Collections.newSetFromMap(new IdentityHashMap<>());
        List<StringBuilder> held = new ArrayList<>();

        for (int step : script) {
            int action = step & 3;
            int arg = step >>> 2;
            if (action == 0 || held.isEmpty()) { // acquire
                int size = arg % 6001;
                StringBuilder sb = pool.acquire(size);
                assertThat(sb.length()).isZero();
                assertThat(sb.capacity()).isGreaterThanOrEqualTo(size);
                int c = SizeClasses.ceilClass(size);
                if (c == SizeClasses.NONE) {
                    assertThat(everIdle).as("oversize is never pooled").doesNotContain(sb);
                } else if (idle.get(c).isEmpty()) {
                    assertThat(everIdle).as("empty class allocates").doesNotContain(sb);
                    assertThat(sb.capacity()).isEqualTo(SizeClasses.capacityOf(c));
                } else {
                    assertThat(idle.get(c)).as("served from its class").contains(sb);
                    idle.get(c).remove(sb);
                }
                assertThat(held).as("never handed out twice").doesNotContain(sb);
                held.add(sb);
            } else if (action == 1) { // grow a held builder
                StringBuilder sb = held.get(arg % held.size());
                sb.append("g".repeat(arg % 3000));
            } else { // release a held builder, then maybe try to release it again
                StringBuilder sb = held.remove(arg % held.size());
                int c = SizeClasses.floorClass(sb.capacity());
                pool.release(sb);
                assertThat(sb.length()).as("every released builder is cleared, kept or dropped").isZero();
                if (c != SizeClasses.NONE && idle.get(c).size() < maxIdle) {
                    idle.get(c).add(sb);
                    everIdle.add(sb);
                }
                if (action == 3 && c != SizeClasses.NONE && idle.get(c).contains(sb)) {
                    assertThatThrownBy(() -> pool.release(sb)).isInstanceOf(IllegalStateException.class);
                }
            }
            PoolStats stats = pool.stats();
            for (int c = 0; c < SizeClasses.COUNT; c++) {
                assertThat(stats.classes().get(c).idle()).as("idle in class %d", c).isEqualTo(idle.get(c).size());
            }
        }
    }
}
