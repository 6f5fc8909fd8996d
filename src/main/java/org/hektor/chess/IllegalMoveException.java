package org.hektor.chess;

/** A move that is not legal in the position it was offered to. */
public class IllegalMoveException extends IllegalArgumentException {
    public IllegalMoveException(Move move, Position position) {
        super("The move " + move.uci() + " is not legal in the position " + position.fen() + ".");
    }
}
