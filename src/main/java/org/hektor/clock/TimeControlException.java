package org.hektor.clock;

/** A time control string that cannot be read; the message is one sentence a person understands. */
public final class TimeControlException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public TimeControlException(String message) {
        super(message);
    }
}
