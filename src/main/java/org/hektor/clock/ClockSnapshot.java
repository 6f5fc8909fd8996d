package org.hektor.clock;

import org.hektor.chess.Color;

/**
 * The whole clock at one instant: after a ply (the history that rule 2.8 rewinds to) or now.
 *
 * @param ply       plies completed since the clock started (0 = before the first move)
 * @param toMove    the side whose clock runs (or would run, if stopped)
 * @param firstFlag the side whose flag fell first, or null; with one clock running at a time the order is
 *                  always known, which is what an arbiter applying rule 6.9 wants to hear
 * @param bothFlags rule 6.11, decided at the instant the second flag fell
 */
public record ClockSnapshot(int ply, Color toMove, SideTime white, SideTime black, Color firstFlag,
                            BothFlags bothFlags) {

    public SideTime side(Color side) {
        return side == Color.WHITE ? white : black;
    }

    /** The number of the move being played: the side to move has completed one fewer (rule 2.9d). */
    public int moveNumber() {
        return side(toMove).moves() + 1;
    }
}
