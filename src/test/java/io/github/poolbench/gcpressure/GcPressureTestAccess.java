package io.github.poolbench.gcpressure;

/** Reaches the package-private size check of {@link GcPressureBenchmark} from other test packages. */
public final class GcPressureTestAccess {
    private GcPressureTestAccess() {
    }

    /** @return nodes in the benchmark's live set */
    public static long liveNodes(GcPressureBenchmark b) {
        return b.liveNodes();
    }
}
