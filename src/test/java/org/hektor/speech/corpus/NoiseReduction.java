package org.hektor.speech.corpus;

import java.util.Arrays;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.hearing.learned.Fft;

/**
 * An experiment, not a part of Hektor's hearing: takes a steady noise out of an utterance, to measure whether the
 * speech model hears such a recording better ({@link DenoisedCorpus}; docs/measurements.md says what it gave). The
 * noise's spectrum is estimated from the utterance itself (each frequency's quietest frames: words leave gaps in every
 * band, steady noise does not), and each frame's spectrum is weighed by a Wiener gain on its signal-to-noise ratio
 * smoothed as Ephraim and Malah's decision-directed estimate does (which keeps down the "musical" residue of plain
 * spectral subtraction), never below a floor. An utterance whose quiet is not steady (words in a quiet room, or its
 * echo) is left as it is.
 *
 * @param floor     the smallest gain (a share of amplitude)
 * @param smoothing the decision-directed weight of the last frame's cleaned power
 * @param quantile  the share of frames taken as each frequency's quietest
 * @param bias      what that quantile of a frequency's smoothed power is multiplied by to make its mean noise power
 * @param steadyDb  the quiet counts as a steady noise when its {@link #unsteadiness} is below this
 */
public record NoiseReduction(double floor, double smoothing, double quantile, double bias, double steadyDb) {
    static final int FRAME = 512;
    static final int HOP = FRAME / 2;
    private static final double[] WINDOW = hann(FRAME);
    private static final Fft FFT = new Fft(FRAME);

    /** The utterance with its steady noise reduced; a short or unsteady one is returned as it is. */
    public Sound reduced(Sound utterance) {
        Spectra s = Spectra.of(utterance);
        if (s.frames() < 6) {
            return utterance;
        }
        double[] noise = noise(s, quantile, bias);
        if (unsteadiness(s, noise) >= steadyDb) {
            return utterance;
        }
        int bins = FRAME / 2 + 1;
        double[] out = new double[s.frames() * HOP + HOP];
        double[] lastClean = new double[bins];
        for (int f = 0; f < s.frames(); f++) {
            double[] re = s.re()[f];
            double[] im = s.im()[f];
            for (int k = 0; k < bins; k++) {
                double power = s.power()[f][k];
                double post = power / noise[k];
                double prior = f == 0 ? Math.max(post - 1, 0)
                        : smoothing * lastClean[k] / noise[k] + (1 - smoothing) * Math.max(post - 1, 0);
                double gain = Math.max(floor, prior / (1 + prior));
                lastClean[k] = gain * gain * power;
                scale(re, im, k, gain);
            }
            FFT.inverse(re, im);
            // Hann frames at half overlap add up to one: the frames' sum is the signal again
            for (int i = 0; i < FRAME; i++) {
                out[f * HOP + i] += re[i];
            }
        }
        short[] samples = new short[utterance.sampleCount()];
        for (int i = 0; i < samples.length; i++) {
            samples[i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(out[i + HOP])));
        }
        return Sound.ofSamples(samples);
    }

    /**
     * How far above its quietest tenth a frequency's middle frame is, in dB, at the median frequency: about 3 dB for a
     * steady noise under words (half the frames are noise alone), 8 dB and more for words in a quiet room or a
     * reverberant one. NaN for an utterance too short to tell.
     */
    public double unsteadiness(Sound utterance) {
        Spectra s = Spectra.of(utterance);
        return s.frames() < 6 ? Double.NaN : unsteadiness(s, noise(s, quantile, bias));
    }

    private double unsteadiness(Spectra s, double[] noise) {
        double[] middle = noise(s, 0.5, 1);
        double[] ratio = new double[noise.length];
        for (int k = 0; k < ratio.length; k++) {
            ratio[k] = 10 * Math.log10(middle[k] / noise[k] * bias);
        }
        Arrays.sort(ratio);
        return ratio[ratio.length / 2];
    }

    /**
     * Each frequency's noise power: the {@code share} quantile of its power smoothed over neighbouring frames and
     * frequencies, times {@code times}. The first and last frames lie partly over the zeros around the utterance.
     */
    private static double[] noise(Spectra s, double share, double times) {
        int frames = s.frames() - 2;
        int bins = FRAME / 2 + 1;
        double[] noise = new double[bins];
        double[] column = new double[frames];
        int at = Math.min(frames - 1, (int) Math.floor(share * frames));
        for (int k = 0; k < bins; k++) {
            for (int f = 0; f < frames; f++) {
                column[f] = smoothed(s.power(), f + 1, k);
            }
            Arrays.sort(column);
            noise[k] = Math.max(1e-3, times * column[at]);
        }
        return noise;
    }

    private static double smoothed(double[][] power, int frame, int bin) {
        double sum = 0;
        int count = 0;
        for (int f = Math.max(1, frame - 1); f <= Math.min(power.length - 2, frame + 1); f++) {
            for (int k = Math.max(0, bin - 1); k <= Math.min(FRAME / 2, bin + 1); k++) {
                sum += power[f][k];
                count++;
            }
        }
        return sum / count;
    }

    private static void scale(double[] re, double[] im, int k, double gain) {
        re[k] *= gain;
        im[k] *= gain;
        if (k > 0 && k < FRAME / 2) {
            re[FRAME - k] *= gain;
            im[FRAME - k] *= gain;
        }
    }

    /**
     * The utterance's short-time spectra: Hann frames at half overlap over the samples with half a frame of zeros
     * before and up to a frame after, so that every sample lies under two frames.
     */
    private record Spectra(double[][] re, double[][] im, double[][] power) {
        static Spectra of(Sound sound) {
            int n = sound.sampleCount();
            int frames = (n + HOP + HOP - 1) / HOP;
            double[][] re = new double[frames][FRAME];
            double[][] im = new double[frames][FRAME];
            double[][] power = new double[frames][FRAME / 2 + 1];
            for (int f = 0; f < frames; f++) {
                for (int i = 0; i < FRAME; i++) {
                    int at = f * HOP + i - HOP;
                    re[f][i] = at >= 0 && at < n ? sound.sample(at) * WINDOW[i] : 0;
                }
                FFT.forward(re[f], im[f]);
                for (int k = 0; k <= FRAME / 2; k++) {
                    power[f][k] = re[f][k] * re[f][k] + im[f][k] * im[f][k];
                }
            }
            return new Spectra(re, im, power);
        }

        int frames() {
            return re.length;
        }
    }

    private static double[] hann(int n) {
        double[] w = new double[n];
        for (int i = 0; i < n; i++) {
            w[i] = 0.5 - 0.5 * Math.cos(2 * Math.PI * i / n);
        }
        return w;
    }
}
