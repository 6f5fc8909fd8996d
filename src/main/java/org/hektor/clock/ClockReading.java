package org.hektor.clock;

import org.hektor.chess.Color;

/**
 * What an engine or a display needs from the clock, in the shape of UCI's {@code go wtime btime winc binc
 * movestogo}: per side the remaining milliseconds, the increment and delay of the period it is in, and the moves
 * to its next control.
 */
public record ClockReading(Color toMove, SideReading white, SideReading black) {

    /**
     * @param movesToGo moves this side still has to make before its next control; 0 in a rest-of-game period
     */
    public record SideReading(long remainingMillis, long incrementMillis, long delayMillis, int movesToGo) {
    }

    public SideReading side(Color side) {
        return side == Color.WHITE ? white : black;
    }
}
