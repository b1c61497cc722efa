package io.github.poolbench.pool.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.github.poolbench.pool.BucketedStringBuilderPool;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * A release races an acquire on an empty class; afterwards the arbiter acquires once more.
 * The released builder must reach exactly one of the two acquires, cleared.
 */
@JCStressTest
@Outcome(id = "1, 0", expect = ACCEPTABLE, desc = "the racing acquire saw the release")
@Outcome(id = "0, 1", expect = ACCEPTABLE, desc = "the racing acquire came first; the arbiter got the builder")
@Outcome(id = "1, 1", expect = FORBIDDEN, desc = "one builder handed to two holders")
@Outcome(id = "0, 0", expect = FORBIDDEN, desc = "the released builder was lost")
@Outcome(id = ".*, -1|-1, .*", expect = FORBIDDEN, desc = "a borrower saw the previous holder's content")
@State
public class AcquireRelease {

    private final BucketedStringBuilderPool pool = new BucketedStringBuilderPool(1, 0);
    private final StringBuilder held = new StringBuilder(32).append("previous holder");

    @Actor
    public void release() {
        pool.release(held);
    }

    @Actor
    public void acquire(II_Result r) {
        r.r1 = check(pool.acquire(32));
    }

    @Arbiter
    public void after(II_Result r) {
        r.r2 = check(pool.acquire(32));
    }

    private int check(StringBuilder sb) {
        if (sb.length() != 0) {
            return -1;
        }
        return sb == held ? 1 : 0;
    }
}
