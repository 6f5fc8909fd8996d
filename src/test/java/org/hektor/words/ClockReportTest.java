package org.hektor.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.hektor.chess.Color;
import org.hektor.clock.BothFlags;
import org.hektor.clock.ChessClock;
import org.hektor.clock.ClockSnapshot;
import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.SideTime;
import org.hektor.clock.TimeControl;
import org.junit.jupiter.api.Test;

/** Rule 2.9d: the move number and both sides' time, on request, in words for the speaker. */
class ClockReportTest {
    private final ClockReport german = ClockReport.forProfile("ibca");
    private final ClockReport english = ClockReport.forProfile("en");

    /** 22 moves each on 90 minutes: White has used 18 minutes, Black 25 minutes 20 seconds; White to play move 23. */
    private static ClockSnapshot atMove23() {
        ManualTimeSource time = new ManualTimeSource();
        ChessClock clock = new ChessClock(TimeControl.parse("40/5400:1800"), time);
        clock.start();
        for (int i = 0; i < 22; i++) {
            time.advanceMillis(i < 21 ? 50_000 : 30_000); // 21 x 50 + 30 = 1080 s
            clock.press();
            time.advanceMillis(i < 21 ? 68_000 : 82_000 + 10_000); // 21 x 68 + 92 = 1520 s
            clock.press();
        }
        return clock.snapshot();
    }

    @Test
    void germanReportForTheIbcaProfile() {
        assertEquals("Zug dreiundzwanzig. Weiß: eine Stunde zwölf Minuten, verbraucht achtzehn Minuten. "
                + "Schwarz: eine Stunde vier Minuten, verbraucht fünfundzwanzig Minuten.", german.spoken(atMove23()));
    }

    @Test
    void englishReportForTheEnProfile() {
        assertEquals("Move twenty-three. White: one hour twelve minutes, used eighteen minutes. "
                + "Black: one hour four minutes, used twenty-five minutes.", english.spoken(atMove23()));
    }

    @Test
    void theReportIsAllWordsNeverDigits() {
        ManualTimeSource time = new ManualTimeSource();
        ChessClock clock = new ChessClock(TimeControl.parse("300+3"), time);
        clock.start();
        for (int i = 0; i < 37; i++) {
            time.advanceMillis(4_321 + i * 17);
            clock.press();
        }
        for (ClockReport report : new ClockReport[] {german, english}) {
            String said = report.spoken(clock.snapshot());
            assertFalse(said.matches("(?s).*\\d.*"), said);
        }
    }

    @Test
    void germanDurationsAtEachPrecision() {
        assertEquals("null Sekunden", german.duration(0));
        assertEquals("eine Sekunde", german.duration(1_999));
        assertEquals("einundvierzig Sekunden", german.duration(41_000));
        assertEquals("eine Minute", german.duration(60_000));
        assertEquals("eine Minute eine Sekunde", german.duration(61_000));
        assertEquals("vier Minuten dreißig Sekunden", german.duration(270_999));
        assertEquals("neun Minuten neunundfünfzig Sekunden", german.duration(599_999));
        assertEquals("zehn Minuten", german.duration(600_000 + 59_000), "from ten minutes no seconds");
        assertEquals("einundzwanzig Minuten", german.duration(21 * 60_000 + 30_000));
        assertEquals("eine Stunde", german.duration(3_600_000 + 59_000));
        assertEquals("eine Stunde eine Minute", german.duration(3_660_000));
        assertEquals("zwei Stunden dreiundzwanzig Minuten", german.duration(2 * 3_600_000 + 23 * 60_000));
    }

    @Test
    void englishDurationsAtEachPrecision() {
        assertEquals("zero seconds", english.duration(0));
        assertEquals("one second", english.duration(1_000));
        assertEquals("one minute one second", english.duration(61_000));
        assertEquals("four minutes thirty seconds", english.duration(270_000));
        assertEquals("twenty-one minutes", english.duration(21 * 60_000));
        assertEquals("one hour", english.duration(3_600_000));
        assertEquals("two hours twenty-three minutes", english.duration(2 * 3_600_000 + 23 * 60_000));
    }

    /**
     * The report a newcomer met at move twelve of a rapid game: seconds for White's time used and none for the times
     * beside it. Rule 2.9d's report says its four times alike: one under ten minutes, every one to the second.
     */
    @Test
    void theReportSaysAllItsTimesToTheSecondWhenOneNeedsSeconds() {
        ClockSnapshot atMove12 = new ClockSnapshot(22, Color.WHITE,
                new SideTime(13 * 60_000 + 51_400, 2 * 60_000 + 58_700, 11, 0, 11, false),
                new SideTime(16 * 60_000 + 49_500, 20_000, 11, 0, 11, false), null, BothFlags.NONE);
        assertEquals("Zug zwölf. Weiß: dreizehn Minuten einundfünfzig Sekunden, verbraucht zwei Minuten achtundfünfzig "
                + "Sekunden. Schwarz: sechzehn Minuten neunundvierzig Sekunden, verbraucht zwanzig Sekunden.",
                german.spoken(atMove12));
        assertEquals("Move twelve. White: thirteen minutes fifty-one seconds, used two minutes fifty-eight seconds. "
                + "Black: sixteen minutes forty-nine seconds, used twenty seconds.", english.spoken(atMove12));
    }

    @Test
    void aSideWhoseTimeIsUpIsSaidSo() {
        ManualTimeSource time = new ManualTimeSource();
        ChessClock clock = new ChessClock(TimeControl.parse("60"), time);
        clock.start();
        time.advanceSeconds(65);
        clock.press();
        time.advanceSeconds(2);
        assertEquals("Zug eins. Weiß: Zeit abgelaufen, verbraucht eine Minute fünf Sekunden. "
                + "Schwarz: achtundfünfzig Sekunden, verbraucht zwei Sekunden.", german.spoken(clock.snapshot()));
        assertEquals("Move one. White: time is up, used one minute five seconds. "
                + "Black: fifty-eight seconds, used two seconds.", english.spoken(clock.snapshot()));
    }

    @Test
    void anUnknownProfileIsOneSentence() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ClockReport.forProfile("fr"));
        assertEquals("Hektor has no clock report words for the profile 'fr'.", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ClockReport.forProfile("../x"));
    }
}
