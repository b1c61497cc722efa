package io.github.poolbench.messages;

import java.nio.ByteBuffer;

/**
 * One class for all twelve {@link FeedFormat} types, the article's "combined message object":
 * every field any type has, a type field, and a decode that overwrites the fields of the type
 * it reads (fields of other types keep stale values, as in the article's design).
 */
public final class CombinedMessage implements Message {

    byte type;
    long timestamp;
    long orderId;
    long newOrderId;
    byte side;
    long shares;
    long symbol;
    int price;
    int mpid;
    long matchNumber;
    byte printable;
    byte code;
    int roundLot;

    @Override
    public void decode(ByteBuffer f, int at) {
        type = f.get(at);
        timestamp = f.getLong(at + 1);
        switch (type) {
            case 'S' -> code = f.get(at + 9);
            case 'R' -> {
                symbol = f.getLong(at + 9);
                code = f.get(at + 17);
                roundLot = f.getInt(at + 18);
            }
            case 'H' -> {
                symbol = f.getLong(at + 9);
                code = f.get(at + 17);
            }
            case 'A', 'F', 'P' -> {
                orderId = f.getLong(at + 9);
                side = f.get(at + 17);
                shares = f.getInt(at + 18);
                symbol = f.getLong(at + 22);
                price = f.getInt(at + 30);
                if (type == 'F') {
                    mpid = f.getInt(at + 34);
                } else if (type == 'P') {
                    matchNumber = f.getLong(at + 34);
                }
            }
            case 'E', 'C' -> {
                orderId = f.getLong(at + 9);
                shares = f.getInt(at + 17);
                matchNumber = f.getLong(at + 21);
                if (type == 'C') {
                    printable = f.get(at + 29);
                    price = f.getInt(at + 30);
                }
            }
            case 'X' -> {
                orderId = f.getLong(at + 9);
                shares = f.getInt(at + 17);
            }
            case 'D' -> orderId = f.getLong(at + 9);
            case 'U' -> {
                orderId = f.getLong(at + 9);
                newOrderId = f.getLong(at + 17);
                shares = f.getInt(at + 25);
                price = f.getInt(at + 29);
            }
            case 'Q' -> {
                shares = f.getLong(at + 9);
                symbol = f.getLong(at + 17);
                price = f.getInt(at + 25);
                matchNumber = f.getLong(at + 29);
                code = f.get(at + 37);
            }
            default -> throw new IllegalArgumentException("unknown message type " + type + " at " + at);
        }
    }

    /**
     * Prepares this object for a message of {@code type} without reading it (the article's
     * "empty object" case).
     *
     * @param type the type letter
     */
    void setType(byte type) {
        this.type = type;
    }

    /** The same value as the small class of the type computes from the same fields. */
    @Override
    public long digest() {
        return switch (type) {
            case 'S' -> timestamp + code;
            case 'R' -> timestamp ^ symbol + code + roundLot;
            case 'H' -> timestamp ^ symbol + code;
            case 'A' -> orderId + shares * price + side + (symbol ^ timestamp);
            case 'F' -> orderId + shares * price + side + (symbol ^ timestamp) + mpid;
            case 'E' -> orderId + shares + (matchNumber ^ timestamp);
            case 'C' -> orderId + shares * price + (matchNumber ^ timestamp) + printable;
            case 'X' -> (orderId ^ timestamp) + shares;
            case 'D' -> orderId ^ timestamp;
            case 'U' -> orderId + newOrderId + shares * price + timestamp;
            case 'P' -> orderId + shares * price + side + (symbol ^ timestamp) + matchNumber;
            case 'Q' -> shares * price + (symbol ^ timestamp) + matchNumber + code;
            default -> 0;
        };
    }
}
