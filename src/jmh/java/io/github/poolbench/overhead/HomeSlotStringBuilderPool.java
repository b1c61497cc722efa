package io.github.poolbench.overhead;

import io.github.poolbench.pool.SizeClasses;
import io.github.poolbench.pool.StringBuilderPool;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.lang.ref.WeakReference;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The candidate row {@code bucketedHomeSlot}: {@link io.github.poolbench.pool.BucketedStringBuilderPool}
 * with one change to how a thread finds its cache. A thread first looks at its home place, the
 * place its id indexes ({@code id mod threadCaches}), and uses the cache there if the cache names
 * it as owner: an array load, one {@code WeakReference.get} and an identity compare, no
 * {@code ThreadLocal} lookup. A thread whose home is held by another live thread takes any free
 * place and is found by the {@code ThreadLocal}, as in the pool. The cache stays reachable only
 * from its thread's {@code ThreadLocal}: the places refer to it weakly, so a dead thread's
 * builders go with the next collection. Threads without a cache retry on their own schedule (one
 * call in 4096, drawn per thread), so no calling pattern keeps one from retrying. Everything else
 * (classes, shared slots, bound, misuse checks) is the pool's.
 */
final class HomeSlotStringBuilderPool implements StringBuilderPool {

    static final int DEFAULT_SHARED_SLOTS_PER_CLASS = 16;
    static final int DEFAULT_THREAD_CACHES = 256;

    private static final int RETRY_INTERVAL = 4096;
    private static final Object[] NO_CACHE = new Object[0];
    private static final int PAD = 32; // references either side of the owner and the 8 builders
    private static final int OWNER = PAD; // cache[OWNER] is the owner Thread, cache[PAD + 1 + c] class c's idle builder
    private static final VarHandle PLACES = MethodHandles.arrayElementVarHandle(Place[].class);
    private static final MethodHandle IS_VIRTUAL = isVirtualHandle();

    private final int sharedSlotsPerClass;
    private final AtomicReferenceArray<StringBuilder> shared;
    private final Place[] places;
    private final int threadCaches;
    private final int mask; // next power of two >= threadCaches, minus one
    private final ThreadLocal<Object[]> caches = new ThreadLocal<>();

    HomeSlotStringBuilderPool() { this(DEFAULT_SHARED_SLOTS_PER_CLASS, DEFAULT_THREAD_CACHES); }

    HomeSlotStringBuilderPool(int sharedSlotsPerClass, int threadCaches) {
        if (sharedSlotsPerClass < 1 || sharedSlotsPerClass > 1 << 20) {
            throw new IllegalArgumentException("sharedSlotsPerClass: " + sharedSlotsPerClass);
        }
        if (threadCaches < 0 || threadCaches > 1 << 16) {
            throw new IllegalArgumentException("threadCaches: " + threadCaches);
        }
        this.sharedSlotsPerClass = sharedSlotsPerClass;
        this.shared = new AtomicReferenceArray<>(SizeClasses.COUNT * sharedSlotsPerClass);
        this.threadCaches = threadCaches;
        this.places = new Place[Math.max(1, threadCaches)];
        this.mask = threadCaches <= 1 ? 0 : Integer.highestOneBit(threadCaches - 1) * 2 - 1;
    }

    @Override
    public StringBuilder acquire(int minCapacity) {
        int sizeClass = SizeClasses.ceilClass(minCapacity); // throws IllegalArgumentException if < 0
        if (sizeClass == SizeClasses.NONE) {
            return new StringBuilder(minCapacity);
        }
        Object[] cache = cache();
        int slot = OWNER + 1 + sizeClass;
        if (slot < cache.length && cache[slot] != null) {
            StringBuilder sb = (StringBuilder) cache[slot];
            cache[slot] = null;
            return sb;
        }
        for (int i = sizeClass * sharedSlotsPerClass, end = i + sharedSlotsPerClass; i < end; i++) {
            StringBuilder sb = shared.get(i);
            if (sb != null && shared.compareAndSet(i, sb, null)) {
                return sb;
            }
        }
        return new StringBuilder(SizeClasses.capacityOf(sizeClass));
    }

