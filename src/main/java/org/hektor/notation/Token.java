package org.hektor.notation;

/**
 * One word or phrase of an utterance, classified by the profile's {@link Lexicon}. {@code value} is the
 * file or rank 0..7, the square index, the {@code PieceType} or {@code CommandWord} ordinal, or for
 * castling 0 (side not said), 1 (short), 2 (long). {@code text} is the normalised word as heard.
 */
record Token(Kind kind, int value, String text) {
    enum Kind { FILE, RANK, SQUARE, PIECE, CAPTURE, CASTLE, COMMAND, FILLER, UNKNOWN }

    static final int CASTLE_EITHER = 0;
    static final int CASTLE_SHORT = 1;
    static final int CASTLE_LONG = 2;

    /** Same meaning, whatever the spelling. */
    boolean sameMeaning(Token other) {
        return kind == other.kind && value == other.value;
    }
}
