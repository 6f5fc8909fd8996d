package org.hektor.notation;

/**
 * How clearly one kind of reading must beat the other in one utterance before it is answered: a command or query must
 * beat every move and every other command the recogniser also heard by {@code command}, a move must beat every command
 * it also heard by {@code move}, both in the recogniser's confidence (shares of its n-best list). Below the margin the
 * utterance is "not understood" and the player says it again: a move is never taken for a query or a command, nor the
 * reverse, on a guess (spoken-notation.md section 3: never pick silently). Typed lines and text without confidences
 * compete by order alone, as section 3 says.
 *
 * @param command  what a command or query must win by
 * @param move     what a move must win by against a command
 * @param noPhrase what a move must win by against the share of what was heard that is no phrase of the grammar
 *                 (may be negative: a move heard less often than that; NaN: that share is not weighed)
 */
public record Margins(double command, double move, double noPhrase) {
    /**
     * A move not weighed against what was no phrase: on the tuning voices (TuneLostWords, docs/measurements.md) even a
     * margin of -0.7 cost 0.7 % of the moves right and prevented no wrong one; words that are no phrase beside a move
     * are mostly the recogniser's partial readings of it.
     */
    public Margins(double command, double move) {
        this(command, move, Double.NaN);
    }

    /**
     * Chosen by {@code TuneMargins} on the tuning voices (docs/measurements.md): the least command margin with no
     * move taken for a command or query there (larger ones lose commands and gain little), measured on the held-out
     * voices only afterwards.
     */
    public static final Margins MEASURED = new Margins(0.6, 0.4);
    /** Order alone decides (the contract's rules 1-5 without confidences). */
    public static final Margins NONE = new Margins(0.6, 0.4);

    /** Whether a reading at {@code forIt} beats its best rival of the other kind at {@code against}. */
    boolean commandWins(double forIt, double against) {
        return forIt - against >= command;
    }

    boolean moveWins(double forIt, double against) {
        return forIt - against >= move;
    }

    /** Strictly more than what was no phrase, at margin 0: a move said is heard as itself more often than not. */
    boolean moveBeatsNoPhrase(double forIt, double noPhraseShare) {
        return Double.isNaN(noPhrase) || noPhraseShare == 0 || forIt - noPhraseShare > noPhrase;
    }
}
