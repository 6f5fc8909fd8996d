package org.hektor.session;

import static org.hektor.session.Table.has;
import static org.hektor.session.Table.only;
import static org.hektor.session.Table.texts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Termination;
import org.hektor.clock.Call;
import org.hektor.clock.TimeControl;
import org.hektor.notation.Heard;
import org.hektor.notation.Hypothesis;
import org.hektor.signal.Cue;
import org.hektor.signal.Urgency;
import org.hektor.words.Readout;
import org.junit.jupiter.api.Test;

/** The read-back loop, the opponent's moves, offers, claims and the end, on a hand-advanced clock. */
class GameSessionTest {

    @Test
    void theStartSaysWhoPlaysWhatAndStartsWhitesClock() {
        Table t = Table.english();
        List<Event> e = t.send(new Command.Start());
        assertEquals(List.of("New game against Hektor level 1. You play White. Each side has five minutes.", "Your move."),
                texts(e));
        t.after(10_000);
        assertEquals(290_000, t.session.state().clock().white().remainingMillis());
    }

    @Test
    void whoseMoveItIsIsAsUrgentAsTheMoveBeforeItSoThatTheNextMoveCannotGoAheadOfIt() {
        // rule 2.1: the move, then whose move it is; the speaker plays more urgent items first, and "is thinking."
        // less urgent than the computer's move queued 20 ms later was heard after that move
        Table t = Table.english().start();
        t.type("Nf3");
        List<Event> e = t.type("yes");
        assertEquals(List.of(Urgency.MOVE, Urgency.MOVE), e.stream().filter(x -> !x.text().isEmpty())
                .map(Event::urgency).toList(), texts(e).toString());
        e = t.engine("g8f6");
        assertEquals(Urgency.MOVE, only(e, Event.Prompt.class).urgency(), "Your move. after the computer's move");
        assertEquals(Urgency.REPLY, only(Table.english().send(new Command.Start()), Event.Prompt.class).urgency(),
                "the first prompt, after the greeting: as the greeting, which it must not cut off");
    }

    @Test
    void aMoveIsReadBackInLongStyleAndPlayedOnlyOnConfirmation() {
        // contract §3: a MOVE is proposed, not played
        Table t = Table.english().start();
        List<Event> e = t.type("Nf3");
        assertEquals(List.of("knight golf one foxtrot three. Correct?"), texts(e));
        assertEquals(0, t.session.state().ply());
        assertEquals(Move.fromUci("g1f3"), t.session.state().proposed());

        e = t.type("yes");
        Event.MoveMade made = only(e, Event.MoveMade.class);
        assertEquals(Move.fromUci("g1f3"), made.move());
        assertEquals("knight golf one foxtrot three", made.text());
        assertEquals(List.of("knight golf one foxtrot three", "Hektor level 1 is thinking."), texts(e));
        assertEquals(1, t.session.state().ply());
    }

    @Test
    void aMoveThatGivesCheckSoundsAsCheckAndTheStateHoldsThePositionItLeft() {
        Table t = Table.english().start();
        t.type("e4");
        t.type("yes");
        t.engine("f7f6");
        t.type("Qh5");
        Event.MoveMade check = only(t.type("yes"), Event.MoveMade.class);
        assertEquals(Cue.CHECK, check.cue());
        assertEquals(t.session.state().position(), check.after());
        assertEquals("rnbqkbnr/ppppp1pp/5p2/7Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2", t.session.state().fen());
        assertEquals(Cue.CONFIRMED, only(t.engine("g7g6"), Event.MoveMade.class).cue());
    }

    @Test
    void enterAloneConfirmsTheMoveReadBack() {
        Table t = Table.english().start();
        t.type("e2e4");
        assertTrue(has(t.type(""), Event.MoveMade.class));
        assertEquals(List.of("e4"), t.session.state().sans());
    }

    @Test
    void theClockRunsWhileTheReadBackWaitsAndSwitchesOnlyOnConfirmation() {
        // rule 2.3: only then is the opponent's clock started
        Table t = Table.english().start();
        t.real.advanceSeconds(5);
        t.type("e4");
        t.real.advanceSeconds(7);
        t.type("yes");
        t.after(3000);
        State s = t.session.state();
        assertEquals(288_000, s.clock().white().remainingMillis());
        assertEquals(297_000, s.clock().black().remainingMillis());
    }

