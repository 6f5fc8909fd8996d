package org.hektor.chess;

import java.util.List;

/**
 * The piece initials of algebraic notation in each language (rule 8.8.2, Annex E3). Readers accept them
 * all; PGN files are always written in English.
 */
public enum PieceLetters {
    ENGLISH("K", "Q", "R", "B", "N"),
    GERMAN("K", "D", "T", "L", "S"),
    DUTCH("K", "D", "T", "L", "P"),
    FRENCH("R", "D", "T", "F", "C"),
    RUSSIAN("Кр", "Ф", "Л", "С", "К"),
    FIGURINE("♔", "♕", "♖", "♗", "♘");

    private static final String BLACK_FIGURINES = "♚♛♜♝♞";

    private final String[] letters; // indexed by PieceType ordinal; pawn has none

    PieceLetters(String king, String queen, String rook, String bishop, String knight) {
        letters = new String[] {"", knight, bishop, rook, queen, king};
    }

    /** The initial for a piece of this type; figurines differ by colour. Pawns have none. */
    public String letter(PieceType type, Color color) {
        if (this == FIGURINE && color == Color.BLACK && type != PieceType.PAWN) {
            return String.valueOf(BLACK_FIGURINES.charAt(4 - (type.ordinal() - 1)));
        }
        return letters[type.ordinal()];
    }

    /** Every spelling this set reads for a piece type (figurines of both colours). */
    List<String> spellings(PieceType type) {
        if (type == PieceType.PAWN) {
            return this == FIGURINE ? List.of("♙", "♟") : List.of();
        }
        if (this == FIGURINE) {
            return List.of(letters[type.ordinal()], letter(type, Color.BLACK));
        }
        return List.of(letters[type.ordinal()]);
    }

    public static PieceLetters byName(String name) {
        for (PieceLetters l : values()) {
            if (l.name().equalsIgnoreCase(name)) {
                return l;
            }
        }
        throw new IllegalArgumentException("Unknown piece letters '" + name + "'; choose english, german, dutch, french, russian or figurine.");
    }
}
