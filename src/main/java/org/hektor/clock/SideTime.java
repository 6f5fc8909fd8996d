package org.hektor.clock;

/**
 * One side's clock at an instant.
 *
 * @param remainingMillis main time left (never below 0; 0 once the flag fell, until time is added)
 * @param usedMillis      all the time this side's clock has run, delays included (rule 2.9d "time used")
 * @param moves           moves this side has completed (presses)
 * @param period          index of the time-control period this side is in (0 = the first)
 * @param movesInPeriod   moves completed in that period
 * @param flagFallen      the main time reached 0 (rule 6.8); stays set until the arbiter sets this side's time
 */
public record SideTime(long remainingMillis, long usedMillis, int moves, int period, int movesInPeriod,
                       boolean flagFallen) {
}
