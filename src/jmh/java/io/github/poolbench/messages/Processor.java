package io.github.poolbench.messages;

import io.github.poolbench.objectpool.BoundedObjectPool;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;

/**
 * Reads the feed message by message: gets a message object of the type (new, or borrowed from
 * a pool), fills it from the feed or leaves it empty, uses it ({@link Message#digest()}), and
 * gives it back. One per benchmark trial; single-threaded.
 */
public final class Processor {

    /**
     * How a message object is obtained. Every supply creates through the same static
     * {@code switch} on the type ({@link Messages#create(int)}), so none pays a megamorphic
     * {@code Supplier.get()} the others do not.
     */
    public enum Supply {
        /** {@code new} per message; nothing given back. The baseline. */
        allocate,
        /**
         * The A/A control: {@link #allocate} again under another name (identical code), measured
         * beside it in every round: how far identical code drifts apart in this run.
         */
        allocateAgain,
        /**
         * The article's {@code BasicPool} as written: an {@code ArrayDeque} per type, pre-filled
         * with {@value #BOUND} objects ({@code initializePool}), {@code pollFirst} to borrow (a new
         * object when empty: its "self balancing"), {@code addLast} to return: first in, first out,
         * so each borrow gets the least recently returned object of its type. Not thread-safe.
         */
        basicPool,
        /**
         * A variant of the article's pool (this project's earlier version, kept and labelled):
         * the same deque, neither pre-filled nor cycled: single-threaded borrow and return keep
         * one hot object per type, which the article's pool does not.
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
        boolean oneClass = combined;
        int pools = combined ? 1 : FeedFormat.TYPES.length();
        this.source = switch (supply) {
            case allocate, allocateAgain -> new Source() {
                @Override
                public Message take(int type) {
                    return Messages.create(type, oneClass);
                }

                @Override
                public void give(int type, Message m) {
                    // dropped
                }
            };
            case basicPool, dequePool -> {
                @SuppressWarnings("unchecked")
                ArrayDeque<Message>[] deques = (ArrayDeque<Message>[]) new ArrayDeque<?>[pools];
                for (int i = 0; i < pools; i++) {
                    deques[i] = new ArrayDeque<>(BOUND);
                    if (supply == Supply.basicPool) {
                        for (int k = 0; k < BOUND; k++) {
                            deques[i].addLast(Messages.create(i, oneClass));
                        }
                    }
                }
                yield new Source() {
                    @Override
                    public Message take(int type) {
                        Message m = deques[combined ? 0 : type].pollFirst();
                        return m != null ? m : Messages.create(type, oneClass);
                    }

                    @Override
                    public void give(int type, Message m) {
                        deques[combined ? 0 : type].addLast(m);
                    }
                };
            }
            case boundedPool -> {
                @SuppressWarnings("unchecked")
                BoundedObjectPool<Message>[] bounded = (BoundedObjectPool<Message>[]) new BoundedObjectPool<?>[pools];
                for (int i = 0; i < pools; i++) {
                    int type = i;
                    bounded[i] = new BoundedObjectPool<>(() -> Messages.create(type, oneClass), BOUND);
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
