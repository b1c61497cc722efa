import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.CyclicBarrier;

/**
 * Is the host's noise shared by both virtual CPUs at the same moment? Two threads (on this 2-core guest, one per
 * core) run the same kernel in back-to-back slices for the same wall-clock span; the slices are then binned into
 * windows and each window's two rates compared. If a slow moment is slow for both cores, the ratio of two rows run
 * at the same time on the two cores (duet benchmarking: Bulej et al., ICPE 2020) varies much less than either row
 * alone, and less than two rows run one after the other on one core (what interleaved rounds pair). If each core is
 * slowed on its own (a sibling hyperthread of another tenant, say), the duet ratio varies as much as they do. Not a
 * benchmark of anything poolbench ships; a probe of the host ({@code docs/evidence/sweep-noisy-host.md}).
 *
 * <p>Kernels as in {@code HostNoise.java}: {@code aluLatency} (a multiply-add chain in registers) and {@code l2Chase}
 * (a random pointer chase in 1 MB, inside one core's L2), one instance per thread.
 *
 * <p>Usage: {@code java TwoCoreNoise.java [kernel] [seconds] [sliceMillis] [windowMillis] [seed] [threads]}
 * (defaults aluLatency, 60, 20, 500, 1, 2). With one thread (for {@code taskset -c N}, one process per CPU) it prints
 * only the slices, their start in ms after the origin the header gives since the epoch. With two it prints a
 * tab-separated line per slice (thread, start ms, end ms, ns per op), then, as {@code #} lines, per window size from
 * the one given up: the spread (standard deviation of ln ns/op over windows) of each thread; the spread of ln(A/B)
 * over windows where both threads ran (duet); the spread of ln(A_w / A_w+1) of one thread's adjacent windows,
 * divided by the square root of 2 so that it reads as one row's share (sequential); and the correlation of the two
 * threads' ln ns/op over windows.
 */
public final class TwoCoreNoise {

    static volatile long sink;

    interface Kernel {
        long run(long ops);
    }

    static Kernel kernel(String name, long seed) {
        if (name.equals("aluLatency")) {
            return ops -> {
                long x = ops;
                for (long i = 0; i < ops; i++) {
                    x = x * 6364136223846793005L + 1442695040888963407L;
                }
                return x;
            };
        }
        if (!name.equals("l2Chase")) {
            throw new IllegalArgumentException("kernel: aluLatency or l2Chase, not " + name);
        }
        int n = (1 << 20) / 4;
        int[] next = new int[n];
        for (int i = 0; i < n; i++) {
            next[i] = i;
        }
        SplittableRandom r = new SplittableRandom(seed);
        for (int i = n - 1; i > 0; i--) { // Sattolo: one cycle through every slot
            int j = r.nextInt(i);
            int t = next[i];
            next[i] = next[j];
            next[j] = t;
        }
        int[] at = {0};
        return ops -> {
            int p = at[0];
            for (long i = 0; i < ops; i++) {
                p = next[p];
            }
            at[0] = p;
            return p;
        };
    }

    record Slice(long startNs, long endNs, double nsPerOp) {
    }

