package io.github.poolbench.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.NavigableMap;
import java.util.TreeMap;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.apache.commons.statistics.descriptive.Quantile;
import org.junit.jupiter.api.Test;

class HistogramQuantileTest {

    @Property(tries = 300)
    void aHistogramGivesTheQuantileOfItsSamplesWrittenOut(
            @ForAll @Size(min = 1, max = 12) List<@IntRange(min = 0, max = 50) Integer> counts,
            @ForAll @DoubleRange(min = 0, max = 1) double p) {
        NavigableMap<Double, Long> histogram = new TreeMap<>();
        List<Double> samples = new ArrayList<>();
        for (int i = 0; i < counts.size(); i++) {
            double value = 2.0 + i * i * 0.5; // unevenly spaced, ascending
            histogram.put(value, (long) counts.get(i));
            for (int c = 0; c < counts.get(i); c++) {
                samples.add(value);
            }
        }
        if (samples.isEmpty()) {
            return;
        }
        double expected = Quantile.withDefaults().with(Quantile.EstimationMethod.HF6)
                .evaluate(samples.stream().mapToDouble(Double::doubleValue).toArray(), p);
        assertThat(HistogramQuantile.hf6(histogram, p)).isCloseTo(expected, within(1e-9));
    }

    @Test
    void knownValues() {
        // 1, 2, 2, 3 and 10: h = 6p; the median is x(3) = 2, p90 is x(5) = 10 (h = 5.4 >= 5)
        NavigableMap<Double, Long> h = new TreeMap<>(java.util.Map.of(1.0, 1L, 2.0, 2L, 3.0, 1L, 10.0, 1L));
        assertThat(HistogramQuantile.hf6(h, 0.5)).isEqualTo(2.0);
        assertThat(HistogramQuantile.hf6(h, 0.75)).isCloseTo(3 + 0.5 * 7, within(1e-12)); // h = 4.5
        assertThat(HistogramQuantile.hf6(h, 0.9)).isEqualTo(10.0);
        assertThat(HistogramQuantile.hf6(h, 0.0)).isEqualTo(1.0);
    }

    @Test
    void badInputIsNamed() {
        NavigableMap<Double, Long> none = new TreeMap<>(java.util.Map.of(1.0, 0L));
        assertThatThrownBy(() -> HistogramQuantile.hf6(none, 0.5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a quantile of no samples");
        NavigableMap<Double, Long> one = new TreeMap<>(java.util.Map.of(1.0, 1L));
        assertThatThrownBy(() -> HistogramQuantile.hf6(one, 1.5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("p must be in [0, 1], got 1.5");
        NavigableMap<Double, Long> negative = new TreeMap<>(java.util.Map.of(1.0, -1L));
        assertThatThrownBy(() -> HistogramQuantile.hf6(negative, 0.5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> HistogramQuantile.hf6(null, 0.5)).isInstanceOf(NullPointerException.class);
    }
}
