package org.hektor.speech.hearing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.hektor.notation.Hypothesis;
import org.hektor.speech.audio.AudioSource;
import org.hektor.speech.audio.RecordedSource;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.WavRecorder;
import org.hektor.speech.voice.FreeTtsVoice;
import org.hektor.speech.voice.Pronunciations;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Real FreeTTS speech heard by the real Vosk English model. */
class VoskListenerTest {
    private static FreeTtsVoice voice;
    private static VoskModel model;
    private static final Duration LIMIT = Duration.ofSeconds(60);
    private static final PhraseGrammar GRAMMAR = PhraseGrammar.of("knight golf one foxtrot three",
            "knight golf one hotel three", "pawn echo two echo four", "pawn echo two echo three", "repeat", "[unk]");

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
    void aSpokenMoveIsHeardAsThatPhraseOfTheGrammar() {
        List<Hypothesis> h = assertTimeoutPreemptively(LIMIT,
                () -> VoskListener.recognize(model, GRAMMAR, voice.synthesize("knight golf one hotel three")));
        assertEquals("knight golf one hotel three", h.get(0).text());
        assertTrue(h.get(0).confidence().getAsDouble() > 0.5);
    }

    @Test
    void aResultThatIsNoPhraseOfTheGrammarIsDropped() {
        // Vosk's grammar is a bigram model: "knight golf one echo four" can come out although no phrase says it
        String vosk = "{\"alternatives\" : [{\"confidence\" : 150.2, \"text\" : \"knight golf one echo four\"},"
                + " {\"confidence\" : 149.9, \"text\" : \"knight golf one foxtrot three\"},"
                + " {\"confidence\" : 120.0, \"text\" : \"pawn echo two echo four\"}]}";
        List<Hypothesis> h = VoskListener.hypotheses(vosk, GRAMMAR);
        // the second survives with its share of the n-best probability; the third is implausible (e^-30)
        assertEquals(1, h.size());
        assertEquals("knight golf one foxtrot three", h.get(0).text());
        assertEquals(Math.exp(-0.3) / (1 + Math.exp(-0.3) + Math.exp(-30.2)), h.get(0).confidence().getAsDouble(), 1e-9);
        assertEquals(List.of(), VoskListener.hypotheses("{\"alternatives\" : [{\"confidence\" : 10, \"text\" : \"\"}]}",
                GRAMMAR));
    }

    @Test
    void continuousListeningOnARecordingFindsTheUtteranceAndPutsItOnTheTape() throws Exception {
        Sound said = Sound.silence(500).then(voice.synthesize("pawn echo two echo four")).then(Sound.silence(800));
        Path tape = dir.resolve("tape.wav");
        try (WavRecorder recorder = WavRecorder.create(tape);
             VoskListener l = new VoskListener(model, new RecordedSource(said), VoskListener.Mode.CONTINUOUS, null,
                     Set.of("stop", "repeat"))) {
            l.recordTo(recorder);
            Optional<List<Hypothesis>> h = assertTimeoutPreemptively(LIMIT, () -> l.listen(GRAMMAR, LIMIT));
            assertEquals("pawn echo two echo four", h.orElseThrow().get(0).text());
            assertTrue(recorder.durationMillis() > 1000, "the player's words are on the tape");
        }
    }

    @Test
    void whileHektorSpeaksOnlyTheBargeInWordsAreHeard() throws Exception {
        Sound move = voice.synthesize("knight golf one foxtrot three").then(Sound.silence(800));
        Sound stop = voice.synthesize("stop").then(Sound.silence(800));
        try (VoskListener l = new VoskListener(model, new RecordedSource(move.then(stop)),
                VoskListener.Mode.CONTINUOUS, null, Set.of("stop", "repeat"))) {
            l.pauseWhile(() -> true);
            Optional<List<Hypothesis>> h = assertTimeoutPreemptively(LIMIT, () -> l.listen(GRAMMAR, LIMIT));
            assertEquals("stop", h.orElseThrow().get(0).text(), "Hektor's own move announcement must not be heard");
        }
    }

    @Test
    void pushToTalkHearsOnlyWhileTheKeyIsDown() throws Exception {
        PushToTalk key = new PushToTalk();
        Sound said = voice.synthesize("pawn echo two echo three");
        try (VoskListener l = new VoskListener(model, new RecordedSource(said), VoskListener.Mode.PUSH_TO_TALK, key,
                Set.of("stop"))) {
            assertEquals(Optional.empty(), l.listen(GRAMMAR, Duration.ofMillis(200)), "key up: nothing heard");
            key.press();
            Optional<List<Hypothesis>> h = assertTimeoutPreemptively(LIMIT, () -> l.listen(GRAMMAR, LIMIT));
            assertEquals("pawn echo two echo three", h.orElseThrow().get(0).text());
        }
    }

