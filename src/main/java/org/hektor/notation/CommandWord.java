package org.hektor.notation;

import java.util.Locale;

/**
 * The spoken commands of spoken-notation.md section 4, recognised in both profiles and returned as commands,
 * never as moves. Each profile names its words for them in its {@code command.*} entries.
 */
public enum CommandWord {
    /** "ja", "yes": confirm the move read back. */
    CONFIRM,
    /** "Korrektur", "nein": withdraw the move read back (rule 2.6) or the question asked. */
    CORRECTION,
    /** "Wiederholen": say the last move again. */
    REPEAT,
    /** "Zeit": time and move count, only on request (rule 2.9d). */
    TIME,
    /** "Wo Springer": where are the pieces of that type; carries the piece. */
    WHERE,
    /** "Was Eva vier": what stands on that square; carries the square. */
    WHAT,
    /** "Stellung": read the position. */
    POSITION,
    /** "Remis": offer or accept a draw (rule 9.1). */
    DRAW,
    /** "Aufgabe": resign (needs confirmation). */
    RESIGN,
    /** "Reklamation": claim a draw by repetition or the 50-move rule (rules 9.2, 9.3). */
    CLAIM,
    /** "Hilfe", "help": the short help with its topics. */
    HELP,
    /** "Hilfe Befehle": the help topic of the spoken commands. */
    HELP_COMMANDS,
    /** "Hilfe Tasten": the help topic of the keys. */
    HELP_KEYS,
    /** "Hilfe Stellung": the help topic of the position read-out. */
    HELP_POSITION,
    /** "schneller": the voice one step faster (the key +). */
    FASTER,
    /** "langsamer": the voice one step slower (the key -). */
    SLOWER,
    /** "kurz": brief talk, only moves and questions (the key k). */
    BRIEF,
    /** "normal": normal talk again. */
    NORMAL,
    /**
     * "Kopfhörer", "headphones": headphones on or off (the key h, the option --headphones). Over headphones the
     * player speaks at any time and Hektor stops at once; through a loudspeaker he speaks after Hektor.
     */
    HEADPHONES;

    /** Draw, resign and claim change the game: heard only as the best hypothesis, never during a read-back. */
    public boolean changesTheGame() {
        return this == DRAW || this == RESIGN || this == CLAIM;
    }

    /**
     * Help, rate and verbosity change how Hektor talks, never the game: heard at any time, also while a move is read
     * back (a player who cannot follow the read-back may need it slower or explained right then).
     */
    public boolean changesTheTalk() {
        return ordinal() >= HELP.ordinal();
    }

    /**
     * Repeat, time, where, what, position and the help only tell the player something: heard where he said something
     * else, he hears it and says his word again, as after "not understood".
     */
    public boolean onlyTells() {
        return this == REPEAT || this == TIME || this == WHERE || this == WHAT || this == POSITION || isHelp();
    }

    /** The help or one of its topics. */
    public boolean isHelp() {
        return this == HELP || this == HELP_COMMANDS || this == HELP_KEYS || this == HELP_POSITION;
    }

    /** The key in a profile file and the word {@code hektor hear} prints: confirm, correction, where, ... */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
