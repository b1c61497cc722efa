package io.github.poolbench.shootout;
import java.time.Duration;
public class CloseTime {
    public static void main(String[] a) throws Exception {
        for (String name : a) {
            PoolKind k = PoolKind.valueOf(name);
            for (int size : new int[] {1, 10}) {
                PooledObjects<ExpensiveObject> p = k.create(size, ExpensiveObject::create, Duration.ofSeconds(1));
                for (int i = 0; i < 1000; i++) { Object h = p.borrow(); if (h != null) p.release(h); }
                long t0 = System.nanoTime();
                p.close();
                System.out.printf("%s size %d: close %.1f ms%n", name, size, (System.nanoTime() - t0) / 1e6);
            }
        }
        System.exit(0);
    }
}
