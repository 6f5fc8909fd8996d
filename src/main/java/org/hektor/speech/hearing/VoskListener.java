package org.hektor.speech.hearing;

import java.io.ByteArrayOutputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.hektor.notation.Hypothesis;
import org.hektor.speech.audio.AudioSource;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.WavRecorder;
import org.vosk.Recognizer;

/**
 * Hears the player through Vosk with the current position's grammar. Vosk's n-best alternatives become
 * hypotheses; alternatives that are no phrase of the grammar (Vosk's bigram model can produce those) and
 * alternatives far less likely than the best are dropped here, as the Understanding expects.
 * While Hektor speaks, everything but the barge-in words (stop / repeat) is ignored, so Hektor never hears
 * its own announcement as the player's move. In push-to-talk mode the player chooses when he speaks: what the
 * microphone hears while the key is down and Hektor speaks (his "Listening.", a move) is left out, and what the
 * player said is kept even when Hektor starts to speak as the key is released ("Not listening.").
 */
public final class VoskListener implements Listener {
    /** How many alternatives Vosk is asked for. */
    static final int MAX_ALTERNATIVES = 5;
    /** Alternatives below this share of the n-best probability are implausible and dropped. */
    static final double PLAUSIBLE = 0.02;
    /**
     * Vosk's alternative "confidence" is a lattice log-score; exp of the difference to the best one, normalised,
     * is taken as the posterior over the n-best list. With a position grammar Vosk mostly returns a single
     * alternative (all 300 utterances of the en round trip did), so the scale matters only for close calls.
     */
    static final double SCORE_SCALE = 1.0;

    public enum Mode { CONTINUOUS, PUSH_TO_TALK }

    private static final int CHUNK_BYTES = Sound.SAMPLE_RATE / 10 * 2; // 100 ms

    private final VoskModel model;
    private final AudioSource source;
    private final Mode mode;
    private final PushToTalk talkKey;
    private final Set<String> bargeInWords;
    private BooleanSupplier hektorSpeaking = () -> false;
    private WavRecorder recorder;
    private boolean ownsModel;

    public VoskListener(VoskModel model, AudioSource source, Mode mode, PushToTalk talkKey, Set<String> bargeInWords) {
        this.model = model;
        this.source = source;
        this.mode = mode;
        this.talkKey = talkKey;
        this.bargeInWords = Set.copyOf(bargeInWords);
        if (mode == Mode.PUSH_TO_TALK && talkKey == null) {
            throw new IllegalArgumentException("Push-to-talk needs a talk key.");
        }
    }

    /** Tells the listener when Hektor is speaking (usually {@code speaker::isSpeaking}). */
    public void pauseWhile(BooleanSupplier speaking) {
        this.hektorSpeaking = speaking;
    }

    /** Rule 2.5: what the player said goes on the game's tape too. */
    public void recordTo(WavRecorder recorder) {
        this.recorder = recorder;
    }

    /** Recognises one whole recorded utterance with {@code grammar}: the hypotheses, best first. */
    public static List<Hypothesis> recognize(VoskModel model, PhraseGrammar grammar, Sound utterance) {
        try (Recognizer r = recognizer(model, grammar)) {
            r.acceptWaveForm(utterance.pcm(), utterance.pcm().length);
            return hypotheses(r.getFinalResult(), grammar);
        }
    }

    @Override
    public Optional<List<Hypothesis>> listen(PhraseGrammar grammar, Duration timeout) throws InterruptedException {
        PhraseGrammar heard = withBargeIn(grammar);
        byte[] chunk = new byte[CHUNK_BYTES];
        ByteArrayOutputStream utterance = new ByteArrayOutputStream();
        try (Recognizer r = recognizer(model, heard)) {
            long deadline = System.currentTimeMillis() + timeout.toMillis();
            // The timeout is for the wait until the player speaks: an utterance begun (the talk key down with words
            // in, or words heard so far) is heard to its end, else the words said across the timeout would be lost.
            boolean speaking = false;
            while (speaking || System.currentTimeMillis() < deadline) {
                if (Thread.interrupted()) {
                    throw new InterruptedException();
                }
                if (mode == Mode.PUSH_TO_TALK && !talkKey.isDown()) {
                    if (utterance.size() > 0) { // the key was released: the utterance is complete
                        return finish(r.getFinalResult(), heard, utterance);
                    }
                    drain(chunk);
                    speaking = false;
                    talkKey.awaitDown(Math.min(100, Math.max(1, deadline - System.currentTimeMillis())));
                    continue;
                }
                int n = source.read(chunk);
                if (n < 0) {
                    return utterance.size() == 0 ? Optional.empty() : finish(r.getFinalResult(), heard, utterance);
                }
                if (mode == Mode.PUSH_TO_TALK && hektorSpeaking.getAsBoolean()) {
                    continue;                 // Hektor's own voice, not the player's
                }
                utterance.write(chunk, 0, n);
                boolean ended = r.acceptWaveForm(chunk, n);
                if (mode == Mode.PUSH_TO_TALK) {
                    speaking = true;          // until the key comes up
                } else if (ended) {
                    Optional<List<Hypothesis>> result = finish(r.getResult(), heard, utterance);
                    if (result.isPresent()) {
                        return result;
                    }
                    speaking = false;
                } else {
                    speaking = VoskResult.partialHasWords(r.getPartialResult());
                }
            }
        }
        return Optional.empty();
    }

