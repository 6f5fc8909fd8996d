package org.hektor.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.hektor.session.Settings;
import org.hektor.session.Stamped;

/**
 * A game's journal file: the settings, then one line per command, appended and forced to the disk (fsync) before
 * the command's events go out (design principle 5: nothing confirmed is ever lost, not even on kill -9 or a power
 * cut). A process killed in the middle of a write leaves at most a torn last line without its line end: that
 * command's events never went out, so reading drops it and appending cuts it off first.
 */
public final class Journal implements AutoCloseable {
    private final Path file;
    private final FileChannel channel;

    /** What a journal file holds. {@code validBytes}: the length up to the end of the last whole line. */
    public record Contents(Path file, Settings settings, List<Stamped> entries, long validBytes) {
        public Contents {
            entries = List.copyOf(entries);
        }
    }

    private Journal(Path file, FileChannel channel) {
        this.file = file;
        this.channel = channel;
    }

    /** Starts a new journal with the settings line; the file must not exist yet. */
    public static Journal create(Path file, Settings settings) {
        FileChannel ch = null;
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            ch = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            Journal j = new Journal(file, ch);
            j.writeLine(JournalCodec.header(settings));
            forceDirectory(file);
            return j;
        } catch (IOException e) {
            if (ch != null) {
                removeUnstarted(file, ch);     // a full disk leaves no empty journal behind (issue 13)
            }
            throw new IllegalArgumentException("The journal " + file + " cannot be created: " + reason(e) + ".", e);
        }
    }

    /** Opens an existing journal to go on writing it, after cutting off a torn last line. */
    public static Journal append(Contents contents) {
        try {
            FileChannel ch = FileChannel.open(contents.file(), StandardOpenOption.WRITE);
            ch.truncate(contents.validBytes());
            ch.position(contents.validBytes());
            ch.force(true);
            return new Journal(contents.file(), ch);
        } catch (IOException e) {
            throw new IllegalArgumentException("The journal " + contents.file() + " cannot be opened: " + reason(e) + ".", e);
        }
    }

    /** Reads a journal; a file that is not one, or is damaged before its last line, is one sentence saying where. */
    public static Contents read(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new IllegalArgumentException("The journal " + file + " cannot be read: " + reason(e) + ".", e);
        }
        List<String> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                lines.add(utf8(file, bytes, start, i, lines.size() + 1));
                start = i + 1;
            }
        }
        long valid = start;          // bytes after the last line end are a torn write: its events never went out
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("The journal " + file + " is empty or was cut off before its first line ended.");
        }
        Settings settings;
        try {
            settings = JournalCodec.settings(lines.get(0));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("The file " + file + " is not a Hektor journal: " + e.getMessage() + ".", e);
        }
        List<Stamped> entries = new ArrayList<>(lines.size());
        for (int n = 1; n < lines.size(); n++) {
            try {
                entries.add(JournalCodec.parse(lines.get(n)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("The journal " + file + " is damaged at line " + (n + 1) + ": "
                        + e.getMessage() + ".", e);
            }
        }
        return new Contents(file, settings, entries, valid);
    }

    private static String utf8(Path file, byte[] bytes, int from, int to, int lineNumber) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, from, to - from)).toString();
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException("The journal " + file + " is damaged at line " + lineNumber
                    + ": it is not UTF-8 text.", e);
        }
    }

    public Path file() {
        return file;
    }

    /** Appends one command and forces it to the disk; {@link UncheckedIOException} when that fails. */
    public synchronized void write(Stamped entry) {
        try {
            writeLine(JournalCodec.line(entry));
        } catch (IOException e) {
            throw new UncheckedIOException(reason(e), e);
        }
    }

    private void writeLine(String line) throws IOException {
        ByteBuffer buf = ByteBuffer.wrap((line + "\n").getBytes(StandardCharsets.UTF_8));
        while (buf.hasRemaining()) {
            channel.write(buf);
        }
        channel.force(false);
    }

    /** The new file's name is in its directory on the disk too, or a power cut could lose the whole file. */
    private static void forceDirectory(Path file) {
        try (FileChannel dir = FileChannel.open(file.toAbsolutePath().getParent(), StandardOpenOption.READ)) {
            dir.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // some systems cannot open a directory for syncing; the file's own data is forced all the same
        }
    }

    private static String reason(IOException e) {
        return DiskProblem.english(e);
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
            channel.close();
        } catch (IOException e) {
            throw new UncheckedIOException("The journal " + file + " could not be closed", e);
        }
    }
}
