package org.hektor.sync;

import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.hektor.chess.Color;
import org.hektor.chess.Square;

/**
 * What {@link TwoBoards#check()} found (rule 2.7: "if different positions occur on the two boards").
 *
 * @param squares         the squares where the two boards differ, in square order
 * @param boardsOffRecord the boards (by their owner's colour) that differ from the game record's position
 * @param sheetsDifferAt  the first ply at which the scoresheets differ, if they do
 * @param sheetsOffRecord the sheets whose entry at that ply is not the move of the game record
 */
public record Divergence(List<Square> squares, Set<Color> boardsOffRecord, OptionalInt sheetsDifferAt,
                         Set<Color> sheetsOffRecord) {
    public Divergence {
        squares = List.copyOf(squares);
        boardsOffRecord = Set.copyOf(boardsOffRecord);
        sheetsOffRecord = Set.copyOf(sheetsOffRecord);
    }
}
