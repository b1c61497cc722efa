package io.github.poolbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NumbersTest {

    @Test
    void countsReadAsEnglish() {
        assertThat(Numbers.count(1, "round")).isEqualTo("1 round");
        assertThat(Numbers.count(6, "round")).isEqualTo("6 rounds");
        assertThat(Numbers.count(0, "fork")).isEqualTo("0 forks");
    }

    @Test
    void aClockIsRoundedToTheMegahertzOrLeftOutWhereUnknown() {
        assertThat(Numbers.clock(2599.998)).isEqualTo(" at 2600 MHz");
        assertThat(Numbers.clock(2100.0)).isEqualTo(" at 2100 MHz");
        assertThat(Numbers.clock(Double.NaN)).isEmpty();
        assertThat(Numbers.clock(0)).isEmpty();
        assertThat(Numbers.machine("Intel(R) Xeon(R) Processor", 2599.998, 2))
                .isEqualTo("Intel(R) Xeon(R) Processor at 2600 MHz, 2 cores");
        assertThat(Numbers.machine("AMD EPYC", Double.NaN, 1)).isEqualTo("AMD EPYC, 1 core");
    }
}
