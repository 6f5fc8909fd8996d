package org.hektor.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.junit.jupiter.api.Test;

class TouchMoveTest {
    private static final Position ITALIAN =
            Position.fromFen("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 1 5");

    private static List<Square> squares(String... names) {
        return Arrays.stream(names).map(Square::parse).toList();
    }

    private static Set<Move> moves(String... uci) {
        return Set.copyOf(Arrays.stream(uci).map(Move::fromUci).toList());
    }

    @Test
    void rule4_3_1_theFirstTouchedOwnPieceThatCanMoveMustMove() {
        TouchMove.Obligation o = TouchMove.of(Position.initial(), squares("a1", "g1", "e2"));
        assertEquals("4.3.1", o.rule().article());
        assertEquals(moves("g1f3", "g1h3"), o.allowed(), "the rook on a1 cannot move, so the knight must");
        assertEquals("move the knight on g1", o.description());
    }

    @Test
    void rule4_3_2_aTouchedOpponentPieceMustBeCaptured() {
        Position p = Position.fromFen("4k3/8/8/3p4/4P3/2N5/8/4K3 w - - 0 1");
        TouchMove.Obligation o = TouchMove.of(p, squares("d5"));
        assertEquals("4.3.2", o.rule().article());
        assertEquals(moves("e4d5", "c3d5"), o.allowed());
    }

    @Test
    void rule4_3_3_touchingBothColoursMeansCapturingOneWithTheOther() {
        Position p = Position.fromFen("4k3/8/8/3p4/4P3/2N5/8/4K3 w - - 0 1");
        assertEquals(moves("c3d5"), TouchMove.of(p, squares("c3", "d5")).allowed());
        // The knight cannot take the e5 pawn: then the first touched piece that can move or be captured.
        Position q = Position.fromFen("4k3/8/8/4p3/4P3/2N5/8/4K3 w - - 0 1");
        TouchMove.Obligation o = TouchMove.of(q, squares("c3", "e5"));
        assertEquals("4.3.3", o.rule().article());
        assertTrue(o.allowed().stream().allMatch(m -> m.from().equals(Square.parse("c3"))));
    }

    @Test
    void rule4_3_3_theObligationNamesOnlyThePiecesThatCanMakeTheCapture() {
        // the knight on g8 was touched first but cannot reach e4; the pawn on d5 can
        Position p = Position.fromFen("rnbqkbnr/ppp1pppp/8/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 1 2");
        TouchMove.Obligation o = TouchMove.of(p, squares("g8", "d5", "e4"));
        assertEquals("4.3.3", o.rule().article());
        assertEquals(moves("d5e4"), o.allowed());
        assertEquals("capture the pawn on e4 with the pawn on d5", o.description());
    }

    @Test
    void rule4_4_1_kingThenRookMeansCastlingThatSide() {
        TouchMove.Obligation o = TouchMove.of(ITALIAN, squares("e1", "h1"));
        assertEquals("4.4.1", o.rule().article());
        assertEquals(moves("e1g1"), o.allowed());
    }

    @Test
    void rule4_4_2_rookThenKingForbidsCastlingAndTheRookMustMove() {
        TouchMove.Obligation o = TouchMove.of(ITALIAN, squares("h1", "e1"));
        assertEquals("4.4.2", o.rule().article());
        assertEquals(moves("h1f1", "h1g1"), o.allowed());
    }

    @Test
    void rule4_4_3_castlingIllegalThatSideMeansAnotherKingMove() {
        // White's queenside is blocked: king then a1 rook → another king move, kingside castling included.
        TouchMove.Obligation o = TouchMove.of(ITALIAN, squares("e1", "a1"));
        assertEquals("4.4.3", o.rule().article());
        assertEquals(moves("e1e2", "e1f1", "e1d2", "e1g1"), o.allowed());
    }

    @Test
    void rule4_5_noTouchedPieceCanMove_anyLegalMove() {
        TouchMove.Obligation o = TouchMove.of(Position.initial(), squares("a1", "e7"));
        assertEquals("4.5", o.rule().article());
        assertEquals(20, o.allowed().size());
        assertTrue(o.isFree());
    }

    @Test
    void enPassantCapturesTheTouchedPawnBesideTheDestination() {
        Position p = Position.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        assertEquals(moves("e5d6"), TouchMove.of(p, squares("d5")).allowed());
    }

    @Test
    void nothingTouchedObligesNothing() {
        assertEquals("", TouchMove.of(Position.initial(), List.of()).rule().article());
        assertEquals("", TouchMove.of(Position.initial(), squares("e4")).rule().article(),
                "an empty square is no touch");
    }
}
