package org.hektor.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The game record: moves, repetitions, the half-move clock, and each way a game ends (rules 5, 9). */
class GameTest {

    private static Game play(Game game, String... sans) {
        for (String san : sans) {
            for (String s : san.split(" ")) {
                game.play(San.parse(game.position(), s));
            }
        }
        return game;
    }

    private static Game play(String fen, String... sans) {
        return play(new Game(Position.fromFen(fen)), sans);
    }

    private static final String KNIGHTS_OUT_AND_BACK = "Nf3 Nf6 Ng1 Ng8";

    // ---- the record ----

    @Test
    void keepsMovesPositionsAndSan() {
        Game game = play(new Game(), "e4 e5 Nf3");
        assertEquals(3, game.ply());
        assertEquals(List.of("e4", "e5", "Nf3"), game.sanMoves());
        assertEquals(List.of(Move.fromUci("e2e4"), Move.fromUci("e7e5"), Move.fromUci("g1f3")), game.moves());
        assertEquals(Position.initial(), game.positionAt(0));
        assertEquals(Position.initial().play(Move.fromUci("e2e4")), game.positionAt(1));
        assertEquals(Color.BLACK, game.sideToMove());
        assertEquals(1, game.halfmoveClock());
    }

    @Test
    void illegalMoveChangesNothing() {
        Game game = play(new Game(), "e4");
        assertThrows(IllegalMoveException.class, () -> game.play(Move.fromUci("e7e4")));
        assertEquals(1, game.ply());
        assertEquals(List.of("e4"), game.sanMoves());
    }

    @Test
    void undoAndTruncateRewindMovesAndRepetitionCounts() {
        // rule 2.8: retrace the moves to the last ply where both scoresheets agree
        Game game = play(new Game(), KNIGHTS_OUT_AND_BACK, KNIGHTS_OUT_AND_BACK);
        assertEquals(3, game.repetitions());
        assertEquals(Move.fromUci("f6g8"), game.undo());
        assertEquals(2, game.occurrences(Position.initial()));
        game.truncate(2);
        assertEquals(2, game.ply());
        assertEquals(1, game.occurrences(Position.initial()));
        assertEquals(List.of("Nf3", "Nf6"), game.sanMoves());
        game.truncate(0);
        assertEquals(Position.initial(), game.position());
        assertThrows(IllegalStateException.class, game::undo);
        assertThrows(IllegalArgumentException.class, () -> game.truncate(1));
    }

    @Test
    void copyIsIndependent() {
        Game game = play(new Game(), "e4");
        Game copy = game.copy();
        play(copy, "e5");
        assertEquals(1, game.ply());
        assertEquals(2, copy.ply());
        assertEquals(List.of("e4"), game.sanMoves());
    }

    // ---- automatic endings ----

    @Test
    void checkmateEndsTheGame_5_1_1() {
        Game game = play(new Game(), "f3 e5 g4 Qh4#");
        assertEquals(Optional.of(Outcome.win(Termination.CHECKMATE, Color.BLACK)), game.outcome());
        assertEquals("0-1", game.outcome().orElseThrow().result());
        assertThrows(IllegalStateException.class, () -> game.play(Move.fromUci("e1f2")));
    }

    @Test
    void stalemateEndsTheGameDrawn_5_2_1() {
        Game game = play("7k/8/8/6Q1/8/8/8/K7 w - - 0 1", "Qg6");
        assertEquals(Optional.of(Outcome.draw(Termination.STALEMATE)), game.outcome());
    }

