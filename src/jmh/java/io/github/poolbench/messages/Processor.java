package io.github.poolbench.messages;

import io.github.poolbench.objectpool.BoundedObjectPool;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.function.Supplier;

/**
 * Reads the feed message by message: gets a message object of the type (new, or borrowed from
 * a pool), fills it from the feed or leaves it empty, uses it ({@link Message#digest()}), and
 * gives it back. One per benchmark trial; single-threaded.
 */
public final class Processor {

    /** How a message object is obtained. */
    public enum Supply {
        /** {@code new} per message; nothing given back. */
        allocate,
        /**
         * The article's {@code BasicPool}: an {@code ArrayDeque} per type, {@code pollFirst} to
         * borrow (a new object when empty: its "self balancing"), {@code addLast} to return,
         * unbounded, not thread-safe.
         */
        dequePool,
        /** {@link BoundedObjectPool} per type, at most {@value #BOUND} objects each, thread-safe. */
        boundedPool
    }

    /** Twelve small classes or one combined one. */
    public enum Layout {
        /** {@link Messages}: one class (and one pool) per type. */
        twelve,
        /** {@link CombinedMessage}: one class (and one pool) for all types. */
        combined
    }

    /** Whether the message object is filled from the feed. */
    public enum Content {
        /** The object is obtained and used but not filled (the article's "empty objects"). */
        empty,
        /** The object is decoded from the feed ("real data"). */
        populated
    }

    /** The bound of each {@link Supply#boundedPool}. */
    static final int BOUND = 16;

    private interface Source {
        Message take(int type);

        void give(int type, Message m);
    }

    private final Source source;
    private final boolean populated;
    private final boolean combined;
    private int at;

    Processor(Layout layout, Supply supply, Content content) {
        this.populated = content == Content.populated;
        this.combined = layout == Layout.combined;
        Supplier<Message>[] factories = Messages.factories();
        if (combined) {
            for (int i = 0; i < factories.length; i++) {
                factories[i] = CombinedMessage::new;
            }
        }
        int pools = combined ? 1 : factories.length;
        this.source = switch (supply) {
            case allocate -> new Source() {
                @Override
                public Message take(int type) {
                    return factories[type].get();
                }

                @Override
                public void give(int type, Message m) {
                    // dropped
                }
            };
            case dequePool -> {
                @SuppressWarnings("unchecked")
                ArrayDeque<Message>[] deques = new ArrayDeque[pools];
                for (int i = 0; i < pools; i++) {
                    deques[i] = new ArrayDeque<>(BOUND);
                }
                yield new Source() {
                    @Override
                    public Message take(int type) {
                        Message m = deques[combined ? 0 : type].pollFirst();
                        return m != null ? m : factories[type].get();
                    }

                    @Override
                    public void give(int type, Message m) {
                        deques[combined ? 0 : type].addLast(m);
                    }
                };
            }
            case boundedPool -> {
                @SuppressWarnings("unchecked")
                BoundedObjectPool<Message>[] bounded = new BoundedObjectPool[pools];
                for (int i = 0; i < pools; i++) {
                    Supplier<Message> f = factories[i];
                    bounded[i] = new BoundedObjectPool<>(f::get, BOUND);
                }
                yield new Source() {
                    @Override
                    public Message take(int type) {
                        try {
                            return bounded[combined ? 0 : type].acquire();
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                            throw new IllegalStateException("interrupted", e);
                        }
                    }

                    @Override
                    public void give(int type, Message m) {
                        bounded[combined ? 0 : type].release(m);
                    }
                };
            }
        };
    }

    /**
     * Processes the next {@code count} messages, wrapping to the feed's start at its end.
     *
     * @param feed  the feed
     * @param count how many messages
     * @return the sum of their digests
     */
    long process(ByteBuffer feed, int count) {
        long sum = 0;
        int pos = at;
        int end = feed.limit();
        for (int i = 0; i < count; i++) {
            if (pos >= end) {
                pos = 0;
            }
            byte type = feed.get(pos);
            int t = FeedFormat.index(type);
            Message m = source.take(t);
            if (populated) {
                m.decode(feed, pos);
            } else if (combined) {
                ((CombinedMessage) m).setType(type);
            }
            sum += m.digest();
            source.give(t, m);
            pos += FeedFormat.length(type);
        }
        at = pos;
        return sum;
    }
}
