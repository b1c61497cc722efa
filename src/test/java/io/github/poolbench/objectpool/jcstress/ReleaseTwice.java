package io.github.poolbench.objectpool.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.github.poolbench.objectpool.BoundedObjectPool;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * Two threads release the same borrowed object at once. Exactly one release succeeds (1), the
 * other is refused (0); afterwards the pool holds one idle object, not two.
 */
@JCStressTest
@Outcome(id = {"1, 0, 1", "0, 1, 1"}, expect = ACCEPTABLE, desc = "one release kept, the other refused")
@Outcome(id = "1, 1, .*", expect = FORBIDDEN, desc = "both releases accepted: the object would be lent twice")
@Outcome(id = "0, 0, .*", expect = FORBIDDEN, desc = "both releases refused: the object is lost")
@Outcome(expect = FORBIDDEN, desc = "anything else")
@State
public class ReleaseTwice {

    private final BoundedObjectPool<int[]> pool = new BoundedObjectPool<>(() -> new int[1], 2);
    private final int[] borrowed;

    public ReleaseTwice() {
        try {
            borrowed = pool.acquire();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    @Actor
    public void first(III_Result r) {
        r.r1 = release();
    }

    @Actor
    public void second(III_Result r) {
        r.r2 = release();
    }

    @Arbiter
    public void after(III_Result r) {
        r.r3 = pool.idle();
    }

    private int release() {
        try {
            pool.release(borrowed);
            return 1;
        } catch (IllegalStateException e) {
            return 0;
        }
    }
}
