package org.hektor.engine;

import java.util.List;
import java.util.OptionalInt;
import org.hektor.chess.Move;
import org.hektor.chess.Position;

/** The position reached by the moves of a game, and the hash keys of the positions before it (for rule 9.2). */
record GameSoFar(Position position, long[] keys) {

    /** The moves played from {@code start}; every move must be legal ({@link #firstIllegal} finds one that is not). */
    static GameSoFar replay(Position start, List<Move> moves) {
        OptionalInt illegal = firstIllegal(start, moves);
        if (illegal.isPresent()) {
            throw new IllegalArgumentException("Move " + (illegal.getAsInt() + 1) + " of the game, "
                    + moves.get(illegal.getAsInt()).uci() + ", is not legal in its position.");
        }
        Position p = start;
        long[] keys = new long[moves.size()];
        int i = 0;
        for (Move m : moves) {
            keys[i++] = p.zobristKey();
            p = p.play(m);
        }
        return new GameSoFar(p, keys);
    }

    /** The index of the first of the moves that is not legal where it is played; empty when all are. */
    static OptionalInt firstIllegal(Position start, List<Move> moves) {
        Position p = start;
        for (int i = 0; i < moves.size(); i++) {
            if (!p.isLegal(moves.get(i))) {
                return OptionalInt.of(i);
            }
            p = p.play(moves.get(i));
        }
        return OptionalInt.empty();
    }
}
