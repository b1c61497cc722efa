package io.github.poolbench.objectpool.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.github.poolbench.objectpool.BoundedObjectPool;
import io.github.poolbench.objectpool.ObjectFactory;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.IIII_Result;

/**
 * Issue 19, defect 1: two threads release the same object {@code x} whose reset throws (so the
 * winner discards it); the first then borrows its replacement {@code y}, created into the same
 * slot (a pool of 1). The losing release must be refused and must never take {@code y}'s state:
 * at the end {@code y} is the one live object and it is borrowed. Before the generation in the
 * state word, a loser that found {@code x}'s slot before the discard and compared-and-set after
 * {@code y} arrived discarded {@code y} while it was borrowed (live 0) or made it idle.
 *
 * <p>Results: r1 = the first actor got {@code y} (1) or found the pool still busy (0); r2 =
 * releases refused with {@code IllegalStateException} (the other ended in the reset's
 * exception); r3 = live objects; r4 = borrowed objects.
 */
@JCStressTest
@Outcome(id = {"1, 1, 1, 1", "0, 1, 0, 0"}, expect = ACCEPTABLE, desc = "one release discarded x, the other was refused; y, if borrowed, is intact")
@Outcome(expect = FORBIDDEN, desc = "a stale release touched y, or both releases acted on x")
@State
public class StaleRelease {

    private final BoundedObjectPool<Object> pool = new BoundedObjectPool<>(new ObjectFactory<>() {
        @Override
        public Object create() {
            return new Object();
        }

        @Override
        public void reset(Object object) {
            if (object == poisoned) {
                throw new IllegalArgumentException("poisoned: discard it");
            }
        }
    }, 1);
    private volatile Object poisoned;
    private final Object x;
    private volatile int refused;

    public StaleRelease() {
        try {
            x = pool.acquire();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
        poisoned = x;
    }

    @Actor
    public void releaseThenBorrow(IIII_Result r) {
        release();
        try {
            r.r1 = pool.tryAcquire(0, java.util.concurrent.TimeUnit.SECONDS) != null ? 1 : 0;
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    @Actor
    public void releaseStale() {
        release();
    }

    @Arbiter
    public void after(IIII_Result r) {
        r.r2 = refused;
        r.r3 = pool.live();
        r.r4 = pool.borrowed();
    }

    private void release() {
        try {
            pool.release(x);
        } catch (IllegalStateException e) {
            synchronized (this) {
                refused++;
            }
        } catch (IllegalArgumentException expected) {
            // the reset threw: this release discarded x
        }
    }
}
