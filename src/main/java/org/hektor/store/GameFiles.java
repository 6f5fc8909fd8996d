package org.hektor.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.hektor.clock.SystemTimeSource;
import org.hektor.session.Settings;
import org.hektor.words.Mistake;

/**
 * Where games are kept: one directory (by default {@code ~/.hektor/games}, cli.Places), a journal per game named by
 * when it was created ({@code 2026-11-29T14-05-12.journal}), its scoresheets next to it with the same name. A journal
 * whose game has not ended is unfinished: {@code hektor play} offers to resume the one played last. A game the player
 * chose not to resume is set aside (renamed {@code .journal.set-aside}) and not offered again.
 */
public final class GameFiles {
    public static final String JOURNAL = ".journal";
    /** The folder's list of journals whose game has ended (so start-up does not grow with the history). */
    public static final String FINISHED = "finished.list";

    private final Path dir;

    public GameFiles(Path dir) {
        this.dir = dir;
    }

    public Path directory() {
        return dir;
    }

    /**
     * Why the games folder cannot hold a new journal, if it cannot: it must be (or be made) a folder where a byte can
     * be written and forced. Checked before a game starts, so a player hears why his game could not be kept instead
     * of losing it later (a file, read-only, full).
     */
    public Optional<DiskProblem> writeProblem() {
        Path probe = dir.resolve(".hektor-write-test");
        try {
            if (Files.exists(dir) && !Files.isDirectory(dir)) {
                return Optional.of(DiskProblem.NOT_A_FOLDER);
            }
            Files.createDirectories(dir);
            try (FileChannel ch = FileChannel.open(probe,
                    StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                ch.write(ByteBuffer.wrap(new byte[] {'\n'}));
                ch.force(true);
            } finally {
                Files.deleteIfExists(probe);
            }
            return Optional.empty();
        } catch (IOException e) {
            DiskProblem p = DiskProblem.of(e);
            // a folder that cannot be made where it is asked for (under /proc) is refused, not a file gone
            return Optional.of(p == DiskProblem.MISSING ? DiskProblem.OTHER : p);
        }
    }

    /** A new journal's path for a game created at {@code settings.created()}, never an existing file. */
    public Path newJournal(Settings settings) {
        String base = settings.created().replace(':', '-');
        Path p = dir.resolve(base + JOURNAL);
        for (int n = 2; Files.exists(p); n++) {
            p = dir.resolve(base + "-" + n + JOURNAL);
        }
        return p;
    }

    /** The file next to a journal with another ending: {@code game.journal} → {@code game.pgn}. */
    public static Path sibling(Path journal, String ending) {
        String name = journal.getFileName().toString();
        String base = name.endsWith(JOURNAL) ? name.substring(0, name.length() - JOURNAL.length()) : name;
        return journal.resolveSibling(base + ending);
    }

    /** The journals in the directory, the one written last at the end (then by name). */
    public List<Path> journals() {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            // each file's time is read once (a thousand games: a thousand look-ups, not one per comparison)
            record Dated(Path file, FileTime written) {
            }
            return files.filter(f -> f.getFileName().toString().endsWith(JOURNAL)).map(f -> new Dated(f, lastWritten(f)))
                    .sorted(Comparator.comparing(Dated::written).thenComparing(Dated::file)).map(Dated::file).toList();
        } catch (IOException e) {
            throw new Mistake(e, "error.games.read", "folder", dir, "reason", DiskProblem.readingReason(e));
        }
    }

    private static FileTime lastWritten(Path file) {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }

    /**
     * What {@code hektor play} finds in the folder: the journal written last whose game has not ended (its records up
     * to any damage) or whose end was never said (the program was killed after the journal took the last move:
     * going on with it says the end and writes the scoresheets); the journals written after it that hold no readable
     * settings at all, set aside under {@code .unreadable} names (kept, never deleted) so that they are said once and
     * not offered again; and the journals a kill cut short while they were being created (no whole first line), set
     * aside under {@code .empty} names, which hide no other game.
     */
    public record Search(Optional<Journal.Contents> unfinished, List<SetAside> unreadable, List<SetAside> empty) {
        public Search {
            unreadable = List.copyOf(unreadable);
            empty = List.copyOf(empty);
        }
    }

