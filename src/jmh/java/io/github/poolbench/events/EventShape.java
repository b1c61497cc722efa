package io.github.poolbench.events;

import java.util.function.Supplier;

/** The event sizes of {@link EventEchoBenchmark}: the article's top of book and two wider ones. */
public enum EventShape {
    /** {@link TopOfBook}: 7 fields, 44 bytes of data. */
    topOfBook(TopOfBook::new),
    /** {@link Fields16}: 16 longs, 128 bytes of data. */
    fields16(Fields16::new),
    /** {@link Fields32}: 32 longs, 256 bytes of data. */
    fields32(Fields32::new);

    private final Supplier<Event> factory;

    EventShape(Supplier<Event> factory) {
        this.factory = factory;
    }

    /** @return a new, zeroed event of this shape */
    public Event create() {
        return factory.get();
    }
}
