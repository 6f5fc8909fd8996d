package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code hektor arbiter --script FILE}: output, and the one sentence for a line that cannot be read. */
class ArbiterCommandTest {
    @TempDir
    Path dir;

    private Path script(String... lines) throws IOException {
        Path f = dir.resolve("s.scenario");
        Files.write(f, List.of(lines), StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void printsEachEventOnItsOwnLine() throws IOException {
        CliRun run = CliRun.of("arbiter", "--script", script("blind white", "move e4", "# a comment",
                "> expected output lines are ignored", "check").toString());
        assertEquals(0, run.status(), run.err());
        assertEquals("announced white e4 e2e4\nmoved white 1 e4 e2e4; clock white 1:30:30 black 1:30:00\nin order",
                run.out().strip());
        assertEquals("", run.err());
    }

    @Test
    void numberedOutputNamesTheScriptLineOfEachEvent() throws IOException {
        CliRun run = CliRun.of("arbiter", "--numbered", "--script", script("move e4", "", "check").toString());
        assertEquals("1: announced white e4 e2e4", run.out().lines().findFirst().orElseThrow());
        assertEquals("3: in order", run.lastLine());
    }

    @Test
    void aBadLineStopsTheRunWithOneSentenceNamingItAndStatus2() throws IOException {
        CliRun run = CliRun.of("arbiter", "--script", script("move e4", "white jumps e5", "check").toString());
        assertEquals(2, run.status());
        assertEquals("Line 2: 'jumps' is not something a player does in a scenario; see docs/arbiter-"
                + "scenarios.md.", run.err().strip());
        assertTrue(run.out().contains("moved white 1 e4"), "what came before the bad line is printed: " + run.out());
        assertFalse(run.out().contains("in order"), "nothing after the bad line runs");
    }

    @Test
    void everyKindOfBadLineGetsItsOwnSentence() throws IOException {
        String[][] cases = {
                {"white lift e9", "Line 1: 'e9' is not a square; a square is a file a-h and a rank 1-8, like e4."},
                {"white put X e4", "Line 1: 'X' is not a piece letter; White's are PNBRQK, Black's pnbrqk."},
                {"time soon", "Line 1: 'soon' is not a duration; write it like 30s, 5m, 1h30m or 1:30:00."},
                {"discipline bullet", "Line 1: There is no discipline called 'bullet'; the disciplines are standard, "
                        + "rapid and blitz."},
                {"white claims victory", "Line 1: A claim is repetition, fifty, flag, illegal or touch, not 'victory'."},
                {"frobnicate", "Line 1: 'frobnicate' is not something a scenario line starts with; see "
                        + "docs/arbiter-scenarios.md."},
                {"white offers tea", "Line 1: A player offers a draw: white offers draw."},
                {"language fr", "Line 1: There are no instruction sentences for the language 'fr'."},
                {"profile white klingon", "Line 1: There is no spoken-notation profile named 'klingon'; try ibca or en."},
                // after the first number of a duration, minutes and seconds are 0 to 59; at most 999 hours
                {"time 1:99:00", "Line 1: '1:99:00' is not a duration: after the first number, minutes and seconds go "
                        + "from 0 to 59."},
                {"time 0:00:60", "Line 1: '0:00:60' is not a duration: after the first number, minutes and seconds go "
                        + "from 0 to 59."},
                {"time 1h90m", "Line 1: '1h90m' is not a duration: after the first number, minutes and seconds go "
                        + "from 0 to 59."},
                {"time 1000h", "Line 1: '1000h' is longer than 999 hours; no game lasts that long."},
                {"time 99999999999999999999:00", "Line 1: '99999999999999999999:00' is longer than 999 hours; no game "
                        + "lasts that long."},
        };
        for (String[] c : cases) {
            CliRun run = CliRun.of("arbiter", "--script", script(c[0]).toString());
            assertEquals(2, run.status(), c[0]);
            assertEquals(c[1], run.err().strip(), c[0]);
            assertEquals(1, run.err().strip().lines().count(), "one line: " + run.err());
        }
        CliRun late = CliRun.of("arbiter", "--script", script("move e4", "discipline blitz").toString());
        assertEquals("Line 2: 'discipline' is a setting; settings come before the first event.", late.err().strip());
        CliRun fen = CliRun.of("arbiter", "--script", script("fen 8/8/8 w - - 0 1").toString());
        assertEquals(2, fen.status());
        assertTrue(fen.err().startsWith("Line 1: "), fen.err());
        assertFalse(fen.err().contains("Exception"), fen.err());
    }

    @Test
    void aLongDurationInItsFirstNumberIsOne() throws IOException {
        CliRun run = CliRun.of("arbiter", "--script", script("control -", "time 90m", "time 61s", "time 90:00",
                "time 2:59:59", "clock").toString());
        assertEquals(0, run.status(), run.err());
        assertEquals("no clock, white to move", run.out().strip());
    }

    @Test
    void aBadByteAControlCharacterAnOverlongLineOrAFolderIsOneSentence() throws IOException {
        // hostile scripts end in one sentence and exit status 2, never a stack trace
        Path bad = dir.resolve("bad.scenario");
        Files.write(bad, new byte[] {'m', 'o', 'v', 'e', ' ', 'e', '4', '\n', 'c', 'h', (byte) 0xff, '\n'});
        CliRun utf8 = CliRun.of("arbiter", "--script", bad.toString());
        assertEquals(2, utf8.status());
        assertEquals("Line 2 of the scenario file " + bad + " is not UTF-8 text; save the file as UTF-8.",
                utf8.err().strip());
        assertTrue(utf8.out().contains("moved white 1 e4"), "the lines before it ran: " + utf8.out());

        CliRun nul = CliRun.of("arbiter", "--script", script("move e4", "check\u0000").toString());
        assertEquals(2, nul.status());
        assertEquals("Line 2: the line holds the character U+0000, which no scenario line has; a scenario line is "
                + "plain text.", nul.err().strip());

        CliRun escape = CliRun.of("arbiter", "--script", script("# \u001b[2J").toString());
        assertEquals(2, escape.status(), "a comment is a line of the script too");
        assertTrue(escape.err().startsWith("Line 1: the line holds the character U+001B"), escape.err());

        CliRun overlong = CliRun.of("arbiter", "--script", script("#" + "x".repeat(1000)).toString());
        assertEquals(2, overlong.status());
        assertEquals("Line 1: the line is longer than 1000 characters; no scenario line is.", overlong.err().strip());

        CliRun folder = CliRun.of("arbiter", "--script", dir.toString());
        assertEquals(2, folder.status());
        assertEquals("The scenario file " + dir + " is a folder, not a file.", folder.err().strip());
    }

    @Test
    void aRefusedActionIsAnEventNotABadLine() throws IOException {
        CliRun run = CliRun.of("arbiter", "--script", script("black press", "white lift e4").toString());
        assertEquals(0, run.status());
        assertEquals("refused black: It is White's move, not Black's.\nrefused white: There is no piece on e4 to lift.",
                run.out().strip());
    }

    @Test
    void aMissingFileIsOneSentence() {
        CliRun run = CliRun.of("arbiter", "--script", dir.resolve("none.scenario").toString());
        assertEquals(2, run.status());
        assertTrue(run.err().strip().matches("The scenario file .*none.scenario does not exist."), run.err());
    }
}
