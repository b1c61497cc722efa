package io.github.poolbench.pool;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.ref.WeakReference;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * poolbench's {@link StringBuilderPool}: thread-safe, bounded, in the 8 {@linkplain SizeClasses size
 * classes} of 32 to 4096 chars, with no locks, no boxed keys and no allocation on acquire or release
 * in steady state.
 *
 * <h2>Design</h2>
 * A platform thread keeps at most one idle builder per class in its own cache, found by a
 * {@link ThreadLocal}: a call its cache serves is a lookup, a load and a store, no atomic operation.
 * Shared slots per class, claimed and filled by compare-and-set, serve threads without a cache and
 * builders that one thread acquires and another releases. At most {@link #threadCaches()} threads
 * hold a cache at once: a thread takes a place on its first call if one is free or its owner has
 * died; threads without one try again on every 4096th of the calls they make together (a shared, racy
 * count: a thread that only takes turns with another may never be the one that tries). Virtual threads
 * never get a cache, so a million of them cannot make the pool grow. The shape is Stormpot's
 * thread-local slot before a shared queue and Netty's capped per-thread caches, with Jackson's lesson
 * for virtual threads (a thread-local recycler never reuses on them) and Log4j2's for size (a thread's
 * builder that is never trimmed keeps its largest size).
 *
 * <h2>Sizes, bound and memory</h2>
 * {@code acquire(n)} returns an idle builder of the smallest class {@code >= n} chars, else a new one
 * of that class's capacity; {@code n > 4096} gets an unpooled {@code new StringBuilder(n)}.
 * {@code release} clears a builder and files it under the largest class {@code <=} its capacity, or
 * drops it (to the GC) below 32 or above 4096 chars or when its cache place and shared slots are full.
 * At most {@link #maxIdlePerClass()} builders per class are idle (one per cache plus the shared slots),
 * one of class {@code c < 4096} below {@code 2c} chars: at most {@link #worstCaseRetainedBytes()} bytes
 * of arrays (2 per char), 6.6 MB with the defaults, plus about 40 bytes of headers per builder.
 * Bookkeeping: a reference per shared slot and per place, and about 400 bytes per thread holding a
 * cache, whose 8 references are padded by 32 on either side so that no two threads' caches share a
 * cache line (100 more for a thread that had no thread-local yet).
 *
 * <h2>Threads that die</h2>
 * The pool refers to a cache, and so to its thread, only weakly. When a thread terminates, the JDK
 * clears its thread-locals: its idle builders and its {@code Thread} (with its context class loader)
 * are then unreachable from the pool and go with the next collection, whoever calls the pool or not,
 * and its place is free for the next thread. A thread-local holds only a {@code StringBuilder[]}, so a
 * pool dropped by an application pins no class loader.
 *
 * <h2>Misuse, and what a pooled builder keeps</h2>
 * {@code acquire(n < 0)} throws {@link IllegalArgumentException}, {@code release(null)}
 * {@link NullPointerException}. {@code release} throws {@link IllegalStateException} for a builder
 * idle in the caller's cache or, when the release goes to the shared slots, idle there. Not detected
 * (two later acquires then get one instance): a second release of a builder idle in another thread's
 * cache, or in the shared slots while the caller's cache has room, or acquired again in between; nor
 * is use after release. Release exactly once; a {@link StringBuilderLease} does it in
 * try-with-resources. {@code setLength(0)} resets the length only: old chars stay in the array until
 * overwritten (do not pool builders that held secrets), and a builder that ever held a char outside
 * Latin-1 keeps 2 bytes per char for life.
 */
public final class BucketedStringBuilderPool implements StringBuilderPool {

    /** Shared slots per size class of the default constructor (16). */
    public static final int DEFAULT_SHARED_SLOTS_PER_CLASS = 16;
    /** Threads that may hold a cache at once with the default constructor (256). */
    public static final int DEFAULT_THREAD_CACHES = 256;
    /** Most shared slots per size class (2^20): one array of {@code 8 x 2^20} references, 32 MB compressed. */
    public static final int MAX_SHARED_SLOTS_PER_CLASS = 1 << 20;
    /** Most threads that may hold a cache at once (2^16): one array of as many references. */
    public static final int MAX_THREAD_CACHES = 1 << 16;

    private static final int RETRY_INTERVAL = 4096; // threads without a cache try for a place once in this many calls
    private static final StringBuilder[] NO_CACHE = new StringBuilder[0];
    private static final int PAD = 32; // references either side of a cache's 8 (128 bytes compressed)
    private static final MethodHandle IS_VIRTUAL = isVirtualHandle();

    private final int sharedSlotsPerClass;
    private final AtomicReferenceArray<StringBuilder> shared;
    private final AtomicReferenceArray<Place> places;
    private final ThreadLocal<StringBuilder[]> caches = new ThreadLocal<>();
    private final int[] retries = new int[32]; // [16]: calls of threads without a cache, racy, padded off the rest

    /** A pool with 16 shared slots per class and up to 256 thread caches (the defaults above). */
    public BucketedStringBuilderPool() { this(DEFAULT_SHARED_SLOTS_PER_CLASS, DEFAULT_THREAD_CACHES); }

    /** A pool of the given shape.
     * @param sharedSlotsPerClass shared slots per size class, 1 to {@value #MAX_SHARED_SLOTS_PER_CLASS}
     * @param threadCaches        threads that may hold a cache at once, 0 (all use the shared slots) to {@value #MAX_THREAD_CACHES}
     * @throws IllegalArgumentException if an argument is out of range (before anything is allocated) */
    public BucketedStringBuilderPool(int sharedSlotsPerClass, int threadCaches) {
        if (sharedSlotsPerClass < 1 || sharedSlotsPerClass > MAX_SHARED_SLOTS_PER_CLASS) {
            throw new IllegalArgumentException("sharedSlotsPerClass must be in [1, " + MAX_SHARED_SLOTS_PER_CLASS
                    + "]: " + sharedSlotsPerClass);
        }
        if (threadCaches < 0 || threadCaches > MAX_THREAD_CACHES) {
            throw new IllegalArgumentException("threadCaches must be in [0, " + MAX_THREAD_CACHES + "]: " + threadCaches);
        }
        this.sharedSlotsPerClass = sharedSlotsPerClass;
        this.shared = new AtomicReferenceArray<>(SizeClasses.COUNT * sharedSlotsPerClass);
        this.places = new AtomicReferenceArray<>(threadCaches);
    }

    /** {@return the bound on idle builders per size class: one per thread cache plus the shared slots} */
    public int maxIdlePerClass() { return sharedSlotsPerClass + places.length(); }

    /** {@return how many threads may hold a cache (one idle builder per class each) at once} */
    public int threadCaches() { return places.length(); }

    /**
     * {@return the most bytes of builder arrays the pool can keep, headers not counted: {@code maxIdlePerClass()}
     * full sets of classes, each 2 x (63 + 127 + ... + 4095 + 4096) = 24,434 bytes}
     */
    public long worstCaseRetainedBytes() {
        return 24_434L * maxIdlePerClass();
    }

    /**
     * Idle builders of one class in the shared slots and live threads' caches, read one by one (exact
     * when no thread uses the pool); for tests and monitoring.
     *
     * @param sizeClass class index, {@code 0 <= sizeClass < 8}
     * @return the number of idle builders of that class
     * @throws IllegalArgumentException if {@code sizeClass} is out of range
     */
    public int idle(int sizeClass) {
        SizeClasses.capacityOf(sizeClass); // range check
        int idle = 0;
        for (int i = 0; i < sharedSlotsPerClass; i++) {
            idle += shared.get(sizeClass * sharedSlotsPerClass + i) != null ? 1 : 0;
        }
        for (int i = 0; i < places.length(); i++) {
            Place place = places.get(i);
            StringBuilder[] cache = place == null || !place.isLive() ? null : place.cache.get();
            idle += cache != null && cache[PAD + sizeClass] != null ? 1 : 0;
        }
        return idle;
    }

    @Override
    public StringBuilder acquire(int minCapacity) {
        int sizeClass = SizeClasses.ceilClass(minCapacity); // throws IllegalArgumentException if < 0
        if (sizeClass == SizeClasses.NONE) {
            return new StringBuilder(minCapacity);
        }
        StringBuilder[] cache = cache();
        int slot = PAD + sizeClass;
        if (slot < cache.length && cache[slot] != null) {
            StringBuilder sb = cache[slot];
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
            builder.setLength(0); // dropped, cleared as every released builder: outside 32..4096 chars
            return;
        }
        StringBuilder[] cache = cache();
        int slot = PAD + sizeClass;
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
        builder.setLength(0); // before publishing: the compare-and-set below is a release
        for (int i = start; i < end; i++) {
            if (shared.get(i) == null && shared.compareAndSet(i, null, builder)) {
                return;
            }
        } // every slot full: dropped
    }

    /** The calling platform thread's cache, or an empty array (a virtual thread, or no place free). */
    private StringBuilder[] cache() {
        Thread thread = Thread.currentThread();
        if (isVirtual(thread)) {
            return NO_CACHE;
        }
        StringBuilder[] cache = caches.get();
        return cache != null && cache.length != 0 ? cache : placeFor(thread, cache);
    }

    /** A first call takes a free place, or one whose owner died; a thread without one tries again now and then. */
    private StringBuilder[] placeFor(Thread thread, StringBuilder[] none) {
        if (none != null && (retries[16]++ & (RETRY_INTERVAL - 1)) != 0) {
            return none;
        }
        for (int i = 0; i < places.length(); i++) {
            Place place = places.get(i);
            if (place == null || !place.isLive()) {
                StringBuilder[] mine = new StringBuilder[PAD + SizeClasses.COUNT + PAD];
                if (places.compareAndSet(i, place, new Place(thread, mine))) {
                    caches.set(mine);
                    return mine;
                }
            }
        }
        caches.set(NO_CACHE);
        return NO_CACHE;
    }

    /** A place: its owner and its cache, both weakly; free once the owner has died. */
    private static final class Place extends WeakReference<Thread> {
        final WeakReference<StringBuilder[]> cache;
        Place(Thread owner, StringBuilder[] cache) { super(owner); this.cache = new WeakReference<>(cache); }
        boolean isLive() { Thread owner = get(); return owner != null && owner.isAlive(); }
    }

    private static IllegalStateException doubleRelease(StringBuilder builder) {
        return new IllegalStateException("builder released twice: already idle (" + builder.capacity() + " chars)");
    }

    private static MethodHandle isVirtualHandle() { // Thread.isVirtual() exists from Java 21; this library targets 17
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

    @Override
    public String toString() {
        return "BucketedStringBuilderPool[sharedSlotsPerClass=" + sharedSlotsPerClass + ", threadCaches=" + threadCaches() + "]";
    }
}
