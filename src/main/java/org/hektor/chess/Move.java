package org.hektor.chess;

import java.util.Objects;

/**
 * A move as from-square, to-square and promotion piece (or null). Nothing else: whether it captures,
 * castles or checks is a question for the {@link Position} it is played in. Castling is the king's move
 * (e1g1), as in UCI.
 */
public record Move(Square from, Square to, PieceType promotion) {

    public Move {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        if (promotion != null && !promotion.isPromotionTarget()) {
            throw new IllegalArgumentException("A pawn cannot promote to a " + promotion.name().toLowerCase() + ".");
        }
    }

    public static Move of(Square from, Square to) {
        return new Move(from, to, null);
    }

    public static Move of(String from, String to) {
        return new Move(Square.parse(from), Square.parse(to), null);
    }

    /** Reads UCI long algebraic notation: e2e4, e7e8q. Syntax only; legality is the position's question. */
    public static Move fromUci(String uci) {
        if (!isUciSyntax(uci)) {
            throw new IllegalArgumentException(notUci(uci));
        }
        PieceType promo = uci.length() == 5 ? PieceType.fromEnglishLetter(uci.charAt(4)) : null;
        return new Move(Square.parse(uci.substring(0, 2)), Square.parse(uci.substring(2, 4)), promo);
    }

    /** The sentence for a text that {@link #isUciSyntax} refuses. */
    public static String notUci(String text) {
        return "'" + Excerpt.of(text) + "' is not a UCI move; a UCI move looks like e2e4 or e7e8q.";
    }

    public static boolean isUciSyntax(String s) {
        if (s == null || (s.length() != 4 && s.length() != 5)) {
            return false;
        }
        if (!Square.isSquareName(s.substring(0, 2)) || !Square.isSquareName(s.substring(2, 4))) {
            return false;
        }
        return s.length() == 4 || "nbrqNBRQ".indexOf(s.charAt(4)) >= 0;
    }

    public boolean isPromotion() {
        return promotion != null;
    }

    /** UCI long algebraic notation, promotion letter in lower case. */
    public String uci() {
        String s = from.name() + to.name();
        return promotion == null ? s : s + Character.toLowerCase(promotion.englishLetter());
    }

    @Override
    public String toString() {
        return uci();
    }
}
