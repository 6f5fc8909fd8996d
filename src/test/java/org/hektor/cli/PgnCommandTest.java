package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code hektor pgn FILE}: a summary line per game, or one sentence with line and column and exit status 2. */
class PgnCommandTest {
    @TempDir
    Path dir;

    private static CliRun run(String... args) {
        return CliRun.of(args);
    }

    @Test
    void summarisesEveryGameOfTheSamples() throws IOException {
        Path file = dir.resolve("samples.pgn");
        try (InputStream in = PgnCommandTest.class.getResourceAsStream("/org/hektor/chess/samples.pgn")) {
            Files.write(file, in.readAllBytes());
        }
        CliRun run = run("pgn", file.toString());
        assertEquals(0, run.status(), run.err());
        String[] lines = run.out().split("\\R");
        assertEquals(6, lines.length, run.out());
        assertEquals("Game 2: Cäsar - David (Hektor sample: promotion to every piece, from a FEN, 2024.05.02), 5 moves, *.",
                lines[1]);
        assertEquals("Game 5: Morphy, Paul - Duke Karl / Count Isouard (Paris Opera, 1858.??.??), 17 moves, 1-0.", lines[4]);
        assertEquals("5 games.", lines[5]);
        assertEquals("", run.err());
    }

    @Test
    void gameWithoutTagsIsSummarisedToo() throws IOException {
        Path file = dir.resolve("bare.pgn");
        Files.writeString(file, "1. f3 e5 2. g4 Qh4# 0-1\n");
        assertEquals("Game 1: ? - ?, 2 moves, 0-1.\n1 game.\n", run("pgn", file.toString()).out().replace("\r", ""));
    }

    @Test
    void badPgnIsOneSentenceWithLineAndColumnAndStatusTwo() throws IOException {
        Path file = dir.resolve("bad.pgn");
        Files.writeString(file, "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n");
        CliRun run = run("pgn", file.toString());
        assertEquals(2, run.status());
        assertEquals("", run.out());
        assertEquals(file + ", line 3, column 13: White's move 2: Ke3 is not legal here: no king can go to e3.\n",
                run.err().replace("\r", ""));
    }

    @Test
    void missingFileIsOneSentenceAndStatusTwo() {
        Path missing = dir.resolve("nope.pgn");
        CliRun run = run("pgn", missing.toString());
        assertEquals(2, run.status());
        assertEquals("The PGN file " + missing + " does not exist.", run.err().strip());
        assertTrue(run.err().lines().count() == 1);
    }
}
