package org.hektor.ui.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A network between a page and the tablet server that loses one message when told to: a TCP relay on loopback
 * that passes everything through, except that once armed it swallows the next whole {@code state} message the
 * server sends on a WebSocket — the bytes the server wrote never reach the page, as on a network that drops
 * them. The upgrade request goes through without {@code Sec-WebSocket-Extensions}, so the server's frames are
 * plain text the relay can read.
 */
final class LossyLink implements AutoCloseable {
    private static final byte[] STATE = "\"type\":\"state\"".getBytes(StandardCharsets.UTF_8);
    private final ServerSocket listener;
    private final int serverPort;
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    private volatile CountDownLatch armed;
    private volatile String dropped;

    LossyLink(int serverPort) throws IOException {
        this.serverPort = serverPort;
        this.listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread t = new Thread(this::accept, "lossy-link");
        t.setDaemon(true);
        t.start();
    }

    int port() {
        return listener.getLocalPort();
    }

    /** The next state message the server sends on any WebSocket is lost; returns a latch counted down when it is. */
    CountDownLatch loseNextState() {
        CountDownLatch latch = new CountDownLatch(1);
        armed = latch;
        return latch;
    }

    /** The text of the message that was lost. */
    String dropped() {
        return dropped;
    }

    private void accept() {
        while (!listener.isClosed()) {
            try {
                Socket page = listener.accept();
                Socket server = new Socket(InetAddress.getLoopbackAddress(), serverPort);
                sockets.add(page);
                sockets.add(server);
                start(() -> fromPage(page, server));
            } catch (IOException e) {
                return;
            }
        }
    }

    private static void start(Runnable r) {
        Thread t = new Thread(r, "lossy-link-pump");
        t.setDaemon(true);
        t.start();
    }

    /** The first request decides: an upgrade to a WebSocket is relayed frame by frame on the way back. */
    private void fromPage(Socket page, Socket server) {
        try (page; server) {
            InputStream in = page.getInputStream();
            OutputStream out = server.getOutputStream();
            String head = readHead(in);
            boolean upgrade = head.toLowerCase(Locale.ROOT).contains("upgrade: websocket");
            StringBuilder kept = new StringBuilder();
            for (String line : head.split("\r\n")) {
                if (!line.toLowerCase(Locale.ROOT).startsWith("sec-websocket-extensions:")) {
                    kept.append(line).append("\r\n");
                }
            }
            out.write(kept.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            start(() -> toPage(server, page, upgrade));
            in.transferTo(out);
        } catch (IOException e) {
            // either side closed: the relay ends with it
        }
    }

    private void toPage(Socket server, Socket page, boolean webSocket) {
        try (page; server) {
            InputStream in = server.getInputStream();
            OutputStream out = page.getOutputStream();
            if (!webSocket) {
                in.transferTo(out);
                return;
            }
            out.write((readHead(in) + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            boolean losing = false;
            while (true) {
                byte[] frame = readFrame(in);
                if (frame == null) {
                    return;
                }
                boolean fin = (frame[0] & 0x80) != 0;
                int opcode = frame[0] & 0x0f;
                CountDownLatch latch = armed;
                if (!losing && opcode == 1 && latch != null && contains(frame, STATE)) {
                    armed = null;
                    losing = true;
                    dropped = new String(frame, StandardCharsets.UTF_8);
                }
                if (losing) {
                    if (fin) {
                        losing = false;
                        latch.countDown();
                    }
                    continue;
                }
                out.write(frame);
                out.flush();
            }
        } catch (IOException e) {
            // either side closed
        }
    }

    /** An HTTP head up to its blank line, without the blank line. */
    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        int c;
        while ((c = in.read()) >= 0) {
            b.write(c);
            byte[] a = b.toByteArray();
            int n = a.length;
            if (n >= 4 && a[n - 4] == '\r' && a[n - 3] == '\n' && a[n - 2] == '\r' && a[n - 1] == '\n') {
                return new String(a, 0, n - 2, StandardCharsets.ISO_8859_1);
            }
        }
        throw new IOException("closed in the head");
    }

    /** One whole frame as it came (RFC 6455 section 5.2), or null at the end of the stream. */
    private static byte[] readFrame(InputStream in) throws IOException {
        int b0 = in.read();
        if (b0 < 0) {
            return null;
        }
        ByteArrayOutputStream frame = new ByteArrayOutputStream();
        int b1 = in.read();
        frame.write(b0);
        frame.write(b1);
        long length = b1 & 0x7f;
        int extra = length == 126 ? 2 : length == 127 ? 8 : 0;
        if (extra > 0) {
            byte[] ext = in.readNBytes(extra);
            frame.write(ext);
            length = 0;
            for (byte x : ext) {
                length = length << 8 | (x & 0xff);
            }
        }
        if ((b1 & 0x80) != 0) {
            frame.write(in.readNBytes(4));
        }
        byte[] payload = in.readNBytes((int) length);
        if (payload.length < length) {
            return null;
        }
        frame.write(payload);
        return frame.toByteArray();
    }

    private static boolean contains(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }

    @Override
    public void close() throws IOException {
        listener.close();
        for (Socket s : sockets) {
            s.close();
        }
    }

    boolean awaitLoss(CountDownLatch latch) throws InterruptedException {
        return latch.await(10, TimeUnit.SECONDS);
    }
}