    /** Silence or Hektor's own voice ends an utterance with nothing in it: keep listening (empty result). */
    private Optional<List<Hypothesis>> finish(String json, PhraseGrammar grammar, ByteArrayOutputStream audio) {
        Sound heard = new Sound(audio.toByteArray());
        audio.reset();
        List<Hypothesis> hyps = hypotheses(json, grammar);
        if (mode == Mode.CONTINUOUS && hektorSpeaking.getAsBoolean()) {
            hyps = hyps.stream().filter(h -> bargeInWords.contains(h.text())).toList();
            if (hyps.isEmpty()) {
                return Optional.empty();
            }
        }
        if (hyps.isEmpty() && isNothing(json)) {
            return Optional.empty();
        }
        if (recorder != null) {
            recorder.append(heard);
        }
        return Optional.of(hyps);
    }

    private static boolean isNothing(String json) {
        return VoskResult.parse(json).isEmpty();
    }

    private void drain(byte[] chunk) {
        if (source instanceof Microphone) {
            source.read(chunk); // keep the capture buffer fresh while the key is up
        }
    }

    private PhraseGrammar withBargeIn(PhraseGrammar grammar) {
        List<String> phrases = new ArrayList<>(grammar.phrases());
        for (String w : bargeInWords) {
            if (model.vocabulary().contains(w)) {
                phrases.add(w);
            }
        }
        return new PhraseGrammar(phrases);
    }

    /** Builds a recognizer only from a validated grammar whose words the model knows: native code forgives nothing. */
    private static Recognizer recognizer(VoskModel model, PhraseGrammar grammar) {
        Set<String> unknown = grammar.unknownWords(model.vocabulary());
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("The speech model does not know the word(s) "
                    + String.join(", ", unknown) + "; use a listening table for this profile.");
        }
        Recognizer r = new Recognizer(model.model(), Sound.SAMPLE_RATE, grammar.json());
        r.setMaxAlternatives(MAX_ALTERNATIVES);
        r.setWords(true);
        return r;
    }

    /** Vosk's n-best JSON → plausible hypotheses that are phrases of the grammar, best first. */
    static List<Hypothesis> hypotheses(String json, PhraseGrammar grammar) {
        List<String> texts = new ArrayList<>();
        List<Double> scores = new ArrayList<>();
        for (VoskResult.Alternative a : VoskResult.parse(json).alternatives()) {
            texts.add(PhraseGrammar.normalize(a.text()));
            scores.add(a.confidence());
        }
        if (texts.isEmpty()) {
            return List.of();
        }
        double best = scores.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        double[] weight = scores.stream().mapToDouble(s -> Math.exp((s - best) / SCORE_SCALE)).toArray();
        double total = 0;
        for (double w : weight) {
            total += w;
        }
        List<Hypothesis> out = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (int i = 0; i < texts.size(); i++) {
            double p = weight[i] / total;
            if (p >= PLAUSIBLE && grammar.isPhrase(texts.get(i)) && seen.add(texts.get(i))) {
                out.add(Hypothesis.of(texts.get(i), Math.min(1, p)));
            }
        }
        return out;
    }

    /** Closing this listener also frees the model (when nobody else holds it). */
    void ownModel() {
        ownsModel = true;
    }

    @Override
    public void close() {
        source.close();
        if (ownsModel) {
            model.close();
        }
    }
}
