package org.hektor.words;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;

/** The moment the resume question names ("Eine unbeendete Partie vom ..."): German in words, never digits. */
class DateWordsTest {
    private static final Words GERMAN = Words.forProfile("ibca");
    private static final LocalDate TODAY = LocalDate.of(2026, 12, 3);

    @Test
    void germanSaysTheDayTheMonthAndTheTimeInWords() {
        assertEquals("Eine unbeendete Partie vom zweiten Dezember um fünf Uhr zweiundfünfzig ist im Journal.",
                GERMAN.say("session.resume.offer", "created",
                        DateWords.said(GERMAN, LocalDateTime.parse("2026-12-02T05:52:55"), TODAY)).split("(?<=\\.) ")[0]);
        assertEquals("ersten März um ein Uhr", DateWords.said(GERMAN, LocalDateTime.parse("2026-03-01T01:00:10"), TODAY));
        assertEquals("einunddreißigsten Dezember zweitausendfünfundzwanzig um dreiundzwanzig Uhr sieben",
                DateWords.said(GERMAN, LocalDateTime.parse("2025-12-31T23:07:00"), TODAY));
        assertEquals("siebten Juli um null Uhr eins", DateWords.said(GERMAN, LocalDateTime.parse("2026-07-07T00:01:00"), TODAY));
        assertEquals("zwölften Mai um zwölf Uhr zwanzig", DateWords.said(GERMAN, LocalDateTime.parse("2026-05-12T12:20:00"), TODAY));
    }

    @Test
    void englishSaysItAsAClockShowsIt() {
        assertEquals("December 2 at 05:52", DateWords.said(Words.english(), LocalDateTime.parse("2026-12-02T05:52:55"), TODAY));
        assertEquals("December 31 2025 at 23:07", DateWords.said(Words.english(), LocalDateTime.parse("2025-12-31T23:07:00"), TODAY));
    }
}
