package org.hektor.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Piece;
import org.hektor.chess.PieceLetters;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.chess.Square;
import org.hektor.clock.ChessClock;
import org.hektor.clock.ClockSnapshot;
import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.TimeControl;
import org.junit.jupiter.api.Test;

/** Rules 2.7 and 2.8 on the pure model; the same situations run as arbiter scenarios too. */
class TwoBoardsTest {
    private static Square sq(String name) {
        return Square.parse(name);
    }

    /** The game record of SAN moves from the initial position. */
    private static List<Position> record(String... sans) {
        List<Position> positions = new ArrayList<>();
        Position p = Position.initial();
        positions.add(p);
        for (String san : sans) {
            p = p.play(San.parse(p, san));
            positions.add(p);
        }
        return positions;
    }

    private static Scoresheet sheet(PieceLetters letters, String... entries) {
        Scoresheet s = Scoresheet.empty(Position.initial(), letters);
        for (String e : entries) {
            s = s.write(e);
        }
        return s;
    }

    private static TwoBoards boards(List<Position> record, PlayerBoard white, PlayerBoard black,
                                    Scoresheet whiteSheet, Scoresheet blackSheet) {
        return new TwoBoards(white, black, whiteSheet, blackSheet, record);
    }

    @Test
    void rule2_7_blindPlayerAnnouncesNf3ButPegsF4_oneInstructionForHisBoardOnly() {
        List<Position> record = record("Nf3");
        PlayerBoard blind = PlayerBoard.of(Position.initial()).lift(sq("g1")).place(sq("f4"));
        PlayerBoard sighted = PlayerBoard.of(record.get(1));
        TwoBoards tb = boards(record, blind, sighted, sheet(PieceLetters.GERMAN, "Sf3"),
                sheet(PieceLetters.ENGLISH, "Nf3"));

        Divergence d = tb.check().orElseThrow();
        assertEquals(List.of(sq("f3"), sq("f4")), d.squares());
        assertEquals(Set.of(Color.WHITE), d.boardsOffRecord());
        assertEquals(OptionalInt.empty(), d.sheetsDifferAt());

        Reconciliation plan = tb.reconcile();
        Reconciliation.CorrectBoards correct = assertInstanceOf(Reconciliation.CorrectBoards.class, plan);
        assertEquals("2.7", correct.rule());
        assertEquals(1, correct.ply());
        assertEquals(List.of(new Correction.Shift(Piece.WHITE_KNIGHT, sq("f4"), sq("f3"))),
                correct.corrections().get(Color.WHITE));
        assertEquals(List.of(), correct.corrections().get(Color.BLACK), "the sighted board is untouched");
        assertEquals(plan, tb.reconcile(), "same inputs, same plan");
    }

    @Test
    void rule2_8_blindPlayerMishearsAMoveAndWritesIt_severalMovesLaterBothGoBack() {
        // White is blind: Black played 1...c5, White heard c6, made it on his board and wrote it.
        List<Position> record = record("e4", "c5", "Nf3", "d6", "d4");
        PlayerBoard blind = PlayerBoard.of(record("e4", "c6", "Nf3", "d6", "d4").get(5));
        PlayerBoard sighted = PlayerBoard.of(record.get(5));
        TwoBoards tb = boards(record, blind, sighted, sheet(PieceLetters.GERMAN, "e4", "c6", "Sf3", "d6", "d4"),
                sheet(PieceLetters.ENGLISH, "e4", "c5", "Nf3", "d6", "d4"));

        Divergence d = tb.check().orElseThrow();
        assertEquals(OptionalInt.of(2), d.sheetsDifferAt());
        assertEquals(Set.of(Color.WHITE), d.sheetsOffRecord());

        Reconciliation.Rewind rewind = assertInstanceOf(Reconciliation.Rewind.class, tb.reconcile());
        assertEquals("2.8", rewind.rule());
        assertEquals(1, rewind.ply());
        assertEquals(2, rewind.differingPly());
        assertEquals(record.get(1), rewind.position());
        assertEquals(List.of(Move.of("e2", "e4")), rewind.moves());
        assertEquals("c6", rewind.entries().get(Color.WHITE).text());
        assertEquals("c5", rewind.entries().get(Color.BLACK).text());
        for (Color c : Color.values()) {
            assertTrue(tb.board(c).apply(rewind.corrections().get(c)).shows(record.get(1)), c + " board corrected");
            assertTrue(!rewind.corrections().get(c).isEmpty());
        }
    }

