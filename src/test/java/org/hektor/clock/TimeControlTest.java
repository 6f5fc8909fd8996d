package org.hektor.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hektor.clock.TimeControl.Mode;
import org.hektor.clock.TimeControl.Period;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TimeControlTest {

    @Test
    void suddenDeathIsOnePeriodForTheRestOfTheGame() {
        TimeControl tc = TimeControl.parse("300");
        assertEquals(Mode.PERIODS, tc.mode());
        assertEquals(List.of(new Period(0, 300, 0, 0)), tc.periods());
        assertTrue(tc.period(0).isRestOfGame());
    }

    @Test
    void incrementFollowsThePlus() {
        assertEquals(List.of(new Period(0, 300, 2, 0)), TimeControl.parse("300+2").periods());
    }

    @Test
    void movesSlashSecondsThenTheRest() {
        assertEquals(List.of(new Period(40, 5400, 0, 0), new Period(0, 1800, 0, 0)),
                TimeControl.parse("40/5400:1800").periods());
    }

    @Test
    void eachPeriodCarriesItsOwnIncrement() {
        assertEquals(List.of(new Period(40, 5400, 30, 0), new Period(0, 1800, 30, 0)),
                TimeControl.parse("40/5400+30:1800+30").periods());
    }

    @Test
    void delaySuffixPerPeriodIsRule622DelayMode() {
        assertEquals(List.of(new Period(0, 300, 0, 5)), TimeControl.parse("300d5").periods());
        assertEquals(List.of(new Period(40, 7200, 0, 30), new Period(0, 3600, 0, 30)),
                TimeControl.parse("40/7200d30:3600d30").periods());
    }

    @Test
    void starIsTheSandclock() {
        TimeControl tc = TimeControl.parse("*180");
        assertEquals(Mode.SANDCLOCK, tc.mode());
        assertEquals(180, tc.period(0).seconds());
        assertTrue(tc.isTimed());
    }

    @Test
    void dashIsUntimedAndQuestionMarkUnknownAndNeitherRunsOnAClock() {
        assertEquals(TimeControl.UNTIMED, TimeControl.parse("-"));
        assertEquals(TimeControl.UNKNOWN, TimeControl.parse("?"));
        assertFalse(TimeControl.UNTIMED.isTimed());
        assertFalse(TimeControl.UNKNOWN.isTimed());
    }

    @ParameterizedTest
    @ValueSource(strings = {"300", "300+2", "40/5400:1800", "40/5400+30:1800+30", "*180", "-", "?", "300d5",
        "40/7200d30:3600d30", "40/7200:20/3600:900+30", "40/7200"})
    void printsBackWhatItRead(String pgn) {
        assertEquals(pgn, TimeControl.parse(pgn).pgn());
        assertEquals(pgn, TimeControl.parse(pgn).toString());
    }

    @Test
    void aZeroIncrementIsLeftOutWhenPrinted() {
        assertEquals("300", TimeControl.parse(" 300+0 ").pgn());
    }

    @Test
    void aLastPeriodWithAMoveCountRepeatsAndARestOfGamePeriodIsNeverLeft() {
        TimeControl repeating = TimeControl.parse("40/7200");
        assertEquals(new Period(40, 7200, 0, 0), repeating.period(5));
        TimeControl twoPeriods = TimeControl.parse("40/5400:1800");
        assertEquals(new Period(0, 1800, 0, 0), twoPeriods.period(7));
    }

    @Test
    void presetsByNameAreTheFideControls() {
        assertEquals("180+2", TimeControl.parse("blitz").pgn());
        assertEquals("900+10", TimeControl.parse("rapid").pgn());
        assertEquals("40/5400+30:1800+30", TimeControl.parse("classical").pgn());
        assertEquals("180+2", TimeControl.parse("BLITZ").pgn());
        assertEquals("900+10", TimeControl.preset("Rapid").pgn());
    }

    @Test
    void everyPresetIsAValidTimedControl() {
        assertTrue(TimeControl.presets().size() >= 8);
        TimeControl.presets().forEach((name, pgn) -> {
            TimeControl tc = TimeControl.preset(name);
            assertTrue(tc.isTimed(), name);
            assertEquals(pgn, tc.pgn(), name);
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", "blits", "*", "*abc", "300:40/5400", "0", "0/300", "300+2d5", "40/", "300+",
        "1234567", "40/5400::1800", "3x", "40/5400:", "+2", "300 + 2", "-5"})
    void badStringsGetOneClearSentence(String bad) {
        TimeControlException e = assertThrows(TimeControlException.class, () -> TimeControl.parse(bad));
        String message = e.getMessage();
        assertTrue(message.endsWith("."), message);
        assertFalse(message.contains("\n"), message);
        assertFalse(message.contains("Exception"), message);
        assertTrue(message.length() > 20 && message.length() < 200, message);
    }

    /** The value form answers each bad text with the very sentence the command line's form throws, and "*0" too. */
    @ParameterizedTest
    @ValueSource(strings = {"", "blits", "*", "*0", "*1234567", "300:40/5400", "0", "0/300", "300+2d5", "1234567",
        "40/5400::1800", "3x"})
    void readingABadStringAnswersItsSentence(String bad) {
        assertEquals(new TimeControl.Reading.Unreadable(message(bad)), TimeControl.read(bad));
    }

    @Test
    void readingAGoodStringOrAPresetAnswersTheControl() {
        assertEquals(new TimeControl.Reading.Read(TimeControl.of(300, 2)), TimeControl.read("300+2"));
        assertEquals(new TimeControl.Reading.Read(TimeControl.parse("blitz")), TimeControl.read(" Blitz "));
        assertEquals(new TimeControl.Reading.Read(TimeControl.UNKNOWN), TimeControl.read("?"));
        assertEquals(new TimeControl.Reading.Unreadable("A period needs a positive time and no negative numbers."),
                TimeControl.read("*0"));
    }

    @Test
    void theSentenceNamesTheProblem() {
        assertTrue(TimeControl.parse("40/5400+30:1800+30").isTimed());
        assertTrue(message("blits").contains("no time control preset called 'blits'"));
        assertTrue(message("blits").contains("blitz"), "lists the presets");
        assertTrue(message("rapid-30").contains("no time control preset called 'rapid-30'"));
        assertTrue(message("300:40/5400").contains("rest of the game"));
        assertTrue(message("300+2d5").contains("increment or")
                || message("300+2d5").contains("both an increment and a delay"));
        assertTrue(message("0").contains("no time"));
        assertTrue(message("0/300").contains("move count of 0"));
        assertTrue(message("1234567").contains("too large"));
        assertTrue(message("*").contains("sandclock"));
        assertTrue(message("40/5400::1800").contains("period 2"));
    }

    private static String message(String bad) {
        return assertThrows(TimeControlException.class, () -> TimeControl.parse(bad)).getMessage();
    }
}
