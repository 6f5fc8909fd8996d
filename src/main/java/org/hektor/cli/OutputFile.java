package org.hektor.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.hektor.words.Mistake;

/** A file the user names for Hektor to write: checked before anything is printed or spoken. */
final class OutputFile {
    private OutputFile() {
    }

    /**
     * One sentence, as an {@link IllegalArgumentException}, when {@code file} cannot be written: it is a
     * folder, its folder does not exist, or it may not be written.
     */
    static void requireWritable(Path file, String what) {
        if (Files.isDirectory(file)) {
            throw new Mistake("error.file.folder", "what", what, "file", file);
        }
        Path folder = file.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new Mistake("error.file.no.folder", "what", what, "file", file, "folder", folder);
        }
        if (!Files.isWritable(folder) || (Files.exists(file) && !Files.isWritable(file))) {
            throw new Mistake("error.file.unwritable", "what", what, "file", file, "reason", "permission denied");
        }
    }

    /** The sentence for a write that failed all the same. */
    static IllegalArgumentException cannotWrite(Path file, String what, IOException e) {
        return new Mistake(e, "error.file.unwritable", "what", what, "file", file, "reason", InputFile.reason(e));
    }
}
