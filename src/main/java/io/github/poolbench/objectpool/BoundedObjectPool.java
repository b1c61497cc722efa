package io.github.poolbench.objectpool;

import java.util.Objects;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * A bounded, thread-safe pool of expensive objects (connections, parsers, large buffers) with
 * the borrow/return contract of commons-pool2's {@code GenericObjectPool} but no dependency
 * beyond the JDK and no allocation per borrow or return.
 *
 * <ul>
 *   <li><b>Bound.</b> At most {@link #maxSize()} objects are ever live (idle or borrowed) at
 *       once; objects are created on demand, never ahead. When all are borrowed,
 *       {@link #acquire()} waits and {@link #tryAcquire(long, TimeUnit)} waits at most its
 *       timeout. The waiting is a {@link Semaphore} of {@code maxSize} permits: <i>fair</i>
 *       (first come, first served, no thread starves) or not (a releasing thread may take the
 *       object straight back: more throughput, no fairness promise). Non-fair by default, as
 *       {@code Semaphore} and {@code ReentrantLock} are.</li>
 *   <li><b>Errors.</b> Releasing {@code null} throws {@link NullPointerException}; releasing an
 *       object that is not currently borrowed from this pool (released twice, never acquired
 *       here, or discarded) throws {@link IllegalStateException} and changes nothing, even when
 *       two threads release the same object at once (exactly one succeeds).</li>
 *   <li><b>Reset.</b> {@link ObjectFactory#reset(Object)} runs on release; an object whose
 *       reset throws is discarded.</li>
 *   <li><b>Fast path.</b> The idea of {@code BucketedStringBuilderPool}'s thread caches: each
 *       thread remembers, in a slot found by its thread id (no {@code ThreadLocal}), where it
 *       last released an object, and tries that object first, so an uncontended thread gets
 *       its own object back with one compare-and-set. All idle objects stay visible to every
 *       thread: a hint never hides an idle object from a waiting thread.</li>
 * </ul>
 *
 * <p>Layout: an open-addressed identity table ({@link System#identityHashCode}) of the live
 * objects with one padded state word each (empty, idle, borrowed, releasing), so that
 * {@code release} finds an object's state without a wrapper or a map entry. Every method is
 * thread-safe.
 *
 * @param <T> the pooled type
 */
public final class BoundedObjectPool<T> {

    /** The largest {@code maxSize} accepted. */
    public static final int MAX_SIZE_LIMIT = 1 << 16;

    private static final int EMPTY = 0;
    private static final int IDLE = 1;
    private static final int BORROWED = 2;
    /** A release or a creation owns the slot. */
    private static final int BUSY = 3;

    /** Ints per state word: 64 bytes, so that two slots never share a cache line. */
    private static final int STRIDE = 16;
    private static final int HINT_SLOTS = 64;

    private final ObjectFactory<T> factory;
    private final int maxSize;
    private final Semaphore permits;
    private final int mask;
    private final AtomicReferenceArray<T> objects;
    private final AtomicIntegerArray states;
    private final AtomicInteger live = new AtomicInteger();
    /** Per thread-id slot, padded: 1 + the table index this thread last released to, or 0. */
    private final int[] hints = new int[HINT_SLOTS * STRIDE];

    /**
     * A non-fair pool.
     *
     * @param factory creates and resets the objects
     * @param maxSize the most objects ever live at once, 1 to {@link #MAX_SIZE_LIMIT}
     * @throws NullPointerException     if {@code factory} is null
     * @throws IllegalArgumentException if {@code maxSize} is out of range
     */
    public BoundedObjectPool(ObjectFactory<T> factory, int maxSize) {
        this(factory, maxSize, false);
    }

    /**
     * @param factory creates and resets the objects
     * @param maxSize the most objects ever live at once, 1 to {@link #MAX_SIZE_LIMIT}
     * @param fair    whether waiting threads are served first come, first served
     * @throws NullPointerException     if {@code factory} is null
     * @throws IllegalArgumentException if {@code maxSize} is out of range
     */
    public BoundedObjectPool(ObjectFactory<T> factory, int maxSize, boolean fair) {
        this.factory = Objects.requireNonNull(factory, "factory");
        if (maxSize < 1 || maxSize > MAX_SIZE_LIMIT) {
            throw new IllegalArgumentException("maxSize must be 1 to " + MAX_SIZE_LIMIT + ", was " + maxSize);
        }
        this.maxSize = maxSize;
        this.permits = new Semaphore(maxSize, fair);
        int capacity = Integer.highestOneBit(maxSize * 2 - 1) << 1; // a power of two >= 2 * maxSize
        this.mask = capacity - 1;
        this.objects = new AtomicReferenceArray<>(capacity);
        this.states = new AtomicIntegerArray(capacity * STRIDE);
    }

    /**
     * Borrows an object, waiting as long as it takes for one to be released.
     *
     * @return an object for this thread's exclusive use until it is released
     * @throws InterruptedException if the thread is interrupted while waiting
     * @throws RuntimeException     whatever {@link ObjectFactory#create()} throws
     */
    public T acquire() throws InterruptedException {
        permits.acquire();
        return take();
    }

    /**
     * Borrows an object, waiting at most {@code timeout} for one to be released.
     *
     * @param timeout the longest wait; zero or less means do not wait
     * @param unit    the unit of {@code timeout}
     * @return an object for this thread's exclusive use until it is released, or {@code null}
     *         if all {@link #maxSize()} objects stayed borrowed for the whole timeout
     * @throws InterruptedException if the thread is interrupted while waiting
     * @throws RuntimeException     whatever {@link ObjectFactory#create()} throws
     */
    public T tryAcquire(long timeout, TimeUnit unit) throws InterruptedException {
        if (!permits.tryAcquire(timeout, unit)) {
            return null;
        }
        return take();
    }

    /** With a permit in hand: an idle object, or a new one. */
    private T take() {
        int tid = (int) Thread.currentThread().getId();
        int hint = hints[(tid & (HINT_SLOTS - 1)) * STRIDE] - 1;
        if (hint >= 0 && states.get(hint * STRIDE) == IDLE && states.compareAndSet(hint * STRIDE, IDLE, BORROWED)) {
            return objects.get(hint);
        }
        int start = (tid * 0x9E3779B9) & mask;
        for (;;) {
            for (int k = 0; k <= mask; k++) {
                int i = (start + k) & mask;
                if (states.get(i * STRIDE) == IDLE && states.compareAndSet(i * STRIDE, IDLE, BORROWED)) {
                    return objects.get(i);
                }
            }
            int n = live.get();
            if (n < maxSize && live.compareAndSet(n, n + 1)) {
                return create();
            }
            // The permit guarantees an object: an idle one is being published or was taken
            // by a racing scan that holds a permit of its own. Look again.
            Thread.onSpinWait();
        }
    }

    private T create() {
        T object;
        try {
            object = Objects.requireNonNull(factory.create(), "ObjectFactory.create() returned null");
        } catch (RuntimeException | Error e) {
            live.decrementAndGet();
            permits.release();
            throw e;
        }
        int i = System.identityHashCode(object) & mask;
        for (;; i = (i + 1) & mask) { // fewer than maxSize of 2 * maxSize slots are taken: ends
            if (states.get(i * STRIDE) == EMPTY && states.compareAndSet(i * STRIDE, EMPTY, BUSY)) {
                objects.set(i, object);
                states.set(i * STRIDE, BORROWED);
                return object;
            }
        }
    }

    /**
     * Returns a borrowed object: resets it ({@link ObjectFactory#reset(Object)}) and makes it
     * available to the next borrower.
     *
     * @param object an object borrowed from this pool and not yet released
     * @throws NullPointerException  if {@code object} is null
     * @throws IllegalStateException if {@code object} is not currently borrowed from this pool
     *                               (released twice, or never acquired here); nothing changes
     * @throws RuntimeException      whatever {@code reset} throws; the object is then discarded
     */
    public void release(T object) {
        Objects.requireNonNull(object, "object");
        int i = indexOf(object);
        if (i < 0) {
            throw new IllegalStateException("not borrowed from this pool: " + describe(object));
        }
        if (!states.compareAndSet(i * STRIDE, BORROWED, BUSY)) {
            throw new IllegalStateException("released twice (not borrowed at the moment): " + describe(object));
        }
        try {
            factory.reset(object);
        } catch (RuntimeException | Error e) {
            objects.set(i, null);
            states.set(i * STRIDE, EMPTY);
            live.decrementAndGet();
            permits.release();
            throw e;
        }
        states.set(i * STRIDE, IDLE);
        hints[((int) Thread.currentThread().getId() & (HINT_SLOTS - 1)) * STRIDE] = i + 1;
        permits.release();
    }

    /** The table index of a live object, or -1. */
    private int indexOf(T object) {
        int i = System.identityHashCode(object) & mask;
        for (int k = 0; k <= mask; k++, i = (i + 1) & mask) {
            if (objects.get(i) == object) {
                return i;
            }
        }
        return -1;
    }

    private static String describe(Object object) {
        return object.getClass().getName() + "@" + Integer.toHexString(System.identityHashCode(object));
    }

    /** @return the most objects ever live at once */
    public int maxSize() {
        return maxSize;
    }

    /** @return objects live now, idle or borrowed (a moment's snapshot under concurrency) */
    public int live() {
        return live.get();
    }

    /** @return objects idle now (a moment's snapshot under concurrency) */
    public int idle() {
        return count(IDLE);
    }

    /** @return objects borrowed now (a moment's snapshot under concurrency) */
    public int borrowed() {
        return count(BORROWED);
    }

    /** @return whether waiting threads are served first come, first served */
    public boolean isFair() {
        return permits.isFair();
    }

    private int count(int state) {
        int n = 0;
        for (int i = 0; i <= mask; i++) {
            if (states.get(i * STRIDE) == state) {
                n++;
            }
        }
        return n;
    }

    @Override
    public String toString() {
        return "BoundedObjectPool[maxSize=" + maxSize + ", live=" + live() + ", idle=" + idle() + ", borrowed="
                + borrowed() + (isFair() ? ", fair" : "") + "]";
    }
}
