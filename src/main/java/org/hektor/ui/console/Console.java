package org.hektor.ui.console;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.IntUnaryOperator;
import org.hektor.chess.Color;
import org.hektor.chess.Piece;
import org.hektor.chess.Square;
import org.hektor.clock.ClockSnapshot;
import org.hektor.notation.Announcer;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Profile;
import org.hektor.session.Command;
import org.hektor.session.Event;
import org.hektor.session.GameSession;
import org.hektor.words.GameHelp;
import org.hektor.words.TypedLine;
import org.hektor.words.Words;
import org.hektor.session.Mode;
import org.hektor.session.State;
import org.hektor.session.TypedKeys;
import org.hektor.session.Verbosity;
import org.hektor.speech.hearing.PushToTalk;

/**
 * The text interface, made for a screen reader and a braille display: every event's sentence printed as one plain
 * line (exactly what the speaker says), no colour, no cursor movement, no prompt characters. Typed lines are the
 * spoken vocabulary, SAN in any language, UCI or a command word, passed to the session as they are; a few short
 * keys save typing:
 * <pre>
 * r            repeat the last move          t        time and move count (rule 2.9d)
 * p            position by piece type        p files  by file        p ranks  by rank
 * p e, p 4     one file, one rank            w N      where are the knights (any piece letter or word)
 * s e4         what is on e4                 x        write the scoresheets now
 * v            push-to-talk: the talk key down, and up again (said each time: "Listening." / "Not listening.")
 * k            brief or normal talk (--verbosity): brief says only moves and questions
 * ?            help                          q        quit; the game stays in the journal for --resume
 * .            silence Hektor at once (what he was still to say is dropped; r says the last move again)
 * state        one line for tools: ply, side to move, both clocks in milliseconds, moves in UCI, FEN
 * </pre>
 * In tablet and assisted mode, a line starting with {@code >} is the sighted opponent's: a move ({@code > e5}),
 * {@code > touch g8}, {@code > draw}, {@code > decline}, {@code > resign}, {@code > claim}, {@code > claim flag}.
 * The two boards and scoresheets (rules 2.7, 2.8; docs/two-boards.md): {@code b} starts a line about
 * the blind player's own board or sheet, {@code >} one about his opponent's (in an assisted game; the tablet is a
 * board of its own):
 * <pre>
 * b lift e2    b place e4    b remove e4    b put Q e8     hands on the board (FEN letters: Q white, q black)
 * b board rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR       "my board shows …"
 * b sheet e4 e5 Nf3 Nc6                                        "my scoresheet says …" (move numbers may be written)
 * check        compare both boards and sheets      reconcile    the arbiter rules by 2.7 or 2.8
 * </pre>
 */
public final class Console {
    private final GameSession session;
    private final PrintWriter out;
    private final Profile profile;
    private final Words messages;
    private final TypedKeys keys;
    private volatile PushToTalk talkKey;
    /** The voice's rate, changed by a step and returning the new words per minute; null without a voice. */
    private volatile IntUnaryOperator rate;
    /** The period key: Hektor silenced at once, as a screen reader's Ctrl does; nothing without a voice. */
    private volatile Runnable silence = () -> { };
    /** The key h: headphones on or off; returns whether they are now on. Null without a microphone. */
    private volatile java.util.function.BooleanSupplier headphones;
    private volatile java.util.function.Consumer<String> afterGame;
    /** How much + and - change the rate, in words per minute. */
    static final int RATE_STEP = 25;

    public Console(GameSession session, PrintWriter out) {
        this.session = session;
        this.out = out;
        this.profile = session.settings().notation();
        this.messages = Words.forLanguage(profile.language());
        this.keys = new TypedKeys(profile);
        // the microphone feeds the session, which reads each utterance once: help, rate and verbosity said come back
        // here, to be answered as their keys are
        session.talkWith(this::answer);
    }

    /**
     * Push-to-talk: the microphone is heard only while this key is down. A held key cannot be seen on a
     * line-oriented console (nor through a screen reader), so the line {@code v} presses it and the next {@code v}
     * releases it. Enter alone is not used: it confirms a move read back (contract §3).
     */
    public void useTalkKey(PushToTalk key) {
        this.talkKey = key;
    }

