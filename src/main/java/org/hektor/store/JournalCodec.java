package org.hektor.store;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Piece;
import org.hektor.chess.PieceType;
import org.hektor.chess.Square;
import org.hektor.chess.WholeNumber;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Heard;
import org.hektor.notation.Hypothesis;
import org.hektor.session.Command;
import org.hektor.words.Readout;
import org.hektor.session.Settings;
import org.hektor.session.Stamped;
import org.hektor.words.Refusable;

/**
 * The journal's text format: plain lines a person can read, tab-separated fields, with {@code %}, tab, carriage
 * return and line feed inside a field written as {@code %25 %09 %0D %0A}.
 *
 * <pre>
 * hektor-journal	2	mode=practice	words=ibca	language=en	style=long	control=300+2	player=white	...
 * 0	start
 * 5230	typed	Springer Gustav eins Felix drei
 * 6010	typed
 * 6120	engine	1	g8f6
 * 6500	tick
 * 9000	utter	Eva vier	0.82	Eva fünf	0.11
 * 9500	request	where	knight	-
 * 9800	board	white	lift	g1
 * 9900	put	black	q	e1
 * 9950	shows	white	rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R
 * 9990	sheet	black	e4	e5	Nf3 (=)
 * 9999	check
 * 10000	reconcile
 * 10500	decided	1	294000	300000	1	e2e4	1	proposal	e2e4	0.71
 * </pre>
 * In format 2 each line ends in its sequence number and checksum ({@link RecordFrame}).
 * The first line holds the {@link Settings}; every other line is one {@link Stamped} command: the session instant
 * in milliseconds, a tag, and the command's fields.
 */
public final class JournalCodec {
    public static final String MAGIC = "hektor-journal";
    /** The format written: 2, whose lines {@link RecordFrame} frames; 1 (the same text, unframed) is still read. */
    public static final int VERSION = 2;

    private JournalCodec() {
    }

    // ---- settings ----

    public static String header(Settings s) {
        Map<String, String> f = new LinkedHashMap<>();
        f.put("mode", s.mode().word());
        f.put("words", s.notation().name());
        f.put("language", s.notation().language());
        f.put("style", s.style().toString());
        f.put("control", s.control().pgn());
        f.put("player", s.player() == Color.WHITE ? "white" : "black");
        f.put("fen", s.start().fen());
        f.put("window", Long.toString(s.windowMillis()));
        f.put("repeat", Boolean.toString(s.repeatCheck()));
        f.put("playerName", s.playerName());
        f.put("opponentName", s.opponentName());
        f.put("created", s.created());
        List<String> fields = new ArrayList<>();
        fields.add(MAGIC);
        fields.add(Integer.toString(VERSION));
        f.forEach((k, v) -> fields.add(k + "=" + escape(v)));
        return String.join("\t", fields);
    }

    /**
     * The settings of a journal's first line; a line that holds none is an {@link IllegalArgumentException} with the
     * reason ({@link SettingsFields#read} is the value form a reader of files uses).
     */
    public static Settings settings(String line) {
        return SettingsFields.read(line).orElseThrow();
    }

    // ---- commands ----

