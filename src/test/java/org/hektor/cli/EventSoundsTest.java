package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.hektor.session.Cue;
import org.hektor.session.Urgency;
import org.junit.jupiter.api.Test;

class EventSoundsTest {
    @Test
    void everyCueOfTheSessionSoundsAsTheEarconOfTheSameMeaning() {
        for (Cue cue : Cue.values()) {
            assertEquals(cue.name(), EventSounds.earcon(cue).name());
        }
    }

    @Test
    void aMoreUrgentEventIsSpokenWithAHigherPriority() {
        // the speech queue lets a higher priority cut off a lower one: a move cuts off a clock call, never the reverse
        assertEquals(-1, Integer.signum(EventSounds.priority(Urgency.CLOCK).compareTo(EventSounds.priority(Urgency.REPLY))));
        assertEquals(-1, Integer.signum(EventSounds.priority(Urgency.REPLY).compareTo(EventSounds.priority(Urgency.MOVE))));
    }
}
