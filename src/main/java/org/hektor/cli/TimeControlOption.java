package org.hektor.cli;

import org.hektor.clock.TimeControl;
import org.hektor.words.Mistake;

/**
 * A time control given on the command line ({@code play --time}, {@code clock --control}). One that cannot be read is
 * one sentence in the player's language: TimeControl's reasons are English data (the rule 6.2 terms of a journal's
 * header and an arbiter script), which the English sentence quotes whole.
 */
final class TimeControlOption {
    private TimeControlOption() {
    }

    static TimeControl read(String text) {
        TimeControl.Reading reading = TimeControl.read(text);
        if (reading instanceof TimeControl.Reading.Unreadable unreadable) {
            throw new Mistake("error.time.control", "reason", unreadable.sentence());
        }
        return ((TimeControl.Reading.Read) reading).control();
    }
}
