package org.hektor.session;

import static org.hektor.session.Table.has;
import static org.hektor.session.Table.only;
import static org.hektor.session.Table.texts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.chess.Termination;
import org.hektor.clock.TimeControl;
import org.junit.jupiter.api.Test;

/**
 * The laws the session hands to the arbiter, through session commands on a hand-advanced clock: illegal moves
 * (7.4 by discipline), incorrect claims (9.5.2), flags (6.8, 6.9, B7, 2.9e), touch-move (4.3) and the touches told to
 * the blind player (2.9e). The blind player plays White against a sighted player, at the tablet or at a physical
 * board in an assisted game (where an illegal move can be made); the control decides the discipline (B1, C1):
 * 90 minutes is standard play, 15 minutes rapid.
 */
class GameSessionLawsTest {

    private static Table tablet(String control) {
        return new Table(Settings.practice(Color.WHITE, TimeControl.parse(control), "Sighted")
                .withProfile("en").withMode(Mode.TABLET)).start();
    }

    private static Table assisted(String control) {
        return new Table(Settings.practice(Color.WHITE, TimeControl.parse(control), "Sighted")
                .withProfile("en").withMode(Mode.ASSISTED)).start();
    }

    private static long white(Table t) {
        return t.session.state().clock().white().remainingMillis();
    }

    private static long black(Table t) {
        return t.session.state().clock().black().remainingMillis();
    }

    private static void play(Table t, String move) {
        t.type(move);
        assertTrue(has(t.type("yes"), Event.MoveMade.class), move + " is made");
    }

    @Test
    void rule7_4_2_anIllegalMoveInStandardPlayIsTakenBackAndGivesTheOpponentTwoMinutes() {
        Table t = assisted("5400");
        play(t, "e4");
        t.real.advanceSeconds(30);
        long whiteBefore = white(t);
        // the sighted player makes a knight move no knight can make on his board and presses the clock
        List<Event> e = t.send(new Command.OpponentMove("b8b6"));
        Event.IllegalMove illegal = only(e, Event.IllegalMove.class);
        assertEquals(Color.BLACK, illegal.by());
        assertEquals(1, illegal.count());
        assertFalse(illegal.claimable());
        assertEquals(List.of(
                "Illegal move by Black: knight bravo eight bravo six. The position before it is restored (rule 7.4.1); "
                        + "it is Black's illegal move number one. A knight does not move from bravo eight to bravo six.",
                "White gets two minutes more (rule 7.4.2).",
                "Black's board: Move the knight from bravo six to bravo eight.",
                "Black to move."), texts(e));
        assertEquals(whiteBefore + 120_000, white(t));
        assertEquals(List.of("e4"), t.session.state().sans());
        assertEquals(Color.BLACK, t.session.state().toMove());
        // the sighted board was set back: the boards agree again, and the next legal move is made as usual
        assertEquals(List.of("Both boards and both scoresheets agree with the game."),
                texts(t.send(new Command.CheckBoards())));
        assertTrue(has(t.send(new Command.OpponentMove("Nc6")), Event.MoveMade.class));
    }

    /**
     * Rule 7.4.1 at a physical board the blind player cannot see: the ruling says why the move was illegal, in the
     * words a typed move gets, in the player's language (it said only that the move was illegal).
     */
    @Test
    void anIllegalMoveAtTheBoardIsRuledWithItsReasonInThePlayersLanguage() {
        Table t = new Table(Settings.practice(Color.WHITE, TimeControl.parse("5400"), "Sighted")
                .withProfile("ibca").withMode(Mode.ASSISTED)).start();
        t.type("e4");
        assertTrue(has(t.type("ja"), Event.MoveMade.class));
        Event.IllegalMove illegal = only(t.send(new Command.OpponentMove("f8b4")), Event.IllegalMove.class);
        assertEquals("Regelwidriger Zug von Schwarz: Läufer Felix acht Bella vier. Die Stellung davor wird "
                + "wiederhergestellt (Regel sieben Punkt vier Punkt eins); es ist der regelwidrige Zug Nummer eins von "
                + "Schwarz. Der Weg von Felix acht nach Bella vier ist versperrt: auf Eva sieben steht ein Bauer.",
                illegal.text());
    }

