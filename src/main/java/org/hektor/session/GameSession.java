package org.hektor.session;

import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Function;
import org.hektor.arbiter.Action;
import org.hektor.arbiter.Discipline;
import org.hektor.arbiter.Setup;
import org.hektor.chess.Color;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Hypothesis;
import org.hektor.words.GameHelp;
import org.hektor.words.Phrase;

/**
 * The one owner of a game (design.md §1): what waits for the player's yes or answer, the words, and the game's
 * {@link Arbiter} with its one clock, all kept on one thread. Commands come in through {@link #submit} from any
 * thread (keyboard, microphone, engine, timer, tablet) and are handled in order by {@link #run} ({@link SessionLoop}); each handled
 * command is given to the journal before its events go out to the subscribers (principle 5).
 *
 * <p>The same {@link #handle} serves the live game and the replay of a journal ({@link #replay}), where the time
 * stands at each command's recorded instant and nothing is published or asked of the engine: a replay rebuilds
 * the same game and clocks because every input that can change them is a journaled command and everything else
 * here is a pure function of them.
 *
 * <p>The player's input is the read-back dialogue ({@link ReadBack}); the opponent's and the boards' input is
 * {@link OpponentInput}; the journal is reached through {@link JournalGate}.
 *
 * <p>The laws are the arbiter's, decided there once: a move confirmed after its read-back is the blind player's
 * announcement (2.3, 2.6) and the press of his clock; the opponent's move (engine, tablet, assistant) is made on his
 * board and pressed; offers, claims, flags, resignation, illegal moves and touch-move go to the arbiter as
 * {@link Action}s, and what it rules comes back as {@link ArbiterEvent}s that {@link Rulings} puts into the
 * player's words. The session owns the clock (it reads the dial calls of rule 2.4 and the snapshots) and hands it
 * to the arbiter, which alone starts, stops, presses, penalizes and rewinds it.
 *
 * <p>The two boards (design.md §3): the arbiter keeps both players' boards and scoresheets, Hektor's picture of each
 * follows every move as it was made and announced, and a divergence is said (see {@link OpponentInput}).
 */
public final class GameSession {
    /** A clock tick that changed nothing is journaled when the last journal line is this old (principle 5). */
    public static final long TICK_JOURNAL_MILLIS = 500;
    /** How often a journal that could not be written is tried again while the clocks stand (rule 6.12). */
    public static final long JOURNAL_RETRY_MILLIS = 1000;
    /** How often the timer looks in: clock calls come out within this of their instant. */
    public static final long TICK_MILLIS = 100;

    private final Settings settings;
    private final SessionTime time;
    /** The game as it is played: arbiter, clock, what waits for an answer. */
    private final Play play;
    private final ReadBack readBack;
    private final OpponentInput opponent;
    private final JournalGate journal;
    private final SessionLoop loop = new SessionLoop(this::handle);
    /** Which events are said (--verbosity); decided on publishing, so the journal and a replay never depend on it. */
    private final Talk talk;

    /**
     * The events of the command being handled, collected here alone from what the handlers return, in order;
     * published once the command is in the journal (principle 5), or held back by the journal gate.
     */
    private final List<Event> said = new ArrayList<>();
    private final List<Consumer<Event>> subscribers = new CopyOnWriteArrayList<>();
    private Function<State, List<String>> exporter;
    /** Who answers help, rate and verbosity said by voice ({@link #talkWith}); null: the read-back does. */
    private volatile Function<CommandWord, String> talker;

    private boolean live;
    /**
     * What the last replayed move of the opponent, or the game's end, caused: perhaps never said, for a kill can
     * come between the journal taking a record and the voice saying it. Said first when the game is taken up.
     */
    private List<Event> unsaid = List.of();
    private volatile State state;

