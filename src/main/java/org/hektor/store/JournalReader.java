package org.hektor.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.hektor.session.Settings;
import org.hektor.session.Stamped;

/**
 * Reads a journal of either format and keeps the longest valid beginning. Format 2 records prove
 * themselves ({@link RecordFrame}); format 1, the lines Hektor wrote before, is still read, a line being valid when
 * it parses. The first record that fails ends what is kept: nothing after a damage is trusted, as a record after a
 * lost one would replay a different game. Only a file with no readable first line (the settings) is refused.
 */
final class JournalReader {
    private JournalReader() {
    }

    static Journal.Contents read(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new IllegalArgumentException("The journal " + file + " cannot be read: " + DiskProblem.english(e) + ".", e);
        }
        int end = indexOf(bytes, 0);
        if (end < 0) {
            throw new IllegalArgumentException("The journal " + file + " is empty or was cut off before its first line ended.");
        }
        String first = utf8(bytes, 0, end).orElseThrow(() -> notAJournal(file, "its first line is not UTF-8 text"));
        int format = first.startsWith(JournalCodec.MAGIC + "\t1\t") ? 1 : 2;
        String header = format == 1 ? first : RecordFrame.unframe(first, 0).orElseThrow(() -> notAJournal(file,
                first.startsWith(JournalCodec.MAGIC) ? "its first line (the settings) is damaged"
                        : "it does not start with a Hektor journal header"));
        Settings settings;
        try {
            settings = JournalCodec.settings(header);
        } catch (IllegalArgumentException e) {
            throw notAJournal(file, e.getMessage());
        }
        List<Stamped> entries = new ArrayList<>();
        Damage damage = null;
        int start = end + 1;
        for (int line = 2; start < bytes.length; line++) {
            end = indexOf(bytes, start);
            if (end < 0) {
                damage = new Damage(line, "the last line was cut off before its end", true);
                break;
            }
            Optional<String> text = utf8(bytes, start, end);
            String why = text.isEmpty() ? "it is not UTF-8 text" : null;
            if (why == null && format == 2) {
                text = RecordFrame.unframe(text.get(), line - 1);
                why = text.isEmpty() ? "its checksum or sequence number does not hold" : null;
            }
            if (why == null) {
                try {
                    entries.add(JournalCodec.parse(text.get()));
                } catch (RuntimeException e) {          // whatever a damaged line makes the parser throw
                    why = e.getMessage();
                }
            }
            if (why != null) {
                damage = new Damage(line, why, false);
                break;
            }
            start = end + 1;
        }
        return new Journal.Contents(file, settings, entries, start, format, Optional.ofNullable(damage));
    }

    /** Where line {@code line} (from 1) of a journal starts, read again from the file (only after a replay differed). */
    static long lineStart(Path file, int line) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new IllegalArgumentException("The journal " + file + " cannot be read: " + DiskProblem.english(e) + ".", e);
        }
        int start = 0;
        for (int n = 1; n < line; n++) {
            start = indexOf(bytes, start) + 1;
        }
        return start;
    }

    private static IllegalArgumentException notAJournal(Path file, String why) {
        return new IllegalArgumentException("The file " + file + " is not a Hektor journal: " + why + ".");
    }

    private static int indexOf(byte[] bytes, int from) {
        for (int i = from; i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    private static Optional<String> utf8(byte[] bytes, int from, int to) {
        try {
            return Optional.of(StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes, from, to - from))
                    .toString());
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }
}
