package org.hektor.arbiter.script;

import static org.hektor.arbiter.script.ScriptWords.alone;
import static org.hektor.arbiter.script.ScriptWords.duration;
import static org.hektor.arbiter.script.ScriptWords.hms;
import static org.hektor.arbiter.script.ScriptWords.name;
import static org.hektor.arbiter.script.ScriptWords.notPlainText;
import static org.hektor.arbiter.script.ScriptWords.one;
import static org.hektor.arbiter.script.ScriptWords.piece;
import static org.hektor.arbiter.script.ScriptWords.rest;
import static org.hektor.arbiter.script.ScriptWords.square;
import static org.hektor.arbiter.script.ScriptWords.unquote;


import java.time.Duration;
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
import org.hektor.words.Refusable;

/**
 * Runs an arbiter scenario: lines of events in, lines of events and plans out (docs/arbiter-scenarios.md).
 * Used by {@code hektor arbiter --script FILE} and by the scenario tests, so both run the same thing. Time is a
 * {@link ManualTimeSource} moved only by {@code time} lines. Lines are read one at a time ({@link #read}), so a script
 * of any length costs the memory of one line; each printed line goes to the printer as soon as it is known. A line
 * that cannot be read is answered with one sentence naming its number ({@link #reading}), or stops the run as an
 * {@link IllegalArgumentException} with that sentence ({@link #read}); what the earlier lines printed stays printed.
 */
public final class ArbiterScript {
    /** One printed line and the number of the script line that caused it. */
    public record Output(int line, String text) {
    }

    private static final String SAY_WHICH =
            "Say which move, for example: white announces Springer Gustav eins Felix drei.";

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

    /**
     * Runs the next line of the script; a bad one is an {@link IllegalArgumentException} with the sentence
     * {@link #reading} answers (the form of the command line and the tests).
     */
    public void read(String raw) {
        reading(raw).ifPresent(sentence -> {
            throw new IllegalArgumentException(sentence);
        });
    }

    /**
     * Runs the next line of the script. The answer is why it cannot be run, one sentence starting {@code Line N: },
     * or empty when it ran; what the lines printed stays printed.
     */
    public Optional<String> reading(String raw) {
        lineNumber++;
        String line = raw.strip();
        Optional<String> refusal = notPlainText(raw);
        if (refusal.isEmpty() && !line.isEmpty() && !line.startsWith("#") && !line.startsWith(">")) {
            refusal = execute(line);
        }
        return refusal.map(sentence -> "Line " + lineNumber + ": " + sentence);
    }

    /** What has been printed so far (by a script that keeps its lines). */
    public List<Output> output() {
        return List.copyOf(output);
    }

    // ---- lines ----

    /** Runs one line; the answer is why it cannot be run, or empty when it ran. */
    private Optional<String> execute(String line) {
        String[] words = line.split("\\s+");
        String verb = words[0].toLowerCase(Locale.ROOT);
        if (ScriptSettings.isSetting(verb)) {
            if (arbiter != null) {
                return Optional.of("'" + verb + "' is a setting; settings come before the first event.");
            }
            return settings.set(verb, rest(line, 1), words);
        }
        if (arbiter == null) {
            Refusable<Arbiter> game = settings.game(time);
            if (game.refusal().isPresent()) {
                return game.refusal();
            }
            arbiter = game.orElseThrow();
        }
        Arbiter a = arbiter;
        return switch (verb) {
            case "white", "black" -> player(verb.equals("white") ? Color.WHITE : Color.BLACK, line, words);
            case "move" -> move(rest(line, 1));
            case "time" -> {
                Refusable<Duration> duration = duration(rest(line, 1));
                duration.asOptional().ifPresent(d -> {
                    time.advance(d);
                    print(a.handle(new Action.Tick()));
                });
                yield duration.refusal();
            }
            case "clock" -> {
                if (words.length == 1) {
                    var c = a.clock();
                    say((c == null ? "no clock" : "clock white " + hms(c.white().remainingMillis()) + " black "
                            + hms(c.black().remainingMillis())) + ", " + name(a.toMove()) + " to move");
                }
                yield alone(words, verb);
            }
            case "clocks" -> {
                if (words.length != 2 || !List.of("stop", "start").contains(words[1].toLowerCase(Locale.ROOT))) {
                    yield Optional.of("'clocks' is followed by stop or start (6.12).");
                }
                print(a.handle(words[1].equalsIgnoreCase("stop") ? new Action.StopClocks() : new Action.StartClocks()));
                yield Optional.empty();
            }
            case "check", "reconcile", "adjourn", "resume" -> { // the arbiter's own steps take no argument
                if (words.length == 1) {
                    print(a.handle(switch (verb) {
                        case "check" -> new Action.Check();
                        case "reconcile" -> new Action.Reconcile();
                        case "adjourn" -> new Action.Adjourn();
                        default -> new Action.Resume();
                    }));
                }
                yield alone(words, verb);
            }
            default -> Optional.of("'" + words[0] + "' is not something a scenario line starts with; see "
                    + "docs/arbiter-scenarios.md.");
        };
    }

