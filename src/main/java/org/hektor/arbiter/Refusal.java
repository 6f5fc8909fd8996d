package org.hektor.arbiter;

import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import org.hektor.chess.Color;
import org.hektor.chess.Piece;
import org.hektor.chess.PieceType;
import org.hektor.chess.Square;

/**
 * Why the arbiter refused an action ({@link ArbiterEvent.Refused}): a kind and its arguments, a value the law groups
 * return (nothing is thrown), so that any language can say it. Each kind is one sentence; its arguments are all that
 * sentence names, in any language.
 *
 * @param color  the player the sentence is about (whose move it is, whose draw offer stands, ...), or null
 * @param square the square it is about, or null
 * @param rule   the article it cites when that varies with the discipline, or null
 * @param move   the move it names, as the game writes it (SAN, or UCI for an illegal move), or null
 * @param detail what it quotes from elsewhere, in the arbiter's words: the result and reason of an ended game, the
 *               board's own objection to a reported placement; or null
 * @param undone the parts of the blind player's move not yet done (2.3), for {@link Kind#MOVE_NOT_COMPLETE}; said
 *               in the order of {@link Part}
 * @param mover  the kind of piece an illegal move would move ({@link IllegalMoveReason}), or null
 * @param other  the piece in the way or giving check, standing on {@code square}, or null
 */
