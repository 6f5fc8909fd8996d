package org.hektor.session;

import java.util.Objects;

/**
 * A command with the instant (of the session's {@link SessionTime}, milliseconds) at which the session handled
 * it: one line of the journal. Replaying the stamped commands in order rebuilds the game and both clocks.
 */
public record Stamped(long at, Command command) {
    public Stamped {
        Objects.requireNonNull(command, "command");
    }
}
