package org.hektor.session;

import java.util.ArrayList;
import java.util.List;
import org.hektor.chess.Color;

/**
 * Which of a command's events are said, by the {@link Verbosity} (issue 16): the one place that decides it. It works
 * on what is published, after the journal: verbosity is how the player listens, not part of the game, so a journal
 * replays the same game whatever it was, and it may change during the game.
 *
 * <p>An event left out of the talk keeps its earcon: it goes out with an empty text (nothing said or printed, see
 * {@link Event}), so the player's confirmed move still sounds confirmed (rule 2.6).
 */
final class Talk {
    /** Brief: "denkt nach" is said only when the reply takes longer than this (issue 16). */
    static final long THINKING_AFTER_MILLIS = 1000;

    private final Color player;
    private final boolean assisted;
    /** The sentence "Sie sind am Zug." / "Your move." of the game's language. */
    private final String yourMove;
    private volatile Verbosity verbosity = Verbosity.NORMAL;
    /** Brief: the prompt for the opponent's move, held until it has taken a second; null when none waits. */
    private Event.Prompt thinking;
    private long thinkingSince;

    Talk(Settings settings, String yourMove) {
        this.player = settings.player();
        // assisted: both sides' moves come from the keyboard and rule 2.9 says what is told; brief changes nothing
        this.assisted = settings.mode() == Mode.ASSISTED;
        this.yourMove = yourMove;
    }

    Verbosity verbosity() {
        return verbosity;
    }

    void verbosity(Verbosity v) {
        verbosity = v;
    }

    /** What of {@code events}, handled at {@code now}, goes out; in brief also the held prompt when it is due. */
    List<Event> said(List<Event> events, long now) {
        if (verbosity != Verbosity.BRIEF || assisted) {
            thinking = null;
            return events;
        }
        List<Event> said = new ArrayList<>(events.size() + 1);
        if (thinking != null && events.stream().anyMatch(e -> !(e instanceof Event.ClockCall))) {
            thinking = null;              // the reply (or anything else) came first: no need to say he thinks
        }
        if (thinking != null && now - thinkingSince >= THINKING_AFTER_MILLIS) {
            said.add(thinking);
            thinking = null;
        }
        boolean opponentMoved = events.stream().anyMatch(e -> e instanceof Event.MoveMade m && m.by() != player);
        for (Event e : events) {
            if (e instanceof Event.MoveMade m && m.by() == player) {
                // read back and confirmed already (rule 2.6): its earcon says it stands
                said.add(new Event.MoveMade(m.by(), m.ply(), m.move(), m.san(), m.fen(), ""));
            } else if (e instanceof Event.Prompt p && p.toMove() != player) {
                thinking = p;
                thinkingSince = now;
            } else if (!(e instanceof Event.Prompt p && opponentMoved && p.text().equals(yourMove))) {
                said.add(e);              // the opponent's move already tells whose move it is; a repeat (2.1) is asked
            }
        }
        return said;
    }
}
