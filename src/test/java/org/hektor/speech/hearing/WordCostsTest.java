package org.hektor.speech.hearing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hektor.notation.Hypothesis;
import org.junit.jupiter.api.Test;

class WordCostsTest {
    /** Three words as many voices were heard saying them: "drei" and "zwei" share a reading. */
    private static final ListeningTable TABLE = ListeningTable.parse("""
            # a hand-made many-voice table
            springer\tbeing a\t6
            springer\tspringer\t3
            felix\tfelix\t8
            drei\tright\t5
            drei\tsigh\t1
            zwei\tsigh\t6
            zwei\tright\t1
            """, "test");
    private static final List<String> SAID = List.of("springer felix drei", "springer felix zwei");
    private final WordCosts costs = WordCosts.of(TABLE, new WordCosts.Params(5, 3, 0.5, 1, 4));

    @Test
    void aTableWithCountsIsReadWithEveryReadingMostOftenHeardFirst() {
        assertTrue(TABLE.counted());
        assertEquals(List.of("being a", "springer"), List.copyOf(TABLE.readings().get("springer").keySet()));
        assertEquals("sigh", TABLE.english("zwei"));
    }

    @Test
    void theCheapestPhraseWinsAloneWhenItIsClearlyCheapest() {
        List<Hypothesis> h = costs.meaning(List.of(Hypothesis.of("being a felix right", 1)), SAID);
        assertEquals(List.of("springer felix drei"), h.stream().map(Hypothesis::text).toList());
    }

    @Test
    void aReadingHeardForBothWordsKeepsBothPhrasesSoTheUnderstandingAsks() {
        WordCosts close = WordCosts.of(TABLE, new WordCosts.Params(5, 3, 0.5, 4, 4));
        List<Hypothesis> h = close.meaning(List.of(Hypothesis.of("springer felix", 1)), SAID);
        assertEquals(2, h.size(), h.toString());
    }

    @Test
    void wordsThatExplainNoPhraseWellAreNotUnderstood() {
        assertEquals(List.of(), costs.meaning(List.of(Hypothesis.of("sigh sigh sigh sigh sigh sigh", 1)), SAID));
        assertEquals(List.of(), costs.meaning(List.of(Hypothesis.of("[unk]", 1)), SAID));
    }

    @Test
    void theGrammarIsEveryHeardWordInAnyOrder() {
        PhraseGrammar g = costs.listeningFor(SAID).grammar();
        assertTrue(g.isPhrase("felix being right right"));
        assertTrue(!g.isPhrase("felix knight"));
    }
}
