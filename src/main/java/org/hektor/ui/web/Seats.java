package org.hektor.ui.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.websocket.WsContext;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.hektor.chess.PieceType;
import org.hektor.notation.Profile;
import org.hektor.words.TabletWords;

/**
 * Who is connected and who may do what: pairing with the code, the one board seat and its handover, the
 * listening pages. All of it under one lock (this object); messages go out asynchronously, never under a wait.
 *
 * <p>One board page at a time. Another board page with the right code does not take over silently: the page
 * holding the board, or the blind player's page, is asked and must allow it; a refusal is remembered for the
 * asking page's token, so that page cannot ask again by reconnecting, only by a person entering the code again.
 * A board page that reloads comes back without asking, by a token only it was given. Any number of listening
 * pages may pair, up to {@value #MAX_CONNECTIONS} connections. A connection that has not paired within the
 * pairing timeout is closed (pings do not keep it), and one address holds at most
 * {@value #MAX_UNPAIRED_PER_ADDRESS} unpaired connections. When the server is full, a page from an address with
 * fewer unpaired connections than another takes the place of that address's oldest unpaired one, so idle sockets
 * from a few addresses never lock a fresh page out.
 *
 * <p>Every paired page is given a token; a page that reconnects with it is let in without the code, so the pages
 * already paired stay paired when the code is replaced after too many wrong guesses ({@link Pairing}).
 */
final class Seats {
    /** A page that sends this many wrong codes is disconnected. */
    static final int WRONG_CODES_PER_CONNECTION = 5;
    static final int MAX_CONNECTIONS = 32;
    static final int MAX_UNPAIRED_PER_ADDRESS = 8;

    private final TabletGame game;
    private final TabletWords words;
    private final StateMessage states;
    private final Pairing pairing;
    private final ScheduledExecutorService timer;
    private final Duration pairingTimeout;

    private final Map<String, PageConnection> clients = new LinkedHashMap<>();
    private final Set<String> refusedTokens = new HashSet<>();
    private final Set<String> pairedTokens = new HashSet<>();
    private final Set<Role> everPaired = EnumSet.noneOf(Role.class);
    private final Set<Role> shownResult = EnumSet.noneOf(Role.class);
    private PageConnection board;
    private PageConnection waiting;
    private String boardToken;
    private boolean stopping;

    Seats(TabletGame game, TabletWords words, Pairing pairing, ScheduledExecutorService timer, Duration pairingTimeout) {
        this.game = game;
        this.words = words;
        this.states = new StateMessage(words);
        this.pairing = pairing;
        this.timer = timer;
        this.pairingTimeout = pairingTimeout;
    }

    synchronized void connected(WsContext ctx, String address) {
        PageConnection c = new PageConnection(ctx, address);
        Map<String, List<PageConnection>> unpaired = clients.values().stream()
                .filter(o -> o.role == null && o != waiting)
                .collect(Collectors.groupingBy(o -> o.address, LinkedHashMap::new, Collectors.toList()));
        int unpairedHere = unpaired.getOrDefault(address, List.of()).size();
        if (unpairedHere >= MAX_UNPAIRED_PER_ADDRESS) {
            full(c);
            return;
        }
        if (clients.size() >= MAX_CONNECTIONS) {
            // the oldest idle socket of the address holding the most makes room, if that address holds more than this one
            List<PageConnection> most = unpaired.values().stream().max(Comparator.comparingInt(List::size)).orElse(List.of());
            if (most.size() <= unpairedHere) {
                full(c);
                return;
            }
            PageConnection oldest = most.get(0);
            clients.remove(oldest.ctx.sessionId());
            oldest.cancelTimeout();
            full(oldest);
        }
        clients.put(ctx.sessionId(), c);
        c.pairingTimeout = timer.schedule(() -> expire(c), pairingTimeout.toMillis(), TimeUnit.MILLISECONDS);
        c.send(message("pairing", say("msg.enter-code")));
    }

    /** Closes a connection for want of room, saying so (the close reason is for the log, never shown). */
    private void full(PageConnection c) {
        c.close(message("full", say("msg.full")), "Too many pages are connected.");
    }

    private synchronized void expire(PageConnection c) {
        if (c.role == null && c != waiting && clients.get(c.ctx.sessionId()) == c) {
            clients.remove(c.ctx.sessionId());
            c.close(message("expired", say("msg.expired", "seconds", pairingTimeout.toSeconds())), "Not paired in time.");
        }
    }

    /** The server is stopping: the pages it closes are not news to each other. */
    synchronized void stopping() {
        stopping = true;
    }

