package org.hektor.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The promise to beginners: even level 1 plays weak moves, not absurd ones. In quiet positions no level
 * leaves material to be taken for nothing. The judge is independent of the engine: a capture-only
 * minimax over plain material (pawn 1, minor piece 3, rook 5, queen 9) after the engine's move.
 */
class NoHangingPiecesTest {
    /** Less than a minor piece: giving up a pawn for play is allowed at low levels, a piece is not. */
    private static final int TOLERATED_LOSS = 200;

    @Test
    void theTestPositionsAreQuiet() {
        for (String line : Positions.QUIET_LINES) {
            Position p = Positions.afterSan(line);
            assertEquals(Positions.material(p), Positions.materialAfterCaptures(p),
                    "someone can win material at once after " + line);
        }
    }

    @ParameterizedTest(name = "level {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void noLevelHangsAPieceInQuietPositions(int level) throws Exception {
        for (String line : Positions.QUIET_LINES) {
            Position p = Positions.afterSan(line);
            int before = Positions.material(p);
            for (long seed = 1; seed <= 3; seed++) {
                Move m;
                try (BuiltInEngine engine = new BuiltInEngine(level, seed, 40_000)) {
                    m = engine.move(p, List.of(), TimeLeft.perMove(120_000)).get(60, TimeUnit.SECONDS);
                }
                int after = -Positions.materialAfterCaptures(p.play(m));
                assertTrue(after > before - TOLERATED_LOSS, "level " + level + " seed " + seed + " played " + m
                        + " after " + line + " and loses " + (before - after) + " centipawns of material");
            }
        }
    }
}
