package org.hektor.session;

import static org.hektor.session.Table.has;
import static org.hektor.session.Table.only;
import static org.hektor.session.Table.texts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Square;
import org.hektor.clock.ClockSnapshot;
import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.TimeControl;
import org.hektor.sync.Correction;
import org.hektor.sync.Reconciliation;
import org.junit.jupiter.api.Test;

/**
 * The two boards in a tablet or assisted game (design.md §3, rules 2.7 and 2.8), through session commands: a
 * divergence found after a move and said, the arbiter's plan carried out for the game and the clocks and said as
 * instructions in the profile's words, and all of it rebuilt by replaying the journal.
 */
class GameSessionTwoBoardsTest {

    private static Table game(Mode mode, String profile) {
        return new Table(Settings.practice(Color.WHITE, TimeControl.parse("5400"), "Sighted").withProfile(profile)
                .withMode(mode)).start();
    }

    private static List<Event> board(Table t, Color owner, Command.BoardAction action, String square) {
        return t.send(new Command.BoardEvent(owner, action, Square.parse(square)));
    }

    @Test
    void rule2_7_theBlindPlayerPegsHisKnightOnTheWrongSquareAndIsToldHowToCorrectHisBoard() {
        // rule 2.7: he announces Nf3 but pegs the knight on f4; the scoresheets agree
        Table t = game(Mode.TABLET, "en");
        assertTrue(board(t, Color.WHITE, Command.BoardAction.LIFT, "g1").isEmpty(), "his own lift is not told to him");
        assertTrue(board(t, Color.WHITE, Command.BoardAction.PLACE, "f4").isEmpty());
        t.type("Nf3");
        List<Event> e = t.type("yes");
        assertEquals("knight golf one foxtrot three", only(e, Event.MoveMade.class).text());
        Event.DivergenceFound found = only(e, Event.DivergenceFound.class);
        assertEquals(List.of(Square.parse("f3"), Square.parse("f4")), found.divergence().squares());
        assertEquals(Set.of(Color.WHITE), found.divergence().boardsOffRecord());
        assertEquals(OptionalInt.empty(), found.divergence().sheetsDifferAt());
        assertEquals("The boards do not agree. They differ on foxtrot three, foxtrot four. White's board does not show "
                + "the game. Type reconcile to set them right.", found.text());
        assertEquals(List.of(Move.fromUci("g1f3")), t.session.state().moves());

        e = t.send(new Command.Reconcile());
        Event.Reconciled plan = only(e, Event.Reconciled.class);
        assertInstanceOf(Reconciliation.CorrectBoards.class, plan.plan());
        Event.BoardCorrections corrections = only(e, Event.BoardCorrections.class);
        assertEquals(Color.WHITE, corrections.board(), "the sighted board is untouched");
        assertEquals(List.of(new Correction.Shift(org.hektor.chess.Piece.WHITE_KNIGHT, Square.parse("f4"),
                Square.parse("f3"))), corrections.corrections());
        assertEquals(List.of(
                "The scoresheets agree, so the board that differs is corrected to them (rule 2.7).",
                "Your board: Move the knight from foxtrot four to foxtrot three.",
                "Your opponent's move."), texts(e));
        assertEquals(List.of("Both boards and both scoresheets agree with the game."),
                texts(t.send(new Command.CheckBoards())));
        assertEquals(List.of(Move.fromUci("g1f3")), t.session.state().moves());
    }

    @Test
    void rule2_7_theInstructionsAreInTheProfilesLanguageAndWords() {
        Table t = game(Mode.TABLET, "ibca");
        board(t, Color.WHITE, Command.BoardAction.LIFT, "g1");
        board(t, Color.WHITE, Command.BoardAction.PLACE, "f4");
        t.type("Springer Gustav eins Felix drei");
        assertEquals("Die Bretter stimmen nicht überein. Sie unterscheiden sich auf Felix drei, Felix vier. Das Brett von "
                + "Weiß zeigt nicht die Partie. Tippen Sie abgleichen, um sie in Ordnung zu bringen.",
                only(t.type("ja"), Event.DivergenceFound.class).text());
        assertEquals("Ihr Brett: Springer von Felix vier nach Felix drei setzen.",
                only(t.send(new Command.Reconcile()), Event.BoardCorrections.class).text());
    }