    @Test
    void korrekturWithdrawsTheMoveAndTheNextOneIsReadBack() {
        // rule 2.6: a slip of the tongue is corrected before the clock is started
        Table t = Table.practice("ibca", Color.WHITE, "300").start();
        assertEquals(List.of("Bauer Eva zwei Eva vier. Richtig?"), texts(t.type("Eva vier")));
        assertEquals(List.of("Zurückgenommen.", "Sie sind am Zug."), texts(t.type("Korrektur")));
        assertNull(t.session.state().proposed());
        assertEquals(0, t.session.state().ply());
        assertEquals(List.of("Bauer David zwei David vier. Richtig?"), texts(t.type("David vier")));
        t.type("ja");
        assertEquals(List.of("d4"), t.session.state().sans());
    }

    @Test
    void aNewMoveSaidDuringTheReadBackReplacesTheOldOne() {
        Table t = Table.english().start();
        t.type("e4");
        assertEquals(List.of("pawn delta two delta four. Correct?"), texts(t.type("d4")));
        t.type("yes");
        assertEquals(List.of("d4"), t.session.state().sans());
    }

    @Test
    void afterTheClockIsPressedTheMoveStands() {
        Table t = Table.english().start();
        t.type("e4");
        t.type("yes");
        assertEquals(List.of("The move stands: the clock has been pressed."), texts(t.type("no")));
        assertEquals(1, t.session.state().ply());
    }

    @Test
    void anAmbiguousMoveIsAskedAndAnsweredByNumber() {
        Table t = new Table(Settings.practice(Color.WHITE, TimeControl.parse("300"), "Hektor level 1")
                .withProfile("en").withStart("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1")).start();
        List<Event> e = t.type("knight delta two");
        Event.Asked asked = only(e, Event.Asked.class);
        assertEquals(List.of(Move.fromUci("b1d2"), Move.fromUci("f1d2")), asked.moves());
        assertEquals("Which move? One: knight bravo one delta two. Two: knight foxtrot one delta two.", asked.text());
        assertEquals(List.of("knight foxtrot one delta two. Correct?"), texts(t.type("2")));
        t.type("yes");
        assertEquals(List.of(Move.fromUci("f1d2")), t.session.state().moves());
    }

    @Test
    void aQuestionCanBeAnsweredWithTheFullMoveOrWithdrawn() {
        Table t = new Table(Settings.practice(Color.WHITE, TimeControl.parse("300"), "Hektor level 1")
                .withProfile("en").withStart("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1")).start();
        t.type("knight d2");
        assertEquals(List.of("knight bravo one delta two. Correct?"), texts(t.type("Nbd2")));
        t.type("no");
        t.type("knight d2");
        assertTrue(has(t.type("correction"), Event.Withdrawn.class));
        assertTrue(t.session.state().asked().isEmpty());
    }

    @Test
    void anUnderstoodNothingIsRejectedWithItsReasonAndChangesNothing() {
        Table t = Table.english().start();
        assertEquals(List.of("No knight can reach e5."), texts(t.type("knight e5")));
        assertEquals(List.of("Not understood."), texts(t.type("banana")));
        assertEquals(0, t.session.state().ply());
    }

    @Test
    void nothingUnderstoodHasItsOwnEarconAndAsksForTheWordsAgain() {
        // never silence: an utterance with no words of the game (LiveHearing hands on an empty list) is
        // answered with the "not understood" earcon and a sentence; a move that cannot be made keeps the other one
        Table t = Table.practice("ibca", Color.WHITE, "300").start();
        Event.Rejected nothing = only(t.send(new Command.Utterance(List.of())), Event.Rejected.class);
        assertEquals("Nicht verstanden, bitte wiederholen.", nothing.text());
        assertEquals(Cue.NOT_UNDERSTOOD, nothing.cue());
        assertEquals(Cue.ILLEGAL, only(t.type("Springer Eva fünf"), Event.Rejected.class).cue());
        assertEquals(0, t.session.state().ply());
    }

