package org.hektor.session;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.hektor.arbiter.Action;
import org.hektor.arbiter.Arbiter;
import org.hektor.arbiter.ArbiterEvent;
import org.hektor.chess.Color;
import org.hektor.chess.DeadPosition;
import org.hektor.chess.Game;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.clock.Call;
import org.hektor.clock.ChessClock;
import org.hektor.notation.Announcer;
import org.hektor.notation.Heard;
import org.hektor.notation.Profile;
import org.hektor.notation.Style;
import org.hektor.notation.Understanding;
import org.hektor.sync.PlayerBoard;
import org.hektor.words.ClockReport;
import org.hektor.words.GameHelp;
import org.hektor.words.Readout;
import org.hektor.words.TurnWords;
import org.hektor.words.Words;

/**
 * The game as the session plays it, on the session's thread: the arbiter with its one clock and what waits for the
 * player's words ({@link Pending}). The read-back dialogue ({@link ReadBack}) and the opponent's input
 * ({@link OpponentInput}) act on it; moves are made here, through the arbiter, and what it rules is carried out here
 * and returned as the events to say, in their order (the session collects them).
 */
final class Play {
    final Settings settings;
    final Profile profile;
    final Announcer announcer;
    final Understanding understanding;
    final Words messages;
    final ClockReport report;
    final Readout readout;
    final Rulings rulings;
    /** The sentences of the game's course: start, resumption, whose move, read-back. */
    final TurnWords turns;
    final SessionTime time;
    /** The game's one clock, or null without one: read here, changed only by the arbiter. */
    final ChessClock clock;
    final Arbiter arbiter;
    /** Tablet and assisted games have two physical boards to follow (design.md §3); practice has Hektor's alone. */
    final boolean twoBoards;
    private boolean started;
    /** Rule 6.12.1: after a restart the clocks stand until the player says they may run. */
    private boolean paused;
    /** What waits for the player's words: a read-back, a question, a yes or no, a repeat (2.1, 2.6). */
    private Pending pending;
    /**
     * The boards whose hands were reported since the turn began, each as it was before the first of them: their owner
     * makes his own move on them.
     */
    private final Map<Color, PlayerBoard> handsReported = new EnumMap<>(Color.class);
    private String lastAnnouncement = "";
    /** The player whose illegal move was ruled on last (the loser of 7.4.2 or 17.3.2). */
    private Color lastOffender;
    /** In a replay: the understanding recorded for the command being replayed (its words are not read again). */
    private final ArrayDeque<Understood> recorded = new ArrayDeque<>();
    /** What the command being handled was understood as, for its {@link Command.Decided} record. */
    private final List<Understood> understoodNow = new ArrayList<>();
    /** What the session does when the game has ended (the picture, the export), and what that says. */
    private Supplier<List<Event>> ended = List::of;

    Play(Settings settings, SessionTime time) {
        this.settings = settings;
        this.time = time;
        this.profile = settings.notation();
        this.announcer = new Announcer(profile);
        this.understanding = new Understanding(profile);
        this.messages = Words.forLanguage(profile.language());
        this.report = ClockReport.in(messages);
        this.readout = new Readout(profile, messages);
        this.rulings = new Rulings(settings, announcer, messages, report);
        this.turns = new TurnWords(messages, settings.player(), settings.opponentName(),
                settings.mode().turnNaming());
        // rule 2.4: the dial calls are the blind player's; in assisted mode time is told only on request (2.9d)
        Set<Color> hearing = settings.mode() == Mode.ASSISTED ? Set.of() : Set.of(settings.player());
        this.clock = settings.timed() ? new ChessClock(settings.control(), time, hearing) : null;
        this.arbiter = new Arbiter(GameSession.setup(settings), clock);
        this.twoBoards = settings.mode() != Mode.PRACTICE;
    }

    void whenEnded(Supplier<List<Event>> action) {
        this.ended = action;
    }

    // ---- the state of the command being handled, owned here ----

    /** A command is handled: nothing understood of it yet. */
    void newCommand() {
        understoodNow.clear();
    }

    boolean understoodAnything() {
        return !understoodNow.isEmpty();
    }

    /** In a replay, the understanding the journal recorded for the next command; empty to read the words again. */
    void replaying(List<Understood> understanding) {
        recorded.clear();
        recorded.addAll(understanding);
    }

    Pending pending() {
        return pending;
    }

    /** The player's words are awaited for this. */
    void waitFor(Pending what) {
        pending = Objects.requireNonNull(what, "what");
    }

    /** Nothing waits for the player's words any more. */
    void settle() {
        pending = null;
    }

