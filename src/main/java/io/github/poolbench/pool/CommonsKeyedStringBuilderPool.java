package io.github.poolbench.pool;

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
 * contract as {@link StringBuilderPool}: same size classes, growth and oversize rules.
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
 * <h2>Grown and oversize builders</h2>
 * commons-pool2 tracks every pooled object under the key it was borrowed with, by identity,
 * and refuses to take it back under another key. A builder that grew past its class is
 * therefore found by trying the keys at or below its new class that have builders out
 * (growth only increases capacity), invalidated there, and adopted under its new class if
 * that class has room. This is the slow path: only a builder whose capacity changed pays it.
 * Oversize requests ({@code > 4096} chars) get an unpooled builder and are never retained.
 * Every released builder is cleared, kept or dropped.
 *
 * <h2>Double release</h2>
 * Releasing a builder that is idle in the pool throws {@link IllegalStateException}, from
 * any thread, when its capacity is exactly a class capacity (the usual case: it never grew):
 * commons-pool2 keeps each object's state. A builder that grew and is released twice is
 * not refused: the second release finds it idle in its new class, invalidates it there and
 * files it once again, so it is still handed to only one borrower. A builder that was never
 * acquired from this pool is adopted if it fits a class with room, like a grown one.
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

    /** A pool with {@value #DEFAULT_MAX_IDLE_PER_CLASS} idle builders per class at most. */
    public CommonsKeyedStringBuilderPool() {
        this(DEFAULT_MAX_IDLE_PER_CLASS);
    }

    /**
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

    /** @return the maximum number of idle builders per size class */
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

    @Override
    public StringBuilder acquire(int minCapacity) {
        int sizeClass = SizeClasses.ceilClass(minCapacity); // throws IllegalArgumentException if < 0
        if (sizeClass == SizeClasses.NONE) {
            return new StringBuilder(minCapacity);
        }
        try {
            return pool.borrowObject(KEYS[sizeClass]);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) { // the factory never throws checked exceptions
            throw new IllegalStateException("commons-pool2 failed to borrow a builder", e);
        }
    }

    @Override
    public void release(StringBuilder builder) {
        Objects.requireNonNull(builder, "builder must not be null");
        int capacity = builder.capacity();
        int sizeClass = SizeClasses.floorClass(capacity);
        if (sizeClass != SizeClasses.NONE && capacity == SizeClasses.capacityOf(sizeClass)) {
            // Usual case: the builder still has the capacity it was created with.
            try {
                pool.returnObject(KEYS[sizeClass], builder); // clears it (passivateObject)
                return;
            } catch (IllegalStateException e) {
                if (!isNotPartOfPool(e)) {
                    throw new IllegalStateException("builder released twice: it is already idle in the pool"
                            + " (capacity " + capacity + " chars)", e);
                }
                // It grew to exactly a class capacity, or it is foreign: look for its origin.
            }
        }
        releaseMoved(builder, sizeClass);
    }

    /** Slow path: the builder's capacity changed since it was borrowed, or it is not ours. */
    private void releaseMoved(StringBuilder builder, int newClass) {
        builder.setLength(0);
        int highest = newClass == SizeClasses.NONE
                ? (builder.capacity() > SizeClasses.MAX_CAPACITY ? SizeClasses.COUNT - 1 : -1)
                : newClass;
        for (int c = highest; c >= 0; c--) {
            if (c == newClass && builder.capacity() == SizeClasses.capacityOf(c)) {
                continue; // already tried by returnObject
            }
            if (pool.getNumActive(KEYS[c]) > 0 && invalidate(c, builder)) {
                break;
            }
        }
        // Unpooled oversize and foreign builders were in no class: either way, file it if it fits.
        if (newClass != SizeClasses.NONE && pool.getNumIdle(KEYS[newClass]) < maxIdlePerClass) {
            factory.adopt(builder);
            try {
                pool.addObject(KEYS[newClass]);
            } catch (Exception e) { // the factory never throws
                throw new IllegalStateException("commons-pool2 failed to adopt a builder", e);
            } finally {
                factory.adopt(null);
            }
        }
    }

    private boolean invalidate(int sizeClass, StringBuilder builder) {
        try {
            pool.invalidateObject(KEYS[sizeClass], builder);
            return true;
        } catch (IllegalStateException e) {
            return false; // not borrowed under this key
        } catch (Exception e) { // destroyObject never throws
            throw new IllegalStateException("commons-pool2 failed to invalidate a builder", e);
        }
    }

    private static boolean isNotPartOfPool(IllegalStateException e) {
        String message = e.getMessage();
        return message != null && (message.contains("not currently part of this pool")
                || message.contains("No keyed pool found"));
    }

    /** Closes the underlying commons-pool2 pool; idle builders are dropped. */
    @Override
    public void close() {
        pool.close();
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
