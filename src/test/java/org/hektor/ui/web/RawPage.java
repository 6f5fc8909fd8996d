package org.hektor.ui.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A page's WebSocket spoken by hand over a plain socket bound to a chosen source address (any of 127.0.0.0/8 is
 * this machine), so a test can come from many addresses, as a phone with IPv6 privacy addresses or several
 * devices can. Just enough of RFC 6455: the handshake, masked text frames out, text and close frames in.
 */
final class RawPage implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final Socket socket;
    private final DataInputStream in;
    private final OutputStream out;

    private RawPage(Socket socket) throws IOException {
        this.socket = socket;
        this.in = new DataInputStream(socket.getInputStream());
        this.out = socket.getOutputStream();
    }

    /** Opens the page's WebSocket from {@code from} (a loopback address such as 127.3.4.5). */
    static RawPage open(TabletServer server, String from) {
        try {
            Socket s = new Socket();
            s.bind(new InetSocketAddress(from, 0));
            s.connect(new InetSocketAddress("127.0.0.1", server.port()), 5000);
            s.setSoTimeout(5000);
            RawPage page = new RawPage(s);
            byte[] key = new byte[16];
            ThreadLocalRandom.current().nextBytes(key);
            String host = "127.0.0.1:" + server.port();
            page.out.write(("GET /ws HTTP/1.1\r\nHost: " + host + "\r\nOrigin: http://" + host
                    + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: "
                    + Base64.getEncoder().encodeToString(key) + "\r\nSec-WebSocket-Version: 13\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            StringBuilder head = new StringBuilder();
            while (!head.toString().endsWith("\r\n\r\n")) {
                head.append((char) page.in.readUnsignedByte());
            }
            if (!head.toString().startsWith("HTTP/1.1 101")) {
                throw new AssertionError("No WebSocket: " + head);
            }
            return page;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void send(String text) {
        byte[] payload = text.getBytes(StandardCharsets.UTF_8);
        byte[] mask = new byte[4];
        ThreadLocalRandom.current().nextBytes(mask);
        try {
            out.write(0x81);
            if (payload.length < 126) {
                out.write(0x80 | payload.length);
            } else {
                out.write(0x80 | 126);
                out.write(payload.length >> 8);
                out.write(payload.length & 0xff);
            }
            out.write(mask);
            for (int i = 0; i < payload.length; i++) {
                out.write(payload[i] ^ mask[i & 3]);
            }
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The next text message, or empty when the server closed the connection (or said nothing for five seconds). */
    Optional<JsonNode> next() {
        try {
            while (true) {
                int first = in.readUnsignedByte();
                long length = in.readUnsignedByte() & 0x7f;
                if (length == 126) {
                    length = in.readUnsignedShort();
                } else if (length == 127) {
                    length = in.readLong();
                }
                byte[] payload = new byte[(int) length];
                in.readFully(payload);
                int opcode = first & 0x0f;
                if (opcode == 8) {
                    return Optional.empty();
                }
                if (opcode == 1) {
                    return Optional.of(JSON.readTree(new String(payload, StandardCharsets.UTF_8)));
                }
            }
        } catch (SocketTimeoutException e) {
            return Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The next message of this type, skipping others; fails when the connection closes first. */
    JsonNode next(String type) {
        for (Optional<JsonNode> n = next(); n.isPresent(); n = next()) {
            if (n.get().path("type").asText().equals(type)) {
                return n.get();
            }
        }
        throw new AssertionError("The connection closed before a " + type + " message.");
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // closing a test's socket: nothing to do
        }
    }
}
