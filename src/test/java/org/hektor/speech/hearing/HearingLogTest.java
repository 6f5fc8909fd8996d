package org.hektor.speech.hearing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The hearing and speech logs: every line starts with the same kind of time, so lines can be lined up afterwards. */
class HearingLogTest {

    @Test
    void aTimeOnTheWholeSecondStillHasItsMilliseconds() {
        // LocalTime.toString gives "20:23:42" here: a speech log's "queued" line a reader skipped, and a CI run
        // reported a sentence printed but never given to the voice
        assertEquals("20:23:42.000", HearingLog.stamp(LocalTime.of(20, 23, 42)));
        assertEquals("20:23:00.000", HearingLog.stamp(LocalTime.of(20, 23)));
        assertEquals("07:05:09.120", HearingLog.stamp(LocalTime.of(7, 5, 9, 120_456_000)));
    }

    @Test
    void eachLineIsTheTimeThenWhatHappened(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("games").resolve("speech.log");
        HearingLog log = new HearingLog(file);
        log.accept("sentence 0 queued (NORMAL): Your move.");
        log.accept("sentence 0 started playing");
        List<String> lines = Files.readAllLines(file);
        assertEquals(2, lines.size());
        assertTrue(lines.get(0).matches("\\d\\d:\\d\\d:\\d\\d\\.\\d\\d\\d sentence 0 queued \\(NORMAL\\): Your move\\."),
                lines.get(0));
        assertTrue(lines.get(1).endsWith(" sentence 0 started playing"), lines.get(1));
    }
}
