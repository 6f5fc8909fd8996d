package org.hektor.ui.web;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.hektor.chess.Position;
import org.hektor.clock.ClockSnapshot;
import org.hektor.notation.Announcer;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Heard;
import org.hektor.notation.Profile;
import org.hektor.session.Command;
import org.hektor.session.Event;
import org.hektor.session.GameSession;
import org.hektor.session.Mode;
import org.hektor.session.Settings;
import org.hektor.session.State;
import org.hektor.session.TypedKeys;
import org.hektor.words.GameHelp;
import org.hektor.words.Refusable;
import org.hektor.words.Words;

/**
 * The tablet's side of the game session: the one place that translates between the pages' messages and the
 * session's commands and events. A board page acts for the sighted opponent (his moves, touches, draw and
 * resignation, design.md §2: {@code WebSocket → Command → GameSession}); a listening page acts for the blind
 * player exactly as his keyboard does. The state comes from the session's own immutable {@link State}; the
 * little the state does not hold (the move the blind player is to repeat, the words of a pending question,
 * the last sentences said) is followed from the session's events, on the session's thread.
 */
public final class SessionTablet implements TabletGame {
    private static final int RECENT = 10;

    private final GameSession session;
    private final Settings settings;
    private final Profile profile;
    private final Announcer announcer;
    private final List<Consumer<TabletEvent>> listeners = new CopyOnWriteArrayList<>();
    private final Deque<String> recent = new ArrayDeque<>();   // guarded by itself
    private volatile String repeat;     // rule 2.1: the sighted player's move the blind player is to repeat
    private volatile String question;   // the words of a yes/no or which-move question
    private volatile String over;       // how the game ended, as Hektor said it
    private volatile boolean started;   // rule 6.5: the game started (the board page paired)
    private final Words words;
    private final TypedKeys keys;

    public SessionTablet(GameSession session) {
        this.session = session;
        this.settings = session.settings();
        this.profile = settings.notation();
        this.announcer = new Announcer(profile);
        this.words = Words.forLanguage(profile.language());
        this.keys = new TypedKeys(profile);
        session.subscribe(this::published);
    }

    @Override
    public String resultToken() {
        State s = session.state();
        return s.outcome() == null ? "*" : s.outcome().result();
    }

    @Override
    public Profile profile() {
        return profile;
    }

    @Override
    public TabletState state() {
        State s = session.state();
        Optional<TabletState.Clocks> clocks = Optional.empty();
        ClockSnapshot c = s.clock();
        if (c != null) {
            clocks = Optional.of(new TabletState.Clocks(c.white().remainingMillis(), c.black().remainingMillis(),
                    s.clockRunning() ? Optional.of(c.toMove()) : Optional.empty()));
        }
        Optional<TabletState.ReadBack> readBack = Optional.empty();
        if (s.proposed() != null) {
            Position position = s.position();
            readBack = Optional.of(new TabletState.ReadBack(TabletState.ReadBack.Kind.CONFIRM,
                    announcer.announce(position, s.proposed())));
        } else if (repeat != null && !s.isOver()) {
            readBack = Optional.of(new TabletState.ReadBack(TabletState.ReadBack.Kind.REPEAT, repeat));
        }
        boolean asking = s.confirming() != null || !s.asked().isEmpty();
        Optional<String> result = s.outcome() == null ? Optional.empty()
                : Optional.of(over != null ? over : s.outcome().result());
        List<String> said;
        synchronized (recent) {
            said = List.copyOf(recent);
        }
        return new TabletState(settings.start(), s.moves(), settings.opponent(), clocks, readBack,
                asking ? Optional.ofNullable(question) : Optional.empty(), Optional.ofNullable(s.drawOffer()), result, said,
                started || !s.moves().isEmpty() || s.isOver(), s.asked().isEmpty());
    }

    @Override
    public Optional<String> submit(Role from, Inbound action) {
        Refusable<Command> command = from == Role.BOARD ? fromBoard(action, words)
                : action instanceof Inbound.Say s ? Refusable.given(typed(s.text())) : fromListener(action, words);
        command.asOptional().ifPresent(session::submit);
        return command.refusal();
    }

    /**
     * A line typed on the listening page, read as the console reads a typed line: the same read-out keys
     * ({@code p echo}, {@code w N}, "last move") and help topics; the help names the page's own keys. Words go to
     * the session, which reads them once and answers help words among them with the page's help too.
     */
    Command typed(String text) {
        Optional<GameHelp.Topic> help = keys.help(text);
        if (help.isPresent()) {
            return new Command.Notice(GameHelp.onPage(words, profile, announcer, help.get()));
        }
        return keys.command(text).orElseGet(() -> Command.Typed.onThePage(text));
    }

    @Override
    public void subscribe(Consumer<TabletEvent> listener) {
        listeners.add(listener);
    }

    /** Rule 6.5: a tablet game starts when the sighted player's board page is there (a second Start is ignored). */
    @Override
    public void boardConnected() {
        session.submit(new Command.Start());
    }

