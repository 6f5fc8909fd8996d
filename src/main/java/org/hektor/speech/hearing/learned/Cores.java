package org.hektor.speech.hearing.learned;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;

/**
 * The machine's other cores, lent to the thread that matches an utterance: its phrases fall into groups that share
 * nothing but read-only tables, and each group is taken by whichever thread is free. The caller works too and never
 * waits for a helper that has not begun: on a loaded machine a helper that gets no core takes nothing away.
 */
final class Cores {
    /** Helper threads there are, one fewer than the cores (at most three): none on one core. */
    static final int OTHERS = Math.min(3, Runtime.getRuntime().availableProcessors() - 1);
    private static final ExecutorService POOL = OTHERS <= 0 ? null : Executors.newFixedThreadPool(OTHERS, r -> {
        Thread t = new Thread(r, "hektor-learned-helper");
        t.setDaemon(true);
        return t;
    });

    private Cores() {
    }

    /**
     * Runs {@code task} for 0..count-1, each once, on this thread and at most {@code helpers} of the helpers; returns
     * when all have run.
     */
    static void forEach(int helpers, int count, IntConsumer task) {
        AtomicInteger next = new AtomicInteger();
        CountDownLatch done = new CountDownLatch(count);
        AtomicReference<Throwable> failed = new AtomicReference<>();
        Runnable work = () -> {
            for (int i = next.getAndIncrement(); i < count; i = next.getAndIncrement()) {
                try {
                    task.accept(i);
                } catch (RuntimeException | Error e) {
                    failed.compareAndSet(null, e);
                } finally {
                    done.countDown();
                }
            }
        };
        for (int h = 0; h < Math.min(helpers, OTHERS) && count > 1; h++) {
            POOL.execute(work);
        }
        work.run();
        try {
            done.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the other cores matched", e);
        }
        if (failed.get() instanceof RuntimeException e) {
            throw e;
        }
        if (failed.get() instanceof Error e) {
            throw e;
        }
    }
}
