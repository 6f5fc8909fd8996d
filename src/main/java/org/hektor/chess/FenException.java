package org.hektor.chess;

import java.util.List;

/** A FEN that cannot be a position; the message names every problem found. */
public class FenException extends IllegalArgumentException {
    private final String fen;
    private final List<String> problems;

    public FenException(String fen, List<String> problems) {
        super(sentence(fen, problems));
        this.fen = Excerpt.of(fen);
        this.problems = List.copyOf(problems);
    }

    /** The one sentence that names a FEN and every problem found in it. */
    public static String sentence(String fen, List<String> problems) {
        return "Bad FEN \"" + Excerpt.of(fen) + "\": " + String.join("; ", problems) + ".";
    }

    /** The FEN as a sentence may quote it (shortened when long). */
    public String fen() {
        return fen;
    }

    public List<String> problems() {
        return problems;
    }
}
