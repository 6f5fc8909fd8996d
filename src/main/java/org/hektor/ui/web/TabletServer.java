package org.hektor.ui.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.staticfiles.Location;
import io.javalin.websocket.WsContext;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Consumer;
import org.hektor.words.TabletWords;

/**
 * The tablet: a small web server with two pages and one WebSocket per page (docs/tablet.md).
 * {@code /} is the sighted player's touch board, {@code /listen} the blind player's screen-reader page. Each
 * page pairs with the code shown on the console and spoken to the blind player before it may act; unpaired
 * connections get nothing of the game ({@link Seats}). Every message is validated ({@link Inbound}); a bad one
 * gets one sentence back and changes nothing. The game itself lives in the session behind {@link TabletGame}:
 * pages may come and go, and a page that (re)connects gets the whole state.
 *
 * <p>Nothing a stranger sends reaches the console: a request for any host but an address literal or
 * {@code localhost} is answered 403 before anything else looks at it ({@link OriginCheck}), and any failure
 * inside a handler is answered with a bare status, never a stack trace.
 */
public final class TabletServer implements AutoCloseable {
    /** How long a connection may stay unpaired; pings do not extend it, so an idle socket cannot hold a place. */
    static final Duration PAIRING_TIMEOUT = Duration.ofSeconds(30);
    /** How long a finished game's server waits for its pages to show the result before it stops. */
    static final Duration RESULT_WAIT = Duration.ofSeconds(60);

    private final TabletGame game;
    private final TabletWords words;
    private final Pairing pairing;
    private final Seats seats;
    private final ScheduledExecutorService timer;
    private final boolean lan;
    private final Javalin app;
    private final byte[] boardPage;
    private final byte[] listenPage;
    private volatile Consumer<String> newCode = code -> { };

    private TabletServer(TabletGame game, TabletOptions options, Duration pairingTimeout) {
        this.game = game;
        this.words = new TabletWords(game.profile());
        this.pairing = new Pairing(options.code().orElseGet(Pairing::randomCode), options.time(),
                code -> newCode.accept(code));
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "tablet-pairing-timeout");
            t.setDaemon(true);
            return t;
        });
        this.seats = new Seats(game, words, pairing, timer, pairingTimeout);
        this.lan = options.lan();
        this.boardPage = TabletHttp.render("board.html", words);
        this.listenPage = TabletHttp.render("listen.html", words);
        this.app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.startup.startupWatcherEnabled = false;
            config.staticFiles.add(files -> {
                files.hostedPath = "/assets";
                files.directory = TabletHttp.PAGES;
                files.location = Location.CLASSPATH;
                files.headers = TabletHttp.securityHeaders();
            });
            config.jetty.modifyWebSocketServletFactory(factory -> {
                factory.setIdleTimeout(Duration.ofSeconds(60));   // the pages ping every 20 seconds
                factory.setMaxTextMessageSize(16 * 1024);
                factory.setMaxBinaryMessageSize(16 * 1024);
            });
            config.routes.before(ctx -> {
                if (OriginCheck.hostRefusal(ctx.header("Host")) != null) {
                    throw new ForbiddenResponse();
                }
                TabletHttp.securityHeaders().forEach(ctx::header);
            });
            config.routes.get("/", ctx -> TabletHttp.page(ctx, boardPage));
            config.routes.get("/listen", ctx -> TabletHttp.page(ctx, listenPage));
            config.routes.exception(Exception.class, (e, ctx) -> ctx.status(500).result(""));
            config.routes.wsBeforeUpgrade("/ws", ctx -> {
                if (OriginCheck.refusal(ctx.header("Origin"), ctx.header("Host")) != null) {
                    throw new ForbiddenResponse();
                }
            });
            config.routes.ws("/ws", ws -> {
                ws.onConnect(ctx -> seats.connected(ctx, address(ctx)));
                ws.onMessage(ctx -> received(ctx, ctx.message()));
                ws.onBinaryMessage(ctx -> received(ctx, null));
                ws.onClose(seats::closed);
                ws.onError(seats::closed);
            });
            config.routes.wsException(Exception.class, (e, ctx) -> ctx.closeSession(1011, ""));
        });
        game.subscribe(this::published);
        try {
            app.start(lan ? "0.0.0.0" : "127.0.0.1", options.port());
        } catch (RuntimeException e) {
            app.stop();
            timer.shutdownNow();
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
        return new TabletServer(game, options, PAIRING_TIMEOUT);
    }

    /** A server whose unpaired connections are closed after {@code pairingTimeout} (tests shorten it). */
    static TabletServer start(TabletGame game, TabletOptions options, Duration pairingTimeout) {
        return new TabletServer(game, options, pairingTimeout);
    }

    public int port() {
        return app.port();
    }

    /** The sighted player's page, at the address to type on the tablet. */
    public String boardUrl() {
        return "http://" + TabletHttp.address(lan) + ":" + port() + "/";
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

    /**
     * Hears each new code the server makes when the old one has been guessed wrongly too often ({@link Pairing}),
     * on the thread of the page that sent the last wrong guess: the blind player must be told it.
     */
    public void onNewCode(Consumer<String> listener) {
        newCode = listener;
    }

    /** What Hektor says, and prints, when the code has been replaced: the new code, and that paired pages stay. */
    public String newCodeSentence(String code) {
        return words.newCodeSentence(code);
    }

    /** The console's line with a code. */
    public String codeLine(String code) {
        return words.codeLine(code);
    }

    /** The lines the play command prints on the console. */
    public List<String> consoleLines() {
        return words.consoleLines(boardUrl(), listenUrl(), code());
    }

    /**
     * Stops the server. When the game is over it first waits (at most {@link #RESULT_WAIT}) until every page
     * that took part has shown the result, the final position and the scoresheet.
     */
    @Override
    public void close() {
        if (game.state().result().isPresent()) {
            try {
                seats.awaitResultShown(RESULT_WAIT);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        seats.stopping();
        app.stop();
        timer.shutdownNow();
    }

    /** The source address of a connection, which pairing is throttled by. */
    private static String address(WsContext ctx) {
        SocketAddress a = ctx.session.getRemoteSocketAddress();
        return a instanceof InetSocketAddress i && i.getAddress() != null ? i.getAddress().getHostAddress() : String.valueOf(a);
    }

    private void received(WsContext ctx, String text) {
        Optional<Seats.Action> action = seats.received(ctx, text);
        action.ifPresent(a -> game.submit(a.role(), a.message())
                .ifPresent(refusal -> a.page().send(Seats.message("error", refusal))));   // nothing changed
    }

    /**
     * A game event: every paired page gets it (unless it says nothing), then the new state. Called on the game's
     * thread.
     */
    private void published(TabletEvent event) {
        ObjectNode e = Wire.object("event").put("kind", event.kind()).put("text", event.text());
        seats.toPaired(event.text().isEmpty() ? null : e.toString());
    }
}