    /**
     * The sighted opponent's page: he moves, touches, offers or answers a draw, resigns (the page asked first). What
     * it cannot send is refused in one sentence in the game's {@code words}, and nothing changes.
     */
    static Refusable<Command> fromBoard(Inbound action, Words words) {
        if (action instanceof Inbound.Touch t) {
            return to(new Command.Touch(t.square()));                     // rule 2.9e
        }
        if (action instanceof Inbound.MoveRequest m) {
            return to(new Command.OpponentMove(m.move().uci()));
        }
        if (action instanceof Inbound.Draw d) {
            return to(new Command.OpponentAction(d.action() == Inbound.DrawAction.DECLINE
                    ? Command.Action.DECLINE : Command.Action.DRAW));
        }
        if (action instanceof Inbound.Resign) {
            return to(new Command.OpponentAction(Command.Action.RESIGN));
        }
        if (action instanceof Inbound.Claim) {
            return to(new Command.OpponentAction(Command.Action.CLAIM));        // rules 9.2, 9.3
        }
        return Refusable.refused(words.say("tablet.msg.board-cannot"));
    }

    private static Refusable<Command> to(Command command) {
        return Refusable.given(command);
    }

    /**
     * The blind player's page: what he types and asks, as at the keyboard; Hektor asks before resign and draw. What
     * it cannot send is refused in one sentence in the game's {@code words}, and nothing changes.
     */
    static Refusable<Command> fromListener(Inbound action, Words words) {
        if (action instanceof Inbound.Say s) {
            return to(Command.Typed.onThePage(s.text()));
        }
        if (action instanceof Inbound.Ask a) {
            CommandWord word = switch (a.question()) {
                case REPEAT -> CommandWord.REPEAT;
                case TIME -> CommandWord.TIME;                          // rule 2.9d: only on request
                case POSITION -> CommandWord.POSITION;
                case WHERE -> CommandWord.WHERE;
                case WHAT -> CommandWord.WHAT;
            };
            return to(new Command.Request(new Heard.Command(word, a.piece(), a.square())));
        }
        if (action instanceof Inbound.Confirm) {
            return to(new Command.Request(Heard.Command.of(CommandWord.CONFIRM)));
        }
        if (action instanceof Inbound.Correct) {
            return to(new Command.Request(Heard.Command.of(CommandWord.CORRECTION)));   // rule 2.6
        }
        if (action instanceof Inbound.Draw d) {
            if (d.action() == Inbound.DrawAction.DECLINE) {
                return Refusable.refused(words.say("tablet.msg.decline-by-moving"));   // rule 9.1.2.3
            }
            return to(new Command.Request(Heard.Command.of(CommandWord.DRAW)));
        }
        if (action instanceof Inbound.Resign) {
            return to(new Command.Request(Heard.Command.of(CommandWord.RESIGN)));
        }
        if (action instanceof Inbound.Claim) {
            return to(new Command.Request(Heard.Command.of(CommandWord.CLAIM)));
        }
        return Refusable.refused(words.say("tablet.msg.listen-cannot"));
    }

    /** A session event, on the session's thread: followed, then handed to the server. */
    private void published(Event e) {
        if (e instanceof Event.MoveMade m) {
            // the session waits for the repeat exactly when it says so: a move of the opponent, repeats on
            boolean waits = m.by() == settings.opponent() && settings.repeatCheck() && settings.mode() != Mode.ASSISTED;
            repeat = waits ? m.text() : null;
        } else if (e instanceof Event.RepeatChecked || e instanceof Event.GameStarted) {
            repeat = null;
            started |= e instanceof Event.GameStarted;
        } else if (e instanceof Event.ConfirmationNeeded c) {
            question = c.text();
        } else if (e instanceof Event.Asked a) {
            question = a.text();
        } else if (e instanceof Event.GameOver g) {
            over = g.text();
            repeat = null;
        }
        if (!e.text().isEmpty()) {
            synchronized (recent) {
                recent.addLast(e.text());
                while (recent.size() > RECENT) {
                    recent.removeFirst();
                }
            }
        }
        TabletEvent event = new TabletEvent(kind(e), e.text());
        listeners.forEach(l -> l.accept(event));
    }

    static String kind(Event e) {
        if (e instanceof Event.MoveMade) {
            return "move";
        } else if (e instanceof Event.Touched) {
            return "touch";
        } else if (e instanceof Event.MoveProposed) {
            return "readback";
        } else if (e instanceof Event.Asked) {
            return "ask";
        } else if (e instanceof Event.ConfirmationNeeded) {
            return "question";
        } else if (e instanceof Event.Rejected) {
            return "reject";
        } else if (e instanceof Event.RepeatChecked) {
            return "repeat";
        } else if (e instanceof Event.ClockCall) {
            return "clock";
        } else if (e instanceof Event.DrawOffered || e instanceof Event.DrawDeclined || e instanceof Event.ClaimRejected) {
            return "draw";
        } else if (e instanceof Event.GameOver) {
            return "over";
        }
        return "info";
    }
}