    /** The keys + and -: {@code change} takes a step in words per minute and returns the new rate. */
    public void useRate(IntUnaryOperator change) {
        this.rate = change;
    }

    /** The key h and the word "headphones": {@code toggle} switches them and says whether they are now on. */
    public void useHeadphones(java.util.function.BooleanSupplier toggle) {
        this.headphones = toggle;
    }

    /** The period key: what Hektor is saying stops at once and what he was still to say is dropped. */
    public void useSilence(Runnable stop) {
        this.silence = stop;
    }

    /**
     * Lines typed once the game is over go to {@code lines} (null: the input ended), not to the finished game: what
     * follows the game (the question whether to review it) reads the same keyboard, and nothing typed is lost.
     */
    public void afterGame(java.util.function.Consumer<String> lines) {
        afterGame = lines;
    }

    /** Prints an event's sentence on its own line (a subscriber of the session). */
    public void show(Event event) {
        if (!event.text().isEmpty()) {
            print(event.text());
        }
        if (event instanceof Event.Saved saved && !event.text().isEmpty()) {
            saved.files().forEach(this::print);     // paths are printed, never said: a path read aloud is noise
        }
    }

    /** A line of text for the console alone (start-up notes from the program, not the game). */
    public synchronized void print(String line) {
        out.println(line);
        out.flush();
    }