    @Test
    void theNBestListIsResolvedByTheContract() {
        // contract §3 rule 3: one hypothesis left with one move is that move; rule 4: two unique moves are asked
        Table t = Table.practice("ibca", Color.WHITE, "300").start();
        List<Event> e = t.send(new Command.Utterance(List.of(Hypothesis.of("Eva vier", 0.6), Hypothesis.of("Banane", 0.3))));
        assertEquals(Move.fromUci("e2e4"), only(e, Event.MoveProposed.class).move());
        t.type("nein");
        e = t.send(new Command.Utterance(List.of(Hypothesis.of("Eva vier", 0.6), Hypothesis.of("Eva drei", 0.3))));
        assertEquals(List.of(Move.fromUci("e2e3"), Move.fromUci("e2e4")), only(e, Event.Asked.class).moves());
    }

    @Test
    void whileAMoveIsReadBackASpokenDrawResignOrClaimIsNotUnderstoodAndTheMoveStays() {
        // "Korrektur" misheard as "Remis" must not offer a draw; only confirm, correct, repeat or a move
        Table t = Table.practice("ibca", Color.WHITE, "300").start();
        t.send(new Command.Utterance(List.of(Hypothesis.of("Eva vier", 0.9))));
        for (String word : List.of("Remis", "Aufgabe", "Reklamation")) {
            List<Event> e = t.send(new Command.Utterance(List.of(Hypothesis.of(word, 0.9))));
            assertEquals(List.of("Nicht verstanden, bitte wiederholen."), texts(e), word);
        }
        assertTrue(has(t.send(new Command.Utterance(List.of(Hypothesis.of("ja", 0.9)))), Event.MoveMade.class));
        assertEquals(1, t.session.state().ply());
    }

    @Test
    void aGameChangingCommandIsHeardOnlyAsTheBestHypothesis() {
        Table t = Table.practice("ibca", Color.WHITE, "300").start();
        List<Event> e = t.send(new Command.Utterance(List.of(Hypothesis.of("Banane", 0.5), Hypothesis.of("Remis", 0.4))));
        assertFalse(has(e, Event.ConfirmationNeeded.class), () -> e.toString());
        assertEquals(List.of("Nicht verstanden, bitte wiederholen."), texts(e));
        assertTrue(has(t.send(new Command.Utterance(List.of(Hypothesis.of("Remis", 0.9)))), Event.ConfirmationNeeded.class));
    }

    private static Table windowOf3Seconds(String profile) {
        return new Table(Settings.practice(Color.WHITE, TimeControl.parse("300"), "Hektor level 1")
                .withProfile(profile).withWindow(3000)).start();
    }

    @Test
    void theCorrectionWindowPlaysTheMoveWhenItRunsOut() {
        // rule 2.6 with a window: the move stands once it has passed without a correction
        Table t = windowOf3Seconds("en");
        t.type("e4");
        assertFalse(has(t.after(2999), Event.MoveMade.class));
        assertTrue(has(t.after(1), Event.MoveMade.class));
        assertEquals(1, t.session.state().ply());
    }

    @Test
    void aSpokenMoveTheRecogniserWasNotSureOfIsNeverPlayedByTheWindow() {
        // safety: "Springer Gustav eins Felix drei" nearly as likely as an illegal "... Felix zwei" (which
        // drops out, so the contract proposes Nf3): the window must not play it; only "ja" does
        Table t = windowOf3Seconds("ibca");
        List<Event> e = t.send(new Command.Utterance(List.of(Hypothesis.of("Springer Gustav eins Felix drei", 0.55),
                Hypothesis.of("Springer Gustav eins Felix zwei", 0.45))));
        assertEquals("Springer Gustav eins Felix drei. Richtig? Sagen Sie ja, um ihn zu spielen.",
                only(e, Event.MoveProposed.class).text());
        assertFalse(has(t.after(60_000), Event.MoveMade.class));
        assertEquals(0, t.session.state().ply());
        assertTrue(has(t.send(new Command.Utterance(List.of(Hypothesis.of("ja", 1.0)))), Event.MoveMade.class));
        assertEquals(1, t.session.state().ply());
    }

