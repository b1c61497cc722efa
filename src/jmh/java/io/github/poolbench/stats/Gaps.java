package io.github.poolbench.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;

/**
 * Sorted values split into groups at their gaps: the one rule behind a row's fork modes and a claim's modes of
 * ratios, each with its own test of what gap separates two groups. Stateless.
 */
public final class Gaps {

    private Gaps() {
    }

    /**
     * @param sorted    values in ascending order
     * @param separates whether two neighbours (the smaller, the larger) lie in different groups
     * @param <T>       the values' type
     * @return each group's values, in order; one group when no neighbours separate; none for no values
     */
    public static <T> List<List<T>> split(List<T> sorted, BiPredicate<T, T> separates) {
        List<List<T>> groups = new ArrayList<>();
        int start = 0;
        for (int i = 1; i <= sorted.size(); i++) {
            if (i == sorted.size() || separates.test(sorted.get(i - 1), sorted.get(i))) {
                groups.add(sorted.subList(start, i));
                start = i;
            }
        }
        return groups;
    }
}
