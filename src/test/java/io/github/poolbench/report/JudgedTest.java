package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A claim is judged once per suite and JDK, whoever asks; the A/A's id repeats across suites and is kept apart. */
class JudgedTest {

    @Test
    void eachClaimIsJudgedOncePerSuiteAndJdk() {
        AtomicInteger calls = new AtomicInteger();
        Claim claim = new Claim("S1", "x", "", "", (r, jdk) -> {
            calls.incrementAndGet();
            return new Finding(jdk == 17 ? Verdict.HOLDS : Verdict.INCONCLUSIVE, "call " + calls.get());
        });
        Judged judged = new Judged(null);
        Finding first = judged.of("strings", claim, 17);
        assertThat(judged.of("strings", claim, 17)).isSameAs(first);
        assertThat(calls).hasValue(1);
        assertThat(judged.of("strings", claim, 25).verdict()).isEqualTo(Verdict.INCONCLUSIVE);
        assertThat(judged.of("sweep", claim, 17)).isNotSameAs(first);
        assertThat(calls).hasValue(3);
        // what a page's table and the README's compact table show is the same finding
        assertThat(Conclusions.table(java.util.List.of(claim), judged, "strings", java.util.List.of(17),
                java.util.List.of(), true)).contains("holds");
        assertThat(Conclusions.table(java.util.List.of(claim), judged, "strings", java.util.List.of(17),
                java.util.List.of(), false)).contains("holds");
        assertThat(calls).hasValue(3);
    }
}
