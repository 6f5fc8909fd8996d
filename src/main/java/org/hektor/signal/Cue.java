package org.hektor.signal;

/**
 * The short sound that goes with an event, saying what happened without words (contract §3, rules 2.4, 6.8). The
 * session names it; each output chooses how it sounds (the speaker plays the earcon of its name, a text-only speaker
 * shows a caption).
 */
public enum Cue {
    /** The utterance was read as a move (before the read-back). */
    UNDERSTOOD,
    /** Several moves fit: a question follows. */
    AMBIGUOUS,
    /** No legal move fits, or the move is illegal (rule 7.4). */
    ILLEGAL,
    /** Something was heard but no words of the game were understood in it: say it again (never silence). */
    NOT_UNDERSTOOD,
    /** The move is played (after the correction window of rule 2.6). */
    CONFIRMED,
    /** The move played gives check. */
    CHECK,
    /** Rule 2.4: the dial's single raised dot, every 5 minutes. */
    CLOCK_TICK,
    /** Rule 2.4: the dial's double dot, every 15 minutes. */
    DOUBLE_TICK,
    /** Rule 6.8: the flag has fallen. */
    FLAG
}
