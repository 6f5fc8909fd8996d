package org.hektor.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.hektor.words.Phrase;
import org.hektor.words.Words;
import org.junit.jupiter.api.Test;

/** The reasons a journal cannot be written are named, from the operating system's own errors. */
class DiskProblemTest {
    @Test
    void aFullDiskIsNamedFromTheSystemsOwnError() {
        // /dev/full answers every write with ENOSPC, exactly as a full disk does
        IOException full = assertThrows(IOException.class, () -> {
            try (FileChannel ch = FileChannel.open(Path.of("/dev/full"), StandardOpenOption.WRITE)) {
                ch.write(ByteBuffer.wrap(new byte[] {'x'}));
            }
        });
        assertEquals(DiskProblem.FULL, DiskProblem.of(full));
        assertEquals("the disk is full", english(DiskProblem.reason(full)));
        assertEquals("session.journal.reason.full", DiskProblem.FULL.key());
    }

    @Test
    void readOnlyAndNotAFolderAreNamed() {
        assertEquals(DiskProblem.READ_ONLY, DiskProblem.of(new AccessDeniedException("/g")));
        assertEquals(DiskProblem.READ_ONLY, DiskProblem.of(new FileSystemException("/g", null, "Read-only file system")));
        assertEquals(DiskProblem.NOT_A_FOLDER, DiskProblem.of(new FileSystemException("/g/x", null, "Not a directory")));
        assertEquals("Input/output error",
                english(DiskProblem.reason(new FileSystemException("/g", null, "Input/output error"))));
    }

    @Test
    void aFileOrFolderHektorMayNotReadIsSaidSoNotAsOneHeMayNotWrite() {
        AccessDeniedException denied = new AccessDeniedException("/g");
        assertEquals("Hektor may not read there", english(DiskProblem.readingReason(denied)));
        Phrase german = DiskProblem.readingReason(denied);
        assertEquals("Hektor darf dort nicht lesen", Words.forProfile("ibca").say(german.key(), german.pairs().toArray()));
        assertEquals("the disk is full", english(DiskProblem.readingReason(new FileSystemException("/g", null,
                "No space left on device"))));
    }

    private static String english(Phrase reason) {
        return Words.english().say(reason.key(), reason.pairs().toArray());
    }
}
