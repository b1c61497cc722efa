package io.github.poolbench.overhead;

import io.github.poolbench.pool.SizeClasses;
import io.github.poolbench.pool.StringBuilderPool;

/**
 * A contender, not a recommendation: one idle builder per size class per thread, in a
 * {@link ThreadLocal} (the Log4j2 / pre-2.16 Jackson style). Unbounded in the number of
 * threads: every thread that ever used it keeps up to 8 builders until it dies, which is why
 * Jackson moved away from it for virtual threads (jackson-core #919).
 *
 * <p>{@code pad} references before and after a thread's 8 ({@code threadLocal}: 0;
 * {@code threadLocalPadded}: 32, as the bucketed pool's caches): the control of padding alone
 * (whether two threads' arrays sharing a cache line cost anything).
 */
final class ThreadLocalStringBuilderPool implements StringBuilderPool {

    private final int pad;
    private final ThreadLocal<StringBuilder[]> idle;

    /** @param pad unused references either side of a thread's 8, 0 or more */
    ThreadLocalStringBuilderPool(int pad) {
        this.pad = pad;
        this.idle = ThreadLocal.withInitial(() -> new StringBuilder[pad + SizeClasses.COUNT + pad]);
    }

    @Override
    public StringBuilder acquire(int minCapacity) {
        int sizeClass = SizeClasses.ceilClass(minCapacity);
        if (sizeClass == SizeClasses.NONE) {
            return new StringBuilder(minCapacity);
        }
        StringBuilder[] mine = idle.get();
        StringBuilder sb = mine[pad + sizeClass];
        if (sb == null) {
            return new StringBuilder(SizeClasses.capacityOf(sizeClass));
        }
        mine[pad + sizeClass] = null;
        return sb;
    }

    @Override
    public void release(StringBuilder builder) {
        int sizeClass = SizeClasses.floorClass(builder.capacity());
        if (sizeClass == SizeClasses.NONE) {
            return;
        }
        StringBuilder[] mine = idle.get();
        if (mine[pad + sizeClass] == builder) {
            throw new IllegalStateException("builder released twice");
        }
        builder.setLength(0);
        mine[pad + sizeClass] = builder;
    }
}
