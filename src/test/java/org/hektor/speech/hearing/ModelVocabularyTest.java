package org.hektor.speech.hearing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reads the real English model the build unpacks into models/vosk-model-en-us/. */
class ModelVocabularyTest {
    @TempDir
    Path dir;

    @Test
    void theEnglishModelKnowsTheChessWordsOfTheEnProfile() {
        ModelVocabulary v = ModelVocabulary.of(VoskModel.DEFAULT_ENGLISH);
        assertTrue(v.size() > 100_000, "only " + v.size() + " words");
        for (String w : List.of("knight", "echo", "four", "alfa", "bravo", "charlie", "foxtrot", "takes", "castle",
                "passant", "queen", "stop", "repeat")) {
            assertTrue(v.contains(w), w);
        }
        // German words are not in the English model: this is why ibca needs a listening table
        assertFalse(v.contains("zwei"));
        assertFalse(v.contains("springer ")); // no stray spaces, no symbols like <eps> or #0
        assertFalse(v.contains("<eps>"));
        assertFalse(v.contains("#0"));
    }

    @Test
    void aFolderWithoutAGraphOrWithADamagedOneGetsOneSentence() throws Exception {
        assertEquals("The model in " + dir + " has no graph/Gr.fst to read its words from.",
                assertThrows(IllegalArgumentException.class, () -> ModelVocabulary.of(dir)).getMessage());
        Files.createDirectories(dir.resolve("graph"));
        Files.write(dir.resolve("graph/Gr.fst"), new byte[] {1, 2, 3, 4, 5, 6, 7, 8});
        assertEquals(dir.resolve("graph/Gr.fst") + " is not an OpenFst file.",
                assertThrows(IllegalArgumentException.class, () -> ModelVocabulary.of(dir)).getMessage());
        byte[] real = new byte[4096];
        try (var in = Files.newInputStream(VoskModel.DEFAULT_ENGLISH.resolve("graph/Gr.fst"))) {
            assertEquals(real.length, in.readNBytes(real, 0, real.length));
        }
        Files.write(dir.resolve("graph/Gr.fst"), real);
        assertEquals(dir.resolve("graph/Gr.fst") + " ends before its word list is complete.",
                assertThrows(IllegalArgumentException.class, () -> ModelVocabulary.of(dir)).getMessage());
    }
}
