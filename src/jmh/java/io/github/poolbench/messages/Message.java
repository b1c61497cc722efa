package io.github.poolbench.messages;

import java.nio.ByteBuffer;

/** A decoded feed message ({@link FeedFormat}): the twelve small classes and the combined one. */
public interface Message {

    /**
     * Reads the message at {@code at} (its type byte) into this object's fields.
     *
     * @param feed the feed, big-endian
     * @param at   the offset of the message's type byte
     */
    void decode(ByteBuffer feed, int at);

    /** @return a value computed from the fields, what a handler would use (and the benchmark sinks) */
    long digest();
}