    @Test
    void rule8_1_sightedPlayerWritesAWrongMoveButMakesTheRightOne_theGameStandsAndHisSheetIsCorrected() {
        // rules 2.7 and 2.8 apply when the positions on the boards differ; these both show the game.
        List<Position> record = record("e4", "e5", "Nf3", "Nc6");
        PlayerBoard both = PlayerBoard.of(record.get(4));
        TwoBoards tb = boards(record, both, both, sheet(PieceLetters.GERMAN, "e4", "e5", "Sf3", "Sc6"),
                sheet(PieceLetters.ENGLISH, "e4", "e5", "Nf3", "Nf6"));
        Divergence d = tb.check().orElseThrow();
        assertTrue(d.boardsShowTheGame());
        assertEquals(Set.of(Color.BLACK), d.sheetsOffRecord());
        assertEquals(OptionalInt.of(4), d.sheetsDifferAt());
        Reconciliation.CorrectScoresheets c = assertInstanceOf(Reconciliation.CorrectScoresheets.class,
                tb.reconcile());
        assertEquals(4, c.ply(), "the game stands where it is");
        assertEquals(Map.of(Color.BLACK, 4), c.from());
        assertEquals(Map.of(Color.WHITE, List.of(), Color.BLACK, List.of()), c.corrections());
    }

    @Test
    void rule2_8_sightedPlayerWritesAWrongMoveAndABoardDiffers_hisSheetIsTheOneThatDiffers() {
        List<Position> record = record("e4", "e5", "Nf3", "Nc6");
        PlayerBoard right = PlayerBoard.of(record.get(4));
        PlayerBoard wrong = right.lift(sq("c6")).place(sq("f6"));
        TwoBoards tb = boards(record, right, wrong, sheet(PieceLetters.GERMAN, "e4", "e5", "Sf3", "Sc6"),
                sheet(PieceLetters.ENGLISH, "e4", "e5", "Nf3", "Nf6"));
        assertEquals(Set.of(Color.BLACK), tb.check().orElseThrow().sheetsOffRecord());
        Reconciliation.Rewind rewind = assertInstanceOf(Reconciliation.Rewind.class, tb.reconcile());
        assertEquals(3, rewind.ply());
        assertEquals(Set.of(Color.BLACK), rewind.sheetsOffRecord());
        assertEquals(List.of(new Correction.Shift(Piece.BLACK_KNIGHT, sq("c6"), sq("b8"))),
                rewind.corrections().get(Color.WHITE));
    }

    @Test
    void rule2_8_thePlanCarriesBothClocksAsTheyStoodAfterThePlyItGoesBackTo() {
        ManualTimeSource time = new ManualTimeSource();
        ChessClock clock = new ChessClock(TimeControl.parse("5400+30"), time);
        clock.start();
        int[] thinking = {10, 20, 30, 40, 50};
        for (int seconds : thinking) {
            time.advanceSeconds(seconds);
            clock.press();
        }
        List<Position> record = record("e4", "c5", "Nf3", "d6", "d4");
        PlayerBoard board = PlayerBoard.of(record.get(5));
        PlayerBoard misheard = board.lift(sq("c5")).place(sq("c6"));
        TwoBoards tb = boards(record, misheard, board, sheet(PieceLetters.GERMAN, "e4", "c6", "Sf3", "d6", "d4"),
                sheet(PieceLetters.ENGLISH, "e4", "c5", "Nf3", "d6", "d4"));
        Reconciliation.Rewind rewind = assertInstanceOf(Reconciliation.Rewind.class, tb.reconcile(clock.history()));
        ClockSnapshot snap = rewind.clock().orElseThrow();
        assertEquals(1, snap.ply());
        assertEquals((5400 - 10 + 30) * 1000L, snap.white().remainingMillis());
        assertEquals(5400 * 1000L, snap.black().remainingMillis());
        assertTrue(assertInstanceOf(Reconciliation.Rewind.class, tb.reconcile()).clock().isEmpty(),
                "a game without a clock has no clock in its plan");
    }

    @Test
    void anIllegalEntryIsWhereTheSheetsStopAgreeing() {
        List<Position> record = record("e4", "e5", "Nf3");
        PlayerBoard board = PlayerBoard.of(record.get(3));
        TwoBoards tb = boards(record, board.lift(sq("f3")).place(sq("f4")), board,
                sheet(PieceLetters.ENGLISH, "e4", "e5", "Nf4"), sheet(PieceLetters.ENGLISH, "e4", "e5", "Nf3"));
        Reconciliation.Rewind rewind = assertInstanceOf(Reconciliation.Rewind.class, tb.reconcile());
        assertEquals(2, rewind.ply());
        assertEquals(Set.of(Color.WHITE), rewind.sheetsOffRecord());
        assertTrue(!rewind.entries().get(Color.WHITE).isRead());
    }

