package org.hektor.speech.voice;

/** How urgent a spoken item is; a more urgent item cuts off a less urgent one that is playing. */
public enum Priority {
    /** Rule 2.4's clock calls (ticks, minutes left): useful, but never worth delaying a move for. */
    CLOCK,
    /** Replies to the player: read-backs, questions, answers to "time", errors. */
    REPLY,
    /** A move announcement (rule 2.1): the other side must hear it at once. */
    MOVE
}
