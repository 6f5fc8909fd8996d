package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.hektor.chess.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input is a sentence and status 2; a bug is a bug: status 70, no trace on the console, the trace in a log. */
class FailureTest {
    @TempDir
    Path dir;

    @Test
    void badInputCheckedByHektorIsItsSentenceAndStatus2() {
        IllegalArgumentException bad = assertThrowsIae(() -> Position.fromFen("8/8/8 w - - 0 1"));
        Failure f = Failure.of(bad, dir.resolve("errors.log"));
        assertEquals(2, f.status());
        assertEquals(bad.getMessage(), f.sentence());
        assertFalse(Files.exists(dir.resolve("errors.log")), "bad input is no bug: nothing logged");
    }

    @Test
    void anIllegalArgumentFromTheJdkIsABugWithItsTraceInTheLog() throws IOException {
        IllegalArgumentException jdk = assertThrowsIae(() -> Integer.parseInt("x"));
        Path log = dir.resolve("logs/errors.log");
        Failure f = Failure.of(jdk, log);
        assertEquals(70, f.status());
        assertEquals("Hektor stopped on a bug (NumberFormatException); the details are in " + log
                + ". Please report it.", f.sentence());
        assertEquals(1, f.sentence().lines().count());
        String logged = Files.readString(log);
        assertTrue(logged.contains("java.lang.NumberFormatException") && logged.contains("\tat "), logged);
        assertTrue(logged.contains("Hektor "), "the log names the version: " + logged);
    }

    @Test
    void anyOtherRuntimeExceptionIsABugAndAFailedFileIsTheWorlds() {
        assertEquals(70, Failure.of(new IllegalStateException("no sentence"), dir.resolve("errors.log")).status());
        Failure disk = Failure.of(new UncheckedIOException(new IOException("No space left on device")),
                dir.resolve("errors.log"));
        assertEquals(1, disk.status());
        assertEquals("Hektor stopped: a file could not be read or written, the disk is full.", disk.sentence());
        // in another language, the reason in its words, never the system's English or an exception's name
        assertEquals("Hektor hat aufgehört: eine Datei ließ sich nicht lesen oder schreiben, der Datenträger ist voll.",
                Failure.of(new UncheckedIOException(new IOException("No space left on device")),
                        org.hektor.words.Words.forLanguage("de"), dir.resolve("errors.log")).sentence());
        assertEquals("Гектор остановился: файл не удалось прочитать или записать, диск заполнен.",
                Failure.of(org.hektor.store.DiskProblem.unchecked(new IOException("No space left on device")),
                        org.hektor.words.Words.forLanguage("ru"), dir.resolve("errors.log")).sentence());
    }

    @Test
    void aLogThatCannotBeWrittenIsSaidAndTheStatusStaysABugs() throws IOException {
        Path file = Files.writeString(dir.resolve("file"), "");
        Failure f = Failure.of(new NullPointerException(), file.resolve("errors.log"));
        assertEquals(70, f.status());
        assertEquals("Hektor stopped on a bug (NullPointerException); its details could not be written to "
                + file.resolve("errors.log") + ".", f.sentence());
    }

    private static IllegalArgumentException assertThrowsIae(Runnable r) {
        try {
            r.run();
        } catch (IllegalArgumentException e) {
            return e;
        }
        throw new AssertionError("no IllegalArgumentException");
    }
}