    @Test
    void aSpokenMoveHeardClearlyOrHeardTwiceTheSameWayIsPlayedByTheWindow() {
        // the margin is between meanings: two hypotheses naming the same move do not make each other unsure
        Table t = windowOf3Seconds("ibca");
        List<Event> e = t.send(new Command.Utterance(List.of(Hypothesis.of("Bauer Eva zwei Eva vier", 0.5),
                Hypothesis.of("Eva vier", 0.5))));
        assertEquals("Bauer Eva zwei Eva vier. Richtig?", only(e, Event.MoveProposed.class).text());
        assertTrue(has(t.after(3000), Event.MoveMade.class));
        t.engine("e7e5");
        t.send(new Command.Utterance(List.of(Hypothesis.of("Springer Gustav eins Felix drei", 0.8),
                Hypothesis.of("Springer Gustav eins Felix zwei", 0.2))));
        assertTrue(has(t.after(3000), Event.MoveMade.class));
        assertEquals(3, t.session.state().ply());
    }

    @Test
    void theEnginesMoveIsAnnouncedInLongStyleAndAStaleOneIsIgnored() {
        Table t = Table.english().start();
        t.type("e4");
        t.type("yes");
        assertTrue(t.send(new Command.EngineMove(0, Move.fromUci("e2e4"))).isEmpty());   // for a ply that is gone
        List<Event> e = t.engine("e7e5");
        assertEquals(List.of("pawn echo seven echo five", "Your move."), texts(e));
        assertEquals(Color.BLACK, only(e, Event.MoveMade.class).by());
        assertEquals("pawn echo seven echo five", texts(t.type("repeat")).get(0));
    }

    @Test
    void theOpponentsMoveCanBeAnnouncedShort() {
        Table t = new Table(Settings.practice(Color.WHITE, TimeControl.parse("300"), "Hektor")
                .withProfile("en").withStyle(org.hektor.notation.Style.SHORT)).start();
        t.type("e4");
        t.type("yes");
        assertEquals("echo five", only(t.engine("e7e5"), Event.MoveMade.class).text());
    }

    @Test
    void aMoveOutOfTurnIsRefused() {
        Table t = Table.english().start();
        t.type("e4");
        t.type("yes");
        assertEquals(List.of("It is not your move; wait for your opponent's."), texts(t.type("e5")));
        assertEquals(List.of("It is not your move; wait for your opponent's."), texts(t.type("Nf3")));
    }

    @Test
    void timeIsToldOnRequestWithMoveNumberAndBothClocks() {
        // rule 2.9d
        Table t = Table.english().start();
        t.real.advanceSeconds(65);
        assertEquals(List.of("White: four minutes.", "Move one. White: three minutes fifty-five seconds, used one minute "
                + "five seconds. Black: five minutes, used zero seconds."), texts(t.type("time")));
    }

    @Test
    void theTimeReportNamesTheGamesOwnMoveNumberForAGameSetUpFromAFen() {
        // rule 2.9d: "the number of moves made" is the game's, not the count of moves the clock has timed
        Table t = new Table(Settings.practice(Color.WHITE, TimeControl.parse("300"), "Hektor level 1").withProfile("en")
                .withStart("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 30")).start();
        String said = texts(t.type("time")).get(0);
        assertTrue(said.startsWith("Move thirty. White: five minutes"), said);
    }

    @Test
    void thePositionIsReadByPieceTypeAndWhereAndWhatAnswerForOnePieceOrSquare() {
        Table t = Table.english().start();
        String position = texts(t.type("position")).get(0);
        assertTrue(position.startsWith("White: king echo one; queen delta one; rook alfa one, hotel one; "
                + "bishop charlie one, foxtrot one; knight bravo one, golf one; pawn alfa two,"), position);
        assertTrue(position.contains(". Black: king echo eight;"), position);
        assertEquals(List.of("Knight: White bravo one, golf one; Black bravo eight, golf eight."), texts(t.type("where knight")));
        assertEquals(List.of("Echo two: pawn, White."), texts(t.type("what echo two")));
        assertEquals(List.of("Echo four: empty."), texts(t.type("what e4")));
        assertEquals(List.of("Alfa: White rook one, pawn two; Black pawn seven, rook eight."),
                texts(t.send(new Command.Read(Readout.By.FILE, 0))));
        assertEquals(List.of("Rank three: empty."), texts(t.send(new Command.Read(Readout.By.RANK, 2))));
    }

