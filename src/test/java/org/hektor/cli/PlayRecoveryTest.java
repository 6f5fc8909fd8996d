package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.hektor.store.RealJournal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** At the command line: a damaged journal's game goes on from what was recovered, and the player is told. */
class PlayRecoveryTest {
    @TempDir
    Path dir;

    @Test
    void aDamagedJournalIsResumedFromItsValidBeginningAndThePlayerIsTold() throws IOException {
        Path games = Files.createDirectories(dir.resolve("games"));
        Path file = RealJournal.today(games);
        byte[] b = Files.readAllBytes(file);
        b[RealJournal.lineStart(b, 20) + 2] ^= 0x20;          // one flipped bit in the record on line 20
        Files.write(file, b);
        try (HektorProcess h = HektorProcess.start(dir.resolve("stderr.txt"), "play", "--resume", "--keyboard",
                "--silent", "--profile", "en", "--journal", games.toString())) {
            h.expectLine("The journal of this game was damaged at record nineteen: six half-moves were recovered, "
                    + "and the game goes on from move four. The damaged file is kept as " + RealJournal.NAME
                    + ".damaged.");
            h.expectStart("The game is taken up again at move four.");
            assertEquals(6, h.state().ply());
        }
        assertArrayEquals(b, Files.readAllBytes(games.resolve(RealJournal.NAME + ".damaged")));
    }

    @Test
    void anUnreadableNewestJournalIsSaidAndNoOlderGameIsResumedWithoutAsking() throws IOException {
        Path games = Files.createDirectories(dir.resolve("games"));
        Path older = RealJournal.today(games);
        Path newest = Files.move(older, games.resolve("2026-12-02T10-00-00.journal"));
        RealJournal.today(games);
        Files.setLastModifiedTime(games.resolve(RealJournal.NAME), java.nio.file.attribute.FileTime.fromMillis(1000));
        Files.writeString(newest, "hektor-journal\t2\tdamaged beyond\n", StandardCharsets.UTF_8);
        CliRun run = CliRun.of("play", "--resume", "--keyboard", "--profile", "en", "--journal", games.toString());
        assertEquals(2, run.status(), run.err());
        assertEquals("The journal " + newest + " cannot be read at all, not even the game's settings; it is kept as "
                + newest.getFileName() + ".unreadable. Nothing else is resumed without asking: type hektor play to "
                + "choose.", run.err().strip());
    }
}
