package io.github.poolbench.overhead;

import io.github.poolbench.pool.SizeClasses;
import io.github.poolbench.pool.StringBuilderPool;

/**
 * A contender, not a recommendation: one idle builder per size class per thread, in a
 * {@link ThreadLocal} (the Log4j2 / pre-2.16 Jackson style). Unbounded in the number of
 * threads: every thread that ever used it keeps up to 8 builders until it dies, which is why
 * Jackson moved away from it for virtual threads (jackson-core #919).
 */
final class ThreadLocalStringBuilderPool implements StringBuilderPool {

    private final ThreadLocal<StringBuilder[]> idle =
            ThreadLocal.withInitial(() -> new StringBuilder[SizeClasses.COUNT]);

    @Override
    public StringBuilder acquire(int minCapacity) {
        int sizeClass = SizeClasses.ceilClass(minCapacity);
        if (sizeClass == SizeClasses.NONE) {
            return new StringBuilder(minCapacity);
        }
        StringBuilder[] mine = idle.get();
        StringBuilder sb = mine[sizeClass];
        if (sb == null) {
            return new StringBuilder(SizeClasses.capacityOf(sizeClass));
        }
        mine[sizeClass] = null;
        return sb;
    }

    @Override
    public void release(StringBuilder builder) {
        int sizeClass = SizeClasses.floorClass(builder.capacity());
        if (sizeClass == SizeClasses.NONE) {
            return;
        }
        StringBuilder[] mine = idle.get();
        if (mine[sizeClass] == builder) {
            throw new IllegalStateException("builder released twice");
        }
        builder.setLength(0);
        mine[sizeClass] = builder;
    }
}
