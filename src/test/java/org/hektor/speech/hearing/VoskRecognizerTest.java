package org.hektor.speech.hearing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.hektor.notation.Hypothesis;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.voice.FreeTtsVoice;
import org.hektor.speech.voice.Pronunciations;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The recognition seam with Vosk behind it: phrases of the grammar only, one native recogniser per grammar. */
class VoskRecognizerTest {
    static final PhraseGrammar GRAMMAR = PhraseGrammar.of("knight golf one foxtrot three",
            "knight golf one hotel three", "pawn echo two echo four", "pawn echo two echo three", "repeat", "yes",
            "[unk]");
    private static FreeTtsVoice voice;
    private static VoskModel model;

    @TempDir
    Path dir;

    @BeforeAll
    static void load() {
        voice = FreeTtsVoice.open(Pronunciations.NONE);
        model = VoskModel.load(VoskModel.DEFAULT_ENGLISH);
    }

    @AfterAll
    static void close() {
        model.close();
        voice.close();
    }

    @Test
    void aSpokenMoveIsHeardAsThatPhraseOfTheGrammarAgainAndAgainWithOneRecogniser() {
        try (VoskRecognizer r = new VoskRecognizer(model)) {
            for (String said : List.of("knight golf one hotel three", "pawn echo two echo four", "yes",
                    "knight golf one hotel three")) {
                List<Hypothesis> h = r.recognize(voice.synthesize(said), GRAMMAR).orElseThrow();
                assertEquals(said, h.get(0).text());
                assertTrue(h.get(0).confidence().getAsDouble() > 0.5);
            }
            assertEquals(Optional.empty(), r.recognize(Sound.silence(1000), GRAMMAR), "silence holds no words");
        }
    }

    /**
     * A recogniser kept for its grammar times words from the first sample it ever heard: after a short command, a move
     * said in the same position had its words "begin" in the middle of its own voice, and the lost-word rule took it
     * for a move missing its first word (a game answered "not understood" to every move after "repeat" or "faster").
     */
    @Test
    void aMoveSaidAfterAShortCommandInTheSamePositionIsHeard() {
        try (VoskRecognizer r = new VoskRecognizer(model)) {
            assertEquals("repeat", r.recognize(voice.synthesize("repeat"), GRAMMAR).orElseThrow().get(0).text());
            List<Hypothesis> h = r.recognize(voice.synthesize("pawn echo two echo four"), GRAMMAR).orElseThrow();
            assertEquals("pawn echo two echo four", h.get(0).text(), "heard: " + h);
        }
    }

    @Test
    void aRecogniserIsUsedAndFreedOnlyByTheThreadThatMadeIt() throws Exception {
        VoskRecognizer r = new VoskRecognizer(model);
        try {
            Throwable e = CompletableFuture.runAsync(() -> r.recognize(voice.synthesize("yes"), GRAMMAR))
                    .handle((ok, x) -> x).get();
            assertTrue(e != null && e.getCause() instanceof IllegalStateException, String.valueOf(e));
        } finally {
            r.close();
        }
    }

    @Test
    void aResultThatIsNoPhraseOfTheGrammarIsDropped() {
        // Vosk's grammar is a bigram model: "knight golf one echo four" can come out although no phrase says it
        String vosk = "{\"alternatives\" : [{\"confidence\" : 150.2, \"text\" : \"knight golf one echo four\"},"
                + " {\"confidence\" : 149.9, \"text\" : \"knight golf one foxtrot three\"},"
                + " {\"confidence\" : 120.0, \"text\" : \"pawn echo two echo four\"}]}";
        List<Hypothesis> h = VoskRecognizer.hypotheses(vosk, GRAMMAR);
        // the second survives with its share of the n-best probability, after the first's share as words that are no
        // phrase; the third is implausible (e^-30)
        assertEquals(List.of(Hypothesis.NO_PHRASE, "knight golf one foxtrot three"),
                h.stream().map(Hypothesis::text).toList());
        assertEquals(Math.exp(-0.3) / (1 + Math.exp(-0.3) + Math.exp(-30.2)), h.get(1).confidence().getAsDouble(), 1e-9);
        assertEquals(List.of(), VoskRecognizer.hypotheses("{\"alternatives\" : [{\"confidence\" : 10, \"text\" : \"\"}]}",
                GRAMMAR));
    }

