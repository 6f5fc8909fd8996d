package org.hektor.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.concurrent.CompletionException;
import org.hektor.chess.Color;
import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.TimeControl;
import org.hektor.notation.Style;
import org.hektor.session.Command;
import org.hektor.session.GameSession;
import org.hektor.session.Mode;
import org.hektor.session.SessionTime;
import org.hektor.session.Settings;
import org.hektor.session.State;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The security tests again with the real game session behind the server: whatever a page without the code,
 * with a wrong code, from a foreign origin, or with fuzzed messages sends, no move is made and the game's state
 * is what it was; and a paired page's bad move is refused by the session, the state unchanged.
 */
class TabletSessionSecurityTest {
    private final ManualTimeSource time = new ManualTimeSource();
    private GameSession session;
    private Thread thread;
    private TabletServer server;

    @BeforeEach
    void start() {
        Settings settings = Settings.builder().mode(Mode.TABLET).profile("ibca").style(Style.LONG)
                .control(TimeControl.parse("300")).player(Color.BLACK).start(org.hektor.chess.Position.initial())
                .windowMillis(0).repeatCheck(true).playerName("Blind").opponentName("Sighted")
                .created("2026-11-29T12:00:00").build();
        session = new GameSession(settings, new SessionTime(time));
        server = TabletServer.start(new SessionTablet(session), new TabletOptions(false, 0, Optional.of("975310"), time));
        session.goLive();
        session.submit(new Command.Start());
        thread = new Thread(session::run, "hektor-session");
        thread.start();
    }

    @AfterEach
    void stop() throws InterruptedException {
        server.close();
        session.stop();
        thread.join(5000);
    }

    /** Waits until the session has handled everything queued so far (a Notice changes nothing). */
    private State settled() {
        java.util.concurrent.CountDownLatch done = new java.util.concurrent.CountDownLatch(1);
        session.subscribe(e -> {
            if (e instanceof org.hektor.session.Event.Notice n && n.text().equals("settled")) {
                done.countDown();
            }
        });
        session.submit(new Command.Notice("settled"));
        try {
            assertTrue(done.await(5, java.util.concurrent.TimeUnit.SECONDS));
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
        return session.state();
    }

    @Test
    void nothingAnUnpairedOrForeignPageSendsChangesTheGame() {
        State before = settled();
        RandomMessages random = new RandomMessages(31337L, false);
        try (Socket s = Socket.open(server)) {
            s.next("pairing");
            s.send("{\"type\":\"move\",\"from\":\"e2\",\"to\":\"e4\"}");
            s.next("error");
            s.send("{\"type\":\"hello\",\"role\":\"board\",\"code\":\"000000\"}");
            assertEquals("Dieser Kopplungscode ist falsch.", s.next("error").path("text").asText());
            s.send("{\"type\":\"move\",\"from\":\"e2\",\"to\":\"e4\"}");
            s.next("error");
            for (int i = 0; i < 200; i++) {
                s.send(i % 2 == 0 ? random.json() : random.garbage());
                s.sendBytes(random.bytes());
            }
            assertTrue(s.answersPing());
        }
        CompletionException e = assertThrows(CompletionException.class, () -> Socket.open(server, "http://evil.example"));
        assertTrue(e.getCause() instanceof java.net.http.WebSocketHandshakeException);
        State after = settled();
        assertEquals(before.moves(), after.moves());
        assertEquals(before.fen(), after.fen());
        assertEquals(before.clock(), after.clock(), "the session's time did not move either");
    }

    @Test
    void aPairedBoardPagesIllegalOrOutOfTurnMoveIsRefusedByTheSession() {
        State before = settled();
        try (Socket board = Socket.open(server)) {
            board.pair(server, Role.BOARD);
            board.send("{\"type\":\"move\",\"from\":\"e2\",\"to\":\"e5\"}");
            assertEquals("reject", board.next("event").path("kind").asText());
            board.send("{\"type\":\"move\",\"from\":\"e7\",\"to\":\"e5\"}");
            assertEquals("reject", board.next("event").path("kind").asText());
        }
        State after = settled();
        assertEquals(before.fen(), after.fen());
        assertEquals(0, after.moves().size());
    }
}
