package io.github.poolbench.messages;

import java.nio.ByteBuffer;

/**
 * The twelve small message classes, one per {@link FeedFormat} type, each with only its own
 * fields: the "cheap objects" of the article. Each decodes with absolute reads at the message's
 * offset.
 */
public final class Messages {

    private Messages() {
    }

    /**
     * A new message object, through one static {@code switch} (no megamorphic
     * {@code Supplier.get()}): every supply of {@link Processor} creates through here.
     *
     * @param type     the type's index in {@link FeedFormat#TYPES} order, 0 to 11
     * @param combined whether to create the one {@link CombinedMessage} class instead
     * @return a new, empty message
     * @throws IllegalArgumentException if {@code type} is not 0 to 11
     */
    public static Message create(int type, boolean combined) {
        if (combined) {
            return new CombinedMessage();
        }
        return switch (type) {
            case 0 -> new SystemEvent();
            case 1 -> new StockDirectory();
            case 2 -> new TradingStatus();
            case 3 -> new AddOrder();
            case 4 -> new AddOrderAttributed();
            case 5 -> new OrderExecuted();
            case 6 -> new OrderExecutedWithPrice();
            case 7 -> new OrderCancel();
            case 8 -> new OrderDelete();
            case 9 -> new OrderReplace();
            case 10 -> new Trade();
            case 11 -> new CrossTrade();
            default -> throw new IllegalArgumentException("message type index " + type + " is not 0 to 11");
        };
    }

    /** S. */
    public static final class SystemEvent implements Message {
        long timestamp;
        byte eventCode;

        @Override
        public void decode(ByteBuffer f, int at) {
            timestamp = f.getLong(at + 1);
            eventCode = f.get(at + 9);
        }

        @Override
        public long digest() {
            return timestamp + eventCode;
        }
    }

    /** R. */
    public static final class StockDirectory implements Message {
        long timestamp;
        long symbol;
        byte marketCategory;
        int roundLot;

        @Override
        public void decode(ByteBuffer f, int at) {
            timestamp = f.getLong(at + 1);
            symbol = f.getLong(at + 9);
            marketCategory = f.get(at + 17);
            roundLot = f.getInt(at + 18);
        }

        @Override
        public long digest() {
            return timestamp ^ symbol + marketCategory + roundLot;
        }
    }

    /** H. */
    public static final class TradingStatus implements Message {
        long timestamp;
        long symbol;
        byte state;

        @Override
        public void decode(ByteBuffer f, int at) {
            timestamp = f.getLong(at + 1);
            symbol = f.getLong(at + 9);
            state = f.get(at + 17);
        }

        @Override
        public long digest() {
            return timestamp ^ symbol + state;
        }
    }

    /** A. */
    public static final class AddOrder implements Message {
        long timestamp;
        long orderId;
        byte side;
        int shares;
        long symbol;
        int price;

        @Override
        public void decode(ByteBuffer f, int at) {
            timestamp = f.getLong(at + 1);
            orderId = f.getLong(at + 9);
            side = f.get(at + 17);
            shares = f.getInt(at + 18);
            symbol = f.getLong(at + 22);
            price = f.getInt(at + 30);
        }

        @Override
        public long digest() {
            return orderId + (long) shares * price + side + (symbol ^ timestamp);
        }
    }

    /** F. */
    public static final class AddOrderAttributed implements Message {
        long timestamp;
        long orderId;
        byte side;
        int shares;
        long symbol;
        int price;
        int mpid;

        @Override
        public void decode(ByteBuffer f, int at) {
            timestamp = f.getLong(at + 1);
            orderId = f.getLong(at + 9);
            side = f.get(at + 17);
            shares = f.getInt(at + 18);
            symbol = f.getLong(at + 22);
            price = f.getInt(at + 30);
            mpid = f.getInt(at + 34);
        }

        @Override
        public long digest() {
            return orderId + (long) shares * price + side + (symbol ^ timestamp) + mpid;
        }
    }

    /** E. */
    public static final class OrderExecuted implements Message {
        long timestamp;
        long orderId;
        int shares;
        long matchNumber;

        @Override
        public void decode(ByteBuffer f, int at) {
            timestamp = f.getLong(at + 1);
            orderId = f.getLong(at + 9);
            shares = f.getInt(at + 17);
            matchNumber = f.getLong(at + 21);
        }

        @Override
        public long digest() {
            return orderId + shares + (matchNumber ^ timestamp);
        }
    }

    /** C. */
    public static final class OrderExecutedWithPrice implements Message {
        long timestamp;
        long orderId;
        int shares;
        long matchNumber;
        byte printable;
        int price;

        @Override
        public void decode(ByteBuffer f, int at) {
            timestamp = f.getLong(at + 1);
            orderId = f.getLong(at + 9);
            shares = f.getInt(at + 17);
            matchNumber = f.getLong(at + 21);
            printable = f.get(at + 29);
            price = f.getInt(at + 30);
        }

        @Override
        public long digest() {
            return orderId + (long) shares * price + (matchNumber ^ timestamp) + printable;
        }
    }

    /** X. */
    public static final class OrderCancel implements Message {
        long timestamp;
        long orderId;
        int shares;

        @Override
        public void decode(ByteBuffer f, int at) {
            timestamp = f.getLong(at + 1);
            orderId = f.getLong(at + 9);
            shares = f.getInt(at + 17);
        }

        @Override
        public long digest() {
            return (orderId ^ timestamp) + shares;
        }
    }

    /** D. */
    public static final class OrderDelete implements Message {
        long timestamp;
        long orderId;

        @Override
        public void decode(ByteBuffer f, int at) {
            timestamp = f.getLong(at + 1);
            orderId = f.getLong(at + 9);
        }

        @Override
        public long digest() {
            return orderId ^ timestamp;
        }
    }

    /** U. */
    public static final class OrderReplace implements Message {
        long timestamp;
        long orderId;
        long newOrderId;
        int shares;
        int price;

        @Override
        public void decode(ByteBuffer f, int at) {
            timestamp = f.getLong(at + 1);
            orderId = f.getLong(at + 9);
            newOrderId = f.getLong(at + 17);
            shares = f.getInt(at + 25);
            price = f.getInt(at + 29);
        }

        @Override
        public long digest() {
            return orderId + newOrderId + (long) shares * price + timestamp;
        }
    }

    /** P. */
    public static final class Trade implements Message {
        long timestamp;
        long orderId;
        byte side;
        int shares;
        long symbol;
        int price;
        long matchNumber;

        @Override
        public void decode(ByteBuffer f, int at) {
            timestamp = f.getLong(at + 1);
            orderId = f.getLong(at + 9);
            side = f.get(at + 17);
            shares = f.getInt(at + 18);
            symbol = f.getLong(at + 22);
            price = f.getInt(at + 30);
            matchNumber = f.getLong(at + 34);
        }

        @Override
        public long digest() {
            return orderId + (long) shares * price + side + (symbol ^ timestamp) + matchNumber;
        }
    }

    /** Q. */
    public static final class CrossTrade implements Message {
        long timestamp;
        long shares;
        long symbol;
        int price;
        long matchNumber;
        byte crossType;

        @Override
        public void decode(ByteBuffer f, int at) {
            timestamp = f.getLong(at + 1);
            shares = f.getLong(at + 9);
            symbol = f.getLong(at + 17);
            price = f.getInt(at + 25);
            matchNumber = f.getLong(at + 29);
            crossType = f.get(at + 37);
        }

        @Override
        public long digest() {
            return shares * price + (symbol ^ timestamp) + matchNumber + crossType;
        }
    }
}
