package org.hektor.chess;

/** The two sides. White moves first (rule 1.1). */
public enum Color {
    WHITE, BLACK;

    public Color opposite() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** The FEN letter of the side to move: {@code w} or {@code b}. */
    public char fenLetter() {
        return this == WHITE ? 'w' : 'b';
    }
}
