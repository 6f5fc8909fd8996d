package org.hektor.speech.audio;

import java.util.Arrays;
import javax.sound.sampled.AudioFormat;

/**
 * A piece of audio in the one format Hektor uses everywhere: 16 kHz, mono, signed 16-bit little-endian PCM.
 * FreeTTS's kevin16 voice speaks it, Vosk hears it, earcons are made in it, so nothing is ever resampled.
 */
public record Sound(byte[] pcm) {
    public static final int SAMPLE_RATE = 16_000;
    public static final AudioFormat FORMAT = new AudioFormat(SAMPLE_RATE, 16, 1, true, false);
    public static final Sound EMPTY = new Sound(new byte[0]);

    public Sound {
        if (pcm.length % 2 != 0) {
            throw new IllegalArgumentException("16-bit audio needs an even number of bytes, not " + pcm.length + ".");
        }
    }

    public static Sound ofSamples(short[] samples) {
        byte[] b = new byte[samples.length * 2];
        for (int i = 0; i < samples.length; i++) {
            b[2 * i] = (byte) samples[i];
            b[2 * i + 1] = (byte) (samples[i] >> 8);
        }
        return new Sound(b);
    }

    public int sampleCount() {
        return pcm.length / 2;
    }

    public short sample(int i) {
        return (short) ((pcm[2 * i] & 0xff) | (pcm[2 * i + 1] << 8));
    }

    public long durationMillis() {
        return sampleCount() * 1000L / SAMPLE_RATE;
    }

    /** Largest absolute sample, 0..32768. */
    public int peak() {
        int peak = 0;
        for (int i = 0; i < sampleCount(); i++) {
            peak = Math.max(peak, Math.abs(sample(i)));
        }
        return peak;
    }

    /** Root mean square level, 0..32768. */
    public double rms() {
        if (sampleCount() == 0) {
            return 0;
        }
        double sum = 0;
        for (int i = 0; i < sampleCount(); i++) {
            sum += (double) sample(i) * sample(i);
        }
        return Math.sqrt(sum / sampleCount());
    }

    /** Audible: a peak above about -40 dBFS. */
    public boolean isAudible() {
        return peak() > 330;
    }

    public Sound then(Sound next) {
        byte[] b = Arrays.copyOf(pcm, pcm.length + next.pcm.length);
        System.arraycopy(next.pcm, 0, b, pcm.length, next.pcm.length);
        return new Sound(b);
    }

    /** Whether this machine can play Hektor's sound format (false without a sound card; never throws). */
    public static boolean deviceAvailable() {
        return LineOutput.isAvailable();
    }

    public static Sound silence(int millis) {
        return new Sound(new byte[millis * SAMPLE_RATE / 1000 * 2]);
    }

    /** The same sound with every sample multiplied by {@code gain} (clipped). */
    public Sound scaled(double gain) {
        short[] s = new short[sampleCount()];
        for (int i = 0; i < s.length; i++) {
            s[i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(sample(i) * gain)));
        }
        return ofSamples(s);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Sound s && Arrays.equals(pcm, s.pcm);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(pcm);
    }

    @Override
    public String toString() {
        return "Sound[" + durationMillis() + " ms]";
    }
}
