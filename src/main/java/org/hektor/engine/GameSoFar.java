package org.hektor.engine;

import java.util.List;
import org.hektor.chess.Move;
import org.hektor.chess.Position;

/** The position reached by the moves of a game, and the hash keys of the positions before it (for rule 9.2). */
record GameSoFar(Position position, long[] keys) {

    static GameSoFar replay(Position start, List<Move> moves) {
        Position p = start;
        long[] keys = new long[moves.size()];
        int i = 0;
        for (Move m : moves) {
            keys[i] = p.zobristKey();
            if (!p.isLegal(m)) {
                throw new IllegalArgumentException("Move " + (i + 1) + " of the game, " + m.uci()
                        + ", is not legal in its position.");
            }
            p = p.play(m);
            i++;
        }
        return new GameSoFar(p, keys);
    }
}
