import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.LongAdder;

import io.github.poolbench.strings.Parts;
import sun.misc.Unsafe;

/**
 * Can two threads' reused builders, placed side by side, make gcpressure's {@code pooled} loop three times slower? A
 * probe of the false-sharing lead of {@code docs/evidence/gcpressure-pooled-collapse-xeon.md}, not a benchmark of
 * anything poolbench ships.
 *
 * <p>Two threads each reuse one {@code StringBuilder} the way {@code GcPressureBenchmark.pooled} does with the pool's
 * thread cache: {@code setLength(0)}, append the 4096 chars of {@code Parts.of(4096, 4)} (about 820 short parts, so
 * 820 writes of the builder's {@code count} field), {@code toString()}. Each round builds the two builders one of
 * three ways, in the order given: {@code adjacent} (the two {@code StringBuilder} objects allocated one after the other,
 * so in one 64-byte line; their arrays grown afterwards, elsewhere), {@code padded} (1 KB of garbage allocated between
 * them) and {@code fresh} (each thread allocates its own builder in its own TLAB, as the pool does on first use). Every
 * window of {@code windowMillis} prints the ops per ms of both threads and where the two builder objects and their
 * arrays are at its end (addresses read through {@code Unsafe} from the compressed oops; a collection may move them).
 *
 * <p>Usage, on the test class path of a build of the project:
 * {@code java -Xms2g -Xmx2g -XX:+UseG1GC -XX:+AlwaysPreTouch -cp "$CP" SharedLineProbe.java [rounds] [windows]
 * [windowMillis]} (defaults 6, 8, 500). One tab-separated line per window: round, layout, window, ops/ms, the addresses of
 * builder A, its array, builder B, its array, and the compressed-oops shift used ({@code lines.py} reads them).
 */
public class SharedLineProbe {

    static final Unsafe U = unsafe();
    static final long BASE = U.arrayBaseOffset(Object[].class);
    static final int SHIFT = oopShift();
    static volatile Object sink;

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 6;
        int windows = args.length > 1 ? Integer.parseInt(args[1]) : 8;
        long windowMillis = args.length > 2 ? Long.parseLong(args[2]) : 500;
        String[] parts = Parts.of(4096, 4);
        Field value = Class.forName("java.lang.AbstractStringBuilder").getDeclaredField("value");
        long valueOffset = U.objectFieldOffset(value);
        String[] layouts = {"adjacent", "padded", "fresh"};
        System.out.println("# parts " + parts.length + ", oop shift " + SHIFT);
        for (int round = 0; round < rounds; round++) {
            for (String layout : layouts) {
                StringBuilder[] builders = new StringBuilder[2];
                if (layout.equals("adjacent")) {
                    builders[0] = new StringBuilder(0);
                    builders[1] = new StringBuilder(0);
                } else if (layout.equals("padded")) {
                    builders[0] = new StringBuilder(0);
                    sink = new byte[1024];
                    builders[1] = new StringBuilder(0);
                }
                AtomicBoolean stop = new AtomicBoolean();
                LongAdder ops = new LongAdder();
                List<Thread> threads = new ArrayList<>();
                for (int t = 0; t < 2; t++) {
                    int me = t;
                    Thread thread = new Thread(() -> {
                        if (builders[me] == null) {
                            builders[me] = new StringBuilder(4096);
                        }
                        StringBuilder sb = builders[me];
                        sb.ensureCapacity(4096);
                        long n = 0;
                        while (!stop.get()) {
                            for (int i = 0; i < 64; i++) {
                                sb.setLength(0);
                                for (String part : parts) {
                                    sb.append(part);
                                }
                                sink = sb.toString();
                            }
                            n += 64;
                            if ((n & 1023) == 0) {
                                ops.add(1024);
                            }
                        }
                    });
                    threads.add(thread);
                    thread.start();
                }
                Thread.sleep(200);
                for (int w = 0; w < windows; w++) {
                    long before = ops.sum();
                    long start = System.nanoTime();
                    Thread.sleep(windowMillis);
                    double opsPerMs = (ops.sum() - before) / ((System.nanoTime() - start) / 1e6);
                    long a = address(builders[0]);
                    long b = address(builders[1]);
                    long arrayA = address(U.getObject(builders[0], valueOffset));
                    long arrayB = address(U.getObject(builders[1], valueOffset));
                    System.out.printf(Locale.ROOT, "%d\t%s\t%d\t%.1f\t%d\t%d\t%d\t%d\t%d%n", round, layout, w,
                            opsPerMs, a, arrayA, b, arrayB, SHIFT);
                }
                stop.set(true);
                for (Thread thread : threads) {
                    thread.join();
                }
            }
        }
    }

    static long address(Object o) {
        Object[] holder = {o};
        return (U.getInt(holder, BASE) & 0xFFFF_FFFFL) << SHIFT;
    }

    static int oopShift() {
        // Two objects allocated one after the other in a TLAB: their narrow oops differ by size >> shift.
        Object[] pair = new Object[2];
        pair[0] = new Object();
        pair[1] = new Object();
        long d = (U.getInt(pair, BASE + 4) & 0xFFFF_FFFFL) - (U.getInt(pair, BASE) & 0xFFFF_FFFFL);
        return d == 16 ? 0 : d == 2 ? 3 : -1;
    }

    static Unsafe unsafe() {
        try {
            Field f = Unsafe.class.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            return (Unsafe) f.get(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
