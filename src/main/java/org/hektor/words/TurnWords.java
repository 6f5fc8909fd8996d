package org.hektor.words;

import org.hektor.chess.Color;
import org.hektor.clock.TimeControl;

/**
 * The game's course in the player's words: its start, its resumption after a restart, whose move it is, and a move
 * read back (contract §3). The session hands over the facts; which sentence says them is decided here. How a turn is
 * named depends on who is across the board: the engine by its name, a sighted player as "your opponent", and, when an
 * assistant enters both sides' moves (rule 2.9), each side by its colour.
 */
public final class TurnWords {
    private final Words words;
    private final Color player;
    private final String opponent;
    private final Naming naming;

    /** How the two sides' turns are named, by who is across the board and who enters the moves. */
    public enum Naming {
        /** The engine plays the other side (a practice game): it is named by its name. */
        ENGINE,
        /** A sighted player at the tablet: "your opponent". */
        OPPONENT,
        /** An assistant enters both sides' moves (rule 2.9): each side is named by its colour. */
        COLORS
    }

    /**
     * @param player   the blind player's colour
     * @param opponent the opponent's name, said when it is the engine
     * @param naming   how the turns are named
     */
    public TurnWords(Words words, Color player, String opponent, Naming naming) {
        this.words = words;
        this.player = player;
        this.opponent = opponent;
        this.naming = naming;
    }

    /** Rule 6.5: the game begins; who plays whom, which colour, and the time control. */
    public String start(TimeControl control) {
        String key = switch (naming) {
            case ENGINE -> "session.start";
            case OPPONENT -> "session.start.tablet";
            case COLORS -> "session.start.assisted";
        };
        return words.say(key, "opponent", opponent, "color", words.color(player),
                "clock", ClockReport.in(words).control(control));
    }

    /** The start in a few words (who plays which colour), when the player cannot speak before Hektor ends. */
    public String startShortly(TimeControl control) {
        return naming == Naming.ENGINE ? words.say("session.start.short", "color", words.color(player))
                : start(control);
    }

    /** Rule 6.12: the game taken up again after a restart, whose move it is, and whether the clocks wait for a yes. */
    public String resumed(Color toMove, boolean clocksStopped, int moveNumber) {
        String toMoveText = naming == Naming.COLORS
                ? words.say("session.paused.tomove.assisted", "color", words.color(toMove))
                : words.say(toMove == player ? "session.paused.tomove.you" : "session.paused.tomove.opponent");
        return words.say(clocksStopped ? "session.paused.resumed" : "session.paused.resumed.untimed",
                "move", words.number(moveNumber), "tomove", toMoveText);
    }

    /** Whose move it is and what Hektor waits for. */
    public String prompt(Color toMove) {
        if (naming == Naming.COLORS) {
            return words.say("session.prompt.assisted", "color", words.color(toMove));
        }
        if (toMove == player) {
            return words.say("session.prompt.you");
        }
        return naming == Naming.ENGINE ? words.say("session.prompt.engine", "opponent", opponent)
                : words.say("session.prompt.opponent");
    }

    /**
     * A move read back before it is played (contract §3, rule 2.6), as {@code move} says it in long style.
     *
     * @param mover    the side the move is for, named when an assistant enters both sides' moves
     * @param waitsForYes the correction window will not play it by itself: the player is told to say yes
     */
    public String readBack(Color mover, String move, boolean waitsForYes) {
        String text = naming == Naming.COLORS
                ? words.say("session.readback.assisted", "color", words.color(mover), "move", move)
                : words.say("session.readback", "move", move);
        return waitsForYes ? text + " " + words.say("session.readback.say.yes") : text;
    }
}
