package org.hektor.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hektor.chess.Move;
import org.hektor.chess.Piece;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.junit.jupiter.api.Test;

class PlayerBoardTest {
    private static final Square E2 = Square.parse("e2");
    private static final Square E4 = Square.parse("e4");

    @Test
    void liftingTakesThePieceIntoTheHandAndPlacingPutsItDown() {
        PlayerBoard start = PlayerBoard.of(Position.initial());
        PlayerBoard lifted = start.lift(E2);
        assertNull(lifted.pieceAt(E2));
        assertEquals(List.of(new PlayerBoard.Held(Piece.WHITE_PAWN, E2)), lifted.hand());
        PlayerBoard placed = lifted.place(E4);
        assertEquals(Piece.WHITE_PAWN, placed.pieceAt(E4));
        assertTrue(placed.hand().isEmpty());
        assertTrue(placed.shows(Position.initial().play(Move.of("e2", "e4"))));
        assertEquals(Piece.WHITE_PAWN, start.pieceAt(E2), "events give new boards; the old one is unchanged");
    }

    @Test
    void placingOnAnOccupiedSquareTakesTheOccupantOff() {
        Position p = Position.fromFen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
        PlayerBoard b = PlayerBoard.of(p).lift(E4).place(Square.parse("d5"));
        assertTrue(b.shows(p.play(Move.of("e4", "d5"))));
    }

    @Test
    void removeTakesAPieceOffOrSetsAsideTheOneLiftedFromThatSquare() {
        PlayerBoard start = PlayerBoard.of(Position.initial());
        assertNull(start.remove(E2).pieceAt(E2));
        PlayerBoard setAside = start.lift(E2).remove(E2);
        assertTrue(setAside.hand().isEmpty());
        assertNull(setAside.pieceAt(E2));
    }

    @Test
    void putPlacesAPieceFromOutsideTheBoard() {
        PlayerBoard b = PlayerBoard.of(Position.initial()).put(Piece.BLACK_QUEEN, E4);
        assertEquals(Piece.BLACK_QUEEN, b.pieceAt(E4));
    }

    @Test
    void impossibleEventsAreRefusedWithOneSentence() {
        PlayerBoard start = PlayerBoard.of(Position.initial());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> start.lift(E4));
        assertEquals("There is no piece on e4 to lift.", e.getMessage());
        assertEquals("No piece is lifted, so none can be placed on e4.",
                assertThrows(IllegalArgumentException.class, () -> start.place(E4)).getMessage());
        assertEquals("There is no piece on e4 to remove.",
                assertThrows(IllegalArgumentException.class, () -> start.remove(E4)).getMessage());
    }

    @Test
    void aReportedPlacementReplacesTheBoardAndIsCheckedForNotationOnly() {
        PlayerBoard b = PlayerBoard.of(Position.initial()).lift(E2)
                .report("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR");
        assertTrue(b.hand().isEmpty());
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR", b.placement());
        // A physical board may lack a king: a knocked-over piece is still a board to reconcile.
        assertEquals("8/8/8/8/8/8/8/8", PlayerBoard.fromPlacement("8/8/8/8/8/8/8/8").placement());
        assertEquals("The placement 'rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR' has 'x' on rank 7, which is "
                        + "neither a piece letter (PNBRQK, pnbrqk) nor a digit.",
                assertThrows(IllegalArgumentException.class,
                        () -> PlayerBoard.fromPlacement("rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> PlayerBoard.fromPlacement("8/8/8"));
        assertThrows(IllegalArgumentException.class, () -> PlayerBoard.fromPlacement("9/8/8/8/8/8/8/8"));
    }

    @Test
    void differencesNameTheSquaresThatDiffer() {
        PlayerBoard start = PlayerBoard.of(Position.initial());
        PlayerBoard moved = start.lift(Square.parse("g1")).place(Square.parse("f4"));
        assertEquals(List.of(Square.parse("g1"), Square.parse("f4")), moved.differences(start));
        assertFalse(moved.shows(Position.initial()));
    }
}
