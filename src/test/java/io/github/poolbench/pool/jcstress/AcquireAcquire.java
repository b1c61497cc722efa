package io.github.poolbench.pool.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.github.poolbench.pool.BucketedStringBuilderPool;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/** Two acquires race for the only idle builder of a class: exactly one gets it. */
@JCStressTest
@Outcome(id = {"1, 0", "0, 1"}, expect = ACCEPTABLE, desc = "one acquirer got the idle builder, the other a new one")
@Outcome(id = "1, 1", expect = FORBIDDEN, desc = "one builder handed to two holders")
@Outcome(id = "0, 0", expect = FORBIDDEN, desc = "the idle builder was lost")
@State
public class AcquireAcquire {

    private final BucketedStringBuilderPool pool = new BucketedStringBuilderPool(2, 0);
    private final StringBuilder idle;

    public AcquireAcquire() {
        idle = pool.acquire(32);
        pool.release(idle);
    }

    @Actor
    public void first(II_Result r) {
        r.r1 = pool.acquire(32) == idle ? 1 : 0;
    }

    @Actor
    public void second(II_Result r) {
        r.r2 = pool.acquire(32) == idle ? 1 : 0;
    }
}
