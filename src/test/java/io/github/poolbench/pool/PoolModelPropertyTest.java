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
 * Random acquire / grow / release / double-release sequences on one thread against a model of
 * {@link BucketedStringBuilderPool}, with and without a thread cache: per size class, the
 * thread's cache (at most one builder, taken first, filled first) and the shared slots (a set
 * bounded by {@code sharedSlots}). Each script step is one int: its low bits choose the action,
 * the rest the size or the held builder.
 */
class PoolModelPropertyTest {

    @Property(tries = 300)
    void poolBehavesLikeItsModel(@ForAll @Size(max = 300) List<@IntRange(min = 0, max = Integer.MAX_VALUE) Integer> script,
                                 @ForAll @IntRange(min = 1, max = 6) int sharedSlots,
                                 @ForAll @IntRange(min = 0, max = 1) int threadCaches) {
        // One thread: it takes the cache place if there is one.
        BucketedStringBuilderPool pool = new BucketedStringBuilderPool(sharedSlots, threadCaches);
        StringBuilder[] cache = new StringBuilder[SizeClasses.COUNT];
        List<Set<StringBuilder>> shared = new ArrayList<>();
        for (int c = 0; c < SizeClasses.COUNT; c++) {
            shared.add(Collections.newSetFromMap(new IdentityHashMap<>()));
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
                } else if (cache[c] != null) {
                    assertThat(sb).as("the thread's cache first").isSameAs(cache[c]);
                    cache[c] = null;
                } else if (!shared.get(c).isEmpty()) {
                    assertThat(shared.get(c)).as("then the shared slots").contains(sb);
                    shared.get(c).remove(sb);
                } else {
                    assertThat(everIdle).as("empty class allocates").doesNotContain(sb);
                    assertThat(sb.capacity()).isEqualTo(SizeClasses.capacityOf(c));
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
                if (c != SizeClasses.NONE) {
                    if (threadCaches > 0 && cache[c] == null) {
                        cache[c] = sb;
                    } else if (shared.get(c).size() < sharedSlots) {
                        shared.get(c).add(sb);
                    }
                    everIdle.add(sb);
                }
                // Detected: the builder in the caller's cache, or in the shared slots when the release goes there.
                boolean detected = c != SizeClasses.NONE && (cache[c] == sb
                        || ((threadCaches == 0 || cache[c] != null) && shared.get(c).contains(sb)));
                if (action == 3 && detected) {
                    assertThatThrownBy(() -> pool.release(sb)).isInstanceOf(IllegalStateException.class);
                }
            }
            for (int c = 0; c < SizeClasses.COUNT; c++) {
                assertThat(pool.idle(c)).as("idle in class %d", c)
                        .isEqualTo(shared.get(c).size() + (cache[c] != null ? 1 : 0));
            }
        }
    }
}
