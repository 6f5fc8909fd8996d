package org.hektor.speech.hearing.learned;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;

/** The cores lent to a match run every task exactly once, and a task's failure reaches the caller. */
class CoresTest {
    @Test
    void everyTaskRunsOnceAndAllHaveRunWhenItReturns() {
        AtomicIntegerArray runs = new AtomicIntegerArray(1000);
        Cores.forEach(Cores.OTHERS, 1000, runs::incrementAndGet);
        int[] once = new int[1000];
        java.util.Arrays.fill(once, 1);
        int[] seen = new int[1000];
        for (int i = 0; i < seen.length; i++) {
            seen[i] = runs.get(i);
        }
        assertArrayEquals(once, seen);
    }

    /** A tuning with no helpers measures one thread's work alone: every task runs on the caller's. */
    @Test
    void withNoHelpersEveryTaskRunsOnTheCallersThread() {
        Set<Thread> threads = ConcurrentHashMap.newKeySet();
        Cores.forEach(0, 200, i -> threads.add(Thread.currentThread()));
        assertEquals(Set.of(Thread.currentThread()), threads);
    }

    @Test
    void aTasksFailureIsThrownToTheCaller() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Cores.forEach(Cores.OTHERS, 50, i -> {
                    if (i == 37) {
                        throw new IllegalArgumentException("task 37");
                    }
                }));
        assertEquals("task 37", e.getMessage());
    }
}
