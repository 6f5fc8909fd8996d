package org.hektor.ui.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.staticfiles.Location;
import io.javalin.websocket.WsContext;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.jetty.websocket.api.Callback;
import org.hektor.chess.PieceType;
import org.hektor.notation.Profile;
import org.hektor.words.TabletWords;

/**
 * The tablet: a small web server with two pages and one WebSocket per page (issue 9, design.md §2 {@code ui.web}).
 * {@code /} is the sighted player's touch board, {@code /listen} the blind player's screen-reader page. Each
 * page pairs with the code shown on the console and spoken to the blind player before it may act; unpaired
 * connections get nothing of the game. Every message is validated ({@link Inbound}); a bad one gets one
 * sentence back and changes nothing. The game itself lives in the session behind {@link TabletGame}: pages may
 * come and go, and a page that (re)connects gets the whole state.
 *
 * <p>One board page at a time. Another board page with the right code does not take over silently: the page
 * holding the board, or the blind player's page, is asked and must allow it. A board page that reloads comes
 * back without asking, by a token only it was given. Any number of listening pages may pair.
 */
public final class TabletServer implements AutoCloseable {
    /** A page that sends this many wrong codes is disconnected. */
    static final int WRONG_CODES_PER_CONNECTION = 5;
    static final int MAX_CONNECTIONS = 32;
    private static final String PAGES = "/org/hektor/ui/web/static/";

    private final TabletGame game;
    private final TabletWords words;
    private final StateMessage states;
    private final Pairing pairing;
    private final boolean lan;
    private final Javalin app;
    private final byte[] boardPage;
    private final byte[] listenPage;

    // Connections and the board seat: guarded by "this". Messages are sent asynchronously, never under a wait.
    private final Map<String, Client> clients = new LinkedHashMap<>();
    private Client board;
    private Client waiting;
    private String boardToken;

