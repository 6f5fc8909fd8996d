package org.hektor.clock;

/**
 * Where the clock gets the time: a monotonic count of milliseconds (design principle 4, time is injected).
 *
 * <p>Two real implementations: {@link SystemTimeSource} for play, and {@link ManualTimeSource}, advanced by
 * hand, for tests and for {@code hektor clock --simulate}, which runs a whole game of clock in no time.
 * Milliseconds are enough for a chess clock (tournament clocks show tenths at best), and keep every
 * sum exact.
 */
public interface TimeSource {
    /** The current instant in milliseconds. Only differences mean something; the value never goes back. */
    long millis();
}
