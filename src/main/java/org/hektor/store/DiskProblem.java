package org.hektor.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.Locale;
import org.hektor.words.Phrase;

/**
 * Why the games folder or a journal could not be written, named so the player can act on it: the
 * operating system's error, sorted into the few reasons a player can do something about. {@link #key()} is the
 * reason in the player's words ({@code session.journal.reason.*}), {@link #reason(IOException)} the error said so.
 */
public enum DiskProblem {
    FULL,
    READ_ONLY,
    NOT_A_FOLDER,
    MISSING,
    OTHER;

    /** The reason of an error of the file system; what is not one of the named ones is {@link #OTHER}. */
    public static DiskProblem of(IOException e) {
        String text = String.valueOf(e instanceof FileSystemException f ? f.getReason() : e.getMessage())
                .toLowerCase(Locale.ROOT);
        if (text.contains("no space left") || text.contains("quota exceeded")) {
            return FULL;
        }
        if (e instanceof AccessDeniedException || text.contains("read-only file system")
                || text.contains("permission denied") || text.contains("operation not permitted")) {
            return READ_ONLY;
        }
        if (e instanceof FileAlreadyExistsException || e instanceof NotDirectoryException
                || text.contains("not a directory")) {
            return NOT_A_FOLDER;
        }
        if (e instanceof NoSuchFileException) {
            return MISSING;
        }
        return OTHER;
    }

    /** The key of the reason in the player's words. */
    public String key() {
        return "session.journal.reason." + name().toLowerCase(Locale.ROOT).replace('_', '.');
    }

    /**
     * The error as the session takes it from the disk: its message is the reason's key in the player's words
     * ({@link #key()}); a reason not named here is said as the disk's refusal, since the system's own words are
     * English whatever the player's language (they stay in the cause).
     */
    public static UncheckedIOException unchecked(IOException e) {
        return new UncheckedIOException(of(e).key(), e);
    }

    /**
     * The reason as a part of a sentence in the player's words: a named reason, or one that says the system
     * refused (English quotes the system's own words, which are English whatever the player's language).
     */
    public static Phrase reason(IOException e) {
        DiskProblem p = of(e);
        if (p != OTHER) {
            return new Phrase(p.key());
        }
        String reason = e instanceof FileSystemException f ? f.getReason() : e.getMessage();
        String detail = reason == null ? e.getClass().getSimpleName() : reason;
        return new Phrase("session.journal.reason.system", "detail", detail);
    }

    /**
     * Why a file or folder could not be read, in the player's words: as {@link #reason}, but a refusal of access is
     * that Hektor may not read there ({@link #READ_ONLY} names the refusal to write).
     */
    public static Phrase readingReason(IOException e) {
        return of(e) == READ_ONLY ? new Phrase("session.journal.reason.no.read") : reason(e);
    }
}
