package org.hektor.review;

import java.util.List;
import org.hektor.chess.Color;
import org.hektor.chess.PgnGame;

/**
 * A game reviewed: its moves judged so far ({@code moves} holds the first moves whose positions are analysed, all of
 * them when {@code complete}), so the review can start on what is analysed while the rest is not.
 */
public record GameReview(PgnGame game, List<MoveReview> moves, boolean complete) {
    public GameReview {
        moves = List.copyOf(moves);
    }

    /** How many moves of {@code side} were judged {@code severity} (an only move found is not counted). */
    public int count(Color side, Severity severity) {
        return (int) moves.stream().filter(m -> m.mover() == side && m.judgement().severity() == severity).count();
    }

    /** The indices (in {@link #moves}) of the moves judged a mistake of some size, in order. */
    public List<Integer> mistakes() {
        return java.util.stream.IntStream.range(0, moves.size()).filter(i -> moves.get(i).judgement().isMistake())
                .boxed().toList();
    }
}
