package org.hektor.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.hektor.chess.Color;
import org.hektor.words.Refusals;

/** A refusal event as the arbiter gives it, after checking the English sentence {@code words.Refusals} says for it. */
final class EnglishRefused {
    private EnglishRefused() {
    }

    static ArbiterEvent.Refused refused(Color player, String english, Refusal why) {
        assertEquals(english, Refusals.english().say(why, player));
        return new ArbiterEvent.Refused(player, why);
    }
}
