package io.github.poolbench.commons;

import io.github.poolbench.pool.BucketedStringBuilderPool;
import io.github.poolbench.pool.SizeClasses;
import io.github.poolbench.pool.StringBuilderPool;
import java.util.Objects;
import org.apache.commons.pool2.BaseKeyedPooledObjectFactory;
import org.apache.commons.pool2.PooledObject;
import org.apache.commons.pool2.impl.DefaultPooledObject;
import org.apache.commons.pool2.impl.GenericKeyedObjectPool;
import org.apache.commons.pool2.impl.GenericKeyedObjectPoolConfig;

/**
 * The original 2002 design on today's library: a commons-pool2
 * {@link GenericKeyedObjectPool} keyed by size class, as in DivNull's "Avoiding Java
 * StringBuffer Pools" (which used commons-pool 1's {@code StackKeyedObjectPool}). Same
 * contract as {@link StringBuilderPool}: same size classes, growth and oversize rules. It
 * lives outside {@code io.github.poolbench.pool} so that the copyable package needs only the
 * JDK; this class needs {@code org.apache.commons:commons-pool2}.
 *
 * <h2>Configuration, and why</h2>
 * <ul>
 *   <li>Keys are the 8 class capacities as {@link Integer}s created once and reused: no
 *       boxing per call (the original article's main implementation worry).</li>
 *   <li>{@code maxIdlePerKey} = the bound (default {@value #DEFAULT_MAX_IDLE_PER_CLASS}, as in
 *       {@link BucketedStringBuilderPool}); extra returns are destroyed (dropped).</li>
 *   <li>{@code maxTotalPerKey} and {@code maxTotal} unlimited, {@code blockWhenExhausted}
 *       false: a builder pool must never make a caller wait; when a class is empty a new
 *       builder is created, like {@code new StringBuilder(n)} would.</li>
 *   <li>JMX off: registration costs an MBean per pool instance and name clashes between
 *       instances; a benchmark should measure borrowing, not JMX.</li>
 *   <li>No evictor thread, no validation on borrow or return: builders do not go stale.</li>
 *   <li>LIFO: the most recently returned (cache-warm) builder is borrowed first.</li>
 * </ul>
 *
 * <h2>Grown, shrunk and oversize builders</h2>
 * commons-pool2 tracks every pooled object under the key it was borrowed with, by identity,
 * and refuses to take it back under another key. A builder whose capacity changed while
 * borrowed (it grew, or {@code trimToSize()} shrank it) is therefore looked for in every
 * other class this pool has ever lent from, nearest first, invalidated where it is found, and
 * adopted under its new class if that class has room; a shrunk builder below 32 chars and a
 * builder grown past 4096 chars are only invalidated, so commons-pool2 neither counts them as
 * borrowed forever nor keeps their arrays reachable. The lookup does not depend on
 * commons-pool2's per-key active count, which it computes from two separate reads and which
 * can read 0 while another thread fills the class. This is the slow path (each failed lookup
 * throws inside commons-pool2): only a builder whose capacity changed pays it. Oversize
 * requests ({@code > 4096} chars) get an unpooled builder and are never retained; releasing
 * one costs a failed lookup per class ever lent from. Every released builder is cleared, kept
 * or dropped.
 *
 * <h2>After {@link #close()}</h2>
 * {@code acquire} throws {@link IllegalStateException} for every capacity, oversize included.
 * {@code release} accepts any builder and drops it (commons-pool2 destroys what is returned to
 * a closed pool; a builder still tracked under another class is invalidated there), so a
 * {@link io.github.poolbench.pool.StringBuilderLease} closed after the pool never throws; double releases are no longer
 * detected. {@link #borrowed()} and {@link #idle(int)} keep answering. A release racing
 * {@code close()} leaves no builder idle once both have returned: {@code close()} waits for a
 * slow-path release in progress (see {@link #close()}).
 *
 * <h2>The bound under racing releases</h2>
 * commons-pool2 compares the idle count with {@code maxIdlePerKey} and then adds without a
 * lock, so two racing returns can both add (measured: 2 idle with a bound of 1). After every
 * release this class therefore reads the idle count and destroys the surplus; when all
 * releases have finished, at most {@code maxIdlePerClass} builders are idle per class. Reading
 * the count takes commons-pool2's deque lock: part of what this class costs.
 *
 * <h2>Double release</h2>
 * Releasing a builder that is idle in the pool throws {@link IllegalStateException}, from any
 * thread: every release first returns the builder under its current class, and commons-pool2
 * keeps each object's state there. That covers builders that grew into another class and
 * foreign builders adopted by an earlier release, also when two threads release the same
 * grown or foreign builder at the same moment: the slow path runs one thread at a time and
 * looks again under the lock, so exactly one of the two releases succeeds. Not detected: a
 * builder released twice while another thread borrowed it in between (it is borrowed, not
 * idle), and a builder whose capacity the caller changed while it was idle.
 *
 * <p>Thread-safe, as {@code GenericKeyedObjectPool} is; every borrow and return takes locks
 * and allocates (an identity wrapper for the lookup), which is what this class exists to
 * measure.
 */
