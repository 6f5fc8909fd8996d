package org.hektor.notation;

import java.util.Locale;
import java.util.Objects;
import org.hektor.chess.PieceType;
import org.hektor.chess.Square;

/**
 * Why an utterance names no move (spoken-notation.md section 3), as a kind and its arguments, so that the session
 * can say it in the player's language with the profile's words. {@link #english()} is the contract's sentence,
 * which {@code hektor hear} prints after {@code REJECT}.
 *
 * @param piece    the piece named, or null when none was ("no piece can reach f3")
 * @param fromFile the file the piece leaves (0..7), or -1 when not named
 * @param fromRank the rank the piece leaves (0..7), or -1 when not named
 * @param to       the square the piece goes to, or null
 * @param count    a number of moves (too many match; the largest number of a question's list), or 0
 */
public record Reason(Kind kind, PieceType piece, int fromFile, int fromRank, Square to, int count) {

    /** Each kind is said by the message {@code reject.<key>} of the player's language. */
    public enum Kind {
        NOT_UNDERSTOOD,
        NO_LEGAL_MOVE,
        SHORT_CASTLING_NOT_LEGAL,
        LONG_CASTLING_NOT_LEGAL,
        CASTLING_NOT_LEGAL,
        /** A king or a pawn named as the promotion piece (rule 3.7.5). */
        NAME_PROMOTION_PIECE,
        NOT_A_PROMOTION,
        NAME_DESTINATION,
        NAME_PIECE_TO_FIND,
        NAME_SQUARE_TO_LOOK_AT,
        /** No piece of the mover's (of the named kind) on the origin square. */
        NO_PIECE_OF_YOURS,
        /** The piece on the origin square cannot reach the destination. */
        CANNOT_REACH,
        NOTHING_TO_TAKE,
        NONE_CAN_REACH,
        NONE_CAN_TAKE,
        NONE_ON_FILE_CAN_REACH,
        NONE_ON_FILE_CAN_TAKE,
        NONE_ON_RANK_CAN_REACH,
        NONE_ON_RANK_CAN_TAKE,
        /** Rule 5 of section 3: more than eight moves fit. */
        TOO_MANY_MOVES,
        /** The answer to a question is a number beyond its list. */
        NUMBER_OUT_OF_RANGE,
        /** Typed SAN that names no legal move; the English sentence is the SAN reader's. */
        TYPED_NOT_LEGAL,
        /** Typed SAN that fits several moves and could not be completed. */
        TYPED_AMBIGUOUS;

        /** The message key's tail: {@code NONE_ON_FILE_CAN_REACH} → {@code none.on.file.can.reach}. */
        public String key() {
            return name().toLowerCase(Locale.ROOT).replace('_', '.');
        }
    }

    public Reason {
        Objects.requireNonNull(kind, "kind");
    }

    public static Reason of(Kind kind) {
        return new Reason(kind, null, -1, -1, null, 0);
    }

    public static Reason counting(Kind kind, int count) {
        return new Reason(kind, null, -1, -1, null, count);
    }

    /** The origin square, when both its file and rank were named. */
    public Square from() {
        return fromFile >= 0 && fromRank >= 0 ? Square.of(fromFile, fromRank) : null;
    }

    /**
     * The contract's sentence (no capital, no final period), exactly as {@code hektor hear} has always printed it;
     * {@link Heard.Reject#reason()} carries it. The typed kinds have none here: their sentence is the SAN reader's.
     */
    String english() {
        String who = piece == null ? "piece" : name(piece);
        return switch (kind) {
            case NOT_UNDERSTOOD -> Understanding.NOT_UNDERSTOOD;
            case NO_LEGAL_MOVE -> "there is no legal move in this position";
            case SHORT_CASTLING_NOT_LEGAL -> "short castling is not legal here";
            case LONG_CASTLING_NOT_LEGAL -> "long castling is not legal here";
            case CASTLING_NOT_LEGAL -> "castling is not legal here";
            case NAME_PROMOTION_PIECE -> "name the promotion piece";
            case NOT_A_PROMOTION -> "that move is not a promotion";
            case NAME_DESTINATION -> "name the square the piece goes to";
            case NAME_PIECE_TO_FIND -> "name the piece to look for";
            case NAME_SQUARE_TO_LOOK_AT -> "name the square to look at";
            case NO_PIECE_OF_YOURS -> "there is no " + who + " of yours on " + from().name();
            case CANNOT_REACH -> "the " + who + " on " + from().name() + " cannot reach " + to.name();
            case NOTHING_TO_TAKE -> "there is nothing to take on " + to.name();
            case NONE_CAN_REACH -> "no " + who + " can reach " + to.name();
            case NONE_CAN_TAKE -> "no " + who + " can take on " + to.name();
            case NONE_ON_FILE_CAN_REACH -> "no " + who + " on the " + (char) ('a' + fromFile) + "-file can reach " + to.name();
            case NONE_ON_FILE_CAN_TAKE -> "no " + who + " on the " + (char) ('a' + fromFile) + "-file can take on " + to.name();
            case NONE_ON_RANK_CAN_REACH -> "no " + who + " on rank " + (fromRank + 1) + " can reach " + to.name();
            case NONE_ON_RANK_CAN_TAKE -> "no " + who + " on rank " + (fromRank + 1) + " can take on " + to.name();
            case TOO_MANY_MOVES -> count + " moves match, name the square the piece leaves";
            case NUMBER_OUT_OF_RANGE -> "say a number from 1 to " + count;
            case TYPED_NOT_LEGAL, TYPED_AMBIGUOUS -> throw new IllegalStateException(
                    "A typed move's reason is the SAN reader's sentence.");
        };
    }

    private static String name(PieceType type) {
        return type.name().toLowerCase(Locale.ROOT);
    }
}
