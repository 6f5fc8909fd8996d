package org.hektor.store;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;
import java.util.zip.CRC32C;

/**
 * How a journal record proves itself (format 2): the record's text, a tab, its sequence number, a colon
 * and the CRC-32C of everything before the colon, in eight hex digits: {@code 0\tstart\t1:3f2a91c0}. A flipped
 * byte breaks the checksum; a lost, doubled or foreign line breaks the sequence. The text never holds a tab of its
 * own at the end ({@link JournalCodec} escapes tabs inside fields), so the last tab is the frame's.
 */
final class RecordFrame {
    private RecordFrame() {
    }

    /** The whole line of record number {@code seq}, without its line end. */
    static String frame(String payload, long seq) {
        String body = payload + "\t" + seq;
        return body + ":" + crc(body);
    }

    /** The record's text, when {@code line} is record number {@code seq} and its checksum holds; else empty. */
    static Optional<String> unframe(String line, long seq) {
        int colon = line.lastIndexOf(':');
        int tab = line.lastIndexOf('\t');
        if (tab < 0 || colon < tab) {
            return Optional.empty();
        }
        String body = line.substring(0, colon);
        if (!line.substring(colon + 1).equals(crc(body)) || !line.substring(tab + 1, colon).equals(Long.toString(seq))) {
            return Optional.empty();
        }
        return Optional.of(line.substring(0, tab));
    }

    private static String crc(String body) {
        CRC32C crc = new CRC32C();
        crc.update(body.getBytes(StandardCharsets.UTF_8));
        return String.format(Locale.ROOT, "%08x", crc.getValue());
    }
}
