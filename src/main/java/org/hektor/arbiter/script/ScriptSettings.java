package org.hektor.arbiter.script;

import static org.hektor.arbiter.script.ScriptWords.colour;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.hektor.arbiter.Arbiter;
import org.hektor.arbiter.Discipline;
import org.hektor.arbiter.Setup;
import org.hektor.chess.Color;
import org.hektor.chess.FenException;
import org.hektor.chess.Game;
import org.hektor.chess.Position;
import org.hektor.chess.PositionCheck;
import org.hektor.clock.TimeControl;
import org.hektor.clock.TimeSource;
import org.hektor.notation.Profile;
import org.hektor.words.Instructions;
import org.hektor.words.Refusable;
import org.hektor.words.Words;

/** The settings of a scenario, read before its first event (docs/arbiter-scenarios.md), and the game they make. */
final class ScriptSettings {
    private final Map<Color, Profile> profiles = new EnumMap<>(Color.class);
    /** The game's setup as the scenario gives it; what it does not give is the usual game's. */
    private final Setup.Builder setup = Setup.builder(Discipline.STANDARD);
    private Color blind = Color.WHITE;
    /** The time control a {@code control} line gave; null until one does (the discipline's is used then). */
    private TimeControl control;
    private Position start = Position.initial();
    private Locale language;

    /**
     * The settings before the scenario's own: both players hear and say moves in {@code words}' move words, and the
     * explanations and instructions are in its language, until a {@code profile} or {@code language} line says
     * otherwise.
     */
    ScriptSettings(Profile words) {
        for (Color c : Color.values()) {
            profiles.put(c, words);
        }
        language = Locale.forLanguageTag(words.language());
    }

    /** The words a player hears pieces and squares in, and in which his moves are read. */
    Profile profile(Color player) {
        return profiles.get(player);
    }

    Color blind() {
        return blind;
    }

    Position start() {
        return start;
    }

    static boolean isSetting(String verb) {
        return List.of("discipline", "control", "blind", "players", "profile", "fen", "laws", "flags", "resumption",
                "language").contains(verb);
    }

    /**
     * Reads the setting {@code verb}; {@code words} are the whole line's words, {@code value} all after the first. The
     * answer is why the setting cannot be read, or empty when it is set.
     */
    Optional<String> set(String verb, String value, String[] words) {
        if (value.isEmpty()) {
            return Optional.of("'" + verb + "' needs a value.");
        }
        return switch (verb) {
            case "discipline" -> Discipline.find(value).map(d -> {
                setup.discipline(d);
                return Optional.<String>empty();
            }).orElseGet(() -> Optional.of(Discipline.unknown(value)));
            case "control" -> {
                TimeControl.Reading reading = TimeControl.read(value);
                if (reading instanceof TimeControl.Reading.Unreadable u) {
                    yield Optional.of(u.sentence());
                }
                control = ((TimeControl.Reading.Read) reading).control();
                setup.control(control);
                yield Optional.empty();
            }
            case "blind" -> taken(colour(value), c -> blind = c);
            case "players" -> {
                if (words.length != 3) {
                    yield Optional.of("'players' takes two names, White's then Black's.");
                }
                setup.names(words[1], words[2]);
                yield Optional.empty();
            }
            case "profile" -> words.length != 3
                    ? Optional.of("'profile' takes a side and a profile name: profile black en.")
                    : taken(colour(words[1]).then(c -> profile(words[2]).map(p -> Map.entry(c, p))),
                            e -> profiles.put(e.getKey(), e.getValue()));
            case "fen" -> {
                PositionCheck check = Position.readFen(value);
                if (check instanceof PositionCheck.Invalid invalid) {
                    yield Optional.of(FenException.sentence(value, invalid.problems()));
                }
                start = check.position().orElseThrow();
                yield Optional.empty();
            }
            case "laws" -> taken(chosen(value, Map.of("seed", Game.AutomaticDraws.SEED_LAWS,
                    "current", Game.AutomaticDraws.CURRENT_LAWS), "'laws' is seed or current"), setup::laws);
            case "flags" -> taken(chosen(value, Map.of("called", true, "claimed", false),
                    "'flags' is called or claimed"), setup::flagsCalled);
            case "resumption" -> {
                setup.resumption(value);
                yield Optional.empty();
            }
            // a language without sentences is refused now, not at the first plan
            case "language" -> taken(Words.inLanguage(Locale.forLanguageTag(value)),
                    w -> language = Locale.forLanguageTag(value));
            default -> throw new IllegalStateException(verb);
        };
    }

    /** Hands a value read to {@code set}; the answer is the refusal, if it was one. */
    private static <T> Optional<String> taken(Refusable<T> read, Consumer<T> set) {
        read.asOptional().ifPresent(set);
        return read.refusal();
    }

    /** The choice {@code value} names (any case), or the sentence {@code which}, not {@code value}. */
    private static <T> Refusable<T> chosen(String value, Map<String, T> choices, String which) {
        T choice = choices.get(value.toLowerCase(Locale.ROOT));
        return choice != null ? Refusable.given(choice) : Refusable.refused(which + ", not '" + value + "'.");
    }

    private static Refusable<Profile> profile(String name) {
        Profile.Finding finding = Profile.find(name);
        return finding instanceof Profile.Finding.Found found ? Refusable.given(found.profile())
                : Refusable.refused(((Profile.Finding.Unknown) finding).sentence());
    }

    /** The game these settings make, its clock on {@code time}, or why none can be made. */
    Refusable<Arbiter> game(TimeSource time) {
        Optional<String> refusal = control == null ? Optional.empty() : Setup.refusal(control);
        return refusal.<Refusable<Arbiter>>map(Refusable::refused)
                .orElseGet(() -> Refusable.given(new Arbiter(setup.blind(blind).start(start).build(), time)));
    }

    /** The corrections and plans in {@code player}'s words, in the language of the scenario. */
    Instructions instructions(Color player) {
        Profile p = profiles.get(player);
        return new Instructions(Words.forLanguage(language), p::piece, p::square);
    }
}