    @Test
    void anIllegalEntryOnBothSheetsStillStopsTheAgreement() {
        List<Position> record = record("e4", "e5");
        PlayerBoard board = PlayerBoard.of(record.get(2));
        PlayerBoard asWritten = board.lift(sq("e5")).place(sq("e6"));
        TwoBoards tb = boards(record, board, asWritten, sheet(PieceLetters.ENGLISH, "e4", "e6"),
                sheet(PieceLetters.ENGLISH, "e4", "e6"));
        // The boards differ; e6 is legal, so both sheets agree on it; the record says e5: the sheets rule (2.7), so
        // the boards follow them.
        Reconciliation.CorrectBoards c = assertInstanceOf(Reconciliation.CorrectBoards.class, tb.reconcile());
        assertEquals(List.of(Move.of("e2", "e4"), Move.of("e7", "e6")), c.moves());
        TwoBoards illegal = boards(record, board, asWritten, sheet(PieceLetters.ENGLISH, "e4", "Ke7"),
                sheet(PieceLetters.ENGLISH, "e4", "Ke7"));
        assertEquals(1, assertInstanceOf(Reconciliation.Rewind.class, illegal.reconcile()).ply());
    }

    @Test
    void aMissingEntryInTheMiddleShiftsTheSheetAndTheSheetsDifferThere() {
        List<Position> record = record("e4", "e5", "Nf3", "Nc6", "Bb5");
        PlayerBoard board = PlayerBoard.of(record.get(5));
        // Black forgot 2.Nf3 and wrote Nc6 in its place; his board has the bishop on a4.
        TwoBoards tb = boards(record, board, board.lift(sq("b5")).place(sq("a4")),
                sheet(PieceLetters.ENGLISH, "e4", "e5", "Nf3", "Nc6", "Bb5"),
                sheet(PieceLetters.ENGLISH, "e4", "e5", "Nc6", "Bb5"));
        Reconciliation.Rewind rewind = assertInstanceOf(Reconciliation.Rewind.class, tb.reconcile());
        assertEquals(2, rewind.ply());
        assertEquals(Set.of(Color.BLACK), rewind.sheetsOffRecord());
    }

    @Test
    void anExtraEntryBeyondTheGameIsADifference() {
        List<Position> record = record("e4", "e5");
        PlayerBoard board = PlayerBoard.of(record.get(2));
        TwoBoards tb = boards(record, board, board.lift(sq("e5")).place(sq("e6")),
                sheet(PieceLetters.ENGLISH, "e4", "e5", "Nf3"), sheet(PieceLetters.ENGLISH, "e4", "e5"));
        Reconciliation.Rewind rewind = assertInstanceOf(Reconciliation.Rewind.class, tb.reconcile());
        assertEquals(2, rewind.ply());
        assertEquals(3, rewind.differingPly());
        assertEquals(Map.of(Color.WHITE, rewind.entries().get(Color.WHITE)), rewind.entries());
        assertEquals(List.of(), rewind.corrections().get(Color.WHITE), "the boards already show ply 2");
        assertEquals(Set.of(Color.WHITE), rewind.sheetsOffRecord(), "Black's sheet, like the game, has no ply 3");
    }

    @Test
    void anExtraEntryInTheMiddleIsADifference() {
        List<Position> record = record("e4", "e5", "Nf3");
        PlayerBoard board = PlayerBoard.of(record.get(3));
        TwoBoards tb = boards(record, board.lift(sq("f3")).place(sq("f4")), board,
                sheet(PieceLetters.ENGLISH, "e4", "e4", "e5", "Nf3"),
                sheet(PieceLetters.ENGLISH, "e4", "e5", "Nf3"));
        Reconciliation.Rewind rewind = assertInstanceOf(Reconciliation.Rewind.class, tb.reconcile());
        assertEquals(1, rewind.ply());
    }

    @Test
    void aSheetBehindTheGameMustBeCompletedBeforeTheSheetsAreCompared() {
        List<Position> record = record("e4", "e5", "Nf3");
        PlayerBoard board = PlayerBoard.of(record.get(3));
        TwoBoards tb = boards(record, board, board.lift(sq("f3")).place(sq("g5")),
                sheet(PieceLetters.ENGLISH, "e4", "e5", "Nf3"), sheet(PieceLetters.ENGLISH, "e4", "e5"));
        Reconciliation.CompleteScoresheets c = assertInstanceOf(Reconciliation.CompleteScoresheets.class,
                tb.reconcile());
        assertEquals(Map.of(Color.WHITE, 3, Color.BLACK, 2), c.written());
        assertTrue(tb.check().orElseThrow().sheetsDifferAt().isEmpty(), "being behind is no difference");
    }

