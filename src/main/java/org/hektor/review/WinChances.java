package org.hektor.review;

/**
 * The expected-score scale of lichess's analysis (lila's WinPercent): an evaluation in centipawns becomes the
 * winning chances of a side, 0 to 100, so a pawn lost in a level position weighs more than a pawn lost when a rook
 * up. Evaluations are capped at ±1000 centipawns (a mate is the cap).
 */
public final class WinChances {
    public static final int CEILING = 1000;
    /** lila's fitted constant (from games of rated players), so judgements match what lichess's players know. */
    private static final double SLOPE = -0.00368208;

    private WinChances() {
    }

    public static double percent(double centipawns) {
        double cp = Math.max(-CEILING, Math.min(CEILING, centipawns));
        return 50 + 50 * (2 / (1 + Math.exp(SLOPE * cp)) - 1);
    }
}
