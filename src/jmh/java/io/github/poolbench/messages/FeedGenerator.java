package io.github.poolbench.messages;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A deterministic, synthetic day of the {@link FeedFormat} feed: no exchange data can be
 * downloaded here, so this writes one from a seed. Its shape:
 * <ul>
 *   <li>opens with system events and one stock-directory message per symbol, closes with a
 *       system event;</li>
 *   <li>{@value #SYMBOLS} symbols of 1 to 3 letters with Zipf-distributed popularity (exponent
 *       1: the most popular symbol gets about 12% of the orders, the median one under 0.01%);</li>
 *   <li>a mix dominated by adds (40% add, 2% add with attribution), deletes (30%) and cancels
 *       (8%), then executions (9% plain, 1% with price), replaces (6%), trades (3.5%), trading
 *       status (0.45%) and cross trades (0.05%); executions, cancels, deletes and replaces refer
 *       to orders still on the book;</li>
 *   <li>prices log-uniform between $2 and $500 per symbol, then within 50 cents of it; sizes
 *       mostly round lots (100 to a few thousand shares, geometric), 10% odd lots;</li>
 *   <li>timestamps from 4:00 increasing by random gaps.</li>
 * </ul>
 */
public final class FeedGenerator {

    /** Number of symbols. */
    public static final int SYMBOLS = 3000;

    private static final double[] MIX = {0.40, 0.02, 0.30, 0.08, 0.06, 0.09, 0.01, 0.035, 0.0005, 0.0045};
    private static final String MIX_TYPES = "AFDXUECPQH";

    private FeedGenerator() {
    }

    /**
     * Generates {@code messages} messages.
     *
     * @param messages how many, at least {@value #SYMBOLS} + 4
     * @param seed     the seed: the same seed gives the same bytes
     * @return the feed, big-endian, position 0, limit at its end
     * @throws IllegalArgumentException if {@code messages} is too small for the directory
     */
    public static ByteBuffer generate(int messages, long seed) {
        if (messages < SYMBOLS + 4) {
            throw new IllegalArgumentException("a feed needs at least " + (SYMBOLS + 4) + " messages, was " + messages);
        }
        SplittableRandom random = new SplittableRandom(seed);
        ByteBuffer out = ByteBuffer.allocate(messages * 42);
        long[] symbols = new long[SYMBOLS];
        int[] basePrice = new int[SYMBOLS];
        double[] cumulative = new double[SYMBOLS];
        double total = 0;
        for (int i = 0; i < SYMBOLS; i++) {
            symbols[i] = symbol(i);
            basePrice[i] = (int) Math.round(Math.exp(Math.log(2) + random.nextDouble() * Math.log(250)) * 10_000);
            total += 1.0 / (i + 1);
            cumulative[i] = total;
        }
        Book book = new Book();
        long[] time = {4 * 3600L * 1_000_000_000L};
        long gap = 16 * 3600L * 1_000_000_000L / messages;
        long nextOrder = 1;
        long match = 1;
        int written = 0;
        for (char code : new char[] {'O', 'S'}) {
            header(out, 'S', time, random, gap);
            out.put((byte) code);
            written++;
        }
        for (int i = 0; i < SYMBOLS; i++, written++) {
            header(out, 'R', time, random, gap);
            out.putLong(symbols[i]).put((byte) "QNAP".charAt(random.nextInt(4))).putInt(100);
        }
        for (; written < messages - 1; written++) {
            char type = book.size < 1000 ? 'A' : pick(random);
            int s = type == 'A' || type == 'F' || type == 'P' || type == 'Q' || type == 'H'
                    ? zipf(random, cumulative, total) : 0;
            switch (type) {
                case 'A', 'F' -> {
                    int price = price(random, basePrice[s]);
                    int shares = shares(random);
                    header(out, type, time, random, gap);
                    out.putLong(nextOrder).put(side(random)).putInt(shares).putLong(symbols[s]).putInt(price);
                    if (type == 'F') {
                        out.putInt(0x4D505830 + random.nextInt(10)); // "MPX0".."MPX9"
                    }
                    book.add(nextOrder++, shares);
                }
                case 'D' -> {
                    int k = random.nextInt(book.size);
                    header(out, type, time, random, gap);
                    out.putLong(book.ids[k]);
                    book.remove(k);
                }
                case 'X', 'E', 'C' -> {
                    int k = random.nextInt(book.size);
                    int shares = Math.max(1, book.shares[k] / (1 + random.nextInt(4)));
                    header(out, type, time, random, gap);
                    out.putLong(book.ids[k]).putInt(shares);
                    if (type != 'X') {
                        out.putLong(match++);
                        if (type == 'C') {
                            out.put((byte) 'Y').putInt(price(random, basePrice[random.nextInt(SYMBOLS)]));
                        }
                    }
                    book.shares[k] -= shares;
                    if (book.shares[k] <= 0) {
                        book.remove(k);
                    }
                }
                case 'U' -> {
                    int k = random.nextInt(book.size);
                    int shares = shares(random);
                    header(out, type, time, random, gap);
                    out.putLong(book.ids[k]).putLong(nextOrder).putInt(shares)
                            .putInt(price(random, basePrice[random.nextInt(SYMBOLS)]));
                    book.ids[k] = nextOrder++;
                    book.shares[k] = shares;
                }
                case 'P' -> {
                    header(out, type, time, random, gap);
                    out.putLong(0).put(side(random)).putInt(shares(random)).putLong(symbols[s])
                            .putInt(price(random, basePrice[s])).putLong(match++);
                }
                case 'Q' -> {
                    header(out, type, time, random, gap);
                    out.putLong(shares(random) * 10L).putLong(symbols[s]).putInt(price(random, basePrice[s]))
                            .putLong(match++).put((byte) "OCH".charAt(random.nextInt(3)));
                }
                case 'H' -> {
                    header(out, type, time, random, gap);
                    out.putLong(symbols[s]).put((byte) (random.nextInt(10) == 0 ? 'H' : 'T'));
                }
                default -> throw new IllegalStateException("type " + type);
            }
        }
        header(out, 'S', time, random, gap);
        out.put((byte) 'C');
        out.flip();
        return out;
    }