    @Override
    public void release(StringBuilder builder) {
        Objects.requireNonNull(builder, "builder must not be null");
        int sizeClass = SizeClasses.floorClass(builder.capacity());
        if (sizeClass == SizeClasses.NONE) {
            builder.setLength(0);
            return;
        }
        Object[] cache = cache();
        int slot = OWNER + 1 + sizeClass;
        if (slot < cache.length && cache[slot] == null) {
            builder.setLength(0);
            cache[slot] = builder;
            return;
        }
        if (slot < cache.length && cache[slot] == builder) {
            throw doubleRelease(builder);
        }
        int start = sizeClass * sharedSlotsPerClass, end = start + sharedSlotsPerClass;
        for (int i = start; i < end; i++) {
            if (shared.get(i) == builder) {
                throw doubleRelease(builder);
            }
        }
        builder.setLength(0);
        for (int i = start; i < end; i++) {
            if (shared.get(i) == null && shared.compareAndSet(i, null, builder)) {
                return;
            }
        }
    }

    /** The calling thread's cache: its home place's if that names it, else the thread-local's. */
    private Object[] cache() {
        Thread thread = Thread.currentThread();
        int home = home(thread);
        Place place = places[home]; // a plain read: a place naming this thread was written by it
        Object[] cache = place == null ? null : place.get();
        if (cache != null && cache[OWNER] == thread) {
            return cache;
        }
        return elsewhere(thread, home);
    }

    private int home(Thread thread) {
        int i = (int) thread.getId() & mask; // below 2 x threadCaches (0 when there are none)
        return i < threadCaches ? i : i - threadCaches;
    }

    /** A thread not at home: a virtual thread, one whose home another thread holds, or one with no cache yet. */
    private Object[] elsewhere(Thread thread, int home) {
        if (isVirtual(thread)) {
            return NO_CACHE;
        }
        Object[] cache = caches.get();
        if (cache != null && cache.length != 0) {
            return cache;
        }
        if (cache != null && ThreadLocalRandom.current().nextInt(RETRY_INTERVAL) != 0) {
            return NO_CACHE;
        }
        for (int k = 0; k < threadCaches; k++) { // home first, then every other place
            int i = home + k < threadCaches ? home + k : home + k - threadCaches;
            Place place = (Place) PLACES.getAcquire(places, i);
            if (place == null || place.isFree()) {
                Object[] mine = new Object[PAD + 1 + SizeClasses.COUNT + PAD];
                mine[OWNER] = thread;
                if (PLACES.compareAndSet(places, i, place, new Place(mine))) {
                    caches.set(mine);
                    return mine;
                }
            }
        }
        caches.set(NO_CACHE);
        return NO_CACHE;
    }

    /** A place: its cache, weakly; free once the cache is collected or its owner has died. */
    private static final class Place extends WeakReference<Object[]> {
        Place(Object[] cache) { super(cache); }
        boolean isFree() { Object[] cache = get(); return cache == null || !((Thread) cache[OWNER]).isAlive(); }
    }

    private static IllegalStateException doubleRelease(StringBuilder builder) {
        return new IllegalStateException("builder released twice: already idle (" + builder.capacity() + " chars)");
    }

    private static MethodHandle isVirtualHandle() {
        try {
            return MethodHandles.lookup().findVirtual(Thread.class, "isVirtual", MethodType.methodType(boolean.class));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            return MethodHandles.dropArguments(MethodHandles.constant(boolean.class, false), 0, Thread.class);
        }
    }

    private static boolean isVirtual(Thread thread) {
        try {
            return (boolean) IS_VIRTUAL.invokeExact(thread);
        } catch (Throwable e) {
            throw new AssertionError(e);
        }
    }
}
