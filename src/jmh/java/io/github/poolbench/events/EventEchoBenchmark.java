package io.github.poolbench.events;

import io.github.poolbench.gcpressure.LiveSet;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.CompilerControl;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One object per event, after Peter Lawrey's "Java is Very Fast, If You Don't Create Many
 * Objects" (2022): an echo service reads each event from the wire into a reused instance, hands
 * it to a listener that writes it back to the wire, and either passes the reused instance on
 * ({@code reuse}) or a {@code deepCopy()} of it ({@code deepCopy}): the one extra small object
 * per event whose cost the article puts at about 25% of throughput.
 *
 * <p><b>Measures</b> events per microsecond (throughput, all threads summed) and B/op, for each
 * event size ({@link EventShape}), with 1 and 2 threads ({@link #echo1}, {@link #echo2}; this
 * machine has 2 cores, so 2 threads use all of them), and with or without a live
 * old-generation set of {@code liveMb} MB ({@link LiveSet}). The baseline is {@code reuse}.
 *
 * <p><b>Fields</b> are read and written through byte-array {@code VarHandle}s
 * ({@link BigEndian}), not {@code ByteBuffer} calls, whose inlining varied between forks.
 *
 * <p><b>Pitfall</b>: if the listener were inlined, C2's escape analysis could scalar-replace
 * the copy and measure nothing; the listener is a separate component here
 * ({@code DONT_INLINE}), as a handler in another class or module would be, so the copy escapes
 * and is allocated. The B/op of {@code deepCopy} minus that of {@code reuse} shows the object
 * really is allocated (its size). Each method returns a value read from the written bytes.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Fork(value = 5, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+UseG1GC"})
@State(Scope.Benchmark)
public class EventEchoBenchmark {

    /** Events pre-encoded per thread; the wire cycles through them. */
    static final int EVENTS = 1024;

    /**
     * Bytes kept free on each side of what a thread writes for every event (its output bytes and
     * its cursor): one cache line, so that two threads' per-event writes never share a line.
     * Without it the garbage collector could move the two threads' small arrays next to each other,
     * and {@code echo2} rows measured false sharing in some forks (fork means 71-186 ops/us; 157-175
     * with the padding: {@code docs/evidence/events-echo2-live512-modes.md}). The instance each
     * thread reads every event into is padded by as much after its data ({@link EventShape#createReused()}):
     * without it, on JDK 17, {@code echo2} {@code deepCopy} rows beside 512 MB fell into a slow mode from the
     * young collection that promoted the setup's objects (fork means 9.6-45.7 ops/us; padded 36.2-44.9:
     * {@code docs/evidence/events-reused-padded.md}).
     */
    static final int PAD = 64;

    /** What the handler passes on. */
    public enum Handling {
        /** The instance the event was read into, reused for every event: no allocation. The baseline. */
        reuse,
        /**
         * The A/A control: {@link #reuse} again under another name (identical code), measured
         * beside it in every round: how far identical code drifts apart in this run.
         */
        reuseAgain,
        /** A new copy of it per event: one object per event. */
        deepCopy
    }

    @Param
    public EventShape shape;

    @Param
    public Handling handling;

    /** Live old-generation data beside the run, MB (0: none). */
    @Param({"0", "512"})
    public int liveMb;

    LiveSet live;

    @Setup(Level.Trial)
    public void setUp() {
        live = LiveSet.build(liveMb);
    }

    /** One thread's wire: pre-encoded events in, a buffer out, the instance events are read into. */
    @State(Scope.Thread)
    public static class Wire {
        /** Index of the cursor in {@link #cursor}: {@link EventEchoBenchmark#PAD} bytes of ints before and after it. */
        static final int CURSOR = PAD / Integer.BYTES;

        byte[] in;
        /** {@link EventEchoBenchmark#PAD} free bytes, the event's bytes, as many free bytes again. */
        byte[] out;
        Event event;
        boolean copy;
        int size;
        /** The next event's offset in {@link #in}, at index {@link #CURSOR}, padded as {@link #out}. */
        final int[] cursor = new int[2 * CURSOR + 1];

        @Setup(Level.Trial)
        public void setUp(EventEchoBenchmark benchmark) {
            event = benchmark.shape.createReused();
            copy = benchmark.handling == Handling.deepCopy;
            size = event.wireBytes();
            in = new byte[EVENTS * size];
            new SplittableRandom(42).nextBytes(in);
            out = new byte[PAD + size + PAD];
        }

        /** Reads the next event, hands it (or a copy) to the listener; returns what it wrote. */
        int echo() {
            int at = cursor[CURSOR];
            cursor[CURSOR] = at + size == in.length ? 0 : at + size;
            event.readFrom(in, at);
            return Listener.send(copy ? event.deepCopy() : event, out);
        }
    }

    /** The downstream component: writes the event back to the wire. */
    static final class Listener {
        private Listener() {
        }

        @CompilerControl(CompilerControl.Mode.DONT_INLINE)
        static int send(Event e, byte[] out) {
            e.writeTo(out, PAD);
            return out.length + out[PAD + 3];
        }
    }

    /** One thread echoing events. */
    @Benchmark
    @Threads(1)
    public int echo1(Wire wire) {
        return wire.echo();
    }

    /** Two threads echoing events, each on its own wire. */
    @Benchmark
    @Threads(2)
    public int echo2(Wire wire) {
        return wire.echo();
    }
}
