package io.github.poolbench.messages;

/**
 * The binary order-book feed of the messages experiment, modelled on Nasdaq TotalView-ITCH 5.0
 * (simplified: no stock locate or tracking number, 8-byte timestamps). Every message is
 * big-endian: a 1-byte type, an 8-byte timestamp (ns since midnight), then the body:
 *
 * <table>
 *   <caption>Message types and bodies (bytes after type and timestamp)</caption>
 *   <tr><th>type</th><th>message</th><th>body</th><th>bytes</th></tr>
 *   <tr><td>S</td><td>system event</td><td>event code (1)</td><td>1</td></tr>
 *   <tr><td>R</td><td>stock directory</td><td>symbol (8), market category (1), round lot (4)</td><td>13</td></tr>
 *   <tr><td>H</td><td>trading status</td><td>symbol (8), trading state (1)</td><td>9</td></tr>
 *   <tr><td>A</td><td>add order</td><td>order id (8), side (1), shares (4), symbol (8), price (4)</td><td>25</td></tr>
 *   <tr><td>F</td><td>add order with attribution</td><td>as A, then market participant id (4)</td><td>29</td></tr>
 *   <tr><td>E</td><td>order executed</td><td>order id (8), executed shares (4), match number (8)</td><td>20</td></tr>
 *   <tr><td>C</td><td>order executed with price</td><td>as E, then printable (1), price (4)</td><td>25</td></tr>
 *   <tr><td>X</td><td>order cancel</td><td>order id (8), cancelled shares (4)</td><td>12</td></tr>
 *   <tr><td>D</td><td>order delete</td><td>order id (8)</td><td>8</td></tr>
 *   <tr><td>U</td><td>order replace</td><td>original order id (8), new order id (8), shares (4), price (4)</td><td>24</td></tr>
 *   <tr><td>P</td><td>trade (non-cross)</td><td>order id (8), side (1), shares (4), symbol (8), price (4), match number (8)</td><td>33</td></tr>
 *   <tr><td>Q</td><td>cross trade</td><td>shares (8), symbol (8), cross price (4), match number (8), cross type (1)</td><td>29</td></tr>
 * </table>
 *
 * <p>Symbols are up to 8 ASCII chars, space-padded, packed into a long; prices are fixed point
 * with 4 decimals in an int (ITCH's Price(4)); side is {@code 'B'} or {@code 'S'}.
 */
public final class FeedFormat {

    /** Bytes of type and timestamp before every body. */
    public static final int HEADER = 9;

    /** The twelve message types, in {@link #TYPES} order. */
    public static final String TYPES = "SRHAFECXDUPQ";

    private static final int[] LENGTH = new int[128];
    private static final int[] INDEX = new int[128];

    static {
        int[] bodies = {1, 13, 9, 25, 29, 20, 25, 12, 8, 24, 33, 29};
        java.util.Arrays.fill(INDEX, -1);
        for (int i = 0; i < bodies.length; i++) {
            LENGTH[TYPES.charAt(i)] = HEADER + bodies[i];
            INDEX[TYPES.charAt(i)] = i;
        }
    }

    private FeedFormat() {
    }

    /**
     * @param type a message type letter
     * @return the whole message's length in bytes, header included
     * @throws IllegalArgumentException for an unknown type
     */
    public static int length(byte type) {
        int length = type >= 0 ? LENGTH[type] : 0;
        if (length == 0) {
            throw new IllegalArgumentException("unknown message type " + type);
        }
        return length;
    }

    /**
     * @param type a message type letter
     * @return its index in {@link #TYPES}, 0 to 11
     * @throws IllegalArgumentException for an unknown type
     */
    public static int index(byte type) {
        int i = type >= 0 ? INDEX[type] : -1;
        if (i < 0) {
            throw new IllegalArgumentException("unknown message type " + type);
        }
        return i;
    }
}