    @Test
    void everythingInOrderIsNoDivergenceAndNothingToDo() {
        List<Position> record = record("e4", "e5");
        PlayerBoard board = PlayerBoard.of(record.get(2));
        TwoBoards tb = boards(record, board, board, sheet(PieceLetters.ENGLISH, "e4", "e5"),
                sheet(PieceLetters.GERMAN, "e4", "e5"));
        assertTrue(tb.check().isEmpty());
        assertInstanceOf(Reconciliation.InOrder.class, tb.reconcile());
    }

    @Test
    void anIllegalMoveThatStandsIsNoScoresheetDifference_rapidB6_blitz17_3_2() {
        // 1. e4 Bb4?? (the bishop through its own pawn) stands: White replied 2. a3 without claiming.
        Position afterE4 = record("e4").get(1);
        Position stood = Position.fromFen("rnbqk1nr/pppppppp/8/8/1b2P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
        Position afterA3 = stood.play(Move.of("a2", "a3"));
        List<Position> record = List.of(Position.initial(), afterE4, stood, afterA3);
        Scoresheet white = sheet(PieceLetters.GERMAN, "e4", "Lb4", "a3").stand(2, stood);
        Scoresheet black = sheet(PieceLetters.ENGLISH, "e4", "Bb4", "a3").stand(2, stood);
        assertTrue(white.entry(2).orElseThrow().standing());
        assertEquals(Move.of("a2", "a3"), white.entry(3).orElseThrow().move(), "read from the position it left");
        PlayerBoard board = PlayerBoard.of(afterA3);
        TwoBoards tb = boards(record, board, board, white, black);
        assertTrue(tb.check().isEmpty());
        assertInstanceOf(Reconciliation.InOrder.class, tb.reconcile());
        // Without the arbiter's word that it stands, the unreadable entry is where the sheets part (a board differs).
        PlayerBoard off = board.lift(sq("a3")).place(sq("a4"));
        TwoBoards unmarked = boards(record, board, off, sheet(PieceLetters.GERMAN, "e4", "Lb4", "a3"),
                sheet(PieceLetters.ENGLISH, "e4", "Bb4", "a3"));
        assertEquals(1, assertInstanceOf(Reconciliation.Rewind.class, unmarked.reconcile()).ply());
        // A later rewind past it still reports the standing move as its squares.
        TwoBoards later = boards(record, board, off, white.write("Sc6"), black.write("Nf6"));
        Reconciliation.Rewind r = assertInstanceOf(Reconciliation.Rewind.class, later.reconcile());
        assertEquals(List.of(Move.of("e2", "e4"), Move.of("f8", "b4"), Move.of("a2", "a3")), r.moves());
    }

    @Test
    void boardsThatShowTheGameMeanItStands_eachSheetIsComparedWithTheGame_8_1() {
        // an illegal entry, a missing one, an extra one, a sheet behind — nothing is rewound.
        List<Position> record = record("e4", "e5", "Nf3", "Nc6");
        PlayerBoard board = PlayerBoard.of(record.get(4));
        TwoBoards shifted = boards(record, board, board, sheet(PieceLetters.ENGLISH, "e4", "e5", "Nc6"),
                sheet(PieceLetters.ENGLISH, "e4", "e5", "Nf3", "Nc6", "Bb5"));
        Reconciliation.CorrectScoresheets c = assertInstanceOf(Reconciliation.CorrectScoresheets.class,
                shifted.reconcile());
        assertEquals(Map.of(Color.WHITE, 3, Color.BLACK, 5), c.from(), "White's missing entry, Black's extra one");
        assertEquals(List.of(Move.of("e2", "e4"), Move.of("e7", "e5"), Move.of("g1", "f3"), Move.of("b8", "c6")),
                c.moves(), "the game's moves, to write again");
        Divergence d = shifted.check().orElseThrow();
        assertTrue(d.boardsShowTheGame());
        assertEquals(OptionalInt.of(3), d.sheetsDifferAt());
        assertEquals(Set.of(Color.WHITE), d.sheetsOffRecord());

        TwoBoards behind = boards(record, board, board, sheet(PieceLetters.ENGLISH, "e4", "e5", "Nf3"),
                sheet(PieceLetters.ENGLISH, "e4"));
        assertTrue(behind.check().isEmpty(), "a sheet behind the game is in order (8.1)");
        assertEquals(4, assertInstanceOf(Reconciliation.CompleteScoresheets.class, behind.reconcile()).ply());

        TwoBoards bothWrong = boards(record, board, board, sheet(PieceLetters.ENGLISH, "e4", "e6", "Nf3", "Nc6"),
                sheet(PieceLetters.ENGLISH, "e4", "e6", "Nf3", "Nc6"));
        assertEquals(Map.of(Color.WHITE, 2, Color.BLACK, 2),
                assertInstanceOf(Reconciliation.CorrectScoresheets.class, bothWrong.reconcile()).from(),
                "two sheets that agree with each other but not with the boards do not move the game");
    }
}