    /**
     * A session on its time line; not live until {@link #goLive()} (a journal may be replayed first).
     *
     * @param time the game's time line: give it a {@link org.hektor.clock.ManualTimeSource} in tests
     */
    public GameSession(Settings settings, SessionTime time) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.time = Objects.requireNonNull(time, "time");
        this.play = new Play(settings, time);
        this.readBack = new ReadBack(play);
        this.opponent = new OpponentInput(play);
        this.journal = new JournalGate(play.messages);
        this.talk = new Talk(settings, play.messages.say("session.prompt.you"));
        play.whenEnded(() -> {
            state = play.picture();
            return export();
        });
        this.state = play.picture();
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
        return Setup.builder(discipline).control(s.control()).blind(s.player())
                .names(white ? s.playerName() : s.opponentName(), white ? s.opponentName() : s.playerName())
                .start(s.start()).laws(s.automaticDraws())
                .flagsCalled(s.mode() == Mode.PRACTICE || discipline.arbiterActsAtOnce()).build();
    }

    // ---- wiring ----

    /** Receives every event, in order, on the session's thread, after the command is in the journal. */
    public void subscribe(Consumer<Event> subscriber) {
        subscribers.add(subscriber);
    }

    /**
     * Where each handled command goes before its events are published: the journal, which must have it on disk
     * when this returns (principle 5). Throwing {@link java.io.UncheckedIOException} says it could not.
     */
    public void journalTo(Consumer<Stamped> sink) {
        journal.sink(sink);
    }

    /**
     * What writes the scoresheets when the game ends or the player asks ({@link Command.Export}): returns the
     * files written; an exception's message is told to the player.
     */
    public void exportWith(Function<State, List<String>> exporter) {
        this.exporter = exporter;
    }

    /**
     * Help, rate and verbosity said by voice are answered by {@code talker} (the console, whose voice and keys they
     * change), and its answer is said. They change how Hektor talks, never the game: like their keys they are not
     * journaled. Without a talker they are the read-back's, as typed on the tablet.
     */
    public void talkWith(Function<CommandWord, String> talker) {
        this.talker = talker;
    }

    /** What the microphone heard, best first: the player's utterance, queued (any thread). */
    public void heard(List<Hypothesis> hypotheses) {
        submit(new Command.Utterance(hypotheses));
    }

    /** How much is said from now on (--verbosity); any thread (the console's key may change it during the game). */
    public void verbosity(Verbosity v) {
        talk.verbosity(Objects.requireNonNull(v, "verbosity"));
    }

    /** The short greeting (Play.shortGreeting): set before the game starts, by the one who opens the microphone. */
    public void greetShortly() {
        play.greetShortly();
    }

    /** The whole greeting when the game began with the short one, for the help (any thread). */
    public java.util.Optional<String> greeting() {
        return play.greeting();
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

    /** Has the game ended (as of the last command handled)? Safe from any thread. */
    public boolean isOver() {
        return state.isOver();
    }

    // ---- the thread ----

    /** Queues a command; safe from any thread. */
    public void submit(Command command) {
        loop.submit(command);
    }

    /** Handles queued commands on the calling thread until {@link #stop()}. */
    public void run() {
        loop.run();
    }

    /** Ends {@link #run()} once the commands queued before are handled; the journal keeps the game for a resume. */
    public void stop() {
        loop.stop();
    }

    /**
     * Runs {@code action} on the session's thread after everything queued before it: a look at {@link #state()}
     * that sees every command typed before. It is no command: nothing is journaled or published.
     */
    public void inOrder(Runnable action) {
        loop.inOrder(action);
    }

    /** Starts the timer that queues a {@link Command.Tick} every {@link #TICK_MILLIS} (never more than one waiting). */
    public void startTicker() {
        loop.startTicker(TICK_MILLIS);
    }

    // ---- replay and live ----

    /** Replays one journaled command at its recorded instant: nothing is published, journaled or asked. */
    public void replay(Stamped entry) {
        replay(entry, null);
    }

    /**
     * Replays a journal's records in order. A command followed by its {@link Command.Decided} record is handed the
     * recorded understanding instead of reading its words again; a command without one (a journal of
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
        play.replaying(decided == null ? List.of() : decided.understood());
        handle(entry.command());
        play.replaying(List.of());
    }

    /** From now on the time runs, commands are journaled and events published. */
    public void goLive() {
        time.goLive();
        live = true;
    }

    public boolean isLive() {
        return live;
    }

    /** How many hypotheses the session has read so far: each utterance once, and none a replay has a record of. */
    long hypothesesRead() {
        return play.understanding.hypothesesRead();
    }

    /**
     * Handles one command now: works out its events, gives the command to the journal, then publishes the
     * events; live, it then asks the engine if it is the engine's move.
     */
    public void handle(Command command) {
        if (command instanceof Command.Tick) {
            loop.tickTaken();
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
        said.clear();
        Said words = words(command);
        // help, rate and verbosity said or typed at the talker's keyboard change how Hektor talks: answered, never
        // journaled, so never replayed
        Optional<String> talkAnswer = live && words != null ? talkAnswer(command, words) : Optional.empty();
        // a notice changes nothing, and a decision is the journal's own record: neither is journaled again
        boolean notice = command instanceof Command.Notice || command instanceof Command.Decided
                || talkAnswer.isPresent();
        int plyBefore = state.ply();
        boolean overBefore = play.over();
        play.newCommand();
        boolean tick = command instanceof Command.Tick;
        if (live && journal.isDown() && !notice) {
            JournalGate.Retry retry = journal.again(now, tick, play.paused());
            said.addAll(retry.said());
            if (!retry.written()) {
                publish();             // nothing is played while the journal cannot be written (principle 5)
                return;
            }
        }
        said.addAll(play.takeCalls());       // calls due before this command came, in their order
        said.addAll(play.observeFlags());    // rule 6.8: a flag that fell before it is called before it is handled
        if (!notice && !tick) {
            // written before it is handled: a command the disk did not take is not played at all (principle 5)
            journal.journaledAt(now);
            if (live && !journal.write(new Stamped(now, command))) {
                boolean opponents = command instanceof Command.EngineMove || command instanceof Command.OpponentMove;
                journalDown(now, List.of(), opponents ? "opponent" : "words");
                publish();
                return;
            }
        }
        said.addAll(talkAnswer.isPresent() ? List.of(new Event.Notice(talkAnswer.get())) : apply(command, words, now));
        said.addAll(play.afterCommand());
        state = play.picture();
        List<Stamped> after = new ArrayList<>(2);
        if (tick && (!said.isEmpty() || journal.sinceJournaled(now) >= TICK_JOURNAL_MILLIS)) {
            // a tick is journaled when it changed something; written after, as only then is that known
            journal.journaledAt(now);
            after.add(new Stamped(now, command));
        }
        if (!notice && (play.understoodAnything() || state.ply() > plyBefore)) {
            after.add(new Stamped(now, play.decision(state, plyBefore)));     // moves journaled as moves
        }
        for (int i = 0; live && i < after.size(); i++) {
            if (!journal.write(after.get(i))) {
                // a clock's tick is no one's words: what it said is held and said once written, nothing is lost
                journalDown(now, after.subList(i, after.size()), state.ply() > plyBefore ? "held" : tick ? "nothing" : "words");
                break;
            }
        }
        if (!live && (state.ply() > plyBefore || play.over() && !overBefore)) {
            boolean opponentMoved = state.position().sideToMove() == settings.player();
            unsaid = opponentMoved || play.over() ? said.stream().filter(e -> !(e instanceof Event.Prompt
                    || e instanceof Event.MoveProposed || e instanceof Event.Asked
                    || e instanceof Event.ConfirmationNeeded)).toList() : List.of();
        }
        publish();
    }

    private void publish() {
        if (live) {
            List<Event> events = Event.inOrder(talk.said(List.copyOf(said), time.millis()));
            said.clear();
            for (Event e : events) {
                for (Consumer<Event> s : subscribers) {
                    s.accept(e);
                }
            }
        } else {
            said.clear();
        }
    }

    /**
     * The journal could not be written. Said at once; the game pauses as on a restart (rule 6.12: the
     * clocks stop, a read-back waiting is gone) and what it caused is held back, unsaid, until the journal takes
     * it: the record of this pause ({@link Command.Resumed} at this instant) after {@code held}, the records already
     * handled and not yet written. A replay of the journal then rebuilds exactly the game that went on live.
     */
    private void journalDown(long now, List<Stamped> held, String lost) {
        Event notice = journal.down(now, held, List.copyOf(said), lost);
        said.clear();
        play.pause();                // the pause of a restart, without its sentences: the player hears the notice
        state = play.picture();
        said.add(notice);
    }

    // ---- commands ----

    /**
     * The answer to help, rate or verbosity said or typed at the talker's keyboard, which the talker gives (the
     * console, whose voice and keys they change), or to help typed on the tablet's page, which is the page's help;
     * empty for other words, which the read-back answers.
     */
    private Optional<String> talkAnswer(Command command, Said words) {
        Function<CommandWord, String> talks = talker;
        Command.Keyboard at = command instanceof Command.Typed t ? t.at() : Command.Keyboard.THE_TALKERS;
        if (at == Command.Keyboard.THE_TALKERS && talks != null) {
            return readBack.talkWord(words).map(talks);
        }
        if (at == Command.Keyboard.THE_PAGE) {
            return readBack.talkWord(words).filter(CommandWord::isHelp).map(word -> GameHelp.onPage(play.messages,
                    play.profile, play.announcer, GameHelp.Topic.of(word)));
        }
        return Optional.empty();
    }

    /** The words of an utterance or a typed line, to be read once; null for a command of none (Enter alone). */
    private Said words(Command command) {
        if (command instanceof Command.Utterance u) {
            return new Said(play.understanding, u.hypotheses());
        }
        if (command instanceof Command.Typed t && !t.text().isBlank()) {
            return new Said(play.understanding, List.of(Hypothesis.of(t.text().strip())));
        }
        return null;
    }

    /** Carries out one command and returns what it says, in order; {@code words} are an utterance's, read once. */
    private List<Event> apply(Command command, Said words, long now) {
        if (command instanceof Command.Start) {
            return play.start();
        } else if (command instanceof Command.Utterance) {
            return readBack.spoken(words, now);
        } else if (command instanceof Command.Typed t) {
            return readBack.typed(t.text(), words, now);
        } else if (command instanceof Command.Request r) {
            return readBack.command(r.command(), now);
        } else if (command instanceof Command.Help) {
            return List.of(new Event.Answer(Event.Topic.HELP, play.help()));
        } else if (command instanceof Command.Read r) {
            return List.of(new Event.Answer(Event.Topic.POSITION,
                    play.readout.read(play.position(), r.by(), r.index())));
        } else if (command instanceof Command.OpponentMove m) {
            return opponent.opponentMove(m.text());
        } else if (command instanceof Command.Touch t) {
            return opponent.touch(t);
        } else if (command instanceof Command.OpponentAction a) {
            return opponent.opponentAction(a.action());
        } else if (command instanceof Command.EngineMove m) {
            return opponent.engineMove(m);
        } else if (command instanceof Command.BoardEvent b) {
            return opponent.hands(switch (b.action()) {
                case LIFT -> new Action.Lift(b.board(), b.square());
                case PLACE -> new Action.Place(b.board(), b.square());
                case REMOVE -> new Action.Remove(b.board(), b.square());
            });
        } else if (command instanceof Command.PutPiece p) {
            return opponent.hands(new Action.Put(p.board(), p.piece(), p.square()));
        } else if (command instanceof Command.BoardShows b) {
            return opponent.boards(new Action.Report(b.board(), b.placement()));
        } else if (command instanceof Command.SheetShows s) {
            return opponent.boards(new Action.SheetReport(s.player(), s.entries()));
        } else if (command instanceof Command.CheckBoards) {
            return opponent.boards(new Action.Check());
        } else if (command instanceof Command.Reconcile) {
            return opponent.reconcile();
        } else if (command instanceof Command.Tick) {
            return readBack.tick(now);
        } else if (command instanceof Command.Resumed) {
            return resumed();
        } else if (command instanceof Command.Export) {
            return export();
        } else if (command instanceof Command.Notice n) {
            return List.of(new Event.Notice(n.text()));
        } else if (command instanceof Command.Decided) {
            return List.of();                    // the journal's record of a decision: see replay(List)
        }
        throw new IllegalStateException("A command the session does not know: " + command);
    }

    /** Hektor was restarted and takes the game up. */
    private List<Event> resumed() {
        List<Event> events = new ArrayList<>();
        if (live) {
            // the opponent's last move and the game's end, said again first: the kill may have come before
            // they were said; a game that ended then is exported now (its files may never have been written)
            events.addAll(unsaid);
            unsaid = List.of();
            if (play.over()) {
                events.addAll(export());
            }
        }
        events.addAll(play.resumed());
        return events;
    }

    /** Writes the scoresheets (live only) and returns what is said of it. */
    private List<Event> export() {
        if (!live || exporter == null) {
            return List.of();
        }
        try {
            List<String> files = exporter.apply(state);
            return List.of(new Event.Saved(files, play.messages.say("session.saved", "files", String.join(", ", files))));
        } catch (UncheckedIOException e) {
            return List.of(new Event.Notice(play.messages.say("session.save.failed", "reason",
                    JournalGate.reason(play.messages, e))));
        } catch (RuntimeException e) {
            // not the disk's refusal but a fault of Hektor's own, whose message is English for a developer: the player
            // hears in his language that it is one, with its name to report it by
            return List.of(new Event.Notice(play.messages.say("session.save.failed", "reason",
                    new Phrase("session.save.reason.bug", "what", e.getClass().getSimpleName()))));
        }
    }
}
