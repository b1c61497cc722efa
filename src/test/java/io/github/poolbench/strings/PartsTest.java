package io.github.poolbench.strings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class PartsTest {

    @Property
    void partsAddUpToTheLengthInWholeGroups(@ForAll @IntRange(min = 4, max = 20_000) int length) {
        String[] parts = Parts.of(length, 4);
        assertThat(Arrays.stream(parts).mapToInt(String::length).sum()).isEqualTo(length);
        assertThat(parts.length % 4).isZero();
        assertThat(parts).allSatisfy(p -> assertThat(p).isNotEmpty());
    }

    @Test
    void partsAreWordsAndNumbers() {
        assertThat(Parts.of(256, 4)).contains("order", "symbol").anySatisfy(p -> assertThat(p).containsOnlyDigits());
    }

    @Test
    void tooShortIsRefused() {
        assertThatThrownBy(() -> Parts.of(3, 4)).isInstanceOf(IllegalArgumentException.class);
    }
}
