package org.hektor.clock;

import java.time.Duration;

/**
 * Time that moves only when told to: tests run an hour of clock in a millisecond with it, and
 * {@code hektor clock --simulate} replays a list of thinking times on it.
 */
public final class ManualTimeSource implements TimeSource {
    private long now;

    /** Starts at instant 0. */
    public ManualTimeSource() {
        this(0);
    }

    public ManualTimeSource(long startMillis) {
        this.now = startMillis;
    }

    @Override
    public long millis() {
        return now;
    }

    public void advanceMillis(long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("Time cannot go back: " + millis + " ms.");
        }
        now = Math.addExact(now, millis);
    }

    public void advanceSeconds(long seconds) {
        advanceMillis(Math.multiplyExact(seconds, 1000L));
    }

    public void advance(Duration duration) {
        advanceMillis(duration.toMillis());
    }
}