    @Test
    void whatWasHeardThatIsNoPhraseKeepsItsShareAsOneRival() {
        // Vosk's answer to "resign" in pink noise (held-out voice en+klatt3): only the first alternative is a phrase
        String vosk = "{\"alternatives\" : [{\"confidence\" : 69.141342, \"text\" : \"where knight\"},"
                + " {\"confidence\" : 68.140701, \"text\" : \"knight\"},"
                + " {\"confidence\" : 67.518684, \"text\" : \"three knight\"}]}";
        List<Hypothesis> h = VoskRecognizer.hypotheses(vosk, PhraseGrammar.of("where knight", "knight golf one foxtrot three"));
        double total = 1 + Math.exp(68.140701 - 69.141342) + Math.exp(67.518684 - 69.141342);
        assertEquals(List.of("where knight", Hypothesis.NO_PHRASE), h.stream().map(Hypothesis::text).toList());
        assertEquals(1 / total, h.get(0).confidence().getAsDouble(), 1e-9);
        assertEquals(1 - 1 / total, h.get(1).confidence().getAsDouble(), 1e-9);
    }

    @Test
    void aBlankAlternativeIsARivalThatNothingWasSaid() {
        // Vosk's answer to "help commands" (tuning voice en-us+klatt, tempo 1.15, "help" listed four times): heard as
        // "help" alone it would be another command; nothing heard at all keeps its share, so "help" is not certain
        String vosk = "{\"alternatives\" : [{\"confidence\" : 102.65461, \"text\" : \"help\"},"
                + " {\"confidence\" : 101.480698, \"text\" : \"\"}]}";
        List<Hypothesis> h = VoskRecognizer.hypotheses(vosk, PhraseGrammar.of("help", "help commands"));
        double help = 1 / (1 + Math.exp(101.480698 - 102.65461));
        assertEquals(List.of("help", Hypothesis.NO_PHRASE), h.stream().map(Hypothesis::text).toList());
        assertEquals(help, h.get(0).confidence().getAsDouble(), 1e-9);
        assertEquals(1 - help, h.get(1).confidence().getAsDouble(), 1e-9);
    }

    @Test
    void aPieceCutFromOnePhraseWithNothingBeforeItIsNoReadingAtAll() {
        // Vosk's answer to "correct" (tuning voice en+f4, clean): a lone "commands" (only "help commands" has it, not
        // first) beside it, where the voice begins, so no "help" was lost before it
        String vosk = "{\"alternatives\" : [{\"confidence\" : 69.7, \"result\" : [{\"end\" : 0.8, \"start\" : 0.3,"
                + " \"word\" : \"correct\"}], \"text\" : \"correct\"}, {\"confidence\" : 69.4, \"result\" :"
                + " [{\"end\" : 0.8, \"start\" : 0.3, \"word\" : \"commands\"}], \"text\" : \"commands\"}]}";
        PhraseGrammar grammar = PhraseGrammar.of("correct", "correction", "help", "help commands", "help keys");
        double[] rms = new double[60];
        java.util.Arrays.fill(rms, 15, 40, 3000);
        assertEquals(List.of(Hypothesis.of("correct", 1)), VoskRecognizer.hypotheses(vosk, grammar, rms,
                VoskRecognizer.LOST_WORD_OFF, VoskRecognizer.UNFINISHED_MILLIS));
        // with half a second of voice before it, "help" may have been lost there: "commands" keeps its share
        java.util.Arrays.fill(rms, 0, 15, 3000);
        List<Hypothesis> h = VoskRecognizer.hypotheses(vosk, grammar, rms, VoskRecognizer.LOST_WORD_OFF,
                VoskRecognizer.UNFINISHED_MILLIS);
        assertEquals(List.of("correct", Hypothesis.NO_PHRASE), h.stream().map(Hypothesis::text).toList());
        assertEquals(1 / (1 + Math.exp(69.4 - 69.7)), h.get(0).confidence().getAsDouble(), 1e-9);
    }

