package org.hektor.speech.hearing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.function.Consumer;

/**
 * The hearing log: one line per utterance, with the time, appended to a file beside the games (never on the
 * player's console, which a screen reader reads). It tells afterwards what was heard when, and why not. The
 * speech log beside it ({@code speech.log}: each sentence queued, started playing, finished) is kept the same way.
 */
public final class HearingLog implements Consumer<String> {
    /**
     * Always hours to milliseconds: {@code LocalTime.toString} leaves out ".000" (and ":00") when they are zero, one
     * line in a thousand that a reader of the log, a person or a test, could not line up with the others.
     */
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss.SSS");
    private final Path file;

    public HearingLog(Path file) {
        this.file = file;
    }

    @Override
    public synchronized void accept(String line) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, stamp(LocalTime.now()) + " " + line + "\n",
                    StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            // the log is for looking back; hearing goes on without it
        }
    }

    /** The time a log line starts with: {@code 20:23:42.000}, never {@code 20:23:42}. */
    public static String stamp(LocalTime time) {
        return TIME.format(time);
    }
}
