package org.hektor.speech.hearing.learned;

import org.hektor.speech.audio.Sound;

/**
 * Sound to features, the classic way of template recognisers: pre-emphasis, 25 ms Hamming frames every 10 ms, a
 * 24-band mel filterbank (linear power kept, so noise can be added to a template before the log), then log, DCT to
 * 13 cepstra and their deltas. Without a mean normalisation: a template is brought to the utterance's level and
 * noise instead (see {@link Templates}), which is what keeps the match in noise.
 */
final class FrontEnd {
    static final int FRAME = 400;
    static final int HOP = 160;
    static final int FFT = 512;
    static final int MELS = 24;
    static final int CEPSTRA = 13;
    static final int DIMENSIONS = 2 * CEPSTRA;
    /** Weight of c0 (the frame's loudness) against the spectral shape: loudness alone says little of a word. */
    static final double LOUDNESS_WEIGHT = 0.25;
    /** Weight of the deltas against the cepstra. */
    static final double DELTA_WEIGHT = 1.5;
    private static final double LOW_HZ = 100;
    private static final double HIGH_HZ = 7000;
    private static final double[] WINDOW = new double[FRAME];
    private static final double[][] FILTERS = new double[MELS][FFT / 2 + 1];
    private static final double[][] DCT = new double[CEPSTRA][MELS];

    static {
        for (int i = 0; i < FRAME; i++) {
            WINDOW[i] = 0.54 - 0.46 * Math.cos(2 * Math.PI * i / (FRAME - 1));
        }
        double lowMel = mel(LOW_HZ);
        double highMel = mel(HIGH_HZ);
        double[] edges = new double[MELS + 2];
        for (int m = 0; m < edges.length; m++) {
            edges[m] = hz(lowMel + (highMel - lowMel) * m / (MELS + 1)) * FFT / Sound.SAMPLE_RATE;
        }
        for (int m = 0; m < MELS; m++) {
            for (int k = 0; k <= FFT / 2; k++) {
                double rise = (k - edges[m]) / (edges[m + 1] - edges[m]);
                double fall = (edges[m + 2] - k) / (edges[m + 2] - edges[m + 1]);
                FILTERS[m][k] = Math.max(0, Math.min(rise, fall));
            }
        }
        for (int c = 0; c < CEPSTRA; c++) {
            for (int m = 0; m < MELS; m++) {
                DCT[c][m] = Math.cos(Math.PI * c * (m + 0.5) / MELS) * Math.sqrt((c == 0 ? 1.0 : 2.0) / MELS);
            }
        }
    }

    private FrontEnd() {
    }

    /** The mel filterbank's power of every 10 ms frame (frames × {@link #MELS}). */
    static double[][] melPower(Sound sound) {
        int n = sound.sampleCount();
        int frames = n < FRAME ? 0 : 1 + (n - FRAME) / HOP;
        double[][] out = new double[frames][];
        Fft fft = new Fft(FFT);
        double[] x = new double[FRAME];
        for (int f = 0; f < frames; f++) {
            int start = f * HOP;
            double previous = start == 0 ? 0 : sound.sample(start - 1);
            for (int i = 0; i < FRAME; i++) {
                double s = sound.sample(start + i);
                x[i] = (s - 0.97 * previous) * WINDOW[i];
                previous = s;
            }
            double[] power = fft.power(x);
            double[] mel = new double[MELS];
            for (int m = 0; m < MELS; m++) {
                double sum = 0;
                for (int k = 0; k <= FFT / 2; k++) {
                    sum += FILTERS[m][k] * power[k];
                }
                mel[m] = sum;
            }
            out[f] = mel;
        }
        return out;
    }

    /** Total power of each frame in decibels. */
    static double[] decibels(double[][] mel) {
        double[] db = new double[mel.length];
        for (int f = 0; f < mel.length; f++) {
            double sum = 0;
            for (double p : mel[f]) {
                sum += p;
            }
            db[f] = 10 * Math.log10(Math.max(sum, 1));
        }
        return db;
    }

    /** The 13 cepstra of one frame's mel power. */
    static float[] cepstra(double[] mel) {
        double[] log = new double[MELS];
        for (int m = 0; m < MELS; m++) {
            log[m] = Math.log(Math.max(mel[m], 1));
        }
        float[] c = new float[CEPSTRA];
        for (int k = 0; k < CEPSTRA; k++) {
            double sum = 0;
            for (int m = 0; m < MELS; m++) {
                sum += DCT[k][m] * log[m];
            }
            c[k] = (float) sum;
        }
        return c;
    }

    /**
     * Cepstra and deltas (±2 frames) of frames {@code from} (inclusive) to {@code to} (exclusive), c0 and the deltas
     * weighted as {@code tuning} says.
     */
    static float[][] features(double[][] mel, int from, int to, LearnedTuning.Features tuning) {
        int n = to - from;
        float[][] c = new float[n][];
        for (int i = 0; i < n; i++) {
            c[i] = cepstra(mel[from + i]);
        }
        float[][] out = new float[n][DIMENSIONS];
        for (int i = 0; i < n; i++) {
            System.arraycopy(c[i], 0, out[i], 0, CEPSTRA);
            out[i][0] *= (float) tuning.loudnessWeight();
            for (int k = 0; k < CEPSTRA; k++) {
                double d = 0;
                for (int w = 1; w <= 2; w++) {
                    d += w * (c[Math.min(n - 1, i + w)][k] - c[Math.max(0, i - w)][k]);
                }
                out[i][CEPSTRA + k] = (float) (tuning.deltaWeight() * d / 10);
            }
        }
        return out;
    }

    private static double mel(double hz) {
        return 2595 * Math.log10(1 + hz / 700);
    }

    private static double hz(double mel) {
        return 700 * (Math.pow(10, mel / 2595) - 1);
    }
}
