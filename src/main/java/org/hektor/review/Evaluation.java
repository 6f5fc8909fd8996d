package org.hektor.review;

import org.hektor.chess.Color;
import org.hektor.chess.Position;
import org.hektor.engine.Analysis;

/**
 * A position's value from White's point of view: centipawns, or a mate by {@code mater} in {@code mateMoves} moves
 * (0: the other side is mated on the board).
 */
public record Evaluation(int centipawns, Color mater, int mateMoves) {

    /** The engine's analysis (from the side to move's point of view) of {@code position}. */
    public static Evaluation of(Position position, Analysis a) {
        Color mover = position.sideToMove();
        if (a.isMate()) {
            int m = a.mate();
            // "mate 0" or a negative mate: the side to move is the one mated
            return new Evaluation(0, m > 0 ? mover : mover.opposite(), Math.abs(m));
        }
        return new Evaluation(mover == Color.WHITE ? a.centipawns() : -a.centipawns(), null, 0);
    }

    /** The value of a position where the game is over: mated, or drawn (stalemate and the like). */
    public static Evaluation ofFinal(Position position) {
        return position.isCheckmate() ? new Evaluation(0, position.sideToMove().opposite(), 0) : new Evaluation(0, null, 0);
    }

    public boolean isMate() {
        return mater != null;
    }

    /** Centipawns for {@code side}: a mate counts as the ceiling of the scale, as lichess counts it. */
    public int centipawnsFor(Color side) {
        if (mater != null) {
            return mater == side ? WinChances.CEILING : -WinChances.CEILING;
        }
        return side == Color.WHITE ? centipawns : -centipawns;
    }

    /** {@code side}'s winning chances, 0 to 100. */
    public double winPercentFor(Color side) {
        return WinChances.percent(centipawnsFor(side));
    }

    /** As PGN's {@code [%eval]} writes it: "0.35", "-1.20", "#3", "#-2". */
    public String pgnEval() {
        if (mater != null) {
            return "#" + (mater == Color.WHITE ? "" : "-") + mateMoves;
        }
        return String.format(java.util.Locale.ROOT, "%.2f", centipawns / 100.0);
    }
}
