package io.github.poolbench.strings;

import java.util.ArrayList;
import java.util.List;

/**
 * The short parts (words and numbers) the string-building benchmarks concatenate.
 *
 * <p>The parts are created at run time ({@code new String}, {@code Integer.toString}) so that
 * they are not compile-time constants the JIT could fold.
 */
public final class Parts {

    private static final String[] WORDS = {
        "order", "symbol", "price", "qty", "side", "account", "venue", "status", "id", "time"
    };

    private Parts() {
    }

    /**
     * Parts whose lengths add up to exactly {@code length} chars; their number is a multiple
     * of {@code group} and each part has at least one char.
     *
     * @param length total chars, {@code >= group}
     * @param group  the part count is a multiple of this, {@code >= 1}
     * @return the parts, alternating words and numbers
     * @throws IllegalArgumentException if {@code length < group} or {@code group < 1}
     */
    public static String[] of(int length, int group) {
        if (group < 1 || length < group) {
            throw new IllegalArgumentException("need length >= group >= 1: length=" + length + ", group=" + group);
        }
        List<StringBuilder> parts = new ArrayList<>();
        int total = 0;
        for (int i = 0; total < length || parts.size() % group != 0; i++) {
            String part = (i % 2 == 0) ? WORDS[(i / 2) % WORDS.length] : Integer.toString(1_000 + 37 * i);
            parts.add(new StringBuilder(part));
            total += part.length();
        }
        // Trim the surplus from the last parts, keeping at least one char in each.
        for (int i = parts.size() - 1; total > length; i--) {
            StringBuilder part = parts.get(i);
            int cut = Math.min(part.length() - 1, total - length);
            part.setLength(part.length() - cut);
            total -= cut;
        }
        String[] result = new String[parts.size()];
        for (int i = 0; i < result.length; i++) {
            result[i] = new String(parts.get(i).toString().toCharArray());
        }
        return result;
    }
}
