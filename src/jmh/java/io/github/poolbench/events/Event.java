package io.github.poolbench.events;

import java.nio.ByteBuffer;

/**
 * A market-data event as an echo service handles it: read from the wire into an instance,
 * written back to the wire; {@link #deepCopy()} is the one extra object per event of Peter
 * Lawrey's "Java is Very Fast, If You Don't Create Many Objects" (2022).
 */
public interface Event {

    /**
     * Reads this event's fields from {@code in} at its position, advancing it.
     *
     * @param in the wire, big-endian, at least {@link #wireBytes()} remaining
     */
    void readFrom(ByteBuffer in);

    /**
     * Writes this event's fields to {@code out} at its position, advancing it.
     *
     * @param out the wire, big-endian, at least {@link #wireBytes()} remaining
     */
    void writeTo(ByteBuffer out);

    /** @return a new instance with every field copied */
    Event deepCopy();

    /** @return the bytes of one event on the wire (the sum of its field sizes) */
    int wireBytes();
}
