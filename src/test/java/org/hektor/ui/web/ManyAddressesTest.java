package org.hektor.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.IntStream;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.clock.SystemTimeSource;
import org.hektor.notation.Profile;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * An attacker with many addresses (a phone's IPv6 privacy addresses, several devices), played from
 * 127.x.y.z on real sockets: the limits per address do not add up to a way in, and idle sockets from a few
 * addresses never lock out a page from another.
 */
class ManyAddressesTest {
    private static final String CODE = "482913";
    private ScriptedGame game;
    private TabletServer server;
    private final List<String> newCodes = new CopyOnWriteArrayList<>();

    @BeforeEach
    void start() {
        game = new ScriptedGame(Profile.load("en"), ScriptedGame.start());
        server = TabletServer.start(game, new TabletOptions(false, 0, Optional.of(CODE), new SystemTimeSource()));
        server.onNewCode(newCodes::add);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void noCodeIsGuessedWronglyMoreThanItsBudgetAndPairedPagesStayPaired() {
        int guesses = 2 * Pairing.WRONG_PER_CODE + 10;
        try (Socket board = Socket.open(server); Socket listen = Socket.open(server)) {
            String boardToken = board.pair(server, Role.BOARD).path("token").asText();
            listen.pair(server, Role.LISTEN);
            // each address sends fewer wrong codes than it may send freely, each from a fresh connection, several
            // addresses at once: no limit per address or per connection is ever reached
            int perAddress = Pairing.FREE_WRONG_PER_ADDRESS - 1;
            IntStream.range(0, guesses / perAddress + 1).parallel().forEach(a -> {
                String from = "127.0." + (1 + a / 250) + "." + (1 + a % 250);
                for (int i = a * perAddress; i < Math.min(guesses, (a + 1) * perAddress); i++) {
                    try (RawPage page = RawPage.open(server, from)) {
                        page.next("pairing");
                        page.send("{\"type\":\"hello\",\"role\":\"board\",\"code\":\"" + notTheCode(i) + "\"}");
                        assertEquals("That pairing code is wrong.", page.next("error").path("text").asText(), from + " guess " + i);
                    }
                }
            });
            assertEquals(guesses / Pairing.WRONG_PER_CODE, newCodes.size(),
                    "a new code after every " + Pairing.WRONG_PER_CODE + " wrong guesses: " + newCodes);
            assertEquals(server.code(), newCodes.get(newCodes.size() - 1), "the server pairs with the code it told");
            newCodes.forEach(c -> assertNotEquals(CODE, c));

            // the pages already paired stay paired: they still answer and still get the game
            assertTrue(board.answersPing() && listen.answersPing());
            game.publish(ScriptedGame.state(Position.initial(), List.of(Move.fromUci("e2e4"))), new TabletEvent("move", "e4."));
            assertEquals("e4.", board.next("event").path("text").asText());
            assertEquals("e4.", listen.next("event").path("text").asText());
            assertTrue(game.submitted.isEmpty(), "no guess reached the game");

            // the old code pairs nobody; the new one does, and so does a paired page reconnecting with its token
            try (RawPage stranger = RawPage.open(server, "127.200.0.1")) {
                stranger.next("pairing");
                stranger.send("{\"type\":\"hello\",\"role\":\"listen\",\"code\":\"" + CODE + "\"}");
                assertEquals("That pairing code is wrong.", stranger.next("error").path("text").asText());
            }
            try (RawPage second = RawPage.open(server, "127.200.0.2")) {
                second.next("pairing");
                second.send("{\"type\":\"hello\",\"role\":\"listen\",\"code\":\"" + server.code() + "\"}");
                assertEquals("listen", second.next("welcome").path("role").asText());
            }
            board.close();
            try (Socket again = Socket.open(server)) {
                again.next("pairing");
                again.send("{\"type\":\"hello\",\"role\":\"board\",\"code\":\"" + CODE + "\",\"token\":\"" + boardToken + "\"}");
                assertEquals("board", again.next("welcome").path("role").asText(), "the board page reloads with its token");
            }
        }
    }

    @Test
    void idleSocketsFromAFewAddressesNeverLockOutAPageFromAnother() {
        List<RawPage> idle = new ArrayList<>();
        try {
            int addresses = Seats.MAX_CONNECTIONS / Seats.MAX_UNPAIRED_PER_ADDRESS;
            for (int a = 0; a < addresses; a++) {
                for (int i = 0; i < Seats.MAX_UNPAIRED_PER_ADDRESS; i++) {
                    RawPage p = RawPage.open(server, "127.1.0." + (a + 1));
                    p.next("pairing");
                    idle.add(p);
                }
            }
            // the server is full of idle sockets; a page from a fresh address is let in, twice
            for (String fresh : List.of("127.9.9.9", "127.9.9.10")) {
                try (RawPage page = RawPage.open(server, fresh)) {
                    page.next("pairing");
                    page.send("{\"type\":\"hello\",\"role\":\"listen\",\"code\":\"" + CODE + "\"}");
                    assertEquals("listen", page.next("welcome").path("role").asText(), fresh + " pairs");
                }
            }
            // the oldest idle socket of the first address made room, and was told why
            assertEquals("full", idle.get(0).next("full").path("type").asText());
        } finally {
            idle.forEach(RawPage::close);
        }
    }

    /** A wrong guess, never the code the server holds now. */
    private String notTheCode(int i) {
        String guess = String.format("%06d", i);
        return guess.equals(server.code()) ? String.format("%06d", i + 500_000) : guess;
    }
}
