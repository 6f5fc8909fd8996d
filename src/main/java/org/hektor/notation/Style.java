package org.hektor.notation;


/** How a move is announced (spoken-notation.md section 2). */
public enum Style {
    /** Piece, the square it leaves, the square it reaches: what a tactile-board player needs (the default). */
    LONG,
    /** SAN spoken: piece word (none for pawns), SAN's disambiguator, destination. */
    SHORT;

    public static Style byName(String name) {
        return Choice.byName(Style.class, name, "announcement style");
    }

    @Override
    public String toString() {
        return Choice.word(this);
    }
}
