package org.hektor.chess;

/** Something in a PGN game that was read anyway, set right as said (a repeated tag, a repaired FEN tag). */
public record PgnWarning(int line, int column, String reason) {
    /** "line 3, column 2: reason", as {@link PgnException} names a place. */
    @Override
    public String toString() {
        return "line " + line + ", column " + column + ": " + reason;
    }
}
