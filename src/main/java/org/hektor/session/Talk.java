package org.hektor.session;

import java.util.ArrayList;
import java.util.List;
import org.hektor.chess.Color;

/**
 * Which of a command's events are said, by the {@link Verbosity}: the one place that decides it. It works
 * on what is published, after the journal: verbosity is how the player listens, not part of the game, so a journal
 * replays the same game whatever it was, and it may change during the game.
 *
 * <p>No event is dropped or delayed, as subscribers act on them (the engine seat starts thinking on the prompt for
 * its move): an event left out of the talk goes out at once with an empty text (nothing said or printed, see
 * {@link Event}) and keeps its earcon, so the player's confirmed move still sounds confirmed (rule 2.6). The prompt
 * for the opponent's move is published again with its words once it has waited a second.
 *
 * <p>Practice games only: in tablet and assisted games the sighted opponent's page shows the sentences and rule 2.9
 * says what the assistant's player is told, so those keep every sentence.
 */
final class Talk {
    /** Brief: "denkt nach" is said only when the reply takes longer than this. */
    static final long THINKING_AFTER_MILLIS = 1000;

    private final Color player;
    private final boolean practice;
    /** The sentence "Sie sind am Zug." / "Your move." of the game's language. */
    private final String yourMove;
    private volatile Verbosity verbosity = Verbosity.NORMAL;
    /** Brief: the prompt for the opponent's move, said once it has waited a second; null when none waits. */
    private Event.Prompt thinking;
    private long thinkingSince;

    Talk(Settings settings, String yourMove) {
        this.player = settings.player();
        this.practice = settings.mode() == Mode.PRACTICE;
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
        if (verbosity != Verbosity.BRIEF || !practice) {
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
                said.add(new Event.MoveMade(m.by(), m.ply(), m.move(), m.san(), m.after(), ""));
            } else if (e instanceof Event.Prompt p && p.toMove() != player) {
                thinking = p;             // "denkt nach" only if the reply takes longer than a second
                thinkingSince = now;
                said.add(new Event.Prompt(p.toMove(), ""));
            } else if (e instanceof Event.Prompt p && opponentMoved && p.text().equals(yourMove)) {
                // the opponent's move already tells whose move it is (a repeat of rule 2.1 is still asked)
                said.add(new Event.Prompt(p.toMove(), ""));
            } else {
                said.add(e);
            }
        }
        return said;
    }
}