    @Test
    void ruleB6_inRapidAnIllegalMoveStandsUntilTheBlindPlayerClaimsItAndThenAsIn7_4() {
        Table t = assisted("900");
        play(t, "e4");
        Event.IllegalMove illegal = only(t.send(new Command.OpponentMove("b8b6")), Event.IllegalMove.class);
        assertTrue(illegal.claimable());
        assertEquals("Illegal move by Black: knight bravo eight bravo six. It stands unless White claims it before "
                + "making a move (rule B6). A knight does not move from bravo eight to bravo six.", illegal.text());
        assertEquals(List.of("e4", "b8b6"), t.session.state().sans());
        long whiteBefore = white(t);
        assertEquals(List.of("Do you claim your opponent's last move? Say yes or no."), texts(t.type("claim")));
        List<Event> e = t.type("yes");
        assertEquals(1, only(e, Event.IllegalMove.class).count());
        assertTrue(has(e, Event.ClocksSet.class), "6.13: the clocks as they stood before the illegal move");
        assertEquals(120_000, only(e, Event.TimeAdded.class).millis());
        assertEquals(whiteBefore + 120_000, white(t));
        assertEquals(List.of("e4"), t.session.state().sans());
        assertEquals("Black to move.", texts(e).get(texts(e).size() - 1));
    }

    @Test
    void theTabletIsABoardThatRefusesAnIllegalMoveAndFollowsTheGameByItself() {
        Table t = tablet("900");
        play(t, "e4");
        List<Event> e = t.send(new Command.OpponentMove("b8b6"));
        assertTrue(has(e, Event.Rejected.class), texts(e).toString());
        assertFalse(has(e, Event.IllegalMove.class));
        assertEquals(List.of("e4"), t.session.state().sans());
        String tablet = "The tablet is your opponent's board and scoresheet: it always shows the game.";
        assertEquals(List.of(tablet), texts(t.send(new Command.BoardEvent(Color.BLACK, Command.BoardAction.LIFT,
                Square.parse("b8")))));
        assertEquals(List.of(tablet), texts(t.send(new Command.SheetShows(Color.BLACK, List.of("e4", "e5")))));
        assertEquals(List.of("Both boards and both scoresheets agree with the game."),
                texts(t.send(new Command.CheckBoards())));
    }

    @Test
    void rule9_5_2_anIncorrectClaimGivesTheOpponentThreeMinutesAndItsIntendedMoveIsPlayed() {
        Table t = tablet("5400");
        long blackBefore = black(t);
        t.type("Nf3");
        // rules 9.2.1: the move read back and not yet played is the claim's intended move
        assertEquals(List.of("Do you claim a draw with the move knight golf one foxtrot three? Say yes or no."),
                texts(t.type("claim")));
        List<Event> e = t.type("yes");
        assertEquals(List.of(
                "The claim is not correct: the position has not stood three times and there were not fifty moves "
                        + "without a capture or pawn move. It stands as a draw offer. The move of the claim is played "
                        + "now: knight golf one foxtrot three (rule 9.5.2).",
                "Black gets three minutes more (rule 9.5.2).",
                "knight golf one foxtrot three",
                "Your opponent's move."), texts(e));
        assertEquals(blackBefore + 180_000, black(t));
        assertEquals(List.of("Nf3"), t.session.state().sans());
        assertEquals(Color.WHITE, t.session.state().drawOffer(), "9.1.2.3: the claim stands as a draw offer");
        // the sighted player accepts it
        Event.GameOver over = only(t.send(new Command.OpponentAction(Command.Action.DRAW)), Event.GameOver.class);
        assertEquals(Termination.AGREEMENT, over.outcome().termination());
    }

    @Test
    void rule6_9_aFlagLosesAtOnceInStandardPlay() {
        Table t = tablet("5400");
        Event.GameOver over = only(t.after(5_400_000), Event.GameOver.class);
        assertEquals(Termination.TIME_FORFEIT, over.outcome().termination());
        assertEquals(Color.BLACK, over.outcome().winner());
        assertEquals("White's time is up. Black wins.", over.text());
        assertFalse(t.session.state().clockRunning());
    }

    @Test
    void rule6_9_aFlagIsADrawWhenTheOpponentCannotMateByAnySeriesOfLegalMoves() {
        Table t = new Table(Settings.practice(Color.WHITE, TimeControl.parse("5400"), "Sighted").withProfile("en")
                .withMode(Mode.TABLET).withStart("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")).start();
        Event.GameOver over = only(t.after(5_400_001), Event.GameOver.class);
        assertTrue(over.outcome().isDraw());
        assertEquals("White's time is up, but Black cannot mate. The game is drawn.", over.text());
    }

