package org.hektor.speech.hearing.learned;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One utterance made ready for matching: its speech with a little room around it (the quiet before and after is
 * matched as quiet), its features, and the room's noise and level that the templates are brought to.
 *
 * @param from     the first frame kept
 * @param frames   the kept frames' features
 * @param span     where the speech is, the room's noise and the speech's level
 * @param loudness each kept frame's level above the room, in dB
 * @param tuning   the tuning it was made with, and is matched with
 */
record Utterance(int from, float[][] frames, Span span, double[] loudness, LearnedTuning tuning) {
    /** Room kept around the speech, in frames: the quiet model takes it, and a soft start or end is not lost. */
    static final int ROOM_FRAMES = 15;

    /**
     * Power added to every band of both the utterance and the templates, this far below the speech's level: a
     * recording's digital silence and a quiet room then look alike, and nothing far below the words counts.
     */
    static final double FLOOR = 1e-5;
    /**
     * Whether each dimension is divided by its spread over the utterance ({@link #scale}); false only to measure what
     * it changes.
     */
    static final boolean VARIANCE = true;

    static Utterance of(double[][] mel, Span span, LearnedTuning tuning) {
        Span kept = span.widened(ROOM_FRAMES, mel.length);
        double floor = span.level() * tuning.features().floor();
        double[] noise = span.noise().clone();
        double[][] floored = new double[kept.end() - kept.start()][];
        for (int f = 0; f < floored.length; f++) {
            floored[f] = mel[kept.start() + f].clone();
            for (int m = 0; m < FrontEnd.MELS; m++) {
                floored[f][m] += floor;
            }
        }
        for (int m = 0; m < FrontEnd.MELS; m++) {
            noise[m] += floor;
        }
        // below the room's mean power a band says nothing of the speech, and a template brought to the room
        // (Template#heardAt) never goes below it: the noise's chance dips would count against every template alike
        for (double[] frame : floored) {
            for (int m = 0; m < FrontEnd.MELS; m++) {
                frame[m] = Math.max(frame[m], noise[m]);
            }
        }
        double noiseDb = 10 * Math.log10(Math.max(1, java.util.Arrays.stream(noise).sum()));
        double[] db = FrontEnd.decibels(floored);
        double[] loudness = new double[db.length];
        for (int f = 0; f < db.length; f++) {
            loudness[f] = Math.max(0, db[f] - noiseDb);
        }
        return new Utterance(kept.start(), FrontEnd.features(floored, 0, floored.length, tuning.features()),
                new Span(span.start(), span.end(), noise, span.level()), loudness, tuning);
    }

    /** The room's features: its cepstra, no change. */
    float[] silence() {
        float[] s = new float[FrontEnd.DIMENSIONS];
        System.arraycopy(FrontEnd.cepstra(span.noise()), 0, s, 0, FrontEnd.CEPSTRA);
        s[0] *= (float) tuning.features().loudnessWeight();
        return s;
    }

    /** A matcher of this utterance against {@code voice}'s templates of {@code words}. */
    PhraseMatch match(LearnedVoice voice, Collection<String> words) {
        float[] scale = scale();
        Map<String, List<float[][]>> t = new HashMap<>();
        for (String w : words) {
            List<Template> known = voice.templates(w);
            if (!known.isEmpty() && !t.containsKey(w)) {
                t.put(w, known.stream().map(x -> scaled(x.heardAt(span.level(), span.noise(), tuning.features()), scale))
                        .toList());
            }
        }
        return new PhraseMatch(scaled(frames, scale), scaled(new float[][] {silence()}, scale)[0], loudness, t,
                tuning.matching().quietLoud());
    }

    /**
     * Each dimension divided by its spread over this utterance, the same for the utterance and the templates: every
     * cepstrum then counts alike, not the first few that vary most.
     */
    private float[] scale() {
        int d = FrontEnd.DIMENSIONS;
        float[] scale = new float[d];
        if (!tuning.features().variance()) {
            java.util.Arrays.fill(scale, 1);
            return scale;
        }
        for (int i = 0; i < d; i++) {
            double sum = 0;
            double squares = 0;
            for (float[] f : frames) {
                sum += f[i];
                squares += f[i] * f[i];
            }
            double mean = sum / frames.length;
            double sd = Math.sqrt(Math.max(1e-6, squares / frames.length - mean * mean));
            scale[i] = (float) (1 / sd);
        }
        return scale;
    }

    private static float[][] scaled(float[][] in, float[] scale) {
        float[][] out = new float[in.length][];
        for (int f = 0; f < in.length; f++) {
            out[f] = new float[in[f].length];
            for (int i = 0; i < in[f].length; i++) {
                out[f][i] = in[f][i] * scale[i];
            }
        }
        return out;
    }
}
