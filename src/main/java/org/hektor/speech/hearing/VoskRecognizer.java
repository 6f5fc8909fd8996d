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
    /**
     * This much voice right before an alternative's first word (no pause between) held a word the alternative lacks:
     * "knight golf five" heard as "foxtrot five", "knight alfa three" as "alfa three" (a queen's and a pawn's move, by
     * the contract's reading of a square alone) when the piece word was lost in noise. Such an alternative is not what
     * was said and counts as no phrase. On the tuning voices (TuneLostWords, docs/measurements.md) 573 of 576 moves had
     * less than 100 ms of voice before their first word, 3 had 300 to 500 ms; none of the moves right is lost at 200.
     */
    static final int LOST_WORD_MILLIS = 200;
    /**
     * The rule above is not applied while playing. Its tuning measured word times that were wrong for a kept
     * recogniser (Vosk counts them from the first sample it ever heard), so the voice before a first word mostly
     * read as none; with the times right, the soak's moves said over a noisy room (room noise counts as voice before
     * the first word) were read back 31 times of 43 instead of every time. Off until it is tuned again on the right
     * times (TuneLostWords) and the soak holds.
     */
    static final int LOST_WORD_OFF = Integer.MAX_VALUE;
    /**
     * The lost-word rule's mirror, for a one-word command that a longer phrase begins with ("help" of "help commands",
     * "correct" of "correction", "no" of "normal": {@link PhraseGrammar#isCutShort}): this much loud voice right after
     * its last word (no pause between) held more of what was said, so the command was not finished and counts as no
     * phrase ("help commands" heard as "help" when "commands" was lost). Loud: at least {@link #LOUD_SHARE} of the
     * loudest frame, so room noise after a word is no voice. On the tuning voices (TuneUnfinished, docs/measurements.md)
     * such a command said alone had at most 80 ms after it, one heard for the longer phrase 740 to 880 ms (and 40).
     */
    static final int UNFINISHED_MILLIS = 200;
    /**
     * A frame is loud from 1/20 of the loudest frame's RMS (-26 dB; the voiced frames' -30 dB found the same on the
     * tuning voices, 1/15 lost 2 of 3) and from {@link #OVER_ROOM} times the median frame before the words.
     */
    static final double LOUD_SHARE = 1 / 20.0;
    /** A room's steady noise (what was heard before the first word) is no voice after the last: 10 dB over it. */
    static final double OVER_ROOM = 3;
    private static final int FRAME_MILLIS = 1000 * QuietEdges.FRAME_SAMPLES / Sound.SAMPLE_RATE;
    /** A pause this long ends the voice before a word (shorter ones are stops within speech). */
    static final int PAUSE_FRAMES = 4;
    /** Recognisers kept: the position's grammar, and room for a read-back's or a question's of its own. */
    static final int KEPT = 3;

    private final VoskModel model;
    private final Map<PhraseGrammar, Recognizer> recognizers = new LinkedHashMap<>(KEPT, 0.75f, true);
    /** Samples each kept recogniser has heard since it was made: Vosk times words from its first sample. */
    private final Map<Recognizer, Long> heardSamples = new java.util.IdentityHashMap<>();
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
        Sound framed = QuietEdges.framed(utterance);
        String json = json(framed, grammar);
        List<Hypothesis> hyps = hypotheses(json, grammar, QuietEdges.rms(framed), LOST_WORD_OFF, UNFINISHED_MILLIS);
        return hyps.isEmpty() && VoskResult.parse(json).isEmpty() ? Optional.empty() : Optional.of(hyps);
    }

    /**
     * Vosk's own answer (n-best JSON with word timings) for an utterance as it is given, already framed; its words'
     * times count from the start of this utterance (the lost-word rule compares them with its voiced frames).
     */
    public String json(Sound framed, PhraseGrammar grammar) {
        checkThread();
        Recognizer r = recognizer(grammar);
        byte[] pcm = framed.pcm();
        long before = heardSamples.getOrDefault(r, 0L);
        heardSamples.put(r, before + pcm.length / 2);
        try {
            r.acceptWaveForm(pcm, pcm.length);
            return VoskResult.shifted(r.getFinalResult(), (double) before / Sound.SAMPLE_RATE);
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
            Recognizer dropped = oldest.next().getValue();
            heardSamples.remove(dropped);
            dropped.close();
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
     * is no phrase (a word sequence of its bigram model, or nothing at all) keeps its share as one
     * {@link Hypothesis#NO_PHRASE} hypothesis, in its place by share: the Understanding weighs it against a command
     * heard with it (an utterance heard 0.64 as "where knight" and 0.36 as words that are no phrase was "resign"), so
     * a command is answered only when it beats everything else the recogniser heard, not just the other phrases. None
     * when no phrase was heard at all (as before: not understood).
     */
    static List<Hypothesis> hypotheses(String json, PhraseGrammar grammar) {
        return hypotheses(json, grammar, new boolean[0], LOST_WORD_MILLIS);
    }

    /**
     * As above, with the framed utterance's voiced frames ({@link QuietEdges#voiced}): an alternative with at least
     * {@code lostWordMillis} of voice right before its first word lacks a word that was said and counts as no phrase.
     */
    public static List<Hypothesis> hypotheses(String json, PhraseGrammar grammar, boolean[] voiced,
                                              int lostWordMillis) {
        return hypotheses(json, grammar, voiced, voiced, lostWordMillis, UNFINISHED_MILLIS);
    }

    /** As below, the voiced and loud frames read from the framed utterance's frame RMS ({@link QuietEdges#rms}). */
    public static List<Hypothesis> hypotheses(String json, PhraseGrammar grammar, double[] rms, int lostWordMillis,
                                              int unfinishedMillis) {
        VoskResult result = VoskResult.parse(json);
        List<VoskResult.Alternative> a = result.alternatives();
        double start = a.isEmpty() || a.get(0).start().isEmpty() ? 0 : a.get(0).start().getAsDouble();
        return hypotheses(result, grammar, QuietEdges.voiced(rms), loud(rms, start), lostWordMillis, unfinishedMillis);
    }

    /**
     * As above; also an alternative that begins with a word cut from one phrase's middle or end ("commands" of "help
     * commands": {@link PhraseGrammar#isTail}) with less than {@link #LOST_WORD_MILLIS} of voice before it is no
     * reading at all (no player says it, and nothing was lost before it: the recogniser's word model alone offered it;
     * tuning voices: "correct" lost 9 times to a lone "commands", never said), and a one-word command a longer phrase
     * begins with, with at least {@code unfinishedMillis} of {@code loud} frames right after its last word, was not
     * finished and counts as no phrase.
     */
    public static List<Hypothesis> hypotheses(String json, PhraseGrammar grammar, boolean[] voiced, boolean[] loud,
                                              int lostWordMillis, int unfinishedMillis) {
        return hypotheses(VoskResult.parse(json), grammar, voiced, loud, lostWordMillis, unfinishedMillis);
    }

    private static List<Hypothesis> hypotheses(VoskResult result, PhraseGrammar grammar, boolean[] voiced,
                                               boolean[] loud, int lostWordMillis, int unfinishedMillis) {
        List<String> texts = new ArrayList<>();
        List<Double> scores = new ArrayList<>();
        List<Boolean> lost = new ArrayList<>();
        for (VoskResult.Alternative a : result.alternatives()) {
            if (a.start().isPresent() && grammar.isTail(a.text())
                    && voiceBefore(voiced, a.start().getAsDouble()) < LOST_WORD_MILLIS) {
                continue;
            }
            texts.add(PhraseGrammar.normalize(a.text()));
            scores.add(a.confidence());
            lost.add(a.start().isPresent() && voiceBefore(voiced, a.start().getAsDouble()) >= lostWordMillis
                    || a.end().isPresent() && grammar.isCutShort(a.text())
                    && voiceAfter(loud, a.end().getAsDouble()) >= unfinishedMillis);
        }
        if (texts.isEmpty()) {
            return List.of();
        }
        // Vosk's blank alternative is its reading that no word was said: it keeps its share, as no phrase, so a
        // command must beat it too (tuning voices: "help commands" heard 0.77 as "help", 0.23 as nothing)
        for (double blank : result.blanks()) {
            texts.add("");
            scores.add(blank);
            lost.add(false);
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
            if (!grammar.isPhrase(text) || lost.get(i)) {
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

    /** Milliseconds of voice right before the best alternative's first word (tuning). */
    public static int voiceBefore(String json, boolean[] voiced) {
        List<VoskResult.Alternative> a = VoskResult.parse(json).alternatives();
        return a.isEmpty() || a.get(0).start().isEmpty() ? 0 : voiceBefore(voiced, a.get(0).start().getAsDouble());
    }

    /** Milliseconds of voice right before {@code start} seconds, back to the first pause of {@link #PAUSE_FRAMES}. */
    static int voiceBefore(boolean[] voiced, double start) {
        return voiceFrom(voiced, Math.min(voiced.length, frameAt(start)) - 1, -1);
    }

    /**
     * Which frames are loud: at least {@link #LOUD_SHARE} of the loudest frame's RMS and {@link #OVER_ROOM} times the
     * median frame before {@code start} seconds (the room, when the utterance was cut with its noise around it).
     */
    static boolean[] loud(double[] rms, double start) {
        double loudest = 0;
        for (double r : rms) {
            loudest = Math.max(loudest, r);
        }
        int before = Math.min(rms.length, (int) Math.round(start * 1000 / (1000.0 * QuietEdges.FRAME_SAMPLES
                / Sound.SAMPLE_RATE)));
        double room = 0;
        if (before > 0) {
            double[] lead = java.util.Arrays.copyOf(rms, before);
            java.util.Arrays.sort(lead);
            room = lead[before / 2];
        }
        double from = Math.max(loudest * LOUD_SHARE, room * OVER_ROOM);
        boolean[] loud = new boolean[rms.length];
        for (int f = 0; f < rms.length; f++) {
            loud[f] = loudest > 0 && rms[f] >= from;
        }
        return loud;
    }

    /** Milliseconds of voice right after {@code end} seconds, up to the first pause of {@link #PAUSE_FRAMES}. */
    static int voiceAfter(boolean[] voiced, double end) {
        return voiceFrom(voiced, Math.max(0, frameAt(end)), 1);
    }

    /** The frame {@code seconds} falls on. */
    private static int frameAt(double seconds) {
        return (int) Math.round(seconds * 1000 / FRAME_MILLIS);
    }

    /** Milliseconds of voice from frame {@code first} on, going {@code step} (1 or -1), until a pause or the end. */
    private static int voiceFrom(boolean[] voiced, int first, int step) {
        int voicedFrames = 0;
        int pause = 0;
        for (int f = first; f >= 0 && f < voiced.length; f += step) {
            if (voiced[f]) {
                voicedFrames++;
                pause = 0;
            } else if (++pause >= PAUSE_FRAMES) {
                break;
            }
        }
        return voicedFrames * FRAME_MILLIS;
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
        heardSamples.clear();
        if (ownsModel) {
            model.close();
        }
    }
}
