package org.hektor.arbiter;

import java.util.Locale;
import java.util.Objects;
import org.hektor.chess.Color;
import org.hektor.chess.Square;

/**
 * Why the arbiter refused an action ({@link ArbiterEvent.Refused}), as a kind and its arguments, so that the session
 * can say it in the player's language. The English sentence stays the arbiter's own (its scripts print it).
 *
 * @param color  the player the sentence is about (whose move it is, whose draw offer stands, ...), or null
 * @param square the square it is about, or null
 * @param rule   the article of the rules it cites when that varies with the discipline, or null
 */
public record Refusal(Kind kind, Color color, Square square, String rule) {
    /** A refusal with no kind of its own (none a player can meet in a normal game): said in the arbiter's words. */
    public static final Refusal OTHER = new Refusal(Kind.OTHER, null, null, null);

    /** Each kind is said by the message {@code refused.<key>} of the player's language. */
    public enum Kind {
        GAME_OVER,
        NOT_YOUR_MOVE,
        /** Rule 6.12.1: the arbiter stopped the clocks; a move is completed once they run again. */
        CLOCKS_STOPPED,
        /** Rule 6.5: the clocks have not been started. */
        CLOCKS_NOT_STARTED,
        CLOCKS_RUNNING,
        NO_CLOCK,
        /** Rule 2.3: lifted, put elsewhere and announced, only then is the clock pressed. */
        MOVE_NOT_COMPLETE,
        /** Rule 4.6.3: the promoted pawn has not been replaced yet. */
        PROMOTION_PIECE_NOT_PLACED,
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
        /** Rule 9.4: a player who touched a piece can no longer claim a draw on this move. */
        TOUCHED_BEFORE_CLAIM,
        INTENDED_MOVE_NOT_LEGAL,
        /** Rule 9.1.2.1: an offer cannot be withdrawn. */
        DRAW_OFFER_STANDS,
        OPPONENTS_DRAW_OFFER_STANDS,
        NO_DRAW_OFFER,
        NO_PIECE_TO_LIFT,
        NOTHING_LIFTED,
        NO_PIECE_TO_REMOVE,
        NO_PIECE_TO_ADJUST,
        /** A reported board ("my board shows ...") that is no board. */
        BAD_PLACEMENT,
        EMPTY_SCORESHEET_ENTRY,
        NO_CORRECTIONS,
        /** Annex A: adjournment. */
        ADJOURNED,
        NOT_ADJOURNED,
        NOT_TO_MOVE_TO_SEAL,
        EMPTY_SEALED_MOVE,
        NOTHING_SEALED,
        OTHER;

        /** The message key's tail: {@code NO_DRAW_OFFER} → {@code no.draw.offer}. */
        public String key() {
            return name().toLowerCase(Locale.ROOT).replace('_', '.');
        }
    }

    public Refusal {
        Objects.requireNonNull(kind, "kind");
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
}
