package org.hektor.cli;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.hektor.words.Mistake;

/**
 * A text file the user named on the command line, read one line at a time, so a file of any size costs
 * only the memory of its longest line. Everything that can be wrong with it (no such file, a folder, no
 * permission, bytes that are not text, a line too long to be meant) is one sentence naming the file, as an
 * {@link IllegalArgumentException}, which the command line turns into exit status 2. Lines come without
 * their line ending ({@code \n} or {@code \r\n}); a byte-order mark at the start is dropped.
 */
final class InputFile implements Iterator<String>, Closeable {
    /** Longer than any line a person or a chess program writes; a longer one is a file of something else. */
    static final int MAX_LINE_BYTES = 1 << 20;
    /** The most {@link #readAll} reads. */
    static final long MAX_WHOLE_CHARS = 64_000_000;

    /** How the bytes of a line become text. */
    enum Decoding {
        /** UTF-8 only: other bytes are an error naming the line. */
        UTF_8,
        /**
         * UTF-8, and a line whose bytes are not UTF-8 is read as Latin-1 (as Windows-1252, the way web browsers
         * read Latin-1): the PGN standard's own character set, still common in older game collections.
         */
        UTF_8_OR_LATIN_1
    }

    private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");

    private final Path file;
    private final String what;
    private final Decoding decoding;
    private final InputStream in;
    private final CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    private final byte[] buffer = new byte[1 << 16];
    private int bufferEnd;
    private int bufferPos;
    private byte[] line = new byte[256];
    private int number;
    private int firstLatin1Line;
    private String next;
    private boolean ended;

    private InputFile(Path file, String what, Decoding decoding, InputStream in) {
        this.file = file;
        this.what = what;
        this.decoding = decoding;
        this.in = in;
    }

    /**
     * Opens {@code file}; {@code what} names it in sentences ("PGN file", "batch file"). A file that cannot
     * be opened is an {@link IllegalArgumentException} with one sentence saying why.
     */
    static InputFile open(Path file, String what, Decoding decoding) {
        requireFile(file, what);
        try {
            return new InputFile(file, what, decoding, Files.newInputStream(file));
        } catch (IOException e) {
            throw cannotRead(file, what, e);
        }
    }

    /**
     * Checks that {@code file} names a file that exists (not a folder); for files read by other means (a WAV
     * file). Reading may still fail, with a sentence from {@link #cannotRead}.
     */
    static void requireFile(Path file, String what) {
        if (Files.isDirectory(file)) {
            throw new Mistake("error.file.folder", "what", what, "file", file);
        }
        if (!Files.exists(file)) {
            throw new Mistake("error.file.missing", "what", what, "file", file);
        }
    }

    /** Opens {@code file} as UTF-8 text. */
    static InputFile open(Path file, String what) {
        return open(file, what, Decoding.UTF_8);
    }

    static IllegalArgumentException cannotRead(Path file, String what, IOException e) {
        return new Mistake(e, "error.file.unreadable", "what", what, "file", file, "reason", reason(e));
    }

    /** Why a file operation failed, in words, without the file's name that the exception repeats. */
    static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "it does not exist";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /**
     * Every line of a file that is read whole before it is used (a scenario script). A file of more than
     * {@link #MAX_WHOLE_CHARS} characters is refused rather than filling the memory.
     */
    static List<String> readAll(Path file, String what) {
        List<String> all = new ArrayList<>();
        long chars = 0;
        try (InputFile lines = open(file, what)) {
            while (lines.hasNext()) {
                String line = lines.next();
                chars += line.length() + 1;
                if (chars > MAX_WHOLE_CHARS) {
                    throw new Mistake("error.file.too.long", "what", what, "file", file,
                            "millions", MAX_WHOLE_CHARS / 1_000_000);
                }
                all.add(line);
            }
        }
        return all;
    }

    /** The number of the line {@link #next()} returned last (the first line is 1). */
    int lineNumber() {
        return number;
    }

    /** The first line read as Latin-1 because it was not UTF-8, or 0 while there is none. */
    int firstLatin1Line() {
        return firstLatin1Line;
    }

    @Override
    public boolean hasNext() {
        if (next == null && !ended) {
            next = readLine();
            ended = next == null;
        }
        return next != null;
    }

    @Override
    public String next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        String s = next;
        next = null;
        return s;
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException e) {
            // nothing was lost: the file was only read
        }
    }

    private String readLine() {
        int length = 0;
        boolean any = false;
        while (true) {
            if (bufferPos == bufferEnd && !fill()) {
                if (!any) {
                    return null;
                }
                break;
            }
            any = true;
            byte b = buffer[bufferPos++];
            if (b == '\n') {
                break;
            }
            if (length == MAX_LINE_BYTES) {
                throw new Mistake("error.file.line.too.long", "line", number + 1, "what", what, "file", file,
                        "megabytes", MAX_LINE_BYTES / (1 << 20));
            }
            if (length == line.length) {
                line = Arrays.copyOf(line, Math.min(MAX_LINE_BYTES, line.length * 2));
            }
            line[length++] = b;
        }
        number++;
        if (length > 0 && line[length - 1] == '\r') {
            length--;
        }
        int start = 0;
        if (number == 1 && length >= 3 && line[0] == (byte) 0xEF && line[1] == (byte) 0xBB && line[2] == (byte) 0xBF) {
            start = 3; // the UTF-8 byte-order mark some editors write
        }
        return decode(start, length);
    }

    private String decode(int start, int end) {
        boolean ascii = true;
        for (int i = start; i < end && ascii; i++) {
            ascii = line[i] >= 0;
        }
        if (ascii) {
            return new String(line, start, end - start, StandardCharsets.ISO_8859_1);
        }
        try {
            return utf8.decode(ByteBuffer.wrap(line, start, end - start)).toString();
        } catch (CharacterCodingException e) {
            if (decoding == Decoding.UTF_8) {
                throw new Mistake("error.file.not.text", "line", number, "what", what, "file", file, "encoding", "UTF-8");
            }
            if (firstLatin1Line == 0) {
                firstLatin1Line = number;
            }
            return new String(line, start, end - start, WINDOWS_1252);
        }
    }

    private boolean fill() {
        try {
            int n = in.read(buffer);
            if (n <= 0) {
                return false;
            }
            bufferPos = 0;
            bufferEnd = n;
            return true;
        } catch (IOException e) {
            throw cannotRead(file, what, e);
        }
    }
}
