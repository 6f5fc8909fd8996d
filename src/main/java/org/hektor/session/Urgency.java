package org.hektor.session;

/** How urgent an event is for the speaker: a more urgent one cuts off a less urgent one being said. */
public enum Urgency {
    /** Rule 2.4's clock calls (ticks, minutes left): useful, but never worth delaying a move for. */
    CLOCK,
    /** Replies to the player: read-backs, questions, answers to "time", errors. */
    REPLY,
    /** A move announcement (rule 2.1), a ruling on a move, the end: the other side must hear it at once. */
    MOVE
}
