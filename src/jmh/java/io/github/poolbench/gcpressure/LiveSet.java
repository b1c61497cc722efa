package io.github.poolbench.gcpressure;

/**
 * A live old-generation set for GC experiments: small linked objects (40 bytes each, in 1,024
 * chains), built once and promoted by two {@code System.gc()} calls, so that every measured
 * collection runs beside it, as in a long-running service holding caches.
 */
public final class LiveSet {

    /** Objects per chain. */
    private static final int CHAINS = 1024;

    /** One node: 12-byte header, three longs, one reference (40 bytes with compressed oops). */
    static final class Node {
        final long a;
        final long b;
        final long c;
        final Node next;

        Node(long v, Node next) {
            this.a = v;
            this.b = v * 31;
            this.c = v ^ 0x5DEECE66DL;
            this.next = next;
        }
    }

    private final Node[] chains = new Node[CHAINS];

    private LiveSet() {
    }

    /**
     * Builds the set and promotes it.
     *
     * @param mb its size in MB (10^6 bytes, counted as 40 bytes per node); 0 builds nothing
     * @return the set; keep a reference to keep it live
     * @throws IllegalArgumentException if {@code mb} is negative
     */
    public static LiveSet build(int mb) {
        if (mb < 0) {
            throw new IllegalArgumentException("live set size must be >= 0 MB, was " + mb);
        }
        LiveSet set = new LiveSet();
        long nodes = mb * 1_000_000L / 40;
        for (long i = 0; i < nodes; i++) {
            int chain = (int) (i % CHAINS);
            set.chains[chain] = new Node(i, set.chains[chain]);
        }
        if (nodes > 0) {
            System.gc();
            System.gc();
        }
        return set;
    }

    /** @return nodes in the set (walks it) */
    public long nodes() {
        long n = 0;
        for (Node head : chains) {
            for (Node x = head; x != null; x = x.next) {
                n++;
            }
        }
        return n;
    }
}
