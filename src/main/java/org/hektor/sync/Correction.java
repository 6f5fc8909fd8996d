package org.hektor.sync;

import org.hektor.chess.Piece;
import org.hektor.chess.Square;

/**
 * One step that brings a physical board to the position it should show (rules 2.7, 2.8, 7.4.1, 7.5). Steps
 * are data: the session speaks them with {@link Instructions} and the player, or his assistant, carries them out.
 */
public sealed interface Correction {

    /** The piece on {@code square} comes off the board. */
    record Take(Piece piece, Square square) implements Correction {
    }

    /** A piece from outside the board goes onto {@code square}. */
    record Put(Piece piece, Square square) implements Correction {
    }

    /** The piece on {@code from} moves to the empty square {@code to}. */
    record Shift(Piece piece, Square from, Square to) implements Correction {
    }

    /** Compact form for logs and the arbiter script: {@code take p e4}, {@code put P e2}, {@code move N f4 f3}. */
    default String compact() {
        if (this instanceof Take t) {
            return "take " + t.piece().fenLetter() + " " + t.square().name();
        }
        if (this instanceof Put p) {
            return "put " + p.piece().fenLetter() + " " + p.square().name();
        }
        Shift s = (Shift) this;
        return "move " + s.piece().fenLetter() + " " + s.from().name() + " " + s.to().name();
    }
}