    synchronized void closed(WsContext ctx) {
        PageConnection c = clients.remove(ctx.sessionId());
        if (c == null) {
            return;
        }
        c.cancelTimeout();
        if (c == waiting) {
            waiting = null;
            forEach(null, p -> p.send(Wire.message("handover-done")));
        }
        if (c == board) {
            board = null;
            if (waiting != null) {
                // the page that held the board is gone: nobody is left to ask, and the blind player hears of it
                PageConnection newcomer = waiting;
                waiting = null;
                forEach(null, p -> p.send(Wire.message("handover-done")));
                takeBoard(newcomer);
                notice(Role.LISTEN, say("msg.board-closed-moved"));
            } else if (!stopping && game.state().result().isEmpty()) {
                // "the game goes on" is news only while it does: after the result, or when Hektor stops and closes
                // every page one by one, the board page going says nothing to the blind player
                notice(Role.LISTEN, say("msg.board-gone"));
            }
        }
    }

    /**
     * A message from a page: what the server answers itself (ping, pairing, handover) is done here; the rest is
     * checked against the page's role and returned as the action for the game (with the role it acts for), or
     * empty when there is none. A {@link BadMessageException} is answered with its sentence.
     */
    synchronized Optional<Action> received(WsContext ctx, String text) {
        PageConnection c = clients.get(ctx.sessionId());
        if (c == null) {
            return Optional.empty();
        }
        try {
            if (text == null) {
                throw new BadMessageException(say("msg.binary"));
            }
            Inbound msg = authorize(c, Inbound.parse(text));
            return msg == null ? Optional.empty() : Optional.of(new Action(c, c.role, msg));
        } catch (BadMessageException e) {
            c.send(message("error", e.getMessage()));
            return Optional.empty();
        }
    }

    /** A page's action for the game, and the page to tell when the game refuses it. */
    record Action(PageConnection page, Role role, Inbound message) {
    }

    private Inbound authorize(PageConnection c, Inbound msg) {
        if (msg instanceof Inbound.Ping) {
            c.send(Wire.message("pong"));   // a ping keeps a paired page alive, never an unpaired one's pairing time
            return null;
        }
        if (c.role == null) {
            if (!(msg instanceof Inbound.Hello hello)) {
                throw new BadMessageException(say(c == waiting ? "msg.waiting" : "msg.code-first"));
            }
            pair(c, hello);
            return null;
        }
        if (msg instanceof Inbound.Hello) {
            throw new BadMessageException(say("msg.paired-already"));
        }
        if (msg instanceof Inbound.Shown) {
            if (game.state().result().isPresent()) {
                shownResult.add(c.role);
                notifyAll();
            }
            return null;
        }
        if (msg instanceof Inbound.Handover h) {
            answerHandover(c.role, h.allow());
            return null;
        }
        boolean boardOnly = msg instanceof Inbound.Touch || msg instanceof Inbound.MoveRequest;
        boolean listenOnly = msg instanceof Inbound.Say || msg instanceof Inbound.Ask
                || msg instanceof Inbound.Confirm || msg instanceof Inbound.Correct;
        if (boardOnly && c.role != Role.BOARD) {
            throw new BadMessageException(say("msg.board-only"));
        }
        if (listenOnly && c.role != Role.LISTEN) {
            throw new BadMessageException(say("msg.listen-only"));
        }
        return msg;
    }

    private void pair(PageConnection c, Inbound.Hello hello) {
        if (c == waiting) {
            throw new BadMessageException(say("msg.waiting"));
        }
        if (hello.token().filter(refusedTokens::contains).isPresent()) {
            clients.remove(c.ctx.sessionId());
            c.close(message("refused", say("msg.refused-before")), "Handover refused.");
            return;
        }
        boolean pairedBefore = hello.token().filter(pairedTokens::contains).isPresent();
        Pairing.Result result = pairedBefore ? new Pairing.Result(Pairing.Verdict.RIGHT, 0)
                : pairing.check(c.address, c.attempts, hello.code());
        switch (result.verdict()) {
            case WAIT -> {
                long seconds = (result.waitMillis() + 999) / 1000;
                throw new BadMessageException(say(seconds == 1 ? "msg.wait.one" : "msg.wait", "seconds", seconds));
            }
            case BARRED -> {
                clients.remove(c.ctx.sessionId());
                c.close(message("barred", say("msg.barred")), "Too many wrong pairing codes.");
            }
            case WRONG -> {
                if (c.attempts.wrong >= WRONG_CODES_PER_CONNECTION) {
                    clients.remove(c.ctx.sessionId());
                    c.close(message("error", say("msg.wrong.disconnect", "n", WRONG_CODES_PER_CONNECTION)),
                            "Too many wrong pairing codes.");
                    return;
                }
                throw new BadMessageException(say("msg.wrong"));
            }
            case RIGHT -> paired(c, hello);
            default -> throw new IllegalStateException();
        }
    }