    /** One journal line, without its line end. */
    public static String line(Stamped entry) {
        List<String> f = new ArrayList<>();
        f.add(Long.toString(entry.at()));
        Command c = entry.command();
        if (c instanceof Command.Start) {
            f.add("start");
        } else if (c instanceof Command.Utterance u) {
            f.add("utter");
            for (Hypothesis h : u.hypotheses()) {
                f.add(h.text());
                f.add(h.confidence().isPresent() ? Double.toString(h.confidence().getAsDouble()) : "-");
            }
        } else if (c instanceof Command.Typed t) {
            f.add("typed");
            f.add(t.text());
        } else if (c instanceof Command.Request r) {
            f.add("request");
            f.add(r.command().word().key());
            f.add(r.command().piece().map(p -> p.name().toLowerCase(java.util.Locale.ROOT)).orElse("-"));
            f.add(r.command().square().map(Square::name).orElse("-"));
        } else if (c instanceof Command.Help) {
            f.add("help");
        } else if (c instanceof Command.Read r) {
            f.add("read");
            f.add(r.by().word());
            f.add(Integer.toString(r.index()));
        } else if (c instanceof Command.OpponentMove m) {
            f.add("opponent");
            f.add(m.text());
        } else if (c instanceof Command.Touch t) {
            f.add("touch");
            f.add(t.square().name());
        } else if (c instanceof Command.OpponentAction a) {
            f.add("action");
            f.add(a.action().name().toLowerCase(java.util.Locale.ROOT));
        } else if (c instanceof Command.EngineMove m) {
            f.add("engine");
            f.add(Integer.toString(m.ply()));
            f.add(m.move().uci());
        } else if (c instanceof Command.BoardEvent b) {
            f.add("board");
            f.add(b.board() == Color.WHITE ? "white" : "black");
            f.add(b.action().name().toLowerCase(java.util.Locale.ROOT));
            f.add(b.square().name());
        } else if (c instanceof Command.PutPiece p) {
            f.add("put");
            f.add(p.board() == Color.WHITE ? "white" : "black");
            f.add(Character.toString(p.piece().fenLetter()));
            f.add(p.square().name());
        } else if (c instanceof Command.BoardShows b) {
            f.add("shows");
            f.add(b.board() == Color.WHITE ? "white" : "black");
            f.add(b.placement());
        } else if (c instanceof Command.SheetShows sh) {
            f.add("sheet");
            f.add(sh.player() == Color.WHITE ? "white" : "black");
            f.addAll(sh.entries());
        } else if (c instanceof Command.CheckBoards) {
            f.add("check");
        } else if (c instanceof Command.Reconcile) {
            f.add("reconcile");
        } else if (c instanceof Command.Tick) {
            f.add("tick");
        } else if (c instanceof Command.Resumed) {
            f.add("resumed");
        } else if (c instanceof Command.Export) {
            f.add("export");
        } else if (c instanceof Command.Notice n) {
            f.add("notice");
            f.add(n.text());
        } else if (c instanceof Command.Decided d) {
            f.add("decided");
            HeardFields.write(d, f);
        } else {
            throw new IllegalArgumentException("The journal cannot write " + c);
        }
        List<String> escaped = new ArrayList<>(f.size());
        f.forEach(x -> escaped.add(escape(x)));
        return String.join("\t", escaped);
    }

    /** Reads one journal line back; a damaged line is an {@link IllegalArgumentException} saying what is wrong. */
    public static Stamped parse(String line) {
        return read(line).orElseThrow();
    }

    /** Reads one journal line back, or refuses it with what is wrong (a damaged line is an ordinary answer). */
    public static Refusable<Stamped> read(String line) {
        String[] raw = line.split("\t", -1);
        String[] f = new String[raw.length];
        for (int i = 0; i < raw.length; i++) {
            Optional<String> field = unescaped(raw[i]);
            if (field.isEmpty()) {
                return Refusable.refused(brokenEscape(raw[i]));
            }
            f[i] = field.get();
        }
        if (f.length < 2) {
            return Refusable.refused("the line has no command");
        }
        OptionalLong at = WholeNumber.ofLong(f[0]);
        if (at.isEmpty()) {
            return Refusable.refused("'" + f[0] + "' is not an instant");
        }
        RecordFields in = new RecordFields(f, 2, f[1].equals("decided") ? "the decided record lacks a field"
                : "the " + f[1] + " command lacks a field");
        Optional<? extends Command> c = f[1].equals("decided") ? HeardFields.read(in) : command(f[1], in);
        return c.isPresent() ? Refusable.given(new Stamped(at.getAsLong(), c.get()))
                : Refusable.refused(in.problem().orElse("'" + f[1] + "' is not a command the journal knows"));
    }

