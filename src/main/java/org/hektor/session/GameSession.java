package org.hektor.session;

import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
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
import java.util.function.Supplier;
import org.hektor.arbiter.Action;
import org.hektor.arbiter.Arbiter;
import org.hektor.arbiter.ArbiterEvent;
import org.hektor.arbiter.Discipline;
import org.hektor.arbiter.Setup;
import org.hektor.chess.Color;
import org.hektor.chess.DeadPosition;
import org.hektor.chess.Game;
import org.hektor.chess.Move;
import org.hektor.chess.Piece;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.chess.Square;
import org.hektor.clock.Call;
import org.hektor.clock.ChessClock;
import org.hektor.notation.Announcer;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Heard;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.notation.Reason;
import org.hektor.notation.Style;
import org.hektor.notation.Understanding;
import org.hektor.sync.PlayerBoard;
import org.hektor.words.ClockReport;
import org.hektor.words.GameHelp;
import org.hektor.words.Readout;
import org.hektor.words.Words;

/**
 * The one owner of a game (design.md §1): what waits for the player's yes or answer, the words, and the game's
 * {@link Arbiter} with its one clock, all kept on one thread. Commands come in through {@link #submit} from any
 * thread (keyboard, microphone, engine, timer, tablet) and are handled in order by {@link #run}; each handled
 * command is given to the journal before its events go out to the subscribers (principle 5).
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
 * <p>The laws are the arbiter's, decided there once: a move confirmed after its read-back is the blind player's
 * announcement (2.3, 2.6) and the press of his clock; the opponent's move (engine, tablet, assistant) is made on his
 * board and pressed; offers, claims, flags, resignation, illegal moves and touch-move go to the arbiter as
 * {@link Action}s, and what it rules comes back as {@link ArbiterEvent}s that {@link Rulings} puts into the
 * player's words. The session owns the clock (it reads the dial calls of rule 2.4 and the snapshots) and hands it
 * to the arbiter, which alone starts, stops, presses, penalizes and rewinds it.
 *
 * <p>The two boards (design.md §3): the arbiter keeps both players' boards and scoresheets. Hektor's picture of
 * each board follows every move as it was made and announced (the blind player's as he confirmed it; the
 * opponent's carried out on both); both scoresheets are written as the tablet and the blind player's assistant
 * (2.9c) would. Board events and reports say where a real board differs (in a tablet game only the blind
 * player's can: the tablet shows the game and refuses an illegal move). In tablet and assisted games each move
 * is followed by a check (2.7) and a divergence is said; {@link Command.Reconcile} has the arbiter rule (2.7 or
 * 2.8) and the corrections are said to each board's owner, whose board is then taken to show them.
 */
public final class GameSession {
    /** A clock tick that changed nothing is journaled when the last journal line is this old (principle 5). */
    public static final long TICK_JOURNAL_MILLIS = 500;
    /** How often a journal that could not be written is tried again while the clocks stand (issue 13). */
    public static final long JOURNAL_RETRY_MILLIS = 1000;
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

        /** Resign, offer or accept a draw, claim (with the move read back as its intended move, 9.2.1): yes or no? */
        record YesNo(Event.Confirmation what, Move intended) implements Pending {
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
    private final Words messages;
    private final ClockReport report;
    private final Readout readout;
    private final Rulings rulings;
    private final SessionTime time;
    /** The game's one clock, or null without one: read here, changed only by the arbiter. */
    private final ChessClock clock;
    private final Arbiter arbiter;
    /** Tablet and assisted games have two physical boards to follow (design.md §3); practice has Hektor's alone. */
    private final boolean twoBoards;
    private final String opponentName;
    /** Which events are said (issue 16); decided on publishing, so the journal and a replay never depend on it. */
    private final Talk talk;

    private final List<Consumer<Event>> subscribers = new CopyOnWriteArrayList<>();
    private final BlockingQueue<Object> inbox = new LinkedBlockingQueue<>();
    private final AtomicBoolean tickQueued = new AtomicBoolean();
    private final List<Event> out = new ArrayList<>();

    private Consumer<Stamped> journal = s -> { };
    private Function<State, List<String>> exporter;

    private boolean started;
    private boolean paused;
    private Pending pending;
    /**
     * The boards whose hands were reported since the turn began, each as it was before the first of them: their owner
     * makes his own move on them.
     */
    private final Map<Color, PlayerBoard> handsReported = new EnumMap<>(Color.class);
    /** The player whose illegal move was ruled on last (the loser of 7.4.2 or 17.3.2). */
    private Color lastOffender;
    private String lastAnnouncement = "";
    private boolean live;
    /** In a replay: the understanding recorded for the command being replayed (issue 13). */
    private final ArrayDeque<Heard> recorded = new ArrayDeque<>();
    /** What the command being handled was understood as, for its {@link Command.Decided} record. */
    private final List<Heard> understoodNow = new ArrayList<>();
    /** Records handled but not yet written while the journal cannot be written (issue 13), else null. */
    private List<Stamped> unwritten;
    /** What those records caused, said once they are written. */
    private List<Event> heldEvents = List.of();
    private String journalTrouble = "";
    private long lastRetry;
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
        this.messages = Words.forProfile(profile.name());
        this.report = ClockReport.forProfile(profile.name());
        this.readout = new Readout(profile, messages);
        this.rulings = new Rulings(settings, profile, announcer, messages, report);
        // rule 2.4: the dial calls are the blind player's; in assisted mode time is told only on request (2.9d)
        Set<Color> hearing = settings.mode() == Mode.ASSISTED ? Set.of() : Set.of(settings.player());
        this.clock = settings.timed() ? new ChessClock(settings.control(), time, hearing) : null;
        this.arbiter = new Arbiter(setup(settings), clock);
        this.twoBoards = settings.mode() != Mode.PRACTICE;
        this.opponentName = settings.opponentName();
        this.talk = new Talk(settings, messages.say("session.prompt.you"));
        this.state = picture();
    }

