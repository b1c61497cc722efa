package io.github.poolbench.events;

import static io.github.poolbench.events.BigEndian.DOUBLE;
import static io.github.poolbench.events.BigEndian.INT;
import static io.github.poolbench.events.BigEndian.LONG;

/**
 * The article's top-of-book event: sending time (ns), symbol (8 ASCII chars packed in a long),
 * venue (4 ASCII chars packed in an int), bid and ask price, bid and ask quantity: 7 fields,
 * 44 bytes of data (as the article's "44 bytes"); the object itself is larger (its header),
 * measured as B/op of a copy, not assumed.
 */
public class TopOfBook implements Event {

    long sendingTimeNs;
    long symbol;
    int ecn;
    double bidPrice;
    double askPrice;
    int bidQuantity;
    int askQuantity;

    @Override
    public void readFrom(byte[] in, int at) {
        sendingTimeNs = (long) LONG.get(in, at);
        symbol = (long) LONG.get(in, at + 8);
        ecn = (int) INT.get(in, at + 16);
        bidPrice = (double) DOUBLE.get(in, at + 20);
        askPrice = (double) DOUBLE.get(in, at + 28);
        bidQuantity = (int) INT.get(in, at + 36);
        askQuantity = (int) INT.get(in, at + 40);
    }

    @Override
    public void writeTo(byte[] out, int at) {
        LONG.set(out, at, sendingTimeNs);
        LONG.set(out, at + 8, symbol);
        INT.set(out, at + 16, ecn);
        DOUBLE.set(out, at + 20, bidPrice);
        DOUBLE.set(out, at + 28, askPrice);
        INT.set(out, at + 36, bidQuantity);
        INT.set(out, at + 40, askQuantity);
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

    /**
     * The instance an echo thread reads every event into, reused for the whole run: a {@link TopOfBook}
     * with {@link EventEchoBenchmark#PAD} bytes of fields after its data, so that two threads'
     * reused instances never share a cache line wherever the collector moves them (it promotes
     * both in one young collection). Its {@link #deepCopy()} is a plain, unpadded {@link TopOfBook}.
     */
    static final class Reused extends TopOfBook {
        long pad0, pad1, pad2, pad3, pad4, pad5, pad6, pad7;
    }
}
