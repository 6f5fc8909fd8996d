package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sentences about bad input say what is wrong, and stay sentences: a long input is
 * quoted by its beginning and length, a failed command prints nothing before its sentence.
 */
class InputMessagesTest {
    private static final String LONG_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
            + "x".repeat(131_000);

    @Test
    void aLongFenIsNotEchoedWhole() {
        for (List<String> command : List.of(List.of("legal"), List.of("perft", "1"), List.of("say", "e4"),
                List.of("hear", "Eva vier"), List.of("grammar"), List.of("engine"))) {
            String[] args = new String[command.size() + 2];
            for (int i = 0; i < command.size(); i++) {
                args[i] = command.get(i);
            }
            args[command.size()] = "--fen";
            args[command.size() + 1] = LONG_FEN;
            CliRun run = CliRun.of(args);
            assertEquals(2, run.status(), command + ": " + run.err());
            String err = run.err().strip();
            assertTrue(err.length() < 400, () -> command + ": " + err.length() + " characters: " + err.substring(0, 300));
            assertTrue(err.contains("… (131,057 characters)"), () -> command + ": " + err);
            assertEquals("", run.out(), command + " printed before failing");
        }
    }

    @Test
    void aLongMoveIsNotEchoedWhole() {
        CliRun run = CliRun.of("say", "Q".repeat(50_000));
        assertEquals(2, run.status());
        assertTrue(run.err().length() < 400, () -> run.err().substring(0, 300));
    }

    @Test
    void sayChecksItsWavFileBeforeItSpeaks(@TempDir Path dir) {
        CliRun run = CliRun.of("say", "--wav", "/nonexistent/dir/x.wav", "e4");
        assertEquals(2, run.status());
        assertEquals("", run.out(), "nothing is printed when the WAV file cannot be written");
        assertEquals("Cannot write the WAV file /nonexistent/dir/x.wav: the folder /nonexistent/dir does not exist.",
                run.err().strip());
        CliRun folder = CliRun.of("say", "--wav", dir.toString(), "e4");
        assertEquals(2, folder.status());
        assertEquals("", folder.out());
        assertEquals("The WAV file " + dir + " is a folder, not a file.", folder.err().strip());
        assertFalse(Files.exists(Path.of("/nonexistent")));
    }
}
