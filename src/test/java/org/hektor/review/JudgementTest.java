package org.hektor.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.hektor.chess.Color;
import org.junit.jupiter.api.Test;

/** The judgement of a move from the evaluations around it, on lichess's scale and thresholds. */
class JudgementTest {
    private static Evaluation cp(int white) {
        return new Evaluation(white, null, 0);
    }

    private static Evaluation mate(Color by, int moves) {
        return new Evaluation(0, by, moves);
    }

    @Test
    void theScaleIsLichesss() {
        assertEquals(50, WinChances.percent(0), 1e-9);
        assertEquals(59.1, WinChances.percent(100), 0.05);     // a pawn up: about 59 %
        assertEquals(WinChances.percent(1000), WinChances.percent(5000), 1e-9); // capped at ten pawns
        assertEquals(100 - WinChances.percent(300), WinChances.percent(-300), 1e-9);
    }

    @Test
    void aPieceLostInALevelGameIsABlunderAndThePawnsAreGradedByTheChancesLost() {
        assertEquals(Severity.BLUNDER, Judgement.of(Color.WHITE, cp(20), cp(-400), false).severity());
        assertEquals(Severity.MISTAKE, Judgement.of(Color.WHITE, cp(0), cp(-250), false).severity());
        assertEquals(Severity.INACCURACY, Judgement.of(Color.BLACK, cp(0), cp(120), false).severity());
        assertNull(Judgement.of(Color.WHITE, cp(30), cp(0), false).severity());
    }

    @Test
    void thePawnThatCountsInALevelGameCountsLittleWhenARookUp() {
        // the same 200 centipawns: a blunder-sized loss at 0, nothing worth saying at +900
        assertTrue(Judgement.of(Color.WHITE, cp(100), cp(-100), false).isMistake());
        assertFalse(Judgement.of(Color.WHITE, cp(1100), cp(900), false).isMistake());
    }

    @Test
    void theEnginesOwnMoveIsNeverAMistake() {
        assertFalse(Judgement.of(Color.WHITE, cp(50), cp(-300), true).isMistake());
    }

    @Test
    void aMateLetGoIsGradedByWhatIsLeftAndAMateAllowedByWhatThereWas() {
        Judgement missed = Judgement.of(Color.WHITE, mate(Color.WHITE, 2), cp(150), false);
        assertEquals(Kind.MISSED_MATE, missed.kind());
        assertEquals(Severity.BLUNDER, missed.severity());
        assertEquals(Severity.INACCURACY, Judgement.of(Color.WHITE, mate(Color.WHITE, 2), cp(1500), false).severity());
        Judgement allowed = Judgement.of(Color.BLACK, cp(0), mate(Color.WHITE, 1), false);
        assertEquals(Kind.MATE_ALLOWED, allowed.kind());
        assertEquals(Severity.BLUNDER, allowed.severity());
        assertEquals(Severity.INACCURACY, Judgement.of(Color.BLACK, cp(1200), mate(Color.WHITE, 5), false).severity());
        assertNull(Judgement.of(Color.BLACK, mate(Color.WHITE, 4), mate(Color.WHITE, 3), false).severity());
    }

    /**
     * From the review benchmark's tuning games. Game 21, 44. White: Stockfish at depth 12 says -6.01 and after the move
     * a mate for Black, a blunder; Hektor's engine -8.51 and the same mate. Hektor's centipawns doubled (its scale for
     * the points lost) would make it "less than -999 had", an inaccuracy; read as Stockfish's (times 0.7, -5.96) a
     * blunder. Game 16, 29... Black: a mate let go, 6.30 left for Black (Stockfish), 7.43 (Hektor): a blunder on both.
     */
    @Test
    void besideAMateHektorsCentipawnsAreReadAsStockfishsNotDoubled() {
        Judgement allowed = Judgement.of(Color.WHITE, cp(-851), mate(Color.BLACK, 5), false, Scale.BUILT_IN);
        assertEquals(Kind.MATE_ALLOWED, allowed.kind());
        assertEquals(Severity.BLUNDER, allowed.severity());
        assertEquals(Severity.INACCURACY, Judgement.of(Color.WHITE, cp(-851), mate(Color.BLACK, 5), false,
                new Scale(2.0, 2.0, 11, 22, 32)).severity(), "the same evaluations read doubled");
        assertEquals(Severity.BLUNDER, Judgement.of(Color.BLACK, mate(Color.BLACK, 4), cp(-743), false, Scale.BUILT_IN).severity());
        assertEquals(Severity.MISTAKE, Judgement.of(Color.WHITE, mate(Color.WHITE, 4), cp(1200), false, Scale.BUILT_IN).severity(),
                "+12.00 read as +8.40: between 700 and 999");
    }

    @Test
    void theGlyphsAreThePgnStandards() {
        assertEquals(4, Judgement.of(Color.WHITE, cp(0), cp(-500), false).nag());
        assertEquals(2, Judgement.of(Color.WHITE, cp(0), cp(-250), false).nag());
        assertEquals(6, Judgement.of(Color.WHITE, cp(0), cp(-120), false).nag());
        assertEquals(1, Judgement.of(Color.WHITE, cp(0), cp(0), true).onlyMove(true).nag());
        assertEquals("#-3", mate(Color.BLACK, 3).pgnEval());
        assertEquals("-1.20", cp(-120).pgnEval());
    }
}