    @Test
    void aDrawOfferNeedsAYesAndThePracticeEngineDeclinesIt() {
        Table t = Table.english().start();
        assertEquals(List.of("Do you offer a draw? Say yes or no."), texts(t.type("draw")));
        List<Event> e = t.type("yes");
        // the game goes on, so whose move it is is said again
        assertEquals(List.of("You offer a draw.", "Hektor level 1 declines the draw. The game goes on.", "Your move."),
                texts(e));
        assertFalse(t.session.isOver());
        assertNull(t.session.state().drawOffer());
    }

    @Test
    void resigningAsksFirstAndNoCancels() {
        Table t = Table.english().start();
        assertEquals(List.of("Do you resign? Say yes or no."), texts(t.type("resign")));
        assertEquals(List.of("Cancelled."), texts(t.type("no")));
        t.type("resign");
        List<Event> e = t.type("yes");
        Event.GameOver over = only(e, Event.GameOver.class);
        assertEquals(Termination.RESIGNATION, over.outcome().termination());
        assertEquals(Color.BLACK, over.outcome().winner());
        assertEquals("White resigns. Black wins.", over.text());
        assertEquals(List.of("The game is over."), texts(t.type("e4")));
    }

    @Test
    void checkmateEndsTheGameAndStopsTheClock() {
        Table t = Table.english().start();
        t.type("f3");
        t.type("yes");
        t.engine("e7e5");
        t.type("g4");
        t.type("yes");
        List<Event> e = t.engine("d8h4");
        assertEquals(List.of("queen delta eight hotel four mate", "Checkmate. Black wins."), texts(e));
        assertTrue(t.session.isOver());
        long white = t.session.state().clock().white().remainingMillis();
        t.after(60_000);
        assertEquals(white, t.session.state().clock().white().remainingMillis());
        assertFalse(t.session.state().clockRunning());
    }

    @Test
    void theDialIsCalledForThePlayersClockAndTheFlagEndsTheGame() {
        // rules 2.4 and 6.9
        Table t = Table.practice("en", Color.WHITE, "360").start();
        List<Event> e = t.after(60_000);
        Event.ClockCall call = only(e, Event.ClockCall.class);
        assertEquals(Call.Kind.TICK, call.call().kind());
        assertEquals("White: five minutes.", call.text());
        e = t.after(300_000);
        assertTrue(e.stream().anyMatch(x -> x instanceof Event.ClockCall c && c.call().kind() == Call.Kind.FLAG));
        Event.GameOver over = only(e, Event.GameOver.class);
        assertEquals(Termination.TIME_FORFEIT, over.outcome().termination());
        assertEquals(Color.BLACK, over.outcome().winner());
        assertEquals("White's time is up. Black wins.", over.text());
    }

    @Test
    void aFlagIsADrawWhenTheOpponentCannotMate() {
        // rule 6.9: Black has a lone king
        Table t = new Table(Settings.practice(Color.WHITE, TimeControl.parse("60"), "Hektor")
                .withProfile("en").withStart("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")).start();
        Event.GameOver over = only(t.after(61_000), Event.GameOver.class);
        assertTrue(over.outcome().isDraw());
        assertEquals("White's time is up, but Black cannot mate. The game is drawn.", over.text());
    }

    @Test
    void aCorrectClaimDrawsAndAWrongOneGivesTheOpponentThreeMinutes() {
        // rules 9.2 and 9.5.2
        Table t = Table.english().start();
        t.type("claim");
        List<Event> e = t.type("yes");
        assertTrue(has(e, Event.ClaimRejected.class));
        assertEquals(480_000, t.session.state().clock().black().remainingMillis());
        for (String[] pair : new String[][] {{"Nf3", "g8f6"}, {"Ng1", "f6g8"}, {"Nf3", "g8f6"}, {"Ng1", "f6g8"}}) {
            t.type(pair[0]);
            t.type("yes");
            t.engine(pair[1]);
        }
        t.type("claim");
        Event.GameOver over = only(t.type("yes"), Event.GameOver.class);
        assertEquals(Termination.THREEFOLD_REPETITION, over.outcome().termination());
    }