    private Optional<String> player(Color player, String line, String[] words) {
        if (words.length < 2) {
            return Optional.of("'" + words[0] + "' needs what the player does, for example " + words[0] + " press.");
        }
        String verb = words[1].toLowerCase(Locale.ROOT);
        String arg = rest(line, 2);
        switch (verb) {
            case "sheet" -> {
                if (!arg.isEmpty()) {
                    return Optional.of("'sheet' stands alone after the side: white sheet.");
                }
                say("sheet " + name(player) + ": " + arbiter.boards().sheet(player).text());
                return Optional.empty();
            }
            case "announces", "corrects" -> {
                return spoken(player, arg, verb.equals("announces"));
            }
            case "claims" -> {
                return claim(player, arg);
            }
            default -> {
                // an action of the player's hands or words, below
            }
        }
        Refusable<Action> action = switch (verb) {
            case "lift" -> square(arg).map(s -> new Action.Lift(player, s));
            case "place" -> square(arg).map(s -> new Action.Place(player, s));
            case "remove" -> square(arg).map(s -> new Action.Remove(player, s));
            case "touch" -> square(arg).map(s -> new Action.Touch(player, s));
            case "adjust" -> square(arg).map(s -> new Action.Adjust(player, s));
            case "put" -> words.length != 4
                    ? Refusable.refused("'put' takes a piece letter and a square: white put Q e8.")
                    : piece(words[2]).then(p -> square(words[3]).map(s -> new Action.Put(player, p, s)));
            case "board" -> one(arg, "board", "a placement such as rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR")
                    .map(placement -> new Action.Report(player, placement));
            case "follows" -> Refusable.given(new Action.Follow(player));
            case "press", "presses" -> Refusable.given(new Action.Press(player));
            case "writes" -> arg.isEmpty()
                    ? Refusable.refused("'writes' needs the text written, for example white writes Nf3.")
                    : Refusable.given(new Action.Write(player, unquote(arg)));
            case "offers" -> arg.equalsIgnoreCase("draw") ? Refusable.given(new Action.Offer(player))
                    : Refusable.refused("A player offers a draw: " + words[0] + " offers draw.");
            case "accepts" -> Refusable.given(new Action.Accept(player));
            case "declines" -> Refusable.given(new Action.Decline(player));
            case "resigns" -> Refusable.given(new Action.Resign(player));
            case "seals" -> arg.isEmpty() ? Refusable.refused("'seals' needs the move as written for the envelope.")
                    : Refusable.given(new Action.Seal(player, unquote(arg)));
            default -> Refusable.refused("'" + words[1] + "' is not something a player does in a scenario; see "
                    + "docs/arbiter-scenarios.md.");
        };
        action.asOptional().ifPresent(act -> print(arbiter.handle(act)));
        return action.refusal();
    }

