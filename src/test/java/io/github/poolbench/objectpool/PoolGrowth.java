package io.github.poolbench.objectpool;

import java.util.ArrayDeque;

/**
 * The pool-growth bug of Data Intellect's "Object Pooling: Java 8 vs Java 21" (2024), run in a
 * child JVM by {@link PoolGrowthTest}: a single-threaded {@code ArrayDeque} pool, unbounded,
 * whose {@code borrowObject()} creates a new object when it should have polled one, so every
 * returned message stays in the deque and the pool grows until the heap is gone. Beside it the
 * same loop over {@link BoundedObjectPool}.
 *
 * <p>Arguments: {@code unbounded|bounded} and the number of messages. Prints
 * {@code completed <messages> live <objects>} or {@code OutOfMemoryError after <messages>}.
 */
public final class PoolGrowth {

    /** A small message, as a decoded order would be. */
    static final class Message {
        long orderId;
        long price;
        int shares;
    }

    /** The article's design with its bug: borrow always creates; return always keeps. */
    static final class UnboundedDequePool {
        final ArrayDeque<Message> pool = new ArrayDeque<>();

        Message borrowObject() {
            Message m = pool.isEmpty() ? new Message() : new Message(); // the bug: never pollFirst()
            return m;
        }

        void returnObject(Message m) {
            pool.addLast(m);
        }
    }

    private PoolGrowth() {
    }

    public static void main(String[] args) throws InterruptedException {
        long messages = Long.parseLong(args[1]);
        long done = 0;
        try {
            if (args[0].equals("unbounded")) {
                UnboundedDequePool pool = new UnboundedDequePool();
                for (; done < messages; done++) {
                    Message m = pool.borrowObject();
                    m.orderId = done;
                    pool.returnObject(m);
                }
                System.out.println("completed " + done + " live " + pool.pool.size());
            } else {
                BoundedObjectPool<Message> pool = new BoundedObjectPool<>(Message::new, 16);
                for (; done < messages; done++) {
                    Message m = pool.acquire();
                    m.orderId = done;
                    pool.release(m);
                }
                System.out.println("completed " + done + " live " + pool.live());
            }
        } catch (OutOfMemoryError e) {
            System.out.println("OutOfMemoryError after " + done);
        }
    }
}