    @Test
    void boardsThatShowTheGameMeanItStands_onlyTheScoresheetIsCorrected_8_1() {
        // rule 8.1 at the console: the boards agree with the game, only the blind player's sheet is wrong
        Table t = game(Mode.TABLET, "ibca");
        t.real.advanceSeconds(10);
        t.type("e4");
        t.type("ja");
        t.real.advanceSeconds(20);
        t.send(new Command.OpponentMove("e5"));
        t.real.advanceSeconds(30);
        t.type("Sf3");
        t.type("ja");
        t.real.advanceSeconds(40);
        t.send(new Command.OpponentMove("Nc6"));
        ClockSnapshot before = t.session.state().clock();
        t.send(new Command.SheetShows(Color.WHITE, List.of("e4", "e5", "Sf3", "Sf6")));
        Event.DivergenceFound found = only(t.send(new Command.CheckBoards()), Event.DivergenceFound.class);
        assertEquals("Beide Bretter zeigen die Partie, also gilt sie. Das Partieformular von Weiß weicht bei Zug zwei "
                + "von der Partie ab. Tippen Sie abgleichen, um das Partieformular zu korrigieren.", found.text());
        Reconciliation.CorrectScoresheets plan = assertInstanceOf(Reconciliation.CorrectScoresheets.class,
                only(t.send(new Command.Reconcile()), Event.Reconciled.class).plan());
        assertEquals(4, plan.ply());
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6"), t.session.state().sans(), "no move is undone");
        assertEquals(before, t.session.state().clock(), "no clock is set back");
        assertEquals(Color.WHITE, t.session.state().toMove());
    }

    @Test
    void rule2_8_theScoresheetsDifferSoTheGameAndBothClocksGoBackToTheLastMoveTheyAgreeOn() {
        Table t = game(Mode.TABLET, "en");
        t.real.advanceSeconds(10);
        t.type("e4");
        t.type("yes");
        t.real.advanceSeconds(20);
        t.send(new Command.OpponentMove("e5"));
        t.real.advanceSeconds(30);
        t.type("Nf3");
        t.type("yes");
        t.real.advanceSeconds(40);
        t.send(new Command.OpponentMove("Nc6"));
        t.real.advanceSeconds(50);
        t.type("Bc4");
        t.type("yes");
        t.real.advanceSeconds(5);
        ClockSnapshot afterNf3 = t.session.state().clockHistory().get(3);
        assertEquals(5_360_000, afterNf3.white().remainingMillis());
        assertEquals(5_380_000, afterNf3.black().remainingMillis());

        // rule 2.8: the blind player heard 2... Nf6, wrote it on his own (Braille) scoresheet and made it
        // on his board; read out, his sheet differs from the tablet's at ply 4 (2.8 needs the boards to
        // differ too)
        assertTrue(t.send(new Command.SheetShows(Color.WHITE, List.of("e4", "e5", "Nf3", "Nf6", "Bc4"))).isEmpty());
        t.send(new Command.BoardShows(Color.WHITE, "rnbqkb1r/pppp1ppp/5n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R"));
        Event.DivergenceFound found = only(t.send(new Command.CheckBoards()), Event.DivergenceFound.class);
        assertEquals(OptionalInt.of(4), found.divergence().sheetsDifferAt());
        assertEquals(Set.of(Color.WHITE), found.divergence().sheetsOffRecord());
        assertEquals("The boards do not agree. They differ on charlie six, foxtrot six, bravo eight, golf eight. "
                + "White's board does not show the game. The scoresheets differ at move two, Black's move. Type "
                + "reconcile to set them right.", found.text());

        List<Event> e = t.send(new Command.Reconcile());
        Reconciliation.Rewind rewind = assertInstanceOf(Reconciliation.Rewind.class, only(e, Event.Reconciled.class).plan());
        assertEquals(3, rewind.ply());
        assertEquals(List.of(
                "The scoresheets differ at move 2, Black's move. The game goes back to the last move both agree on, "
                        + "and both clocks to their times then (rule 2.8). White's scoresheet is the one that differs "
                        + "from the game. The clocks: White one hour twenty-nine minutes, Black one hour twenty-nine "
                        + "minutes.",
                "Your board: Move the bishop from charlie four to foxtrot one. Move the knight from foxtrot six to "
                        + "golf eight.",
                "Your opponent's board: Move the bishop from charlie four to foxtrot one. Move the knight from charlie "
                        + "six to bravo eight.",
                "Your opponent's move."), texts(e));
        State s = t.session.state();
        assertEquals(List.of("e4", "e5", "Nf3"), s.sans());
        assertEquals(Color.BLACK, s.toMove());
        assertEquals(afterNf3.white(), s.clock().white(), "rule 2.8: the arbiter readjusts the clocks");
        assertEquals(afterNf3.black(), s.clock().black());
        assertEquals(4, s.clockHistory().size());
        t.real.advanceSeconds(7);
        t.tick();
        assertEquals(5_373_000, t.session.state().clock().black().remainingMillis(), "Black's clock runs from there");
        assertEquals(List.of("Both boards and both scoresheets agree with the game."),
                texts(t.send(new Command.CheckBoards())));
        assertTrue(has(t.send(new Command.OpponentMove("Nf6")), Event.MoveMade.class));
    }

