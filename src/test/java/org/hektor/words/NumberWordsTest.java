package org.hektor.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.hektor.words.NumberWords.Gender;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NumberWordsTest {

    @ParameterizedTest
    @CsvSource({
        "0, null", "1, eins", "2, zwei", "6, sechs", "7, sieben", "11, elf", "12, zwölf", "16, sechzehn",
        "17, siebzehn", "20, zwanzig", "21, einundzwanzig", "23, dreiundzwanzig", "30, dreißig", "37, siebenunddreißig",
        "99, neunundneunzig", "100, hundert", "101, hunderteins", "111, hundertelf", "121, hunderteinundzwanzig",
        "200, zweihundert", "999, neunhundertneunundneunzig", "1000, tausend", "1001, tausendeins",
        "2024, zweitausendvierundzwanzig", "9999, neuntausendneunhundertneunundneunzig",
        "21000, einundzwanzigtausend", "101000, hunderteintausend", "999999, neunhundertneunundneunzigtausendneunhundertneunundneunzig"})
    void germanCountingForms(int n, String words) {
        assertEquals(words, NumberWords.german(n));
    }

    @Test
    void germanBeforeANounAgreesWithItsGenderOnlyInAFinalOne() {
        assertEquals("eine", NumberWords.german(1, Gender.FEMININE), "eine Stunde");
        assertEquals("ein", NumberWords.german(1, Gender.MASCULINE), "ein Zug");
        assertEquals("ein", NumberWords.german(1, Gender.NEUTER), "ein Feld");
        assertEquals("hunderteine", NumberWords.german(101, Gender.FEMININE));
        assertEquals("einundzwanzig", NumberWords.german(21, Gender.FEMININE), "einundzwanzig Minuten");
        assertEquals("elf", NumberWords.german(11, Gender.FEMININE));
        assertEquals("zwölf", NumberWords.german(12, Gender.FEMININE));
    }

    @ParameterizedTest
    @CsvSource({
        "0, zero", "1, one", "12, twelve", "19, nineteen", "20, twenty", "23, twenty-three", "40, forty",
        "99, ninety-nine", "100, one hundred", "101, one hundred one", "115, one hundred fifteen",
        "1000, one thousand", "2024, two thousand twenty-four", "9999, nine thousand nine hundred ninety-nine",
        "21000, twenty-one thousand", "999999, nine hundred ninety-nine thousand nine hundred ninety-nine"})
    void englishCardinals(int n, String words) {
        assertEquals(words, NumberWords.english(n));
    }

    @Test
    void everyNumberUpTo9999HasItsOwnWordsWithoutDigits() {
        Set<String> german = new HashSet<>();
        Set<String> english = new HashSet<>();
        for (int n = 0; n <= 9999; n++) {
            String de = NumberWords.german(n);
            String en = NumberWords.english(n);
            assertTrue(de.matches("[a-zäöüß]+"), de);
            assertTrue(en.matches("[a-z]+([ -][a-z]+)*"), en);
            assertTrue(german.add(de), "two numbers read " + de);
            assertTrue(english.add(en), "two numbers read " + en);
        }
    }

    @Test
    void theLanguageOfAProfileChoosesTheWords() {
        assertEquals("eine", NumberWords.of(1, "de", Gender.FEMININE));
        assertEquals("eins", NumberWords.of(1, "de", null));
        assertEquals("one", NumberWords.of(1, "en", Gender.FEMININE));
        assertThrows(IllegalArgumentException.class, () -> NumberWords.of(1, "fr", null));
    }

    @Test
    void numbersOutsideTheRangeAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> NumberWords.german(-1));
        assertThrows(IllegalArgumentException.class, () -> NumberWords.english(1_000_000));
    }
}
