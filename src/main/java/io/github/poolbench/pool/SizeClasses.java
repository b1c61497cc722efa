package io.github.poolbench.pool;

/**
 * The size classes (buckets) of the StringBuilder pools: 32, 64, 128, 256, 512, 1024, 2048
 * and 4096 <em>chars</em> (a capacity, as in {@link StringBuilder#capacity()}, not bytes).
 *
 * <p>The classes are those of the DivNull "Avoiding Java StringBuffer Pools" experiment
 * (2002): powers of two from 32 to 4096, with anything larger outside the standard set. Here
 * a request larger than 4096 chars is <em>oversize</em> and never pooled. Both mappings are
 * plain bit arithmetic ({@link Integer#numberOfLeadingZeros(int)}): no boxed keys, no map
 * lookup, no allocation.
 *
 * <ul>
 *   <li>{@link #ceilClass(int)} maps a <em>request</em> to the smallest class that can hold
 *       it (a borrower gets at least what it asked for);</li>
 *   <li>{@link #floorClass(int)} maps a <em>capacity</em> to the largest class it can serve
 *       (a builder that grew while borrowed is filed where it still satisfies every
 *       request).</li>
 * </ul>
 *
 * <p>This class is stateless and thread-safe.
 */
public final class SizeClasses {

    /** Number of size classes (8). */
    public static final int COUNT = 8;

    /** Capacity of the smallest class, in chars (32). Smaller requests use this class. */
    public static final int MIN_CAPACITY = 32;

    /** Capacity of the largest class, in chars (4096). Larger requests are oversize. */
    public static final int MAX_CAPACITY = 4096;

    /** Returned by the mappings for a size outside the pooled range. */
    public static final int NONE = -1;

    private static final int MIN_SHIFT = 5; // 1 << 5 == 32

    private SizeClasses() {
    }

    /**
     * The capacity of a size class.
     *
     * @param sizeClass class index, {@code 0 <= sizeClass < COUNT}
     * @return the class capacity in chars: {@code 32 << sizeClass}
     * @throws IllegalArgumentException if {@code sizeClass} is out of range
     */
    public static int capacityOf(int sizeClass) {
        if (sizeClass < 0 || sizeClass >= COUNT) {
            throw new IllegalArgumentException("size class must be in [0, " + COUNT + "): " + sizeClass);
        }
        return MIN_CAPACITY << sizeClass;
    }

    /**
     * The smallest class whose capacity is at least {@code minCapacity} chars.
     *
     * @param minCapacity requested capacity in chars, {@code >= 0}; 0 to 32 map to class 0
     * @return the class index, or {@link #NONE} if {@code minCapacity > 4096} (oversize)
     * @throws IllegalArgumentException if {@code minCapacity < 0}
     */
    public static int ceilClass(int minCapacity) {
        if (minCapacity < 0) {
            throw new IllegalArgumentException("capacity must be >= 0 chars: " + minCapacity);
        }
        if (minCapacity > MAX_CAPACITY) {
            return NONE;
        }
        // max(n - 1, 0) | 31 is 31 for n <= 32 (n = 0 included); the bit length of n - 1 is
        // log2 of the next power of two.
        return (Integer.SIZE - MIN_SHIFT)
                - Integer.numberOfLeadingZeros(Math.max(minCapacity - 1, 0) | (MIN_CAPACITY - 1));
    }

    /**
     * The largest class whose capacity is at most {@code capacity} chars: where a builder of
     * that capacity is filed on release.
     *
     * @param capacity a builder's capacity in chars
     * @return the class index, or {@link #NONE} if {@code capacity < 32} or {@code capacity > 4096}
     */
    public static int floorClass(int capacity) {
        if (capacity < MIN_CAPACITY || capacity > MAX_CAPACITY) {
            return NONE;
        }
        return (Integer.SIZE - 1 - MIN_SHIFT) - Integer.numberOfLeadingZeros(capacity);
    }
}