    /**
     * Reads typed lines until the input ends or the player quits, each passed to the session; then asks the
     * session to stop (the journal keeps the game).
     */
    public void readFrom(BufferedReader in) {
        try {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                java.util.function.Consumer<String> next = afterGame;
                if (next != null && session.isOver()) {
                    next.accept(line);
                    continue;
                }
                if (!take(line)) {
                    break;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("The keyboard could not be read", e);
        }
        java.util.function.Consumer<String> next = afterGame;
        if (next != null) {
            next.accept(null);     // the end of the input, for whoever reads after the game
        }
        if (!session.isOver()) {
            session.submit(new Command.Notice(messages.say("session.quit.kept")));
        }
        session.stop();
    }

    /** One typed line; false when it was the quit key. */
    public boolean take(String line) {
        if (TypedLine.typedNothing(line)) {      // an arrow key is not Enter, and no letter either
            session.submit(new Command.Notice(messages.say("session.typed.nothing")));
            return true;
        }
        String t = TypedLine.keys(line).strip();
        String lower = t.toLowerCase(Locale.ROOT);
        if (lower.equals("q") || lower.equals("quit")) {
            return false;
        }
        if (lower.equals(".")) {
            silence.run();
            return true;
        }
        if (lower.equals("v")) {
            session.submit(new Command.Notice(talk()));          // said and printed, in order with the game's words
            return true;
        }
        Optional<CommandWord> key = talkKey(lower);
        if (key.isPresent()) {
            talk(key.get());
            return true;
        }
        if (lower.equals("state")) {
            session.inOrder(() -> print(stateLine(session.state())));    // after the lines typed before it
            return true;
        }
        if (t.startsWith(">") && session.settings().mode() == Mode.TABLET) {
            // a tablet game waits for the board page (rule 6.5); an opponent typing at the console is at the board too
            session.submit(new Command.Start());
        }
        // words: the session reads them once, and hands help, rate and verbosity ("schneller", "kurz") to answer()
        String words = TypedLine.typedOnly(line);     // a move after an arrow key is the move
        command(t, lower).ifPresentOrElse(session::submit, () -> session.submit(Command.Typed.byTheTalker(words)));
        return true;
    }

    /** The keys ?, +, - and k, and the typed help with a topic in English or the profile's words ("? keys"). */
    private Optional<CommandWord> talkKey(String lower) {
        return switch (lower) {
            case "+" -> Optional.of(CommandWord.FASTER);
            case "-" -> Optional.of(CommandWord.SLOWER);
            // brief talk on or off; full is left to the option: it says what normal says
            case "k" -> Optional.of(session.verbosity() == Verbosity.BRIEF ? CommandWord.NORMAL : CommandWord.BRIEF);
            case "h" -> Optional.of(CommandWord.HEADPHONES);
            default -> keys.help(lower).map(topic -> switch (topic) {
                case OVERVIEW -> CommandWord.HELP;
                case COMMANDS -> CommandWord.HELP_COMMANDS;
                case KEYS -> CommandWord.HELP_KEYS;
                case POSITION -> CommandWord.HELP_POSITION;
            });
        };
    }

    /** One help, rate or verbosity command by key: its answer is said and printed in order with the game's words. */
    private void talk(CommandWord word) {
        session.submit(new Command.Notice(answer(word)));
    }

    /**
     * One help, rate or verbosity command, by key or by voice: carried out (the rate, the talk, the headphones), and
     * its answer returned; nothing in the game changes.
     */
    private String answer(CommandWord word) {
        String answer = switch (word) {
            case FASTER -> faster(RATE_STEP);
            case SLOWER -> faster(-RATE_STEP);
            case BRIEF -> verbosity(Verbosity.BRIEF);
            case NORMAL -> verbosity(Verbosity.NORMAL);
            case HEADPHONES -> headphones();
            default -> GameHelp.say(messages, profile, new Announcer(profile), GameHelp.Topic.of(word),
                    session.settings().mode() != Mode.PRACTICE);
        };
        if (word == CommandWord.HELP) {     // after the short greeting, the help says the whole of it first
            answer = session.greeting().map(g -> g + " ").orElse("") + answer;
        }
        return answer;
    }

    /** The command a short key or an opponent's line means; empty for everything the session reads as words. */
    Optional<Command> command(String t, String lower) {
        if (t.startsWith(">") && session.settings().mode() != Mode.PRACTICE) {
            String text = t.substring(1).strip();
            return Optional.of(board(session.settings().opponent(), text).orElseGet(() -> opponent(text)));
        }
        String[] parts = lower.split("\\s+", 2);
        String rest = parts.length > 1 ? parts[1].strip() : "";
        if (parts[0].equals("b") && !rest.isEmpty()) {
            Optional<Command> board = board(session.settings().player(), t.substring(1).strip());
            if (board.isPresent()) {
                return board;
            }
        }
        switch (parts[0]) {
            case "check", "prüfen", "проверка":        // the German and Russian sentences name their own words
                return rest.isEmpty() ? Optional.of(new Command.CheckBoards()) : Optional.empty();
            case "reconcile", "abgleichen", "сверка":
                return rest.isEmpty() ? Optional.of(new Command.Reconcile()) : Optional.empty();
            case "x":
                return rest.isEmpty() ? Optional.of(new Command.Export()) : Optional.empty();
            default:
                return keys.command(t);       // the read-out keys, the same on the tablet's listening page
        }
    }

    /** The rate one step faster or slower, and what the player hears about it. */
    private String faster(int step) {
        IntUnaryOperator change = rate;
        if (change == null) {
            return messages.say("session.rate.none");
        }
        return messages.say("session.rate", "rate", messages.number(change.applyAsInt(step)));
    }

    /** Headphones on or off, and what the player hears about it; without a microphone, that there is none to hear. */
    private String headphones() {
        java.util.function.BooleanSupplier toggle = headphones;
        if (toggle == null) {
            return messages.say("session.no.microphone");
        }
        return messages.say(toggle.getAsBoolean() ? "session.headphones.on" : "session.headphones.off");
    }

    /** Brief or normal talk, and what the player hears about it. */
    private String verbosity(Verbosity now) {
        session.verbosity(now);
        return messages.say(now == Verbosity.BRIEF ? "session.verbosity.brief" : "session.verbosity.normal");
    }

    /** The talk key toggled, and what the player hears about it. */
    private String talk() {
        PushToTalk key = talkKey;
        if (key == null) {
            return messages.say("session.listening.none");
        }
        return messages.say(key.toggle() ? "session.listening.on" : "session.listening.off");
    }

    private Command opponent(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        if (lower.startsWith("touch ") && lower.substring(6).strip().matches("[a-h][1-8]")) {
            return new Command.Touch(Square.parse(lower.substring(6).strip()));
        }
        return switch (lower.replaceAll("\\s+", " ")) {
            case "draw" -> new Command.OpponentAction(Command.Action.DRAW);
            case "decline" -> new Command.OpponentAction(Command.Action.DECLINE);
            case "resign" -> new Command.OpponentAction(Command.Action.RESIGN);
            case "claim" -> new Command.OpponentAction(Command.Action.CLAIM);
            case "claim flag" -> new Command.OpponentAction(Command.Action.CLAIM_FLAG);
            default -> new Command.OpponentMove(text);
        };
    }

    /**
     * A line about the board or scoresheet of the player of colour {@code owner} ({@code lift e2}, {@code put Q e8},
     * {@code board PLACEMENT}, {@code sheet MOVES}); empty when it starts with no such word. A line that starts with
     * one but is not right gets one sentence saying how it goes, and changes nothing.
     */
    Optional<Command> board(Color owner, String text) {
        String[] words = text.strip().split("\\s+");
        String verb = words[0].toLowerCase(Locale.ROOT);
        if (!List.of("lift", "place", "remove", "put", "board", "sheet").contains(verb)) {
            return Optional.empty();
        }
        boolean square = words.length >= 2 && words[words.length - 1].toLowerCase(Locale.ROOT).matches("[a-h][1-8]");
        Square last = square ? Square.parse(words[words.length - 1].toLowerCase(Locale.ROOT)) : null;
        Command c = switch (verb) {
            case "lift" -> words.length == 2 && square ? new Command.BoardEvent(owner, Command.BoardAction.LIFT, last) : null;
            case "place" -> words.length == 2 && square ? new Command.BoardEvent(owner, Command.BoardAction.PLACE, last) : null;
            case "remove" -> words.length == 2 && square ? new Command.BoardEvent(owner, Command.BoardAction.REMOVE, last) : null;
            case "put" -> words.length == 3 && square && words[1].matches("[PNBRQKpnbrqk]")
                    ? new Command.PutPiece(owner, Piece.fromFenLetter(words[1].charAt(0)), last) : null;
            case "board" -> words.length == 2 ? new Command.BoardShows(owner, words[1]) : null;
            default -> words.length >= 2 ? new Command.SheetShows(owner, entries(words)) : null;
        };
        return Optional.of(c != null ? c : new Command.Notice(messages.say("help.board")));
    }

    /** The entries of a scoresheet line: move numbers ("1." "12...") dropped, a "(=)" joined to its move. */
    private static List<String> entries(String[] words) {
        List<String> entries = new ArrayList<>();
        for (int i = 1; i < words.length; i++) {
            String w = words[i];
            if (w.matches("\\d+\\.+")) {
                continue;
            }
            if (w.equals("(=)") && !entries.isEmpty()) {
                entries.set(entries.size() - 1, entries.get(entries.size() - 1) + " (=)");
            } else {
                entries.add(w.replaceFirst("^\\d+\\.+", ""));
            }
        }
        return entries;
    }

    /**
     * The {@code state} line, for tools and tests:
     * {@code state ply=3 tomove=black white=295120 black=300000 running=true over=- moves=e2e4,e7e5,g1f3 fen=...}
     * (clocks in milliseconds, {@code -} for an untimed game; {@code over} is the PGN result once the game ended).
     */
    public static String stateLine(State s) {
        ClockSnapshot c = s.clock();
        return "state ply=" + s.ply()
                + " tomove=" + (s.toMove() == Color.WHITE ? "white" : "black")
                + " white=" + (c == null ? "-" : Long.toString(c.white().remainingMillis()))
                + " black=" + (c == null ? "-" : Long.toString(c.black().remainingMillis()))
                + " running=" + s.clockRunning()
                + " over=" + (s.outcome() == null ? "-" : s.outcome().result())
                + " moves=" + String.join(",", s.moves().stream().map(m -> m.uci()).toList())
                + " fen=" + s.fen();
    }
}
