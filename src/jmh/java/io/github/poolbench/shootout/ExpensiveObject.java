package io.github.poolbench.shootout;

import org.openjdk.jmh.infra.Blackhole;

/**
 * The pooled object of the shoot-out, built as the article's code builds it (its
 * {@code TestObject(true)}, v1.1.0): {@code Blackhole.consumeCPU(10_000)}, then 10,000 rounds of
 * appending the 75 chars {@code '0'} to {@code 'z'} to an unsized {@code StringBuilder}: a
 * 750,000-char string. The article's text says 10,000 chars; its code builds 75 times that.
 * What one creation allocates is measured ({@code ObjectPoolShootout.create}, B/op), not
 * assumed.
 */
public final class ExpensiveObject {

    /** Chars of {@link #data()}: 10,000 rounds of 75. */
    public static final int DATA_CHARS = 10_000 * ('z' - '0' + 1);

    private final String data;

    private ExpensiveObject(String data) {
        this.data = data;
    }

    /** @return a new object, built the expensive way */
    public static ExpensiveObject create() {
        Blackhole.consumeCPU(10_000L);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 10_000; i++) {
            for (char c = '0'; c <= 'z'; c++) {
                sb.append(c);
            }
        }
        return new ExpensiveObject(sb.toString());
    }

    /** @return the object's data, {@link #DATA_CHARS} chars */
    public String data() {
        return data;
    }
}
