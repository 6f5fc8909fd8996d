package org.hektor.chess;

import java.util.List;

/** A FEN that cannot be a position; the message names every problem found. */
public class FenException extends IllegalArgumentException {
    private final String fen;
    private final List<String> problems;

    public FenException(String fen, List<String> problems) {
        super("Bad FEN \"" + Excerpt.of(fen) + "\": " + String.join("; ", problems) + ".");
        this.fen = Excerpt.of(fen);
        this.problems = List.copyOf(problems);
    }

    /** The FEN as a sentence may quote it (shortened when long). */
    public String fen() {
        return fen;
    }

    public List<String> problems() {
        return problems;
    }
}
