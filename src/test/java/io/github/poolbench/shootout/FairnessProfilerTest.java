package io.github.poolbench.shootout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.ScalarResult;

class FairnessProfilerTest {

    private static Map<String, Double> summary(long[] ops, long timeouts, double wallMs) {
        return FairnessProfiler.summary(ops, timeouts, wallMs, ops.length).stream()
                .collect(Collectors.toMap(ScalarResult::getLabel, ScalarResult::getScore));
    }

    @Test
    void equalSharesAreFair() {
        Map<String, Double> s = summary(new long[] {10, 10, 10, 10}, 0, 2.0);
        assertThat(s.get("fair.jain")).isCloseTo(1.0, within(1e-12));
        assertThat(s.get("fair.served")).isEqualTo(100.0);
        assertThat(s.get("fair.ops")).isEqualTo(40.0);
        assertThat(s.get("fair.opsPerMs")).isEqualTo(20.0);
        assertThat(s.get("fair.min")).isEqualTo(10.0);
        assertThat(s.get("fair.median")).isEqualTo(10.0);
    }

    @Test
    void oneThreadDoingEverythingScoresOneOverN() {
        Map<String, Double> s = summary(new long[] {0, 0, 0, 0, 100}, 7, 1.0);
        assertThat(s.get("fair.jain")).isCloseTo(0.2, within(1e-12));
        assertThat(s.get("fair.served")).isEqualTo(20.0);
        assertThat(s.get("fair.min")).isZero();
        assertThat(s.get("fair.median")).isZero();
        assertThat(s.get("fair.max")).isEqualTo(100.0);
        assertThat(s.get("fair.timeouts")).isEqualTo(7.0);
    }

    @Test
    void nothingDoneIsNotAnError() {
        Map<String, Double> s = summary(new long[] {0, 0}, 3, 1.0);
        assertThat(s.get("fair.jain")).isZero();
        assertThat(s.get("fair.served")).isZero();
        assertThat(s.get("fair.median")).isZero();
        assertThat(summary(new long[0], 0, 0).get("fair.opsPerMs")).isZero();
    }

    @Test
    void ledgerCountsPerThreadAndStartsAfreshPerTrial() {
        Ledger first = Ledger.start();
        Ledger.Tally a = new Ledger.Tally();
        Ledger.Tally b = new Ledger.Tally();
        a.completed(first);
        a.completed(first);
        b.timedOut(first);
        assertThat(Ledger.current()).isSameAs(first);
        assertThat(first.snapshot()).isDeepEqualTo(new long[][] {{2, 0}, {0, 1}});
        Ledger second = Ledger.start();
        a.completed(second);
        assertThat(second.snapshot()).isDeepEqualTo(new long[][] {{1, 0}});
    }

    @Test
    void theLastIterationsWallTimeEndsWhenTheTrialsTeardownBegins() {
        long start = 1_000_000_000L;
        // no teardown yet, or an earlier trial's: the iteration's whole span
        assertThat(FairnessProfiler.wallMs(start, null, start + 1_000_000_000L)).isEqualTo(1000.0);
        assertThat(FairnessProfiler.wallMs(start, start - 5, start + 1_000_000_000L)).isEqualTo(1000.0);
        // the teardown began 1 s in; JMH then kept a thread asleep for another 1,024 ms: not counted
        assertThat(FairnessProfiler.wallMs(start, start + 1_000_000_000L, start + 2_024_000_000L)).isEqualTo(1000.0);
        // nanoTime may wrap: only differences count
        assertThat(FairnessProfiler.wallMs(Long.MAX_VALUE - 10, Long.MAX_VALUE - 10 + 2_000_000, Long.MIN_VALUE + 9_999_989))
                .isEqualTo(2.0);
    }

    @Test
    void theTrialsTeardownMarksTheLedgerStoppedBeforeItClosesThePool() {
        ObjectPoolShootout.CorePools pools = new ObjectPoolShootout.CorePools();
        pools.pool = PoolKind.commons2Generic;
        pools.poolSize = 1;
        pools.setUp();
        Ledger ledger = Ledger.current();
        assertThat(ledger.stoppedNanos()).isNull();
        long before = System.nanoTime();
        pools.tearDown();
        assertThat(ledger.stoppedNanos()).isNotNull();
        assertThat(ledger.stoppedNanos() - before).isNotNegative();
        assertThatThrownBy(() -> pools.objects.borrow()).as("closed after it").isInstanceOf(IllegalStateException.class);
    }
}
