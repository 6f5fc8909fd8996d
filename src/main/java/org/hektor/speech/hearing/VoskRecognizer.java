package org.hektor.speech.hearing;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.hektor.notation.Hypothesis;
import org.hektor.speech.audio.Sound;
import org.vosk.Recognizer;

/**
 * Vosk with a grammar, behind the {@link SpeechRecognizer} seam. A native recogniser is built once per grammar
 * (the position's; it stays the same through a read-back and a question) and reused with {@code reset()}; the
 * last few are kept, older ones freed. Not thread-safe by design: one thread makes, uses and frees every
 * recogniser (Vosk crashed building recognisers every 500 ms, freed and made on different threads).
 * Vosk's n-best alternatives become hypotheses; alternatives that are no phrase of the grammar (Vosk's bigram
 * model can produce those) and alternatives far less likely than the best are dropped, as the Understanding
 * expects.
 */
public final class VoskRecognizer implements SpeechRecognizer {
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
    /** Recognisers kept: the position's grammar, and room for a read-back's or a question's of its own. */
    static final int KEPT = 3;

    private final VoskModel model;
    private final Map<PhraseGrammar, Recognizer> recognizers = new LinkedHashMap<>(KEPT, 0.75f, true);
    private final Thread owner = Thread.currentThread();
    private boolean ownsModel;

    public VoskRecognizer(VoskModel model) {
        this.model = model;
    }

    /** Loads the model in {@code dir} (checked first) and frees it on close. */
    public static VoskRecognizer load(java.nio.file.Path dir) {
        VoskRecognizer r = new VoskRecognizer(VoskModel.load(dir));
        r.ownsModel = true;
        return r;
    }

    public VoskModel model() {
        return model;
    }

    @Override
    public Optional<List<Hypothesis>> recognize(Sound utterance, PhraseGrammar grammar) {
        checkThread();
        Recognizer r = recognizer(grammar);
        byte[] pcm = QuietEdges.framed(utterance).pcm();
        try {
            r.acceptWaveForm(pcm, pcm.length);
            String json = r.getFinalResult();
            List<Hypothesis> hyps = hypotheses(json, grammar);
            return hyps.isEmpty() && VoskResult.parse(json).isEmpty() ? Optional.empty() : Optional.of(hyps);
        } finally {
            r.reset();
        }
    }

    /** The grammar's recogniser, built the first time (freeing the least recently used beyond {@link #KEPT}). */
    private Recognizer recognizer(PhraseGrammar grammar) {
        Recognizer r = recognizers.get(grammar);
        if (r != null) {
            return r;
        }
        r = build(model, grammar);
        recognizers.put(grammar, r);
        Iterator<Map.Entry<PhraseGrammar, Recognizer>> oldest = recognizers.entrySet().iterator();
        while (recognizers.size() > KEPT) {
            oldest.next().getValue().close();
            oldest.remove();
        }
        return r;
    }

    /** Builds a recognizer only from a validated grammar whose words the model knows: native code forgives nothing. */
    static Recognizer build(VoskModel model, PhraseGrammar grammar) {
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

    /**
     * Vosk's n-best JSON → plausible hypotheses that are phrases of the grammar, best first. What Vosk also heard that
     * is no phrase (a word sequence of its bigram model) keeps its share as one
     * {@link Hypothesis#NO_PHRASE} hypothesis, in its place by share: the Understanding weighs it against a command
     * heard with it (an utterance heard 0.64 as "where knight" and 0.36 as words that are no phrase was "resign"), so
     * a command is answered only when it beats everything else the recogniser heard, not just the other phrases. None
     * when no phrase was heard at all (as before: not understood).
     */
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
        double noPhrase = 0;
        for (int i = 0; i < texts.size(); i++) {
            double p = weight[i] / total;
            String text = texts.get(i);
            if (!grammar.isPhrase(text)) {
                noPhrase += p;
            } else if (p >= PLAUSIBLE && seen.add(text)) {
                out.add(Hypothesis.of(text, Math.min(1, p)));
            }
        }
        if (!out.isEmpty() && noPhrase >= PLAUSIBLE) {
            Hypothesis unknown = Hypothesis.noPhrase(Math.min(1, noPhrase));
            int at = 0;
            while (at < out.size() && out.get(at).confidence().getAsDouble() >= noPhrase) {
                at++;
            }
            out.add(at, unknown);
        }
        return out;
    }

    private void checkThread() {
        if (Thread.currentThread() != owner) {
            throw new IllegalStateException("A Vosk recognizer is used by the thread that made it only");
        }
    }

    /** Frees every recogniser (on the thread that made them), then the model if it is this one's. */
    @Override
    public void close() {
        checkThread();
        recognizers.values().forEach(Recognizer::close);
        recognizers.clear();
        if (ownsModel) {
            model.close();
        }
    }
}
