package io.github.poolbench.shootout;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Per-thread operation counts of the running trial, read by {@link FairnessProfiler}: JMH sums
 * per-thread throughput and shows no thread's share, so each benchmark thread counts its own
 * completed operations and timeouts here. One ledger per trial ({@link #start()}); a fork runs
 * one trial, an in-process run several one after the other.
 */
public final class Ledger {

    private static volatile Ledger current = new Ledger();

    private final List<Tally> tallies = new CopyOnWriteArrayList<>();

    /** {@link System#nanoTime()} when the trial's threads had all left their loop; {@code null} before. */
    private volatile Long stoppedNanos;

    /** One thread's counts; written only by its thread, read by the profiler between iterations. */
    public static final class Tally {
        volatile long ops;
        volatile long timeouts;
        Ledger ledger;

        void completed(Ledger of) {
            if (ledger != of) {
                join(of);
            }
            ops++; // one writer: a volatile store, no read-modify-write race
        }

        void timedOut(Ledger of) {
            if (ledger != of) {
                join(of);
            }
            timeouts++;
        }

        private void join(Ledger of) {
            ops = 0;
            timeouts = 0;
            ledger = of;
            of.tallies.add(this);
        }
    }

    /** @return a new ledger, now the current one */
    static Ledger start() {
        Ledger ledger = new Ledger();
        current = ledger;
        return ledger;
    }

    /** @return the ledger of the running trial */
    static Ledger current() {
        return current;
    }

    /**
     * Marks the end of the trial's measured work: called by the trial's {@code @TearDown}, which
     * JMH runs once every benchmark thread has left its loop in the last iteration, before the
     * pool is closed. {@link FairnessProfiler} ends that iteration's wall time here: JMH's
     * generated code keeps the other threads asleep until the teardown is over, for 1 ms and then
     * 1,024 ms whenever it takes longer than 1 ms (its backoff is {@code Math.max(1024, 2 * backoff)}).
     */
    void stopped() {
        stoppedNanos = System.nanoTime();
    }

    /** @return {@link System#nanoTime()} at {@link #stopped()}, or {@code null} before it */
    Long stoppedNanos() {
        return stoppedNanos;
    }

    /**
     * @return per registered thread, {@code {ops, timeouts}} so far
     */
    long[][] snapshot() {
        return tallies.stream().map(t -> new long[]{t.ops, t.timeouts}).toArray(long[][]::new);
    }
}
