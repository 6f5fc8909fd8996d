package org.hektor.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.hektor.chess.Color;
import org.hektor.clock.ManualTimeSource;
import org.hektor.clock.TimeControl;
import org.hektor.session.Command;
import org.hektor.session.Settings;
import org.hektor.session.Stamped;
import org.hektor.session.State;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Records that prove themselves: checksums and sequence numbers, whole writes, old files converted. */
class JournalRecordsTest {
    @TempDir
    Path dir;

    private static final Settings SETTINGS = Settings.practice(Color.WHITE, TimeControl.parse("300"), "Hektor")
            .withProfile("en");

    @Test
    void eachRecordCarriesItsSequenceNumberAndChecksum() throws IOException {
        Path file = dir.resolve("g.journal");
        try (Journal j = Journal.create(file, SETTINGS)) {
            j.write(new Stamped(0, new Command.Start()));
            j.write(new Stamped(40, new Command.Typed("e4")));
        }
        List<String> lines = Files.readAllLines(file);
        assertTrue(lines.get(0).startsWith("hektor-journal\t2\t"), lines.get(0));
        assertTrue(lines.get(1).matches("0\tstart\t1:[0-9a-f]{8}"), lines.get(1));
        assertTrue(lines.get(2).matches("40\ttyped\te4\t2:[0-9a-f]{8}"), lines.get(2));
        // a record moved to another place breaks the sequence, though its checksum holds
        Files.write(file, List.of(lines.get(0), lines.get(2), lines.get(1)));
        Journal.Contents c = Journal.reading(file).orElseThrow();
        assertEquals(List.of(), c.entries());
        assertEquals(2, c.damage().orElseThrow().line());
    }

    @Test
    void aWriteThatFailsHalfWayIsCutOffSoNoFragmentIsFollowedByGoodRecords() throws IOException {
        Path file = dir.resolve("g.journal");
        Journal.create(file, SETTINGS).close();
        long header = Files.size(file);
        FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE);
        ch.position(header);
        boolean[] full = {true};
        // the disk takes five bytes of the record, then is full, as a real disk fills in the middle of a write
        Journal.RecordFile real = new Journal.ChannelFile(ch);
        Journal.RecordFile disk = new Journal.RecordFile() {
            @Override
            public void append(byte[] record) throws IOException {
                if (full[0]) {
                    ch.write(ByteBuffer.wrap(record, 0, 5));
                    throw new IOException("No space left on device");
                }
                real.append(record);
            }

            @Override
            public void truncate(long size) throws IOException {
                real.truncate(size);
            }

            @Override
            public void close() throws IOException {
                real.close();
            }
        };
        try (Journal j = new Journal(file, disk, 1, header, null)) {
            UncheckedIOException e = assertThrows(UncheckedIOException.class,
                    () -> j.write(new Stamped(0, new Command.Start())));
            assertEquals("session.journal.reason.full", e.getMessage());
            assertEquals(header, Files.size(file), "the fragment is cut off at once");
            full[0] = false;
            j.write(new Stamped(0, new Command.Start()));
            j.write(new Stamped(10, new Command.Typed("e4")));
        }
        Journal.Contents c = Journal.reading(file).orElseThrow();
        assertTrue(c.damage().isEmpty(), c.damage().toString());
        assertEquals(List.of(new Stamped(0, new Command.Start()), new Stamped(10, new Command.Typed("e4"))), c.entries());
    }

    @Test
    void aJournalOfTheFirstFormatIsWrittenOnInTheSecondAndTheOldFileIsKept() throws IOException {
        Path file = RealJournal.formatOne(dir);
        byte[] old = Files.readAllBytes(file);
        Journal.Contents before = Journal.reading(file).orElseThrow();
        State game = Replay.rebuild(before, new ManualTimeSource()).state();
        try (Journal j = Journal.append(before)) {
            assertEquals(dir.resolve(file.getFileName() + ".v1"), j.kept().orElseThrow());
            j.write(new Stamped(30_000, new Command.Typed("Qd3")));
        }
        assertEquals(new String(old, StandardCharsets.UTF_8),
                Files.readString(dir.resolve(file.getFileName() + ".v1")), "the old file is kept as it was");
        Journal.Contents after = Journal.reading(file).orElseThrow();
        assertEquals(2, after.format());
        assertTrue(after.damage().isEmpty());
        assertEquals(before.entries(), after.entries().subList(0, before.entries().size()));
        assertEquals(new Stamped(30_000, new Command.Typed("Qd3")), after.entries().get(after.entries().size() - 1));
        Journal.Contents kept = Journal.reading(dir.resolve(file.getFileName() + ".v1")).orElseThrow();
        assertEquals(game.moves(), Replay.rebuild(kept, new ManualTimeSource()).state().moves());
    }
}
