package org.hektor.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Can a side still mate by any series of legal moves (5.2.2, 9.6 dead position; 6.9 flag; 7.4.2 third illegal
 * move)? A found helpmate is replayed move by move, so a wrong "can" fails too.
 */
class DeadPositionTest {

    private static DeadPosition.Verdict search(String fen, Color color) {
        return DeadPosition.search(Position.fromFen(fen), color, DeadPosition.DEFAULT_BUDGET);
    }

    /** Plays the helpmate and checks it ends with {@code color} mating. */
    private static void assertMates(String fen, Color color, DeadPosition.Verdict verdict) {
        assertEquals(DeadPosition.Answer.MATE_FOUND, verdict.answer());
        Position p = Position.fromFen(fen);
        for (Move m : verdict.helpmate()) {
            p = p.play(m); // throws if a move is not legal
        }
        assertTrue(p.isCheckmate(), "the line ends in mate");
        assertEquals(color.opposite(), p.sideToMove(), "the other side is the one mated");
    }

    @ParameterizedTest(name = "{2} can mate in {0}")
    @CsvSource({
            "8/8/8/4k3/8/8/8/R3K3 w - - 0 1, WHITE, K+R v K",
            "8/8/8/4k3/8/8/8/R3K3 b - - 0 1, WHITE, K+R v K with Black to move",
            "5B1k/5K1n/8/8/8/8/8/8 w - - 0 1, WHITE, K+B v K+N: the knight blocks its own king",
            "8/8/8/4k3/8/2p5/8/2N1K3 w - - 0 1, WHITE, K+N v K+P: the pawn blocks its own king",
            "8/8/8/4k3/8/2p5/8/2N1K3 w - - 0 1, BLACK, K+P v K+N by promoting",
            "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4, WHITE, the Ruy Lopez after 3...a6",
            "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4, BLACK, the Ruy Lopez after 3...a6",
            "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17, WHITE, Morphy's Opera game: mate on the board",
            "8/5pk1/6p1/8/3K4/8/8/8 w - - 0 1, BLACK, the pawns may promote",
    })
    void findsAHelpmate(String fen, Color color, String what) {
        DeadPosition.Verdict verdict = search(fen, color);
        assertMates(fen, color, verdict);
        assertTrue(DeadPosition.canEverMate(Position.fromFen(fen), color));
    }

    @Test
    void kingBishopAgainstKingKnightIsNotDeadFromMaterial() {
        // a selfmate is possible (the knight blocks its own king), so material alone must not call it dead
        Position p = Position.fromFen("8/8/8/4k3/8/2n5/8/2B1K3 w - - 0 1");
        assertFalse(DeadPosition.hasInsufficientMaterial(p, Color.WHITE));
        assertTrue(DeadPosition.canEverMate(p, Color.WHITE));
        assertFalse(p.isInsufficientMaterial());
    }

    @ParameterizedTest(name = "{2}: {1} cannot mate, from material alone")
    @CsvSource({
            "8/8/4k3/8/8/2N5/8/4K3 w - - 0 1, WHITE, K+N v K",
            "8/8/4k3/8/8/2N5/8/4K3 w - - 0 1, BLACK, K v K+N",
            "8/8/4k3/8/8/2N5/8/4K1q1 w - - 0 1, WHITE, K+N v K+Q: a queen cannot be the blocker",
            "4k3/8/8/8/8/8/2B5/3BK3 w - - 0 1, WHITE, two bishops on light squares",
            "4k1b1/8/4b3/8/8/8/2B5/3BK3 w - - 0 1, WHITE, all four bishops on light squares",
            "4k1b1/8/4b3/8/8/8/2B5/3BK3 w - - 0 1, BLACK, all four bishops on light squares",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1, WHITE, bare kings",
    })
    void provesImpossibleFromMaterial(String fen, Color color, String what) {
        DeadPosition.Verdict verdict = search(fen, color);
        assertEquals(DeadPosition.Answer.IMPOSSIBLE, verdict.answer());
        assertEquals(0, verdict.positions(), "no search was needed");
        assertFalse(DeadPosition.canEverMate(Position.fromFen(fen), color));
    }