    public static void main(String[] args) throws Exception {
        String name = args.length > 0 ? args[0] : "aluLatency";
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 60;
        int sliceMillis = args.length > 2 ? Integer.parseInt(args[2]) : 20;
        int windowMillis = args.length > 3 ? Integer.parseInt(args[3]) : 500;
        long seed = args.length > 4 ? Long.parseLong(args[4]) : 1;
        int threadCount = args.length > 5 ? Integer.parseInt(args[5]) : 2;
        if (threadCount != 1 && threadCount != 2) {
            throw new IllegalArgumentException("threads: 1 or 2, not " + threadCount);
        }
        CyclicBarrier barrier = new CyclicBarrier(threadCount);
        long[] origin = new long[1];
        List<List<Slice>> slices = List.of(new ArrayList<>(), new ArrayList<>());
        long[] originEpochMillis = new long[1];
        Thread[] threads = new Thread[threadCount];
        for (int t = 0; t < threadCount; t++) {
            Kernel k = kernel(name, seed + t);
            List<Slice> mine = slices.get(t);
            threads[t] = new Thread(() -> {
                try {
                    // Warm up and calibrate together (2 s), so both cores are busy while each one calibrates.
                    barrier.await();
                    long ops = 1000;
                    long elapsed = 0;
                    long spent = 0;
                    while (spent < 2_000_000_000L) {
                        long t0 = System.nanoTime();
                        sink += k.run(ops);
                        elapsed = System.nanoTime() - t0;
                        spent += elapsed;
                        if (elapsed < 5_000_000L) {
                            ops *= 2;
                        }
                    }
                    long perSlice = Math.max(8, (long) (ops * (sliceMillis * 1e6 / elapsed)));
                    barrier.await();
                    synchronized (origin) {
                        if (origin[0] == 0) {
                            origin[0] = System.nanoTime();
                            originEpochMillis[0] = System.currentTimeMillis();
                        }
                    }
                    long deadline = origin[0] + seconds * 1_000_000_000L;
                    long t0 = System.nanoTime();
                    while (t0 < deadline) {
                        sink += k.run(perSlice);
                        long t1 = System.nanoTime();
                        mine.add(new Slice(t0, t1, (t1 - t0) / (double) perSlice));
                        t0 = t1;
                    }
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }, "core" + t);
            threads[t].start();
        }
        for (Thread t : threads) {
            t.join();
        }
        System.out.println("# " + System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version")
                + ", kernel " + name + ", " + seconds + " s, slice " + sliceMillis + " ms, seed " + seed + ", threads "
                + threadCount + ", origin " + originEpochMillis[0] + " ms since the epoch");
        System.out.println("thread\tstart_ms\tend_ms\tns_per_op");
        for (int t = 0; t < threadCount; t++) {
            for (Slice s : slices.get(t)) {
                System.out.printf(Locale.ROOT, "%d\t%.3f\t%.3f\t%.4f%n", t, (s.startNs - origin[0]) / 1e6,
                        (s.endNs - origin[0]) / 1e6, s.nsPerOp);
            }
        }
        if (threadCount == 1) {
            return;
        }
        System.out.println("# window_ms\twindows\tspread_A\tspread_B\tspread_duet\tspread_sequential\tcorrelation");
        for (int w = windowMillis; w <= seconds * 1000 / 8; w *= 2) {
            int n = seconds * 1000 / w;
            double[][] logs = new double[2][];
            for (int t = 0; t < 2; t++) {
                double[] sum = new double[n];
                int[] count = new int[n];
                for (Slice s : slices.get(t)) {
                    int i = (int) (((s.startNs + s.endNs) / 2 - origin[0]) / 1_000_000L / w);
                    if (i < n) {
                        sum[i] += Math.log(s.nsPerOp);
                        count[i]++;
                    }
                }
                logs[t] = new double[n];
                for (int i = 0; i < n; i++) {
                    logs[t][i] = count[i] == 0 ? Double.NaN : sum[i] / count[i];
                }
            }
            double[] duet = new double[n];
            double[] sequential = new double[n - 1];
            for (int i = 0; i < n; i++) {
                duet[i] = logs[0][i] - logs[1][i];
                if (i + 1 < n) {
                    sequential[i] = (logs[0][i] - logs[0][i + 1]) / Math.sqrt(2);
                }
            }
            System.out.printf(Locale.ROOT, "# %d\t%d\t%.4f\t%.4f\t%.4f\t%.4f\t%.3f%n", w, n, sd(logs[0]), sd(logs[1]),
                    sd(duet), sd(sequential), correlation(logs[0], logs[1]));
        }
    }

    static double sd(double[] x) {
        double m = 0;
        int n = 0;
        for (double v : x) {
            if (!Double.isNaN(v)) {
                m += v;
                n++;
            }
        }
        m /= n;
        double s = 0;
        for (double v : x) {
            if (!Double.isNaN(v)) {
                s += (v - m) * (v - m);
            }
        }
        return Math.sqrt(s / (n - 1));
    }

    static double correlation(double[] x, double[] y) {
        double mx = 0;
        double my = 0;
        int n = 0;
        for (int i = 0; i < x.length; i++) {
            if (!Double.isNaN(x[i]) && !Double.isNaN(y[i])) {
                mx += x[i];
                my += y[i];
                n++;
            }
        }
        mx /= n;
        my /= n;
        double sxy = 0;
        double sxx = 0;
        double syy = 0;
        for (int i = 0; i < x.length; i++) {
            if (!Double.isNaN(x[i]) && !Double.isNaN(y[i])) {
                sxy += (x[i] - mx) * (y[i] - my);
                sxx += (x[i] - mx) * (x[i] - mx);
                syy += (y[i] - my) * (y[i] - my);
            }
        }
        return sxy / Math.sqrt(sxx * syy);
    }
}
