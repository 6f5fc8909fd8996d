package org.hektor.arbiter.script;

import static org.hektor.arbiter.script.ScriptWords.checkPlainText;
import static org.hektor.arbiter.script.ScriptWords.duration;
import static org.hektor.arbiter.script.ScriptWords.expectWords;
import static org.hektor.arbiter.script.ScriptWords.hms;
import static org.hektor.arbiter.script.ScriptWords.name;
import static org.hektor.arbiter.script.ScriptWords.one;
import static org.hektor.arbiter.script.ScriptWords.piece;
import static org.hektor.arbiter.script.ScriptWords.rest;
import static org.hektor.arbiter.script.ScriptWords.square;
import static org.hektor.arbiter.script.ScriptWords.unquote;


import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import org.hektor.arbiter.Action;
import org.hektor.arbiter.Arbiter;
import org.hektor.arbiter.ArbiterEvent;
import org.hektor.chess.Color;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.chess.San;
import org.hektor.chess.SanReading;
import org.hektor.clock.ManualTimeSource;
import org.hektor.notation.Heard;
import org.hektor.notation.Profile;
import org.hektor.notation.Understanding;

/**
 * Runs an arbiter scenario: lines of events in, lines of events and plans out (docs/arbiter-scenarios.md).
 * Used by {@code hektor arbiter --script FILE} and by the scenario tests, so both run the same thing. Time is a
 * {@link ManualTimeSource} moved only by {@code time} lines. Lines are read one at a time ({@link #read}), so a script
 * of any length costs the memory of one line; each printed line goes to the printer as soon as it is known. A line
 * that cannot be read stops the run with one sentence naming its number, as an {@link IllegalArgumentException};
 * what the earlier lines printed stays printed.
 */
public final class ArbiterScript {
    /** One printed line and the number of the script line that caused it. */
    public record Output(int line, String text) {
    }

    private final List<Output> output = new ArrayList<>();
    private final Consumer<Output> printer;
    private final ManualTimeSource time = new ManualTimeSource();
    private final ScriptSettings settings;
    private Arbiter arbiter;
    private int lineNumber;

    /** A script whose printed lines are kept, for {@link #run} and {@link #output()}. */
    public ArbiterScript() {
        this(null);
    }

    /**
     * A script that hands each printed line to {@code printer} as soon as it is known (and keeps none), in the
     * documented defaults: both players with the IBCA words, explanations in English.
     */
    public ArbiterScript(Consumer<Output> printer) {
        this(printer, Profile.load(Profile.DEFAULT, "en"));
    }

    /**
     * A script as above whose players use {@code words}' move words and whose explanations and instructions are in
     * its language unless the scenario's {@code profile} and {@code language} lines say otherwise.
     */
    public ArbiterScript(Consumer<Output> printer, Profile words) {
        this.printer = printer == null ? output::add : printer;
        this.settings = new ScriptSettings(words);
    }

    /** Runs every line; a bad one stops the run with an {@link IllegalArgumentException} naming it. */
    public List<Output> run(List<String> lines) {
        lines.forEach(this::read);
        return output();
    }

    /** Runs the next line of the script; a bad one is an {@link IllegalArgumentException} naming it. */
    public void read(String raw) {
        lineNumber++;
        String line = raw.strip();
        try {
            checkPlainText(raw);
            if (line.isEmpty() || line.startsWith("#") || line.startsWith(">")) {
                return;
            }
            execute(line);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Line " + lineNumber + ": " + e.getMessage(), e);
        }
    }

    /** What has been printed so far (by a script that keeps its lines). */
    public List<Output> output() {
        return List.copyOf(output);
    }

    // ---- lines ----

