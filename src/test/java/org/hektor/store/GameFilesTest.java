package org.hektor.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.hektor.chess.Color;
import org.hektor.clock.TimeControl;
import org.hektor.session.Command;
import org.hektor.session.Settings;
import org.hektor.session.Stamped;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where games are kept, and which one is offered for resuming. */
class GameFilesTest {
    @TempDir
    Path dir;

    private static Settings.Builder settings() {
        return Settings.builder().mode(org.hektor.session.Mode.PRACTICE).profile("en")
                .style(org.hektor.notation.Style.LONG).control(TimeControl.parse("300")).player(Color.WHITE)
                .start(org.hektor.chess.Position.initial()).windowMillis(0).repeatCheck(false).playerName("Player")
                .opponentName("Hektor");
    }

    private Path game(String created, String... typed) {
        return game(settings().created(created).build(), typed);
    }

    private Path game(Settings s, String... typed) {
        GameFiles files = new GameFiles(dir);
        Path file = files.newJournal(s);
        try (Journal j = Journal.create(file, s)) {
            j.write(new Stamped(0, new Command.Start()));
            long at = 0;
            for (String t : typed) {
                j.write(new Stamped(at += 10, new Command.Typed(t)));
            }
        }
        return file;
    }

    @Test
    void aJournalCutAtCreationIsSetAsideAndHidesNoOtherGame() throws IOException {
        Path older = game("2026-01-01T10:00:00", "e4", "yes");
        Files.setLastModifiedTime(older, java.nio.file.attribute.FileTime.fromMillis(1_000_000));
        Path empty = Files.createFile(dir.resolve("2026-01-05T10-00-00.journal"));
        Path torn = Files.writeString(dir.resolve("2026-01-06T10-00-00.journal"), "2\tsettings\tpract");
        GameFiles.Search found = new GameFiles(dir).latestUnfinished();
        assertEquals(older, found.unfinished().orElseThrow().file(), "the unfinished game is still found");
        assertEquals(List.of(), found.unreadable(), "an empty journal is no unreadable one: --resume goes on");
        assertEquals(List.of(new GameFiles.SetAside(torn, dir.resolve("2026-01-06T10-00-00.journal.empty")),
                new GameFiles.SetAside(empty, dir.resolve("2026-01-05T10-00-00.journal.empty"))), found.empty());
    }

    @Test
    void theNewestGameThatEndedUnlistedIsTakenUpToSayItsEndOlderOnesAreListed() {
        GameFiles files = new GameFiles(dir);
        Path ended = game("2026-01-02T10:00:00", "resign", "yes");
        assertEquals(ended, files.latestUnfinished().unfinished().orElseThrow().file(),
                "killed before its end was said and listed: taken up to say it");
        files.markFinished(ended);
        assertTrue(files.latestUnfinished().unfinished().isEmpty(), "once said and listed, never again");
    }

    @Test
    void theUnfinishedGamePlayedLastIsOfferedAndAFinishedOneNever() throws IOException {
        GameFiles files = new GameFiles(dir);
        assertTrue(files.latestUnfinished().unfinished().isEmpty());
        Path older = game("2026-01-01T10:00:00", "e4", "yes");
        Files.setLastModifiedTime(older, java.nio.file.attribute.FileTime.fromMillis(1_000_000));
        Path finished = game("2026-01-02T10:00:00", "resign", "yes");
        // written before the other: an ended game not listed is taken up only when it is the newest (see below)
        Files.setLastModifiedTime(finished, java.nio.file.attribute.FileTime.fromMillis(500_000));
        assertEquals(older, files.latestUnfinished().unfinished().orElseThrow().file());
        Path newer = game("2026-01-03T10:00:00", "d4");
        assertEquals(newer, files.latestUnfinished().unfinished().orElseThrow().file());
        GameFiles.setAside(newer);
        assertEquals(older, files.latestUnfinished().unfinished().orElseThrow().file());
        assertTrue(Files.exists(dir.resolve("2026-01-03T10-00-00.journal.set-aside")));
        Path notAJournal = Files.writeString(dir.resolve("2026-01-04T10-00-00.journal"), "not a journal\n");
        GameFiles.Search found = files.latestUnfinished();
        assertEquals(older, found.unfinished().orElseThrow().file());
        assertEquals(List.of(new GameFiles.SetAside(notAJournal, dir.resolve("2026-01-04T10-00-00.journal.unreadable"))),
                found.unreadable(), "a file Hektor cannot read at all is set aside, kept, and said");
        assertTrue(Files.exists(finished));
    }

    @Test
    void aSecondGameInTheSameSecondGetsItsOwnJournal() {
        Path first = game("2026-01-01T10:00:00");
        Path second = game("2026-01-01T10:00:00");
        assertEquals("2026-01-01T10-00-00.journal", first.getFileName().toString());
        assertEquals("2026-01-01T10-00-00-2.journal", second.getFileName().toString());
        assertEquals("2026-01-01T10-00-00-2.pgn", GameFiles.sibling(second, ".pgn").getFileName().toString());
    }

    /** Journals are named by creation time and their names sort in that order, also for a game made on the minute. */
    @Test
    void aGameCreatedOnTheMinuteIsNamedWithItsSecondsAndSortsBeforeTheNextOne() {
        Settings onTheMinute = settings().created(java.time.LocalDateTime.of(2026, 12, 5, 6, 10, 0, 123_000_000)).build();
        assertEquals("2026-12-05T06:10:00", onTheMinute.created());
        Path first = game(onTheMinute);
        Path next = game(settings().created(java.time.LocalDateTime.of(2026, 12, 5, 6, 10, 1)).build());
        assertEquals("2026-12-05T06-10-00.journal", first.getFileName().toString());
        assertTrue(next.getFileName().toString().compareTo(first.getFileName().toString()) > 0, "the newer sorts last");
    }

    /** A game that ended is read once, then listed and never read again at start-up. */
    @Test
    void aFinishedGameIsListedOnceAndNotReadAgain() throws IOException {
        GameFiles files = new GameFiles(dir);
        Path finished = game("2026-01-02T10:00:00", "resign", "yes");
        Files.setLastModifiedTime(finished, java.nio.file.attribute.FileTime.fromMillis(500_000));
        Path newest = game("2026-01-02T11:00:00", "resign", "yes");
        files.markFinished(newest);          // its end was said: the one before it is an older Hektor's
        assertTrue(files.latestUnfinished().unfinished().isEmpty());
        assertEquals(List.of(newest.getFileName().toString(), finished.getFileName().toString()),
                Files.readAllLines(dir.resolve(GameFiles.FINISHED)));
        // the listed journal is not read: were it read, this unfinished content would be offered
        Path unfinished = game("2026-01-03T10:00:00", "e4");
        Files.move(unfinished, finished, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        assertTrue(files.latestUnfinished().unfinished().isEmpty());
        files.markFinished(dir.resolve("2026-01-09T10-00-00.journal"));
        Files.writeString(dir.resolve(GameFiles.FINISHED), "2026-01-1", java.nio.file.StandardOpenOption.APPEND);
        Path newer = game("2026-01-10T10:00:00", "d4");
        assertEquals(newer, files.latestUnfinished().unfinished().orElseThrow().file(), "a torn name lists nothing");
    }
}
