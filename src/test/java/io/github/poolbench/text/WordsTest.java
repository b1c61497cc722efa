package io.github.poolbench.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.poolbench.text.Words.Scale;
import org.junit.jupiter.api.Test;

/** Effects in words: the direction named by the scale, percentages below 2x, factors from it. */
class WordsTest {

    @Test
    void noPercentageIsEverBelowMinusOneHundred() {
        // the console line the issue quotes: ratio 0.98 [0.45, 2.10] read "2.5% faster [-110%, 55%]"
        assertThat(Words.effect(0.975, 0.45, 2.10, Scale.TIME)).isEqualTo("2.5% faster [2.1x as slow, 2.2x as fast]");
        assertThat(Words.effect(0.70, 0.50, 3.0, Scale.AMOUNT)).isEqualTo("30% less [3.0x as much, 50% less]");
        assertThat(Words.effect(0.90, 0.60, 1.99, Scale.TIME)).isEqualTo("10% faster [99% slower, 40% faster]");
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        for (int i = 0; i < 100_000; i++) {
            double ratio = Math.exp(random.nextDouble(-3, 3));
            double low = ratio * Math.exp(-random.nextDouble(0, 3));
            double high = ratio * Math.exp(random.nextDouble(0, 3));
            for (Scale scale : Scale.values()) {
                String words = Words.effect(ratio, low, high, scale);
                assertThat(words).as("%s [%s, %s] %s", ratio, low, high, scale).doesNotContainPattern("-(\\d{3,}|[1-9]\\d{2})(\\.\\d)?%");
                if (low < 1 && high > 1) {
                    assertThat(words).as("%s [%s, %s] %s", ratio, low, high, scale).doesNotContain("-");
                }
            }
        }
    }

    @Test
    void aRangeSaysTheWordsItsEndsShareOnceAndBothWholeWhereTheyShareNone() {
        assertThat(Words.range("2.6% faster", "10% faster", " to ", "from ")).isEqualTo("2.6% to 10% faster");
        assertThat(Words.range("504x as fast", "851x as fast", " to ", "from ")).isEqualTo("504x to 851x as fast");
        assertThat(Words.range("945 ns more", "1.0 us more", " to ", "from ")).isEqualTo("945 ns to 1.0 us more");
        assertThat(Words.range("17% faster", "70% slower", " to ", "from ")).isEqualTo("from 17% faster to 70% slower");
        // "faster" and "fast" are different words; two machines' estimates are joined by "and", without "from"
        assertThat(Words.range("13% faster", "1.5x as fast", " and ", "")).isEqualTo("13% faster and 1.5x as fast");
        assertThat(Words.range("4.9 ns less", "4.9 ns less", " to ", "from ")).isEqualTo("4.9 ns less");
    }

    @Test
    void aTimeRatioAboveOneIsSlowerAndBelowOneFaster() {
        assertThat(Words.effect(1.233, 1.199, 1.268, Scale.TIME)).isEqualTo("23% slower [20%, 27%]");
        assertThat(Words.effect(0.919, 0.910, 0.928, Scale.TIME)).isEqualTo("8.1% faster [7.2%, 9.0%]");
        // an interval across 1: each end in its own words, never a signed percentage
        assertThat(Words.effect(1.018, 0.998, 1.034, Scale.TIME)).isEqualTo("1.8% slower [0.2% faster, 3.4% slower]");
        assertThat(Words.effect(1.21, 0.26, 5.54, Scale.TIME)).isEqualTo("21% slower [3.8x as fast, 5.5x as slow]");
        assertThat(Words.effect(1.0, 0.99, 1.01, Scale.TIME)).isEqualTo("no difference");
    }

    @Test
    void fromTwiceOnAnEffectIsAFactorWithItsIntervalOrdered() {
        assertThat(Words.effect(3.338, 3.282, 3.394, Scale.TIME)).isEqualTo("3.3x as slow [3.3x, 3.4x]");
        assertThat(Words.effect(81.5, 79.8, 83.3, Scale.TIME)).isEqualTo("82x as slow [80x, 83x]");
        // throughput: a copy at 0.347 of reuse's events per us
        assertThat(Words.effect(0.347, 0.335, 0.359, Scale.RATE)).isEqualTo("2.9x as slow [2.8x, 3.0x]");
        assertThat(Words.effect(0.347, 0.335, 0.359, Scale.TIME)).isEqualTo("2.9x as fast [2.8x, 3.0x]");
    }

    @Test
    void rateAndAmountNameTheirOwnDirections() {
        assertThat(Words.effect(1.100, 1.068, 1.132, Scale.RATE)).isEqualTo("10% faster [6.8%, 13%]");
        assertThat(Words.effect(0.477, 0.456, 0.499, Scale.AMOUNT)).isEqualTo("52% less [50%, 54%]");
        assertThat(Words.effect(2.6, 2.5, 2.7, Scale.AMOUNT)).isEqualTo("2.6x as much [2.5x, 2.7x]");
        assertThat(Words.effect(0.571, 0.529, 0.617, Scale.AMOUNT)).isEqualTo("43% less [38%, 47%]");
        assertThat(Words.effect(1.052, Double.NaN, Double.NaN, Scale.AMOUNT)).isEqualTo("5.2% more");
    }

    @Test
    void badInputIsRefused() {
        assertThatThrownBy(() -> Words.effect(0, 1, 1, Scale.TIME)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("positive ratio");
        assertThatThrownBy(() -> Words.effect(Double.NaN, 1, 1, Scale.TIME)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Scale.of("speed")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown scale 'speed' (time, rate or amount)");
        assertThat(Scale.of("rate")).isEqualTo(Scale.RATE);
    }
}
