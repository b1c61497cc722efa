package io.github.poolbench.runs;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

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
     * @param cpuSignature the CPU's family, model and stepping, e.g. {@code family 25 model 17 stepping 1}
     *                 ({@link Environment#hostCpuSignature}); null where not recorded (plans written before
     *                 2026-11-30 lack it)
     */
    public record Machine(String cpuModel, double cpuMhz, int cores, String os, Boolean virtual,
                          String cpuSignature) {

        /** Relative difference of two fixed clocks above which they are two hosts (2%). */
        public static final double CLOCK_TOLERANCE = 0.02;

        /** A machine whose CPU signature was not recorded. */
        public Machine(String cpuModel, double cpuMhz, int cores, String os, Boolean virtual) {
            this(cpuModel, cpuMhz, cores, os, virtual, null);
        }

        /** This host. */
        public static Machine here() {
            return new Machine(Environment.hostCpuModel(), Environment.hostCpuMhz(),
                    Runtime.getRuntime().availableProcessors(), Environment.hostOs(), Environment.hostIsVirtual(),
                    Environment.hostCpuSignature());
        }

        /**
         * Whether rounds run on {@code other} may join rounds run on this machine: the same CPU
         * model (an {@code unknown} one matches any); where both recorded one, the same CPU
         * signature, and where either did not, the same OS build (the kernel of the virtual
         * machine's image: two CPU generations have shared one name and clock, {@code AMD EPYC} at
         * 2596 MHz was family 25 model 17 and then family 26 model 2, and plans before 2026-11-30
         * lack the signature); the same core count and, where this
         * machine's CPU is virtual, the same clock within {@link #CLOCK_TOLERANCE}. A virtual CPU
         * may hide its model behind a generic name ({@code Intel(R) Xeon(R) Processor}) while two
         * hosts of that name differ; there {@code cpu MHz} is the host's fixed clock and tells them
         * apart. On bare metal it is the current frequency, which moves with load, so it is not
         * compared. Ratios of rows can depend on the CPU, and one interval over rounds of two
         * machines would describe neither.
         *
         * @param other another machine
         * @return {@code other} as {@link #describe()} names it when it is of another kind, or empty
         */
        public Optional<String> otherKind(Machine other) {
            boolean known = !"unknown".equals(cpuModel) && other.cpuModel() != null
                    && !"unknown".equals(other.cpuModel());
            boolean clocks = Boolean.TRUE.equals(virtual) && cpuMhz > 0 && other.cpuMhz() > 0
                    && Math.abs(cpuMhz - other.cpuMhz()) > CLOCK_TOLERANCE * Math.max(cpuMhz, other.cpuMhz());
            boolean signed = cpuSignature != null && other.cpuSignature() != null;
            boolean signatures = signed && !cpuSignature.equals(other.cpuSignature());
            boolean builds = !signed && os != null && other.os() != null && !os.equals(other.os());
            return known && !cpuModel.equals(other.cpuModel()) || signatures || builds || other.cores() != cores
                    || clocks ? Optional.of(other.describe()) : Optional.empty();
        }

        /**
         * @return e.g. {@code AMD EPYC at 2596 MHz, 2 cores, family 26 model 2 stepping 1}; without the
         *         signature where it was not recorded
         */
        public String describe() {
            return io.github.poolbench.text.Numbers.machine(cpuModel, cpuMhz, cores)
                    + (cpuSignature == null ? "" : ", " + cpuSignature);
        }

        /**
         * This machine named as its kind: {@link #describe()}, and where this plan lacks the CPU signature, the
         * signature of the machines among {@code known} of its kind ({@link #otherKind}: the same model, clock,
         * cores and OS build) that recorded one, so that one kind of machine has one name whichever of its runs
         * names it.
         *
         * @param known the machines of other plans, e.g. of every plan in the run store
         * @return e.g. {@code AMD EPYC at 2596 MHz, 2 cores, family 25 model 17 stepping 1}; {@link #describe()}
         *         where none of its kind among {@code known} recorded a signature, or they recorded two
         */
        public String describe(java.util.Collection<Machine> known) {
            List<String> signatures = cpuSignature != null ? List.of() : known.stream()
                    .filter(k -> k.cpuSignature() != null && otherKind(k).isEmpty()).map(Machine::cpuSignature)
                    .distinct().toList();
            return signatures.size() == 1
                    ? new Machine(cpuModel, cpuMhz, cores, os, virtual, signatures.get(0)).describe() : describe();
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
