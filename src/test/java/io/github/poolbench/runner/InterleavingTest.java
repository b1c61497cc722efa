package io.github.poolbench.runner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class InterleavingTest {

    @Test
    void everyRoundRunsEveryRowOnceInAnOrderFixedByTheSeed() {
        List<Interleaving.Slot> schedule = Interleaving.schedule(7, 5, 99);
        assertThat(schedule).hasSize(35);
        for (int round = 0; round < 5; round++) {
            int r = round;
            List<Interleaving.Slot> slots = schedule.stream().filter(s -> s.round() == r).toList();
            assertThat(slots).extracting(Interleaving.Slot::row).containsExactlyInAnyOrder(0, 1, 2, 3, 4, 5, 6);
            assertThat(slots).extracting(Interleaving.Slot::position).containsExactly(0, 1, 2, 3, 4, 5, 6);
        }
        assertThat(schedule.subList(0, 7)).allMatch(s -> s.round() == 0); // rounds run one after the other
        assertThat(Interleaving.schedule(7, 5, 99)).isEqualTo(schedule);
        Set<List<Integer>> orders = new HashSet<>();
        for (int round = 0; round < 5; round++) {
            int r = round;
            orders.add(schedule.stream().filter(s -> s.round() == r).map(Interleaving.Slot::row).toList());
        }
        assertThat(orders).as("a fresh order each round").hasSizeGreaterThan(1);
        assertThat(Interleaving.schedule(7, 5, 100)).isNotEqualTo(schedule);
    }

    @Test
    void badPlansAreRefused() {
        assertThatThrownBy(() -> Interleaving.schedule(0, 3, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least one row");
        assertThatThrownBy(() -> Interleaving.schedule(3, 0, 1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void timeToGoScalesTheRestByWhatTheDoneForksTook() {
        List<Double> estimates = List.of(10.0, 10.0, 10.0, 10.0);
        assertThat(Interleaving.secondsToGo(estimates, 0, 0)).isEqualTo(40.0);
        assertThat(Interleaving.secondsToGo(estimates, 2, 40)).isEqualTo(40.0); // twice as slow as estimated
        assertThat(Interleaving.secondsToGo(estimates, 4, 50)).isZero();
    }
}
