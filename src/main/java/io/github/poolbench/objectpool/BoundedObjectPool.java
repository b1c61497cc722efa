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
 * beyond the JDK and no allocation per borrow or return while an object is at hand. A borrow
 * that has to wait allocates: the {@link Semaphore}'s queue node (16-28 B per borrow measured
 * in issue 19's review with more threads than objects).
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
 *       two threads release the same object at once (exactly one succeeds), and a late release
 *       of a discarded object never touches the object created into its place (each slot
 *       carries a generation). A second release is detected only while the object is idle: if
 *       another thread borrowed it in between, the second release returns that thread's
 *       object, as with every pool that does not wrap what it lends.</li>
 *   <li><b>Reset.</b> {@link ObjectFactory#reset(Object)} runs on release; an object whose
 *       reset throws anything (a checked exception thrown undeclared, as Kotlin or Lombok's
 *       {@code @SneakyThrows} do, included) is discarded and its place freed; a {@code create}
 *       that throws anything gives its permit back.</li>
 *   <li><b>Interrupts.</b> {@link #acquire()} and {@link #tryAcquire(long, TimeUnit)} (with a
 *       zero timeout too) throw {@link InterruptedException} whenever the thread's interrupt
 *       flag is set, even with an idle object at hand, as {@link Semaphore} does; nothing is
 *       borrowed then.</li>
 *   <li><b>Fast path.</b> A per-thread hint, as Stormpot's thread-local slot: each
 *       thread remembers, in a slot found by its thread id (no {@code ThreadLocal}), where it
 *       last released an object, and tries that object first, so an uncontended thread gets
 *       its own object back with one compare-and-set. All idle objects stay visible to every
 *       thread: a hint never hides an idle object from a waiting thread.</li>
 * </ul>
 *
 * <p>Layout: an open-addressed identity table ({@link System#identityHashCode}) of the live
 * objects with one padded state word each (empty, idle, borrowed, releasing), so that
 * {@code release} finds an object's state without a wrapper or a map entry. Every method is
 * thread-safe. The table has a power of two of at least {@code 2 * maxSize} slots and 64 bytes
 * of state per slot (about 8.5 MiB at {@link #MAX_SIZE_LIMIT}): the release of an object that
 * is not in it (foreign, discarded), {@link #idle()}, {@link #borrowed()} and {@link #toString()}
 * scan the whole table (about 110 us at {@code MAX_SIZE_LIMIT}).
 *
 * <p>{@code create()} may run while another object is idle: a release that publishes an idle
 * object while a borrower's scan has passed its slot (about 1 in 14 creations in the review's
 * stress test); the bound on live objects holds all the same.
 *
 * @param <T> the pooled type
 */
public final class BoundedObjectPool<T> {

    /** The largest {@code maxSize} accepted. */
    public static final int MAX_SIZE_LIMIT = 1 << 16;

    // A state word is (generation << 2) | state. The generation counts the objects a slot has
    // held: it is bumped whenever a new object takes the slot, so that a release that found an
    // object's slot and then lost the race to its discard cannot compare-and-set the state of
    // the object created into the slot after it (the stale release of issue 19).
    private static final int EMPTY = 0;
    private static final int IDLE = 1;
    private static final int BORROWED = 2;
    /** A release or a creation owns the slot. */
    private static final int BUSY = 3;
    private static final int STATE_BITS = 3;
    private static final int GENERATION_ONE = 4;

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
     * A pool of at most {@code maxSize} live objects, created on demand, non-fair or fair.
     *
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
     * @throws InterruptedException if the thread's interrupt flag is set on entry (even with an
     *                              idle object at hand) or it is interrupted while waiting
     * @throws RuntimeException     whatever {@link ObjectFactory#create()} throws (its permit is
     *                              given back)
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
     * @throws InterruptedException if the thread's interrupt flag is set on entry (also with a
     *                              zero timeout and an idle object at hand) or it is
     *                              interrupted while waiting
     * @throws RuntimeException     whatever {@link ObjectFactory#create()} throws (its permit is
     *                              given back)
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
        if (hint >= 0 && claimIdle(hint)) {
            return objects.get(hint);
        }
        int start = (tid * 0x9E3779B9) & mask;
        for (;;) {
            for (int k = 0; k <= mask; k++) {
                int i = (start + k) & mask;
                if (claimIdle(i)) {
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

    /** Idle to borrowed in slot {@code i}, generation kept; false if the slot is not idle. */
    private boolean claimIdle(int i) {
        int s = states.get(i * STRIDE);
        return (s & STATE_BITS) == IDLE && states.compareAndSet(i * STRIDE, s, (s & ~STATE_BITS) | BORROWED);
    }

    private T create() {
        T object;
        try {
            object = Objects.requireNonNull(factory.create(), "ObjectFactory.create() returned null");
        } catch (Throwable e) { // checked ones too, thrown undeclared (Kotlin, @SneakyThrows): the permit goes back
            live.decrementAndGet();
            permits.release();
            throw e;
        }
        int i = System.identityHashCode(object) & mask;
        for (;; i = (i + 1) & mask) { // fewer than maxSize of 2 * maxSize slots are taken: ends
            int s = states.get(i * STRIDE);
            int generation = (s & ~STATE_BITS) + GENERATION_ONE; // wraps after 2^30 objects in one slot
            if ((s & STATE_BITS) == EMPTY && states.compareAndSet(i * STRIDE, s, generation | BUSY)) {
                objects.set(i, object);
                states.set(i * STRIDE, generation | BORROWED);
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
     *                               (released twice, discarded, or never acquired here); nothing
     *                               changes. A foreign object costs a scan of the whole table.
     * @throws RuntimeException      whatever {@code reset} throws; the object is then discarded
     */
    public void release(T object) {
        Objects.requireNonNull(object, "object");
        int i = indexOf(object);
        if (i < 0) {
            throw new IllegalStateException("not borrowed from this pool: " + describe(object));
        }
        // Read the state word, then check that the slot still holds this object: the generation
        // in the word ties the compare-and-set to this object's stay in the slot, so a release
        // that lost the race to a discard cannot touch the object created into the slot after it.
        int s = states.get(i * STRIDE);
        if ((s & STATE_BITS) != BORROWED || objects.get(i) != object
                || !states.compareAndSet(i * STRIDE, s, (s & ~STATE_BITS) | BUSY)) {
            throw new IllegalStateException("released twice (not borrowed at the moment): " + describe(object));
        }
        int generation = s & ~STATE_BITS;
        try {
            factory.reset(object);
        } catch (Throwable e) { // checked ones too, thrown undeclared: the object is discarded, its permit freed
            objects.set(i, null);
            states.set(i * STRIDE, generation | EMPTY);
            live.decrementAndGet();
            permits.release();
            throw e;
        }
        states.set(i * STRIDE, generation | IDLE);
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

    /** {@return the most objects ever live at once} */
    public int maxSize() {
        return maxSize;
    }

    /** {@return objects live now, idle or borrowed (a moment's snapshot under concurrency)} */
    public int live() {
        return live.get();
    }

    /** {@return objects idle now (a moment's snapshot under concurrency)} */
    public int idle() {
        return count(IDLE);
    }

    /** {@return objects borrowed now (a moment's snapshot under concurrency)} */
    public int borrowed() {
        return count(BORROWED);
    }

    /** {@return whether waiting threads are served first come, first served} */
    public boolean isFair() {
        return permits.isFair();
    }

    private int count(int state) {
        int n = 0;
        for (int i = 0; i <= mask; i++) {
            if ((states.get(i * STRIDE) & STATE_BITS) == state) {
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
