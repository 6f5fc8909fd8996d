package org.hektor.cli;

import org.hektor.session.Cue;
import org.hektor.session.Urgency;
import org.hektor.speech.audio.Earcon;
import org.hektor.speech.voice.Priority;

/** The session's sounds and urgencies as the speaker's earcons and priorities (the session knows nothing of speech). */
final class EventSounds {
    private EventSounds() {
    }

    static Earcon earcon(Cue cue) {
        return switch (cue) {
            case UNDERSTOOD -> Earcon.UNDERSTOOD;
            case AMBIGUOUS -> Earcon.AMBIGUOUS;
            case ILLEGAL -> Earcon.ILLEGAL;
            case NOT_UNDERSTOOD -> Earcon.NOT_UNDERSTOOD;
            case CONFIRMED -> Earcon.CONFIRMED;
            case CHECK -> Earcon.CHECK;
            case CLOCK_TICK -> Earcon.CLOCK_TICK;
            case DOUBLE_TICK -> Earcon.DOUBLE_TICK;
            case FLAG -> Earcon.FLAG;
        };
    }

    static Priority priority(Urgency urgency) {
        return switch (urgency) {
            case CLOCK -> Priority.CLOCK;
            case REPLY -> Priority.REPLY;
            case MOVE -> Priority.MOVE;
        };
    }
}
