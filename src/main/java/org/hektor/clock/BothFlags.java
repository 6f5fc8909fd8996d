package org.hektor.clock;

/** Rule 6.11: both flags are down. What the clock can say about it; the arbiter rules. */
public enum BothFlags {
    /** At most one flag is down. */
    NONE,
    /** Rule 6.11.1: both fell in a period that is not the last; the game goes on. */
    PLAY_ON,
    /** Rule 6.11.2: both fell in the last period, where all remaining moves are due; the game is drawn. */
    DRAW
}