    boolean paused() {
        return paused;
    }

    /** Rule 6.12.3: the player said the clocks may run again. */
    void endPause() {
        paused = false;
    }

    String lastAnnouncement() {
        return lastAnnouncement;
    }

    /** The board as it was before the first hand reported on it this turn, or null when none was. */
    PlayerBoard handsReportedFrom(Color owner) {
        return handsReported.get(owner);
    }

    /** A hand was reported on the owner's board, which showed this before (kept from the first report on). */
    void handsReported(Color owner, PlayerBoard before) {
        handsReported.putIfAbsent(owner, before);
    }

    /**
     * What the player's or the opponent's words were understood as: read now, or in a replay as recorded in the
     * journal (a recorded understanding is used only while one is left, in the order the live game read them).
     */
    Understood understood(Supplier<Understood> read) {
        Understood understood = recorded.isEmpty() ? read.get() : recorded.poll();
        understoodNow.add(understood);
        return understood;
    }

    /** {@link #understood(Supplier)} for words whose meaning alone decides (no margin is weighed). */
    Heard meaning(Supplier<Heard> read) {
        return understood(() -> Understood.of(read.get())).meaning();
    }

    /** One sentence saying why what was asked is not done. */
    Event refusal(String reason) {
        return rulings.rejected(reason);
    }

    boolean over() {
        return arbiter.gameOver().isPresent();
    }

    Position position() {
        return arbiter.position();
    }

    /**
     * Through a loudspeaker the player speaks only after Hektor (the microphone would hear Hektor): the greeting is
     * then short, so the first move comes within seconds, and the help says the whole of it (rule 6.5's time
     * control included).
     */
    private volatile boolean shortGreeting;

    void greetShortly() {
        shortGreeting = true;
    }

    /** Rule 6.5: the game begins; the arbiter starts the clock of the side to move. */
    List<Event> start() {
        if (started) {
            return List.of();
        }
        started = true;
        if (clock != null) {
            arbiter.handle(new Action.StartClocks());          // said by the start sentence below
        }
        List<Event> said = new ArrayList<>();
        said.add(new Event.GameStarted(settings, shortGreeting ? turns.startShortly(settings.control())
                : turns.start(settings.control())));
        said.addAll(prompt());
        return said;
    }

    /** Hektor was restarted: what was waiting for an answer is gone, the clocks stand until the player says yes. */
    List<Event> resumed() {
        pause();
        if (over()) {
            return List.of();
        }
        String text = turns.resumed(arbiter.toMove(), paused, position().fullmoveNumber());
        List<Event> said = new ArrayList<>();
        said.add(new Event.GameStarted(settings, text));
        if (!paused) {
            said.addAll(prompt());
        }
        return said;
    }

    /**
     * The pause of a restart, unsaid: what was waiting for an answer is gone and the clocks stand (6.12.1) until the
     * player says yes. The journal gate's notice says why.
     */
    void pause() {
        pending = null;
        if (over()) {
            return;
        }
        if (clock != null && clock.isRunning()) {
            arbiter.handle(new Action.StopClocks());           // rule 6.12.1; said by the caller
        }
        paused = clock != null;
    }

    // ---- moves ----

    /**
     * A move made and the clock pressed, carried out by the arbiter (2.3): the mover's board shows it (when his hands
     * were reported, the blind player's made it, 2.3a-b; the sighted player's hands still missing are made), the
     * blind player's move is announced as it was confirmed after its read-back (2.3c, 2.6), the press completes it,
     * and both scoresheets and the other board take it. What the arbiter rules is said; then whose turn it is.
     */
    List<Event> makeMove(Move move, Color mover) {
        Action.Hands hands = !handsReported.containsKey(mover) ? Action.Hands.ALL
                : mover == settings.opponent() ? Action.Hands.LEFT : Action.Hands.NONE;
        List<ArbiterEvent> ruling = arbiter.handle(new Action.CarryOut(mover, move, hands));
        pending = null;
        List<Event> said = new ArrayList<>(rule(ruling, true));
        said.addAll(afterTurn());
        return said;
    }

    /**
     * Carries out the session's part of what the arbiter ruled (announcements, boards, sheets, the end) and returns
     * what is said of it, in the order ruled.
     */
    List<Event> rule(List<ArbiterEvent> ruling) {
        return rule(ruling, false);
    }

