package io.github.poolbench.runner;

import java.io.*;
import java.nio.file.*;
import java.util.*;
import java.util.zip.GZIPOutputStream;
import org.openjdk.jmh.results.BenchmarkResult;

public class CkProbe {
    static class Counting extends OutputStream {
        long n; public void write(int b) { n++; } public void write(byte[] b, int o, int l) { n += l; }
    }
    static long size(Object o, boolean gzip) throws IOException {
        Counting c = new Counting();
        OutputStream s = gzip ? new GZIPOutputStream(c, 1 << 16) : c;
        try (ObjectOutputStream out = new ObjectOutputStream(new BufferedOutputStream(s, 1 << 16))) { out.writeObject(o); }
        return c.n;
    }
    public static void main(String[] a) throws Exception {
        Runtime rt = Runtime.getRuntime();
        System.gc(); long before = rt.totalMemory() - rt.freeMemory();
        Checkpoint c = Checkpoint.read(Path.of(a[0]), a[1]);
        System.gc(); System.gc(); long after = rt.totalMemory() - rt.freeMemory();
        System.out.printf("rounds %d, rows %d, live heap of the checkpoint after GC ~ %.0f MB%n", c.rounds(), c.plan().rows().size(), (after - before) / 1e6);
        Map<String, long[]> byMode = new TreeMap<>();
        for (int r = 0; r < c.forks().size(); r++) {
            String row = c.plan().rows().get(r);
            String mode = row.contains(" sample ") ? "sample" : row.contains(" thrpt ") ? "thrpt" : "avgt";
            BenchmarkResult f = c.forks().get(r).get(0);
            long[] t = byMode.computeIfAbsent(mode, k -> new long[3]);
            t[0]++; t[1] += size(f, false); t[2] += size(f, true);
        }
        byMode.forEach((k, t) -> System.out.printf("round 1, %s rows: %d, serialized %.1f MB, gzip %.1f MB%n", k, t[0], t[1] / 1e6, t[2] / 1e6));
        List<BenchmarkResult> round = new ArrayList<>();
        c.forks().forEach(f -> round.add(f.get(c.rounds() - 1)));
        System.out.printf("last round, all rows: serialized %.1f MB, gzip %.1f MB%n", size(new ArrayList<>(round), false) / 1e6, size(new ArrayList<>(round), true) / 1e6);
    }
}
