package org.hektor.review;

/** How much a move cost, as lichess names it, with its PGN glyph (NAG); the thresholds are a {@link Scale}'s. */
public enum Severity {
    INACCURACY(6),
    MISTAKE(2),
    BLUNDER(4);

    private final int nag;

    Severity(int nag) {
        this.nag = nag;
    }

    /** The NAG: $6 (?!), $2 (?), $4 (??). */
    public int nag() {
        return nag;
    }

    /** The key word of the sentences ("review.blunder"). */
    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
