package org.hektor.session;

import org.hektor.notation.Choice;

/**
 * How much Hektor says (a player listens for four hours). It changes which sentences are said, never
 * their words: every phrase stays the contract's (spoken-notation.md). What each level leaves out is decided in
 * one place, {@link Talk}.
 */
public enum Verbosity {
    /**
     * The opponent's move and what needs an answer, nothing else: the player's own confirmed move is acknowledged by
     * its earcon only (he just heard it read back, rule 2.6), "Sie sind am Zug." is not said after the opponent's
     * move (the move says it), and "denkt nach" only when the reply takes longer than a second.
     */
    BRIEF,
    /** Every sentence (the default, as Hektor always spoke). */
    NORMAL,
    /** For now the same as {@link #NORMAL}: nothing more was obviously missing from normal. */
    FULL;

    /** By name, any case; one sentence naming the choices otherwise. */
    public static Verbosity byName(String name) {
        return Choice.byName(Verbosity.class, name, "verbosity");
    }

    public String word() {
        return Choice.word(this);
    }
}
