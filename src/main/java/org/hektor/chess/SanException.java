package org.hektor.chess;

/** A SAN text that cannot be played here: not notation at all, not legal, or not unambiguous. */
public class SanException extends IllegalArgumentException {
    public enum Kind { SYNTAX, ILLEGAL, AMBIGUOUS }

    private final Kind kind;

    public SanException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