    /**
     * How the arbiter runs this game: the discipline its clock makes (B1, C1), the blind player, the names, the
     * start, the automatic draws. At home against the engine Hektor is the arbiter and calls both flags at once
     * (6.8); at a board with a sighted player the discipline decides (B7: in rapid and blitz a flag counts when
     * claimed), and Hektor, as the blind player's assistant, claims the sighted player's flag at once (2.9e).
     */
    static Setup setup(Settings s) {
        Discipline discipline = Discipline.of(s.control());
        boolean white = s.player() == Color.WHITE;
        return new Setup(discipline, s.control(), s.player(), white ? s.playerName() : s.opponentName(),
                white ? s.opponentName() : s.playerName(), Position.fromFen(s.startFen()), s.automaticDraws(),
                s.mode() == Mode.PRACTICE || discipline.arbiterActsAtOnce(), "");
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

    /** How much is said from now on (issue 16); any thread (the console's key may change it during the game). */
    public void verbosity(Verbosity v) {
        talk.verbosity(Objects.requireNonNull(v, "verbosity"));
    }

    public Verbosity verbosity() {
        return talk.verbosity();
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
        replay(entry, null);
    }

    /**
     * Replays a journal's records in order. A command followed by its {@link Command.Decided} record is handed the
     * recorded understanding instead of reading its words again (issue 13); a command without one (a journal of
     * format 1, or a crash between the two records, when nothing of it had been said) is read as before.
     *
     * @return how many records were replayed to the moves and clocks the journal recorded: all of them, or the
     *         index of the first command after which the game differs from its record (this session is then past
     *         it: rebuild a new one from the records before)
     */
    public int replay(List<Stamped> entries) {
        for (int i = 0; i < entries.size(); i++) {
            Stamped entry = entries.get(i);
            if (entry.command() instanceof Command.Decided) {
                continue;                        // handed over with the command before it
            }
            Command.Decided decided = i + 1 < entries.size()
                    && entries.get(i + 1).command() instanceof Command.Decided d ? d : null;
            replay(entry, decided);
            if (decided != null && !agrees(decided)) {
                return i;
            }
        }
        return entries.size();
    }

    /** The game rebuilt so far has the moves and clocks the journal recorded after the same command. */
    private boolean agrees(Command.Decided d) {
        State s = state;
        return s.ply() == d.ply() && d.moves().size() <= d.ply()
                && s.moves().subList(d.ply() - d.moves().size(), d.ply()).equals(d.moves())
                && (s.clock() == null || s.clock().white().remainingMillis() == d.whiteMillis()
                        && s.clock().black().remainingMillis() == d.blackMillis());
    }

    private void replay(Stamped entry, Command.Decided decided) {
        if (live) {
            throw new IllegalStateException("The game is live; a journal can only be replayed before.");
        }
        time.replayAt(entry.at());
        recorded.clear();
        if (decided != null) {
            recorded.addAll(decided.understood());
        }
        handle(entry.command());
        recorded.clear();
    }

    /**
     * What the player's or the opponent's words were understood as: read now, or in a replay as recorded in the
     * journal (a recorded understanding is used only while one is left, in the order the live game read them).
     */
    private Heard understood(Supplier<Heard> read) {
        Heard heard = recorded.isEmpty() ? read.get() : recorded.poll();
        understoodNow.add(heard);
        return heard;
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
        time.hold(now);                  // the whole command happens at one instant, live as in a replay
        try {
            handleAt(now, command);
        } finally {
            time.release();
        }
    }

    private void handleAt(long now, Command command) {
        out.clear();
        // a notice changes nothing, and a decision is the journal's own record: neither is journaled again
        boolean notice = command instanceof Command.Notice || command instanceof Command.Decided;
        int plyBefore = state.ply();
        understoodNow.clear();
        boolean tick = command instanceof Command.Tick;
        if (live && unwritten != null && !notice && !journalAgain(now, tick)) {
            publish();                 // issue 13: nothing is played while the journal cannot be written
            return;
        }
        takeCalls();                 // calls due before this command came, in their order
        observeFlags();              // rule 6.8: a flag that fell before it is called before it is handled
        if (!notice && !tick) {
            // written before it is handled (issue 13): a command the disk did not take is not played at all
            lastJournaled = now;
            if (live && !journaled(new Stamped(now, command))) {
                journalDown(now, List.of());
                publish();
                return;
            }
        }
        apply(command, now);
        afterCommand();
        state = picture();
        List<Stamped> after = new ArrayList<>(2);
        if (tick && (!out.isEmpty() || now - lastJournaled >= TICK_JOURNAL_MILLIS)) {
            // a tick is journaled when it changed something; written after, as only then is that known
            lastJournaled = now;
            after.add(new Stamped(now, command));
        }
        if (!notice && (!understoodNow.isEmpty() || state.ply() > plyBefore)) {
            after.add(new Stamped(now, decision(plyBefore)));     // issue 13: moves journaled as moves
        }
        for (int i = 0; live && i < after.size(); i++) {
            if (!journaled(after.get(i))) {
                journalDown(now, after.subList(i, after.size()));
                break;
            }
        }
        publish();
    }

    /** What this command was understood as and the moves it made, with the clocks after it. */
    private Command.Decided decision(int plyBefore) {
        List<Move> made = state.ply() > plyBefore ? state.moves().subList(plyBefore, state.ply()) : List.of();
        return new Command.Decided(understoodNow, state.ply(), made,
                state.clock() == null ? -1 : state.clock().white().remainingMillis(),
                state.clock() == null ? -1 : state.clock().black().remainingMillis());
    }

    private void publish() {
        if (live) {
            List<Event> events = talk.said(List.copyOf(out), time.millis());
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

    /** Gives one record to the journal; false (and the reason kept) when the disk did not take it. */
    private boolean journaled(Stamped entry) {
        try {
            journal.accept(entry);
            return true;
        } catch (UncheckedIOException e) {
            // the journal names a reason it knows by its key in the player's words (store.DiskProblem)
            journalTrouble = messages.has(e.getMessage()) ? messages.say(e.getMessage()) : e.getMessage();
            return false;
        }
    }

    /**
     * Issue 13: the journal could not be written. Said at once; the game pauses as on a restart (rule 6.12: the
     * clocks stop, a read-back waiting is gone) and what it caused is held back, unsaid, until the journal takes
     * it: the record of this pause ({@link Command.Resumed} at this instant) after {@code held}, the records already
     * handled and not yet written. A replay of the journal then rebuilds exactly the game that went on live.
     */
    private void journalDown(long now, List<Stamped> held) {
        // what waited for an answer is gone with the pause, as on a restart: its question is not said late
        heldEvents = out.stream().filter(e -> !(e instanceof Event.MoveProposed || e instanceof Event.Asked
                || e instanceof Event.ConfirmationNeeded || e instanceof Event.Prompt)).toList();
        out.clear();
        if (!over()) {
            resumed();
            out.clear();             // the pause of a restart, without its sentences: the player hears this one
        }
        state = picture();
        unwritten = new ArrayList<>(held);
        unwritten.add(new Stamped(now, new Command.Resumed()));
        lastRetry = now;
        out.add(new Event.Notice(messages.say("session.journal.failed", "reason", journalTrouble)));
    }

    /**
     * While the journal cannot be written: tries again (on a tick at most every {@link #JOURNAL_RETRY_MILLIS}).
     * True when everything held is written now and the command may be handled; a command that is not a tick is
     * otherwise refused, so nothing the disk did not take is ever taken as confirmed.
     */
    private boolean journalAgain(long now, boolean tick) {
        if (tick && now - lastRetry < JOURNAL_RETRY_MILLIS) {
            return false;
        }
        lastRetry = now;
        while (!unwritten.isEmpty()) {
            if (!journaled(unwritten.get(0))) {
                if (!tick) {
                    out.add(new Event.Notice(messages.say("session.journal.still", "reason", journalTrouble)));
                }
                return false;
            }
            lastJournaled = unwritten.remove(0).at();
        }
        unwritten = null;
        out.addAll(heldEvents);
        out.add(new Event.Notice(messages.say("session.journal.back")
                + (paused ? " " + messages.say("session.paused.still") : "")));
        return true;
    }

    // ---- commands ----

    private void apply(Command command, long now) {
        if (command instanceof Command.Start) {
            start();
        } else if (command instanceof Command.Utterance u) {
            spoken(u.hypotheses(), now);
        } else if (command instanceof Command.Typed t) {
            typed(t.text(), now);
        } else if (command instanceof Command.Request r) {
            command(r.command(), now);
        } else if (command instanceof Command.Help) {
            out.add(new Event.Answer(Event.Topic.HELP, help()));
        } else if (command instanceof Command.Read r) {
            out.add(new Event.Answer(Event.Topic.POSITION, readout.read(position(), r.by(), r.index())));
        } else if (command instanceof Command.OpponentMove m) {
            opponentMove(m.text());
        } else if (command instanceof Command.Touch t) {
            touch(t);
        } else if (command instanceof Command.OpponentAction a) {
            opponentAction(a.action());
        } else if (command instanceof Command.EngineMove m) {
            engineMove(m);
        } else if (command instanceof Command.BoardEvent b) {
            hands(switch (b.action()) {
                case LIFT -> new Action.Lift(b.board(), b.square());
                case PLACE -> new Action.Place(b.board(), b.square());
                case REMOVE -> new Action.Remove(b.board(), b.square());
            });
        } else if (command instanceof Command.PutPiece p) {
            hands(new Action.Put(p.board(), p.piece(), p.square()));
        } else if (command instanceof Command.BoardShows b) {
            boards(new Action.Report(b.board(), b.placement()));
        } else if (command instanceof Command.SheetShows s) {
            boards(new Action.SheetReport(s.player(), s.entries()));
        } else if (command instanceof Command.CheckBoards) {
            boards(new Action.Check());
        } else if (command instanceof Command.Reconcile) {
            reconcile();
        } else if (command instanceof Command.Tick) {
            tick(now);
        } else if (command instanceof Command.Resumed) {
            resumed();
        } else if (command instanceof Command.Export) {
            export();
        } else if (command instanceof Command.Notice n) {
            out.add(new Event.Notice(n.text()));
        } else if (command instanceof Command.Decided) {
            return;                              // the journal's record of a decision: see replay(List)
        } else {
            throw new IllegalStateException("A command the session does not know: " + command);
        }
    }

    /** Rule 6.5: the game begins; the arbiter starts the clock of the side to move. */
    private void start() {
        if (started) {
            return;
        }
        started = true;
        if (clock != null) {
            arbiter.handle(new Action.StartClocks());          // said by the start sentence below
        }
        String key = switch (settings.mode()) {
            case PRACTICE -> "session.start";
            case TABLET -> "session.start.tablet";
            case ASSISTED -> "session.start.assisted";
        };
        out.add(new Event.GameStarted(settings, messages.say(key, "opponent", opponentName,
                "color", colorWord(settings.player()), "clock", report.control(settings.control()))));
        prompt();
    }

    /** Hektor was restarted: what was waiting for an answer is gone, the clocks stand until the player says yes. */
    private void resumed() {
        pending = null;
        if (over()) {
            return;
        }
        if (clock != null && clock.isRunning()) {
            arbiter.handle(new Action.StopClocks());           // rule 6.12.1; said below
        }
        paused = clock != null;
        Color toMove = arbiter.toMove();
        String toMoveText = settings.mode() == Mode.ASSISTED
                ? messages.say("session.paused.tomove.assisted", "color", colorWord(toMove))
                : messages.say(toMove == settings.player() ? "session.paused.tomove.you" : "session.paused.tomove.opponent");
        String move = messages.number(position().fullmoveNumber());
        String text = messages.say(paused ? "session.paused.resumed" : "session.paused.resumed.untimed", "move", move,
                "tomove", toMoveText);
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

    /**
     * By voice, while a move is read back only confirm, correct, repeat, stop or a new move are heard (issue 12): a
     * misheard "Korrektur" must never become a draw offer, a resignation or a claim. Typed, they are exact.
     */
    private void spoken(List<Hypothesis> hypotheses, long now) {
        if (pending instanceof Pending.Proposal && !hypotheses.isEmpty()
                && understanding.understand(position(), hypotheses) instanceof Heard.Command c && c.word().changesTheGame()) {
            out.add(rulings.rejected(Heard.Reject.of(Reason.of(Reason.Kind.NOT_UNDERSTOOD))));
            return;
        }
        input(hypotheses, now);
    }

    private void input(List<Hypothesis> hypotheses, long now) {
        if (hypotheses.isEmpty()) {
            out.add(rulings.rejected(Heard.Reject.of(Reason.of(Reason.Kind.NOT_UNDERSTOOD))));
            return;
        }
        Position position = position();
        if (pending instanceof Pending.Repeat r) {
            Heard h = understood(() -> understanding.understand(r.before(), hypotheses));
            if (!(h instanceof Heard.Command)) {
                checkRepeat(r, h);
                return;
            }
        }
        Function<List<Hypothesis>, Heard> meaning = pending instanceof Pending.Question q
                ? hs -> understanding.answer(position, q.ask(), hs)
                : hs -> understanding.understand(position, hs);
        Heard heard = understood(() -> meaning.apply(hypotheses));
        if (!(heard instanceof Heard.Command) && !over() && !paused && !mayMove()) {
            reject(messages.say("session.not.your.move"));   // not read in the opponent's position: no confusing reasons
            return;
        }
        if (heard instanceof Heard.Command c) {
            command(c, now);
        } else if (heard instanceof Heard.Proposal p) {
            propose(p.move(), now, Margin.of(hypotheses, p, meaning).isClear());
        } else if (heard instanceof Heard.Ask a) {
            ask(a);
        } else if (heard instanceof Heard.Reject r) {
            out.add(rulings.rejected(r));
        }
    }

    /** Rule 2.1: the player repeats the opponent's move; a wrong repeat is put right at once. */
    private void checkRepeat(Pending.Repeat r, Heard h) {
        if (h instanceof Heard.Reject reject) {
            out.add(rulings.rejected(reject));
            return;
        }
        pending = null;
        boolean right = h instanceof Heard.Proposal p && p.move().equals(r.move());
        out.add(new Event.RepeatChecked(right, right ? messages.say("session.repeat.right")
                : messages.say("session.repeat.wrong", "move", announcer.announce(r.before(), r.move(), Style.LONG))));
        prompt();
    }

    private boolean mayMove() {
        return settings.mode() == Mode.ASSISTED || arbiter.toMove() == settings.player();
    }

    /** Can a move be proposed now? Says why not when it cannot. */
    private boolean readyForMove() {
        if (over()) {
            reject(messages.say("session.game.over"));
            return false;
        }
        if (paused) {
            reject(messages.say("session.paused.still"));
            return false;
        }
        if (!mayMove()) {
            reject(messages.say("session.not.your.move"));
            return false;
        }
        return true;
    }

    /**
     * Reads the move back (contract §3). Rule 2.6's correction window plays it by itself only when the recogniser was
     * clearly sure of it ({@code windowMayPlay}); otherwise it waits for "ja", and the player is told so (issue 12:
     * a wrong move must never be played because a tired player said nothing).
     */
    private void propose(Move move, long now, boolean windowMayPlay) {
        if (!readyForMove()) {
            return;
        }
        Position position = position();
        boolean window = settings.windowMillis() > 0 && windowMayPlay;
        pending = new Pending.Proposal(move, window ? now + settings.windowMillis() : Long.MAX_VALUE);
        String phrase = announcer.announce(position, move, Style.LONG);   // contract §3: read back in long style
        String text = settings.mode() == Mode.ASSISTED
                ? messages.say("session.readback.assisted", "color", colorWord(position.sideToMove()), "move", phrase)
                : messages.say("session.readback", "move", phrase);
        if (settings.windowMillis() > 0 && !window) {
            text = text + " " + messages.say("session.readback.say.yes");
        }
        out.add(new Event.MoveProposed(move, San.of(position, move), text));
    }

    private void ask(Heard.Ask ask) {
        if (!readyForMove()) {
            return;
        }
        pending = new Pending.Question(ask);
        out.add(new Event.Asked(ask.moves(), messages.say("session.ask", "list", announcer.askList(position(), ask.moves()))));
    }

    private void reject(String reason) {
        out.add(rulings.rejected(reason));
    }

    private void command(Heard.Command c, long now) {
        CommandWord word = c.word();
        switch (word) {
            case CONFIRM -> confirm();
            case CORRECTION -> correct();
            case REPEAT -> out.add(new Event.Answer(Event.Topic.REPEAT,
                    lastAnnouncement.isEmpty() ? messages.say("session.nothing.to.repeat") : lastAnnouncement));
            case TIME -> out.add(new Event.Answer(Event.Topic.TIME, timeReport()));
            case WHERE -> out.add(new Event.Answer(Event.Topic.WHERE, c.piece()
                    .map(t -> readout.where(position(), t)).orElseGet(() -> readout.byPieces(position()))));
            case WHAT -> out.add(new Event.Answer(Event.Topic.WHAT, c.square()
                    .map(sq -> readout.what(position(), sq)).orElseGet(() -> readout.byPieces(position()))));
            case POSITION -> out.add(new Event.Answer(Event.Topic.POSITION, readout.byPieces(position())));
            case DRAW -> askYesNo(arbiter.drawOffer().orElse(null) == settings.opponent()
                    ? Event.Confirmation.ACCEPT_DRAW : Event.Confirmation.OFFER_DRAW, null);
            case RESIGN -> askYesNo(Event.Confirmation.RESIGN, null);
            // rules 9.2.1, 9.3.1: a move read back and not yet played is the claim's intended move
            case CLAIM -> askYesNo(Event.Confirmation.CLAIM,
                    pending instanceof Pending.Proposal p ? p.move() : null);
        }
    }

    private void askYesNo(Event.Confirmation what, Move intended) {
        if (over()) {
            reject(messages.say("session.game.over"));
            return;
        }
        if (what == Event.Confirmation.CLAIM && arbiter.toMove() != settings.player()) {
            // rules 9.2, 9.3, B6: the player claims on his own move; not asked when the arbiter would refuse it
            reject(messages.say("session.claim.only.on.move"));
            return;
        }
        Position position = position();
        pending = new Pending.YesNo(what, intended);
        String text = switch (what) {
            case RESIGN -> messages.say("session.confirm.resign");
            case OFFER_DRAW -> messages.say("session.confirm.offer");
            case ACCEPT_DRAW -> messages.say("session.confirm.accept");
            case CLAIM -> arbiter.claimable().isPresent() ? messages.say("session.confirm.claim.irregular")
                    : intended == null ? messages.say("session.confirm.claim")
                    : messages.say("session.confirm.claim.move", "move", announcer.announce(position, intended, Style.LONG));
        };
        out.add(new Event.ConfirmationNeeded(what, text));
    }

    private void confirm() {
        if (pending instanceof Pending.Proposal p) {
            makeMove(p.move(), arbiter.toMove());
        } else if (pending instanceof Pending.YesNo y) {
            pending = null;
            confirmed(y);
        } else if (pending instanceof Pending.Question q) {
            out.add(new Event.Asked(q.ask().moves(),
                    messages.say("session.ask", "list", announcer.askList(position(), q.ask().moves()))));
        } else if (paused) {
            paused = false;                          // rule 6.12.3: the clocks start again on the player's word
            arbiter.handle(new Action.StartClocks());
            out.add(new Event.ClockStopped(true, messages.say("session.clocks.running")));
            prompt();
        } else {
            reject(messages.say("session.no.move.to.confirm"));
        }
    }

    private void correct() {
        if (pending instanceof Pending.Proposal || pending instanceof Pending.Question) {
            withdraw();                              // rule 2.6: a slip corrected before the clock is switched
        } else if (pending instanceof Pending.YesNo) {
            pending = null;
            out.add(new Event.Cancelled(messages.say("session.cancelled")));
        } else {
            // rule 2.6: once the clock is switched the move stands
            List<Position> record = arbiter.boards().gameRecord();
            boolean ownLast = record.size() > 1 && record.get(record.size() - 2).sideToMove() == settings.player();
            reject(messages.say(ownLast ? "session.move.stands" : "session.nothing.to.correct"));
        }
    }

    private void withdraw() {
        pending = null;
        out.add(new Event.Withdrawn(messages.say("session.withdrawn")));
        prompt();
    }

    /** The player said yes: his resignation, draw offer or acceptance, or claim goes to the arbiter. */
    private void confirmed(Pending.YesNo yes) {
        Color player = settings.player();
        switch (yes.what()) {
            case RESIGN -> rule(arbiter.handle(new Action.Resign(player)));
            case ACCEPT_DRAW -> rule(arbiter.handle(new Action.Accept(player)));
            case OFFER_DRAW -> {
                rule(arbiter.handle(new Action.Offer(player)));
                engineAnswersDraw();
            }
            case CLAIM -> claim(player, yes.intended());
        }
    }

    /**
     * The practice engine accepts a draw only when it could not win anyway (it cannot mate by any series of
     * legal moves); otherwise it plays on, as a training partner should. (Its choice, not a law: the arbiter rules
     * on the answer.)
     */
    private void engineAnswersDraw() {
        if (settings.mode() != Mode.PRACTICE || arbiter.drawOffer().orElse(null) != settings.player()) {
            return;
        }
        Color engine = settings.opponent();
        rule(arbiter.handle(DeadPosition.canEverMate(position(), engine) ? new Action.Decline(engine)
                : new Action.Accept(engine)));
    }

    /**
     * A claim, as the arbiter rules it (9.2 to 9.5, B5, B6, 17.3.2). "Claim" alone means the irregularity of the
     * opponent's last move when there is one to claim, else a draw: by the fifty-move rule when that holds, else by
     * repetition. An incorrect claim stands as a draw offer (9.1.2.3), and its intended move is then made (9.5.2).
     */
    private void claim(Color claimant, Move intended) {
        Optional<Action.Claim> irregular = arbiter.claimable();
        Game game = arbiter.game();
        Action.Claim kind = irregular.orElse((intended == null ? game.canClaimFiftyMoves()
                : game.position().isLegal(intended) && game.canClaimFiftyMoves(intended))
                ? Action.Claim.FIFTY : Action.Claim.REPETITION);
        List<ArbiterEvent> ruling = arbiter.handle(new Action.Claiming(claimant, kind,
                irregular.isPresent() ? null : intended));
        rule(ruling);
        engineAnswersDraw();
        Move mustPlay = ruling.stream().filter(e -> e instanceof ArbiterEvent.ClaimRejected)
                .map(e -> ((ArbiterEvent.ClaimRejected) e).mustPlay()).filter(Objects::nonNull).findFirst().orElse(null);
        if (mustPlay != null && !over()) {
            makeMove(mustPlay, claimant);
        } else if (ruling.stream().anyMatch(e -> e instanceof ArbiterEvent.SetBoards)) {
            afterTurn();                             // a claimed move was taken back: the offender moves again
        }
    }

    // ---- moves ----

    /**
     * A move made and the clock pressed, through the arbiter (2.3): the mover's board shows it (when his hands were
     * reported, the blind player's made it, 2.3a-b; the sighted player's hands still missing are made), the blind
     * player's move is announced as it was confirmed after its read-back (2.3c, 2.6), and the press completes it. What the arbiter rules is said; then whose turn it is.
     */
    private void makeMove(Move move, Color mover) {
        Position before = position();
        List<ArbiterEvent> meanwhile = new ArrayList<>();
        if (!handsReported.containsKey(mover)) {
            meanwhile.addAll(quietly(Action.handMovements(mover, before, move)));
        } else if (mover == settings.opponent()) {
            // the assistant typed the sighted player's move after some of its hands: the rest are his (4.6, 2.9b)
            meanwhile.addAll(quietly(Action.handMovementsLeft(mover, before, move, arbiter.boards().board(mover))));
        }
        List<ArbiterEvent> ruling = new ArrayList<>();
        if (mover == settings.player()) {
            ruling.addAll(arbiter.handle(new Action.Announce(mover, move)));
        }
        ruling.addAll(arbiter.handle(new Action.Press(mover)));
        pending = null;
        rule(ruling);
        rule(meanwhile);        // a touch that declined a draw offer (9.1.2.1) is said after the move itself
        afterTurn();
    }

    /**
     * Hektor's own hand movements on a board, carrying out a move as it was made: their touches are the move's own
     * (it is announced), and a step the board cannot take shows at the press or the next check.
     */
    private List<ArbiterEvent> quietly(List<Action> movements) {
        List<ArbiterEvent> kept = new ArrayList<>();
        for (Action a : movements) {
            for (ArbiterEvent e : arbiter.handle(a)) {
                if (!(e instanceof ArbiterEvent.Touched) && !(e instanceof ArbiterEvent.Refused)) {
                    kept.add(e);
                }
            }
        }
        return kept;
    }

    /** Says what the arbiter ruled and carries out the session's part: announcements, boards, sheets, the end. */
    private void rule(List<ArbiterEvent> ruling) {
        for (ArbiterEvent e : ruling) {
            if (e instanceof ArbiterEvent.Moved m) {
                moved(m);
            } else if (e instanceof ArbiterEvent.IllegalMove i) {
                illegalMove(i);
            } else if (e instanceof ArbiterEvent.SetBoards s) {
                out.addAll(rulings.corrections(s.corrections()));
                follow();
            } else if (e instanceof ArbiterEvent.Reconciled r) {
                pending = null;
                out.add(rulings.reconciled(r.plan()));
                out.addAll(rulings.corrections(r.plan().corrections()));
                follow();
            } else if (e instanceof ArbiterEvent.Checked c) {
                out.add(c.divergence().map(rulings::checked).orElseGet(rulings::agree));
            } else if (e instanceof ArbiterEvent.GameOver g) {
                finish(g);
            } else {
                out.addAll(rulings.say(e, position()));
            }
        }
    }

    /** A move completed: announced, written on both scoresheets, carried out on the other board, checked (2.7). */
    private void moved(ArbiterEvent.Moved m) {
        List<Position> record = arbiter.boards().gameRecord();
        Position before = record.get(m.ply() - 1);
        Color by = m.player();
        Style style = by == settings.player() && settings.mode() != Mode.ASSISTED ? Style.LONG : settings.style();
        String text = announcer.announce(before, m.move(), style);
        lastAnnouncement = text;
        out.add(new Event.MoveMade(by, m.ply(), m.move(), m.san(), record.get(m.ply()).fen(), text));
        for (Color c : Color.values()) {
            arbiter.handle(new Action.Write(c, m.san()));    // the tablet's sheet, and the blind player's (2.9c)
        }
        quietly(Action.handMovements(by.opposite(), before, m.move()));   // rule 2.1: executed on his board
        handsReported.clear();
        if (over()) {
            return;
        }
        if (by != settings.player() && settings.repeatCheck() && settings.mode() != Mode.ASSISTED) {
            pending = new Pending.Repeat(m.move(), before);
        }
        if (twoBoards) {
            arbiter.handle(new Action.Check()).stream()
                    .filter(e -> e instanceof ArbiterEvent.Checked c && c.divergence().isPresent())
                    .forEach(e -> out.add(rulings.checked(((ArbiterEvent.Checked) e).divergence().orElseThrow())));
        }
    }

    /**
     * Rule 7.4: an illegal move completed. In standard play the arbiter restores the position before it (its
     * corrections follow). In rapid and blitz it stands until claimed: the other board carries it out and both
     * scoresheets take it, as the arbiter keeps it (B6, 17.3.2).
     */
    private void illegalMove(ArbiterEvent.IllegalMove i) {
        lastOffender = i.player();
        Position before = arbiter.boards().gameRecord().get(i.ply() - 1);
        Event said = rulings.illegal(i, before);
        out.add(said);
        if (i.claimable()) {
            lastAnnouncement = said.text();
            for (Color c : Color.values()) {
                arbiter.handle(new Action.Write(c, i.move().uci()));
            }
            quietly(Action.handMovements(i.player().opposite(), before, i.move()));
            handsReported.clear();
        }
    }

    /** Each board with corrections to carry out is taken to show them once they are said. */
    private void follow() {
        for (Color c : Color.values()) {
            if (!arbiter.instructions(c).isEmpty()) {
                arbiter.handle(new Action.Follow(c));
            }
        }
        handsReported.clear();
    }

    /** After a move or a ruling: the repeat the player owes (2.1), or whose move it is. */
    private void afterTurn() {
        if (over()) {
            return;
        }
        if (pending instanceof Pending.Repeat) {
            out.add(new Event.Prompt(arbiter.toMove(), messages.say("session.prompt.repeat")));
            return;
        }
        prompt();
    }

    private void opponentMove(String text) {
        if (!opponentMayAct()) {
            return;
        }
        if (arbiter.toMove() != settings.opponent()) {
            reject(messages.say("session.opponent.not.to.move"));
            return;
        }
        if (paused) {
            reject(messages.say("session.paused.still"));
            return;
        }
        Position position = position();
        Heard heard = understood(() -> understanding.understand(position, text));
        if (heard instanceof Heard.Proposal p) {
            opponentMakes(p.move());
        } else if (heard instanceof Heard.Ask a) {
            reject(messages.say("session.opponent.ambiguous", "moves", String.join(", ", a.moves().stream().map(Move::uci).toList())));
        } else if (heard instanceof Heard.Reject r) {
            // At a physical board a move in UCI that is no legal move was still made: the arbiter rules on it (7.4).
            // The tablet is a board that refuses one, so there it is only refused.
            String uci = text.strip().toLowerCase(java.util.Locale.ROOT);
            Piece piece = Move.isUciSyntax(uci) ? position.pieceAt(Move.fromUci(uci).from()) : null;
            if (settings.mode() == Mode.ASSISTED && piece != null && piece.color() == settings.opponent()) {
                opponentMakes(Move.fromUci(uci));
            } else {
                out.add(rulings.rejected(r));
            }
        } else {
            reject(messages.say("session.opponent.not.a.move"));
        }
    }

    /**
     * The sighted player's move as the assistant typed it (2.9b). When his hands on his board were reported first,
     * the hands still missing complete it (his move is what his board shows when he presses: 4.6, 6.2.1); when they
     * cannot, because his hands made something else, one sentence says where his board would still differ, and
     * nothing is pressed.
     */
    private void opponentMakes(Move move) {
        Color opponent = settings.opponent();
        PlayerBoard handsFrom = handsReported.get(opponent);
        if (handsFrom != null) {
            Position before = position();
            List<Square> off = Action.handMovementsCannotComplete(opponent, before, move, handsFrom,
                    arbiter.boards().board(opponent));
            if (!off.isEmpty()) {
                out.add(rulings.handsCannotComplete(opponent, before, move, off));
                return;
            }
        }
        makeMove(move, opponent);
    }

    /** Rule 2.9e: the sighted player's touch, which the arbiter weighs (4.3) and Hektor tells the blind player. */
    private void touch(Command.Touch t) {
        if (opponentMayAct()) {
            rule(arbiter.handle(new Action.Touch(settings.opponent(), t.square())));
        }
    }

    private void opponentAction(Command.Action action) {
        if (!opponentMayAct()) {
            return;
        }
        Color opponent = settings.opponent();
        switch (action) {
            case DRAW -> rule(arbiter.handle(arbiter.drawOffer().orElse(null) == settings.player()
                    ? new Action.Accept(opponent) : new Action.Offer(opponent)));
            case DECLINE -> {
                if (arbiter.drawOffer().orElse(null) == settings.player()) {
                    rule(arbiter.handle(new Action.Decline(opponent)));
                } else {
                    reject(messages.say("session.offer.none.standing"));
                }
            }
            case RESIGN -> rule(arbiter.handle(new Action.Resign(opponent)));
            case CLAIM -> {
                if (arbiter.toMove() != opponent) {
                    reject(messages.say("session.claim.only.on.move.opponent"));
                } else {
                    claim(opponent, null);
                }
            }
            case CLAIM_FLAG -> rule(arbiter.handle(new Action.Claiming(opponent, Action.Claim.FLAG, null)));
        }
    }

    /** The sighted opponent's commands need one, and a game that goes on. */
    private boolean opponentMayAct() {
        if (settings.mode() == Mode.PRACTICE) {
            reject(messages.say("session.practice.no.opponent"));
            return false;
        }
        if (over()) {
            reject(messages.say("session.game.over"));
            return false;
        }
        return true;
    }

    private void engineMove(Command.EngineMove m) {
        if (settings.mode() != Mode.PRACTICE || over() || paused || m.ply() != arbiter.boards().ply()
                || arbiter.toMove() != settings.opponent()) {
            return;                           // a move for a position that is gone: the engine is asked again
        }
        if (!position().isLegal(m.move())) {
            out.add(new Event.Notice(messages.say("session.engine.failed", "reason", m.move().uci() + " is not legal here.")));
            return;
        }
        makeMove(m.move(), settings.opponent());
    }

    // ---- the two boards ----

    /** Hands on a physical board: its owner now makes his own move on it, and the arbiter weighs each touch (2.2). */
    private void hands(Action action) {
        if (twoBoardsOnly() && physical(action.player())) {
            handsReported.putIfAbsent(action.player(), arbiter.boards().board(action.player()));
            rule(arbiter.handle(action));
        }
    }

    /** A board or scoresheet reported, or a check asked for (2.7). */
    private void boards(Action action) {
        if (twoBoardsOnly() && (action.player() == null || physical(action.player()))) {
            rule(arbiter.handle(action));
        }
    }

    /** Rules 2.7, 2.8: the arbiter rules on the boards; the game, the clocks and the boards follow. */
    private void reconcile() {
        if (!twoBoardsOnly()) {
            return;
        }
        if (over()) {
            reject(messages.say("session.game.over"));
            return;
        }
        rule(arbiter.handle(new Action.Reconcile()));
        afterTurn();
    }

    /**
     * Is the board and scoresheet of this player's a physical one that can differ from the game? Not the tablet's:
     * it shows the game as it is played and records it.
     */
    private boolean physical(Color owner) {
        if (settings.mode() == Mode.TABLET && owner == settings.opponent()) {
            reject(messages.say("session.tablet.board"));
            return false;
        }
        return true;
    }

    private boolean twoBoardsOnly() {
        if (!twoBoards) {
            reject(messages.say("session.practice.one.board"));
        }
        return twoBoards;
    }

    private void tick(long now) {
        if (pending instanceof Pending.Proposal p && now >= p.deadline()) {
            makeMove(p.move(), arbiter.toMove());    // rule 2.6: the correction window has run out
        }
    }

    private void export() {
        if (!live || exporter == null) {
            return;
        }
        try {
            List<String> files = exporter.apply(state);
            out.add(new Event.Saved(files, messages.say("session.saved", "files", String.join(", ", files))));
        } catch (RuntimeException e) {
            out.add(new Event.Notice(messages.say("session.save.failed", "reason", e.getMessage())));
        }
    }

    // ---- clock and the end ----

    /** After each command: the dial calls due, and the flags. */
    private void afterCommand() {
        takeCalls();
        observeFlags();
    }

    /** The arbiter looks at the flags (6.8, 6.9, 6.11, 2.9e). */
    private void observeFlags() {
        if (clock != null && started && !over()) {
            rule(arbiter.handle(new Action.Tick()));
        }
    }

    private void takeCalls() {
        if (clock != null && started) {
            for (Call call : clock.takeCalls()) {
                out.add(new Event.ClockCall(call, report.call(call)));
            }
        }
    }

    private void finish(ArbiterEvent.GameOver over) {
        pending = null;
        out.add(new Event.GameOver(over.outcome(), rulings.over(over, lastOffender,
                clock == null ? null : clock.snapshot())));
        state = picture();
        export();
    }

    private boolean over() {
        return arbiter.gameOver().isPresent();
    }

    /** Has the game ended (as of the last command handled)? Safe from any thread. */
    public boolean isOver() {
        return state.isOver();
    }

    private Position position() {
        return arbiter.position();
    }

    // ---- words ----

    private void prompt() {
        if (over() || paused) {
            return;
        }
        Color toMove = arbiter.toMove();
        String text;
        if (settings.mode() == Mode.ASSISTED) {
            text = messages.say("session.prompt.assisted", "color", colorWord(toMove));
        } else if (toMove == settings.player()) {
            text = messages.say("session.prompt.you");
        } else if (settings.mode() == Mode.PRACTICE) {
            text = messages.say("session.prompt.engine", "opponent", opponentName);
        } else {
            text = messages.say("session.prompt.opponent");
        }
        out.add(new Event.Prompt(toMove, text));
    }

    /** Rule 2.9d: the number of the move and the time of both players, only when asked. */
    private String timeReport() {
        if (clock == null) {
            return messages.say("clock.untimed", "move", messages.number(position().fullmoveNumber()));
        }
        return report.spoken(clock.snapshot(), position().fullmoveNumber());
    }

    private String help() {
        return GameHelp.say(messages, profile, announcer, settings.mode() != Mode.PRACTICE);
    }

    private String colorWord(Color c) {
        return rulings.color(c);
    }

    private State picture() {
        Move proposed = pending instanceof Pending.Proposal p ? p.move() : null;
        List<Move> asked = pending instanceof Pending.Question q ? q.ask().moves() : List.of();
        Event.Confirmation confirming = pending instanceof Pending.YesNo y ? y.what() : null;
        return new State(time.millis(), settings, arbiter.moves(), arbiter.sans(), position().fen(),
                clock == null ? null : clock.snapshot(), clock == null ? null : clock.reading(),
                clock == null ? List.of() : clock.history(), clock != null && clock.isRunning(), proposed, asked,
                confirming, arbiter.drawOffer().orElse(null),
                arbiter.gameOver().map(ArbiterEvent.GameOver::outcome).orElse(null), lastAnnouncement);
    }
}
