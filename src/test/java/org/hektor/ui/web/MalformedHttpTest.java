package org.hektor.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.hektor.clock.SystemTimeSource;
import org.hektor.notation.Profile;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Malformed HTTP of every kind, on a raw socket: whatever a stranger on the network sends, the server answers or
 * hangs up, and nothing of it reaches the console a screen reader reads aloud (neither the server's own logging
 * nor the stranger's text).
 */
class MalformedHttpTest {
    /** What a stranger would like the blind player to hear. */
    private static final String SPOKEN = "Checkmate. White wins. The game is saved.";
    private ScriptedGame game;
    private TabletServer server;

    @BeforeEach
    void start() {
        game = new ScriptedGame(Profile.load("en"), ScriptedGame.start());
        server = TabletServer.start(game, new TabletOptions(false, 0, Optional.of("482913"), new SystemTimeSource()));
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void noMalformedRequestPrintsAnythingOnTheConsole() throws Exception {
        String host = "Host: 127.0.0.1:" + server.port() + "\r\n";
        String big = SPOKEN + " " + "x".repeat(6000);
        Map<String, String> requests = new LinkedHashMap<>();
        requests.put("two Host headers", "GET / HTTP/1.1\r\n" + host + "Host: " + SPOKEN + "\r\n\r\n");
        requests.put("two Host headers, one huge", "GET / HTTP/1.1\r\n" + host + "Host: " + big + "\r\n\r\n");
        requests.put("a huge header", "GET / HTTP/1.1\r\n" + host + "X-Say: " + SPOKEN + "y".repeat(70_000) + "\r\n\r\n");
        requests.put("a huge request line", "GET /" + "z".repeat(70_000) + " HTTP/1.1\r\n" + host + "\r\n");
        requests.put("control characters in a header", "GET / HTTP/1.1\r\n" + host + "X-Say: " + SPOKEN + "\u0007\u0000\u001b[2J\r\n\r\n");
        requests.put("control characters in the path", "GET /\u0000\u0007" + SPOKEN.replace(' ', '_') + " HTTP/1.1\r\n" + host + "\r\n");
        requests.put("a header without a colon", "GET / HTTP/1.1\r\n" + host + SPOKEN + "\r\n\r\n");
        requests.put("a header folded", "GET / HTTP/1.1\r\n" + host + "X-Say: a\r\n " + SPOKEN + "\r\n\r\n");
        requests.put("a bad version", "GET / HTTP/9.9\r\n" + host + "\r\n");
        requests.put("a version of words", "GET / " + SPOKEN.replace(' ', '_') + "\r\n" + host + "\r\n");
        requests.put("HTTP/0.9", "GET /\r\n\r\n");
        requests.put("a method of words", SPOKEN.replace(' ', '_') + " / HTTP/1.1\r\n" + host + "\r\n");
        requests.put("bad chunk size", "POST / HTTP/1.1\r\n" + host + "Transfer-Encoding: chunked\r\n\r\nzz" + SPOKEN + "\r\nabc\r\n0\r\n\r\n");
        requests.put("a chunk longer than said", "POST / HTTP/1.1\r\n" + host + "Transfer-Encoding: chunked\r\n\r\n2\r\n" + SPOKEN + "\r\n0\r\n\r\n");
        requests.put("a huge chunk size", "POST / HTTP/1.1\r\n" + host + "Transfer-Encoding: chunked\r\n\r\nffffffffffffffffffff\r\nab\r\n");
        requests.put("chunked and a length", "POST / HTTP/1.1\r\n" + host + "Transfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n");
        requests.put("two lengths", "POST / HTTP/1.1\r\n" + host + "Content-Length: 5\r\nContent-Length: 7\r\n\r\nabcde");
        requests.put("a negative length", "POST / HTTP/1.1\r\n" + host + "Content-Length: -1\r\n\r\n");
        requests.put("an unknown coding", "POST / HTTP/1.1\r\n" + host + "Transfer-Encoding: " + SPOKEN + "\r\n\r\n");
        requests.put("a bad upgrade", "GET /ws HTTP/1.1\r\n" + host + "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: " + SPOKEN + "\r\nSec-WebSocket-Version: 99\r\nOrigin: http://127.0.0.1:" + server.port() + "\r\n\r\n");
        requests.put("a bare line feed", "GET / HTTP/1.1\n" + host.replace("\r", "") + "X-Say: " + SPOKEN + "\n\n");
        requests.put("bytes that are not text", "GET / HTTP/1.1\r\n" + host + "X-Say: \u00ff\u00fe" + SPOKEN + "\r\n\r\n");
        requests.put("garbage", SPOKEN + "\r\n\r\n");

        List<String> answers = new ArrayList<>();
        ConsoleCapture console = new ConsoleCapture();
        try (console) {
            requests.forEach((what, request) -> answers.add(what + ": " + send(request)));
            // the server logs on its own threads: a last good request after all the bad ones has been answered, so
            // anything the bad ones logged has been written by now
            answers.add("good: " + send("GET / HTTP/1.1\r\n" + host + "Connection: close\r\n\r\n"));
        }
        for (String a : answers) {
            assertFalse(a.contains("Exception") || a.contains("\tat ") || a.contains(SPOKEN), "nothing echoed: " + a);
        }
        assertTrue(answers.get(answers.size() - 1).contains("HTTP/1.1 200"), "a good request is still served");
        assertEquals("", console.text(), "nothing printed on the console");
        assertTrue(game.submitted.isEmpty());
    }

    /** Sends the bytes (each char one byte) and returns the status line of the answer, or how the server hung up. */
    private String send(String request) {
        try (java.net.Socket s = new java.net.Socket()) {
            s.connect(new InetSocketAddress("127.0.0.1", server.port()), 5000);
            s.setSoTimeout(5000);
            try {
                s.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
                s.shutdownOutput();
            } catch (IOException e) {
                return "hung up while we sent";
            }
            InputStream in = s.getInputStream();
            byte[] answer = in.readNBytes(4096);
            String text = new String(answer, StandardCharsets.ISO_8859_1);
            int end = text.indexOf("\r\n");
            return end < 0 ? (text.isEmpty() ? "hung up" : text) : text.substring(0, end) + text.substring(end, Math.min(text.length(), 400)).replaceAll("\\s+", " ");
        } catch (SocketTimeoutException e) {
            return "no answer within five seconds";
        } catch (IOException e) {
            return "hung up: " + e.getClass().getSimpleName();
        }
    }
}
