package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code hektor play --mode tablet} as a process: it prints the pages' addresses and the pairing code, tells the
 * blind player the code, and a move sent by a paired board page is announced on the console.
 */
class PlayTabletTest {
    @TempDir
    Path dir;

    @Test
    void theTabletModeServesThePagesAndTheBoardPagesMoveIsAnnounced() throws Exception {
        try (HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"), "play", "--mode", "tablet", "--keyboard",
                "--silent", "--profile", "en", "--color", "black", "--time", "300", "--port", "0", "--journal", dir.toString())) {
            String boardLine = h.expectStart("Tablet board page: http://127.0.0.1:");
            Matcher url = Pattern.compile("(http://127\\.0\\.0\\.1:(\\d+)/)$").matcher(boardLine);
            assertTrue(url.find(), boardLine);
            h.expectStart("Listening page for a screen reader: " + url.group(1) + "listen");
            String code = h.expectStart("Pairing code: ").substring("Pairing code: ".length());
            assertTrue(code.matches("[0-9]{6}"), code);
            h.expectStart("The tablet is ready. The pairing code is ");

            HttpClient http = HttpClient.newHttpClient();
            HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create(url.group(1))).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, page.statusCode());
            assertTrue(page.body().contains("<svg id=\"board\""));

            LinkedBlockingQueue<String> received = new LinkedBlockingQueue<>();
            WebSocket ws = http.newWebSocketBuilder().header("Origin", url.group(1).replaceAll("/$", ""))
                    .buildAsync(URI.create("ws://127.0.0.1:" + url.group(2) + "/ws"), new WebSocket.Listener() {
                        @Override
                        public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
                            received.add(data.toString());
                            w.request(1);
                            return null;
                        }
                    }).join();
            ws.sendText("{\"type\":\"hello\",\"role\":\"board\",\"code\":\"" + code + "\"}", true).join();
            String welcome;
            do {
                welcome = received.poll(10, TimeUnit.SECONDS);
            } while (welcome != null && !welcome.contains("\"welcome\""));
            assertTrue(welcome != null, "the board page was welcomed");
            ws.sendText("{\"type\":\"move\",\"from\":\"e2\",\"to\":\"e4\"}", true).join();
            h.expectLine("pawn echo two echo four");
            ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye").join();
            h.send("q");
            h.expectLine("The game is kept: hektor play --resume goes on with it.");
            assertEquals(0, h.exitStatus(Duration.ofSeconds(60)));
        }
    }
}