    @Test
    void theSightedPlayersBoardEventsAreHisTouchesAndHisBoardReportIsChecked() {
        // assisted mode: the assistant types both boards' events; the sighted player's lift binds him (4.3, 2.9e)
        Table t = game(Mode.ASSISTED, "en");
        t.type("e4");
        t.type("yes");
        assertEquals(List.of("Touched: knight golf eight."), texts(board(t, Color.BLACK, Command.BoardAction.LIFT, "g8")));
        board(t, Color.BLACK, Command.BoardAction.PLACE, "f6");
        // his board now shows his knight on f6 before he pressed; the move is typed as made
        List<Event> e = t.send(new Command.OpponentMove("Nf6"));
        assertEquals("knight golf eight foxtrot six", only(e, Event.MoveMade.class).text());
        assertFalse(has(e, Event.DivergenceFound.class), e.toString());
        // a board reported at once that is not the game's
        t.send(new Command.BoardShows(Color.BLACK, "rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR"));
        Event.DivergenceFound found = only(t.send(new Command.CheckBoards()), Event.DivergenceFound.class);
        assertEquals(List.of(Square.parse("e2"), Square.parse("e4")), found.divergence().squares());
        assertEquals(Set.of(Color.BLACK), found.divergence().boardsOffRecord());
        assertEquals(List.of("The boards do not agree. They differ on echo two, echo four. Black's board does not show "
                + "the game. Type reconcile to set them right."), texts(List.of(found)));
        assertEquals("Black's board: Move the pawn from echo two to echo four.",
                only(t.send(new Command.Reconcile()), Event.BoardCorrections.class).text());
    }

    private static Table assisted(String profile, String control) {
        Table t = new Table(Settings.practice(Color.WHITE, TimeControl.parse(control), "Sighted").withProfile(profile)
                .withMode(Mode.ASSISTED)).start();
        t.type("e4");
        t.type(profile.equals("en") ? "yes" : "ja");
        return t;
    }

