package org.hektor.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Optional;
import org.hektor.session.Settings;
import org.hektor.session.Stamped;
import org.hektor.words.Mistake;
import org.hektor.words.Refusable;

/**
 * A game's journal file: the settings, then one record per command, each written whole with one write and forced
 * to the disk (fsync) before the command's events go out (design principle 5: nothing confirmed is ever lost, not
 * even on kill -9 or a power cut). Each record carries its sequence number and checksum ({@link RecordFrame},
 * format 2); a write that fails is cut off again, so a torn fragment is never followed by good records.
 * A damaged file is read up to its damage ({@link JournalReader}) and, before Hektor writes on, copied beside
 * itself, never deleted or overwritten.
 */
public final class Journal implements AutoCloseable {
    /** The format this Hektor writes; format 1 (no checksums) is still read and converted when a game goes on. */
    public static final int FORMAT = 2;

    private final Path file;
    private final RecordFile out;
    private final Path kept;
    private long records;
    private long size;
    /** A failed write may have left a fragment: cut back to {@link #size} before the next record. */
    private boolean torn;

    /**
     * What a journal file holds, up to its first damage.
     *
     * @param validBytes the length up to the end of the last record kept
     * @param format     1 (written before records carried checksums) or 2
     * @param damage     where the records kept end, when they end before the file does
     */
    public record Contents(Path file, Settings settings, List<Stamped> entries, long validBytes, int format,
                           Optional<Damage> damage) {
        public Contents {
            entries = List.copyOf(entries);
        }

        /** The first {@code records} records only; the rest is taken as damaged, for the reason {@code what}. */
        public Contents upTo(int records, String what) {
            int line = records + 2;                         // the header is line 1, record n is line n + 1
            return new Contents(file, settings, entries.subList(0, records), JournalReader.lineStart(file, line), format,
                    Optional.of(new Damage(line, what, false)));
        }
    }

    /** Where the records go: the file; a test gives one whose disk fills up (a pure seam). */
    interface RecordFile extends AutoCloseable {
        /** Writes the whole record in one write, then forces it to the disk. */
        void append(byte[] record) throws IOException;

        void truncate(long size) throws IOException;

        @Override
        void close() throws IOException;
    }

    Journal(Path file, RecordFile out, long records, long size, Path kept) {
        this.file = file;
        this.out = out;
        this.records = records;
        this.size = size;
        this.kept = kept;
    }

