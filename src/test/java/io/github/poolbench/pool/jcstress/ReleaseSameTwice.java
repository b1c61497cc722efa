package io.github.poolbench.pool.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE_INTERESTING;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.github.poolbench.pool.BucketedStringBuilderPool;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * The documented limit of double-release detection ({@link BucketedStringBuilderPool}'s
 * Javadoc, "Double release"): two threads of one stripe release the <em>same</em> builder at
 * the same moment. Detected when one files it before the other scans the stripe (the other
 * throws); when both scan before either files it, both file it and two later acquires get the
 * same instance. That outcome is the limit, marked interesting, not a failure: releasing a
 * builder exactly once is the caller's duty. Losing the builder or one of its filings (the
 * stripe has two free slots, so neither release may drop it), or both releases refused, is
 * forbidden. Results: 1 = the release returned, 0 = it threw; then how many of two acquires
 * got the builder.
 */
@JCStressTest
@Outcome(id = {"1, 0, 1", "0, 1, 1"}, expect = ACCEPTABLE, desc = "filed once, the second release refused")
@Outcome(id = "1, 1, 2", expect = ACCEPTABLE_INTERESTING,
        desc = "both released before either was seen: filed twice, handed out twice (the documented limit)")
@Outcome(id = "1, 1, 1", expect = FORBIDDEN, desc = "both releases returned, one filing lost (2 free slots: none drops)")
@Outcome(id = "0, 0, .*", expect = FORBIDDEN, desc = "both releases refused")
@Outcome(id = ".*, .*, 0", expect = FORBIDDEN, desc = "the released builder was lost")
@State
public class ReleaseSameTwice {

    private final BucketedStringBuilderPool pool = new BucketedStringBuilderPool(2, 0);
    private final StringBuilder a = new StringBuilder(32);

    @Actor
    public void first(III_Result r) {
        r.r1 = release();
    }

    @Actor
    public void second(III_Result r) {
        r.r2 = release();
    }

    private int release() {
        try {
            pool.release(a);
            return 1;
        } catch (IllegalStateException e) {
            return 0;
        }
    }

    @Arbiter
    public void after(III_Result r) {
        r.r3 = (pool.acquire(32) == a ? 1 : 0) + (pool.acquire(32) == a ? 1 : 0);
    }
}
