package org.hektor.speech.audio;

import java.util.function.BooleanSupplier;

/**
 * What the threads that feed and drain sound (the voice's player, the hearing's keeper) do while they have nothing
 * to do: wait on their monitor until it is notified and the condition holds.
 */
public final class Worker {
    private Worker() {
    }

    /**
     * Waits, holding {@code monitor}'s lock, until {@code ready} holds; false when the thread was interrupted meanwhile,
     * which ends a worker thread (its interrupt is how it is stopped).
     */
    public static boolean awaitUntil(Object monitor, BooleanSupplier ready) {
        while (!ready.getAsBoolean()) {
            try {
                monitor.wait();
            } catch (InterruptedException e) {
                return false;
            }
        }
        return true;
    }
}
