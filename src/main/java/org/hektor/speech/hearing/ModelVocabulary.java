package org.hektor.speech.hearing;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.hektor.words.Refusable;

/**
 * The words a Vosk model can recognise. Small models ship no {@code words.txt}; their vocabulary is the input
 * symbol table embedded in {@code graph/Gr.fst} (OpenFst binary format, little-endian). A grammar word outside
 * it would be dropped by Vosk with only a log line, so grammars are checked against this set first.
 */
public final class ModelVocabulary {
    private static final int FST_MAGIC = 2125659606;
    private static final int SYMBOL_TABLE_MAGIC = 2125658996;
    private static final int HAS_INPUT_SYMBOLS = 1;

    private final Set<String> words;

    private ModelVocabulary(Set<String> words) {
        this.words = Set.copyOf(words);
    }

    /** Reads the vocabulary of the model in {@code modelDir}; one sentence saying why it cannot is an exception. */
    public static ModelVocabulary of(Path modelDir) {
        return read(modelDir).orElseThrow();
    }

    /**
     * Reads the vocabulary of the model in {@code modelDir}: a model that is missing its word list or has a damaged
     * one is an ordinary answer (a folder someone copied), not an exception.
     */
    public static Refusable<ModelVocabulary> read(Path modelDir) {
        Path fst = modelDir.resolve("graph").resolve("Gr.fst");
        if (!Files.isRegularFile(fst)) {
            return Refusable.refused("The model in " + modelDir + " has no graph/Gr.fst to read its words from.");
        }
        try (InputStream in = new BufferedInputStream(Files.newInputStream(fst), 1 << 16)) {
            return read(new LittleEndian(in), fst);
        } catch (EOFException e) {
            return Refusable.refused(fst + " ends before its word list is complete.");
        } catch (IOException e) {
            return Refusable.refused("Cannot read " + fst + ": " + e.getMessage() + ".");
        }
    }

    private static Refusable<ModelVocabulary> read(LittleEndian in, Path fst) throws IOException {
        if (in.int32() != FST_MAGIC) {
            return Refusable.refused(fst + " is not an OpenFst file.");
        }
        in.string(); // fst type, e.g. "ngram", "vector", "const"
        in.string(); // arc type
        in.int32(); // version
        int flags = in.int32();
        in.int64(); // properties
        in.int64(); // start state
        in.int64(); // number of states
        in.int64(); // number of arcs
        if ((flags & HAS_INPUT_SYMBOLS) == 0) {
            return Refusable.refused(fst + " carries no word list (no input symbol table).");
        }
        if (in.int32() != SYMBOL_TABLE_MAGIC) {
            return Refusable.refused(fst + " has a damaged word list.");
        }
        in.string(); // table name
        in.int64(); // available key
        long size = in.int64();
        if (size < 0 || size > 10_000_000) {
            return Refusable.refused(fst + " claims an impossible word count " + size + ".");
        }
        Set<String> words = new HashSet<>((int) (size * 4 / 3) + 1);
        for (long k = 0; k < size; k++) {
            String symbol = in.string();
            in.int64(); // key
            if (!symbol.startsWith("<") && !symbol.startsWith("#") && !symbol.startsWith("!")) {
                words.add(symbol);
            }
        }
        return Refusable.given(new ModelVocabulary(words));
    }

    public boolean contains(String word) {
        return words.contains(word);
    }

    public int size() {
        return words.size();
    }

    public Set<String> words() {
        return words;
    }

    private static final class LittleEndian {
        private final DataInputStream in;

        LittleEndian(InputStream in) {
            this.in = new DataInputStream(in);
        }

        int int32() throws IOException {
            return Integer.reverseBytes(in.readInt());
        }

        long int64() throws IOException {
            return Long.reverseBytes(in.readLong());
        }

        String string() throws IOException {
            int n = int32();
            if (n < 0 || n > 1 << 20) {
                throw new IOException("a string of impossible length " + n);
            }
            byte[] b = new byte[n];
            in.readFully(b);
            return new String(b, StandardCharsets.UTF_8);
        }
    }
}
