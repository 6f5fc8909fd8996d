package org.hektor.speech.hearing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
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
    void aTailIsAWordOnlyOnePhraseHasAndNotFirst() {
        PhraseGrammar g = PhraseGrammar.of("help", "help commands", "help keys", "correct", "pawn echo two echo four",
                "knight golf one echo four", "where knight");
        assertTrue(g.isTail("commands"));
        assertTrue(g.isTail("keys help"), "judged by its first word");
        assertFalse(g.isTail("help"), "a phrase begins with it");
        assertFalse(g.isTail("four"), "two phrases have it");
        assertFalse(g.isTail("knight"), "a phrase begins with it");
        assertFalse(g.isTail("bravo"), "no phrase has it");
        assertFalse(g.isTail(""));
    }

    @Test
    void aOneWordPhraseIsCutShortWhenALongerPhraseBeginsWithItsSound() {
        PhraseGrammar g = PhraseGrammar.of("help", "help commands", "correct", "correction", "no", "normal", "draw",
                "pawn echo two", "pawn echo two echo four");
        assertTrue(g.isCutShort("help"));
        assertTrue(g.isCutShort("correct"));
        assertTrue(g.isCutShort("no"));
        assertFalse(g.isCutShort("draw"));
        assertFalse(g.isCutShort("correction"));
        assertFalse(g.isCutShort("pawn echo two"), "moves have two words or more");
        assertFalse(g.isCutShort("help commands"));
        assertFalse(g.isCutShort("norm"), "no phrase");
    }

    @Test
    void aWeightedPhraseIsListedAsOftenAsItsWeightForVoskAndTheHearServer() {
        PhraseGrammar g = PhraseGrammar.of("draw", "bravo three").weighted(Map.of("Draw", 4, "resign", 3));
        assertEquals(List.of("draw", "draw", "draw", "draw", "bravo three"), g.listing());
        assertEquals(Map.of("draw", 4), g.weights(), "only phrases of the grammar are weighted");
        assertEquals(4, g.json().split("\"draw\"", -1).length - 1, g.json());
        assertEquals(g, PhraseGrammar.ofListing(g.listing(), false), "the hear-server gets the same grammar");
        assertNotEquals(PhraseGrammar.of("draw", "bravo three"), g, "another grammar, another recogniser");
        assertEquals(g.weights(), g.plus(List.of("yes")).weights());
        assertTrue(g.plus(List.of("yes")).isPhrase("yes"));
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
