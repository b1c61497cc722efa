package io.github.poolbench.commons;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.util.Map;
import java.util.concurrent.locks.ReentrantLock;
import org.apache.commons.pool2.impl.GenericKeyedObjectPool;

/** Locks inside commons-pool2 2.13.x that tests hold, reached by reflection, to force an interleaving. */
final class CommonsPoolInternals {

    private CommonsPoolInternals() {
    }

    /** The lock of the idle deque of one class ({@code LinkedBlockingDeque.lock}). */
    static ReentrantLock idleDequeLock(CommonsKeyedStringBuilderPool pool, int capacity) throws Exception {
        Object idle = read(objectDeque(pool, capacity), "idleObjects");
        return (ReentrantLock) read(idle, "lock");
    }

    /** The lock {@code create} takes before it calls the factory ({@code ObjectDeque.makeObjectCountLock}). */
    static Object makeObjectLock(CommonsKeyedStringBuilderPool pool, int capacity) throws Exception {
        return read(objectDeque(pool, capacity), "makeObjectCountLock");
    }

    private static Object objectDeque(CommonsKeyedStringBuilderPool pool, int capacity) throws Exception {
        GenericKeyedObjectPool<?, ?> keyed = (GenericKeyedObjectPool<?, ?>) read(pool, CommonsKeyedStringBuilderPool.class, "pool");
        Map<?, ?> poolMap = (Map<?, ?>) read(keyed, GenericKeyedObjectPool.class, "poolMap");
        Object objectDeque = poolMap.get(capacity);
        assertThat(objectDeque).as("class %d has a deque", capacity).isNotNull();
        return objectDeque;
    }

    private static Object read(Object target, String name) throws Exception {
        return read(target, target.getClass(), name);
    }

    private static Object read(Object target, Class<?> type, String name) throws Exception {
        Field field = type.getDeclaredField(name);
        field.setAccessible(true);
        return field.get(target);
    }
}
