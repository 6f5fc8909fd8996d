package org.hektor.sync;

import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.hektor.chess.Color;
import org.hektor.chess.Square;

/**
 * What {@link TwoBoards#check()} found (rule 2.7: "if different positions occur on the two boards"). When the
 * boards show the game ({@link #boardsShowTheGame()}) the game stands, and the scoresheets are compared with the game
 * each on its own (8.1); otherwise with each other (2.7, 2.8).
 *
 * @param squares         the squares where the two boards differ, in square order
 * @param boardsOffRecord the boards (by their owner's colour) that differ from the game record's position
 * @param sheetsDifferAt  the first ply at which the scoresheets differ from each other — or, when the boards show the
 *                        game, the first ply at which a scoresheet departs from the game — if there is one
 * @param sheetsOffRecord the sheets whose entry at that ply is not the move of the game record
 */
public record Divergence(List<Square> squares, Set<Color> boardsOffRecord, OptionalInt sheetsDifferAt,
                         Set<Color> sheetsOffRecord) {
    public Divergence {
        squares = List.copyOf(squares);
        boardsOffRecord = Set.copyOf(boardsOffRecord);
        sheetsOffRecord = Set.copyOf(sheetsOffRecord);
    }

    /** Both boards show the game record's position: only scoresheets depart from it (8.1). */
    public boolean boardsShowTheGame() {
        return squares.isEmpty() && boardsOffRecord.isEmpty();
    }
}