    /** The command a tag and its fields name; empty with {@code in}'s problem, or with none for an unknown tag. */
    private static Optional<? extends Command> command(String tag, RecordFields in) {
        return switch (tag) {
            case "start" -> Optional.of(new Command.Start());
            case "utter" -> utterance(in);
            case "typed" -> in.text().map(Command.Typed::new);
            case "request" -> in.word().flatMap(w -> in.choiceOrNone(PieceType.class, "piece").flatMap(p ->
                    in.squareOrNone().map(sq -> new Command.Request(new Heard.Command(w, p, sq)))));
            case "help" -> Optional.of(new Command.Help());
            case "read" -> readOut(in);
            case "opponent" -> in.text().map(Command.OpponentMove::new);
            case "touch" -> in.square().map(Command.Touch::new);
            case "action" -> in.choice(Command.Action.class, "action").map(Command.OpponentAction::new);
            case "engine" -> in.whole().flatMap(ply -> in.move().map(m -> new Command.EngineMove(ply, m)));
            case "board" -> in.colour().flatMap(b -> in.choice(Command.BoardAction.class, "hand action").flatMap(a ->
                    in.square().map(sq -> new Command.BoardEvent(b, a, sq))));
            case "put" -> in.colour().flatMap(b -> in.piece().flatMap(p -> in.square().map(sq -> new Command.PutPiece(b, p, sq))));
            case "shows" -> in.colour().flatMap(b -> in.text().map(placement -> new Command.BoardShows(b, placement)));
            case "sheet" -> in.colour().map(p -> new Command.SheetShows(p, in.rest()));
            case "check" -> Optional.of(new Command.CheckBoards());
            case "reconcile" -> Optional.of(new Command.Reconcile());
            case "tick" -> Optional.of(new Command.Tick());
            case "resumed" -> Optional.of(new Command.Resumed());
            case "export" -> Optional.of(new Command.Export());
            case "notice" -> in.text().map(Command.Notice::new);
            default -> Optional.empty();
        };
    }

    /** The hypotheses as text and confidence pairs ({@code -} for none); a last field without its pair is left. */
    private static Optional<Command.Utterance> utterance(RecordFields in) {
        List<Hypothesis> hs = new ArrayList<>();
        while (in.hasPair()) {
            Optional<String> text = in.text();
            Optional<OptionalDouble> confidence = in.decimalOrNone();
            if (text.isEmpty() || confidence.isEmpty()) {
                return Optional.empty();
            }
            hs.add(new Hypothesis(text.get(), confidence.get()));
        }
        return Optional.of(new Command.Utterance(hs));
    }

    private static Optional<Command.Read> readOut(RecordFields in) {
        return in.choice(Readout.By.class, "read-out").flatMap(by -> in.whole().flatMap(index ->
                Command.Read.refusal(by, index).<Optional<Command.Read>>map(in::fail)
                        .orElseGet(() -> Optional.of(new Command.Read(by, index)))));
    }

    /** The command word whose key is {@code key}. */
    static Optional<CommandWord> word(String key) {
        return Arrays.stream(CommandWord.values()).filter(w -> w.key().equals(key)).findFirst();
    }

    static String notAWord(String key) {
        return "'" + key + "' is not a command word";
    }

    /** The piece a FEN letter names. */
    static Optional<Piece> piece(String s) {
        return s.length() == 1 && "PNBRQKpnbrqk".indexOf(s.charAt(0)) >= 0 ? Optional.of(Piece.fromFenLetter(s.charAt(0)))
                : Optional.empty();
    }

    static String notAColour(String s) {
        return "'" + s + "' is not a colour";
    }

    /** The colour a field names ({@code white}, {@code black}), or empty. */
    static Optional<Color> colour(String s) {
        return switch (s) {
            case "white" -> Optional.of(Color.WHITE);
            case "black" -> Optional.of(Color.BLACK);
            default -> Optional.empty();
        };
    }

    static String escape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (char ch : s.toCharArray()) {
            switch (ch) {
                case '%' -> sb.append("%25");
                case '\t' -> sb.append("%09");
                case '\n' -> sb.append("%0A");
                case '\r' -> sb.append("%0D");
                default -> sb.append(ch);
            }
        }
        return sb.toString();
    }

    /** A field as it was before {@link #escape}; empty for a {@code %} that starts no escape (a damaged field). */
    static Optional<String> unescaped(String s) {
        if (s.indexOf('%') < 0) {
            return Optional.of(s);
        }
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch == '%' && i + 2 < s.length()) {
                int high = Character.digit(s.charAt(i + 1), 16);
                int low = Character.digit(s.charAt(i + 2), 16);
                if (high < 0 || low < 0) {
                    return Optional.empty();
                }
                sb.append((char) (high * 16 + low));
                i += 2;
            } else {
                sb.append(ch);
            }
        }
        return Optional.of(sb.toString());
    }

    static String brokenEscape(String field) {
        return "the field '" + field + "' has a % that starts no escape";
    }
}
