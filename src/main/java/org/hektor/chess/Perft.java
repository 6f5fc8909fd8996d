package org.hektor.chess;

import java.util.Map;
import java.util.TreeMap;
import org.hektor.chess.internal.Board;

/** Move-path counting, the standard test of a move generator. The last ply is counted in bulk. */
public final class Perft {
    private Perft() {
    }

    public static long count(Position position, int depth) {
        return position.toBoard().perft(depth);
    }

    /** Node counts below each legal move, by the move's UCI text. */
    public static Map<String, Long> divide(Position position, int depth) {
        Map<String, Long> result = new TreeMap<>();
        Board board = position.toBoard();
        int[] moves = new int[Board.MAX_MOVES];
        int n = board.generate(moves, 0);
        for (int i = 0; i < n; i++) {
            board.make(moves[i]);
            result.put(Position.toMove(moves[i]).uci(), depth <= 1 ? 1 : board.perft(depth - 1));
            board.unmake(moves[i]);
        }
        return result;
    }
}
