package io.github.poolbench.pool.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.github.poolbench.pool.BucketedStringBuilderPool;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * Two threads on a pool with one thread-cache place that may grow: both map to the place, so
 * the second to come makes the table grow while the first may be using its cache. Each
 * acquires, releases and acquires again; the two builders held at the end are never one
 * (r3 = 0), and each thread normally gets its own builder back (r1, r2 = 1).
 */
@JCStressTest
@Outcome(id = "1, 1, 0", expect = ACCEPTABLE, desc = "each thread got its own builder back from its cache")
@Outcome(id = {"0, 1, 0", "1, 0, 0", "0, 0, 0"}, expect = ACCEPTABLE,
        desc = "a thread without a place (ids collide at every size) got another builder")
@Outcome(expect = FORBIDDEN, desc = "one builder held by both threads")
@State
public class GrowWhileOwnersReuse {

    private final BucketedStringBuilderPool pool = new BucketedStringBuilderPool(1, 1, 1, 64);
    private StringBuilder first;
    private StringBuilder second;

    @Actor
    public void first(III_Result r) {
        StringBuilder a = pool.acquire(32);
        pool.release(a);
        first = pool.acquire(32);
        r.r1 = first == a ? 1 : 0;
    }

    @Actor
    public void second(III_Result r) {
        StringBuilder a = pool.acquire(32);
        pool.release(a);
        second = pool.acquire(32);
        r.r2 = second == a ? 1 : 0;
    }

    @Arbiter
    public void held(III_Result r) {
        r.r3 = first == second ? 1 : 0;
    }
}
