package org.hektor.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.hektor.chess.Color;
import org.hektor.clock.TimeControl;
import org.hektor.session.Command;
import org.hektor.session.Settings;
import org.hektor.session.Stamped;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A journal whose first line names what this Hektor cannot read (a time control, a profile, a position, a window) is
 * an ordinary answer: the file is no game, said in one sentence, and nothing is changed by reading it.
 */
class JournalHeaderTest {
    private static final Settings SETTINGS = Settings.practice(Color.WHITE, TimeControl.parse("300+2"), "Hektor")
            .withProfile("en").withWindow(2000);

    @TempDir
    Path dir;

    /** A journal of format 2 whose header has {@code field} in place of the one written, and one record after it. */
    private Path journalWith(String name, String field) throws IOException {
        String key = field.substring(0, field.indexOf('=') + 1);
        String header = String.join("\t", List.of(JournalCodec.header(SETTINGS).split("\t")).stream()
                .map(f -> f.startsWith(key) ? field : f).toList());
        assertTrue(header.contains("\t" + field), "the field is in the header: " + header);
        String text = RecordFrame.frame(header, 0) + "\n"
                + RecordFrame.frame(JournalCodec.line(new Stamped(0, new Command.Start())), 1) + "\n";
        return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "control=?        | A game needs a known time control, or - for none.",
        "control=blits    | There is no time control preset called 'blits'; the presets are ",
        "control=*0       | A period needs a positive time and no negative numbers.",
        "fen=8/8/8/8/8/8/8/8 w - - 0 1 | Bad FEN \"8/8/8/8/8/8/8/8 w - - 0 1\": ",
        "window=-1        | The correction window cannot be negative.",
        "window=soon      | the correction window 'soon' is not a whole number",
        "words=klingon    | There is no spoken-notation profile named 'klingon'; try ibca or en.",
        "language=tlh     | Hektor speaks no language 'tlh'; try de, en, ru.",
        "mode=blitz       | There is no mode 'blitz'; choose practice, tablet or assisted.",
        "style=loud       | There is no announcement style 'loud'; choose long or short.",
        "player=green     | 'green' is not a colour",
        "playerName=Anna%zz | the field 'playerName=Anna%zz' has a % that starts no escape",
    })
    void aHeaderNamingWhatHektorCannotReadIsOneSentenceAndChangesNothing(String field, String sentence)
            throws IOException {
        Path file = journalWith("g.journal", field);
        byte[] before = Files.readAllBytes(file);
        String said = Journal.reading(file).refusal().orElseThrow();
        assertTrue(said.startsWith("The file " + file + " is not a Hektor journal: " + sentence), said);
        assertTrue(said.endsWith("."), said);
        assertArrayEquals(before, Files.readAllBytes(file), "reading changes nothing");
        assertEquals(List.of("g.journal"), names(), "nothing is written beside it");
    }

    @ParameterizedTest
    @CsvSource({"control=?", "fen=8/8/8/8/8/8/8/8 w - - 0 1", "window=-1", "words=klingon"})
    void theSearchSetsSuchAJournalAsideKeptWholeAndStillFindsTheGameBefore(String field) throws IOException {
        GameFiles files = new GameFiles(dir);
        Path older = files.newJournal(SETTINGS);
        try (Journal j = Journal.create(older, SETTINGS)) {
            j.write(new Stamped(0, new Command.Start()));
        }
        Files.setLastModifiedTime(older, FileTime.fromMillis(1_000_000));
        Path bad = journalWith("2026-02-01T10-00-00.journal", field);
        byte[] before = Files.readAllBytes(bad);
        GameFiles.Search found = files.latestUnfinished();
        assertEquals(older, found.unfinished().orElseThrow().file());
        Path kept = dir.resolve("2026-02-01T10-00-00.journal.unreadable");
        assertEquals(List.of(new GameFiles.SetAside(bad, kept)), found.unreadable());
        assertArrayEquals(before, Files.readAllBytes(kept), "kept byte for byte");
    }

    private List<String> names() throws IOException {
        try (var files = Files.list(dir)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }
}