    private void execute(String line) {
        String[] words = line.split("\\s+");
        String verb = words[0].toLowerCase(Locale.ROOT);
        if (ScriptSettings.isSetting(verb)) {
            if (arbiter != null) {
                throw new IllegalArgumentException("'" + verb + "' is a setting; settings come before the first event.");
            }
            settings.set(verb, rest(line, 1), words);
            return;
        }
        Arbiter a = arbiter();
        switch (verb) {
            case "white", "black" -> player(verb.equals("white") ? Color.WHITE : Color.BLACK, line, words);
            case "move" -> move(rest(line, 1));
            case "time" -> {
                time.advance(duration(rest(line, 1)));
                print(a.handle(new Action.Tick()));
            }
            case "clock" -> {
                expectWords(words, 1, "clock");
                var c = a.clock();
                say((c == null ? "no clock" : "clock white " + hms(c.white().remainingMillis()) + " black "
                        + hms(c.black().remainingMillis())) + ", " + name(a.toMove()) + " to move");
            }
            case "clocks" -> {
                if (words.length != 2 || !List.of("stop", "start").contains(words[1].toLowerCase(Locale.ROOT))) {
                    throw new IllegalArgumentException("'clocks' is followed by stop or start (6.12).");
                }
                print(a.handle(words[1].equalsIgnoreCase("stop") ? new Action.StopClocks() : new Action.StartClocks()));
            }
            case "check", "reconcile", "adjourn", "resume" -> { // the arbiter's own steps take no argument
                expectWords(words, 1, verb);
                print(a.handle(switch (verb) {
                    case "check" -> new Action.Check();
                    case "reconcile" -> new Action.Reconcile();
                    case "adjourn" -> new Action.Adjourn();
                    default -> new Action.Resume();
                }));
            }
            default -> throw new IllegalArgumentException("'" + words[0] + "' is not something a scenario line starts "
                    + "with; see docs/arbiter-scenarios.md.");
        }
    }

    private Arbiter arbiter() {
        if (arbiter == null) {
            arbiter = settings.game(time);
        }
        return arbiter;
    }

    private void player(Color player, String line, String[] words) {
        if (words.length < 2) {
            throw new IllegalArgumentException("'" + words[0] + "' needs what the player does, for example "
                    + words[0] + " press.");
        }
        String verb = words[1].toLowerCase(Locale.ROOT);
        String arg = rest(line, 2);
        Action action = switch (verb) {
            case "lift" -> new Action.Lift(player, square(arg));
            case "place" -> new Action.Place(player, square(arg));
            case "remove" -> new Action.Remove(player, square(arg));
            case "touch" -> new Action.Touch(player, square(arg));
            case "adjust" -> new Action.Adjust(player, square(arg));
            case "put" -> {
                if (words.length != 4) {
                    throw new IllegalArgumentException("'put' takes a piece letter and a square: white put Q e8.");
                }
                yield new Action.Put(player, piece(words[2]), square(words[3]));
            }
            case "board" -> new Action.Report(player, one(arg, "board", "a placement such as "
                    + "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"));
            case "follows" -> new Action.Follow(player);
            case "sheet" -> {
                if (!arg.isEmpty()) {
                    throw new IllegalArgumentException("'sheet' stands alone after the side: white sheet.");
                }
                say("sheet " + name(player) + ": " + arbiter().boards().sheet(player).text());
                yield null;
            }
            case "announces" -> spoken(player, arg, true);
            case "corrects" -> spoken(player, arg, false);
            case "press", "presses" -> new Action.Press(player);
            case "writes" -> {
                if (arg.isEmpty()) {
                    throw new IllegalArgumentException("'writes' needs the text written, for example white writes Nf3.");
                }
                yield new Action.Write(player, unquote(arg));
            }
            case "offers" -> {
                if (!arg.equalsIgnoreCase("draw")) {
                    throw new IllegalArgumentException("A player offers a draw: " + words[0] + " offers draw.");
                }
                yield new Action.Offer(player);
            }
            case "accepts" -> new Action.Accept(player);
            case "declines" -> new Action.Decline(player);
            case "resigns" -> new Action.Resign(player);
            case "claims" -> claim(player, arg);
            case "seals" -> {
                if (arg.isEmpty()) {
                    throw new IllegalArgumentException("'seals' needs the move as written for the envelope.");
                }
                yield new Action.Seal(player, unquote(arg));
            }
            default -> throw new IllegalArgumentException("'" + words[1] + "' is not something a player does in a "
                    + "scenario; see docs/arbiter-scenarios.md.");
        };
        if (action != null) {
            print(arbiter().handle(action));
        }
    }

    /**
     * An announcement: UCI (even an illegal move), SAN in any letters, or the player's spoken words. What cannot be
     * understood as one legal move is refused for the player, as the spoken-notation contract says (never guess).
     */
    private Action spoken(Color player, String text, boolean announce) {
        Move move = understand(player, unquote(text), positionFor(player));
        if (move == null) {
            return null;
        }
        return announce ? new Action.Announce(player, move) : new Action.Correct(player, move);
    }

