package org.hektor.speech.hearing.learned;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;

/** The cores lent to a match run every task exactly once, and a task's failure reaches the caller. */
class CoresTest {
    @Test
    void everyTaskRunsOnceAndAllHaveRunWhenItReturns() {
        AtomicIntegerArray runs = new AtomicIntegerArray(1000);
        Cores.forEach(1000, runs::incrementAndGet);
        int[] once = new int[1000];
        java.util.Arrays.fill(once, 1);
        int[] seen = new int[1000];
        for (int i = 0; i < seen.length; i++) {
            seen[i] = runs.get(i);
        }
        assertArrayEquals(once, seen);
    }

    @Test
    void aTasksFailureIsThrownToTheCaller() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Cores.forEach(50, i -> {
                    if (i == 37) {
                        throw new IllegalArgumentException("task 37");
                    }
                }));
        assertEquals("task 37", e.getMessage());
    }
}
