package org.hektor.speech.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PronunciationsTest {
    @Test
    void aPhoneOutsideTheCmuSetFailsLoudlyNamingWordAndPhone() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Pronunciations.parse(Map.of("zwei", "t s v ai1")));
        assertEquals(true, e.getMessage().startsWith("The word \"zwei\" has the phone \"ai1\", which is not a CMU phone"),
                e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Pronunciations.parse(Map.of("acht", "aa1 x t")));
        // a stress digit only belongs on a vowel
        assertThrows(IllegalArgumentException.class, () -> Pronunciations.parse(Map.of("acht", "aa1 k1 t")));
    }

    @Test
    void umlautsAreFoldedBecauseFreeTtsSplitsWordsAtNonAsciiLetters() {
        assertEquals("laeufer", Pronunciations.fold("Läufer"));
        assertEquals("koenig fuenf schlaegt strasse", Pronunciations.fold("König fünf schlägt Straße"));
        Pronunciations p = Pronunciations.parse(Map.of("Läufer", "l oy1 f er0"));
        assertEquals(Map.of("laeufer", List.of("l", "oy1", "f", "er")), p.phones());
    }

    @Test
    void cmuDictionaryStressIsWrittenTheWayFreeTtsKnowsIt() {
        // FreeTTS has no "ah0" or "aa2": it would fail on them and say nothing
        Pronunciations p = Pronunciations.parse(Map.of("Aufgabe", "aw1 f g aa2 b ah0"));
        assertEquals(List.of("aw1", "f", "g", "aa1", "b", "ah"), p.phones().get("aufgabe"));
    }

    @Test
    void aMultiWordEntryIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Pronunciations.parse(Map.of("kurze rochade", "k uh1 r")));
    }
}
