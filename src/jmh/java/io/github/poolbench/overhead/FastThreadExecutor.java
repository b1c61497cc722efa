package io.github.poolbench.overhead;

import io.netty.util.concurrent.DefaultThreadFactory;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * JMH's benchmark threads as Netty {@code FastThreadLocalThread}s, for the rows of Netty's
 * {@code Recycler}, which in 4.2 pools only on such threads (on a plain thread {@code get()}
 * allocates every time). JMH instantiates it in the fork when given
 * {@code -Djmh.executor=CUSTOM -Djmh.executor.class=io.github.poolbench.overhead.FastThreadExecutor};
 * JMH requires the {@code (int maxThreads, String prefix)} constructor.
 */
public final class FastThreadExecutor extends ThreadPoolExecutor {

    /**
     * @param maxThreads the benchmark's thread count
     * @param prefix     JMH's thread-name prefix
     */
    public FastThreadExecutor(int maxThreads, String prefix) {
        super(maxThreads, maxThreads, 1, TimeUnit.MINUTES, new LinkedBlockingQueue<>(),
                new DefaultThreadFactory(prefix, true));
    }
}
