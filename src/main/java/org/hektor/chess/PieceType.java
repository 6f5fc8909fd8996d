package org.hektor.chess;

/** The six kinds of piece (rule 2.2). The order is the internal index used by the bitboard board. */
public enum PieceType {
    PAWN('P'), KNIGHT('N'), BISHOP('B'), ROOK('R'), QUEEN('Q'), KING('K');

    private final char englishLetter;

    PieceType(char englishLetter) {
        this.englishLetter = englishLetter;
    }

    /** The English SAN/FEN letter (upper case); {@code P} for the pawn, which SAN never writes. */
    public char englishLetter() {
        return englishLetter;
    }

    /** The piece types a pawn may promote to (rule 3.7.5). */
    public boolean isPromotionTarget() {
        return this != PAWN && this != KING;
    }

    public static PieceType fromEnglishLetter(char c) {
        for (PieceType t : values()) {
            if (t.englishLetter == Character.toUpperCase(c)) {
                return t;
            }
        }
        throw new IllegalArgumentException("'" + c + "' is not a piece letter.");
    }
}