    @Test
    void deadPositionByInsufficientMaterialEndsTheGame_5_2_2() {
        Game game = play("8/8/4k3/8/8/2n5/3B4/4K3 w - - 0 1", "Bxc3");
        assertEquals(Optional.of(Outcome.draw(Termination.DEAD_POSITION)), game.outcome());
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> game.play(Move.fromUci("e1e2")));
        assertEquals("The game is over (dead position, rule 5.2.2); no move can follow.", e.getMessage());
    }

    @Test
    void deadPositionByALockedPawnChainEndsTheGame_9_6() {
        // once the king has taken the rook, only kings and a locked chain remain: no series of moves can mate
        Game game = play("8/4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/3rK3/8 w - - 0 1");
        assertFalse(game.isOver());
        play(game, "Kxd2");
        assertEquals(Optional.of(Outcome.draw(Termination.DEAD_POSITION)), game.outcome());
    }

    @Test
    void fivefoldRepetitionEndsTheGameUnderTheCurrentLaws_9_6_1() {
        Game game = play(new Game(), KNIGHTS_OUT_AND_BACK, KNIGHTS_OUT_AND_BACK, KNIGHTS_OUT_AND_BACK);
        assertEquals(4, game.repetitions());
        assertFalse(game.isOver());
        play(game, KNIGHTS_OUT_AND_BACK);
        assertEquals(5, game.repetitions());
        assertEquals(Optional.of(Outcome.draw(Termination.FIVEFOLD_REPETITION)), game.outcome());
    }

    @Test
    void fivefoldRepetitionIsOnlyClaimableUnderTheSeedLaws() {
        Game game = new Game(Position.initial(), Game.AutomaticDraws.SEED_LAWS);
        play(game, KNIGHTS_OUT_AND_BACK, KNIGHTS_OUT_AND_BACK, KNIGHTS_OUT_AND_BACK, KNIGHTS_OUT_AND_BACK);
        assertEquals(Optional.empty(), game.outcome());
        assertEquals(Optional.of(Outcome.draw(Termination.THREEFOLD_REPETITION)), game.claimDraw());
    }

    @Test
    void seventyFiveMovesEndTheGameUnderTheCurrentLaws_9_6_2() {
        Game game = play("8/8/4k3/8/8/4K3/8/R7 w - - 148 120", "Ra2");
        assertFalse(game.isOver(), "149 half-moves");
        play(game, "Kd6");
        assertEquals(150, game.halfmoveClock());
        assertEquals(Optional.of(Outcome.draw(Termination.SEVENTY_FIVE_MOVES)), game.outcome());
        Game seed = play(new Game(Position.fromFen("8/8/4k3/8/8/4K3/8/R7 w - - 148 120"), Game.AutomaticDraws.SEED_LAWS),
                "Ra2 Kd6");
        assertEquals(Optional.empty(), seed.outcome());
        assertEquals(Optional.of(Outcome.draw(Termination.FIFTY_MOVES)), seed.claimDraw());
    }

    @Test
    void checkmateOnTheSeventyFifthMoveTakesPrecedence_9_6_2() {
        Game game = play("6k1/R7/6K1/8/8/8/8/8 w - - 149 120", "Ra8#");
        assertEquals(Optional.of(Outcome.win(Termination.CHECKMATE, Color.WHITE)), game.outcome());
    }

    // ---- claims ----

    @Test
    void threefoldRepetitionCanBeClaimedOnTheThirdOccurrence_9_2() {
        Game game = play(new Game(), KNIGHTS_OUT_AND_BACK);
        assertEquals(2, game.repetitions());
        assertFalse(game.canClaimThreefoldRepetition());
        assertEquals(Optional.empty(), game.claimDraw());
        play(game, KNIGHTS_OUT_AND_BACK);
        assertEquals(3, game.repetitions());
        assertTrue(game.canClaimThreefoldRepetition());
        assertEquals(Optional.of(Outcome.draw(Termination.THREEFOLD_REPETITION)), game.claimDraw());
        assertFalse(game.isOver(), "a claim is the player's choice; the game goes on without one");
    }

    @Test
    void threefoldClaimWithAnIntendedMoveIsJudgedOnThePositionAfterIt_9_2_1() {
        Game game = play(new Game(), KNIGHTS_OUT_AND_BACK, "Nf3 Nf6 Ng1");
        Move ng8 = Move.fromUci("f6g8");
        assertEquals(Optional.empty(), game.claimDraw(), "the position now has stood only twice");
        assertEquals(Optional.of(Outcome.draw(Termination.THREEFOLD_REPETITION)), game.claimDraw(ng8));
        assertEquals(7, game.ply(), "the intended move is not played");
        assertEquals(Optional.empty(), game.claimDraw(Move.fromUci("b8c6")), "another move would not repeat");
        assertThrows(IllegalMoveException.class, () -> game.claimDraw(Move.fromUci("f6f3")));
    }

    @Test
    void castlingRightsMakePositionsDifferent_9_2() {
        // the rooks go out and back: the same placement as at the start, but nobody can castle short any more
        Game game = play(new Game(), "Nf3 Nf6 Rg1 Rg8 Rh1 Rh8 Ng1 Ng8");
        assertEquals(Position.initial().placementFen(), game.position().placementFen());
        assertEquals(1, game.repetitions());
        play(game, KNIGHTS_OUT_AND_BACK, KNIGHTS_OUT_AND_BACK);
        assertEquals(3, game.repetitions());
        assertEquals(1, game.occurrences(Position.initial()));
    }

    @Test
    void aPossibleEnPassantCaptureMakesThePositionDifferent_9_2() {
        // after 1...d5 White may take en passant; the same placement later, without that right, is another position
        Game game = play("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", "d5");
        Position withEnPassant = game.position();
        play(game, "Ke2 Ke7 Ke1 Ke8");
        assertEquals(withEnPassant.placementFen(), game.position().placementFen());
        assertEquals(1, game.repetitions());
        play(game, "Ke2 Ke7 Ke1 Ke8");
        assertEquals(2, game.repetitions());
        assertFalse(game.canClaimThreefoldRepetition(), "the placement stood three times, the position only twice");
        assertEquals(1, game.occurrences(withEnPassant));
    }

    @Test
    void aDoubleStepWithoutPossibleCaptureChangesNothing_9_2() {
        // no white pawn can take on d6, so the position after 1...d5 is the same as after the kings' walk
        Game game = play("4k3/3p4/8/8/8/8/8/4K3 b - - 0 1", "d5 Ke2 Ke7 Ke1 Ke8");
        assertEquals(2, game.repetitions());
    }

    @Test
    void fiftyMovesCanBeClaimedAfterTheHundredthHalfMove_9_3() {
        Game game = play("8/8/4k3/8/8/4K3/8/R7 w - - 98 80", "Ra2");
        assertEquals(99, game.halfmoveClock());
        assertFalse(game.canClaimFiftyMoves());
        play(game, "Kd6");
        assertTrue(game.canClaimFiftyMoves());
        assertEquals(Optional.of(Outcome.draw(Termination.FIFTY_MOVES)), game.claimDraw());
    }

    @Test
    void fiftyMoveClaimWithAnIntendedMove_9_3_1() {
        Game game = play("8/8/4k3/8/8/4K3/p7/R7 w - - 98 80", "Rb1");
        assertFalse(game.canClaimFiftyMoves());
        assertEquals(Optional.of(Outcome.draw(Termination.FIFTY_MOVES)), game.claimDraw(Move.fromUci("e6d6")));
        assertEquals(Optional.empty(), game.claimDraw(Move.fromUci("a2a1q")), "a pawn move resets the count");
        assertEquals(1, game.ply());
    }

    @Test
    void outcomesHaveAWinnerExactlyWhenTheTerminationDecides() {
        assertThrows(IllegalArgumentException.class, () -> new Outcome(Termination.CHECKMATE, null));
        assertThrows(IllegalArgumentException.class, () -> new Outcome(Termination.STALEMATE, Color.WHITE));
        // 6.9: a flag fell but the opponent cannot mate: a draw; otherwise the opponent wins
        assertEquals("1/2-1/2", new Outcome(Termination.TIME_FORFEIT, null).result());
        assertEquals("1-0", new Outcome(Termination.TIME_FORFEIT, Color.WHITE).result());
        assertEquals("0-1", Outcome.win(Termination.RESIGNATION, Color.BLACK).result());
    }

    @Test
    void noClaimAfterTheGameHasEnded() {
        Game game = play(new Game(), "f3 e5 g4 Qh4#");
        assertEquals(Optional.empty(), game.claimDraw());
        assertThrows(IllegalStateException.class, () -> game.claimDraw(Move.fromUci("e1f2")));
    }
}
