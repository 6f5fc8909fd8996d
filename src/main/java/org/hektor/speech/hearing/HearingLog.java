package org.hektor.speech.hearing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.function.Consumer;

/**
 * The hearing log: one line per utterance, with the time, appended to a file beside the games (never on the
 * player's console, which a screen reader reads). It tells afterwards what was heard when, and why not. The
 * speech log beside it ({@code speech.log}: each sentence queued, started playing, finished) is kept the same way.
 */
public final class HearingLog implements Consumer<String> {
    private final Path file;

    public HearingLog(Path file) {
        this.file = file;
    }

    @Override
    public synchronized void accept(String line) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, LocalTime.now().truncatedTo(ChronoUnit.MILLIS) + " " + line + "\n",
                    StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            // the log is for looking back; hearing goes on without it
        }
    }
}