    @Test
    void aOneWordCommandWithLoudVoiceAfterItWasNotFinished() {
        // "help commands" heard as "help" (tuning voice en-us+klatt, tempo 1.15): "help" ends at 0.66 s, the voice
        // goes on to 1.40 s
        String vosk = "{\"alternatives\" : [{\"confidence\" : 102.65, \"result\" : [{\"end\" : 0.66, \"start\" :"
                + " 0.3, \"word\" : \"help\"}], \"text\" : \"help\"}]}";
        PhraseGrammar grammar = PhraseGrammar.of("help", "help commands", "repeat");
        double[] rms = new double[90];
        java.util.Arrays.fill(rms, 15, 70, 3000);
        assertEquals(List.of(), VoskRecognizer.hypotheses(vosk, grammar, rms, VoskRecognizer.LOST_WORD_OFF,
                VoskRecognizer.UNFINISHED_MILLIS));
        // "help" said alone: quiet after it
        java.util.Arrays.fill(rms, 35, 70, 0);
        assertEquals(List.of(Hypothesis.of("help", 1)), VoskRecognizer.hypotheses(vosk, grammar, rms,
                VoskRecognizer.LOST_WORD_OFF, VoskRecognizer.UNFINISHED_MILLIS));
        // ... in a room whose steady noise (20 dB below the voice) was heard before the word too: still finished
        java.util.Arrays.fill(rms, 0, 90, 300);
        java.util.Arrays.fill(rms, 15, 34, 3000);
        assertEquals(List.of(Hypothesis.of("help", 1)), VoskRecognizer.hypotheses(vosk, grammar, rms,
                VoskRecognizer.LOST_WORD_OFF, VoskRecognizer.UNFINISHED_MILLIS));
        // a phrase no longer phrase begins with is never judged so: "repeat" with voice after it is "repeat"
        String repeat = vosk.replace("help", "repeat");
        java.util.Arrays.fill(rms, 15, 70, 3000);
        assertEquals(List.of(Hypothesis.of("repeat", 1)), VoskRecognizer.hypotheses(repeat, grammar, rms,
                VoskRecognizer.LOST_WORD_OFF, VoskRecognizer.UNFINISHED_MILLIS));
    }

    @Test
    void anAlternativeWithLongVoiceBeforeItsFirstWordLackedAWordAndIsNoPhrase() {
        // "knight golf five" in noise: voice from 0.30 s, but Vosk's only alternative "foxtrot five" starts at 0.82 s
        String vosk = "{\"alternatives\" : [{\"confidence\" : 90.5, \"result\" : [{\"end\" : 1.2, \"start\" : 0.82,"
                + " \"word\" : \"foxtrot\"}, {\"end\" : 1.6, \"start\" : 1.2, \"word\" : \"five\"}],"
                + " \"text\" : \"foxtrot five\"}]}";
        PhraseGrammar grammar = PhraseGrammar.of("foxtrot five", "knight golf five");
        boolean[] voiced = new boolean[100];
        java.util.Arrays.fill(voiced, 15, 80, true);
        assertEquals(List.of(), VoskRecognizer.hypotheses(vosk, grammar, voiced, VoskRecognizer.LOST_WORD_MILLIS));
        // the same words where the voice begins: heard as themselves
        java.util.Arrays.fill(voiced, 15, 40, false);
        assertEquals(List.of(Hypothesis.of("foxtrot five", 1)),
                VoskRecognizer.hypotheses(vosk, grammar, voiced, VoskRecognizer.LOST_WORD_MILLIS));
        // a cough before the words, a pause between (Condition.COUGH): no word was lost
        java.util.Arrays.fill(voiced, 15, 30, true);
        assertEquals(List.of(Hypothesis.of("foxtrot five", 1)),
                VoskRecognizer.hypotheses(vosk, grammar, voiced, VoskRecognizer.LOST_WORD_MILLIS));
    }

    @Test
    void aGrammarWordTheModelLacksOrABadModelFolderIsRefusedBeforeAnyNativeCall() throws Exception {
        try (VoskRecognizer r = new VoskRecognizer(model)) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> r.recognize(Sound.silence(100), PhraseGrammar.of("springer gustav eins felix drei")));
            assertEquals("The speech model does not know the word(s) eins, drei; "
                    + "use a listening table for this profile.", e.getMessage());
        }
        assertEquals("There is no speech model in " + dir.resolve("none")
                        + " (run \"mvn generate-resources\" for English or \"hektor models download de|en\").",
                assertThrows(IllegalArgumentException.class, () -> VoskModel.load(dir.resolve("none"))).getMessage());
        Files.createDirectories(dir.resolve("half/am"));
        Files.writeString(dir.resolve("half/am/final.mdl"), "x");
        assertEquals("The speech model in " + dir.resolve("half") + " is incomplete: graph/HCLr.fst is missing.",
                assertThrows(IllegalArgumentException.class, () -> VoskModel.load(dir.resolve("half"))).getMessage());
    }
}
