package io.github.poolbench.objectpool.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.github.poolbench.objectpool.BoundedObjectPool;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * One idle object in a pool of two: two threads borrow at once. They must get different
 * objects (one the idle one, the other a new one), never the same.
 */
@JCStressTest
@Outcome(id = {"1, 2", "2, 1"}, expect = ACCEPTABLE, desc = "one got the idle object, the other a new one")
@Outcome(id = {"1, 1", "2, 2"}, expect = FORBIDDEN, desc = "one object handed to two borrowers")
@State
public class BorrowBorrow {

    private final BoundedObjectPool<int[]> pool = new BoundedObjectPool<>(() -> new int[1], 2);
    private final int[] idle;

    public BorrowBorrow() {
        idle = borrow();
        pool.release(idle);
    }

    @Actor
    public void first(II_Result r) {
        r.r1 = borrow() == idle ? 1 : 2;
    }

    @Actor
    public void second(II_Result r) {
        r.r2 = borrow() == idle ? 1 : 2;
    }

    private int[] borrow() {
        try {
            return pool.acquire();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}
