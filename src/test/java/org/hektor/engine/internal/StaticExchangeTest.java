package org.hektor.engine.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.junit.jupiter.api.Test;

class StaticExchangeTest {
    private static int see(String fen, String uci) {
        Position p = Position.fromFen(fen);
        return StaticExchange.of(p.toBoard(), p.encode(Move.fromUci(uci)));
    }

    @Test
    void anUndefendedPieceIsWonWhole() {
        assertEquals(320, see("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"));
    }

    @Test
    void aDefendedPawnTakenByTheQueenLosesTheQueen() {
        assertEquals(100 - 975, see("4k3/8/2p5/3p4/8/8/3Q4/4K3 w - - 0 1", "d2d5"));
    }

    @Test
    void aPawnTakingADefendedKnightWinsTheDifference() {
        assertEquals(320 - 100, see("4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"));
    }

    @Test
    void piecesBehindTheCapturerJoinTheExchange() {
        // Rxd5 cxd5: a rook for a pawn, whatever the second rook does afterwards.
        assertEquals(100 - 500, see("3rk3/8/2p5/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"));
        // Rxd5 Rxd5 Rxd5: the rook behind the first one (an x-ray) makes the capture win the pawn.
        assertEquals(100, see("3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"));
    }

    @Test
    void theKingDoesNotRecaptureOnADefendedSquare() {
        // Qxd7: the king may not take back, because the rook behind the queen now guards d7.
        assertEquals(500, see("3k4/3r4/8/8/8/8/3Q4/3RK3 w - - 0 1", "d2d7"));
    }
}
