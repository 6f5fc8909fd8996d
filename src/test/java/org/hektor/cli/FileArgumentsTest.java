package org.hektor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command that reads a file the user names: a folder, a missing file, a file the
 * system cannot read, bytes that are not text and a file of gigabytes without a line end each give one
 * sentence naming the file on stderr and exit status 2, never an exception's name or a stack trace.
 */
class FileArgumentsTest {
    @TempDir
    Path dir;

    private Path randomBytes;
    private Path huge;

    /** Each command reading a file, with the file put in its place. */
    private static final List<Function<String, String[]>> READERS = List.of(
            f -> new String[] {"pgn", f},
            f -> new String[] {"legal", "--batch", f},
            f -> new String[] {"hear", "--batch", f},
            f -> new String[] {"grammar", "--words", f},
            f -> new String[] {"arbiter", "--script", f},
            f -> new String[] {"listen", "--wav", f});

    @BeforeEach
    void makeFiles() throws IOException {
        byte[] bytes = new byte[3000];
        new Random(19).nextBytes(bytes);
        bytes[0] = (byte) 0xFF; // never in UTF-8
        randomBytes = Files.write(dir.resolve("random.bin"), bytes);
        huge = dir.resolve("huge.txt");
        try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
            f.setLength(3L << 30); // 3 GB of zero bytes and no line end, sparse: no disk is used
        }
    }

    private static void assertOneSentence(CliRun run, String args, String... parts) {
        assertEquals(2, run.status(), args + "\n" + run.err());
        String err = run.err().strip();
        assertEquals(1, err.lines().count(), args + ": " + err);
        assertFalse(err.contains("Exception") || err.contains("Hektor stopped"), args + ": " + err);
        for (String part : parts) {
            assertTrue(err.contains(part), args + ": " + err + " should contain " + part);
        }
    }

    @Test
    void aFolderIsNamedAsAFolder() {
        for (Function<String, String[]> command : READERS) {
            String[] args = command.apply(dir.toString());
            assertOneSentence(CliRun.of(args), String.join(" ", args), dir.toString(), "is a folder, not a file.");
        }
    }

    @Test
    void aMissingFileIsNamedAsMissing() {
        String missing = dir.resolve("no/such.file").toString();
        for (Function<String, String[]> command : READERS) {
            String[] args = command.apply(missing);
            assertOneSentence(CliRun.of(args), String.join(" ", args), missing, "does not exist.");
        }
    }

    @Test
    void aFileTheSystemCannotReadIsOneSentenceWithTheReason() {
        // Opening /proc/self/mem works, reading its first page fails (EIO): a file that exists and cannot be
        // read, even for root, who may read files without permission.
        for (Function<String, String[]> command : READERS) {
            String[] args = command.apply("/proc/self/mem");
            assertOneSentence(CliRun.of(args), String.join(" ", args), "Cannot read the ", "/proc/self/mem: ");
        }
    }

    @Test
    void bytesThatAreNotTextAreNamedWithTheirLine() {
        for (Function<String, String[]> command : READERS.subList(1, 5)) {
            String[] args = command.apply(randomBytes.toString());
            assertOneSentence(CliRun.of(args), String.join(" ", args), "Line 1 of the ", randomBytes.toString(),
                    "is not UTF-8 text");
        }
        CliRun listen = CliRun.of("listen", "--wav", randomBytes.toString());
        assertOneSentence(listen, "listen", randomBytes + " is not a WAV file.");
    }

    @Test
    void aFileOfGigabytesWithoutLineEndsStopsAtItsFirstLine() {
        for (Function<String, String[]> command : READERS.subList(0, 5)) {
            String[] args = command.apply(huge.toString());
            assertOneSentence(CliRun.of(args), String.join(" ", args), "Line 1 of the ", "is longer than 1 MB");
        }
        assertOneSentence(CliRun.of("listen", "--wav", huge.toString()), "listen", "is larger than 64 MB");
    }

    @Test
    void linesAreReadWithoutTheirEndingsAndWithoutAByteOrderMark() throws IOException {
        Path file = dir.resolve("lines.txt");
        Files.write(file, ("\uFEFFeins\r\nzwei\n\ndrei").getBytes(StandardCharsets.UTF_8));
        List<String> lines = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>();
        try (InputFile in = InputFile.open(file, "test file")) {
            while (in.hasNext()) {
                lines.add(in.next());
                numbers.add(in.lineNumber());
            }
        }
        assertEquals(List.of("eins", "zwei", "", "drei"), lines);
        assertEquals(List.of(1, 2, 3, 4), numbers);
        assertEquals(lines, InputFile.readAll(file, "test file"));
    }

    @Test
    void aLatin1LineIsReadAsLatin1OnlyWhereAsked() throws IOException {
        Path file = dir.resolve("latin1.txt");
        Files.write(file, "Grüße\nMüller\n".getBytes(StandardCharsets.ISO_8859_1));
        try (InputFile in = InputFile.open(file, "PGN file", InputFile.Decoding.UTF_8_OR_LATIN_1)) {
            assertEquals("Grüße", in.next());
            assertEquals("Müller", in.next());
            assertEquals(1, in.firstLatin1Line());
        }
        CliRun run = CliRun.of("legal", "--batch", file.toString());
        assertOneSentence(run, "legal", "Line 1 of the batch file " + file + " is not UTF-8 text");
    }

    @Test
    void legalRefusesAFenNextToABatchAsHearDoes() throws IOException {
        Path file = Files.writeString(dir.resolve("fens.txt"), "8/8/8/8/8/8/8/K1k5 w - - 0 1\n");
        assertOneSentence(CliRun.of("legal", "--fen", "8/8/8/8/8/8/8/K1k5 w - - 0 1", "--batch", file.toString()),
                "legal", "With --batch every line brings its own FEN; give no --fen.");
    }
}
