package org.hektor.clock;

/**
 * The two clocks of a chess clock. The clock package is pure (it depends on nothing but java.*), so it has its
 * own name for the sides instead of {@code chess.Color}; the session maps one onto the other by name.
 */
public enum Side {
    WHITE, BLACK;

    public Side opposite() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** {@code w} or {@code b}, as the PGN and the {@code hektor clock} output write it. */
    public char letter() {
        return this == WHITE ? 'w' : 'b';
    }
}
