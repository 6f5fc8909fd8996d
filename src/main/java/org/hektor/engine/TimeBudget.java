package org.hektor.engine;

import org.hektor.chess.Color;

/**
 * How long to think about one move. {@code softMillis}: no new iteration of the search starts after it;
 * {@code hardMillis}: the search stops there. With a clock the budget is the time left shared over the moves
 * still to play plus most of the increment, never more than 40% of what is left, and a safety margin stays
 * on the clock for the move to travel back to the game.
 */
record TimeBudget(long softMillis, long hardMillis) {
    /** What stays on the clock for the way back (thread hand-over, announcing, a UCI pipe). */
    static final long SAFETY_MILLIS = 30;
    /** With no moves-to-go the game is assumed to last this many more moves. */
    static final int ASSUMED_MOVES_TO_GO = 30;

    static TimeBudget of(TimeLeft time, Color side) {
        if (time.isPerMove()) {
            long hard = Math.max(1, time.moveTimeMillis() - 5);
            return new TimeBudget(hard, hard);
        }
        long left = time.remainingMillis(side);
        long increment = time.incrementMillis(side);
        long available = Math.max(1, left - SAFETY_MILLIS);
        int movesToGo = time.movesToGo() > 0 ? Math.min(time.movesToGo(), 50) : ASSUMED_MOVES_TO_GO;
        long optimum = left / movesToGo + increment * 3 / 4;
        long ceiling = movesToGo == 1 ? available * 9 / 10 : available * 4 / 10;
        long hard = Math.max(1, Math.min(optimum * 3, ceiling));
        long soft = Math.max(1, Math.min(optimum * 7 / 10, hard));
        return new TimeBudget(soft, hard);
    }
}
