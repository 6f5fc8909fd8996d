package org.hektor.review;

import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.engine.Analysis;

/**
 * One move of the game as the review sees it.
 *
 * @param ply    its index in the game (0: the first move)
 * @param before the position it was played in
 * @param best   the engine's analysis of that position (its best move and line)
 * @param reply  the engine's analysis of the position after the move (what the move allowed), null when the game ended
 * @param first  the first pass's judgement when the move was looked at again with a larger budget ({@link Recheck}),
 *               null when the first pass's is the judgement
 */
public record MoveReview(int ply, Position before, Move played, Evaluation evalBefore, Evaluation evalAfter,
                         Analysis best, Analysis reply, Judgement judgement, Judgement first) {

    /** Whether the move was judged from the second, deeper look. */
    public boolean rechecked() {
        return first != null;
    }

    public Color mover() {
        return before.sideToMove();
    }

    public Position after() {
        return before.play(played);
    }

    public boolean playedBest() {
        return played.equals(best.best());
    }
}
