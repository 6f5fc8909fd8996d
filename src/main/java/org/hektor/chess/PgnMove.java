package org.hektor.chess;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * One move of a PGN game with what the file says about it.
 *
 * @param move          the move
 * @param san           the move in English SAN as Hektor writes it (not necessarily as the file spelled it)
 * @param commentBefore a comment standing before this move; kept only for the first move of the game's
 *                      movetext or of a variation (elsewhere a comment belongs to the move before it)
 * @param nags          Numeric Annotation Glyphs in order ({@code !} is 1, {@code ?} 2, {@code !!} 3,
 *                      {@code ??} 4, {@code !?} 5, {@code ?!} 6)
 * @param comment       the comment after the move, without the {@code [%clk]} command; "" if none
 * @param clock         the clock time left after the move, from a {@code [%clk h:mm:ss]} comment, or null
 * @param variations    alternatives to this move: each a line of moves starting from the position before it
 */
public record PgnMove(Move move, String san, String commentBefore, List<Integer> nags, String comment,
                      Duration clock, List<List<PgnMove>> variations) {

    public PgnMove {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(san, "san");
        commentBefore = commentBefore == null ? "" : commentBefore;
        nags = List.copyOf(nags);
        comment = comment == null ? "" : comment;
        variations = variations.stream().map(List::copyOf).toList();
    }

    /** A bare move, its SAN computed in {@code before}, the position it is played in. */
    public static PgnMove of(Position before, Move move) {
        return new PgnMove(move, San.of(before, move), "", List.of(), "", null, List.of());
    }

    public PgnMove withComment(String text) {
        return new PgnMove(move, san, commentBefore, nags, text, clock, variations);
    }

    public PgnMove withClock(Duration remaining) {
        return new PgnMove(move, san, commentBefore, nags, comment, remaining, variations);
    }
}
