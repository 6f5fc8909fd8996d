package org.hektor.speech.hearing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
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

/** A game's hearing on recordings played as the microphone: utterances found whole, Hektor's voice left out. */
class LiveHearingTest {
    private static FreeTtsVoice voice;
    private static final PhraseGrammar GRAMMAR = VoskRecognizerTest.GRAMMAR;
    /** What Hektor says was queued before anything the hearing answered (the queue time of a long reply). */
    private static final long OLDER = Long.MIN_VALUE + 1;

    @TempDir
    Path dir;

    @BeforeAll
    static void load() {
        voice = FreeTtsVoice.open(Pronunciations.NONE);
    }

    @AfterAll
    static void close() {
        voice.close();
    }

    /** Hears {@code mic} to its end with Vosk in-process; the texts of every utterance handed on. */
    private List<List<String>> hear(Sound mic, PushToTalk key, java.util.function.BooleanSupplier hektor,
                                    WavRecorder tape, List<String> log) throws Exception {
        List<List<String>> heard = new ArrayList<>();
        Map<String, List<String>> same = new java.util.LinkedHashMap<>();
        GRAMMAR.phrases().forEach(p -> same.put(p, List.of(p)));
        ListeningTable.Listening listening = new ListeningTable.Listening(GRAMMAR, same);
        try (LiveHearing h = new LiveHearing(new RecordedSource(mic),
                () -> VoskRecognizer.load(VoskModel.DEFAULT_ENGLISH), () -> listening,
                hyps -> heard.add(hyps.stream().map(Hypothesis::text).toList()), Set.of("stop", "repeat"), key)) {
            h.pauseWhile(hektor, () -> OLDER).recordTo(tape).traceTo(log::add).start();
            assertTrue(h.awaitEnd(120_000), "the recording is heard to its end");
        }
        return heard;
    }

    private static Sound said(String phrase) {
        return voice.synthesize(phrase);
    }

    @Test
    void utterancesFollowingEachOtherQuicklyAreEachHeardWholeAndGoOnTheTape() throws Exception {
        Sound mic = Sound.silence(500).then(said("pawn echo two echo four")).then(Sound.silence(450))
                .then(said("yes")).then(Sound.silence(450)).then(said("knight golf one hotel three"))
                .then(Sound.silence(800));
        List<String> log = new ArrayList<>();
        try (WavRecorder tape = WavRecorder.create(dir.resolve("tape.wav"))) {
            List<List<String>> heard = hear(mic, null, () -> false, tape, log);
            assertEquals(List.of("pawn echo two echo four", "yes", "knight golf one hotel three"),
                    heard.stream().map(h -> h.get(0)).toList(), String.join("\n", log));
            assertTrue(tape.durationMillis() > 3000, "the player's words are on the tape");
        }
    }

    @Test
    void whileHektorSpeaksOnlyTheBargeInWordsAreHeard() throws Exception {
        Sound mic = said("knight golf one foxtrot three").then(Sound.silence(800)).then(said("repeat"))
                .then(Sound.silence(800));
        List<List<String>> heard = hear(mic, null, () -> true, null, new ArrayList<>());
        // what was said over Hektor is answered "not understood" (an empty list), never taken as a move
        assertEquals(List.of(List.of(), List.of("repeat")), heard, "Hektor's own move announcement must not be heard");
    }

    @Test
    void overHeadphonesWhatIsSaidWhileHektorSpeaksIsHeardAndSilencesHimOncePerUtterance() throws Exception {
        Sound mic = said("knight golf one foxtrot three").then(Sound.silence(800))
                .then(said("pawn echo two echo four")).then(Sound.silence(800));
        List<List<String>> heard = new ArrayList<>();
        Map<String, List<String>> same = new java.util.LinkedHashMap<>();
        GRAMMAR.phrases().forEach(p -> same.put(p, List.of(p)));
        java.util.concurrent.atomic.AtomicInteger silenced = new java.util.concurrent.atomic.AtomicInteger();
        try (LiveHearing h = new LiveHearing(new RecordedSource(mic),
                () -> VoskRecognizer.load(VoskModel.DEFAULT_ENGLISH), () -> new ListeningTable.Listening(GRAMMAR, same),
                hyps -> heard.add(hyps.stream().map(Hypothesis::text).toList()), Set.of("stop", "repeat"), null)) {
            h.pauseWhile(() -> true, () -> OLDER).overHeadphones(silenced::incrementAndGet).start();
            assertTrue(h.awaitEnd(120_000), "the recording is heard to its end");
        }
        assertEquals(List.of("knight golf one foxtrot three", "pawn echo two echo four"),
                heard.stream().map(u -> u.get(0)).toList(), "the microphone does not hear Hektor: all is the player's");
        assertEquals(2, silenced.get(), "Hektor is silenced as each utterance begins, once");
    }

    @Test
    void eachThingSaidOverAReplyHektorQueuedBeforeIsAnswered() throws Exception {
        // a player who spoke twice while Hektor read out the engine's move and "Your move." hears an answer to each
        Sound mic = said("knight golf one foxtrot three").then(Sound.silence(800))
                .then(said("pawn echo two echo four")).then(Sound.silence(800));
        List<String> log = new ArrayList<>();
        assertEquals(List.of(List.of(), List.of()), hear(mic, null, () -> true, null, log), String.join("\n", log));
    }