public final class CommonsKeyedStringBuilderPool implements StringBuilderPool, AutoCloseable {

    /** Default maximum number of idle builders per size class (16). */
    public static final int DEFAULT_MAX_IDLE_PER_CLASS = 16;

    private static final Integer[] KEYS = new Integer[SizeClasses.COUNT];

    static {
        for (int c = 0; c < SizeClasses.COUNT; c++) {
            KEYS[c] = SizeClasses.capacityOf(c); // one Integer per class, reused for every call
        }
    }

    private final GenericKeyedObjectPool<Integer, StringBuilder> pool;
    private final BuilderFactory factory = new BuilderFactory();
    private final int maxIdlePerClass;
    /**
     * Serializes the slow path of {@link #release} (builders that changed class, foreign ones)
     * with itself and with {@link #close()}.
     */
    private final Object slowPath = new Object();
    /**
     * Per class: whether this pool has ever lent a builder from it (set once, before the first
     * borrow; never cleared). A builder can be tracked as borrowed only in a class marked here,
     * so the slow path of {@link #release} looks nowhere else.
     */
    private final boolean[] lentFrom = new boolean[SizeClasses.COUNT];

    /** A pool with {@value #DEFAULT_MAX_IDLE_PER_CLASS} idle builders per class at most. */
    public CommonsKeyedStringBuilderPool() {
        this(DEFAULT_MAX_IDLE_PER_CLASS);
    }

    /**
     * A pool that keeps at most {@code maxIdlePerClass} idle builders per size class.
     *
     * @param maxIdlePerClass maximum idle builders per size class, {@code >= 1}
     * @throws IllegalArgumentException if {@code maxIdlePerClass < 1}
     */
    public CommonsKeyedStringBuilderPool(int maxIdlePerClass) {
        if (maxIdlePerClass < 1) {
            throw new IllegalArgumentException("maxIdlePerClass must be >= 1: " + maxIdlePerClass);
        }
        this.maxIdlePerClass = maxIdlePerClass;
        GenericKeyedObjectPoolConfig<StringBuilder> config = new GenericKeyedObjectPoolConfig<>();
        config.setJmxEnabled(false);
        config.setMaxIdlePerKey(maxIdlePerClass);
        config.setMaxTotalPerKey(-1);
        config.setMaxTotal(-1);
        config.setBlockWhenExhausted(false);
        config.setLifo(true);
        config.setTestOnBorrow(false);
        config.setTestOnReturn(false);
        config.setTestWhileIdle(false);
        config.setTimeBetweenEvictionRuns(java.time.Duration.ofMillis(-1));
        this.pool = new GenericKeyedObjectPool<>(factory, config);
    }

    /** {@return the maximum number of idle builders per size class} */
    public int maxIdlePerClass() {
        return maxIdlePerClass;
    }

    /**
     * Idle builders in one size class now.
     *
     * @param sizeClass class index, {@code 0 <= sizeClass < 8}
     * @return the number of idle builders in that class
     * @throws IllegalArgumentException if {@code sizeClass} is out of range
     */
    public int idle(int sizeClass) {
        SizeClasses.capacityOf(sizeClass); // range check
        return pool.getNumIdle(KEYS[sizeClass]);
    }

    /**
     * Builders commons-pool2 counts as borrowed: acquired and not yet released. Oversize
     * builders are never counted. A leak check: 0 once every borrower has released.
     *
     * @return the number of borrowed builders, over all classes
     */
    public int borrowed() {
        return pool.getNumActive();
    }