    /** Starts a new journal with the settings record; the file must not exist yet. */
    public static Journal create(Path file, Settings settings) {
        FileChannel ch = null;
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            ch = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            Journal j = new Journal(file, new ChannelFile(ch), 0, 0, null);
            j.append(JournalCodec.header(settings));
            forceDirectory(file);
            return j;
        } catch (IOException e) {
            if (ch != null) {
                removeUnstarted(file, ch);     // a full disk leaves no empty journal to resume
            }
            throw new Mistake(e, "error.journal.create", "file", file, "reason", DiskProblem.reason(e));
        }
    }

    /**
     * Opens a journal to go on writing it after the records kept. A damaged file is first copied beside itself
     * ({@link #kept()}); a file of format 1 is copied too and written again in format 2, so the records a game adds
     * prove themselves (docs/reliability.md: the old file stays as {@code .journal.v1}).
     */
    public static Journal append(Contents contents) {
        Path file = contents.file();
        try {
            Path kept = null;
            if (contents.damage().isPresent() || contents.format() != FORMAT) {
                kept = keepBeside(file, contents.damage().isPresent() ? ".damaged" : ".v1");
            }
            if (contents.format() != FORMAT) {
                return rewrite(contents, kept);
            }
            FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE);
            ch.truncate(contents.validBytes());
            ch.position(contents.validBytes());
            ch.force(true);
            return new Journal(file, new ChannelFile(ch), contents.entries().size() + 1, contents.validBytes(), kept);
        } catch (IOException e) {
            throw new Mistake(e, "error.journal.open", "file", file, "reason", DiskProblem.reason(e));
        } catch (UncheckedIOException e) {     // a record of the rewrite could not be written
            throw new Mistake(e, "error.journal.open", "file", file, "reason", DiskProblem.reason(e.getCause()));
        }
    }

    /** The records kept, in format 2, into a new file that then takes the journal's name in one step. */
    private static Journal rewrite(Contents contents, Path kept) throws IOException {
        Path file = contents.file();
        Path fresh = file.resolveSibling(file.getFileName() + ".new");
        Files.deleteIfExists(fresh);
        try (Journal j = create(fresh, contents.settings())) {
            contents.entries().forEach(j::write);
        }
        Files.move(fresh, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        forceDirectory(file);
        FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE);
        long size = ch.size();
        ch.position(size);
        return new Journal(file, new ChannelFile(ch), contents.entries().size() + 1, size, kept);
    }

    /** A copy of the file beside it, under a name no file has: nothing is ever overwritten. */
    private static Path keepBeside(Path file, String ending) throws IOException {
        Path copy = file.resolveSibling(file.getFileName() + ending);
        for (int n = 2; ; n++) {
            try {
                Files.copy(file, copy, StandardCopyOption.COPY_ATTRIBUTES);
                return copy;
            } catch (FileAlreadyExistsException taken) {
                copy = file.resolveSibling(file.getFileName() + ending + "-" + n);
            }
        }
    }

    /**
     * Reads a journal up to its first damage; a file with no readable settings (not a journal, empty, unreadable) is
     * refused with one sentence saying why: games folders hold such files, an ordinary answer.
     */
    public static Refusable<Contents> reading(Path file) {
        return JournalReader.read(file);
    }

    public Path file() {
        return file;
    }

    /** Where the damaged or old file was copied before writing on, if it was. */
    public Optional<Path> kept() {
        return Optional.ofNullable(kept);
    }

    /**
     * Appends one command and forces it to the disk. {@link UncheckedIOException} when that fails: its message is
     * the reason's key in the player's words ({@link DiskProblem#unchecked}).
     */
    public synchronized void write(Stamped entry) {
        try {
            append(JournalCodec.line(entry));
        } catch (IOException e) {
            throw DiskProblem.unchecked(e);
        }
    }

    private void append(String payload) throws IOException {
        byte[] record = (RecordFrame.frame(payload, records) + "\n").getBytes(StandardCharsets.UTF_8);
        if (torn) {
            out.truncate(size);
            torn = false;
        }
        try {
            out.append(record);
        } catch (IOException e) {
            torn = true;
            try {
                out.truncate(size);       // no fragment stays for a good record to follow
                torn = false;
            } catch (IOException again) {
                // cut off before the next record instead
            }
            throw e;
        }
        size += record.length;
        records++;
    }

    /** The new file's name is in its directory on the disk too, or a power cut could lose the whole file. */
    private static void forceDirectory(Path file) {
        try (FileChannel dir = FileChannel.open(file.toAbsolutePath().getParent(), StandardOpenOption.READ)) {
            dir.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // some systems cannot open a directory for syncing; the file's own data is forced all the same
        }
    }

    /** The file this journal created holds no whole header: it is no game, and would only be offered as a damaged one. */
    private static void removeUnstarted(Path file, FileChannel ch) {
        try {
            ch.close();
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // the error that made the journal fail is the one the player is told
        }
    }

    @Override
    public synchronized void close() {
        try {
            out.close();
        } catch (IOException e) {
            throw new UncheckedIOException("The journal " + file + " could not be closed", e);
        }
    }

    /** The journal file on the disk. */
    record ChannelFile(FileChannel channel) implements RecordFile {
        @Override
        public void append(byte[] record) throws IOException {
            ByteBuffer buf = ByteBuffer.wrap(record);
            while (buf.hasRemaining()) {      // one write call for a regular file; the loop only guards the contract
                channel.write(buf);
            }
            channel.force(false);
        }

        @Override
        public void truncate(long size) throws IOException {
            channel.truncate(size);
            channel.position(size);
        }

        @Override
        public void close() throws IOException {
            channel.close();
        }
    }
}
