package org.hektor.ui.web;

import java.util.Objects;
import java.util.Optional;
import org.hektor.clock.SystemTimeSource;
import org.hektor.clock.TimeSource;

/**
 * How the tablet server starts.
 *
 * @param lan  listen on every network interface (a real tablet on the home network) instead of 127.0.0.1 only
 * @param port the port; 0 picks a free one
 * @param code the pairing code; empty for a random one (tests fix it)
 * @param time what slows down wrong pairing codes
 */
public record TabletOptions(boolean lan, int port, Optional<String> code, TimeSource time) {
    public static final int DEFAULT_PORT = 8080;

    public TabletOptions {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("A port is a number from 0 to 65535, not " + port + ".");
        }
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(time, "time");
    }

    public static TabletOptions of(boolean lan, int port) {
        return new TabletOptions(lan, port, Optional.empty(), new SystemTimeSource());
    }
}