    @Test
    void aMoveTypedAfterTheSightedPlayersHandsCompletesTheHandsThatAreMissing_4_6() {
        // the assistant's example: "> lift g8", "> place g8", "> d6" was "Auf dem Brett von Schwarz ist kein Zug zu
        // sehen", and the assistant had to type "> lift d7", "> place d6" first. The sighted player's move is what
        // his board shows when he presses (4.6, 6.2.1); the assistant's typed move (2.9b) reports the hands left.
        // In rapid the touch of g8 binds only when claimed (B5), so d6 is made.
        Table t = assisted("ibca", "1500");
        assertEquals(List.of("Berührt: Springer Gustav acht."), texts(board(t, Color.BLACK, Command.BoardAction.LIFT, "g8")));
        board(t, Color.BLACK, Command.BoardAction.PLACE, "g8");
        assertEquals(List.of("Bauer David sieben David sechs", "Weiß ist am Zug."),
                texts(t.send(new Command.OpponentMove("d6"))));
        assertEquals(List.of(Move.fromUci("e2e4"), Move.fromUci("d7d6")), t.session.state().moves());
        assertEquals(List.of("Beide Bretter und beide Partieformulare stimmen mit der Partie überein."),
                texts(t.send(new Command.CheckBoards())));

        // In standard play the arbiter rules on d6 at once (4.3.1), exactly as when every hand was typed.
        Table typed = assisted("ibca", "5400");
        Table everyHand = assisted("ibca", "5400");
        for (Table x : List.of(typed, everyHand)) {
            board(x, Color.BLACK, Command.BoardAction.LIFT, "g8");
            board(x, Color.BLACK, Command.BoardAction.PLACE, "g8");
        }
        board(everyHand, Color.BLACK, Command.BoardAction.LIFT, "d7");
        board(everyHand, Color.BLACK, Command.BoardAction.PLACE, "d6");
        List<String> said = texts(typed.send(new Command.OpponentMove("d6")));
        assertEquals(List.of("Schwarz hat eine Figur berührt und muss einen dieser Züge spielen (Regel vier Punkt drei Punkt eins): "
                + "Springer Gustav acht Felix sechs, Springer Gustav acht Hektor sechs.",
                "Das Brett von Schwarz: Bauer von David sechs nach David sieben setzen.", "Schwarz ist am Zug."), said);
        assertEquals(texts(everyHand.send(new Command.OpponentMove("d6"))), said);
        assertEquals(everyHand.session.state(), typed.session.state());

        // a piece lifted and still held is placed; a captured piece is taken off
        Table held = assisted("en", "5400");
        board(held, Color.BLACK, Command.BoardAction.LIFT, "d7");
        assertEquals(List.of("pawn delta seven delta five", "White to move."),
                texts(held.send(new Command.OpponentMove("d5"))));
        held.type("Nc3");
        held.type("yes");
        board(held, Color.BLACK, Command.BoardAction.LIFT, "d5");
        assertEquals("dxe4", only(held.send(new Command.OpponentMove("dxe4")), Event.MoveMade.class).san());
        assertEquals(List.of("Both boards and both scoresheets agree with the game."),
                texts(held.send(new Command.CheckBoards())));
        // the blind player's hands are not completed: his move needs the piece put on its square (2.3)
        board(held, Color.WHITE, Command.BoardAction.LIFT, "g1");
        held.type("Nf3");
        assertTrue(only(held.type("yes"), Event.Rejected.class).text().contains("(2.3)"));
        assertEquals(4, held.session.state().moves().size());
    }

    @Test
    void handsThatMadeSomethingElseAreSaidInOneSentenceAndNothingIsPressed() {
        // the sighted player's hands put the pawn on d5, the assistant types d6. His board cannot show d6
        // by the hands still missing, and his move is what his board shows (4.6): Hektor says where it would differ.
        Table t = assisted("en", "5400");
        board(t, Color.BLACK, Command.BoardAction.LIFT, "d7");
        board(t, Color.BLACK, Command.BoardAction.PLACE, "d5");
        State before = t.session.state();
        assertEquals(List.of("Black's board cannot be completed to pawn delta seven delta six: after the hands still "
                + "missing it would differ on delta five, delta six; type the lift and place that put it right, or the "
                + "move the board shows."), texts(t.send(new Command.OpponentMove("d6"))));
        assertEquals(before, t.session.state(), "nothing is pressed, written or moved");
        assertEquals(List.of("pawn delta seven delta five", "White to move."),
                texts(t.send(new Command.OpponentMove("d5"))));
        assertEquals(List.of("Both boards and both scoresheets agree with the game."),
                texts(t.send(new Command.CheckBoards())));

        // In German, and for a knight that went elsewhere: the squares of the move and of the hands that differ.
        Table de = assisted("ibca", "5400");
        board(de, Color.BLACK, Command.BoardAction.LIFT, "g8");
        board(de, Color.BLACK, Command.BoardAction.PLACE, "h6");
        assertEquals(List.of("Das Brett von Schwarz kann nicht zu Springer Gustav acht Felix sechs vollendet werden: es "
                + "weicht dann noch auf Felix sechs, Hektor sechs ab; tippen Sie die Brettzeilen, die es in Ordnung "
                + "bringen, oder den Zug, den das Brett zeigt."), texts(de.send(new Command.OpponentMove("Nf6"))));
        assertEquals(List.of(Move.fromUci("e2e4")), de.session.state().moves());
    }

