package org.hektor.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.hektor.clock.ManualTimeSource;
import org.hektor.session.Stamped;
import org.hektor.session.State;
import org.hektor.words.Words;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The table of damages, replayed: each damage to a real journal (an 18-ply keyboard game) keeps every record
 * before the damage, tells the player how much was recovered, and keeps the damaged file beside the journal.
 */
class DamagedJournalTest {
    @TempDir
    Path dir;

    private static int lineContaining(byte[] bytes, String text) {
        String[] lines = new String(bytes, StandardCharsets.UTF_8).split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(text)) {
                return i + 1;
            }
        }
        throw new AssertionError(text);
    }

    /**
     * Damages the real journal, then checks what a resume does with it: records before line {@code damagedLine} are
     * all kept, the damaged file is kept byte for byte, the player is told.
     */
    private String resumeAfter(byte[] damaged, int damagedLine) throws IOException {
        Path file = RealJournal.today(dir);
        List<Stamped> whole = Journal.reading(file).orElseThrow().entries();
        Files.write(file, damaged);
        Journal.Contents c = Journal.reading(file).orElseThrow();
        assertEquals(damagedLine, c.damage().orElseThrow().line(), c.damage().toString());
        assertEquals(whole.subList(0, damagedLine - 2), c.entries(), "every record before the damage is kept");
        State game = Replay.rebuild(c, new ManualTimeSource()).state();
        Optional<Path> kept;
        try (Journal j = Journal.append(c)) {
            kept = j.kept();
        }
        assertArrayEquals(damaged, Files.readAllBytes(kept.orElseThrow()), "the damaged file is kept as it was");
        Journal.Contents after = Journal.reading(file).orElseThrow();
        assertTrue(after.damage().isEmpty(), "the game goes on after the records kept");
        assertEquals(c.entries(), after.entries());
        return Recovery.sentence(c, game, kept, Words.forProfile("en")).orElseThrow();
    }

    private byte[] real() throws IOException {
        Path scratch = Files.createTempDirectory(dir, "real");
        return Files.readAllBytes(RealJournal.today(scratch));
    }

    @Test
    void aGarbageLineEndingInANewline() throws IOException {
        byte[] b = real();
        int at = RealJournal.lineStart(b, 31);
        byte[] damaged = concat(Arrays.copyOf(b, at), "garbage 17 here\n".getBytes(StandardCharsets.UTF_8),
                Arrays.copyOfRange(b, at, b.length));
        String said = resumeAfter(damaged, 31);
        assertTrue(said.startsWith("The journal of this game was damaged at record thirty: "), said);
        assertTrue(said.endsWith("The damaged file is kept as 2026-12-01T23-02-53.journal.damaged."), said);
    }

    @Test
    void aFlippedByteTickBecomesTicK() throws IOException {
        byte[] b = real();
        int line = lineContaining(b, "\ttick\t");
        int at = new String(b, StandardCharsets.UTF_8).indexOf("\ttick\t") + 4;
        b[at] = 'K';
        resumeAfter(b, line);
    }

    @Test
    void anInvalidUtf8Byte() throws IOException {
        byte[] b = real();
        b[RealJournal.lineStart(b, 40) + 1] = (byte) 0xFF;
        resumeAfter(b, 40);
    }

    @Test
    void theFileCutAtHalfItsLength() throws IOException {
        byte[] b = real();
        byte[] cut = Arrays.copyOf(b, b.length / 2);
        int line = 1;
        for (int i = 0; i < cut.length; i++) {
            line += cut[i] == '\n' ? 1 : 0;
        }
        String said = resumeAfter(cut, line);
        assertTrue(said.contains(" half-moves were recovered, and the game goes on from move "), said);
    }

    @Test
    void theTextOfATypedMoveEdited() throws IOException {
        byte[] b = real();
        String text = new String(b, StandardCharsets.UTF_8);
        int line = lineContaining(b, "\ttyped\tNf3\t");
        byte[] edited = text.replace("\ttyped\tNf3\t", "\ttyped\tNc3\t").getBytes(StandardCharsets.UTF_8);
        // the edit is found by the checksum: the game is not rebuilt differently, it stops before the edit
        String said = resumeAfter(edited, line);
        assertTrue(said.contains("four half-moves were recovered, and the game goes on from move three"), said);
    }

    @Test
    void theNewestJournalDamagedIsOfferedNeverAnOlderGame() throws IOException {
        Path older = RealJournal.today(Files.createDirectories(dir.resolve("older")));
        Path games = Files.createDirectories(dir.resolve("games"));
        Path old = Files.copy(older, games.resolve("2026-11-29T10-00-00.journal"));
        Files.setLastModifiedTime(old, FileTime.fromMillis(1_000_000));
        Path newest = Files.copy(older, games.resolve("2026-12-01T23-02-53.journal"));
        byte[] b = Files.readAllBytes(newest);
        b[RealJournal.lineStart(b, 20)] = '#';
        Files.write(newest, b);
        GameFiles.Search found = new GameFiles(games).latestUnfinished();
        assertEquals(newest, found.unfinished().orElseThrow().file());
        assertEquals(18, found.unfinished().orElseThrow().entries().size());

        // with its settings destroyed nothing of it can be replayed: it is set aside, kept, and said; the older
        // game is then only offered (play asks; play --resume refuses, see PlayCommandTest)
        b[3] = 'X';
        Files.write(newest, b);
        found = new GameFiles(games).latestUnfinished();
        assertEquals(List.of(new GameFiles.SetAside(newest, games.resolve(newest.getFileName() + ".unreadable"))),
                found.unreadable());
        assertArrayEquals(b, Files.readAllBytes(found.unreadable().get(0).now()));
        assertEquals(old, found.unfinished().orElseThrow().file());
    }

    /**
     * A journal whose records all prove themselves, but whose game a later Hektor would rebuild otherwise (here: a
     * clock one millisecond off in the record of the fifth half-move, re-checksummed): the game goes on from the last
     * command that agrees, and that is said like any damage.
     */
    @Test
    void aRecordTheReplayDoesNotAgreeWithEndsWhatIsKept() throws IOException {
        Path games = Files.createDirectories(dir.resolve("games"));
        Path file = RealJournal.writtenToday(games);
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        int decided = -1;
        for (int n = 0; n < lines.size() && decided < 0; n++) {
            decided = lines.get(n).contains("\tdecided\t5\t") ? n : -1;
        }
        String payload = RecordFrame.unframe(lines.get(decided), decided).orElseThrow();
        String[] f = payload.split("\t", -1);
        f[3] = Long.toString(Long.parseLong(f[3]) + 1);            // White's clock after the command
        lines.set(decided, RecordFrame.frame(String.join("\t", f), decided));
        Files.write(file, lines, StandardCharsets.UTF_8);
        assertTrue(Journal.reading(file).orElseThrow().damage().isEmpty(), "every record proves itself");

        Journal.Contents c = new GameFiles(games).latestUnfinished().unfinished().orElseThrow();
        Damage d = c.damage().orElseThrow();
        assertEquals(decided, d.line(), "the command whose record disagrees is the first not kept (1-based line)");
        assertEquals("the game rebuilt from it differs from the moves and clocks it recorded", d.what());
        State game = Replay.rebuild(c, new ManualTimeSource()).state();
        assertEquals(4, game.ply());
        try (Journal j = Journal.append(c)) {
            assertTrue(Files.exists(j.kept().orElseThrow()));
        }
        assertEquals(c.entries(), Journal.reading(file).orElseThrow().entries());
    }

    private static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        byte[] all = new byte[n];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, all, at, p.length);
            at += p.length;
        }
        return all;
    }
}
