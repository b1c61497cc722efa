import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Which part of a virtual CPU is noisy: six kernels, each leaning on one part of the machine, timed in short slices,
 * interleaved in rounds in a fresh random order, so that the spread of each kernel's time per op over rounds says
 * which part varies. Not a benchmark of anything poolbench ships; a probe of the host
 * ({@code docs/evidence/sweep-noisy-host.md}).
 *
 * <ul>
 *   <li>{@code aluLatency}: one dependent multiply-add chain in registers, no memory: mostly the core's clock (a
 *       sibling hyperthread takes little from a chain bound by latency).</li>
 *   <li>{@code aluThroughput}: eight independent chains: the clock, and a sibling hyperthread competing for the
 *       multiplier (invisible to the guest, which sees one thread per core).</li>
 *   <li>{@code l2Chase}: a random pointer chase in 1 MB (the L2 is 2 MB per core, shared only with a sibling
 *       hyperthread).</li>
 *   <li>{@code l3Chase}: the same in 64 MB (the L3, 300 MB, is shared with the host's other tenants).</li>
 *   <li>{@code dramChase}: the same in 1 GB (memory latency).</li>
 *   <li>{@code alloc}: a 64-char {@code char[]} per op, kept in a ring of 4096 so it escapes: the kind of
 *       work the sweep's rows do (TLAB bump, first write of fresh memory, young collections).</li>
 * </ul>
 *
 * Usage: {@code java -Xms3g -Xmx3g -XX:+AlwaysPreTouch HostNoise.java [rounds] [sliceMillis] [seed]} (defaults 150,
 * 40, 1); prints one tab-separated line per slice (round, position in the round, kernel, start in ms since the first
 * slice, ns per op), nothing else: {@code host_noise.py} summarises. Each kernel returns its result into a volatile
 * sink (no dead code); the chases depend on every load; ops per slice come from a 2 s warmup of each kernel.
 */
public final class HostNoise {

    static volatile long sink;

    interface Kernel {
        String name();

        /** Runs {@code ops} operations; returns a value to sink. */
        long run(long ops);
    }

    static int[] cycle(int n, long seed) {
        // Sattolo's algorithm: one cycle through all n slots, so a chase visits every slot.
        int[] next = new int[n];
        for (int i = 0; i < n; i++) {
            next[i] = i;
        }
        SplittableRandom r = new SplittableRandom(seed);
        for (int i = n - 1; i > 0; i--) {
            int j = r.nextInt(i);
            int t = next[i];
            next[i] = next[j];
            next[j] = t;
        }
        return next;
    }

    static Kernel chase(String name, int bytes, long seed) {
        int[] next = cycle(bytes / 4, seed);
        return new Kernel() {
            int at;

            public String name() {
                return name;
            }

            public long run(long ops) {
                int p = at;
                for (long i = 0; i < ops; i++) {
                    p = next[p];
                }
                at = p;
                return p;
            }
        };
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 150;
        int sliceMillis = args.length > 1 ? Integer.parseInt(args[1]) : 40;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
        List<Kernel> kernels = new ArrayList<>();
        kernels.add(new Kernel() {
            public String name() {
                return "aluLatency";
            }

            public long run(long ops) {
                long x = ops;
                for (long i = 0; i < ops; i++) {
                    x = x * 6364136223846793005L + 1442695040888963407L;
                }
                return x;
            }
        });
        kernels.add(new Kernel() {
            public String name() {
                return "aluThroughput";
            }

            public long run(long ops) {
                long a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8;
                long m = 6364136223846793005L;
                for (long i = 0; i < ops; i += 8) {
                    a = a * m + 1;
                    b = b * m + 3;
                    c = c * m + 5;
                    d = d * m + 7;
                    e = e * m + 9;
                    f = f * m + 11;
                    g = g * m + 13;
                    h = h * m + 15;
                }
                return a ^ b ^ c ^ d ^ e ^ f ^ g ^ h;
            }
        });
        kernels.add(chase("l2Chase", 1 << 20, seed));
        kernels.add(chase("l3Chase", 64 << 20, seed + 1));
        kernels.add(chase("dramChase", 1 << 30, seed + 2));
        kernels.add(new Kernel() {
            final char[][] ring = new char[4096][];
            int at;

            public String name() {
                return "alloc";
            }

            public long run(long ops) {
                long s = 0;
                for (long i = 0; i < ops; i++) {
                    char[] c = new char[64];
                    c[0] = (char) i;
                    ring[at++ & 4095] = c;
                    s += c.length;
                }
                return s;
            }
        });

        // Warm up (JIT) and calibrate: ops per slice from a 2 s run of each kernel.
        long[] opsPerSlice = new long[kernels.size()];
        for (int k = 0; k < kernels.size(); k++) {
            Kernel kernel = kernels.get(k);
            long ops = 1000;
            long elapsed = 0;
            long spent = 0;
            while (spent < 2_000_000_000L) {
                long t0 = System.nanoTime();
                sink += kernel.run(ops);
                elapsed = System.nanoTime() - t0;
                spent += elapsed;
                if (elapsed < 10_000_000L) {
                    ops *= 2;
                }
            }
            opsPerSlice[k] = Math.max(8, (long) (ops * (sliceMillis * 1e6 / elapsed)) / 8 * 8);
        }

        List<Integer> order = new ArrayList<>();
        for (int k = 0; k < kernels.size(); k++) {
            order.add(k);
        }
        java.util.Random shuffle = new java.util.Random(seed);
        System.out.println("# " + System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version")
                + ", rounds " + rounds + ", slice " + sliceMillis + " ms, seed " + seed);
        System.out.println("round\tposition\tkernel\tstart_ms\tns_per_op");
        long origin = System.nanoTime();
        for (int r = 0; r < rounds; r++) {
            Collections.shuffle(order, shuffle);
            for (int pos = 0; pos < order.size(); pos++) {
                int k = order.get(pos);
                long t0 = System.nanoTime();
                sink += kernels.get(k).run(opsPerSlice[k]);
                double ns = (System.nanoTime() - t0) / (double) opsPerSlice[k];
                System.out.printf(Locale.ROOT, "%d\t%d\t%s\t%d\t%.4f%n", r + 1, pos + 1, kernels.get(k).name(),
                        (t0 - origin) / 1_000_000, ns);
            }
        }
    }
}
