package org.hektor.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hektor.chess.Move;
import org.hektor.chess.Piece;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.junit.jupiter.api.Test;

class CorrectionsTest {
    private static Square sq(String name) {
        return Square.parse(name);
    }

    @Test
    void aMisplacedPieceIsOneMoveInstruction() {
        Position target = Position.initial().play(Move.of("g1", "f3"));
        PlayerBoard board = PlayerBoard.of(Position.initial()).lift(sq("g1")).place(sq("f4"));
        assertEquals(List.of(new Correction.Shift(Piece.WHITE_KNIGHT, sq("f4"), sq("f3"))),
                Corrections.between(board, target));
    }

    @Test
    void aPieceThatShouldNotBeThereIsTakenOffAndAMissingOneIsPutOn() {
        Position target = Position.initial();
        PlayerBoard board = PlayerBoard.of(target).remove(sq("d7")).put(Piece.WHITE_QUEEN, sq("h5"));
        assertEquals(List.of(new Correction.Take(Piece.WHITE_QUEEN, sq("h5")),
                        new Correction.Put(Piece.BLACK_PAWN, sq("d7"))),
                Corrections.between(board, target));
    }

    @Test
    void piecesComeOffBeforeAMoveIntoTheirSquare() {
        // The pawn wrongly on e4 must leave before the knight can go there.
        Position target = Position.fromFen("4k3/8/8/8/4N3/8/8/4K3 w - - 0 1");
        PlayerBoard board = PlayerBoard.fromPlacement("4k3/8/8/8/4P3/8/8/4KN2");
        List<Correction> steps = Corrections.between(board, target);
        assertEquals(List.of(new Correction.Take(Piece.WHITE_PAWN, sq("e4")),
                new Correction.Shift(Piece.WHITE_KNIGHT, sq("f1"), sq("e4"))), steps);
    }

    @Test
    void twoSwappedPiecesAreUntangledThroughTheHand() {
        Position target = Position.initial();
        PlayerBoard board = PlayerBoard.of(target).lift(sq("d1")).remove(sq("d1"))
                .lift(sq("e1")).place(sq("d1")).put(Piece.WHITE_QUEEN, sq("e1"));
        List<Correction> steps = Corrections.between(board, target);
        assertEquals(3, steps.size(), steps.toString());
        assertTrue(board.apply(steps).shows(target));
    }

    @Test
    void aRightBoardNeedsNothing() {
        assertEquals(List.of(), Corrections.between(PlayerBoard.of(Position.initial()), Position.initial()));
    }

    @Test
    void theNearestWrongPieceIsTheOneMoved() {
        // Two white knights wrong (b5, g5); the right squares are c3 and f3: each goes to its near one.
        Position target = Position.fromFen("4k3/8/8/8/8/2N2N2/8/4K3 w - - 0 1");
        PlayerBoard board = PlayerBoard.fromPlacement("4k3/8/8/1N4N1/8/8/8/4K3");
        assertEquals(List.of(new Correction.Shift(Piece.WHITE_KNIGHT, sq("b5"), sq("c3")),
                        new Correction.Shift(Piece.WHITE_KNIGHT, sq("g5"), sq("f3"))),
                Corrections.between(board, target));
    }

    @Test
    void pawnsGoBackAlongTheirOwnFiles() {
        // Black's pawns wrongly on c5 and d6 instead of c7 and d7: c5 to c7 and d6 to d7, not across.
        Position target = Position.initial();
        PlayerBoard board = PlayerBoard.of(target).lift(sq("c7")).place(sq("c5")).lift(sq("d7")).place(sq("d6"));
        assertEquals(List.of(new Correction.Shift(Piece.BLACK_PAWN, sq("c5"), sq("c7")),
                        new Correction.Shift(Piece.BLACK_PAWN, sq("d6"), sq("d7"))),
                Corrections.between(board, target));
    }
}
