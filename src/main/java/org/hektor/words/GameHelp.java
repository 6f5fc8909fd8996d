package org.hektor.words;

import org.hektor.chess.Move;
import org.hektor.chess.Position;
import org.hektor.notation.Announcer;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Profile;

/** The help a player asks for: how to say a move, the spoken commands and the keys, in the profile's words. */
public final class GameHelp {
    private GameHelp() {
    }

    /**
     * The help sentence; {@code twoBoards}: a tablet or assisted game, whose opponent's moves and boards are typed
     * too.
     */
    public static String say(Words words, Profile profile, Announcer announcer, boolean twoBoards) {
        String text = words.say("help.game", "example", announcer.announce(Position.initial(), Move.fromUci("g1f3")),
                "confirm", word(profile, CommandWord.CONFIRM), "correction", word(profile, CommandWord.CORRECTION),
                "repeat", word(profile, CommandWord.REPEAT), "time", word(profile, CommandWord.TIME),
                "where", word(profile, CommandWord.WHERE), "what", word(profile, CommandWord.WHAT),
                "position", word(profile, CommandWord.POSITION), "draw", word(profile, CommandWord.DRAW),
                "resign", word(profile, CommandWord.RESIGN), "claim", word(profile, CommandWord.CLAIM));
        return twoBoards ? text + " " + words.say("help.tablet") : text;
    }

    private static String word(Profile profile, CommandWord w) {
        return profile.commandWords(w).get(0);
    }
}
