package io.github.poolbench.shootout;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * A JMH profiler that reads the {@link Ledger} before and after each iteration and reports, per
 * iteration (averaged by JMH over iterations and forks):
 * <ul>
 *   <li>{@code fair.threads}: benchmark threads that ran at least one operation or timeout in
 *       the trial so far;</li>
 *   <li>{@code fair.served}: share of the benchmark's threads ({@code @Threads}) that completed
 *       at least one operation in the iteration, in percent;</li>
 *   <li>{@code fair.min}, {@code fair.median}, {@code fair.max}: operations completed per
 *       thread in the iteration (threads with none count as 0);</li>
 *   <li>{@code fair.jain}: Jain's fairness index of those counts, 1/n (one thread did all) to
 *       1 (all equal);</li>
 *   <li>{@code fair.ops}: operations completed in the iteration, all threads;</li>
 *   <li>{@code fair.opsPerMs}: {@code fair.ops} over the iteration's wall time, from before
 *       JMH starts the threads to after the last one stopped (so it includes JMH's margins of
 *       synchronised iterations), in the trial's last iteration to the start of its
 *       {@code @TearDown(Level.Trial)} ({@link Ledger#stopped()}): a pool's {@code close()} that
 *       takes over 1 ms would otherwise add about 1 s of JMH's backoff to it; the cross-check of
 *       JMH's summed per-thread throughput;</li>
 *   <li>{@code fair.timeouts}: borrows that gave up after the timeout, all threads.</li>
 * </ul>
 * Only meaningful for {@link ObjectPoolShootout}, whose threads write the ledger.
 */
public final class FairnessProfiler implements InternalProfiler {

    private long[][] before = new long[0][];
    private long startNanos;

    @Override
    public String getDescription() {
        return "per-thread operation counts of the object-pool shoot-out (fairness, wall-clock throughput)";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        before = Ledger.current().snapshot();
        startNanos = System.nanoTime();
    }

    @Override
    @SuppressWarnings("rawtypes") // JMH's InternalProfiler declares the raw Result type
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams,
                                                       IterationParams iterationParams, IterationResult result) {
        double wallMs = wallMs(startNanos, Ledger.current().stoppedNanos(), System.nanoTime());
        long[][] after = Ledger.current().snapshot();
        int threads = Math.max(benchmarkParams.getThreads(), after.length);
        long[] ops = new long[threads];
        long timeouts = 0;
        for (int i = 0; i < after.length; i++) {
            long[] was = i < before.length ? before[i] : new long[2];
            // a ledger restarted by a new trial has smaller counts: count from zero then
            ops[i] = after[i][0] >= was[0] ? after[i][0] - was[0] : after[i][0];
            timeouts += after[i][1] >= was[1] ? after[i][1] - was[1] : after[i][1];
        }
        return summary(ops, timeouts, wallMs, after.length);
    }

    /**
     * An iteration's wall time: to {@code stoppedNanos} if the trial's teardown began during the
     * iteration (its last), else to {@code nowNanos}.
     *
     * @param startNanos   {@link System#nanoTime()} before the iteration
     * @param stoppedNanos {@link Ledger#stoppedNanos()}: {@code null}, or a time before this
     *                     iteration (an earlier trial's), or during it
     * @param nowNanos     {@link System#nanoTime()} after the iteration
     * @return the wall time in ms
     */
    static double wallMs(long startNanos, Long stoppedNanos, long nowNanos) {
        long end = stoppedNanos != null && stoppedNanos - startNanos > 0 && nowNanos - stoppedNanos >= 0
                ? stoppedNanos : nowNanos;
        return (end - startNanos) / 1e6;
    }

    /**
     * The fairness figures of one iteration.
     *
     * @param ops        operations completed per thread (zeros for threads that did none)
     * @param timeouts   borrows that timed out, all threads
     * @param wallMs     the iteration's wall time in ms
     * @param registered threads that ever counted in the trial
     * @return the results, labelled {@code fair.*}
     */
    static List<ScalarResult> summary(long[] ops, long timeouts, double wallMs, int registered) {
        long[] sorted = ops.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        double sum = 0;
        double squares = 0;
        int served = 0;
        for (long o : sorted) {
            sum += o;
            squares += (double) o * o;
            served += o > 0 ? 1 : 0;
        }
        double median = n == 0 ? 0 : n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
        double jain = squares == 0 ? 0 : sum * sum / (n * squares);
        List<ScalarResult> results = new ArrayList<>();
        results.add(avg("fair.threads", registered, "threads"));
        results.add(avg("fair.served", n == 0 ? 0 : 100.0 * served / n, "%"));
        results.add(avg("fair.min", n == 0 ? 0 : sorted[0], "ops"));
        results.add(avg("fair.median", median, "ops"));
        results.add(avg("fair.max", n == 0 ? 0 : sorted[n - 1], "ops"));
        results.add(avg("fair.jain", jain, "index"));
        results.add(avg("fair.ops", sum, "ops"));
        results.add(avg("fair.opsPerMs", wallMs > 0 ? sum / wallMs : 0, "ops/ms"));
        results.add(avg("fair.timeouts", timeouts, "#"));
        return results;
    }

    private static ScalarResult avg(String label, double value, String unit) {
        return new ScalarResult(label, value, unit, AggregationPolicy.AVG);
    }
}
