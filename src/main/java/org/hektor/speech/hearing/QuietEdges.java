package org.hektor.speech.hearing;

import org.hektor.speech.audio.Sound;

/**
 * Puts quiet around an utterance before a recogniser hears it, whoever cut it: a WAV from another program that starts
 * at its first word, a live utterance the microphone began in the middle of or cut at its longest. Vosk hears speech
 * that starts at the first frame worse (measured: 92 % of moves right without lead, 99 % with 300 ms), so every
 * utterance gets at least {@link #EDGE_MILLIS} of quiet at each end; quiet far longer than that is cut to
 * {@link #KEPT_MILLIS}, as it holds nothing to hear.
 */
public final class QuietEdges {
    /** The quiet a recogniser hears before and after the words. */
    static final int EDGE_MILLIS = 300;
    /** Longer quiet at an edge is cut to this. */
    static final int KEPT_MILLIS = 1000;
    static final int FRAME_SAMPLES = Sound.SAMPLE_RATE / 50;
    /**
     * A frame is quiet below 1/30 of the loudest frame's RMS (-30 dB) and below -40 dBFS; noise that loud is kept, as
     * the recogniser was trained with it around words.
     */
    static final double QUIET_SHARE = 1 / 30.0;
    static final double QUIET_RMS = 330;

    private QuietEdges() {
    }

    /** The utterance with {@link #EDGE_MILLIS} to {@link #KEPT_MILLIS} of quiet at each end. */
    public static Sound framed(Sound utterance) {
        int frames = utterance.sampleCount() / FRAME_SAMPLES;
        if (frames == 0) {
            return Sound.silence(EDGE_MILLIS).then(utterance).then(Sound.silence(EDGE_MILLIS));
        }
        boolean[] voiced = voiced(rms(utterance));
        int lead = 0;
        while (lead < frames && !voiced[lead]) {
            lead++;
        }
        int trail = 0;
        while (trail < frames - lead && !voiced[frames - 1 - trail]) {
            trail++;
        }
        int frameMillis = 1000 * FRAME_SAMPLES / Sound.SAMPLE_RATE;
        int keptFrames = KEPT_MILLIS / frameMillis;
        int from = Math.max(0, lead - keptFrames) * FRAME_SAMPLES;
        // the samples after the last whole frame belong to the trailing edge
        int to = trail >= frames - lead ? utterance.sampleCount()
                : utterance.sampleCount() - Math.max(0, trail - keptFrames) * FRAME_SAMPLES;
        Sound kept = new Sound(java.util.Arrays.copyOfRange(utterance.pcm(), 2 * from, 2 * to));
        return Sound.silence(Math.max(0, EDGE_MILLIS - lead * frameMillis)).then(kept)
                .then(Sound.silence(Math.max(0, EDGE_MILLIS - trail * frameMillis)));
    }

    /** Each whole frame's RMS. */
    public static double[] rms(Sound s) {
        double[] rms = new double[s.sampleCount() / FRAME_SAMPLES];
        for (int f = 0; f < rms.length; f++) {
            rms[f] = frameRms(s, f);
        }
        return rms;
    }

    /** Which frames are not quiet, by their RMS: below {@link #QUIET_SHARE} of the loudest and {@link #QUIET_RMS}. */
    public static boolean[] voiced(double[] rms) {
        double loudest = 0;
        for (double r : rms) {
            loudest = Math.max(loudest, r);
        }
        double quiet = Math.min(QUIET_RMS, loudest * QUIET_SHARE);
        boolean[] voiced = new boolean[rms.length];
        for (int f = 0; f < rms.length; f++) {
            voiced[f] = rms[f] >= quiet;
        }
        return voiced;
    }

    private static double frameRms(Sound s, int frame) {
        double sum = 0;
        for (int i = frame * FRAME_SAMPLES; i < (frame + 1) * FRAME_SAMPLES; i++) {
            double v = s.sample(i);
            sum += v * v;
        }
        return Math.sqrt(sum / FRAME_SAMPLES);
    }
}