    /**
     * The feed of {@code messages} messages from {@code seed}, generated once into {@code dir}
     * and read from there afterwards.
     *
     * @param dir      where the file is kept, e.g. {@code target/poolbench-feed}
     * @param messages how many messages
     * @param seed     the seed
     * @return the feed, big-endian, position 0
     * @throws UncheckedIOException if the file cannot be written or read
     */
    public static ByteBuffer load(Path dir, int messages, long seed) {
        Path file = dir.resolve("feed-" + messages + "-seed" + seed + ".bin");
        try {
            if (!Files.exists(file)) {
                Files.createDirectories(dir);
                ByteBuffer feed = generate(messages, seed);
                Path tmp = Files.createTempFile(dir, "feed", ".tmp");
                Files.write(tmp, Arrays.copyOf(feed.array(), feed.limit()));
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            }
            return ByteBuffer.wrap(Files.readAllBytes(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write or read the feed " + file, e);
        }
    }

    /**
     * Counts the messages of each type.
     *
     * @param feed a feed, read from 0 to its limit
     * @return counts in {@link FeedFormat#TYPES} order
     * @throws IllegalArgumentException at an unknown type byte
     */
    public static long[] census(ByteBuffer feed) {
        long[] counts = new long[FeedFormat.TYPES.length()];
        for (int at = 0; at < feed.limit(); at += FeedFormat.length(feed.get(at))) {
            counts[FeedFormat.index(feed.get(at))]++;
        }
        return counts;
    }

    /** The open orders, for executions, cancels, deletes and replaces to refer to. */
    private static final class Book {
        long[] ids = new long[1 << 16];
        int[] shares = new int[1 << 16];
        int size;

        void add(long id, int n) {
            if (size == ids.length) {
                ids = Arrays.copyOf(ids, size * 2);
                shares = Arrays.copyOf(shares, size * 2);
            }
            ids[size] = id;
            shares[size++] = n;
        }

        void remove(int k) {
            ids[k] = ids[--size];
            shares[k] = shares[size];
        }
    }

    private static void header(ByteBuffer out, char type, long[] time, SplittableRandom random, long gap) {
        time[0] += random.nextLong(2 * gap + 1);
        out.put((byte) type).putLong(time[0]);
    }

    private static char pick(SplittableRandom random) {
        double u = random.nextDouble();
        for (int i = 0; i < MIX.length; i++) {
            u -= MIX[i];
            if (u < 0) {
                return MIX_TYPES.charAt(i);
            }
        }
        return 'A';
    }

    private static int zipf(SplittableRandom random, double[] cumulative, double total) {
        int i = Arrays.binarySearch(cumulative, random.nextDouble() * total);
        return Math.min(i >= 0 ? i : -i - 1, cumulative.length - 1);
    }

    private static int price(SplittableRandom random, int base) {
        return Math.max(100, base + (random.nextInt(101) - 50) * 100); // within 50 cents, 4 decimals
    }

    private static int shares(SplittableRandom random) {
        if (random.nextInt(10) == 0) {
            return 1 + random.nextInt(99);
        }
        int lots = 1;
        while (lots < 50 && random.nextBoolean()) {
            lots++;
        }
        return 100 * lots;
    }

    private static byte side(SplittableRandom random) {
        return (byte) (random.nextBoolean() ? 'B' : 'S');
    }

    /** Symbol {@code i}: 1 to 3 upper-case letters, unique, space-padded to 8 bytes. */
    static long symbol(int i) {
        StringBuilder sb = new StringBuilder();
        int n = i;
        do {
            sb.append((char) ('A' + n % 26));
            n = n / 26 - 1;
        } while (n >= 0);
        String s = sb.reverse().toString();
        long packed = 0;
        for (int k = 0; k < 8; k++) {
            packed = packed << 8 | (k < s.length() ? s.charAt(k) : ' ');
        }
        return packed;
    }
}
