package io.github.poolbench.runs;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A run's plan, written to the run store ({@link RunStore}) before its first fork: what it will
 * run, on which JVMs and machine, with which code, how many rounds and in which seeded order. A
 * run is judged against the plan it registered; a plan reconstructed afterwards from a run's
 * files says so ({@code preRegistered} false).
 *
 * @param format        the manifest format, {@value #FORMAT}
 * @param runId         the run's id, e.g. {@code 20261128T094459Z-9cbdb3a}
 * @param written       when the plan was written (UTC, ISO-8601)
 * @param preRegistered whether it was written before the run's first fork (false: reconstructed later)
 * @param commit        {@code git rev-parse HEAD} of the measured code, or {@code unknown}
 * @param dirty         whether the measured sources differed from that commit
 * @param machine       where the run runs
 * @param suites        the suites' stems, in run order
 * @param jvms          the JVMs the forks run on
 * @param rows          every row's label (suite, JDK, method, mode, parameters), in schedule order
 * @param rounds        rounds planned (one fork of every row per round)
 * @param seed          the seed of the rounds' random order
 * @param full          whether the run is a full run of each suite's default matrix (it may replace
 *                      the committed results)
 * @param jmhArgs       the JMH command line given to the runner
 * @param measuredCode  per measured package, the fingerprint of its classes ({@link CodeFingerprint});
 *                      empty where it could not be read (a reconstructed plan)
 * @param classPath     the file names on the runner's class path (library versions), sorted
 * @param setAside      null, or the named defect in code or setup for which the run is not used
 *                      (never its numbers)
 */
public record Manifest(int format, String runId, String written, boolean preRegistered, String commit, boolean dirty,
                       Machine machine, List<String> suites, List<Jvm> jvms, List<String> rows, int rounds, long seed,
                       boolean full, List<String> jmhArgs, Map<String, String> measuredCode, List<String> classPath,
                       String setAside) {

    /** The manifest format this class writes. */
    public static final int FORMAT = 1;

    /**
     * Copies the lists and maps.
     *
     * @throws NullPointerException if a required field is missing
     * @throws IllegalArgumentException if the run id is blank or rounds are negative
     */
    public Manifest {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(written, "written");
        Objects.requireNonNull(machine, "machine");
        if (runId.isBlank() || rounds < 0) {
            throw new IllegalArgumentException("a manifest needs a run id and rounds >= 0: " + runId + ", " + rounds);
        }
        suites = List.copyOf(suites);
        jvms = List.copyOf(jvms);
        rows = List.copyOf(rows);
        jmhArgs = List.copyOf(jmhArgs);
        measuredCode = Map.copyOf(measuredCode);
        classPath = List.copyOf(classPath);
    }

    /**
     * The machine a run ran on, as {@code /proc/cpuinfo} and the JVM report it.
     *
     * @param cpuModel first {@code model name}, or {@code unknown}
     * @param cpuMhz   first {@code cpu MHz}, or NaN
     * @param cores    available processors
     * @param os       {@code os.name os.version (os.arch)}
     * @param virtual  whether the CPU flags name a hypervisor; null where not recorded (a reconstructed plan)
     */
    public record Machine(String cpuModel, double cpuMhz, int cores, String os, Boolean virtual) {

        /** This host. */
        public static Machine here() {
            return new Machine(Environment.hostCpuModel(), Environment.hostCpuMhz(),
                    Runtime.getRuntime().availableProcessors(), Environment.hostOs(), Environment.hostIsVirtual());
        }
    }

    /**
     * A JVM the forks run on.
     *
     * @param major          feature release, e.g. 17
     * @param runtimeVersion e.g. {@code 17.0.15+6-Debian-1deb12u1}
     * @param vendor         {@code java.vendor}
     * @param vmName         {@code java.vm.name}
     */
    public record Jvm(int major, String runtimeVersion, String vendor, String vmName) {

        /** The JVM as the runner probed it (its path is the host's, not the run's). */
        public static Jvm of(JvmInfo info) {
            return new Jvm(info.major(), info.runtimeVersion(), info.vendor(), info.vmName());
        }
    }
}
