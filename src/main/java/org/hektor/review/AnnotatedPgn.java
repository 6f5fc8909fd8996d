package org.hektor.review;

import java.util.ArrayList;
import java.util.List;
import org.hektor.chess.PgnGame;
import org.hektor.chess.PgnMove;
import org.hektor.chess.San;

/**
 * The reviewed game as PGN, the way lichess exports an analysed game: each move's evaluation after it as
 * {@code [%eval 0.35]} (or {@code [%eval #-3]}) in its comment, a glyph ($1 the only move found, $6 inaccuracy, $2
 * mistake, $4 blunder) and a few words on each judged move, and the engine's best line as a variation on each move
 * that was not the best and was judged. What the game file had (comments, clocks, variations) is kept.
 */
public final class AnnotatedPgn {
    /** Plies of the best line written as a variation. */
    static final int VARIATION_PLIES = 8;

    private AnnotatedPgn() {
    }

    public static PgnGame of(GameReview review, ReviewWords words) {
        PgnGame game = review.game();
        List<PgnMove> moves = new ArrayList<>();
        for (int i = 0; i < game.moves().size(); i++) {
            PgnMove original = game.moves().get(i);
            if (i >= review.moves().size()) {
                moves.add(original);
                continue;
            }
            MoveReview m = review.moves().get(i);
            Judgement j = m.judgement();
            List<Integer> nags = new ArrayList<>(original.nags());
            List<List<PgnMove>> variations = new ArrayList<>();
            StringBuilder comment = new StringBuilder("[%eval ").append(m.evalAfter().pgnEval()).append(']');
            if (j.nag() != 0) {
                nags.removeIf(n -> n >= 1 && n <= 6); // one move glyph only (PGN standard 10: the first six are exclusive)
                nags.add(j.nag());
                String judged = org.hektor.words.Words.capitalized(words.judgement(j));
                comment.append(' ').append(m.playedBest() ? judged + "."
                        : words.words().say("review.pgn.comment", "judgement", judged, "best", San.of(m.before(), m.best().best())));
                if (!m.playedBest()) {
                    variations.add(PlayedLine.each(m.before(), m.best().line(), VARIATION_PLIES, PgnMove::of));
                }
            }
            if (!original.comment().isEmpty()) {
                comment.append(' ').append(original.comment());
            }
            variations.addAll(original.variations());
            moves.add(new PgnMove(original.move(), original.san(), original.commentBefore(), nags, comment.toString(),
                    original.clock(), variations));
        }
        return new PgnGame(game.tags(), game.start(), game.comment(), moves, game.result());
    }
}