    /**
     * {@link #rule(List)}; {@code carriedOut}: the arbiter carried the ruled move out on both boards and sheets
     * ({@link Action.CarryOut}), otherwise the session does.
     */
    private List<Event> rule(List<ArbiterEvent> ruling, boolean carriedOut) {
        List<Event> said = new ArrayList<>();
        for (ArbiterEvent e : ruling) {
            if (e instanceof ArbiterEvent.Moved m) {
                said.addAll(moved(m, carriedOut));
            } else if (e instanceof ArbiterEvent.IllegalMove i) {
                said.add(illegalMove(i, carriedOut));
            } else if (e instanceof ArbiterEvent.SetBoards s) {
                said.addAll(rulings.corrections(s.corrections()));
                follow();
            } else if (e instanceof ArbiterEvent.Reconciled r) {
                pending = null;
                said.add(rulings.reconciled(r.plan()));
                said.addAll(rulings.corrections(r.plan().corrections()));
                follow();
            } else if (e instanceof ArbiterEvent.Checked c) {
                said.add(c.divergence().map(rulings::checked).orElseGet(rulings::agree));
            } else if (e instanceof ArbiterEvent.GameOver g) {
                said.addAll(finish(g));
            } else {
                said.addAll(rulings.say(e, position()));
            }
        }
        return said;
    }

    /** A move completed: announced, written on both scoresheets, carried out on the other board, checked (2.7). */
    private List<Event> moved(ArbiterEvent.Moved m, boolean carriedOut) {
        List<Position> record = arbiter.boards().gameRecord();
        Position before = record.get(m.ply() - 1);
        Color by = m.player();
        Style style = by == settings.player() && settings.mode() != Mode.ASSISTED ? Style.LONG : settings.style();
        String text = announcer.announce(before, m.move(), style);
        lastAnnouncement = text;
        List<Event> said = new ArrayList<>();
        said.add(new Event.MoveMade(by, m.ply(), m.move(), m.san(), record.get(m.ply()), text));
        if (!carriedOut) {   // the tablet's sheet, and the blind player's (2.9c); executed on the other board (2.1)
            Action.onTheOtherSide(by, before, m.move(), m.san()).forEach(arbiter::handle);
        }
        handsReported.clear();
        if (over()) {
            return said;
        }
        if (by != settings.player() && settings.repeatCheck() && settings.mode() != Mode.ASSISTED) {
            pending = new Pending.Repeat(m.move(), before);
        }
        if (twoBoards) {
            arbiter.handle(new Action.Check()).stream()
                    .filter(e -> e instanceof ArbiterEvent.Checked c && c.divergence().isPresent())
                    .forEach(e -> said.add(rulings.checked(((ArbiterEvent.Checked) e).divergence().orElseThrow())));
        }
        return said;
    }

