package org.hektor.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.hektor.clock.SystemTimeSource;
import org.hektor.notation.Profile;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Attacks on the tablet server, on real time and real sockets: a stranger hammering wrong codes,
 * idle sockets filling the server, a forged Host, a refused page asking again, duplicate JSON keys.
 */
class TabletAttackTest {
    private static final String CODE = "482913";
    private static final Duration PAIRING_TIMEOUT = Duration.ofMillis(800);
    private ScriptedGame game;
    private TabletServer server;

    @BeforeEach
    void start() {
        game = new ScriptedGame(Profile.load("en"), ScriptedGame.start());
        server = TabletServer.start(game, new TabletOptions(false, 0, Optional.of(CODE), new SystemTimeSource()),
                PAIRING_TIMEOUT);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void theRightCodePairsWithinASecondWhileAnotherSocketHammersWrongCodes() throws Exception {
        AtomicBoolean hammering = new AtomicBoolean(true);
        AtomicInteger sent = new AtomicInteger();
        try (Socket attacker = Socket.open(server)) {
            attacker.next("pairing");
            Thread hammer = new Thread(() -> {
                while (hammering.get()) {
                    try {
                        attacker.send(hello("board", String.format("%06d", sent.getAndIncrement())));
                        Thread.sleep(10);
                    } catch (Exception e) {
                        return;   // the server closed the attacker's connection
                    }
                }
            });
            hammer.start();
            try {
                for (String role : List.of("board", "listen", "listen")) {
                    Thread.sleep(300);
                    try (Socket page = Socket.open(server)) {
                        page.next("pairing");
                        long before = System.nanoTime();
                        page.send(hello(role, CODE));
                        assertEquals(role, page.next("welcome").path("role").asText());
                        long millis = (System.nanoTime() - before) / 1_000_000;
                        assertTrue(millis < 1000, "paired in " + millis + " ms while wrong codes were hammered");
                    }
                }
            } finally {
                hammering.set(false);
                hammer.join(5000);
            }
        }
        assertTrue(sent.get() > 20, "the attacker really hammered: " + sent.get() + " codes");
    }

    @Test
    void aForgedHostIsRefusedWith403AndNothingOnTheConsole() throws Exception {
        List<String> answers = new ArrayList<>();
        ConsoleCapture console = new ConsoleCapture();
        try (console) {
            for (String host : List.of("999.999.999.999", "256.1.1.1", "1.2.3", "[::1", "[zz::1]", "evil.example",
                    "localhost.evil.example", "127.0.0.1:99999", "127.0.0.1:x", "%00")) {
                String h = host + (host.contains(":") && !host.startsWith("[") || host.startsWith("[") && host.endsWith("]") ? "" : ":" + server.port());
                answers.add(host + " ws " + raw(upgrade("/ws", h)));
                answers.add(host + " page " + raw("GET / HTTP/1.1\r\nHost: " + h + "\r\nConnection: close\r\n\r\n"));
                answers.add(host + " asset " + raw("GET /assets/board.css HTTP/1.1\r\nHost: " + h + "\r\nConnection: close\r\n\r\n"));
            }
            Thread.sleep(200);   // anything logged asynchronously would have arrived by now
        }
        for (String a : answers) {
            // Jetty itself answers 400 to a Host it cannot parse at all ("[::1", a port of 99999); everything it
            // parses but is not an address literal or localhost is ours to refuse
            assertTrue(a.contains("HTTP/1.1 403") || a.contains("HTTP/1.1 400"), a);
            assertFalse(a.contains("Exception") || a.contains("\tat "), "no stack trace on the page: " + a);
        }
        for (String host : List.of("999.999.999.999", "256.1.1.1", "1.2.3", "evil.example", "localhost.evil.example")) {
            assertEquals(3, answers.stream().filter(a -> a.startsWith(host + " ") && a.contains("HTTP/1.1 403")).count(),
                    host + " is refused with 403: " + answers);
        }
        assertEquals("", console.text(), "nothing printed on the console");
        assertTrue(raw("GET / HTTP/1.1\r\nHost: 127.0.0.1:" + server.port() + "\r\nConnection: close\r\n\r\n")
                .startsWith("HTTP/1.1 200"), "the real address is served");
        assertTrue(game.submitted.isEmpty());
    }

    @Test
    void duplicateKeysAreRefusedLikeAnyMalformedMessage() {
        try (Socket listen = Socket.open(server)) {
            listen.pair(server, Role.LISTEN);
            listen.send("{\"type\":\"say\",\"type\":\"resign\"}");
            assertEquals("The message is not JSON.", listen.next("error").path("text").asText());
            listen.send("{\"type\":\"say\",\"text\":\"e4\",\"text\":\"resign\"}");
            listen.next("error");
            assertTrue(listen.answersPing());
        }
        assertTrue(game.submitted.isEmpty(), "nothing reached the game");
    }

    @Test
    void anUnpairedSocketIsClosedAfterThePairingTimeoutEvenWhileItPings() throws Exception {
        try (Socket idle = Socket.open(server); Socket paired = Socket.open(server)) {
            paired.pair(server, Role.LISTEN);
            idle.next("pairing");
            long end = System.currentTimeMillis() + 5000;
            while (!idle.closed() && System.currentTimeMillis() < end) {
                try {
                    idle.send("{\"type\":\"ping\"}");
                } catch (RuntimeException e) {
                    // closed while sending
                }
                Thread.sleep(50);
            }
            assertTrue(idle.next("expired").path("text").asText().startsWith("No pairing code came within"),
                    "the page is told why it is closed");
            assertTrue(idle.closesSoon());
            Thread.sleep(PAIRING_TIMEOUT.toMillis());
            assertTrue(paired.answersPing(), "a paired page stays");
        }
    }

    @Test
    void whenTheLimitIsReachedANewPageIsToldWhy() {
        List<Socket> idle = new ArrayList<>();
        try {
            for (int i = 0; i < Seats.MAX_UNPAIRED_PER_ADDRESS; i++) {
                Socket s = Socket.open(server);
                s.next("pairing");
                idle.add(s);
            }
            try (Socket late = Socket.open(server)) {
                assertEquals("Too many pages are connected to the tablet. Close a page you no longer need, then enter the code again.",
                        late.next("full").path("text").asText());
                assertTrue(late.closesSoon());
            }
        } finally {
            idle.forEach(Socket::close);
        }
    }

    @Test
    void aRefusalIsRememberedForThePagesTokenAndNamesWhoRefused() {
        try (Socket first = Socket.open(server); Socket second = Socket.open(server)) {
            first.pair(server, Role.BOARD);
            second.next("pairing");
            second.send(hello("board", CODE));
            String token = second.next("wait").path("token").asText();
            assertFalse(token.isEmpty());
            first.next("handover");
            first.send("{\"type\":\"handover\",\"allow\":false}");
            assertTrue(second.next("refused").path("text").asText().startsWith("The page holding the board said no"));
            assertTrue(second.closesSoon());
            first.drain();
            try (Socket again = Socket.open(server)) {
                again.next("pairing");
                again.send("{\"type\":\"hello\",\"role\":\"board\",\"code\":\"" + CODE + "\",\"token\":\"" + token + "\"}");
                assertEquals("This page was refused the board. Enter the code to ask again.", again.next("refused").path("text").asText());
                assertTrue(again.closesSoon());
            }
            first.send("{\"type\":\"ping\"}");
            for (JsonNode n = first.next(); !n.path("type").asText().equals("pong"); n = first.next()) {
                assertNotHandover(n);
            }
        }
    }

    private static void assertNotHandover(JsonNode n) {
        assertFalse(n.path("type").asText().equals("handover"), "the board page is not asked again: " + n);
    }

    private String upgrade(String path, String host) {
        return "GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\nOrigin: http://" + host
                + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                + "Sec-WebSocket-Version: 13\r\n\r\n";
    }

    /** Sends a raw HTTP request (java.net.http will not send a forged Host) and returns the whole answer. */
    private String raw(String request) throws IOException {
        try (java.net.Socket s = new java.net.Socket("127.0.0.1", server.port())) {
            s.setSoTimeout(5000);
            s.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            s.getOutputStream().flush();
            InputStream in = s.getInputStream();
            ByteArrayOutputStream answer = new ByteArrayOutputStream();
            byte[] b = new byte[4096];
            try {
                for (int n; (n = in.read(b)) > 0; ) {
                    answer.write(b, 0, n);
                    if (answer.toString(StandardCharsets.ISO_8859_1).contains("\r\n\r\n") && !request.contains("Connection: close")) {
                        break;
                    }
                }
            } catch (java.net.SocketTimeoutException e) {
                // the server keeps the connection open: what came is the answer
            }
            return answer.toString(StandardCharsets.ISO_8859_1);
        }
    }

    private static String hello(String role, String code) {
        return "{\"type\":\"hello\",\"role\":\"" + role + "\",\"code\":\"" + code + "\"}";
    }
}