    private TabletServer(TabletGame game, TabletOptions options) {
        this.game = game;
        this.words = new TabletWords(game.profile());
        this.states = new StateMessage(words);
        this.pairing = new Pairing(options.code().orElseGet(Pairing::randomCode), options.time());
        this.lan = options.lan();
        this.boardPage = resource("board.html");
        this.listenPage = resource("listen.html");
        this.app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.startup.startupWatcherEnabled = false;
            config.staticFiles.add(files -> {
                files.hostedPath = "/assets";
                files.directory = PAGES;
                files.location = Location.CLASSPATH;
                files.headers = securityHeaders();
            });
            config.jetty.modifyWebSocketServletFactory(factory -> {
                factory.setIdleTimeout(Duration.ofSeconds(60));   // the pages ping every 20 seconds
                factory.setMaxTextMessageSize(16 * 1024);
                factory.setMaxBinaryMessageSize(16 * 1024);
            });
            config.routes.before(ctx -> securityHeaders().forEach(ctx::header));
            config.routes.get("/", ctx -> page(ctx, boardPage));
            config.routes.get("/listen", ctx -> page(ctx, listenPage));
            config.routes.wsBeforeUpgrade("/ws", ctx -> {
                String refusal = OriginCheck.refusal(ctx.header("Origin"), ctx.header("Host"));
                if (refusal != null) {
                    throw new ForbiddenResponse(refusal);
                }
            });
            config.routes.ws("/ws", ws -> {
                ws.onConnect(this::connected);
                ws.onMessage(ctx -> received(ctx, ctx.message()));
                ws.onBinaryMessage(ctx -> received(ctx, null));
                ws.onClose(ctx -> closed(ctx));
                ws.onError(ctx -> closed(ctx));
            });
        });
        game.subscribe(this::published);
        try {
            app.start(lan ? "0.0.0.0" : "127.0.0.1", options.port());
        } catch (RuntimeException e) {
            app.stop();
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof java.net.BindException) {
                    throw new IllegalArgumentException("The port " + options.port()
                            + " is in use; choose another with --port.");
                }
            }
            throw e;
        }
    }

    /** Starts the server for a game; it runs until {@link #close()}. */
    public static TabletServer start(TabletGame game, TabletOptions options) {
        return new TabletServer(game, options);
    }

    public int port() {
        return app.port();
    }

    /** The sighted player's page, at the address to type on the tablet. */
    public String boardUrl() {
        return "http://" + address() + ":" + port() + "/";
    }

    /** The blind player's screen-reader page. */
    public String listenUrl() {
        return boardUrl() + "listen";
    }

    public String code() {
        return pairing.code();
    }

    /** What Hektor says to the blind player at the start: the pairing code, in the profile's words. */
    public String pairingSentence() {
        return words.pairingSentence(pairing.code());
    }

    /** The lines the play command prints on the console. */
    public List<String> consoleLines() {
        return words.consoleLines(boardUrl(), listenUrl(), code());
    }

    @Override
    public void close() {
        app.stop();
    }

    // --- HTTP ---

    private static Map<String, String> securityHeaders() {
        return Map.of(
                "Content-Security-Policy", "default-src 'self'; connect-src 'self'; img-src 'self' data:; "
                        + "frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
                "X-Content-Type-Options", "nosniff",
                "X-Frame-Options", "DENY",
                "Referrer-Policy", "no-referrer",
                "Cache-Control", "no-store");
    }

    private static void page(Context ctx, byte[] html) {
        ctx.contentType("text/html; charset=utf-8").result(html);
    }

    private static byte[] resource(String name) {
        try (InputStream in = TabletServer.class.getResourceAsStream(PAGES + name)) {
            if (in == null) {
                throw new IllegalStateException("The page " + name + " is missing from the jar.");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** With --lan, the first IPv4 address of a network interface that is up (what a tablet can type). */
    private String address() {
        if (!lan) {
            return "127.0.0.1";
        }
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!nic.isUp() || nic.isLoopback()) {
                    continue;
                }
                for (InetAddress a : Collections.list(nic.getInetAddresses())) {
                    if (a instanceof Inet4Address) {
                        return a.getHostAddress();
                    }
                }
            }
        } catch (SocketException e) {
            // no interfaces to list: the loopback address below still works on this machine
        }
        return "127.0.0.1";
    }

    // --- WebSocket ---

    /** One page's connection. */
    private static final class Client {
        final WsContext ctx;
        Role role;          // null until paired
        int wrongCodes;

        Client(WsContext ctx) {
            this.ctx = ctx;
        }

        void send(String json) {
            if (ctx.session.isOpen()) {
                ctx.session.sendText(json, Callback.NOOP);
            }
        }

        void close(String reason) {
            ctx.closeSession(1000, reason);
        }
    }

    private synchronized void connected(WsContext ctx) {
        Client c = new Client(ctx);
        if (clients.size() >= MAX_CONNECTIONS) {
            c.close("Too many pages are connected.");
            return;
        }
        clients.put(ctx.sessionId(), c);
        c.send(message("pairing", "Enter the pairing code."));
    }

    private void received(WsContext ctx, String text) {
        Inbound msg;
        Client c;
        Role role;
        synchronized (this) {
            c = clients.get(ctx.sessionId());
            if (c == null) {
                return;
            }
            try {
                if (text == null) {
                    throw new BadMessageException("Messages are JSON text, not binary.");
                }
                msg = Inbound.parse(text);
                msg = authorize(c, msg);
                role = c.role;
            } catch (BadMessageException e) {
                c.send(message("error", e.getMessage()));
                return;
            }
        }
        if (msg != null) {
            try {
                game.submit(role, msg);
            } catch (IllegalArgumentException e) {
                c.send(message("error", e.getMessage()));   // the game's own sentence; nothing changed
            }
        }
    }

    /**
     * Handles what the server answers itself (ping, pairing, handover) and checks the page may send the rest.
     * Returns the action for the game, or null when there is none. Called under the lock.
     */
    private Inbound authorize(Client c, Inbound msg) {
        if (msg instanceof Inbound.Ping) {
            c.send(Wire.message("pong"));
            return null;
        }
        if (c.role == null) {
            if (!(msg instanceof Inbound.Hello hello)) {
                throw new BadMessageException(c == waiting ? "This page waits until the board page allows it to take over."
                        : "Enter the pairing code first.");
            }
            pair(c, hello);
            return null;
        }
        if (msg instanceof Inbound.Hello) {
            throw new BadMessageException("This page is already paired.");
        }
        if (msg instanceof Inbound.Handover h) {
            answerHandover(h.allow());
            return null;
        }
        boolean boardOnly = msg instanceof Inbound.Touch || msg instanceof Inbound.MoveRequest;
        boolean listenOnly = msg instanceof Inbound.Say || msg instanceof Inbound.Ask
                || msg instanceof Inbound.Confirm || msg instanceof Inbound.Correct;
        if (boardOnly && c.role != Role.BOARD) {
            throw new BadMessageException("Only the board page moves the sighted player's pieces.");
        }
        if (listenOnly && c.role != Role.LISTEN) {
            throw new BadMessageException("Only the listening page speaks for the blind player.");
        }
        return msg;
    }

    private void pair(Client c, Inbound.Hello hello) {
        if (c == waiting) {
            throw new BadMessageException("This page waits until the board page allows it to take over.");
        }
        switch (pairing.check(hello.code())) {
            case WAIT -> throw new BadMessageException("Wait a second before trying a code again.");
            case WRONG -> {
                c.wrongCodes++;
                if (c.wrongCodes >= WRONG_CODES_PER_CONNECTION) {
                    c.send(message("error", "That pairing code is wrong; this page is disconnected after "
                            + WRONG_CODES_PER_CONNECTION + " wrong codes."));
                    c.close("Too many wrong pairing codes.");
                    return;
                }
                throw new BadMessageException("That pairing code is wrong.");
            }
            case RIGHT -> {
                if (hello.role() == Role.LISTEN) {
                    admit(c, Role.LISTEN, Optional.empty());
                } else if (board == null) {
                    takeBoard(c);
                    notice(Role.LISTEN, "The board page is connected.");
                    game.boardConnected();
                } else if (boardToken != null && hello.token().filter(boardToken::equals).isPresent()) {
                    // the same page after a reload whose old connection has not closed yet: it comes back
                    Client old = board;
                    board = null;
                    old.role = null;
                    old.close("This page was opened again.");
                    takeBoard(c);
                } else if (waiting != null) {
                    throw new BadMessageException("Another page already asks to take over the board.");
                } else {
                    waiting = c;
                    c.send(message("wait", "Another page holds the board. It has been asked to hand the board over."));
                    String ask = "Another page asks to take over the board. Allow it?";
                    board.send(message("handover", ask));
                    forEach(Role.LISTEN, l -> l.send(message("handover", ask)));
                }
            }
            default -> throw new IllegalStateException();
        }
    }

    private void takeBoard(Client c) {
        board = c;
        boardToken = Pairing.randomToken();
        admit(c, Role.BOARD, Optional.of(boardToken));
    }

    private void answerHandover(boolean allow) {
        if (waiting == null) {
            throw new BadMessageException("No page asks to take over the board.");
        }
        Client newcomer = waiting;
        waiting = null;
        forEach(null, p -> p.send(Wire.message("handover-done")));
        if (allow) {
            Client old = board;
            board = null;
            if (old != null) {
                old.role = null;
                old.send(message("closed", "The board was handed over to another page."));
                old.close("The board was handed over to another page.");
            }
            takeBoard(newcomer);
            notice(Role.LISTEN, "The board is now on another page.");
        } else {
            newcomer.send(message("error", "The board page said no: this page cannot take over the board."));
            newcomer.close("Handover refused.");
            notice(null, "The other page was refused the board.");
        }
    }

    private void admit(Client c, Role role, Optional<String> token) {
        c.role = role;
        ObjectNode w = Wire.object("welcome");
        w.put("role", role.key());
        w.put("lang", words.lang());
        Profile profile = words.profile();
        w.put("profile", profile.name());
        token.ifPresent(t -> w.put("token", t));
        ObjectNode pieces = w.putObject("pieces");
        for (PieceType t : PieceType.values()) {
            pieces.put(t.name().toLowerCase(java.util.Locale.ROOT), profile.piece(t));
        }
        c.send(w.toString());
        c.send(states.json(game.state(), role));
        if (waiting != null && role == Role.LISTEN) {
            c.send(message("handover", "Another page asks to take over the board. Allow it?"));
        }
    }

    private synchronized void closed(WsContext ctx) {
        Client c = clients.remove(ctx.sessionId());
        if (c == null) {
            return;
        }
        if (c == waiting) {
            waiting = null;
            forEach(null, p -> p.send(Wire.message("handover-done")));
        }
        if (c == board) {
            board = null;
            if (waiting != null) {
                // the page that held the board is gone: nobody is left to ask, and the blind player hears of it
                Client newcomer = waiting;
                waiting = null;
                forEach(null, p -> p.send(Wire.message("handover-done")));
                takeBoard(newcomer);
                notice(Role.LISTEN, "The board page closed; the board is now on another page.");
            } else {
                notice(Role.LISTEN, "The board page is disconnected. The game goes on; the clock keeps running.");
            }
        }
    }

    /**
     * A game event: every paired page gets it (unless it says nothing), then the new state. Called on the game's
     * thread.
     */
    private void published(TabletEvent event) {
        TabletState state = game.state();
        ObjectNode e = Wire.object("event").put("kind", event.kind()).put("text", event.text());
        String eventJson = event.text().isEmpty() ? null : e.toString();
        String boardState = states.json(state, Role.BOARD);
        String listenState = states.json(state, Role.LISTEN);
        synchronized (this) {
            forEach(null, c -> {
                if (eventJson != null) {
                    c.send(eventJson);
                }
                c.send(c.role == Role.BOARD ? boardState : listenState);
            });
        }
    }

    /** A word from the tablet itself (not from the game) to the pages of one role, or all paired pages. */
    private void notice(Role role, String text) {
        String json = message("notice", text);
        forEach(role, c -> c.send(json));
    }

    private void forEach(Role role, java.util.function.Consumer<Client> action) {
        for (Client c : new ArrayList<>(clients.values())) {
            if (c.role != null && (role == null || c.role == role)) {
                action.accept(c);
            }
        }
    }

    private static String message(String type, String text) {
        return Wire.message(type, text);
    }
}