    /**
     * Rule 7.4: an illegal move completed. In standard play the arbiter restores the position before it (its
     * corrections follow). In rapid and blitz it stands until claimed: the other board carries it out and both
     * scoresheets take it, as the arbiter keeps it (B6, 17.3.2).
     */
    private Event illegalMove(ArbiterEvent.IllegalMove i, boolean carriedOut) {
        lastOffender = i.player();
        Position before = arbiter.boards().gameRecord().get(i.ply() - 1);
        Event said = rulings.illegal(i, before);
        if (i.claimable()) {
            lastAnnouncement = said.text();
            if (!carriedOut) {
                Action.onTheOtherSide(i.player(), before, i.move(), i.move().uci()).forEach(arbiter::handle);
            }
            handsReported.clear();
        }
        return said;
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
    List<Event> afterTurn() {
        if (over()) {
            return List.of();
        }
        if (pending instanceof Pending.Repeat) {
            return List.of(new Event.Prompt(arbiter.toMove(), messages.say("session.prompt.repeat")));
        }
        return prompt();
    }

    /**
     * A claim, as the arbiter rules it (9.2 to 9.5, B5, B6, 17.3.2). "Claim" alone means the irregularity of the
     * opponent's last move when there is one to claim, else a draw: by the fifty-move rule when that holds, else by
     * repetition. An incorrect claim stands as a draw offer (9.1.2.3), and its intended move is then made (9.5.2).
     */
    List<Event> claim(Color claimant, Move intended) {
        Optional<Action.Claim> irregular = arbiter.claimable();
        Game game = arbiter.game();
        Action.Claim kind = irregular.orElse((intended == null ? game.canClaimFiftyMoves()
                : game.position().isLegal(intended) && game.canClaimFiftyMoves(intended))
                ? Action.Claim.FIFTY : Action.Claim.REPETITION);
        List<ArbiterEvent> ruling = arbiter.handle(new Action.Claiming(claimant, kind,
                irregular.isPresent() ? null : intended));
        List<Event> said = new ArrayList<>(rule(ruling));
        said.addAll(engineAnswersDraw());
        Move mustPlay = ruling.stream().filter(e -> e instanceof ArbiterEvent.ClaimRejected)
                .map(e -> ((ArbiterEvent.ClaimRejected) e).mustPlay()).filter(Objects::nonNull).findFirst().orElse(null);
        if (mustPlay != null && !over()) {
            said.addAll(makeMove(mustPlay, claimant));
        } else if (ruling.stream().anyMatch(e -> e instanceof ArbiterEvent.SetBoards)) {
            said.addAll(afterTurn());                // a claimed move was taken back: the offender moves again
        }
        return said;
    }

    /**
     * The practice engine accepts a draw only when it could not win anyway (it cannot mate by any series of
     * legal moves); otherwise it plays on, as a training partner should. (Its choice, not a law: the arbiter rules
     * on the answer.)
     */
    List<Event> engineAnswersDraw() {
        if (settings.mode() != Mode.PRACTICE || arbiter.drawOffer().orElse(null) != settings.player()) {
            return List.of();
        }
        Color engine = settings.opponent();
        return rule(arbiter.handle(DeadPosition.canEverMate(position(), engine) ? new Action.Decline(engine)
                : new Action.Accept(engine)));
    }

    // ---- clock and the end ----

    /** After each command: the dial calls due, and the flags. */
    List<Event> afterCommand() {
        List<Event> said = new ArrayList<>(takeCalls());
        said.addAll(observeFlags());
        return said;
    }

    /** The arbiter looks at the flags (6.8, 6.9, 6.11, 2.9e). */
    List<Event> observeFlags() {
        return clock != null && started && !over() ? rule(arbiter.handle(new Action.Tick())) : List.of();
    }

    /** Rule 2.4: the dial calls due. */
    List<Event> takeCalls() {
        if (clock == null || !started) {
            return List.of();
        }
        return clock.takeCalls().stream().map(call -> (Event) new Event.ClockCall(call, report.call(call))).toList();
    }

    /** The game has ended: said, then what the session does at its end (the export) says its part. */
    private List<Event> finish(ArbiterEvent.GameOver over) {
        pending = null;
        List<Event> said = new ArrayList<>();
        said.add(new Event.GameOver(over.outcome(), rulings.over(over, lastOffender,
                clock == null ? null : clock.snapshot())));
        said.addAll(ended.get());
        return said;
    }

    // ---- words ----

    /** Whose move it is, unless the game is over or the clocks stand after a restart. */
    List<Event> prompt() {
        if (over() || paused) {
            return List.of();
        }
        Color toMove = arbiter.toMove();
        return List.of(new Event.Prompt(toMove, turns.prompt(toMove)));
    }

    /** Rule 2.9d: the number of the move and the time of both players, only when asked. */
    String timeReport() {
        return report.asked(clock == null ? null : clock.snapshot(), position().fullmoveNumber());
    }

    String help() {
        return help(GameHelp.Topic.OVERVIEW);
    }

    String help(GameHelp.Topic topic) {
        String help = GameHelp.say(messages, profile, announcer, topic, settings.mode() != Mode.PRACTICE);
        return topic == GameHelp.Topic.OVERVIEW ? greeting().map(g -> g + " " + help).orElse(help) : help;
    }

    /** The whole greeting, when the game began with the short one: the help's first sentence. */
    java.util.Optional<String> greeting() {
        return shortGreeting ? java.util.Optional.of(turns.start(settings.control())) : java.util.Optional.empty();
    }

    /** What the command being handled was understood as and the moves it made, with the clocks after it. */
    Command.Decided decision(State state, int plyBefore) {
        List<Move> made = state.ply() > plyBefore ? state.moves().subList(plyBefore, state.ply()) : List.of();
        return new Command.Decided(understoodNow, state.ply(), made,
                state.clock() == null ? -1 : state.clock().white().remainingMillis(),
                state.clock() == null ? -1 : state.clock().black().remainingMillis());
    }

    /** The picture of the game as it stands now. */
    State picture() {
        State.Clocks clocks = clock == null ? State.Clocks.NONE
                : new State.Clocks(clock.snapshot(), clock.reading(), clock.history(), clock.isRunning());
        return new State(time.millis(), settings, arbiter.moves(), arbiter.sans(), position(), clocks,
                State.Waiting.of(pending), arbiter.drawOffer().orElse(null),
                arbiter.gameOver().map(ArbiterEvent.GameOver::outcome).orElse(null), lastAnnouncement);
    }
}
