package org.hektor.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Piece;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.sync.PlayerBoard;
import org.junit.jupiter.api.Test;

/** The hand movements of a move, whole or what is left of them after the player made some himself. */
class ActionTest {
    private static final Position ITALIAN =
            Position.fromFen("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 1 5");

    private static Square sq(String s) {
        return Square.parse(s);
    }

    private static PlayerBoard made(PlayerBoard board, List<Action> steps) {
        return Action.carriedOut(board, steps).withEmptyHand();
    }

    @Test
    void untouchedBoardsGetEveryHandMovement() {
        Move castles = Move.of("e1", "g1");
        assertEquals(Action.handMovements(Color.WHITE, ITALIAN, castles),
                Action.handMovementsLeft(Color.WHITE, ITALIAN, castles, PlayerBoard.of(ITALIAN)));
    }

    @Test
    void whatTheHandsDidAlreadyIsNotDoneAgain() {
        // the king is already on g1: only the rook is left
        PlayerBoard kingMoved = PlayerBoard.of(ITALIAN).lift(sq("e1")).place(sq("g1"));
        Move castles = Move.of("e1", "g1");
        List<Action> left = Action.handMovementsLeft(Color.WHITE, ITALIAN, castles, kingMoved);
        assertEquals(List.of(new Action.Lift(Color.WHITE, sq("h1")), new Action.Place(Color.WHITE, sq("f1"))), left);
        assertTrue(made(kingMoved, left).shows(ITALIAN.play(castles)));
        // a piece lifted and held: it is placed; a piece touched and put back: the move is made whole
        PlayerBoard held = PlayerBoard.of(ITALIAN).lift(sq("f3"));
        Move capture = Move.of("f3", "e5");
        List<Action> fromHand = Action.handMovementsLeft(Color.WHITE, ITALIAN, capture, held);
        assertEquals(List.of(new Action.Remove(Color.WHITE, sq("e5")), new Action.Place(Color.WHITE, sq("e5"))),
                fromHand);
        assertTrue(made(held, fromHand).shows(ITALIAN.play(capture)));
        PlayerBoard putBack = PlayerBoard.of(ITALIAN).lift(sq("c4")).place(sq("c4"));
        assertEquals(Action.handMovements(Color.WHITE, ITALIAN, capture),
                Action.handMovementsLeft(Color.WHITE, ITALIAN, capture, putBack));
        // the move made in full: nothing left
        assertEquals(List.of(), Action.handMovementsLeft(Color.WHITE, ITALIAN, capture,
                PlayerBoard.of(ITALIAN.play(capture))));
    }

    @Test
    void aPromotionPieceAlreadyOnTheSquareIsNotPutAgain() {
        Position p = Position.fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 50");
        Move promote = new Move(sq("a7"), sq("a8"), org.hektor.chess.PieceType.QUEEN);
        PlayerBoard done = PlayerBoard.of(p).lift(sq("a7")).put(Piece.WHITE_QUEEN, sq("a8"));
        assertEquals(List.of(), Action.handMovementsLeft(Color.WHITE, p, promote, done));
    }

    @Test
    void handsThatMadeSomethingElseCannotCompleteTheMove() {
        Position start = Position.initial().play(Move.of("e2", "e4"));
        PlayerBoard before = PlayerBoard.of(start);
        Move d6 = Move.of("d7", "d6");
        // touched and put back, or lifted and held: the rest completes the move
        assertEquals(List.of(), Action.handMovementsCannotComplete(Color.BLACK, start, d6, before,
                before.lift(sq("g8")).place(sq("g8"))));
        assertEquals(List.of(), Action.handMovementsCannotComplete(Color.BLACK, start, d6, before, before.lift(sq("d7"))));
        // the pawn went to d5: d5 and d6 still differ
        assertEquals(List.of(sq("d5"), sq("d6")), Action.handMovementsCannotComplete(Color.BLACK, start, d6, before,
                before.lift(sq("d7")).place(sq("d5"))));
        // another piece moved too: its squares count, a difference the board had before the hands does not
        PlayerBoard offBefore = before.remove(sq("a2"));
        assertEquals(List.of(sq("f6"), sq("g8")), Action.handMovementsCannotComplete(Color.BLACK, start, d6, offBefore,
                offBefore.lift(sq("g8")).place(sq("f6"))));
        // an illegal move (7.4) is completed like any other
        Move illegal = Move.of("d7", "d4");
        assertEquals(List.of(new Action.Place(Color.BLACK, sq("d4"))),
                Action.handMovementsLeft(Color.BLACK, start, illegal, before.lift(sq("d7"))));
        assertEquals(List.of(), Action.handMovementsCannotComplete(Color.BLACK, start, illegal, before,
                before.lift(sq("d7"))));
    }
}
