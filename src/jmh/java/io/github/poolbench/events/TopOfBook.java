package io.github.poolbench.events;

import java.nio.ByteBuffer;

/**
 * The article's top-of-book event: sending time (ns), symbol (8 ASCII chars packed in a long),
 * venue (4 ASCII chars packed in an int), bid and ask price, bid and ask quantity: 7 fields,
 * 44 bytes of data (as the article's "44 bytes"); the object itself is larger (its header),
 * measured as B/op of a copy, not assumed.
 */
public final class TopOfBook implements Event {

    long sendingTimeNs;
    long symbol;
    int ecn;
    double bidPrice;
    double askPrice;
    int bidQuantity;
    int askQuantity;

    @Override
    public void readFrom(ByteBuffer in) {
        sendingTimeNs = in.getLong();
        symbol = in.getLong();
        ecn = in.getInt();
        bidPrice = in.getDouble();
        askPrice = in.getDouble();
        bidQuantity = in.getInt();
        askQuantity = in.getInt();
    }

    @Override
    public void writeTo(ByteBuffer out) {
        out.putLong(sendingTimeNs).putLong(symbol).putInt(ecn).putDouble(bidPrice).putDouble(askPrice)
                .putInt(bidQuantity).putInt(askQuantity);
    }

    @Override
    public TopOfBook deepCopy() {
        TopOfBook t = new TopOfBook();
        t.sendingTimeNs = sendingTimeNs;
        t.symbol = symbol;
        t.ecn = ecn;
        t.bidPrice = bidPrice;
        t.askPrice = askPrice;
        t.bidQuantity = bidQuantity;
        t.askQuantity = askQuantity;
        return t;
    }

    @Override
    public int wireBytes() {
        return 44;
    }
}
