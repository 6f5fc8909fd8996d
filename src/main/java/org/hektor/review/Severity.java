package org.hektor.review;

/** How much a move cost, as lichess names it, with its PGN glyph (NAG) and its threshold in points of winning chances. */
public enum Severity {
    INACCURACY(6, 10),
    MISTAKE(2, 20),
    BLUNDER(4, 30);

    private final int nag;
    private final double points;

    Severity(int nag, double points) {
        this.nag = nag;
        this.points = points;
    }

    /** The NAG: $6 (?!), $2 (?), $4 (??). */
    public int nag() {
        return nag;
    }

    /** The severity of losing {@code lost} points of winning chances, or null below an inaccuracy. */
    public static Severity ofLoss(double lost) {
        for (int i = values().length - 1; i >= 0; i--) {
            if (lost >= values()[i].points) {
                return values()[i];
            }
        }
        return null;
    }

    /** The key word of the sentences ("review.blunder"). */
    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
