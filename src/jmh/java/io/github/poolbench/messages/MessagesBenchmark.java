package io.github.poolbench.messages;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Allocate or reuse market-data messages, after Data Intellect's "Object Pooling: Java 8 vs
 * Java 21" (2024): a synthetic day of an ITCH-like feed ({@link FeedFormat},
 * {@link FeedGenerator}, {@value #FEED_MESSAGES} messages generated once into
 * {@code target/poolbench-feed/}) decoded message by message into twelve small classes or one
 * combined class ({@link Processor.Layout}), each object new or from a pool
 * ({@link Processor.Supply}), filled from the feed or left empty ({@link Processor.Content}).
 *
 * <p>{@link #million} is the article's measure, the time to process one million messages, one
 * million per invocation (SingleShotTime), {@value #BLOCKS} blocks per fork after
 * {@value #WARMUP_BLOCKS} warmup blocks; JMH gives the percentiles over all blocks of all forks,
 * so a percentile above {@code 1 - 1/blocks} is the maximum. The baseline is {@code allocate},
 * the A/A control {@code allocateAgain}. Each invocation returns the sum of the digests it
 * computed. GC counts and times come from {@code -prof gc}.
 *
 * <p><b>Steady state, not first touch.</b> The heap is pre-touched ({@code -XX:+AlwaysPreTouch}):
 * without it, every block until the first young collection pays a page fault per 4 KiB of
 * fresh eden (about 0.6 ms per MB on this machine kind), so {@code allocate}, the supply that
 * allocates, ran its first 9-27 blocks per fork at up to twice its steady time, and the
 * percentiles compared first touch with pooling. Avoiding first touch is a real argument for
 * pooling, but a different one; it is not measured here.
 *
 * <p><b>Pitfall.</b> An earlier per-message SampleTime row (one ~50 ns message per timed call)
 * measured mostly the timer (p50 40-80 ns in every row) and was dropped.
 */
@Fork(value = 5, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+UseG1GC", "-XX:+AlwaysPreTouch"})
@State(Scope.Benchmark)
public class MessagesBenchmark {

    /** Messages in the generated feed. */
    public static final int FEED_MESSAGES = 4_000_000;

    /** Messages per {@link #million} invocation. */
    public static final int BLOCK = 1_000_000;

    /** Measured blocks per fork. */
    public static final int BLOCKS = 40;

    /** Warmup blocks per fork. */
    public static final int WARMUP_BLOCKS = 10;

    /** The feed's seed. */
    public static final long SEED = 20240101L;

    @Param
    public Processor.Layout layout;

    @Param
    public Processor.Supply supply;

    @Param
    public Processor.Content content;

    ByteBuffer feed;
    Processor processor;

    @Setup(Level.Trial)
    public void setUp() {
        feed = FeedGenerator.load(Path.of("target", "poolbench-feed"), FEED_MESSAGES, SEED);
        processor = new Processor(layout, supply, content);
    }

    /** One million messages: the time of each block. */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    @Warmup(iterations = WARMUP_BLOCKS, batchSize = 1)
    @Measurement(iterations = BLOCKS, batchSize = 1)
    public long million() {
        return processor.process(feed, BLOCK);
    }
}