    @Override
    public StringBuilder acquire(int minCapacity) {
        int sizeClass = SizeClasses.ceilClass(minCapacity); // throws IllegalArgumentException if < 0
        if (sizeClass == SizeClasses.NONE) {
            if (pool.isClosed()) {
                throw closed(null);
            }
            return new StringBuilder(minCapacity);
        }
        if (!lentFrom[sizeClass]) {
            lentFrom[sizeClass] = true; // published to a releasing thread with the builder itself
        }
        try {
            return pool.borrowObject(KEYS[sizeClass]);
        } catch (IllegalStateException e) {
            throw pool.isClosed() ? closed(e) : e;
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) { // the factory never throws checked exceptions
            throw new IllegalStateException("commons-pool2 failed to borrow a builder", e);
        }
    }

    /**
     * {@inheritDoc}
     *
     * <p>Usual case (the builder is filed under the class it was borrowed from): one
     * {@code returnObject}, then an idle-count check that enforces the bound (see the class
     * documentation). A builder whose capacity changed while borrowed, or a foreign one, takes
     * the slow path: it is invalidated where commons-pool2 tracks it and adopted under its new
     * class if that class has room. On a closed pool every builder is dropped; a release that
     * races {@link #close()} leaves nothing idle once both have returned (see {@code close()}).
     *
     * @throws IllegalStateException if the pool is open and the builder is idle in its class
     *         already (released twice)
     */
    @Override
    public void release(StringBuilder builder) {
        Objects.requireNonNull(builder, "builder must not be null");
        int sizeClass = SizeClasses.floorClass(builder.capacity());
        if (sizeClass != SizeClasses.NONE) {
            try {
                pool.returnObject(KEYS[sizeClass], builder); // clears it (passivateObject)
                enforceBound(sizeClass);
                return;
            } catch (IllegalStateException e) {
                if (!isNotPartOfPool(e)) {
                    if (pool.isClosed()) {
                        return; // dropped: a closed pool keeps nothing and detects no double release
                    }
                    throw doubleRelease(builder, e);
                }
                // Not borrowed under its current class: it grew, shrank, or it is foreign.
            }
        }
        releaseMoved(builder, sizeClass);
    }

    /**
     * Slow path: the builder's capacity changed since it was borrowed, or it is not ours. One
     * thread at a time: two racing releases of the same grown or foreign builder both fail
     * {@code returnObject} and both get here; without the lock both adopted it (issue 19, one
     * builder handed to two borrowers). Under the lock the second one first tries
     * {@code returnObject} again: the first has adopted the builder by then, so it is idle and
     * the second release is refused as a double release.
     */
    private void releaseMoved(StringBuilder builder, int newClass) {
        synchronized (slowPath) {
            if (newClass != SizeClasses.NONE) {
                try {
                    pool.returnObject(KEYS[newClass], builder);
                    enforceBound(newClass);
                    return; // adopted and borrowed again since our first attempt: filed as usual
                } catch (IllegalStateException e) {
                    if (!isNotPartOfPool(e)) {
                        if (pool.isClosed()) {
                            return;
                        }
                        throw doubleRelease(builder, e);
                    }
                }
            }
            moveAndAdopt(builder, newClass);
        }
    }

    private void moveAndAdopt(StringBuilder builder, int newClass) {
        builder.setLength(0);
        // Grown builders come from a class below the new one, shrunk (trimToSize) ones from a
        // class above: try every class ever lent from, nearest first. No count decides which:
        // getNumActive(key) is two reads and can read 0 while the builder is still tracked.
        for (int d = 1; d < 2 * SizeClasses.COUNT; d++) {
            int c = (d & 1) == 1 ? newClass - (d + 1) / 2 : newClass + d / 2;
            if (newClass == SizeClasses.NONE) {
                c = SizeClasses.COUNT - d; // oversize or too small: every class, largest first
                if (c < 0) {
                    break;
                }
            }
            if (c >= 0 && c < SizeClasses.COUNT && lentFrom[c] && invalidate(c, builder)) {
                break;
            }
        }
        // Unpooled oversize and foreign builders were in no class: either way, file it if it fits.
        // The caller holds slowPath, so close() cannot run between this check and addObject.
        if (newClass != SizeClasses.NONE && !pool.isClosed() && pool.getNumIdle(KEYS[newClass]) < maxIdlePerClass) {
            factory.adopt(builder);
            try {
                pool.addObject(KEYS[newClass]);
            } catch (Exception e) { // the factory never throws, and the pool is open
                throw new IllegalStateException("commons-pool2 failed to adopt a builder", e);
            } finally {
                factory.adopt(null);
            }
            enforceBound(newClass);
        }
    }

