package org.hektor.session;

import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Function;
import org.hektor.chess.Color;
import org.hektor.chess.DeadPosition;
import org.hektor.chess.Game;
import org.hektor.chess.Move;
import org.hektor.chess.Outcome;
import org.hektor.chess.Piece;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.chess.Termination;
import org.hektor.clock.BothFlags;
import org.hektor.clock.Call;
import org.hektor.clock.ChessClock;
import org.hektor.clock.ClockReport;
import org.hektor.clock.Side;
import org.hektor.clock.TimeControl;
import org.hektor.notation.Announcer;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Heard;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.notation.Style;
import org.hektor.notation.Understanding;

/**
 * The one owner of a game (design.md §1): the game record, the clock, what waits for the player's yes or
 * answer, draw offers and the result, all kept on one thread. Commands come in through {@link #submit} from
 * any thread (keyboard, microphone, engine, timer, tablet) and are handled in order by {@link #run}; each
 * handled command is given to the journal before its events go out to the subscribers (principle 5).
 *
 * <p>The same {@link #handle} serves the live game and the replay of a journal ({@link #replay}), where the time
 * stands at each command's recorded instant and nothing is published or asked of the engine: a replay rebuilds
 * the same game and clocks because every input that can change them is a journaled command and everything else
 * here is a pure function of them.
 *
 * <p>The player's input follows the read-back loop of spoken-notation.md §3 and rule 2.6: a move understood is
 * read back in long style and played on "ja"/"yes"/Enter, or by itself when the correction window runs out;
 * "Korrektur"/"nein" withdraws it; a question (ASK) is answered by number, by the full move, or withdrawn.
 * Resigning, draw offers and claims always ask for a yes first.
 *
 * <p>For now the session itself applies the few laws a game by voice needs — draw offers (9.1), claims (9.2, 9.3,
 * 9.5.2, judged by {@link Game}), flags (6.9, with {@link DeadPosition}), resignation — on {@link Game} and
 * {@link ChessClock}. The arbiter package's {@code Arbiter} is the place for them (and for board events, touch-move
 * and the two-board reconciliation), but it keeps its clock to itself without the dial calls of rule 2.4, without a
 * pause (6.12, which a restart needs) and without untimed games; once it has those, this code gives way to
 * {@code Arbiter.handle}.
 */
public final class GameSession {
    /** A clock tick that changed nothing is journaled when the last journal line is this old (principle 5). */
    public static final long TICK_JOURNAL_MILLIS = 500;
    /** How often the timer looks in: clock calls come out within this of their instant. */
    public static final long TICK_MILLIS = 100;

    /** What waits for the player's next words. */
    private sealed interface Pending {
        /** A move read back, played on yes or when the window runs out at {@code deadline}. */
        record Proposal(Move move, long deadline) implements Pending {
        }

        /** Several moves fit: which one? */
        record Question(Heard.Ask ask) implements Pending {
        }

        /** Resign, offer or accept a draw, claim: yes or no? */
        record YesNo(Event.Confirmation what) implements Pending {
        }

        /** The player is to repeat the opponent's move (rule 2.1). */
        record Repeat(Move move, Position before) implements Pending {
        }
    }

    private static final Command STOP = new Command.Notice("stop");

    private final Settings settings;
    private final Profile profile;
    private final Announcer announcer;
    private final Understanding understanding;
    private final Messages messages;
    private final ClockReport report;
    private final Readout readout;
    private final SessionTime time;
    private final Game game;
    private final ChessClock clock;
    private final String opponentName;

    private final List<Consumer<Event>> subscribers = new CopyOnWriteArrayList<>();
    private final BlockingQueue<Object> inbox = new LinkedBlockingQueue<>();
    private final AtomicBoolean tickQueued = new AtomicBoolean();
    private final List<Event> out = new ArrayList<>();

    private Consumer<Stamped> journal = s -> { };
    private Function<State, List<String>> exporter;

    private boolean started;
    private boolean paused;
    private Pending pending;
    private Color drawOffer;
    private Outcome outcome;
    private String lastAnnouncement = "";
    private boolean live;
    private boolean journalBroken;
    private long lastJournaled = Long.MIN_VALUE / 2;
    private volatile State state;
    private ScheduledExecutorService ticker;

