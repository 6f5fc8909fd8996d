package org.hektor.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.PieceType;
import org.hektor.chess.Position;
import org.hektor.chess.Square;
import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.TimeControl;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Heard;
import org.hektor.notation.Style;
import org.hektor.session.Command;
import org.hektor.session.GameSession;
import org.hektor.session.Mode;
import org.hektor.session.SessionTime;
import org.hektor.session.Settings;
import org.hektor.words.Refusable;
import org.hektor.words.Words;
import org.junit.jupiter.api.Test;

/** The adapter between the pages and the session: which command each message becomes, and the state it shows. */
class SessionTabletTest {
    private static final Words ENGLISH = Words.english();

    @Test
    void theBoardPageActsForTheSightedOpponent() {
        assertEquals(new Command.Touch(Square.parse("g1")), board(new Inbound.Touch(Square.parse("g1"))));
        assertEquals(new Command.OpponentMove("e7e8n"), board(new Inbound.MoveRequest(Move.fromUci("e7e8n"))));
        assertEquals(new Command.OpponentAction(Command.Action.DRAW),
                board(new Inbound.Draw(Inbound.DrawAction.OFFER)));
        assertEquals(new Command.OpponentAction(Command.Action.DRAW),
                board(new Inbound.Draw(Inbound.DrawAction.ACCEPT)));
        assertEquals(new Command.OpponentAction(Command.Action.DECLINE),
                board(new Inbound.Draw(Inbound.DrawAction.DECLINE)));
        assertEquals(new Command.OpponentAction(Command.Action.RESIGN), board(new Inbound.Resign()));
        assertEquals(new Command.OpponentAction(Command.Action.CLAIM), board(new Inbound.Claim()));
        assertEquals(Refusable.refused("The board page cannot send that."),
                SessionTablet.fromBoard(new Inbound.Say("e4"), ENGLISH));
        assertEquals(Refusable.refused("Страница доски не может это отправить."),
                SessionTablet.fromBoard(new Inbound.Say("e4"), Words.forProfile("ru")));
    }

    @Test
    void theListeningPageActsForTheBlindPlayerAsHisKeyboardDoes() {
        assertEquals(Command.Typed.onThePage("Springer Gustav eins Felix drei"),
                listener(new Inbound.Say("Springer Gustav eins Felix drei")));
        assertEquals(new Command.Request(new Heard.Command(CommandWord.WHERE, Optional.of(PieceType.KNIGHT), Optional.empty())),
                listener(new Inbound.Ask(Inbound.Question.WHERE, Optional.of(PieceType.KNIGHT), Optional.empty())));
        assertEquals(new Command.Request(new Heard.Command(CommandWord.WHAT, Optional.empty(), Optional.of(Square.parse("e4")))),
                listener(new Inbound.Ask(Inbound.Question.WHAT, Optional.empty(), Optional.of(Square.parse("e4")))));
        assertEquals(new Command.Request(Heard.Command.of(CommandWord.TIME)),
                listener(new Inbound.Ask(Inbound.Question.TIME, Optional.empty(), Optional.empty())));
        assertEquals(new Command.Request(Heard.Command.of(CommandWord.CONFIRM)), listener(new Inbound.Confirm()));
        assertEquals(new Command.Request(Heard.Command.of(CommandWord.CORRECTION)), listener(new Inbound.Correct()));
        assertEquals(new Command.Request(Heard.Command.of(CommandWord.DRAW)),
                listener(new Inbound.Draw(Inbound.DrawAction.OFFER)));
        assertEquals(new Command.Request(Heard.Command.of(CommandWord.RESIGN)), listener(new Inbound.Resign()));
        assertEquals(new Command.Request(Heard.Command.of(CommandWord.CLAIM)), listener(new Inbound.Claim()));
        // rule 9.1.2.3: the blind player declines by making his move
        assertEquals(Refusable.refused("A draw offer is declined by making a move."),
                SessionTablet.fromListener(new Inbound.Draw(Inbound.DrawAction.DECLINE), ENGLISH));
        assertEquals(Refusable.refused("The listening page cannot send that."),
                SessionTablet.fromListener(new Inbound.MoveRequest(Move.fromUci("e2e4")), ENGLISH));
        assertEquals(Refusable.refused("Das kann die Hörseite nicht senden."),
                SessionTablet.fromListener(new Inbound.MoveRequest(Move.fromUci("e2e4")), Words.forProfile("ibca")));
    }

    /** The command a board page's action is for the session; a refusal fails the test. */
    private static Command board(Inbound action) {
        return SessionTablet.fromBoard(action, ENGLISH).orElseThrow();
    }

    /** The command a listening page's action is for the session; a refusal fails the test. */
    private static Command listener(Inbound action) {
        return SessionTablet.fromListener(action, ENGLISH).orElseThrow();
    }