    /** A journal that was at {@code was} and is now kept at {@code now}. */
    public record SetAside(Path was, Path now) {
    }

    /**
     * Looks for the game to go on with. A damaged journal is still that game: its valid beginning is offered, never
     * an older game instead. Games known to have ended are not read at all ({@link #FINISHED}), so
     * start-up does not grow with the history; a journal not in that list is replayed once and, if its game ended,
     * added to it (games of an older Hektor, or a list lost) — except the newest one, whose end is then taken up
     * like an unfinished game: the list is written only once the end was said, so a kill came before.
     */
    public Search latestUnfinished() {
        List<Path> all = journals();
        Set<String> finished = finished();
        List<SetAside> unreadable = new ArrayList<>();
        List<SetAside> empty = new ArrayList<>();
        boolean newest = true;
        for (int i = all.size() - 1; i >= 0; i--) {
            Path file = all.get(i);
            if (finished.contains(file.getFileName().toString())) {
                newest = false;
                continue;
            }
            if (cutAtCreation(file)) {
                empty.add(new SetAside(file, rename(file, ".empty")));
                continue;
            }
            Optional<Journal.Contents> read = Journal.reading(file).asOptional();
            if (read.isEmpty()) {     // no readable settings
                unreadable.add(new SetAside(file, rename(file, ".unreadable")));
                continue;
            }
            Journal.Contents contents = Replay.agreeing(read.get());
            if (!Replay.rebuild(contents, new SystemTimeSource()).isOver() || newest) {
                return new Search(Optional.of(contents), unreadable, empty);
            }
            markFinished(file);
            newest = false;
        }
        return new Search(Optional.empty(), unreadable, empty);
    }

    /**
     * A journal without a whole first line: the program was killed while creating it ({@link Journal#create} writes
     * the settings in one write), so it holds no game at all.
     */
    private static boolean cutAtCreation(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            for (int b = in.read(); b >= 0; b = in.read()) {
                if (b == '\n') {
                    return false;
                }
            }
            return true;
        } catch (IOException e) {
            return false;     // unreadable: said as such below
        }
    }

    /**
     * The game of this journal has ended: its name goes into the folder's list of finished games, one name a line.
     * A list that cannot be written costs only time at the next start (the journal is then replayed), never a game.
     */
    public void markFinished(Path journal) {
        byte[] line = (journal.getFileName() + "\n").getBytes(StandardCharsets.UTF_8);
        try (FileChannel ch = FileChannel.open(dir.resolve(FINISHED), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE, StandardOpenOption.APPEND)) {
            ch.write(ByteBuffer.wrap(line));
            ch.force(false);
        } catch (IOException e) {
            // the list is only a shortcut: without it the journal is read again next time
        }
    }

    private Set<String> finished() {
        Path list = dir.resolve(FINISHED);
        if (!Files.isRegularFile(list)) {
            return Set.of();
        }
        try {
            // names are ASCII (the creation time); Latin-1 reads any byte, so a torn or damaged last name matches
            // no journal and is simply no shortcut
            return new HashSet<>(Files.readAllLines(list, StandardCharsets.ISO_8859_1));
        } catch (IOException e) {
            return Set.of();
        }
    }

    /** The player chose a new game instead: the old journal stays, under a name that is not offered again. */
    public static void setAside(Path journal) {
        rename(journal, ".set-aside");
    }

    /** The journal under its name with {@code ending} added, never over another file. */
    private static Path rename(Path journal, String ending) {
        Path target = journal.resolveSibling(journal.getFileName() + ending);
        for (int n = 2; Files.exists(target); n++) {
            target = journal.resolveSibling(journal.getFileName() + ending + "-" + n);
        }
        try {
            Files.move(journal, target, StandardCopyOption.ATOMIC_MOVE);
            return target;
        } catch (IOException e) {
            throw new Mistake(e, "error.journal.set.aside", "file", journal, "reason", DiskProblem.reason(e));
        }
    }

}
