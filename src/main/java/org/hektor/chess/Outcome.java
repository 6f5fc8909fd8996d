package org.hektor.chess;

import java.util.Objects;

/** How a game ended and who won; {@code winner} is null for a draw. */
public record Outcome(Termination termination, Color winner) {

    public Outcome {
        Objects.requireNonNull(termination, "termination");
        if (winner == null && termination.decision() == Termination.Decision.WIN) {
            throw new IllegalArgumentException("A game ended by " + name(termination) + " has a winner.");
        }
        if (winner != null && termination.decision() == Termination.Decision.DRAW) {
            throw new IllegalArgumentException("A game ended by " + name(termination) + " is a draw.");
        }
    }

    public static Outcome draw(Termination termination) {
        return new Outcome(termination, null);
    }

    public static Outcome win(Termination termination, Color winner) {
        return new Outcome(termination, Objects.requireNonNull(winner, "winner"));
    }

    public boolean isDraw() {
        return winner == null;
    }

    /** The PGN result: "1-0", "0-1" or "1/2-1/2". */
    public String result() {
        if (winner == null) {
            return "1/2-1/2";
        }
        return winner == Color.WHITE ? "1-0" : "0-1";
    }

    private static String name(Termination t) {
        return t.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
