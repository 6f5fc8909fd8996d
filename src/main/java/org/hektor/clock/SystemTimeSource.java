package org.hektor.clock;

/**
 * The real time: {@link System#nanoTime()}, which is monotonic, so moving the computer's wall clock
 * (summer time, a network time correction) never steals or gives a player time.
 */
public final class SystemTimeSource implements TimeSource {
    @Override
    public long millis() {
        return System.nanoTime() / 1_000_000;
    }
}