public record Refusal(Kind kind, Color color, Square square, Rule rule, String move, String detail,
                      Set<Part> undone, PieceType mover, Piece other) {
    /** Each kind is said by the message {@code refused.<key>} of the player's language. */
    public enum Kind {
        GAME_OVER,
        NOT_YOUR_MOVE,
        /** Rule 6.12.1: the arbiter stopped the clocks; a move is completed once they run again. */
        CLOCKS_STOPPED,
        /** Rule 6.12.1: the clocks cannot be stopped twice. */
        CLOCKS_ALREADY_STOPPED,
        /** Rule 6.5: the clocks have not been started, so no move can be completed. */
        CLOCKS_NOT_STARTED,
        /** Rule 6.5: the clocks have not been started, so they cannot be stopped. */
        CLOCKS_NOT_STARTED_YET,
        CLOCKS_RUNNING,
        /** A flag claimed in a game without a clock. */
        NO_CLOCK,
        /** The clocks started or stopped in a game without one. */
        NO_CLOCK_TO_START_OR_STOP,
        /** Rule 2.3: lifted, put elsewhere and announced, only then is the clock pressed. */
        MOVE_NOT_COMPLETE,
        NO_MOVE_ON_BOARD,
        /** Rule 2.6: the clock was pressed; the move stands. */
        MOVE_STANDS,
        NOTHING_TO_CORRECT,
        SIGHTED_PLAYER_DOES_NOT_ANNOUNCE,
        NO_PIECE_FOR_MOVE,
        /** Rapid B6, blitz 17.3.2: the opponent's illegal move stands until claimed; play on from it only after. */
        CLAIM_THE_ILLEGAL_MOVE,
        /** Rule 7.4.1: in standard play the arbiter acts on an illegal move at once. */
        ILLEGAL_MOVES_RULED_AT_ONCE,
        NO_ILLEGAL_MOVE_TO_CLAIM,
        /** Rule 4.3: in standard play the arbiter enforces touch-move at once. */
        TOUCH_MOVE_ENFORCED_AT_ONCE,
        /** Rule B5: nothing to claim, or too late. */
        NO_TOUCH_MOVE_TO_CLAIM,
        /** Rule 4.7: the claimant touched a piece himself, so he can no longer claim the opponent broke touch-move. */
        TOUCH_CLAIM_FORFEITED,
        /** Rule 9.4: a player who touched a piece can no longer claim a draw on this move. */
        TOUCHED_BEFORE_CLAIM,
        INTENDED_MOVE_NOT_LEGAL,
        /** Rule 9.1.2.1: an offer cannot be withdrawn. */
        DRAW_OFFER_STANDS,
        OPPONENTS_DRAW_OFFER_STANDS,
        /** No offer of the opponent's to accept. */
        NO_DRAW_OFFER,
        /** No offer of the opponent's to decline. */
        NO_DRAW_OFFER_TO_DECLINE,
        NO_PIECE_TO_LIFT,
        NOTHING_LIFTED,
        NO_PIECE_TO_REMOVE,
        NO_PIECE_TO_ADJUST,
        /** A reported board ("my board shows ...") that is no board. */
        BAD_PLACEMENT,
        EMPTY_SCORESHEET_ENTRY,
        NO_CORRECTIONS,
        /** Annex A: the game is adjourned; moves and claims wait for the resumption (A1, A9). */
        ADJOURNED,
        /** Annex A9: the clocks of an adjourned game run again only when it resumes. */
        ADJOURNED_CLOCKS_WAIT,
        NOT_ADJOURNED,
        NOT_TO_MOVE_TO_SEAL,
        EMPTY_SEALED_MOVE,
        NOTHING_SEALED,
        /** A bishop, rook, queen or pawn may not move over a piece; the piece on {@code square} stands in the way. */
        PATH_BLOCKED,
        /** Rule 3.9: the piece shields its king from {@code other} on {@code square}. */
        PINNED,
        /** Rule 3.9: the king would stand (or stay) in check from {@code other} on {@code square}. */
        KING_WOULD_BE_IN_CHECK,
        /** The piece does not move that way at all (a knight from g1 to g3). */
        NOT_THAT_PIECES_MOVE,
        /** Rule 3.8.2: the king or that rook has moved; {@code detail} is "short" or "long". */
        CASTLING_RIGHTS_LOST,
        /** Rule 3.8.2: no castling out of check; {@code other} on {@code square} gives check; {@code detail} the side. */
        CASTLING_IN_CHECK,
        /** Rule 3.8.2: the king would pass a square {@code other} on {@code square} attacks; {@code detail} the side. */
        CASTLING_THROUGH_ATTACK,
        /** Rule 3.8.2: the king would land in check from {@code other} on {@code square}; {@code detail} the side. */
        CASTLING_INTO_CHECK,
        OTHER;

        /** The message key's tail: {@code NO_DRAW_OFFER} → {@code no.draw.offer}. */
        public String key() {
            return name().toLowerCase(Locale.ROOT).replace('_', '.');
        }
    }

    /** The three parts of the blind player's move (2.3 a, b, c). */
    public enum Part {
        /** (a) a piece pulled out of its hole. */
        LIFTED,
        /** (b) put into a hole on another square. */
        PLACED_ELSEWHERE,
        /** (c) the move announced. */
        ANNOUNCED
    }

    public Refusal {
        Objects.requireNonNull(kind, "kind");
        undone = undone == null ? Set.of() : Set.copyOf(undone);
    }

    /** A refusal about a player, a square and an article, naming no move. */
    public Refusal(Kind kind, Color color, Square square, Rule rule) {
        this(kind, color, square, rule, null, null, Set.of(), null, null);
    }

    /** A refusal of no kind of its own, said as {@code detail} (the words of whoever refused). */
    public static Refusal other(String detail) {
        return of(Kind.OTHER).quoting(detail);
    }

    public static Refusal of(Kind kind) {
        return new Refusal(kind, null, null, null);
    }

    public static Refusal about(Kind kind, Color color) {
        return new Refusal(kind, color, null, null);
    }

    public static Refusal on(Kind kind, Square square) {
        return new Refusal(kind, null, square, null);
    }

    /** Rule 2.3: the blind player pressed his clock before his move was complete; these parts are still to do. */
    public static Refusal moveNotComplete(Set<Part> undone) {
        return new Refusal(Kind.MOVE_NOT_COMPLETE, null, null, null, null, null, undone, null, null);
    }

    /** An illegal move ({@link IllegalMoveReason}): why, written as the game writes it, and the piece it would move. */
    static Refusal illegalMove(Kind kind, String move, PieceType mover) {
        return new Refusal(kind, null, null, null, move, null, Set.of(), mover, null);
    }

    /** The same refusal naming the piece in the way or giving check, and its square. */
    Refusal by(Piece other, Square square) {
        return new Refusal(kind, color, square, rule, move, detail, undone, mover, other);
    }

    /** The same refusal about a square. */
    Refusal at(Square square) {
        return new Refusal(kind, color, square, rule, move, detail, undone, mover, other);
    }

    /** The same refusal citing an article. */
    Refusal citing(Rule rule) {
        return new Refusal(kind, color, square, rule, move, detail, undone, mover, other);
    }

    /** The same refusal naming a move. */
    Refusal naming(String move) {
        return new Refusal(kind, color, square, rule, move, detail, undone, mover, other);
    }

    /** The same refusal quoting {@code detail}. */
    Refusal quoting(String detail) {
        return new Refusal(kind, color, square, rule, move, detail, undone, mover, other);
    }
}
