package org.hektor.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A value chosen by its word: found in any case, or one sentence naming the choices. */
class ChoiceTest {
    @Test
    void aWordFindsItsValueInAnyCaseAndAnUnknownOneIsEmpty() {
        assertEquals(Optional.of(Style.SHORT), Choice.find(Style.class, " Short "));
        assertEquals(Optional.empty(), Choice.find(Style.class, "loud"));
        assertEquals(Optional.empty(), Choice.find(Style.class, null));
    }

    @Test
    void theUnknownWordIsTheSentenceTheCommandLineThrows() {
        String sentence = "There is no announcement style 'loud'; choose long or short.";
        assertEquals(sentence, Choice.unknown(Style.class, "loud", "announcement style"));
        assertEquals(sentence, assertThrows(IllegalArgumentException.class, () -> Style.byName("loud")).getMessage());
    }
}
