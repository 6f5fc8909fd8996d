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
import org.hektor.words.Mistake;
import org.hektor.words.Refusable;
import org.hektor.words.Words;

/**
 * Reads a journal of either format and keeps the longest valid beginning. Format 2 records prove
 * themselves ({@link RecordFrame}); format 1, the lines Hektor wrote before, is still read, a line being valid when
 * it parses. The first record that fails ends what is kept: nothing after a damage is trusted, as a record after a
 * lost one would replay a different game. Only a file with no readable first line (the settings) is refused.
 */
final class JournalReader {
    private JournalReader() {
    }

    /**
     * The contents of a journal, or why the file holds no game: the English sentence of the catalogue as an ordinary
     * answer, not thrown (games folders hold such files; the search sets them aside).
     */
    static Refusable<Journal.Contents> read(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            return refused("error.journal.read", "file", file, "reason", DiskProblem.readingReason(e));
        }
        int end = indexOf(bytes, 0);
        if (end < 0) {
            return refused("error.journal.empty", "file", file);
        }
        Optional<String> first = utf8(bytes, 0, end);
        if (first.isEmpty()) {
            return notAJournal(file, "its first line is not UTF-8 text");
        }
        int format = first.get().startsWith(JournalCodec.MAGIC + "\t1\t") ? 1 : 2;
        Optional<String> header = format == 1 ? first : RecordFrame.unframe(first.get(), 0);
        if (header.isEmpty()) {
            return notAJournal(file, first.get().startsWith(JournalCodec.MAGIC) ? "its first line (the settings) is damaged"
                    : SettingsFields.NOT_A_HEADER);
        }
        Refusable<Settings> settings = SettingsFields.read(header.get());
        if (settings instanceof Refusable.Refused<Settings> refused) {
            return notAJournal(file, refused.sentence());
        }
        return Refusable.given(records(file, bytes, end + 1, format, settings.orElseThrow()));
    }

    /** The records from {@code start} on, up to the first that fails. */
    private static Journal.Contents records(Path file, byte[] bytes, int start, int format, Settings settings) {
        List<Stamped> entries = new ArrayList<>();
        Damage damage = null;
        for (int line = 2; start < bytes.length; line++) {
            int end = indexOf(bytes, start);
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
                Refusable<Stamped> entry = JournalCodec.read(text.get());
                entry.asOptional().ifPresent(entries::add);
                why = entry.refusal().orElse(null);
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
            throw new Mistake(e, "error.journal.read", "file", file, "reason", DiskProblem.readingReason(e));
        }
        int start = 0;
        for (int n = 1; n < line; n++) {
            start = indexOf(bytes, start) + 1;
        }
        return start;
    }

    /**
     * A file that is no journal: the sentence says why ({@code why}, English like the header's own refusals,
     * SettingsFields).
     */
    private static Refusable<Journal.Contents> notAJournal(Path file, String why) {
        return refused("error.journal.not.a.journal", "file", file, "detail", why);
    }

    /** The sentence {@code key} of the catalogue, in English, as the refusal. */
    private static Refusable<Journal.Contents> refused(String key, Object... pairs) {
        return Refusable.refused(Words.english().say(key, pairs));
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
