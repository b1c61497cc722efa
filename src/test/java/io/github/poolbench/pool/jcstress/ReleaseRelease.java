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
 * Two different builders are released at once into a class with one free slot; afterwards
 * the arbiter acquires twice. Exactly one of them must be kept (the bound), and it must come
 * out once.
 */
@JCStressTest
@Outcome(id = {"1, 0", "2, 0"}, expect = ACCEPTABLE, desc = "one builder kept, the other dropped; then a new one")
@Outcome(id = {"1, 1", "2, 2"}, expect = FORBIDDEN, desc = "one builder handed to two holders")
@Outcome(id = {"1, 2", "2, 1"}, expect = FORBIDDEN, desc = "both kept: the bound of one slot was exceeded")
@Outcome(id = "0, .*", expect = FORBIDDEN, desc = "both released builders were lost")
@State
public class ReleaseRelease {

    private final BucketedStringBuilderPool pool = new BucketedStringBuilderPool(1, 0);
    private final StringBuilder a = new StringBuilder(32);
    private final StringBuilder b = new StringBuilder(32);

    @Actor
    public void releaseA() {
        pool.release(a);
    }

    @Actor
    public void releaseB() {
        pool.release(b);
    }

    @Arbiter
    public void after(II_Result r) {
        r.r1 = which(pool.acquire(32));
        r.r2 = which(pool.acquire(32));
    }

    private int which(StringBuilder sb) {
        return sb == a ? 1 : sb == b ? 2 : 0;
    }
}