    @Test
    void castlingEnPassantAndPromotionAreCarriedOutOnBothBoardsWithoutADivergence() {
        // each move made on the mover's board as confirmed, and on the other board as announced (2.1, 2.3)
        Table t = new Table(Settings.practice(Color.WHITE, TimeControl.parse("5400"), "Sighted").withProfile("en")
                .withMode(Mode.TABLET).withStart("r3k2r/P5pp/8/8/5p2/8/1p4PP/R3K2R w KQkq - 0 1")).start();
        String[] moves = {"O-O", "> O-O-O", "g4", "> fxg3", "a8=Q+", "> Kd7", "hxg3", "> bxa1=Q", "Rxa1"};
        for (String m : moves) {
            List<Event> e = m.startsWith(">") ? t.send(new Command.OpponentMove(m.substring(1).strip()))
                    : confirm(t, m);
            assertTrue(has(e, Event.MoveMade.class), m + ": " + texts(e));
            assertFalse(has(e, Event.DivergenceFound.class), m + ": " + texts(e));
        }
        assertEquals(List.of("O-O", "O-O-O", "g4", "fxg3", "a8=Q+", "Kd7", "hxg3", "bxa1=Q", "Rxa1"),
                t.session.state().sans());
        assertEquals(List.of("Both boards and both scoresheets agree with the game."),
                texts(t.send(new Command.CheckBoards())));
    }

    private static List<Event> confirm(Table t, String move) {
        t.type(move);
        return t.type("yes");
    }

    @Test
    void aBadBoardReportIsOneSentenceAndChangesNothing() {
        Table t = game(Mode.TABLET, "en");
        List<Event> e = t.send(new Command.BoardShows(Color.WHITE, "8/8/8"));
        assertEquals(List.of("The placement '8/8/8' has 3 ranks; a board placement has 8, from the eighth down, "
                + "separated by '/'."), texts(e));
        assertEquals(List.of("Both boards and both scoresheets agree with the game."),
                texts(t.send(new Command.CheckBoards())));
        assertEquals(List.of("There is no piece on e4 to lift."),
                texts(board(t, Color.WHITE, Command.BoardAction.LIFT, "e4")));
    }

    @Test
    void theTwoBoardsAndTheirPlanComeBackFromTheJournal() {
        // principle 5: board events, reports and reconciliations are journaled like every other command
        Table t = game(Mode.TABLET, "en");
        t.real.advanceSeconds(3);
        board(t, Color.WHITE, Command.BoardAction.LIFT, "g1");
        board(t, Color.WHITE, Command.BoardAction.PLACE, "f4");
        t.type("Nf3");
        t.type("yes");
        t.real.advanceSeconds(4);
        t.send(new Command.OpponentMove("d5"));
        t.send(new Command.SheetShows(Color.WHITE, List.of("Nf3", "d6")));

        GameSession copy = new GameSession(t.session.settings(), new SessionTime(new ManualTimeSource()));
        t.journal.forEach(copy::replay);
        assertEquals(t.session.state().moves(), copy.state().moves());
        assertEquals(t.session.state().clock(), copy.state().clock());
        copy.goLive();
        List<Event> live = t.send(new Command.Reconcile());
        List<Event> replayed = new java.util.ArrayList<>();
        copy.subscribe(replayed::add);
        copy.journalTo(x -> { });
        copy.handle(new Command.Reconcile());
        assertEquals(texts(live), texts(replayed));
        assertInstanceOf(Reconciliation.Rewind.class, only(live, Event.Reconciled.class).plan());
        assertEquals(t.session.state().moves(), copy.state().moves());
        assertEquals(t.session.state().clock().white(), copy.state().clock().white());
    }
}