    @Test
    void whatIsSaidWhileHektorSaysHisAnswerIsNotAnsweredAgain() throws Exception {
        // Hektor through a loudspeaker hears his own "not understood": answering it again and again would never end
        Sound first = said("knight golf one foxtrot three").then(Sound.silence(800));
        Sound mic = first.then(said("pawn echo two echo four")).then(Sound.silence(800));
        java.util.concurrent.atomic.AtomicLong sounding = new java.util.concurrent.atomic.AtomicLong(OLDER);
        CountDownLatch answered = new CountDownLatch(1);
        List<List<String>> heard = new ArrayList<>();
        List<String> log = new ArrayList<>();
        Map<String, List<String>> same = new java.util.LinkedHashMap<>();
        GRAMMAR.phrases().forEach(p -> same.put(p, List.of(p)));
        try (LiveHearing h = new LiveHearing(new Mic(mic, first.pcm().length, answered),
                () -> VoskRecognizer.load(VoskModel.DEFAULT_ENGLISH), () -> new ListeningTable.Listening(GRAMMAR, same),
                hyps -> {
                    heard.add(hyps.stream().map(Hypothesis::text).toList());
                    sounding.set(System.nanoTime());    // the answer is queued now, and sounds from here on
                    answered.countDown();
                }, Set.of("stop", "repeat"), null)) {
            h.pauseWhile(() -> true, sounding::get).traceTo(log::add).start();
            assertTrue(h.awaitEnd(120_000), "the recording is heard to its end");
        }
        assertEquals(List.of(List.of()), heard, String.join("\n", log));
        assertTrue(log.get(1).endsWith("already answered"), String.join("\n", log));
    }

    /**
     * {@code mic} as a microphone that counts the bytes read, and whose bytes from {@code gateAt} on are heard only
     * once {@code open} (as a microphone in real time: what the player says next comes after Hektor's answer).
     */
    private static final class Mic implements AudioSource {
        private final RecordedSource source;
        private final int gateAt;
        private final CountDownLatch open;
        private volatile int read;

        Mic(Sound mic) {
            this(mic, Integer.MAX_VALUE, new CountDownLatch(0));
        }

        Mic(Sound mic, int gateAt, CountDownLatch open) {
            this.source = new RecordedSource(mic);
            this.gateAt = gateAt;
            this.open = open;
        }

        int bytesRead() {
            return read;
        }

        @Override
        public int read(byte[] buffer) {
            if (read >= gateAt) {
                try {
                    assertTrue(open.await(60, TimeUnit.SECONDS), "the first is answered");
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            int n = source.read(buffer);
            read += Math.max(n, 0);
            return n;
        }

        @Override
        public void close() {
            source.close();
        }
    }

    @Test
    void aBurstOfNoiseLongEnoughToBeSpeechIsAnsweredNotUnderstood() throws Exception {
        // never silence: the player who coughed or mumbled hears that Hektor heard something
        java.util.Random random = new java.util.Random(12);
        short[] noise = new short[Sound.SAMPLE_RATE * 6 / 10];
        for (int i = 0; i < noise.length; i++) {
            noise[i] = (short) (random.nextGaussian() * 6000);
        }
        Sound mic = Sound.silence(1000).then(Sound.ofSamples(noise)).then(Sound.silence(1000));
        List<String> log = new ArrayList<>();
        assertEquals(List.of(List.of()), hear(mic, null, () -> false, null, log), String.join("\n", log));
    }

    @Test
    void aMicrophoneOfSilenceAndAClickHandsOnNothing() throws Exception {
        short[] click = new short[160];
        click[0] = 20_000;
        Sound mic = Sound.silence(1000).then(Sound.ofSamples(click)).then(Sound.silence(1000));
        assertEquals(List.of(), hear(mic, null, () -> false, null, new ArrayList<>()));
    }

    @Test
    void pushToTalkHearsOnlyWhileTheKeyIsDown() throws Exception {
        PushToTalk key = new PushToTalk();
        assertEquals(List.of(), hear(said("pawn echo two echo three"), key, () -> false, null, new ArrayList<>()),
                "key up: nothing heard");
        key.press();
        assertEquals(List.of(List.of("pawn echo two echo three")),
                hear(said("pawn echo two echo three"), key, () -> false, null, new ArrayList<>()));
    }

    @Test
    void pushToTalkLeavesOutHektorsOwnVoice() throws Exception {
        // the console's v: Hektor says "Listening." as the key goes down; the player speaks after it
        Sound hektor = said("knight golf one foxtrot three").then(Sound.silence(300));
        Sound mic = hektor.then(said("pawn echo two echo three")).then(Sound.silence(300));
        PushToTalk key = new PushToTalk();
        key.press();
        Mic counting = new Mic(mic);
        List<List<String>> heard = new ArrayList<>();
        Map<String, List<String>> same = new java.util.LinkedHashMap<>();
        GRAMMAR.phrases().forEach(p -> same.put(p, List.of(p)));
        try (LiveHearing h = new LiveHearing(counting, () -> VoskRecognizer.load(VoskModel.DEFAULT_ENGLISH),
                () -> new ListeningTable.Listening(GRAMMAR, same),
                hyps -> heard.add(hyps.stream().map(Hypothesis::text).toList()), Set.of("stop"), key)) {
            h.pauseWhile(() -> counting.bytesRead() <= hektor.pcm().length, () -> OLDER).start();
            assertTrue(h.awaitEnd(120_000));
        }
        assertEquals(List.of(List.of("pawn echo two echo three")), heard);
    }
}
