package org.hektor.speech.hearing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Vosk kills the JVM on a malformed grammar, so every shape of bad grammar must be caught here in Java. */
class PhraseGrammarTest {
    @Test
    void everyGrammarVoskWouldDieOnIsRefusedWithOneSentence() {
        for (String bad : List.of("", "knight", "{}", "[]", "[\"\"]", "[\"  \"]", "[1]", "[\"a\", null]",
                "[\"a\"", "[[\"a\"]]", "\"a\"")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> PhraseGrammar.fromJson(bad), bad);
            assertTrue(e.getMessage().endsWith("."), e.getMessage());
        }
    }

    @Test
    void aPhraseGoesOnWhenALongerPhraseBeginsWithAllOfItsWords() {
        PhraseGrammar g = PhraseGrammar.of("Springer Gustav eins Felix drei", "Springer Felix drei", "ja");
        assertTrue(g.goesOn("Springer Gustav eins"));
        assertTrue(g.goesOn("springer"));
        assertFalse(g.goesOn("Springer Felix drei"), "a whole move nothing goes on from");
        assertFalse(g.goesOn("Springer Gustav ein"), "whole words, not letters");
        assertFalse(g.goesOn("ja"));
    }

    @Test
    void aGoodGrammarRoundTripsThroughJsonNormalised() {
        PhraseGrammar g = PhraseGrammar.fromJson("[\"Knight  golf one foxtrot three\", \"stop\", \"say \\\"x\\\"\"]");
        assertEquals(List.of("knight golf one foxtrot three", "stop", "say \"x\""), g.phrases());
        assertEquals(g, PhraseGrammar.fromJson(g.json()));
        assertTrue(g.isPhrase("knight golf ONE foxtrot three"));
        assertFalse(g.isPhrase("knight golf one foxtrot"));
    }

    @Test
    void wordsTheModelLacksAreNamedBeforeVoskCanDropThemSilently() {
        ModelVocabulary english = ModelVocabulary.of(VoskModel.DEFAULT_ENGLISH);
        PhraseGrammar ibca = PhraseGrammar.of("springer gustav eins felix drei", "[unk]");
        assertEquals(Set.of("eins", "drei"), ibca.unknownWords(english));
    }
}
