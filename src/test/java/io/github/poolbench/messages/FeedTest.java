package io.github.poolbench.messages;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

class FeedTest {

    private static final int N = 200_000;

    @Test
    void theFeedIsDeterministicAndShapedAsDocumented() {
        ByteBuffer a = FeedGenerator.generate(N, 1);
        ByteBuffer b = FeedGenerator.generate(N, 1);
        assertThat(a).isEqualTo(b);
        assertThat(FeedGenerator.generate(N, 2)).isNotEqualTo(a);
        long[] counts = FeedGenerator.census(a);
        assertThat(java.util.Arrays.stream(counts).min().orElse(0)).as("all twelve types occur").isPositive();
        assertThat(java.util.Arrays.stream(counts).sum()).isEqualTo(N);
        long add = counts[FeedFormat.index((byte) 'A')];
        long delete = counts[FeedFormat.index((byte) 'D')];
        long cancel = counts[FeedFormat.index((byte) 'X')];
        long directory = counts[FeedFormat.index((byte) 'R')];
        assertThat(directory).isEqualTo(FeedGenerator.SYMBOLS);
        assertThat((double) (add + delete + cancel) / N).as("adds, deletes, cancels dominate").isGreaterThan(0.7);
        assertThat(add).isGreaterThan(delete).isGreaterThan(cancel);
    }

    @Test
    void symbolsAreUniqueAndPadded() {
        Set<Long> seen = new HashSet<>();
        for (int i = 0; i < FeedGenerator.SYMBOLS; i++) {
            assertThat(seen.add(FeedGenerator.symbol(i))).isTrue();
        }
        assertThat(FeedGenerator.symbol(0)).isEqualTo(0x4120202020202020L); // "A       "
        assertThat(FeedGenerator.symbol(26)).isEqualTo(0x4141202020202020L); // "AA      "
    }

    @Test
    void badInputIsRefused() {
        assertThatThrownBy(() -> FeedFormat.length((byte) 'Z')).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown message type");
        assertThatThrownBy(() -> FeedFormat.index((byte) -3)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> FeedGenerator.generate(10, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least");
        assertThatThrownBy(() -> Messages.create(12, false)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("12 is not 0 to 11");
    }

    @Test
    void everyTypeIsCreatedAsItsOwnClassOrTheCombinedOne() {
        Set<Class<?>> classes = new HashSet<>();
        for (int t = 0; t < FeedFormat.TYPES.length(); t++) {
            classes.add(Messages.create(t, false).getClass());
            assertThat(Messages.create(t, true)).isInstanceOf(CombinedMessage.class);
        }
        assertThat(classes).hasSize(12);
    }

    @Test
    void everyLayoutAndSupplyDecodesTheSameValues() {
        ByteBuffer feed = FeedGenerator.generate(N, 3);
        long expected = new Processor(Processor.Layout.twelve, Processor.Supply.allocate,
                Processor.Content.populated).process(feed, N);
        for (Processor.Layout layout : Processor.Layout.values()) {
            for (Processor.Supply supply : Processor.Supply.values()) {
                Processor p = new Processor(layout, supply, Processor.Content.populated);
                assertThat(p.process(feed, N)).as(layout + " " + supply).isEqualTo(expected);
                assertThat(p.process(feed, N)).as("wraps to the start: the same again").isEqualTo(expected);
            }
        }
    }

    @Test
    void theFeedIsGeneratedOnceAndReadBack(@TempDir Path dir) throws Exception {
        ByteBuffer first = FeedGenerator.load(dir, 10_000, 5);
        try (var files = Files.list(dir)) {
            assertThat(files.toList()).hasSize(1);
        }
        assertThat(FeedGenerator.load(dir, 10_000, 5)).isEqualTo(first);
        assertThat(first).isEqualTo(FeedGenerator.generate(10_000, 5));
    }

    /** Not a measurement: the benchmark method, every variant, in-process. */
    @Test
    void everyMessagesBenchmarkRuns() throws Exception {
        Collection<RunResult> results = new Runner(new OptionsBuilder()
                .include("^" + MessagesBenchmark.class.getName() + "\\.")
                .forks(0).warmupIterations(0).measurementIterations(1).measurementBatchSize(1)
                .measurementTime(TimeValue.milliseconds(20)).verbosity(VerboseMode.SILENT).build()).run();
        assertThat(results).hasSize(Processor.Layout.values().length * Processor.Supply.values().length
                * Processor.Content.values().length);
        for (RunResult r : results) {
            assertThat(r.getPrimaryResult().getScore()).as(r.getParams().id()).isPositive();
        }
    }
}
