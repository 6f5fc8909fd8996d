package org.hektor.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The committed journal of a real game (18 plies typed at 300+2, recorded by {@code hektor play --keyboard} before
 * checksums, in format 1), for the tests of reading, recovery and resuming.
 */
public final class RealJournal {
    /** Its file name, the game's creation time. */
    public static final String NAME = "2026-12-01T23-02-53.journal";

    private RealJournal() {
    }

    /** The file as it was written, format 1. */
    public static Path formatOne(Path dir) throws IOException {
        Path file = dir.resolve(NAME);
        try (InputStream in = RealJournal.class.getResourceAsStream("v1-practice.journal")) {
            Files.copy(in, file);
        }
        return file;
    }

    /** The same game in today's format (converted as a resume converts it, the old copy removed). */
    public static Path today(Path dir) throws IOException {
        Path file = formatOne(dir);
        Journal.append(Journal.reading(file).orElseThrow()).close();
        Files.delete(dir.resolve(NAME + ".v1"));
        return file;
    }

    /** A real game written by today's Hektor (format 2, with its decisions): the same moves, played again. */
    public static Path writtenToday(Path dir) throws IOException {
        Path file = dir.resolve("2026-12-01T23-39-29.journal");
        try (InputStream in = RealJournal.class.getResourceAsStream("v2-practice.journal")) {
            Files.copy(in, file);
        }
        return file;
    }

    /** The byte offset where line {@code n} (from 1) of the file starts, or -1 when it has fewer lines. */
    public static int lineStart(byte[] bytes, int n) {
        if (n == 1) {
            return 0;
        }
        int line = 1;
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == '\n' && ++line == n) {
                return i + 1;
            }
        }
        return -1;
    }
}