    @Test
    void theClaimIsMadeOnTheClaimantsOwnMove() {
        Table t = Table.english().start();
        t.type("e4");
        t.type("yes");
        assertEquals(List.of("A draw is claimed on your own move."), texts(t.type("claim")));
    }

    @Test
    void aWrongRepeatOfTheOpponentsMoveIsCaughtAtOnce() {
        // rule 2.1: moves are repeated by the opponent
        Table t = new Table(Settings.practice(Color.WHITE, TimeControl.parse("300"), "Hektor")
                .withProfile("en").withRepeatCheck(true)).start();
        t.type("e4");
        t.type("yes");
        assertEquals(List.of("pawn echo seven echo five", "Repeat the move, please."), texts(t.engine("e7e5")));
        List<Event> e = t.type("e6");
        assertFalse(only(e, Event.RepeatChecked.class).right());
        assertEquals(List.of("No, the move was pawn echo seven echo five.", "Your move."), texts(e));
        assertTrue(only(t.type("Nf3"), Event.MoveProposed.class) != null);
        t.type("yes");
        t.engine("b8c6");
        assertEquals(List.of("Right.", "Your move."), texts(t.type("knight bravo eight charlie six")));
    }

    @Test
    void afterARestartTheClocksStandUntilThePlayerSaysYes() {
        // rule 6.12: both clocks stood still while Hektor was not running
        Table t = Table.english().start();
        t.real.advanceSeconds(20);
        t.type("e4");
        List<Event> e = t.send(new Command.Resumed());
        assertEquals(List.of("The game is taken up again at move one. You are to move. The clocks are stopped; "
                + "say or type yes to start them."), texts(e));
        assertNull(t.session.state().proposed());            // the unconfirmed read-back is gone
        t.real.advanceSeconds(30);
        t.tick();
        assertEquals(280_000, t.session.state().clock().white().remainingMillis());
        assertEquals(List.of("The clocks are stopped; say or type yes to start them."), texts(t.type("e4")));
        assertEquals(List.of("The clocks run.", "Your move."), texts(t.type("yes")));
        t.real.advanceSeconds(5);
        t.tick();
        assertEquals(275_000, t.session.state().clock().white().remainingMillis());
    }

    @Test
    void eachCommandIsJournaledWithItsInstantAndIdleTicksOnlyTwiceASecond() {
        Table t = Table.english().start();
        t.real.advanceMillis(1234);
        t.type("e4");
        // the words, written before they are handled, then what they were understood as
        assertEquals(new Stamped(1234, new Command.Typed("e4")), t.journal.get(t.journal.size() - 2));
        assertEquals(new Stamped(1234, new Command.Decided(List.of(new Understood(new Heard.Proposal(Move.fromUci("e2e4")),
                java.util.OptionalDouble.of(1.0))), 0,
                List.of(), 298_766, 300_000)), t.journal.get(t.journal.size() - 1));
        int before = t.journal.size();
        for (int i = 0; i < 10; i++) {
            t.after(100);
        }
        assertEquals(before + 2, t.journal.size());               // at 500 ms and at 1000 ms
        t.send(new Command.Notice("The microphone is missing."));
        assertEquals(before + 2, t.journal.size());
    }

    @Test
    void aReplayOfTheJournalRebuildsTheSameGameAndClocks() {
        Table t = Table.english().start();
        t.real.advanceMillis(4100);
        t.type("e4");
        t.real.advanceMillis(900);
        t.type("yes");
        t.real.advanceMillis(300);
        t.engine("c7c5");
        t.real.advanceMillis(2500);
        t.type("Nf3");
        t.type("draw");
        t.after(700);
        State live = t.session.state();

        GameSession copy = new GameSession(t.session.settings(), new SessionTime(new org.hektor.clock.ManualTimeSource()));
        t.journal.forEach(copy::replay);
        State replayed = copy.state();
        assertEquals(live.moves(), replayed.moves());
        assertEquals(live.clock(), replayed.clock());
        assertEquals(live.clockHistory(), replayed.clockHistory());
        assertEquals(live.confirming(), replayed.confirming());
        assertEquals(live.at(), replayed.at());
    }

