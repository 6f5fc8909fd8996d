package org.hektor.engine;

import java.util.List;
import org.hektor.chess.Move;

/**
 * What an engine thinks of a position, from the side to move's point of view: a score in centipawns, or a mate
 * ({@code mate} moves; positive: the side to move mates, negative: it is mated, 0: it is mated already), and the line it
 * expects (its first move the best). A position without a legal move has an empty line.
 */
public record Analysis(int centipawns, Integer mate, List<Move> line, int depth) {
    public Analysis {
        line = List.copyOf(line);
    }

    public static Analysis centipawns(int cp, List<Move> line, int depth) {
        return new Analysis(cp, null, line, depth);
    }

    public static Analysis mate(int moves, List<Move> line, int depth) {
        return new Analysis(0, moves, line, depth);
    }

    public boolean isMate() {
        return mate != null;
    }

    /** The best move, or null when there is none. */
    public Move best() {
        return line.isEmpty() ? null : line.get(0);
    }
}
