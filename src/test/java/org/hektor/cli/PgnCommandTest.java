package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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

    /**
     * A file that is no PGN is quoted back exactly: a newcomer's {@code hektor pgn /etc/passwd} was told about
     * 'Root:x:0:0:…' (the file says root), and a program file put a raw DEL byte between the quotes.
     */
    @Test
    void whatIsQuotedBackIsExactlyWhatTheFileSaysWithControlCharactersWrittenVisibly() throws IOException {
        Path passwd = dir.resolve("passwd");
        Files.writeString(passwd, "root:x:0:0:root:/root:/bin/bash\n");
        CliRun run = run("pgn", passwd.toString());
        assertEquals("Game 1 skipped: " + passwd + ", line 1, column 1: White's move 1: 'root:x:0:0:root:/root:/bin/bash' "
                + "is not a move in algebraic notation; a move looks like e4, Nf3, exd5, O-O or e8=Q.", run.err().lines().findFirst().orElseThrow());
        Path program = dir.resolve("ls");
        Files.write(program, new byte[] {0x7f, 'E', 'L', 'F', 2, 1, 1, 0, '\n'});
        run = run("pgn", program.toString());
        assertTrue(run.err().contains("'\\x7F' is not PGN movetext"), run.err());
        assertTrue(run.err().chars().noneMatch(c -> Character.isISOControl(c) && c != '\n'), run.err());
    }

    @Test
    void gameWithoutTagsIsSummarisedToo() throws IOException {
        Path file = dir.resolve("bare.pgn");
        Files.writeString(file, "1. f3 e5 2. g4 Qh4# 0-1\n");
        assertEquals("Game 1: ? - ?, 2 moves, 0-1.\n1 game.\n", run("pgn", file.toString()).out().replace("\r", ""));
    }

    @Test
    void strictlyABadGameIsOneSentenceWithLineAndColumnAndStatusTwo() throws IOException {
        Path file = dir.resolve("bad.pgn");
        Files.writeString(file, "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n\n[Event \"y\"]\n\n1. d4 *\n");
        CliRun run = run("pgn", "--strict", file.toString());
        assertEquals(2, run.status());
        assertEquals("", run.out());
        assertEquals(file + ", line 3, column 13: White's move 2: Ke3 is not legal here: no king can go to e3.\n",
                run.err().replace("\r", ""));
    }

    private Path resource(String name) throws IOException {
        Path file = dir.resolve(name);
        try (InputStream in = PgnCommandTest.class.getResourceAsStream("/org/hektor/chess/real-world/" + name)) {
            Files.write(file, in.readAllBytes());
        }
        return file;
    }

    @Test
    void badGamesAreSkippedWithTheirPlaceAndTheRestIsListed() throws IOException {
        Path file = resource("damaged.pgn");
        CliRun run = run("pgn", file.toString());
        assertEquals(2, run.status(), "a game could not be read");
        assertEquals("""
                Game 1: ? - ? (one), 4 moves, 1-0.
                Game 4: ? - ? (four), 2 moves, 0-1.
                Game 6: ? - ? (six), 1 move, *.
                6 games: 3 read, 3 unreadable (skipped).
                """, run.out().replace("\r", ""));
        List<String> err = run.err().lines().toList();
        assertEquals(3, err.size(), run.err());
        assertEquals("Game 2 skipped: " + file + ", line 9, column 13: White's move 2: Ke3 is not legal here: no king "
                + "can go to e3.", err.get(0));
        assertTrue(err.get(1).startsWith("Game 3 skipped: " + file + ", line 12, column 7: "), err.get(1));
        assertTrue(err.get(2).startsWith("Game 5 skipped: " + file + ", line 25, column 7: "), err.get(2));
    }

    @Test
    void variantsAreNamedAndSkippedAndWarningsHaveTheirPlace() throws IOException {
        CliRun run = run("pgn", resource("variants.pgn").toString());
        assertEquals(0, run.status(), "a game of another variant is not a damaged file");
        assertTrue(run.out().endsWith("5 games: 2 read, 3 of another variant (skipped).\n"), run.out());
        assertTrue(run.err().contains("Game 1 skipped: " + dir.resolve("variants.pgn") + ", line 1, column 1: this game "
                + "is Crazyhouse (its Variant tag)"), run.err());
        Path duplicates = resource("duplicate-tags.pgn");
        CliRun warned = run("pgn", duplicates.toString());
        assertEquals(0, warned.status());
        assertEquals("Game 1: Anna - Bernd (Club night), 4 moves, 1-0.\n1 game.\n", warned.out().replace("\r", ""));
        assertTrue(warned.err().startsWith(duplicates + ", line 4, column 2: warning: the tag White stands a second "
                + "time"), warned.err());
    }

    @Test
    void headerOnlyGamesAreListedOneByOne() throws IOException {
        CliRun run = run("pgn", resource("header-only.pgn").toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("Game 1: Ju, Wenjun - Lagno, Kateryna (A), 0 moves, 1-0.\n"
                + "Game 2: Koneru, Humpy - Zhu, Jiner (B), 0 moves, 0-1.\n"), run.out());
        assertEquals("5 games.", run.lastLine());
    }

    @Test
    void aLatin1FileReadsWithItsUmlautsRight() throws IOException {
        Path file = resource("latin1.pgn");
        CliRun run = run("pgn", file.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals("Game 1: Müller, Jürgen - Weiß, Käthe (Deutsche Meisterschaft), 2 moves, 0-1.\n1 game.\n",
                run.out().replace("\r", ""));
        assertEquals(file + ", line 2: warning: not UTF-8, so read as Latin-1 (the PGN standard's character set) like "
                + "every such line.", run.err().strip());
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
