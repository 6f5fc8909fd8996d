package org.hektor.ui.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The network between a page and the tablet server, which a test pulls out and plugs back in: a TCP relay on
 * its own port in front of the server's. Pulled out, every connection through it is cut (the page sees its
 * WebSocket close, as when the server goes away) and every new one is closed as soon as it arrives (the page's
 * reconnecting fails); plugged back in, new connections reach the server again. The page's address is the
 * relay's, so its Origin and Host agree as they do on the real server.
 */
final class Cable implements AutoCloseable {
    private final ServerSocket listener;
    private final int server;
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private volatile boolean cut;

    Cable(TabletServer server) {
        this.server = server.port();
        try {
            listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        daemon("cable-accept", this::accept);
    }

    /** The board page's address through this cable. */
    String boardUrl() {
        return "http://127.0.0.1:" + listener.getLocalPort() + "/";
    }

    /** The listening page's address through this cable. */
    String listenUrl() {
        return boardUrl() + "listen";
    }

    /** Cuts every connection through the cable, and refuses new ones until {@link #plugIn()}. */
    void pullOut() {
        cut = true;
        open.forEach(Cable::quietlyClose);
    }

    void plugIn() {
        cut = false;
    }

    @Override
    public void close() {
        pullOut();
        quietlyClose(listener);
    }

    private void accept() {
        while (!listener.isClosed()) {
            try {
                Socket page = listener.accept();
                if (cut) {
                    page.close();
                    continue;
                }
                Socket toServer = new Socket(InetAddress.getLoopbackAddress(), server);
                open.add(page);
                open.add(toServer);
                if (cut) {          // pulled out while this one was being connected
                    pullOut();
                    continue;
                }
                daemon("cable-up", () -> relay(page, toServer));
                daemon("cable-down", () -> relay(toServer, page));
            } catch (IOException e) {
                // the listener closed, or one connection failed: the page sees it closed and tries again
            }
        }
    }

    /** Copies one direction until either end closes or the cable is pulled out (nothing is passed on after). */
    private void relay(Socket from, Socket to) {
        byte[] buffer = new byte[8192];
        try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
            for (int n = in.read(buffer); n >= 0 && !cut; n = in.read(buffer)) {
                out.write(buffer, 0, n);
                out.flush();
            }
        } catch (IOException e) {
            // closed at one end: both ends are closed below
        } finally {
            quietlyClose(from);
            quietlyClose(to);
            open.remove(from);
            open.remove(to);
        }
    }

    private static void daemon(String name, Runnable r) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        t.start();
    }

    private static void quietlyClose(AutoCloseable c) {
        try {
            c.close();
        } catch (Exception e) {
            // already closed
        }
    }
}
