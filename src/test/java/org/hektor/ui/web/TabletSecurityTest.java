package org.hektor.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.WebSocketHandshakeException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletionException;
import org.hektor.clock.ManualTimeSource;
import org.hektor.notation.Profile;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Pairing and Origin checks of the tablet server, over real WebSockets (java.net.http): no page acts, and no
 * page sees the game, without the pairing code; foreign pages cannot connect at all.
 */
class TabletSecurityTest {
    private final ManualTimeSource time = new ManualTimeSource();
    private ScriptedGame game;
    private TabletServer server;

    @BeforeEach
    void start() {
        game = new ScriptedGame(Profile.load("en"), ScriptedGame.start());
        server = TabletServer.start(game, new TabletOptions(false, 0, Optional.of("482913"), time));
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void withoutTheCodeAPageGetsNothingOfTheGameAndCannotMove() {
        try (Socket s = Socket.open(server)) {
            assertEquals("pairing", s.next().path("type").asText());
            s.send("{\"type\":\"move\",\"from\":\"e2\",\"to\":\"e4\"}");
            JsonNode answer = s.next();
            assertEquals("error", answer.path("type").asText());
            assertEquals("Enter the pairing code first.", answer.path("text").asText());
            s.send("{\"type\":\"say\",\"text\":\"Bauer Eva zwei Eva vier\"}");
            assertEquals("error", s.next().path("type").asText());
            assertTrue(s.answersPing(), "the connection stays open");
        }
        assertTrue(game.submitted.isEmpty(), "nothing reached the game");
    }

    @Test
    void aWrongCodeSlowsOnlyItsOwnConnectionNeverAnother() {
        try (Socket s = Socket.open(server); Socket other = Socket.open(server)) {
            s.next("pairing");
            other.next("pairing");
            s.send(hello("board", "111111"));
            assertEquals("That pairing code is wrong.", s.next("error").path("text").asText());
            s.send(hello("board", "482913"));
            assertEquals("Wait a second before trying a code again.", s.next("error").path("text").asText(),
                    "the connection that guessed waits, even with the right code");
            // a wrong code anywhere never shuts the door for everybody
            other.send(hello("board", "482913"));
            assertEquals("board", other.next("welcome").path("role").asText());
            s.send("{\"type\":\"move\",\"from\":\"e2\",\"to\":\"e4\"}");
            assertEquals("Enter the pairing code first.", s.next("error").path("text").asText());
        }
        assertTrue(game.submitted.isEmpty());
    }

    @Test
    void fiveWrongCodesDisconnectThePage() throws Exception {
        try (Socket s = Socket.open(server)) {
            s.next("pairing");
            for (int i = 0; i < Seats.WRONG_CODES_PER_CONNECTION; i++) {
                s.send(hello("listen", "00000" + i));
                s.next("error");
                time.advanceMillis(Pairing.LONGEST_WAIT_MILLIS);
            }
            assertTrue(s.closesSoon(), "the server closed the connection");
        }
    }

    @Test
    void aForeignOriginCannotOpenTheWebSocket() {
        for (String origin : new String[] {"http://evil.example", "http://127.0.0.1:1", "https://127.0.0.1:" + server.port(), "null"}) {
            CompletionException e = assertThrows(CompletionException.class, () -> Socket.open(server, origin), origin);
            assertTrue(e.getCause() instanceof WebSocketHandshakeException, origin + ": " + e.getCause());
            assertEquals(403, ((WebSocketHandshakeException) e.getCause()).getResponse().statusCode());
        }
        assertTrue(game.submitted.isEmpty());
    }

    @Test
    void aRequestFromNoPageAtAllIsRefused() {
        CompletionException e = assertThrows(CompletionException.class, () -> Socket.open(server, null));
        assertEquals(403, ((WebSocketHandshakeException) e.getCause()).getResponse().statusCode());
    }

    @Test
    void aListeningPageCannotMoveTheSightedPlayersPiecesNorTheBoardPageSpeakForTheBlindPlayer() {
        try (Socket listen = Socket.open(server); Socket board = Socket.open(server)) {
            listen.pair(server, Role.LISTEN);
            board.pair(server, Role.BOARD);
            listen.send("{\"type\":\"move\",\"from\":\"e2\",\"to\":\"e4\"}");
            assertEquals("Only the board page moves the sighted player's pieces.", listen.next("error").path("text").asText());
            listen.send("{\"type\":\"touch\",\"square\":\"e2\"}");
            listen.next("error");
            board.send("{\"type\":\"say\",\"text\":\"e4\"}");
            assertEquals("Only the listening page speaks for the blind player.", board.next("error").path("text").asText());
            board.send("{\"type\":\"confirm\"}");
            board.next("error");
        }
        assertTrue(game.submitted.isEmpty());
    }

    @Test
    void pairedPagesHandTheirActionsToTheGameAsTheirPlayer() {
        try (Socket listen = Socket.open(server); Socket board = Socket.open(server)) {
            listen.pair(server, Role.LISTEN);
            board.pair(server, Role.BOARD);
            board.send("{\"type\":\"touch\",\"square\":\"g1\"}");
            board.send("{\"type\":\"move\",\"from\":\"g1\",\"to\":\"f3\"}");
            assertTrue(board.answersPing());   // the board's two messages are handled, in order
            listen.send("{\"type\":\"say\",\"text\":\"Springer Gustav acht Felix sechs\"}");
            assertTrue(board.answersPing() && listen.answersPing());
        }
        assertEquals(3, game.submitted.size());
        assertEquals(new ScriptedGame.Submitted(Role.BOARD, new Inbound.Touch(org.hektor.chess.Square.parse("g1"))),
                game.submitted.get(0));
        assertEquals(Role.BOARD, game.submitted.get(1).from());
        assertEquals(new Inbound.Say("Springer Gustav acht Felix sechs"), game.submitted.get(2).action());
        assertEquals(Role.LISTEN, game.submitted.get(2).from());
    }

    @Test
    void aSecondBoardPageWaitsUntilTheFirstAllowsItAndThenTheFirstIsClosed() throws Exception {
        try (Socket first = Socket.open(server); Socket listen = Socket.open(server); Socket second = Socket.open(server)) {
            first.pair(server, Role.BOARD);
            listen.pair(server, Role.LISTEN);
            second.next("pairing");
            second.send(hello("board", server.code()));
            assertEquals("wait", second.next().path("type").asText());
            assertEquals("handover", first.next("handover").path("type").asText());
            assertEquals("handover", listen.next("handover").path("type").asText(), "the blind player hears of it too");
            second.send("{\"type\":\"move\",\"from\":\"e2\",\"to\":\"e4\"}");
            second.next("error");
            assertTrue(game.submitted.isEmpty(), "the waiting page cannot act");

            first.send("{\"type\":\"handover\",\"allow\":true}");
            assertEquals("closed", first.next("closed").path("type").asText());
            assertEquals("board", second.next("welcome").path("role").asText());
            second.send("{\"type\":\"touch\",\"square\":\"e2\"}");
            assertTrue(second.answersPing());
            assertTrue(first.closesSoon());
        }
        assertEquals(1, game.submitted.size());
    }

    @Test
    void theBlindPlayerMayRefuseASecondBoardPage() {
        try (Socket first = Socket.open(server); Socket listen = Socket.open(server); Socket second = Socket.open(server)) {
            first.pair(server, Role.BOARD);
            listen.pair(server, Role.LISTEN);
            second.next("pairing");
            second.send(hello("board", server.code()));
            second.next("wait");
            listen.next("handover");
            listen.send("{\"type\":\"handover\",\"allow\":false}");
            JsonNode refused = second.next("refused");
            assertTrue(refused.path("text").asText().startsWith("The blind player's listening page said no"), "names who refused");
            assertTrue(second.closesSoon());
            first.send("{\"type\":\"touch\",\"square\":\"e2\"}");
            assertTrue(first.answersPing(), "the first page keeps the board");
        }
        assertEquals(1, game.submitted.size());
    }

    @Test
    void theGameHearsOfTheFirstBoardPageOnlySoItsClockWaitsForTheSightedPlayer() {
        // rule 6.5: the tablet game starts when the sighted player's page has paired, not while he types the code
        try (Socket listen = Socket.open(server); Socket board = Socket.open(server)) {
            listen.pair(server, Role.LISTEN);
            assertTrue(listen.answersPing());
            assertEquals(0, game.boardConnections.get(), "the listening page does not start the game");
            String token = board.pair(server, Role.BOARD).path("token").asText();
            assertTrue(board.answersPing());
            assertEquals(1, game.boardConnections.get());
            try (Socket again = Socket.open(server)) {
                again.next("pairing");
                again.send("{\"type\":\"hello\",\"role\":\"board\",\"code\":\"" + server.code() + "\",\"token\":\"" + token + "\"}");
                again.next("welcome");
            }
        }
        assertEquals(1, game.boardConnections.get(), "a reload is the same sighted player, not a new start");
    }

    @Test
    void aBoardPageThatReloadsComesBackWithItsTokenWithoutAsking() {
        try (Socket first = Socket.open(server)) {
            String token = first.pair(server, Role.BOARD).path("token").asText();
            assertFalse(token.isEmpty());
            // the old connection is still open (a reload whose close has not arrived): the token proves it is the same page
            try (Socket again = Socket.open(server)) {
                again.next("pairing");
                again.send("{\"type\":\"hello\",\"role\":\"board\",\"code\":\"" + server.code() + "\",\"token\":\"" + token + "\"}");
                assertEquals("board", again.next("welcome").path("role").asText());
                assertEquals("state", again.next().path("type").asText());
            }
        }
    }

    @Test
    void aBoardPageThatClosedLeavesTheBoardFreeAndTheBlindPlayerIsTold() {
        try (Socket listen = Socket.open(server)) {
            listen.pair(server, Role.LISTEN);
            try (Socket first = Socket.open(server)) {
                first.pair(server, Role.BOARD);
                assertEquals("The board page is connected.", listen.next("notice").path("text").asText());
            }
            assertTrue(listen.next("notice").path("text").asText().startsWith("The board page is disconnected."));
            try (Socket second = Socket.open(server)) {
                assertEquals("board", second.pair(server, Role.BOARD).path("role").asText());
            }
        }
    }

    @Test
    void afterTheGameTheBoardPageGoingIsNoNewsToTheBlindPlayer() {
        String result = "Black resigns. White wins.";
        TabletState s = game.state();
        TabletState over = new TabletState(s.start(), s.moves(), s.sightedSide(), s.clocks(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.of(result), List.of(result));
        try (Socket listen = Socket.open(server); Socket board = Socket.open(server)) {
            listen.pair(server, Role.LISTEN);
            board.pair(server, Role.BOARD);
            assertEquals("The board page is connected.", listen.next("notice").path("text").asText());
            game.publish(over, new TabletEvent("over", result));
            for (Socket page : List.of(listen, board)) {
                page.next("state");
                page.send("{\"type\":\"shown\"}");
            }
            board.close();                    // the tablet's page goes first, then Hektor stops
            assertTrue(board.closesSoon());
            server.close();
            // "the game goes on; the clock keeps running" is not true after the result
            assertEquals(List.of(), listen.restUntilClosed().stream().filter(m -> m.path("type").asText().equals("notice"))
                    .map(m -> m.path("text").asText()).toList(), "told the listening page after the game");
        }
    }

    @Test
    void fuzzedMessagesFromAnUnpairedPageGetOneErrorEachAndReachNothing() {
        TabletState before = game.state();
        RandomMessages random = new RandomMessages(20261129L, false);
        try (Socket s = Socket.open(server)) {
            s.next("pairing");
            for (int i = 0; i < 300; i++) {
                String m = i % 3 == 2 ? random.garbage() : random.json();
                s.send(m);
                JsonNode answer = s.next();
                boolean ping = parses(m) instanceof Inbound.Ping;
                assertEquals(ping ? "pong" : "error", answer.path("type").asText(), m);
                if (!ping) {
                    assertOneSentence(answer.path("text").asText(), m);
                }
            }
            for (int i = 0; i < 50; i++) {
                s.sendBytes(random.bytes());
                assertEquals("Messages are JSON text, not binary.", s.next("error").path("text").asText());
            }
            assertTrue(s.answersPing(), "the connection is still open and in order");
        }
        assertTrue(game.submitted.isEmpty(), "nothing reached the game");
        assertEquals(before, game.state());
    }

    @Test
    void fuzzedMessagesFromPairedPagesReachTheGameOnlyWhenValid() {
        TabletState before = game.state();
        RandomMessages random = new RandomMessages(7L, false);
        int valid = 0;
        try (Socket board = Socket.open(server); Socket listen = Socket.open(server)) {
            board.pair(server, Role.BOARD);
            listen.pair(server, Role.LISTEN);
            for (int i = 0; i < 400; i++) {
                Socket s = i % 2 == 0 ? board : listen;
                String m = i % 5 == 4 ? random.garbage() : random.json();
                int submittedBefore = game.submitted.size();
                s.send(m);
                Inbound parsed = parses(m);
                s.send("{\"type\":\"ping\"}");
                // everything the message caused has happened once its pong (if it was a ping) and ours are back
                for (int pongs = parsed instanceof Inbound.Ping ? 2 : 1; pongs > 0; pongs--) {
                    s.next("pong");
                }
                if (parsed == null) {
                    assertEquals(submittedBefore, game.submitted.size(), "a bad message reaches nothing: " + m);
                } else if (game.submitted.size() > submittedBefore) {
                    valid++;
                    assertEquals(parsed, game.submitted.get(game.submitted.size() - 1).action(), m);
                }
                s.drain();
            }
            board.sendBytes(random.bytes());
            assertEquals("error", board.next("error").path("type").asText());
        }
        assertTrue(valid > 5, "some random messages were valid and reached the game: " + valid);
        assertEquals(before, game.state(), "the server itself changed nothing");
    }

    @Test
    void aTooLongMessageIsRefusedAndAHugeOneClosesOnlyItsOwnConnection() throws Exception {
        try (Socket s = Socket.open(server); Socket other = Socket.open(server)) {
            s.next("pairing");
            s.send("{\"type\":\"say\",\"text\":\"" + "a".repeat(3000) + "\"}");
            assertEquals("The message is too long.", s.next("error").path("text").asText());
            try {
                s.send("x".repeat(100_000));
            } catch (CompletionException e) {
                // the server closed the connection (1009, too big) while the message was still arriving
            }
            assertTrue(s.closesSoon());
            assertTrue(other.answersPing(), "the server goes on");
        }
        assertTrue(game.submitted.isEmpty());
    }

    @Test
    void aFinishedGamesServerStaysUpUntilEveryPageHasShownTheResult() throws Exception {
        try (Socket board = Socket.open(server); Socket listen = Socket.open(server)) {
            board.pair(server, Role.BOARD);
            listen.pair(server, Role.LISTEN);
            board.send("{\"type\":\"shown\"}");   // before the end it means nothing
            TabletState s = game.state();
            game.publish(new TabletState(s.start(), s.moves(), s.sightedSide(), s.clocks(), Optional.empty(), Optional.empty(),
                    Optional.empty(), Optional.of("Black resigns. White wins."), List.of()), new TabletEvent("over", "Black resigns."));
            assertTrue(board.next("state").path("pgn").asText().contains("[Result \"*\"]"), "the scoresheet comes with the result");
            Thread closing = new Thread(server::close);
            closing.start();
            closing.join(500);
            assertTrue(closing.isAlive(), "the server waits for the pages");
            assertTrue(listen.answersPing());
            board.send("{\"type\":\"shown\"}");
            closing.join(500);
            assertTrue(closing.isAlive(), "the listening page has not shown the result yet");
            listen.send("{\"type\":\"shown\"}");
            closing.join(5000);
            assertFalse(closing.isAlive(), "both pages have shown the result: the server stops");
        }
    }

    /** What the schema makes of a message, or null when it refuses it. */
    private static Inbound parses(String m) {
        try {
            return Inbound.parse(m);
        } catch (BadMessageException e) {
            return null;
        }
    }

    private static void assertOneSentence(String text, String message) {
        assertTrue(text.matches("[A-Z'][^\\n]*[.?]"), "one sentence for " + message + ": " + text);
    }

    private static String hello(String role, String code) {
        return "{\"type\":\"hello\",\"role\":\"" + role + "\",\"code\":\"" + code + "\"}";
    }
}