    @Test
    void ruleB7_inRapidTheBlindPlayersFlagCountsWhenClaimedAndHektorClaimsTheSightedPlayersAtOnce() {
        // B7: the flag counts only when claimed; 2.9e: the assistant claims the game for the blind player
        Table t = tablet("900");
        t.after(900_001);
        assertFalse(t.session.isOver(), "nobody claimed White's flag yet");
        assertEquals(List.of("White's flag has not fallen. The game goes on."),
                texts(tablet("900").send(new Command.OpponentAction(Command.Action.CLAIM_FLAG))));
        Event.GameOver over = only(t.send(new Command.OpponentAction(Command.Action.CLAIM_FLAG)), Event.GameOver.class);
        assertEquals(Color.BLACK, over.outcome().winner());

        Table other = tablet("900");
        play(other, "e4");
        Event.GameOver claimed = only(other.after(900_001), Event.GameOver.class);
        assertEquals(Color.WHITE, claimed.outcome().winner());
        assertEquals("Black's time is up. White wins.", claimed.text());
    }

    @Test
    void rule2_9e_theSightedPlayersTouchIsToldAndRule4_3_bindsHim() {
        Table t = tablet("5400");
        play(t, "e4");
        List<Event> e = t.send(new Command.Touch(Square.parse("g8")));
        assertEquals(List.of("Touched: knight golf eight."), texts(e));
        assertEquals(Square.parse("g8"), only(e, Event.Touched.class).square());
        // he plays a pawn instead: in standard play the arbiter takes it back at once, the knight must move
        e = t.send(new Command.OpponentMove("e5"));
        assertFalse(has(e, Event.MoveMade.class));
        Event.Obliged obliged = only(e, Event.Obliged.class);
        assertEquals(Set.of(Move.fromUci("g8f6"), Move.fromUci("g8h6")), obliged.allowed());
        assertEquals(List.of(
                "Black touched a piece and must play one of these moves (rule 4.3.1): knight golf eight foxtrot six, "
                        + "knight golf eight hotel six.",
                "Your opponent's board: Move the pawn from echo five to echo seven.",
                "Your opponent's move."), texts(e));
        assertEquals(List.of("e4"), t.session.state().sans());
        assertEquals("knight golf eight foxtrot six", only(t.send(new Command.OpponentMove("Nf6")), Event.MoveMade.class)
                .text());
    }

    @Test
    void rule9_1_2_1_theSightedPlayersTouchDeclinesTheBlindPlayersOffer() {
        Table t = tablet("5400");
        play(t, "e4");
        t.type("draw");
        t.type("yes");
        assertEquals(Color.WHITE, t.session.state().drawOffer());
        List<Event> e = t.send(new Command.OpponentMove("c5"));
        assertEquals(List.of("pawn charlie seven charlie five", "The draw offer is declined.", "Your move."), texts(e));
        assertNull(t.session.state().drawOffer());
    }

    @Test
    void theEnginesDrawAnswerGoesThroughTheArbiterAndAcceptsOnlyWhenItCannotWin() {
        // the practice engine's choice; the agreement is the arbiter's (5.2.3)
        Table t = new Table(Settings.practice(Color.WHITE, TimeControl.parse("300"), "Hektor").withProfile("en")
                .withStart("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")).start();
        t.type("draw");
        Event.GameOver over = only(t.type("yes"), Event.GameOver.class);
        assertEquals(Termination.AGREEMENT, over.outcome().termination());
        assertEquals(Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").fen(), t.session.state().fen());
    }

    @Test
    void anUntimedGameHasTheLawsWithoutTheirMinutes() {
        Table t = new Table(Settings.practice(Color.WHITE, TimeControl.UNTIMED, "Sighted").withProfile("en")
                .withMode(Mode.ASSISTED)).start();
        play(t, "e4");
        List<Event> e = t.send(new Command.OpponentMove("b8b6"));
        assertTrue(has(e, Event.IllegalMove.class));
        assertFalse(has(e, Event.TimeAdded.class));
        assertNull(t.session.state().clock());
        assertTrue(has(t.send(new Command.OpponentMove("Nc6")), Event.MoveMade.class));
    }

    @Test
    void boardCommandsBelongToGamesWithTwoBoards() {
        Table t = Table.english().start();
        String sentence = "In a practice game there is one board, Hektor's; the boards and scoresheets are followed in "
                + "tablet and assisted games.";
        assertEquals(List.of(sentence), texts(t.send(new Command.CheckBoards())));
        assertEquals(List.of(sentence), texts(t.send(new Command.BoardEvent(Color.WHITE, Command.BoardAction.LIFT,
                Square.parse("e2")))));
        assertEquals(List.of(sentence), texts(t.send(new Command.Reconcile())));
    }
}
