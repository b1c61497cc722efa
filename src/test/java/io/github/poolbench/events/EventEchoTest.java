package io.github.poolbench.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.poolbench.gcpressure.LiveSet;
import java.util.Collection;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

class EventEchoTest {

    @ParameterizedTest
    @EnumSource(EventShape.class)
    void anEventSurvivesTheWireAndItsCopy(EventShape shape) {
        Event e = shape.create();
        byte[] bytes = new byte[e.wireBytes()];
        new SplittableRandom(7).nextBytes(bytes);
        byte[] wire = new byte[bytes.length + 3];
        System.arraycopy(bytes, 0, wire, 3, bytes.length);
        e.readFrom(wire, 3);
        Event copy = e.deepCopy();
        assertThat(copy).isNotSameAs(e).isInstanceOf(e.getClass());
        byte[] out = new byte[e.wireBytes() + 5];
        copy.writeTo(out, 5);
        assertThat(java.util.Arrays.copyOfRange(out, 5, out.length)).as("every field read, copied and written")
                .isEqualTo(bytes);
        assertThat(java.util.Arrays.copyOfRange(out, 0, 5)).as("nothing written before the offset")
                .containsOnly(0);
    }

    /**
     * The reused instance carries {@link EventEchoBenchmark#PAD} bytes of fields laid out after
     * every data field (offsets as HotSpot lays them out, read with {@code Unsafe}), so two threads'
     * reused instances are at least a cache line apart; the copy is the plain shape.
     */
    @ParameterizedTest
    @EnumSource(EventShape.class)
    void theReusedInstanceIsPaddedAfterItsDataAndItsCopyIsNot(EventShape shape) throws Exception {
        Event reused = shape.createReused();
        Class<?> plain = shape.create().getClass();
        assertThat(reused.getClass().getSuperclass()).isEqualTo(plain);
        assertThat(reused.deepCopy().getClass()).as("the copy is not padded").isEqualTo(plain);

        java.lang.reflect.Field theUnsafe = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
        theUnsafe.setAccessible(true);
        sun.misc.Unsafe unsafe = (sun.misc.Unsafe) theUnsafe.get(null);
        long dataEnd = 0;
        for (java.lang.reflect.Field f : plain.getDeclaredFields()) {
            if (!java.lang.reflect.Modifier.isStatic(f.getModifiers())) {
                dataEnd = Math.max(dataEnd, unsafe.objectFieldOffset(f) + bytes(f.getType()));
            }
        }
        long padStart = Long.MAX_VALUE;
        long padEnd = 0;
        for (java.lang.reflect.Field f : reused.getClass().getDeclaredFields()) {
            padStart = Math.min(padStart, unsafe.objectFieldOffset(f));
            padEnd = Math.max(padEnd, unsafe.objectFieldOffset(f) + bytes(f.getType()));
        }
        assertThat(padStart).as("padding after the data").isGreaterThanOrEqualTo(dataEnd);
        assertThat(padEnd - dataEnd).as("bytes of padding after the last data byte")
                .isGreaterThanOrEqualTo(EventEchoBenchmark.PAD);
    }

    private static int bytes(Class<?> primitive) {
        return primitive == long.class || primitive == double.class ? 8 : 4;
    }

    @ParameterizedTest
    @EnumSource(EventShape.class)
    void aShortWireIsRefusedNotReadPastItsEnd(EventShape shape) {
        Event e = shape.create();
        byte[] shortWire = new byte[e.wireBytes() - 1];
        assertThatThrownBy(() -> e.readFrom(shortWire, 0)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> e.writeTo(shortWire, 0)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void theTopOfBookCarries44BytesOfData() {
        assertThat(EventShape.topOfBook.create().wireBytes()).isEqualTo(44);
        assertThat(EventShape.fields16.create().wireBytes()).isEqualTo(128);
        assertThat(EventShape.fields32.create().wireBytes()).isEqualTo(256);
    }

    @Test
    void theLiveSetHasTheAskedSize() {
        assertThat(LiveSet.build(1).nodes()).isEqualTo(1_000_000L / 40);
        assertThat(LiveSet.build(0).nodes()).isZero();
        assertThatThrownBy(() -> LiveSet.build(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("was -1");
    }

    /** Not a measurement: every method, shape and handling runs once in-process and scores. */
    @Test
    void everyEchoRuns() throws Exception {
        Collection<RunResult> results = new Runner(new OptionsBuilder()
                .include("^" + EventEchoBenchmark.class.getName() + "\\.")
                .param("liveMb", "0")
                .forks(0).warmupIterations(0).measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(20)).verbosity(VerboseMode.SILENT).build()).run();
        assertThat(results).hasSize(2 * EventShape.values().length * EventEchoBenchmark.Handling.values().length);
        for (RunResult r : results) {
            assertThat(r.getPrimaryResult().getScore()).as(r.getParams().id()).isPositive();
        }
    }
}
