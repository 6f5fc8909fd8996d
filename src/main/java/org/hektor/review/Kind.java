package org.hektor.review;

/** What kind of moment a move was, beyond its cost: a mate missed, a mate allowed, or the one move that held. */
public enum Kind {
    /** Winning chances lost (or none): the ordinary case. */
    PLAIN,
    /** The mover had a forced mate and let it go. */
    MISSED_MATE,
    /** The move let the opponent mate by force. */
    MATE_ALLOWED,
    /** Only one move held the position, and the mover found it. */
    ONLY_MOVE_FOUND,
    /** Only one move held the position, and the mover missed it. */
    ONLY_MOVE_MISSED;

    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '.');
    }
}
