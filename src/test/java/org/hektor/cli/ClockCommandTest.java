package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code hektor clock --control TC --simulate LIST [--calls w,b]} as docs/commands.md describes it. */
class ClockCommandTest {

    @Test
    void printsEachCallWhenItHappensThenTheFinalTimesAndMoveNumberEachWithWhatHektorSays() {
        CliRun run = CliRun.of("clock", "--say", "--language", "en", "--control", "300+2", "--simulate", "10,20,290");
        assertEquals(0, run.status(), run.err());
        assertEquals("""
                82 w minutes 4 240\tWhite: four minutes.
                142 w minutes 3 180\tWhite: three minutes.
                202 w minutes 2 120\tWhite: two minutes.
                262 w minutes 1 60\tWhite: one minute.
                292 w seconds 30 30\tWhite: thirty seconds.
                312 w seconds 10 10\tWhite: ten seconds.
                final 4 282 2\tMove two. White: four seconds, used five minutes. Black: four minutes forty-two \
                seconds, used twenty seconds.
                """, run.out());
        assertEquals("", run.err());
    }

    /** The calls of rule 2.4 and the report of rule 2.9d in German and in Russian, with the grammar each needs. */
    @Test
    void theCallsAreSaidInTheChosenLanguage() {
        assertEquals("""
                82 w minutes 4 240\tWeiß: vier Minuten.
                262 w minutes 1 60\tWeiß: eine Minute.
                """, calls(CliRun.of("clock", "--say", "--language", "de", "--control", "300+2", "--simulate", "10,20,290")));
        assertEquals("""
                82 w minutes 4 240\tБелые: четыре минуты.
                262 w minutes 1 60\tБелые: одна минута.
                """, calls(CliRun.of("clock", "--say", "--language", "ru", "--control", "300+2", "--simulate", "10,20,290")));
    }

    /** The first and the fourth line: with {@code --simulate 10,20,290} above, the 4-minute and the 1-minute call. */
    private static String calls(CliRun run) {
        List<String> lines = run.out().lines().toList();
        return lines.get(0) + "\n" + lines.get(3) + "\n";
    }

    /** The clock's fields alone, each line without the tab and the sentence Hektor says. */
    private static String fields(CliRun run) {
        return run.out().lines().map(l -> l.replaceFirst("\t.*", "") + "\n").collect(Collectors.joining());
    }

    @Test
    void fractionalSecondsBlacksCallsAndTheFlag() {
        // White 0.5 s (59.5 left), Black 59.25 s (0.75 left), White runs out 59.5 s into his 61 s think.
        CliRun run = CliRun.of("clock", "--control", "60", "--simulate", "0.5,59.25,61");
        assertEquals(0, run.status(), run.err());
        assertEquals("""
                30.5 b seconds 30 30
                50.5 b seconds 10 10
                89.25 w seconds 30 30
                109.25 w seconds 10 10
                119.25 w flag 0
                final 0 0.75 2
                """, fields(run));
    }

    @Test
    void ticksDoubleTicksAndTheControlOfAMultiPeriodPreset() {
        String forty = String.join(",", Collections.nCopies(80, "100"));
        CliRun run = CliRun.of("clock", "--control", "classical", "--simulate", forty, "--calls", "w");
        assertEquals(0, run.status(), run.err());
        assertEquals("""
                690 w tick 5100
                1640 w tick 4800
                2460 w double-tick 4500
                3280 w tick 4200
                4100 w tick 3900
                5050 w double-tick 3600
                5870 w tick 3300
                6690 w tick 3000
                7640 w double-tick 2700
                7900 w control 1800 4400
                final 4400 4400 41
                """, fields(run));
    }

    @Test
    void withOnlyWhitesCallsBlacksFlagIsStillCalledRule29e() {
        CliRun run = CliRun.of("clock", "--control", "60", "--simulate", "1,70", "--calls", "w");
        assertEquals("61 b flag 0\nfinal 59 0 2\n", fields(run));
        CliRun none = CliRun.of("clock", "--control", "60", "--simulate", "1,70", "--calls", "none");
        assertEquals("final 59 0 2\n", fields(none));
    }

    @Test
    void delayModeAndSandclockRunToo() {
        assertEquals("final 105 205 3\n", CliRun.of("clock", "--control", "300d5", "--simulate", "3,100,200,3,1",
                "--calls", "none").out().replaceFirst("\t.*", ""));
        assertEquals("final 50 70 1\n", CliRun.of("clock", "--control", "*60", "--simulate", "10", "--calls", "none").out().replaceFirst("\t.*", ""));
    }

    @ParameterizedTest
    @ValueSource(strings = {"3x", "", "blits", "300:40/5400", "300+2d5", "-", "?"})
    void aBadControlStringIsExitTwoAndOneSentence(String control) {
        assertOneSentenceAndExitTwo(CliRun.of("clock", "--control", control, "--simulate", "10"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "10,,20", "ten", "10,-5", "1.0001", "100000", "10;20", "NaN", "1e999"})
    void aBadThinkingTimeListIsExitTwoAndOneSentence(String list) {
        assertOneSentenceAndExitTwo(CliRun.of("clock", "--control", "300", "--simulate", list));
    }

    @Test
    void theSentenceSaysWhichThinkingTimeIsWrong() {
        CliRun run = CliRun.of("clock", "--control", "300", "--simulate", "10,ten,20");
        assertEquals("The thinking time 'ten' (number 2 in --simulate) is not a number of seconds.", run.err().strip());
    }

    @ParameterizedTest
    @ValueSource(strings = {"x", "w,x", "white", "w,,b"})
    void badCallsSidesAreExitTwoAndOneSentence(String sides) {
        assertOneSentenceAndExitTwo(CliRun.of("clock", "--control", "300", "--simulate", "10", "--calls", sides));
    }

    @Test
    void missingOptionsAreExitTwo() {
        assertEquals(2, CliRun.of("clock", "--control", "300").status());
        assertEquals(2, CliRun.of("clock", "--simulate", "10").status());
    }

    private static void assertOneSentenceAndExitTwo(CliRun run) {
        assertEquals(2, run.status(), run.out());
        assertEquals("", run.out());
        String err = run.err().strip();
        assertFalse(err.isEmpty());
        assertFalse(err.contains("\n"), err);
        assertFalse(err.contains("Exception"), err);
        assertTrue(err.endsWith("."), err);
    }
}