    @Test
    void pushToTalkLeavesOutHektorsOwnVoiceAndKeepsWhatThePlayerSaidWhenHektorSpeaksAtTheRelease() throws Exception {
        // the console's v: Hektor says "Listening." as the key goes down and "Not listening." as it comes up
        byte[] hektor = pad(voice.synthesize("knight golf one foxtrot three").then(Sound.silence(300)));
        byte[] player = voice.synthesize("pawn echo two echo three").then(Sound.silence(800)).pcm();
        byte[] all = new byte[hektor.length + player.length];
        System.arraycopy(hektor, 0, all, 0, hektor.length);
        System.arraycopy(player, 0, all, hektor.length, player.length);
        CountingSource mic = new CountingSource(all);
        PushToTalk key = new PushToTalk();
        key.press();
        try (VoskListener l = new VoskListener(model, mic, VoskListener.Mode.PUSH_TO_TALK, key, Set.of("stop"))) {
            l.pauseWhile(() -> mic.position() <= hektor.length || mic.position() >= all.length);
            Optional<List<Hypothesis>> h = assertTimeoutPreemptively(LIMIT, () -> l.listen(GRAMMAR, LIMIT));
            assertEquals("pawn echo two echo three", h.orElseThrow().get(0).text());
        }
    }

    @Test
    void anUtteranceBegunBeforeTheTimeoutIsHeardToItsEndInBothModes() throws Exception {
        // hektor play listens in short turns (to take each new position's grammar); words said across the end of a
        // turn must not be lost. The microphone stalls in the middle of the words, well past the timeout.
        Sound said = voice.synthesize("pawn echo two echo four").then(Sound.silence(800));
        try (VoskListener l = new VoskListener(model, new StallingSource(said, 8, 600), VoskListener.Mode.CONTINUOUS,
                null, Set.of("stop"))) {
            Optional<List<Hypothesis>> h = assertTimeoutPreemptively(LIMIT, () -> l.listen(GRAMMAR, Duration.ofMillis(300)));
            assertEquals("pawn echo two echo four", h.orElseThrow().get(0).text());
        }
        PushToTalk key = new PushToTalk();
        key.press();
        try (VoskListener l = new VoskListener(model, new StallingSource(said, 3, 600), VoskListener.Mode.PUSH_TO_TALK,
                key, Set.of("stop"))) {
            Optional<List<Hypothesis>> h = assertTimeoutPreemptively(LIMIT, () -> l.listen(GRAMMAR, Duration.ofMillis(300)));
            assertEquals("pawn echo two echo four", h.orElseThrow().get(0).text());
        }
    }

    /** A recording whose n-th read takes as long as {@code millis} (a microphone that keeps the listener waiting). */
    private static final class StallingSource implements AudioSource {
        private final RecordedSource source;
        private final int stallAt;
        private final long millis;
        private int reads;

        StallingSource(Sound sound, int stallAt, long millis) {
            this.source = new RecordedSource(sound);
            this.stallAt = stallAt;
            this.millis = millis;
        }

        @Override
        public int read(byte[] buffer) {
            if (++reads == stallAt) {
                try {
                    Thread.sleep(millis);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return source.read(buffer);
        }

        @Override
        public void close() {
            source.close();
        }
    }

    /** Whole 100 ms chunks, so that Hektor's part ends where a chunk does. */
    private static byte[] pad(Sound s) {
        int chunk = Sound.SAMPLE_RATE / 10 * 2;
        byte[] out = new byte[(s.pcm().length + chunk - 1) / chunk * chunk];
        System.arraycopy(s.pcm(), 0, out, 0, s.pcm().length);
        return out;
    }

    /** A recording that tells how far it has been read (what was playing when). */
    private static final class CountingSource implements AudioSource {
        private final RecordedSource source;
        private int position;

        CountingSource(byte[] pcm) {
            source = new RecordedSource(new Sound(pcm));
        }

        synchronized int position() {
            return position;
        }

        @Override
        public synchronized int read(byte[] buffer) {
            int n = source.read(buffer);
            position += Math.max(n, 0);
            return n;
        }

        @Override
        public void close() {
            source.close();
        }
    }

    @Test
    void aGrammarWordTheModelLacksOrABadModelFolderIsRefusedBeforeAnyNativeCall() throws Exception {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> VoskListener.recognize(model, PhraseGrammar.of("springer gustav eins felix drei"), Sound.silence(100)));
        assertEquals("The speech model does not know the word(s) eins, drei; "
                + "use a listening table for this profile.", e.getMessage());
        assertEquals("There is no speech model in " + dir.resolve("none")
                        + " (run \"mvn generate-resources\" for English or \"hektor models download de|en\").",
                assertThrows(IllegalArgumentException.class, () -> VoskModel.load(dir.resolve("none"))).getMessage());
        Files.createDirectories(dir.resolve("half/am"));
        Files.writeString(dir.resolve("half/am/final.mdl"), "x");
        assertEquals("The speech model in " + dir.resolve("half") + " is incomplete: graph/HCLr.fst is missing.",
                assertThrows(IllegalArgumentException.class, () -> VoskModel.load(dir.resolve("half"))).getMessage());
    }

    @Test
    void aTypedLineIsOneSureHypothesisAndTheEndOfInputIsEmpty() throws Exception {
        try (KeyboardListener k = new KeyboardListener(new BufferedReader(new StringReader("\n  Nf3 \n")))) {
            assertEquals(Optional.of(List.of(Hypothesis.of("Nf3"))), k.listen(GRAMMAR, LIMIT));
            assertEquals(Optional.empty(), k.listen(GRAMMAR, LIMIT));
        }
    }
}