    @Test
    void inTabletModeTheSightedPlayersMovesTouchesAndOffersReachTheBlindPlayer() {
        Table t = new Table(Settings.practice(Color.WHITE, TimeControl.parse("300"), "Sighted")
                .withProfile("en").withMode(Mode.TABLET)).start();
        assertEquals(List.of("It is not your opponent's move."), texts(t.send(new Command.OpponentMove("e5"))));
        t.type("e4");
        t.type("yes");
        assertEquals(List.of("Touched: knight golf eight."), texts(t.send(new Command.Touch(org.hektor.chess.Square.parse("g8")))));
        assertEquals(List.of("knight golf eight foxtrot six", "Your move."), texts(t.send(new Command.OpponentMove("Nf6"))));
        assertEquals(List.of("Your opponent offers a draw. Say draw to accept it, or play on."),
                texts(t.send(new Command.OpponentAction(Command.Action.DRAW))));
        assertEquals(List.of("Do you accept the draw? Say yes or no."), texts(t.type("draw")));
        Event.GameOver over = only(t.type("yes"), Event.GameOver.class);
        assertEquals(Termination.AGREEMENT, over.outcome().termination());
    }

    @Test
    void aMoveDeclinesTheStandingDrawOffer() {
        // rule 9.1.2.3
        Table t = new Table(Settings.practice(Color.WHITE, TimeControl.parse("300"), "Sighted")
                .withProfile("en").withMode(Mode.TABLET)).start();
        t.type("draw");
        t.type("yes");
        assertEquals(Color.WHITE, t.session.state().drawOffer());
        t.type("e4");
        t.type("yes");
        List<Event> e = t.send(new Command.OpponentMove("e7e5"));
        assertTrue(has(e, Event.DrawDeclined.class));
        assertNull(t.session.state().drawOffer());
    }

    @Test
    void inAssistedModeBothSidesAreTypedAndReadBackAndNoDialIsCalled() {
        // rule 2.9: time only at the blind player's request
        Table t = new Table(Settings.practice(Color.BLACK, TimeControl.parse("600"), "Sighted")
                .withProfile("en").withMode(Mode.ASSISTED)).start();
        assertEquals(List.of("White: pawn echo two echo four. Correct?"), texts(t.type("e4")));
        assertEquals(List.of("pawn echo two echo four", "Black to move."), texts(t.type("yes")));
        t.type("c5");
        t.type("yes");
        List<Event> e = t.after(600_000);
        assertFalse(e.stream().anyMatch(x -> x instanceof Event.ClockCall c && c.call().kind() != Call.Kind.FLAG));
        assertTrue(has(e, Event.GameOver.class));
    }

    @Test
    void numbersAreSpokenAsWordsInTheProfilesLanguage() {
        Table t = Table.practice("ibca", Color.WHITE, "40/5400+30:1800+30");
        // the time control said completely, the second period and the increment too
        assertEquals("Neue Partie gegen Hektor level 1. Sie spielen Weiß. Jede Seite hat eine Stunde dreißig Minuten "
                + "für vierzig Züge, danach dreißig Minuten für den Rest der Partie, und dreißig Sekunden mehr nach "
                + "jedem Zug.", texts(t.send(new Command.Start())).get(0));
        Table untimed = Table.practice("en", Color.WHITE, "-").start();
        assertEquals(List.of("Move one. This game has no clock."), texts(untimed.type("time")));
    }

    @Test
    void theStatePictureIsImmutableAndCarriesTheClockReadingForTheEngine() {
        Table t = Table.practice("en", Color.BLACK, "180+2").start();
        State s = t.session.state();
        assertEquals(Color.WHITE, s.clockReading().toMove());
        assertEquals(2000, s.clockReading().white().incrementMillis());
        assertEquals(Color.WHITE, s.toMove());
        List<Event> e = t.engine("e2e4");
        assertEquals(List.of("pawn echo two echo four", "Your move."), texts(e));
        assertEquals(0, s.ply());
    }
}