    /**
     * Where a player's words are read: the position now, or — for a player who is not to move, whose correction
     * comes after his clock was switched (2.6) — the position his last move was made in, so the arbiter, not the
     * reader, answers it.
     */
    private Position positionFor(Color player) {
        Arbiter a = arbiter();
        List<Position> record = a.boards().gameRecord();
        if (a.toMove() != player && record.size() > 1 && record.get(record.size() - 2).sideToMove() == player) {
            return record.get(record.size() - 2);
        }
        return a.position();
    }

    private Move understand(Color player, String text) {
        return understand(player, text, arbiter().position());
    }

    private Move understand(Color player, String text, Position position) {
        if (text.isEmpty()) {
            throw new IllegalArgumentException("Say which move, for example: white announces Springer Gustav eins Felix drei.");
        }
        if (Move.isUciSyntax(text)) {
            return Move.fromUci(text);
        }
        if (!text.contains(" ")) {
            SanReading read = San.read(position, text, settings.profile(player).letters());
            if (read instanceof SanReading.Found found) {
                return found.found();
            }
            if (!(read instanceof SanReading.NotSan)) {
                refuse(player, read.reason());
                return null;
            }
        }
        Heard heard = new Understanding(settings.profile(player)).understand(position, text);
        if (heard instanceof Heard.Proposal p) {
            return p.move();
        }
        if (heard instanceof Heard.Ask ask) {
            refuse(player, "'" + text + "' fits " + ask.moves().size() + " moves: "
                    + String.join(", ", ask.moves().stream().map(m -> San.of(position, m)).toList()) + ".");
        } else if (heard instanceof Heard.Reject r) {
            refuse(player, "'" + text + "' is not understood as a move: " + r.reason() + ".");
        } else {
            refuse(player, "'" + text + "' is a command, not a move.");
        }
        return null;
    }

    private Action claim(Color player, String arg) {
        String[] parts = arg.split("\\s+", 2);
        Action.Claim claim = claimNamed(parts[0]).orElseThrow(() -> new IllegalArgumentException(
                "A claim is repetition, fifty, flag, illegal or touch, not '" + parts[0] + "'."));
        Move intended = null;
        if (parts.length > 1) {
            if (claim != Action.Claim.REPETITION && claim != Action.Claim.FIFTY) {
                throw new IllegalArgumentException("Only a claim of repetition or fifty moves has an intended move.");
            }
            intended = understand(player, unquote(parts[1]));
            if (intended == null) {
                return null;
            }
        }
        return new Action.Claiming(player, claim, intended);
    }

    /** The claim a script names (its name in any case), or empty for a word that names none. */
    static Optional<Action.Claim> claimNamed(String word) {
        String name = word.toUpperCase(Locale.ROOT);
        return Arrays.stream(Action.Claim.values()).filter(c -> c.name().equals(name)).findFirst();
    }

    /**
     * A whole move made correctly: the side to move makes it on his board (and announces it if he is the visually
     * impaired player) and presses; the opponent carries it out on his board; both write it. Prints what the
     * arbiter says, without the touches of the move itself.
     */
    private void move(String text) {
        Arbiter a = arbiter();
        Color mover = a.toMove();
        Move move = understand(mover, unquote(text));
        if (move == null) {
            return;
        }
        Position before = a.position();
        if (!before.isLegal(move)) {
            refuse(mover, move.uci() + " is not a legal move; 'move' makes legal moves only.");
            return;
        }
        List<Action> steps = new ArrayList<>(Action.handMovements(mover, before, move));
        if (mover == settings.blind()) {
            steps.add(new Action.Announce(mover, move));
        }
        steps.add(new Action.Press(mover));
        steps.addAll(Action.handMovements(mover.opposite(), before, move));
        for (Color c : Color.values()) {
            steps.add(new Action.Write(c, San.of(before, move, settings.profile(c).letters())));
        }
        for (Action step : steps) {
            List<ArbiterEvent> events = a.handle(step);
            print(events.stream().filter(e -> !(e instanceof ArbiterEvent.Touched)).toList());
            if (events.stream().anyMatch(e -> e instanceof ArbiterEvent.Refused || e instanceof ArbiterEvent.GameOver)) {
                return;
            }
        }
    }

    // ---- printing ----

    private void refuse(Color player, String reason) {
        print(List.of(new ArbiterEvent.Refused(player, reason)));
    }

    private void say(String text) {
        printer.accept(new Output(lineNumber, text));
    }

    private void print(List<ArbiterEvent> events) {
        for (ArbiterEvent e : events) {
            for (String text : new EventLines(settings::instructions, settings.start()).lines(e)) {
                say(text);
            }
        }
    }


}
