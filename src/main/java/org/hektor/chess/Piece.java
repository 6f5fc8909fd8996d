package org.hektor.chess;

/** A piece of one colour. The ordinal is the internal index (white pawn 0 … black king 11). */
public enum Piece {
    WHITE_PAWN, WHITE_KNIGHT, WHITE_BISHOP, WHITE_ROOK, WHITE_QUEEN, WHITE_KING,
    BLACK_PAWN, BLACK_KNIGHT, BLACK_BISHOP, BLACK_ROOK, BLACK_QUEEN, BLACK_KING;

    private static final Piece[] VALUES = values();

    public static Piece of(Color color, PieceType type) {
        return VALUES[color.ordinal() * 6 + type.ordinal()];
    }

    public static Piece ofIndex(int index) {
        return VALUES[index];
    }

    public Color color() {
        return ordinal() < 6 ? Color.WHITE : Color.BLACK;
    }

    public PieceType type() {
        return PieceType.values()[ordinal() % 6];
    }

    /** FEN letter: upper case for White, lower case for Black. */
    public char fenLetter() {
        char c = type().englishLetter();
        return color() == Color.WHITE ? c : Character.toLowerCase(c);
    }

    public static Piece fromFenLetter(char c) {
        PieceType type = PieceType.fromEnglishLetter(c);
        return of(Character.isUpperCase(c) ? Color.WHITE : Color.BLACK, type);
    }
}
