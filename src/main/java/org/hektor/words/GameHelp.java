package org.hektor.words;

import java.util.Locale;
import java.util.Optional;
import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.notation.Announcer;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Profile;

/**
 * The help a player asks for, in the profile's words: a short overview (how to say a move, and the topics)
 * and three topics, the spoken commands, the keys and the position read-out; every sentence under twenty words.
 */
public final class GameHelp {
    /** What the player asks help about: "Hilfe" alone, "Hilfe Befehle", "Hilfe Tasten", "Hilfe Stellung". */
    public enum Topic {
        OVERVIEW, COMMANDS, KEYS, POSITION;

        /** The topic a word names in this language or in English ("Tasten", "keys"); empty for none. */
        public static Optional<Topic> named(Words words, String word) {
            String w = word.strip().toLowerCase(Locale.ROOT);
            for (Topic t : values()) {
                if (t != OVERVIEW && (w.equals(words.say(t.key()).toLowerCase(Locale.ROOT))
                        || w.equals(Words.english().say(t.key())))) {
                    return Optional.of(t);
                }
            }
            return Optional.empty();
        }

        /** The topic a help command asks about ("Hilfe Tasten": KEYS); OVERVIEW for "Hilfe" and anything else. */
        public static Topic of(CommandWord word) {
            return switch (word) {
                case HELP_COMMANDS -> COMMANDS;
                case HELP_KEYS -> KEYS;
                case HELP_POSITION -> POSITION;
                default -> OVERVIEW;
            };
        }

        private String key() {
            return "help.topic." + name().toLowerCase(Locale.ROOT);
        }
    }

    private GameHelp() {
    }

    /**
     * The overview; {@code twoBoards}: a tablet or assisted game, whose opponent's moves and boards are typed too.
     */
    public static String say(Words words, Profile profile, Announcer announcer, boolean twoBoards) {
        return say(words, profile, announcer, Topic.OVERVIEW, twoBoards);
    }

    /** One topic of the help; the typed lines of a tablet or assisted game come with the commands. */
    public static String say(Words words, Profile profile, Announcer announcer, Topic topic, boolean twoBoards) {
        return switch (topic) {
            case OVERVIEW -> words.say("help.game", "example",
                    announcer.announce(Position.initial(), Move.fromUci("g1f3")),
                    "confirm", word(profile, CommandWord.CONFIRM), "correction", word(profile, CommandWord.CORRECTION));
            case COMMANDS -> {
                // "where" begins a sentence: "… Reklamation. Wo und eine Figur …", "… требую. Где и фигура …"
                String where = Words.capitalized(word(profile, CommandWord.WHERE));
                String text = words.say("help.commands", "repeat", word(profile, CommandWord.REPEAT),
                        "time", word(profile, CommandWord.TIME), "where", where,
                        "what", word(profile, CommandWord.WHAT), "position", word(profile, CommandWord.POSITION),
                        "draw", word(profile, CommandWord.DRAW), "resign", word(profile, CommandWord.RESIGN),
                        "claim", word(profile, CommandWord.CLAIM));
                yield twoBoards ? text + " " + words.say("help.tablet") : text;
            }
            case KEYS -> words.say("help.keys");
            case POSITION -> words.say("help.position");
        };
    }

    /**
     * One topic of the help as the tablet's listening page answers it: the page's own keys (R, T, P, W, S, M, J, K)
     * and its way to confirm; the commands and the read-outs are the console's, typed the same way.
     */
    public static String onPage(Words words, Profile profile, Announcer announcer, Topic topic) {
        return switch (topic) {
            case OVERVIEW -> words.say("help.game.page", "example",
                    announcer.announce(Position.initial(), Move.fromUci("g1f3")),
                    "confirm", word(profile, CommandWord.CONFIRM), "correction", word(profile, CommandWord.CORRECTION));
            case KEYS -> words.say("help.keys.page");
            case COMMANDS, POSITION -> say(words, profile, announcer, topic, false);
        };
    }

    private static String word(Profile profile, CommandWord w) {
        return profile.commandWords(w).get(0);
    }
}