    /**
     * An announcement: UCI (even an illegal move), SAN in any letters, or the player's spoken words. What cannot be
     * understood as one legal move is refused for the player, as the spoken-notation contract says (never guess).
     */
    private Optional<String> spoken(Color player, String text, boolean announce) {
        String said = unquote(text);
        if (said.isEmpty()) {
            return Optional.of(SAY_WHICH);
        }
        understand(player, said, positionFor(player)).ifPresent(move -> print(arbiter.handle(
                announce ? new Action.Announce(player, move) : new Action.Correct(player, move))));
        return Optional.empty();
    }

    /**
     * Where a player's words are read: the position now, or — for a player who is not to move, whose correction
     * comes after his clock was switched (2.6) — the position his last move was made in, so the arbiter, not the
     * reader, answers it.
     */
    private Position positionFor(Color player) {
        List<Position> record = arbiter.boards().gameRecord();
        if (arbiter.toMove() != player && record.size() > 1 && record.get(record.size() - 2).sideToMove() == player) {
            return record.get(record.size() - 2);
        }
        return arbiter.position();
    }

    /** The move {@code text} (not empty) names in {@code position}; empty when it names none (refused for the player). */
    private Optional<Move> understand(Color player, String text, Position position) {
        if (Move.isUciSyntax(text)) {
            return Optional.of(Move.fromUci(text));
        }
        if (!text.contains(" ")) {
            SanReading read = San.read(position, text, settings.profile(player).letters());
            if (read instanceof SanReading.Found found) {
                return Optional.of(found.found());
            }
            if (!(read instanceof SanReading.NotSan)) {
                refuse(player, read.reason());
                return Optional.empty();
            }
        }
        Heard heard = new Understanding(settings.profile(player)).understand(position, text);
        if (heard instanceof Heard.Proposal p) {
            return Optional.of(p.move());
        }
        if (heard instanceof Heard.Ask ask) {
            refuse(player, "'" + text + "' fits " + ask.moves().size() + " moves: "
                    + String.join(", ", ask.moves().stream().map(m -> San.of(position, m)).toList()) + ".");
        } else if (heard instanceof Heard.Reject r) {
            refuse(player, "'" + text + "' is not understood as a move: " + r.reason() + ".");
        } else {
            refuse(player, "'" + text + "' is a command, not a move.");
        }
        return Optional.empty();
    }

    private Optional<String> claim(Color player, String arg) {
        String[] parts = arg.split("\\s+", 2);
        Optional<Action.Claim> named = claimNamed(parts[0]);
        if (named.isEmpty()) {
            return Optional.of("A claim is repetition, fifty, flag, illegal or touch, not '" + parts[0] + "'.");
        }
        Action.Claim claim = named.get();
        Move intended = null;
        if (parts.length > 1) {
            if (claim != Action.Claim.REPETITION && claim != Action.Claim.FIFTY) {
                return Optional.of("Only a claim of repetition or fifty moves has an intended move.");
            }
            String said = unquote(parts[1]);
            if (said.isEmpty()) {
                return Optional.of(SAY_WHICH);
            }
            Optional<Move> understood = understand(player, said, arbiter.position());
            if (understood.isEmpty()) {
                return Optional.empty();
            }
            intended = understood.get();
        }
        print(arbiter.handle(new Action.Claiming(player, claim, intended)));
        return Optional.empty();
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
    private Optional<String> move(String text) {
        Arbiter a = arbiter;
        Color mover = a.toMove();
        String said = unquote(text);
        if (said.isEmpty()) {
            return Optional.of(SAY_WHICH);
        }
        Optional<Move> understood = understand(mover, said, a.position());
        if (understood.isEmpty()) {
            return Optional.empty();
        }
        Move move = understood.get();
        Position before = a.position();
        if (!before.isLegal(move)) {
            refuse(mover, move.uci() + " is not a legal move; 'move' makes legal moves only.");
            return Optional.empty();
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
                break;
            }
        }
        return Optional.empty();
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
