package org.hektor.signal;

/**
 * How urgent something said is: a more urgent item cuts off a less urgent one being said, never the other way round
 * (the speaker's queue orders by this enum's order, least urgent first).
 */
public enum Urgency {
    /** Rule 2.4's clock calls (ticks, minutes left): useful, but never worth delaying a move for. */
    CLOCK,
    /** Replies to the player: read-backs, questions, answers to "time", errors. */
    REPLY,
    /** A move announcement (rule 2.1), a ruling on a move, the end: the other side must hear it at once. */
    MOVE
}
