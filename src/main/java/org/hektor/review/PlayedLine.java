package org.hektor.review;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import org.hektor.chess.Move;
import org.hektor.chess.Position;

/** An engine's line walked move by move: each move written in the position it is played in. */
final class PlayedLine {
    private PlayedLine() {
    }

    /** The first {@code plies} moves of {@code line} from {@code from}, each written by {@code writer}. */
    static <T> List<T> each(Position from, List<Move> line, int plies, BiFunction<Position, Move, T> writer) {
        List<T> out = new ArrayList<>();
        Position p = from;
        for (Move mv : line.subList(0, Math.min(plies, line.size()))) {
            out.add(writer.apply(p, mv));
            p = p.play(mv);
        }
        return out;
    }
}
