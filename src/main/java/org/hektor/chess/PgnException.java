package org.hektor.chess;

/** PGN text that cannot be read: the message names the line and column (both from 1) and the reason. */
public class PgnException extends IllegalArgumentException {
    private final int line;
    private final int column;
    private final String reason;

    public PgnException(int line, int column, String reason) {
        super("line " + line + ", column " + column + ": " + reason);
        this.line = line;
        this.column = column;
        this.reason = reason;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** The reason alone, without the place. */
    public String reason() {
        return reason;
    }
}
