package org.hektor.ui.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** A test's WebSocket to the tablet server (java.net.http, so the test sends whatever a client could). */
final class Socket implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private WebSocket ws;
    private final BlockingQueue<JsonNode> inbox = new LinkedBlockingQueue<>();
    /** Completed when the connection closes (by either side) or fails. */
    private final CompletableFuture<Void> closing = new CompletableFuture<>();

    private Socket() {
    }

    /** Connects with the Origin a browser on the server's own page would send. */
    static Socket open(TabletServer server) {
        String origin = "http://127.0.0.1:" + server.port();
        return open(server, origin);
    }

    static Socket open(TabletServer server, String origin) {
        Socket self = new Socket();
        WebSocket.Listener listener = new WebSocket.Listener() {
            private final StringBuilder text = new StringBuilder();

            @Override
            public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
                text.append(data);
                if (last) {
                    try {
                        self.inbox.add(JSON.readTree(text.toString()));
                    } catch (Exception e) {
                        throw new AssertionError("The server sent something that is not JSON: " + text, e);
                    }
                    text.setLength(0);
                }
                w.request(1);
                return null;
            }

            @Override
            public CompletionStage<?> onClose(WebSocket w, int status, String reason) {
                self.closing.complete(null);
                return null;
            }

            @Override
            public void onError(WebSocket w, Throwable error) {
                self.closing.complete(null);
            }
        };
        WebSocket.Builder b = HttpClient.newHttpClient().newWebSocketBuilder().connectTimeout(Duration.ofSeconds(5));
        if (origin != null) {
            b.header("Origin", origin);
        }
        self.ws = b.buildAsync(URI.create("ws://127.0.0.1:" + server.port() + "/ws"), listener).join();
        return self;
    }

    /** Has the connection closed? */
    boolean closed() {
        return closing.isDone();
    }

    /** Does the connection close within five seconds? */
    boolean closesSoon() {
        try {
            closing.get(5, TimeUnit.SECONDS);
            return true;
        } catch (TimeoutException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        } catch (ExecutionException e) {
            throw new AssertionError(e);
        }
    }

    void send(String text) {
        ws.sendText(text, true).join();
    }

    void sendBytes(byte[] bytes) {
        ws.sendBinary(ByteBuffer.wrap(bytes), true).join();
    }

    /** The next message, failing the test if none comes within five seconds. */
    JsonNode next() {
        try {
            JsonNode n = inbox.poll(5, TimeUnit.SECONDS);
            if (n == null) {
                throw new AssertionError("No message from the server within five seconds.");
            }
            return n;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** The next message of this type, skipping others (up to a thousand). */
    JsonNode next(String type) {
        for (int i = 0; i < 1000; i++) {
            JsonNode n = next();
            if (n.path("type").asText().equals(type)) {
                return n;
            }
        }
        throw new AssertionError("No " + type + " message among the next thousand.");
    }

    /** Pairs with the server's code as a page of this role; returns the welcome message. */
    JsonNode pair(TabletServer server, Role role) {
        next("pairing");
        send("{\"type\":\"hello\",\"role\":\"" + role.key() + "\",\"code\":\"" + server.code() + "\"}");
        JsonNode welcome = next("welcome");
        next("state");
        return welcome;
    }

    /** True when a ping is still answered: the connection is alive and in order. */
    boolean answersPing() {
        send("{\"type\":\"ping\"}");
        return next("pong") != null;
    }

    /** Everything the server sent that the test has not read, once the connection has closed (within five seconds). */
    List<JsonNode> restUntilClosed() {
        if (!closesSoon()) {
            throw new AssertionError("The connection did not close within five seconds.");
        }
        List<JsonNode> rest = new ArrayList<>();
        inbox.drainTo(rest);
        return rest;
    }

    void drain() {
        inbox.clear();
    }

    @Override
    public void close() {
        if (!closing.isDone()) {
            ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye");
        }
    }
}