    @Test
    void theStateShowsTheRepeatTheReadBackAndTheQuestionTheSessionWaitsFor() {
        ManualTimeSource time = new ManualTimeSource();
        Settings settings = Settings.builder().mode(Mode.TABLET).profile("ibca").style(Style.LONG)
                .control(TimeControl.parse("300")).player(Color.BLACK).start(Position.initial()).windowMillis(0)
                .repeatCheck(true).playerName("Blind").opponentName("Sighted").created("2026-11-29T12:00:00").build();
        GameSession session = new GameSession(settings, new SessionTime(time));
        SessionTablet tablet = new SessionTablet(session);
        List<TabletEvent> events = new CopyOnWriteArrayList<>();
        tablet.subscribe(events::add);
        session.goLive();
        session.handle(new Command.Start());
        assertEquals(Color.WHITE, tablet.state().sightedSide());
        assertEquals(Optional.of(Color.WHITE), tablet.state().clocks().orElseThrow().running());

        time.advanceMillis(4_000);
        session.handle(new Command.Touch(Square.parse("e2")));
        assertEquals("touch", events.get(events.size() - 1).kind());
        session.handle(new Command.OpponentMove("e2e4"));
        TabletState s = tablet.state();
        assertEquals(List.of(Move.fromUci("e2e4")), s.moves());
        assertEquals(Optional.of(new TabletState.ReadBack(TabletState.ReadBack.Kind.REPEAT, "Bauer Eva zwei Eva vier")), s.readBack());
        assertEquals(296_000, s.clocks().orElseThrow().whiteMillis());
        assertTrue(s.recent().contains("Bauer Eva zwei Eva vier"));

        session.handle(new Command.Typed("Bauer Eva zwei Eva vier"));       // rule 2.1: repeated
        assertEquals(Optional.empty(), tablet.state().readBack());
        session.handle(new Command.Typed("Bauer Eva sieben Eva fünf"));
        assertEquals(Optional.of(new TabletState.ReadBack(TabletState.ReadBack.Kind.CONFIRM, "Bauer Eva sieben Eva fünf")),
                tablet.state().readBack());
        session.handle(new Command.Request(Heard.Command.of(CommandWord.CORRECTION)));   // rule 2.6
        assertEquals(Optional.empty(), tablet.state().readBack());

        // rule 9.1.2.3: the page is told in one sentence, in the game's language, and nothing reaches the game
        assertEquals(Optional.of("Ein Remisangebot lehnen Sie ab, indem Sie ziehen."),
                tablet.submit(Role.LISTEN, new Inbound.Draw(Inbound.DrawAction.DECLINE)));
        session.handle(listener(new Inbound.Resign()));
        assertEquals("question", events.get(events.size() - 1).kind());
        assertEquals(Optional.of(events.get(events.size() - 1).text()), tablet.state().question());
        session.handle(listener(new Inbound.Confirm()));
        assertTrue(tablet.state().result().isPresent(), "resigned");
        assertEquals("over", events.get(events.size() - 1).kind());
        assertEquals(events.get(events.size() - 1).text(), tablet.state().result().get());
        assertEquals(Optional.empty(), tablet.state().question());
    }

    @Test
    void aTabletGameStartsItsClockOnlyWhenTheBoardPageConnects() throws InterruptedException {
        // rule 6.5: the sighted player's clock must not run while he is still typing the pairing code
        ManualTimeSource time = new ManualTimeSource();
        Settings settings = Settings.builder().mode(Mode.TABLET).profile("ibca").style(Style.LONG)
                .control(TimeControl.parse("300")).player(Color.BLACK).start(Position.initial()).windowMillis(0)
                .repeatCheck(true).playerName("Blind").opponentName("Sighted").created("2026-11-29T12:00:00").build();
        GameSession session = new GameSession(settings, new SessionTime(time));
        SessionTablet tablet = new SessionTablet(session);
        session.goLive();
        Thread owner = new Thread(session::run, "test-session");
        owner.start();
        try {
            time.advanceMillis(30_000);
            assertEquals(Optional.empty(), tablet.state().clocks().orElseThrow().running());
            tablet.boardConnected();
            tablet.boardConnected();                       // a second page or a reload changes nothing
            java.util.concurrent.CountDownLatch done = new java.util.concurrent.CountDownLatch(1);
            session.inOrder(done::countDown);
            assertTrue(done.await(10, java.util.concurrent.TimeUnit.SECONDS));
            assertEquals(Optional.of(Color.WHITE), tablet.state().clocks().orElseThrow().running());
            assertEquals(300_000, tablet.state().clocks().orElseThrow().whiteMillis(), "no time was taken before the start");
        } finally {
            session.stop();
            owner.join(10_000);
        }
    }
}