    @Test
    void bishopsOnBothColoursMayMate() {
        Position p = Position.fromFen("4k3/8/8/8/8/8/2B5/2B1K3 w - - 0 1");
        assertFalse(DeadPosition.hasInsufficientMaterial(p, Color.WHITE));
    }

    @ParameterizedTest(name = "{2}")
    @CsvSource({
            "8/8/4k3/p1p1p1p1/P1P1P1P1/8/4K3/8 w - - 0 1, the kings cannot pass the chain",
            "8/4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/4K3/8 w - - 0 1, a zigzag chain across the board",
            "8/4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/4K3/2B5 w - - 0 1, a bishop on the wrong side of the chain",
    })
    void provesALockedPawnChainDeadBySearchingEveryPosition(String fen, String what) {
        for (Color color : Color.values()) {
            DeadPosition.Verdict verdict = search(fen, color);
            assertEquals(DeadPosition.Answer.IMPOSSIBLE, verdict.answer(), color.toString());
            assertTrue(verdict.positions() > 100, "proved by search, not by material");
        }
        Position p = Position.fromFen(fen);
        assertFalse(p.isInsufficientMaterial());
        assertTrue(DeadPosition.isDead(p));
    }

    @Test
    void aChainTheKingsCanBreakIsNotDead() {
        // the b-, d- and f-files are open: a king walks in and takes pawns
        Position open = Position.fromFen("8/8/4k3/p1p3p1/P1P3P1/8/4K3/8 w - - 0 1");
        assertMates(open.fen(), Color.WHITE, DeadPosition.search(open, Color.WHITE, DeadPosition.DEFAULT_BUDGET));
        assertFalse(DeadPosition.isDead(open));
    }

    @Test
    void bishopsOfBothColoursCanMateWithTheOpponentsHelp() {
        // the same material as the light-squared case, but one black bishop on a dark square
        String fen = "4kb2/8/8/2b5/8/8/2B5/3BK3 w - - 0 1";
        assertMates(fen, Color.WHITE, search(fen, Color.WHITE));
    }

    @Test
    void aRookThatMustBeTakenCannotMate() {
        // Black's only move takes the unprotected rook; K v K follows
        String fen = "k7/1R6/8/8/8/8/8/7K b - - 0 1";
        assertEquals(List.of(Move.fromUci("a8b7")), Position.fromFen(fen).legalMoves());
        DeadPosition.Verdict verdict = search(fen, Color.WHITE);
        assertEquals(DeadPosition.Answer.IMPOSSIBLE, verdict.answer());
        assertFalse(DeadPosition.hasInsufficientMaterial(Position.fromFen(fen), Color.WHITE));
    }

    @Test
    void aPositionAlreadyMateIsAnsweredForBothSides() {
        String fen = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
        DeadPosition.Verdict black = search(fen, Color.BLACK);
        assertEquals(DeadPosition.Answer.MATE_FOUND, black.answer());
        assertEquals(List.of(), black.helpmate());
        assertEquals(DeadPosition.Answer.IMPOSSIBLE, search(fen, Color.WHITE).answer(), "no move is left to mate with");
    }

    @Test
    void runningOutOfBudgetCountsAsCanMate() {
        // rules 6.9 and 7.4.2 give a draw only when mate is proven impossible
        Position p = Position.fromFen("8/8/8/4k3/8/2n5/8/2B1K3 w - - 0 1");
        DeadPosition.Verdict verdict = DeadPosition.search(p, Color.WHITE, 50);
        assertEquals(DeadPosition.Answer.UNDECIDED, verdict.answer());
        assertTrue(verdict.canMate());
    }

    @Test
    void ordinaryPositionsAreNotDead() {
        assertFalse(DeadPosition.isDead(Position.initial()));
        assertFalse(DeadPosition.isDead(Position.fromFen("8/8/8/4k3/8/2n5/8/2B1K3 w - - 0 1")));
        assertTrue(DeadPosition.isDead(Position.fromFen("8/8/4k3/8/8/2N5/8/4K3 w - - 0 1")));
    }
}