    private void paired(PageConnection c, Inbound.Hello hello) {
        c.cancelTimeout();
        if (hello.role() == Role.LISTEN) {
            admit(c, Role.LISTEN, hello.token().filter(pairedTokens::contains).orElseGet(this::newToken));
        } else if (board == null) {
            takeBoard(c);
            notice(Role.LISTEN, say("msg.board-connected"));
            game.boardConnected();
        } else if (boardToken != null && hello.token().filter(boardToken::equals).isPresent()) {
            // the same page after a reload whose old connection has not closed yet: it comes back
            PageConnection old = board;
            board = null;
            old.role = null;
            old.close(null, "This page was opened again.");
            takeBoard(c);
        } else if (waiting != null) {
            throw new BadMessageException(say("msg.ask-waiting"));
        } else {
            waiting = c;
            c.waitToken = Pairing.randomToken();
            c.send(Wire.object("wait").put("text", say("msg.wait-handover")).put("token", c.waitToken).toString());
            String ask = message("handover", say("msg.handover-ask"));
            board.send(ask);
            forEach(Role.LISTEN, l -> l.send(ask));
        }
    }

    private void takeBoard(PageConnection c) {
        board = c;
        boardToken = newToken();
        admit(c, Role.BOARD, boardToken);
    }

    private void answerHandover(Role answeredBy, boolean allow) {
        if (waiting == null) {
            throw new BadMessageException(say("msg.no-handover"));
        }
        PageConnection newcomer = waiting;
        waiting = null;
        forEach(null, p -> p.send(Wire.message("handover-done")));
        if (allow) {
            PageConnection old = board;
            board = null;
            if (old != null) {
                old.role = null;
                old.close(message("closed", say("msg.handed-over")), "The board was handed over to another page.");
            }
            takeBoard(newcomer);
            notice(Role.LISTEN, say("msg.board-moved"));
        } else {
            refusedTokens.add(newcomer.waitToken);
            clients.remove(newcomer.ctx.sessionId());
            newcomer.close(message("refused", say("msg.refused." + answeredBy.key())), "Handover refused.");
            notice(null, say("msg.refused-notice." + answeredBy.key()));
        }
    }

    /** A token for a page that has paired, which lets it back in without the code. */
    private String newToken() {
        String token = Pairing.randomToken();
        pairedTokens.add(token);
        return token;
    }

    private void admit(PageConnection c, Role role, String token) {
        c.role = role;
        everPaired.add(role);
        ObjectNode w = Wire.object("welcome");
        w.put("role", role.key());
        w.put("lang", words.lang());
        Profile profile = words.profile();
        w.put("profile", profile.name());
        w.put("token", token);
        ObjectNode pieces = w.putObject("pieces");
        for (PieceType t : PieceType.values()) {
            pieces.put(t.name().toLowerCase(Locale.ROOT), profile.piece(t));
        }
        c.send(w.toString());
        c.send(states.json(game.state(), role, game.resultToken()));
        if (waiting != null && role == Role.LISTEN) {
            c.send(message("handover", say("msg.handover-ask")));
        }
    }

    /**
     * Once the game is over, waits (at most {@code max}) until a page of every role that paired during
     * the game has shown the result, so the server does not vanish under a page still showing the game.
     */
    synchronized void awaitResultShown(Duration max) throws InterruptedException {
        long end = System.nanoTime() + max.toNanos();
        while (!shownResult.containsAll(everPaired)) {
            long left = TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime());
            if (left <= 0) {
                return;
            }
            wait(left);
        }
    }

    /** The same message to every paired page, in the form for its role. */
    synchronized void toPaired(String eventJson, String boardState, String listenState) {
        forEach(null, c -> {
            if (eventJson != null) {
                c.send(eventJson);
            }
            c.send(c.role == Role.BOARD ? boardState : listenState);
        });
    }

    /** A word from the tablet itself (not from the game) to the pages of one role, or all paired pages. */
    private void notice(Role role, String text) {
        String json = message("notice", text);
        forEach(role, c -> c.send(json));
    }

    private void forEach(Role role, Consumer<PageConnection> action) {
        for (PageConnection c : new ArrayList<>(clients.values())) {
            if (c.role != null && (role == null || c.role == role)) {
                action.accept(c);
            }
        }
    }

    private String say(String key, Object... pairs) {
        return words.say(key, pairs);
    }

    static String message(String type, String text) {
        return Wire.message(type, text);
    }
}
