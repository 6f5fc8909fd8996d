package org.hektor.speech.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hektor.speech.audio.Sound;
import org.hektor.words.NumberWords;
import org.junit.jupiter.api.Test;

class GermanNumbersTest {
    private static final GermanNumbers NUMBERS = GermanNumbers.load();

    @Test
    void everyNumberWordUpToNineHundredNinetyNineIsBuiltFromItsSpokenPieces() {
        Pronunciations p = NUMBERS.pronunciations();
        assertEquals(List.of("ay1", "n", "uh", "n", "t", "t", "s", "v", "aa1", "n", "t", "s", "ih", "k"),
                p.phones().get("einundzwanzig"));
        assertEquals(List.of("d", "r", "ay1", "s", "ih", "k"), p.phones().get("dreissig"));
        assertEquals(List.of("z", "iy1", "p", "t", "s", "ey1", "n"), p.phones().get("siebzehn"));
        assertTrue(p.phones().containsKey("neunhundertneunundneunzig"));
        assertTrue(p.phones().containsKey("eine"), "the feminine form: eine Minute");
    }

    /** "vom vierten Dezember": each day of a date has its German phones, not the English voice's guess. */
    @Test
    void theDaysOfADateHaveTheirGermanPhones() {
        Pronunciations p = NUMBERS.pronunciations();
        assertEquals(List.of("f", "iy1", "r", "t", "ah", "n"), p.phones().get("vierten"));
        assertEquals(List.of("z", "iy1", "p", "t", "ah", "n"), p.phones().get("siebten"));
        for (int day = 1; day <= 31; day++) {
            String word = Pronunciations.fold(org.hektor.words.DateWords.germanDayOrdinal(day));
            assertTrue(p.phones().containsKey(word), word);
        }
        assertTrue(p.phones().get("einunddreissigsten").size() > 12, "ein und drei ssig sten");
    }

    @Test
    void digitsBecomeGermanWordsBeforeTheVoiceSeesThem() {
        assertEquals("Zeit: fünf Minuten, einundzwanzig Züge", GermanNumbers.spellOut("Zeit: 5 Minuten, 21 Züge"));
        assertEquals(NumberWords.german(100), GermanNumbers.spellOut("100"));
    }

    @Test
    void aRulesNumberIsSaidWithPunktAndANumberOnALetterApartFromIt() {
        assertEquals("Regel sieben Punkt vier Punkt eins", GermanNumbers.spellOut("Regel 7.4.1"));
        assertEquals("(Regeln A eins, B sechs)", GermanNumbers.spellOut("(Regeln A1, B6)"));
        assertEquals("b lift e zwei", GermanNumbers.spellOut("b lift e2"));
        assertEquals("Zug fünf.", GermanNumbers.spellOut("Zug 5."));
    }

    @Test
    void aSpokenGermanNumberIsAudibleAndLongerThanItsShortestPiece() {
        try (FreeTtsVoice v = FreeTtsVoice.open(NUMBERS.pronunciations())) {
            Sound eins = v.synthesize("eins");
            Sound long21 = v.synthesize("einundzwanzig");
            assertTrue(eins.isAudible() && long21.isAudible());
            assertTrue(long21.durationMillis() > eins.durationMillis() + 200, eins + " vs " + long21);
        }
    }
}
