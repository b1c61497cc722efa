package io.github.poolbench.overhead;

import io.github.poolbench.pool.BucketedStringBuilderPool;
import io.github.poolbench.pool.CommonsKeyedStringBuilderPool;
import io.github.poolbench.pool.StringBuilderPool;

/**
 * The contenders of {@link PoolOverheadBenchmark}, as thin {@link StringBuilderPool}
 * adapters (the pattern of Caffeine's {@code CacheType}).
 */
public enum PoolType {
    /** No pool: {@code new StringBuilder(n)}; release does nothing. The baseline. */
    allocate {
        @Override
        public StringBuilderPool create() {
            return new StringBuilderPool() {
                @Override
                public StringBuilder acquire(int minCapacity) {
                    return new StringBuilder(minCapacity);
                }

                @Override
                public void release(StringBuilder builder) {
                    // dropped: the GC reclaims it
                }
            };
        }
    },
    /** {@link BucketedStringBuilderPool}, default bound. */
    bucketed {
        @Override
        public StringBuilderPool create() {
            return new BucketedStringBuilderPool();
        }
    },
    /** {@link CommonsKeyedStringBuilderPool}, default bound. */
    commonsKeyed {
        @Override
        public StringBuilderPool create() {
            return new CommonsKeyedStringBuilderPool();
        }
    },
    /** One builder per size class per thread in a {@code ThreadLocal}, as Log4j2 and Jackson did. */
    threadLocal {
        @Override
        public StringBuilderPool create() {
            return new ThreadLocalStringBuilderPool();
        }
    };

    /** @return a new, empty pool of this type */
    public abstract StringBuilderPool create();
}
