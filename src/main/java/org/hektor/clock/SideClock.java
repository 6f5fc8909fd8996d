package org.hektor.clock;

import java.util.OptionalInt;

/**
 * One side's time on the {@link ChessClock} while it runs: what is left, what was used, the moves made and the
 * period they are in, the flag. Mutable, owned by the clock; {@link SideTime} is its immutable picture.
 */
final class SideClock {
    long remaining;
    long used;
    int moves;
    int period;
    int movesInPeriod;
    boolean flagFallen;

    SideClock(long remaining) {
        this.remaining = remaining;
    }

    SideTime picture() {
        return new SideTime(remaining, used, moves, period, movesInPeriod, flagFallen);
    }

    void restore(SideTime t) {
        remaining = t.remainingMillis();
        used = t.usedMillis();
        moves = t.moves();
        period = t.period();
        movesInPeriod = t.movesInPeriod();
        flagFallen = t.flagFallen();
    }

    /**
     * The side completed a move (rule 6.7.1): it counts, the increment is added unless its time is up, and the
     * period's last move reaches the control, whose time is added after the increment. Returns the seconds of the
     * control reached, empty if none was.
     */
    OptionalInt completeMove(TimeControl control) {
        TimeControl.Period now = control.period(period);
        moves++;
        movesInPeriod++;
        if (remaining > 0) {
            remaining += millis(now.incrementSeconds());
        }
        if (now.isRestOfGame() || movesInPeriod != now.moves()) {
            return OptionalInt.empty();
        }
        period++;
        movesInPeriod = 0;
        int added = control.period(period).seconds();
        remaining += millis(added);
        return OptionalInt.of(added);
    }

    /** Rule 6.10.2: the move counter set to {@code movesMade}; its period and the moves to the next control follow. */
    void countMoves(int movesMade, TimeControl control) {
        int p = 0;
        int left = movesMade;
        while (!control.period(p).isRestOfGame() && left >= control.period(p).moves()) {
            left -= control.period(p).moves();
            p++;
        }
        moves = movesMade;
        period = p;
        movesInPeriod = left;
    }

    /** What an engine needs to plan this side's time. */
    ClockReading.SideReading reading(TimeControl control) {
        TimeControl.Period p = control.period(period);
        return new ClockReading.SideReading(remaining, millis(p.incrementSeconds()), millis(p.delaySeconds()),
                p.isRestOfGame() ? 0 : p.moves() - movesInPeriod);
    }

    static long millis(int seconds) {
        return seconds * 1000L;
    }
}
