package org.hektor.engine;

import org.hektor.chess.Color;

/**
 * The time an opponent may think: either both clocks (milliseconds left, increments, moves to the next
 * time control or 0 when the rest of the game is one period), or a fixed time per move.
 */
public record TimeLeft(long whiteMillis, long blackMillis, long whiteIncrementMillis, long blackIncrementMillis,
                       int movesToGo, long moveTimeMillis) {

    public TimeLeft {
        if (whiteMillis < 0 || blackMillis < 0 || whiteIncrementMillis < 0 || blackIncrementMillis < 0
                || movesToGo < 0 || moveTimeMillis < 0) {
            throw new IllegalArgumentException("Clock times, increments and moves to go cannot be negative.");
        }
    }

    /** Both clocks, as a game's clock shows them before the engine's move. */
    public static TimeLeft clock(long whiteMillis, long blackMillis, long whiteIncrementMillis,
                                 long blackIncrementMillis, int movesToGo) {
        return new TimeLeft(whiteMillis, blackMillis, whiteIncrementMillis, blackIncrementMillis, movesToGo, 0);
    }

    /** A fixed thinking time for every move (no clock). */
    public static TimeLeft perMove(long millis) {
        if (millis <= 0) {
            throw new IllegalArgumentException("The time per move must be positive, not " + millis + " ms.");
        }
        return new TimeLeft(0, 0, 0, 0, 0, millis);
    }

    public boolean isPerMove() {
        return moveTimeMillis > 0;
    }

    public long remainingMillis(Color color) {
        return color == Color.WHITE ? whiteMillis : blackMillis;
    }

    public long incrementMillis(Color color) {
        return color == Color.WHITE ? whiteIncrementMillis : blackIncrementMillis;
    }
}
