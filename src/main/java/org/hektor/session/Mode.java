package org.hektor.session;

import org.hektor.notation.Choice;
import org.hektor.words.TurnWords;

/** Who sits across the board from the visually impaired player, and who types. */
public enum Mode {
    /** The blind player against the engine (the default). */
    PRACTICE,
    /**
     * The blind player against a sighted player at a tablet. Until the tablet page exists the sighted player's
     * moves come from the console, on lines starting with {@code >}.
     */
    TABLET,
    /**
     * An assistant at the keyboard enters both players' moves (rule 2.9a–c); Hektor tells the blind player only
     * what rule 2.9 allows: both sides' moves as they are made, and time and move count only at his request
     * (2.9d), so the clock's dial calls are off; a fallen flag is still called (2.9e).
     */
    ASSISTED;

    /** By name, any case; one sentence naming the choices otherwise. */
    public static Mode byName(String name) {
        return Choice.byName(Mode.class, name, "mode");
    }

    public String word() {
        return Choice.word(this);
    }

    /** How turns are named: the engine by its name, a sighted player as "your opponent", by colour when assisted. */
    public TurnWords.Naming turnNaming() {
        return switch (this) {
            case PRACTICE -> TurnWords.Naming.ENGINE;
            case TABLET -> TurnWords.Naming.OPPONENT;
            case ASSISTED -> TurnWords.Naming.COLORS;
        };
    }
}