    /**
     * commons-pool2 compares the idle count with {@code maxIdlePerKey} and adds without a lock
     * ({@code addObject} does not compare at all), so racing releases can leave more idle
     * builders than the bound: after each release, surplus idle builders are borrowed and
     * destroyed. At quiescence the bound holds (the last release to finish sees the surplus).
     */
    private void enforceBound(int sizeClass) {
        Integer key = KEYS[sizeClass];
        while (pool.getNumIdle(key) > maxIdlePerClass) {
            StringBuilder surplus;
            try {
                surplus = pool.borrowObject(key);
            } catch (IllegalStateException e) {
                if (pool.isClosed()) {
                    return; // close() destroys every idle builder itself
                }
                throw new IllegalStateException("commons-pool2 failed to borrow a surplus builder", e);
            } catch (Exception e) { // the factory never throws
                throw new IllegalStateException("commons-pool2 failed to borrow a surplus builder", e);
            }
            invalidate(sizeClass, surplus);
        }
    }

    private boolean invalidate(int sizeClass, StringBuilder builder) {
        try {
            pool.invalidateObject(KEYS[sizeClass], builder);
            return true;
        } catch (IllegalStateException e) {
            return false; // not tracked under this key
        } catch (Exception e) { // destroyObject never throws
            throw new IllegalStateException("commons-pool2 failed to invalidate a builder", e);
        }
    }

    private static IllegalStateException closed(IllegalStateException cause) {
        return new IllegalStateException("pool is closed", cause);
    }

    private static IllegalStateException doubleRelease(StringBuilder builder, IllegalStateException cause) {
        return new IllegalStateException("builder released twice: it is already idle in the pool (capacity "
                + builder.capacity() + " chars)", cause);
    }

    private static boolean isNotPartOfPool(IllegalStateException e) {
        String message = e.getMessage();
        return message != null && (message.contains("not currently part of this pool")
                || message.contains("No keyed pool found"));
    }

    /**
     * Closes the underlying commons-pool2 pool: idle builders are dropped, later acquires throw
     * {@link IllegalStateException}, later releases drop their builder. Idempotent.
     *
     * <p>A release racing {@code close()}: one on the usual path either files its builder before
     * the pool closes (and {@code close()} drops it) or finds the pool closed (and drops it). One
     * on the slow path (a builder that changed class, or a foreign one) adopts it with
     * commons-pool2's {@code addObject}, which checks that the pool is open only at its start;
     * {@code close()} therefore waits for a slow-path release in progress, which then either
     * completes before the pool closes or finds it closed. Once {@code close()} has returned and
     * every racing release has returned, no builder is idle.
     */
    @Override
    public void close() {
        synchronized (slowPath) {
            pool.close();
        }
    }

    @Override
    public String toString() {
        return "CommonsKeyedStringBuilderPool[maxIdlePerClass=" + maxIdlePerClass + "]";
    }

    /** Creates {@code new StringBuilder(key)}, or hands over a builder being adopted. */
    private static final class BuilderFactory extends BaseKeyedPooledObjectFactory<Integer, StringBuilder> {
        private final ThreadLocal<StringBuilder> adopting = new ThreadLocal<>();

        void adopt(StringBuilder builder) {
            if (builder == null) {
                adopting.remove();
            } else {
                adopting.set(builder);
            }
        }

        @Override
        public StringBuilder create(Integer key) {
            StringBuilder adopted = adopting.get();
            if (adopted != null) {
                adopting.remove();
                return adopted;
            }
            return new StringBuilder(key);
        }

        @Override
        public PooledObject<StringBuilder> wrap(StringBuilder builder) {
            return new DefaultPooledObject<>(builder);
        }

        @Override
        public void passivateObject(Integer key, PooledObject<StringBuilder> pooled) {
            pooled.getObject().setLength(0);
        }
    }
}