    /**
     * A session on its time line; not live until {@link #goLive()} (a journal may be replayed first).
     *
     * @param time the game's time line: give it a {@link org.hektor.clock.ManualTimeSource} in tests
     */
    public GameSession(Settings settings, SessionTime time) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.time = Objects.requireNonNull(time, "time");
        this.profile = Profile.load(settings.profile());
        this.announcer = new Announcer(profile);
        this.understanding = new Understanding(profile);
        this.messages = Messages.forProfile(profile.name());
        this.report = ClockReport.forProfile(profile.name());
        this.readout = new Readout(profile, messages);
        this.game = new Game(Position.fromFen(settings.startFen()), settings.automaticDraws());
        // rule 2.4: the dial calls are the blind player's; in assisted mode time is told only on request (2.9d)
        Set<Side> hearing = settings.mode() == Mode.ASSISTED ? Set.of() : Set.of(side(settings.player()));
        this.clock = settings.timed() ? new ChessClock(settings.control(), time, hearing) : null;
        this.opponentName = settings.opponentName();
        this.state = picture();
    }

    // ---- wiring ----

    /** Receives every event, in order, on the session's thread, after the command is in the journal. */
    public void subscribe(Consumer<Event> subscriber) {
        subscribers.add(subscriber);
    }

    /**
     * Where each handled command goes before its events are published: the journal, which must have it on disk
     * when this returns (principle 5). Throwing {@link UncheckedIOException} says it could not.
     */
    public void journalTo(Consumer<Stamped> sink) {
        this.journal = Objects.requireNonNull(sink, "sink");
    }

    /**
     * What writes the scoresheets when the game ends or the player asks ({@link Command.Export}): returns the
     * files written; an exception's message is told to the player.
     */
    public void exportWith(Function<State, List<String>> exporter) {
        this.exporter = exporter;
    }

    public Settings settings() {
        return settings;
    }

    /** The latest picture of the game; safe to call from any thread. */
    public State state() {
        return state;
    }

    // ---- the thread ----

    /** Queues a command; safe from any thread. */
    public void submit(Command command) {
        inbox.add(Objects.requireNonNull(command, "command"));
    }

    /** Handles queued commands on the calling thread until {@link #stop()}. */
    public void run() {
        try {
            while (true) {
                Object next = inbox.take();
                if (next == STOP) {
                    break;
                }
                if (next instanceof Runnable action) {
                    action.run();
                } else {
                    handle((Command) next);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            stopTicker();
        }
    }

    /** Ends {@link #run()} once the commands queued before are handled; the journal keeps the game for a resume. */
    public void stop() {
        inbox.add(STOP);
    }

    /**
     * Runs {@code action} on the session's thread after everything queued before it: a look at {@link #state()}
     * that sees every command typed before. It is no command: nothing is journaled or published.
     */
    public void inOrder(Runnable action) {
        inbox.add(Objects.requireNonNull(action, "action"));
    }

    /** Starts the timer that queues a {@link Command.Tick} every {@link #TICK_MILLIS} (never more than one waiting). */
    public void startTicker() {
        ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "hektor-clock-timer");
            t.setDaemon(true);
            return t;
        });
        ticker.scheduleAtFixedRate(() -> {
            if (!tickQueued.getAndSet(true)) {
                submit(new Command.Tick());
            }
        }, TICK_MILLIS, TICK_MILLIS, TimeUnit.MILLISECONDS);
    }

    private void stopTicker() {
        if (ticker != null) {
            ticker.shutdownNow();
        }
    }

    // ---- replay and live ----

    /** Replays one journaled command at its recorded instant: nothing is published, journaled or asked. */
    public void replay(Stamped entry) {
        if (live) {
            throw new IllegalStateException("The game is live; a journal can only be replayed before.");
        }
        time.replayAt(entry.at());
        handle(entry.command());
    }

    /** From now on the time runs, commands are journaled and events published. */
    public void goLive() {
        time.goLive();
        live = true;
    }

    public boolean isLive() {
        return live;
    }

    /**
     * Handles one command now: works out its events, gives the command to the journal, then publishes the
     * events; live, it then asks the engine if it is the engine's move.
     */
    public void handle(Command command) {
        if (command instanceof Command.Tick) {
            tickQueued.set(false);
        }
        long now = time.millis();
        out.clear();
        takeCalls();                 // calls due before this command came, in their order
        apply(command, now);
        afterCommand();
        state = picture();
        boolean changed = !out.isEmpty();
        boolean write;
        if (command instanceof Command.Notice) {
            write = false;                     // changes nothing
        } else if (command instanceof Command.Tick) {
            write = changed || now - lastJournaled >= TICK_JOURNAL_MILLIS;
        } else {
            write = true;
        }
        if (write) {
            lastJournaled = now;
            if (live) {
                writeJournal(new Stamped(now, command));
            }
        }
        if (live) {
            List<Event> events = List.copyOf(out);
            out.clear();
            for (Event e : events) {
                for (Consumer<Event> s : subscribers) {
                    s.accept(e);
                }
            }
        } else {
            out.clear();
        }
    }

    private void writeJournal(Stamped entry) {
        try {
            journal.accept(entry);
        } catch (UncheckedIOException e) {
            if (!journalBroken) {
                journalBroken = true;
                out.add(0, new Event.Notice(messages.say("journal.failed", "reason", e.getMessage())));
            }
        }
    }

    // ---- commands ----

    private void apply(Command command, long now) {
        if (command instanceof Command.Start) {
            start();
        } else if (command instanceof Command.Utterance u) {
            input(u.hypotheses(), now);
        } else if (command instanceof Command.Typed t) {
            typed(t.text(), now);
        } else if (command instanceof Command.Request r) {
            command(r.command(), now);
        } else if (command instanceof Command.Help) {
            out.add(new Event.Answer(Event.Topic.HELP, help()));
        } else if (command instanceof Command.Read r) {
            out.add(new Event.Answer(Event.Topic.POSITION, readout.read(game.position(), r.by(), r.index())));
        } else if (command instanceof Command.OpponentMove m) {
            opponentMove(m.text());
        } else if (command instanceof Command.Touch t) {
            touch(t);
        } else if (command instanceof Command.OpponentAction a) {
            opponentAction(a.action());
        } else if (command instanceof Command.EngineMove m) {
            engineMove(m);
        } else if (command instanceof Command.BoardEvent b) {
            boardEvent(b);
        } else if (command instanceof Command.Tick) {
            tick(now);
        } else if (command instanceof Command.Resumed) {
            resumed();
        } else if (command instanceof Command.Export) {
            export();
        } else if (command instanceof Command.Notice n) {
            out.add(new Event.Notice(n.text()));
        } else {
            throw new IllegalStateException("A command the session does not know: " + command);
        }
    }

    /** Rule 6.5: the game begins; the clock of the side to move starts. */
    private void start() {
        if (started) {
            return;
        }
        started = true;
        if (clock != null) {
            clock.start(side(game.sideToMove()));
        }
        String key = switch (settings.mode()) {
            case PRACTICE -> "start";
            case TABLET -> "start.tablet";
            case ASSISTED -> "start.assisted";
        };
        out.add(new Event.GameStarted(settings, messages.say(key, "opponent", opponentName,
                "color", colorWord(settings.player()), "clock", describeControl())));
        prompt();
    }

    /** Hektor was restarted: what was waiting for an answer is gone, the clocks stand until the player says yes. */
    private void resumed() {
        pending = null;
        if (over()) {
            return;
        }
        if (clock != null && clock.isRunning()) {
            clock.pause();
        }
        paused = clock != null;
        String toMove = settings.mode() == Mode.ASSISTED
                ? messages.say("paused.tomove.assisted", "color", colorWord(game.sideToMove()))
                : messages.say(game.sideToMove() == settings.player() ? "paused.tomove.you" : "paused.tomove.opponent");
        String move = messages.number(game.position().fullmoveNumber());
        String text = messages.say("paused.resumed", "move", move, "tomove", toMove);
        if (!paused) {
            text = messages.say("paused.resumed.untimed", "move", move, "tomove", toMove);
        }
        out.add(new Event.GameStarted(settings, text));
        if (!paused) {
            prompt();
        }
    }

    private void typed(String text, long now) {
        if (text.isBlank()) {
            // Enter alone confirms a move read back (contract §3); otherwise it asks what Hektor waits for
            if (pending instanceof Pending.Proposal || paused) {
                command(Heard.Command.of(CommandWord.CONFIRM), now);
            } else if (!over()) {
                prompt();
            }
            return;
        }
        input(List.of(Hypothesis.of(text.strip())), now);
    }

    private void input(List<Hypothesis> hypotheses, long now) {
        if (hypotheses.isEmpty()) {
            reject(Understanding.NOT_UNDERSTOOD);
            return;
        }
        Position position = game.position();
        if (pending instanceof Pending.Repeat r) {
            Heard h = understanding.understand(r.before(), hypotheses);
            if (!(h instanceof Heard.Command)) {
                checkRepeat(r, h);
                return;
            }
        }
        Heard heard = pending instanceof Pending.Question q
                ? understanding.answer(position, q.ask(), hypotheses)
                : understanding.understand(position, hypotheses);
        if (!(heard instanceof Heard.Command) && !over() && !paused && !mayMove()) {
            reject(messages.say("not.your.move"));   // not read in the opponent's position: no confusing reasons
            return;
        }
        if (heard instanceof Heard.Command c) {
            command(c, now);
        } else if (heard instanceof Heard.Proposal p) {
            propose(p.move(), now);
        } else if (heard instanceof Heard.Ask a) {
            ask(a);
        } else if (heard instanceof Heard.Reject r) {
            reject(r.reason());
        }
    }

    /** Rule 2.1: the player repeats the opponent's move; a wrong repeat is put right at once. */
    private void checkRepeat(Pending.Repeat r, Heard h) {
        if (h instanceof Heard.Reject reject) {
            reject(reject.reason());
            return;
        }
        pending = null;
        boolean right = h instanceof Heard.Proposal p && p.move().equals(r.move());
        out.add(new Event.RepeatChecked(right, right ? messages.say("repeat.right")
                : messages.say("repeat.wrong", "move", announcer.announce(r.before(), r.move(), Style.LONG))));
        prompt();
    }

    private boolean mayMove() {
        return settings.mode() == Mode.ASSISTED || game.sideToMove() == settings.player();
    }

    /** Can a move be proposed now? Says why not when it cannot. */
    private boolean readyForMove() {
        if (over()) {
            reject(messages.say("game.over"));
            return false;
        }
        if (paused) {
            reject(messages.say("paused.still"));
            return false;
        }
        if (!mayMove()) {
            reject(messages.say("not.your.move"));
            return false;
        }
        return true;
    }

    private void propose(Move move, long now) {
        if (!readyForMove()) {
            return;
        }
        Position position = game.position();
        long deadline = settings.windowMillis() > 0 ? now + settings.windowMillis() : Long.MAX_VALUE;
        pending = new Pending.Proposal(move, deadline);
        String phrase = announcer.announce(position, move, Style.LONG);   // contract §3: read back in long style
        String text = settings.mode() == Mode.ASSISTED
                ? messages.say("readback.assisted", "color", colorWord(position.sideToMove()), "move", phrase)
                : messages.say("readback", "move", phrase);
        out.add(new Event.MoveProposed(move, San.of(position, move), text));
    }

    private void ask(Heard.Ask ask) {
        if (!readyForMove()) {
            return;
        }
        pending = new Pending.Question(ask);
        out.add(new Event.Asked(ask.moves(), messages.say("ask", "list", announcer.askList(game.position(), ask.moves()))));
    }

    private void reject(String reason) {
        out.add(new Event.Rejected(messages.say("rejected", "reason", Messages.capitalized(sentence(reason)))));
    }

    private void command(Heard.Command c, long now) {
        CommandWord word = c.word();
        switch (word) {
            case CONFIRM -> confirm(now);
            case CORRECTION -> correct();
            case REPEAT -> out.add(new Event.Answer(Event.Topic.REPEAT,
                    lastAnnouncement.isEmpty() ? messages.say("nothing.to.repeat") : lastAnnouncement));
            case TIME -> out.add(new Event.Answer(Event.Topic.TIME, timeReport()));
            case WHERE -> out.add(new Event.Answer(Event.Topic.WHERE, c.piece()
                    .map(t -> readout.where(game.position(), t)).orElseGet(() -> readout.byPieces(game.position()))));
            case WHAT -> out.add(new Event.Answer(Event.Topic.WHAT, c.square()
                    .map(sq -> readout.what(game.position(), sq)).orElseGet(() -> readout.byPieces(game.position()))));
            case POSITION -> out.add(new Event.Answer(Event.Topic.POSITION, readout.byPieces(game.position())));
            case DRAW -> askYesNo(drawOffer == settings.opponent() ? Event.Confirmation.ACCEPT_DRAW
                    : Event.Confirmation.OFFER_DRAW);
            case RESIGN -> askYesNo(Event.Confirmation.RESIGN);
            case CLAIM -> askYesNo(Event.Confirmation.CLAIM);
        }
    }

    private void askYesNo(Event.Confirmation what) {
        if (over()) {
            reject(messages.say("game.over"));
            return;
        }
        if (what == Event.Confirmation.CLAIM && game.sideToMove() != settings.player()) {
            reject(messages.say("claim.only.on.move"));    // rules 9.2, 9.3: the player having the move claims
            return;
        }
        pending = new Pending.YesNo(what);
        String key = switch (what) {
            case RESIGN -> "confirm.resign";
            case OFFER_DRAW -> "confirm.offer";
            case ACCEPT_DRAW -> "confirm.accept";
            case CLAIM -> "confirm.claim";
        };
        out.add(new Event.ConfirmationNeeded(what, messages.say(key)));
    }

    private void confirm(long now) {
        if (pending instanceof Pending.Proposal p) {
            play(p.move(), game.sideToMove());
        } else if (pending instanceof Pending.YesNo y) {
            pending = null;
            carryOut(y.what());
        } else if (pending instanceof Pending.Question q) {
            out.add(new Event.Asked(q.ask().moves(),
                    messages.say("ask", "list", announcer.askList(game.position(), q.ask().moves()))));
        } else if (paused) {
            paused = false;                          // rule 6.12: the clocks start again on the player's word
            clock.resume();
            out.add(new Event.ClockStopped(true, messages.say("clocks.running")));
            prompt();
        } else {
            reject(messages.say("no.move.to.confirm"));
        }
    }

    private void correct() {
        if (pending instanceof Pending.Proposal || pending instanceof Pending.Question) {
            withdraw();                              // rule 2.6: a slip corrected before the clock is switched
        } else if (pending instanceof Pending.YesNo) {
            pending = null;
            out.add(new Event.Cancelled(messages.say("cancelled")));
        } else {
            // rule 2.6: once the clock is switched the move stands
            boolean ownLast = game.ply() > 0 && game.positionAt(game.ply() - 1).sideToMove() == settings.player();
            reject(messages.say(ownLast ? "move.stands" : "nothing.to.correct"));
        }
    }

    private void withdraw() {
        pending = null;
        out.add(new Event.Withdrawn(messages.say("withdrawn")));
        prompt();
    }

    private void carryOut(Event.Confirmation what) {
        Color player = settings.player();
        switch (what) {
            case RESIGN -> finish(Outcome.win(Termination.RESIGNATION, player.opposite()));
            case ACCEPT_DRAW -> finish(Outcome.draw(Termination.AGREEMENT));
            case OFFER_DRAW -> {
                drawOffer = player;
                out.add(new Event.DrawOffered(player, messages.say("offer.you")));
                if (settings.mode() == Mode.PRACTICE) {
                    engineAnswersDraw();
                }
            }
            case CLAIM -> claim(player);
        }
    }

    /**
     * The practice engine accepts a draw only when it could not win anyway (it cannot mate by any series of
     * legal moves); otherwise it plays on, as a training partner should.
     */
    private void engineAnswersDraw() {
        if (!DeadPosition.canEverMate(game.position(), settings.opponent())) {
            finish(Outcome.draw(Termination.AGREEMENT));
        } else {
            drawOffer = null;
            out.add(new Event.DrawDeclined(settings.opponent(), messages.say("offer.engine.declines", "opponent", opponentName)));
        }
    }

    /** Rules 9.2, 9.3; a wrong claim gives the opponent three minutes (9.5.2). */
    private void claim(Color claimant) {
        Optional<Outcome> draw = game.claimDraw();
        if (draw.isPresent()) {
            finish(draw.get());
            return;
        }
        boolean byPlayer = claimant == settings.player();
        String key = byPlayer ? "claim.wrong" : "claim.wrong.opponent";
        if (clock != null) {
            clock.penalizeIncorrectClaim(side(claimant));
        } else {
            key += ".untimed";
        }
        out.add(new Event.ClaimRejected(claimant, messages.say(key)));
    }

    // ---- moves ----

    /** A move completed: on the game record, the clock pressed (rule 2.3), announced, and the result checked. */
    private void play(Move move, Color by) {
        Position before = game.position();
        Style style = by == settings.player() && settings.mode() != Mode.ASSISTED ? Style.LONG : settings.style();
        String text = announcer.announce(before, move, style);
        String san = San.of(before, move);
        game.play(move);
        if (clock != null && clock.isRunning()) {
            clock.press();
        }
        pending = null;
        lastAnnouncement = text;
        out.add(new Event.MoveMade(by, game.ply(), move, san, game.position().fen(), text));
        if (drawOffer != null && drawOffer != by) {
            drawOffer = null;                                        // rule 9.1.2.3: a move declines the offer
            out.add(new Event.DrawDeclined(by, messages.say("offer.declined")));
        }
        if (game.isOver()) {
            finish(game.outcome().orElseThrow());
            return;
        }
        if (by != settings.player() && settings.repeatCheck() && settings.mode() != Mode.ASSISTED) {
            pending = new Pending.Repeat(move, before);
            out.add(new Event.Prompt(game.sideToMove(), messages.say("prompt.repeat")));
            return;
        }
        prompt();
    }

    private void opponentMove(String text) {
        if (settings.mode() == Mode.PRACTICE) {
            reject(messages.say("practice.no.opponent"));
            return;
        }
        if (over()) {
            reject(messages.say("game.over"));
            return;
        }
        if (paused) {
            reject(messages.say("paused.still"));
            return;
        }
        if (game.sideToMove() != settings.opponent()) {
            reject(messages.say("opponent.not.to.move"));
            return;
        }
        Heard heard = understanding.understand(game.position(), text);
        if (heard instanceof Heard.Proposal p) {
            play(p.move(), settings.opponent());
        } else if (heard instanceof Heard.Ask a) {
            reject(messages.say("opponent.ambiguous", "moves", String.join(", ", a.moves().stream().map(Move::uci).toList())));
        } else if (heard instanceof Heard.Reject r) {
            reject(r.reason());
        } else {
            reject(messages.say("opponent.not.a.move"));
        }
    }

    private void touch(Command.Touch t) {
        if (settings.mode() == Mode.PRACTICE) {
            reject(messages.say("practice.no.opponent"));
            return;
        }
        Piece piece = game.position().pieceAt(t.square());
        String square = profile.square(t.square());
        out.add(new Event.Touched(t.square(), piece == null ? messages.say("touched.empty", "square", square)
                : messages.say("touched", "piece", profile.piece(piece.type()), "square", square)));
    }

    private void opponentAction(Command.Action action) {
        if (settings.mode() == Mode.PRACTICE) {
            reject(messages.say("practice.no.opponent"));
            return;
        }
        if (over()) {
            reject(messages.say("game.over"));
            return;
        }
        Color opponent = settings.opponent();
        switch (action) {
            case DRAW -> {
                if (drawOffer == settings.player()) {
                    finish(Outcome.draw(Termination.AGREEMENT));
                } else {
                    drawOffer = opponent;
                    out.add(new Event.DrawOffered(opponent, messages.say("offer.opponent")));
                }
            }
            case DECLINE -> {
                if (drawOffer == settings.player()) {
                    drawOffer = null;
                    out.add(new Event.DrawDeclined(opponent, messages.say("offer.declined")));
                } else {
                    reject(messages.say("offer.none.standing"));
                }
            }
            case RESIGN -> finish(Outcome.win(Termination.RESIGNATION, settings.player()));
            case CLAIM -> {
                if (game.sideToMove() != opponent) {
                    reject(messages.say("claim.only.on.move.opponent"));
                } else {
                    claim(opponent);
                }
            }
        }
    }

    private void engineMove(Command.EngineMove m) {
        if (settings.mode() != Mode.PRACTICE || over() || paused || m.ply() != game.ply()
                || game.sideToMove() != settings.opponent()) {
            return;                           // a move for a position that is gone: the engine is asked again
        }
        if (!game.position().isLegal(m.move())) {
            out.add(new Event.Notice(messages.say("engine.failed", "reason", m.move().uci() + " is not legal here.")));
            return;
        }
        play(m.move(), settings.opponent());
    }

    /** Board events need the two-board model (org.hektor.sync); until it is wired in they are refused, unchanged. */
    private void boardEvent(Command.BoardEvent b) {
        reject(messages.say("board.events.later"));
    }

    private void tick(long now) {
        if (pending instanceof Pending.Proposal p && now >= p.deadline()) {
            play(p.move(), game.sideToMove());       // rule 2.6: the correction window has run out
        }
    }

    private void export() {
        if (!live || exporter == null) {
            return;
        }
        try {
            List<String> files = exporter.apply(state);
            out.add(new Event.Saved(files, messages.say("saved", "files", String.join(", ", files))));
        } catch (RuntimeException e) {
            out.add(new Event.Notice(messages.say("save.failed", "reason", e.getMessage())));
        }
    }

    // ---- clock and the end ----

    /** After each command: the dial calls due, and a flag (rule 6.8: the arbiter calls it at once). */
    private void afterCommand() {
        if (clock == null || !started) {
            return;
        }
        takeCalls();
        if (over()) {
            return;
        }
        Optional<Side> flag = clock.firstFlag();
        if (flag.isPresent()) {
            if (clock.bothFlags() == BothFlags.DRAW) {
                finish(Outcome.draw(Termination.BOTH_FLAGS));            // rule 6.11
                return;
            }
            Color loser = color(flag.get());
            Color winner = loser.opposite();
            // rule 6.9: the flag loses, unless the opponent cannot mate by any series of legal moves
            finish(DeadPosition.canEverMate(game.position(), winner)
                    ? Outcome.win(Termination.TIME_FORFEIT, winner) : Outcome.draw(Termination.TIME_FORFEIT));
        }
    }

    private void takeCalls() {
        if (clock != null && started) {
            for (Call call : clock.takeCalls()) {
                out.add(new Event.ClockCall(call, callText(call)));
            }
        }
    }

    private void finish(Outcome result) {
        outcome = result;
        pending = null;
        drawOffer = null;
        if (clock != null && clock.isRunning()) {
            clock.pause();
        }
        out.add(new Event.GameOver(result, overText(result)));
        state = picture();
        export();
    }

    private boolean over() {
        return outcome != null;
    }

    /** Has the game ended (as of the last command handled)? Safe from any thread. */
    public boolean isOver() {
        return state.isOver();
    }

    private String overText(Outcome o) {
        String winner = o.winner() == null ? "" : colorWord(o.winner());
        String loser = o.winner() == null ? "" : colorWord(o.winner().opposite());
        String key = switch (o.termination()) {
            case CHECKMATE -> "over.checkmate";
            case STALEMATE -> "over.stalemate";
            case DEAD_POSITION -> "over.dead";
            case FIVEFOLD_REPETITION -> "over.fivefold";
            case SEVENTY_FIVE_MOVES -> "over.seventyfive";
            case THREEFOLD_REPETITION -> "over.threefold";
            case FIFTY_MOVES -> "over.fifty";
            case AGREEMENT -> "over.agreement";
            case RESIGNATION -> "over.resignation";
            case TIME_FORFEIT -> o.isDraw() ? "over.time.draw" : "over.time";
            case ILLEGAL_MOVES -> o.isDraw() ? "over.illegal.draw" : "over.illegal";
            case BOTH_FLAGS -> "over.bothflags";
        };
        if (o.termination() == Termination.TIME_FORFEIT && o.isDraw()) {
            Color flagged = color(clock.firstFlag().orElseThrow());
            loser = colorWord(flagged);
            winner = colorWord(flagged.opposite());
        }
        return messages.say(key, "winner", winner, "loser", loser);
    }

    // ---- words ----

    private void prompt() {
        if (over() || paused) {
            return;
        }
        Color toMove = game.sideToMove();
        String text;
        if (settings.mode() == Mode.ASSISTED) {
            text = messages.say("prompt.assisted", "color", colorWord(toMove));
        } else if (toMove == settings.player()) {
            text = messages.say("prompt.you");
        } else if (settings.mode() == Mode.PRACTICE) {
            text = messages.say("prompt.engine", "opponent", opponentName);
        } else {
            text = messages.say("prompt.opponent");
        }
        out.add(new Event.Prompt(toMove, text));
    }

    /** Rule 2.9d: the number of the move and the time of both players, only when asked. */
    private String timeReport() {
        if (clock == null) {
            return messages.say("untimed.report", "move", messages.number(game.position().fullmoveNumber()));
        }
        return report.spoken(clock.snapshot());
    }

    private String callText(Call call) {
        String side = colorWord(color(call.side()));
        return switch (call.kind()) {
            case FLAG -> messages.say("call.flag", "side", side);
            case CONTROL -> messages.say("call.control", "side", side, "time", report.duration(call.argument() * 1000L));
            case TICK, DOUBLE_TICK -> messages.say("call.tick", "side", side, "time", report.duration(call.remainingMillis()));
            case MINUTES -> messages.say("call.minutes", "side", side, "time", report.duration(call.remainingMillis()));
            case SECONDS -> messages.say("call.seconds", "side", side, "time", report.duration(call.remainingMillis()));
        };
    }

    private String describeControl() {
        TimeControl tc = settings.control();
        if (!tc.isTimed()) {
            return messages.say("clock.none");
        }
        TimeControl.Period first = tc.period(0);
        String time = report.duration(first.seconds() * 1000L);
        if (!first.isRestOfGame()) {
            return messages.say("clock.periods", "time", time, "moves", messages.number(first.moves()));
        }
        if (first.incrementSeconds() > 0) {
            return messages.say("clock.increment", "time", time, "increment", report.duration(first.incrementSeconds() * 1000L));
        }
        if (first.delaySeconds() > 0) {
            return messages.say("clock.delay", "time", time, "delay", report.duration(first.delaySeconds() * 1000L));
        }
        return messages.say("clock.each", "time", time);
    }

    private String help() {
        String text = messages.say("help", "example", announcer.announce(Position.initial(), Move.fromUci("g1f3")),
                "confirm", word(CommandWord.CONFIRM), "correction", word(CommandWord.CORRECTION),
                "repeat", word(CommandWord.REPEAT), "time", word(CommandWord.TIME), "where", word(CommandWord.WHERE),
                "what", word(CommandWord.WHAT), "position", word(CommandWord.POSITION), "draw", word(CommandWord.DRAW),
                "resign", word(CommandWord.RESIGN), "claim", word(CommandWord.CLAIM));
        return settings.mode() == Mode.PRACTICE ? text : text + " " + messages.say("help.tablet");
    }

    private String word(CommandWord w) {
        return profile.commandWords(w).get(0);
    }

    private String colorWord(Color c) {
        return messages.say(c == Color.WHITE ? "white" : "black");
    }

    private static String sentence(String reason) {
        return reason.endsWith(".") ? reason.substring(0, reason.length() - 1) : reason;
    }

    static Side side(Color c) {
        return c == Color.WHITE ? Side.WHITE : Side.BLACK;
    }

    static Color color(Side s) {
        return s == Side.WHITE ? Color.WHITE : Color.BLACK;
    }

    private State picture() {
        Move proposed = pending instanceof Pending.Proposal p ? p.move() : null;
        List<Move> asked = pending instanceof Pending.Question q ? q.ask().moves() : List.of();
        Event.Confirmation confirming = pending instanceof Pending.YesNo y ? y.what() : null;
        return new State(time.millis(), settings, game.moves(), game.sanMoves(), game.position().fen(),
                clock == null ? null : clock.snapshot(), clock == null ? null : clock.reading(),
                clock == null ? List.of() : clock.history(),
                clock != null && clock.isRunning(), proposed, asked, confirming, drawOffer, outcome, lastAnnouncement);
    }
}
