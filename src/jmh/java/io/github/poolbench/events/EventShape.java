package io.github.poolbench.events;

import java.util.function.Supplier;

/** The event sizes of {@link EventEchoBenchmark}: the article's top of book and two wider ones. */
public enum EventShape {
    /** {@link TopOfBook}: 7 fields, 44 bytes of data. */
    topOfBook(TopOfBook::new, TopOfBook.Reused::new),
    /** {@link Fields16}: 16 longs, 128 bytes of data. */
    fields16(Fields16::new, Fields16.Reused::new),
    /** {@link Fields32}: 32 longs, 256 bytes of data. */
    fields32(Fields32::new, Fields32.Reused::new);

    private final Supplier<Event> factory;
    private final Supplier<Event> reused;

    EventShape(Supplier<Event> factory, Supplier<Event> reused) {
        this.factory = factory;
        this.reused = reused;
    }

    /** @return a new, zeroed event of this shape */
    public Event create() {
        return factory.get();
    }

    /**
     * @return a new, zeroed event of this shape padded with {@link EventEchoBenchmark#PAD} bytes
     *     after its data, for the instance a thread reuses for every event; its
     *     {@link Event#deepCopy()} is of the plain shape ({@link #create()}'s class)
     */
    public Event createReused() {
        return reused.get();
    }
}
