package org.hektor.chess;

/**
 * How a game ended, with the article of the Laws that ends it and whether it is a win, a draw, or either.
 * Plain data: {@link Game} decides the automatic and claimable ones; the arbiter declares the others.
 * "current Laws" marks the automatic draws of the current FIDE Laws that the seed edition does not have.
 */
public enum Termination {
    /** Rule 5.1.1: checkmate ends the game at once. */
    CHECKMATE("5.1.1", Decision.WIN),
    /** Rule 5.2.1: the side to move has no legal move and is not in check. */
    STALEMATE("5.2.1", Decision.DRAW),
    /** Rules 5.2.2 / 9.6: no series of legal moves can lead to mate. */
    DEAD_POSITION("5.2.2", Decision.DRAW),
    /** Current Laws 9.6.1: the same position for the fifth time (automatic, an option in Hektor). */
    FIVEFOLD_REPETITION("9.6.1 (current Laws)", Decision.DRAW),
    /** Current Laws 9.6.2: 75 moves by each side without a pawn move or capture (automatic, an option). */
    SEVENTY_FIVE_MOVES("9.6.2 (current Laws)", Decision.DRAW),
    /** Rule 9.2: the same position for the third time, claimed by the player to move. */
    THREEFOLD_REPETITION("9.2", Decision.DRAW),
    /** Rule 9.3: 50 moves by each side without a pawn move or capture, claimed. */
    FIFTY_MOVES("9.3", Decision.DRAW),
    /** Rule 5.2.3: the players agree to a draw (offer 9.1). */
    AGREEMENT("5.2.3", Decision.DRAW),
    /** Rule 5.1.2: a player resigns. */
    RESIGNATION("5.1.2", Decision.WIN),
    /** Rule 6.9: a flag fell; a draw when the opponent cannot mate by any series of legal moves. */
    TIME_FORFEIT("6.9", Decision.EITHER),
    /** Rule 7.4.2: the third illegal move loses; a draw when the opponent cannot mate. */
    ILLEGAL_MOVES("7.4.2", Decision.EITHER),
    /** Annex A8: the sealed move is ambiguous, of no certain meaning, or illegal; its sealer loses. */
    SEALED_MOVE("A8", Decision.WIN),
    /** Rule 6.11 and blitz (Annex C): both flags have fallen. */
    BOTH_FLAGS("6.11", Decision.DRAW);

    /** Whether an ending of this kind has a winner. */
    public enum Decision { WIN, DRAW, EITHER }

    private final String article;
    private final Decision decision;

    Termination(String article, Decision decision) {
        this.article = article;
        this.decision = decision;
    }

    /** The article of the Laws, e.g. "5.1.1", for messages and logs. */
    public String article() {
        return article;
    }

    public Decision decision() {
        return decision;
    }
}
