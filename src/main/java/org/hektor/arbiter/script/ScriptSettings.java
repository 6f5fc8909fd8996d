package org.hektor.arbiter.script;

import static org.hektor.arbiter.script.ScriptWords.colour;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hektor.arbiter.Arbiter;
import org.hektor.arbiter.Discipline;
import org.hektor.arbiter.Setup;
import org.hektor.chess.Color;
import org.hektor.chess.Game;
import org.hektor.chess.Position;
import org.hektor.clock.TimeControl;
import org.hektor.clock.TimeSource;
import org.hektor.notation.Profile;
import org.hektor.words.Instructions;
import org.hektor.words.Words;

/** The settings of a scenario, read before its first event (docs/arbiter-scenarios.md), and the game they make. */
final class ScriptSettings {
    private final Map<Color, Profile> profiles = new EnumMap<>(Color.class);
    /** The game's setup as the scenario gives it; what it does not give is the usual game's. */
    private final Setup.Builder setup = Setup.builder(Discipline.STANDARD);
    private Color blind = Color.WHITE;
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

    /** Reads the setting {@code verb}; {@code words} are the whole line's words, {@code value} all after the first. */
    void set(String verb, String value, String[] words) {
        if (value.isEmpty()) {
            throw new IllegalArgumentException("'" + verb + "' needs a value.");
        }
        switch (verb) {
            case "discipline" -> setup.discipline(Discipline.byName(value));
            case "control" -> setup.control(TimeControl.parse(value));
            case "blind" -> blind = colour(value);
            case "players" -> {
                if (words.length != 3) {
                    throw new IllegalArgumentException("'players' takes two names, White's then Black's.");
                }
                setup.names(words[1], words[2]);
            }
            case "profile" -> {
                if (words.length != 3) {
                    throw new IllegalArgumentException("'profile' takes a side and a profile name: profile black en.");
                }
                profiles.put(colour(words[1]), Profile.load(words[2]));
            }
            case "fen" -> start = Position.fromFen(value);
            case "laws" -> setup.laws(switch (value.toLowerCase(Locale.ROOT)) {
                case "seed" -> Game.AutomaticDraws.SEED_LAWS;
                case "current" -> Game.AutomaticDraws.CURRENT_LAWS;
                default -> throw new IllegalArgumentException("'laws' is seed or current, not '" + value + "'.");
            });
            case "flags" -> setup.flagsCalled(switch (value.toLowerCase(Locale.ROOT)) {
                case "called" -> true;
                case "claimed" -> false;
                default -> throw new IllegalArgumentException("'flags' is called or claimed, not '" + value + "'.");
            });
            case "resumption" -> setup.resumption(value);
            case "language" -> {
                language = Locale.forLanguageTag(value);
                instructions(Color.WHITE); // refuses a language without sentences now, not at the first plan
            }
            default -> throw new IllegalStateException(verb);
        }
    }

    /** The game these settings make, its clock on {@code time}. */
    Arbiter game(TimeSource time) {
        return new Arbiter(setup.blind(blind).start(start).build(), time);
    }

    /** The corrections and plans in {@code player}'s words, in the language of the scenario. */
    Instructions instructions(Color player) {
        Profile p = profiles.get(player);
        return new Instructions(Words.forLanguage(language), p::piece, p::square);
    }
}
