package org.hektor.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A value or the one sentence saying why there is none; the throwing form carries the sentence unchanged. */
class RefusableTest {

    @Test
    void aValueIsGivenAndHasNoRefusal() {
        Refusable<String> given = Refusable.given("e4");
        assertEquals("e4", given.orElseThrow());
        assertEquals(Optional.of("e4"), given.asOptional());
        assertEquals(Optional.empty(), given.refusal());
    }

    @Test
    void aRefusalIsItsSentenceAndTheThrowingFormSaysIt() {
        Refusable<String> refused = Refusable.refused("The board page cannot send that.");
        assertEquals(Optional.empty(), refused.asOptional());
        assertEquals(Optional.of("The board page cannot send that."), refused.refusal());
        assertEquals("The board page cannot send that.",
                assertThrows(IllegalArgumentException.class, refused::orElseThrow).getMessage());
    }

    @Test
    void aValueIsCarriedOnAndARefusalKeepsItsFirstSentence() {
        Refusable<String> given = Refusable.given("e4");
        assertEquals(Refusable.given(2), given.map(String::length));
        assertEquals(Refusable.refused("'e4' is taken."), given.then(s -> Refusable.refused("'" + s + "' is taken.")));
        Refusable<String> refused = Refusable.refused("'e9' is not a square.");
        assertEquals(refused.refusal(), refused.map(String::length).refusal());
        assertEquals(refused.refusal(), refused.then(s -> Refusable.refused("never asked")).refusal());
    }
}
