package io.github.poolbench.events;

/**
 * A market-data event as an echo service handles it: read from the wire into an instance,
 * written back to the wire; {@link #deepCopy()} is the one extra object per event of Peter
 * Lawrey's "Java is Very Fast, If You Don't Create Many Objects" (2022).
 */
public interface Event {

    /**
     * Reads this event's fields from {@code in}, big-endian, starting at {@code at}, through
     * {@link BigEndian}'s VarHandles.
     *
     * @param in the wire
     * @param at the offset of the event's first byte; {@link #wireBytes()} bytes from it are read
     * @throws IndexOutOfBoundsException if fewer than {@link #wireBytes()} bytes follow {@code at}
     */
    void readFrom(byte[] in, int at);

    /**
     * Writes this event's fields to {@code out}, big-endian, starting at {@code at}.
     *
     * @param out the wire
     * @param at  the offset of the event's first byte
     * @throws IndexOutOfBoundsException if fewer than {@link #wireBytes()} bytes follow {@code at}
     */
    void writeTo(byte[] out, int at);

    /** @return a new instance with every field copied */
    Event deepCopy();

    /** @return the bytes of one event on the wire (the sum of its field sizes) */
    int wireBytes();
}
