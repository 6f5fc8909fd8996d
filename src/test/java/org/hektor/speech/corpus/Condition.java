package org.hektor.speech.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.audio.Wav;

/**
 * What happens to an utterance between the speaker and the microphone: noise at a signal-to-noise ratio (measured
 * against the speech's own power), leading silence, a cough-like burst before the words, room reverb (sox), or a
 * filler word said before the move. Every recording starts with 100 ms and ends with 400 ms of silence (so the
 * end of speech is seen), unless the condition says otherwise.
 */
public enum Condition {
    CLEAN, WHITE_20DB, WHITE_10DB, PINK_20DB, PINK_10DB, PINK_5DB, SILENCE_300MS, COUGH, REVERB, FILLER, TEMPO_0_9, TEMPO_1_15;

    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT).replace("_", "-");
    }

    public static Condition of(String key) {
        return valueOf(key.toUpperCase(java.util.Locale.ROOT).replace("-", "_"));
    }

    /** The words said: a filler word before the move for {@link #FILLER}. */
    public String text(String phrase, List<String> fillers, Random random) {
        return this == FILLER ? fillers.get(random.nextInt(fillers.size())) + " " + phrase : phrase;
    }

    /** The recording the microphone hears, with 100 ms of quiet before the words and 400 ms after. */
    public Sound apply(Sound speech, Random random, Path work) throws IOException {
        return apply(speech, random, work, true);
    }

    /**
     * The recording the microphone hears; without {@code quietEdges} it starts at the first loud sample of the words
     * (or of the cough) and ends at the last, as files from other programs often do.
     */
    public Sound apply(Sound speech, Random random, Path work, boolean quietEdges) throws IOException {
        Sound words = quietEdges ? speech : bare(speech);
        int lead = quietEdges ? 100 : 0;
        int trail = quietEdges ? 400 : 0;
        short[] s = samples(words);
        double power = speechPower(s);
        return switch (this) {
            case CLEAN, FILLER -> padded(words, lead, trail);
            case SILENCE_300MS -> padded(words, 300, trail);
            case WHITE_20DB -> noisy(padded(words, lead, trail), power, 20, false, random);
            case WHITE_10DB -> noisy(padded(words, lead, trail), power, 10, false, random);
            case PINK_20DB -> noisy(padded(words, lead, trail), power, 20, true, random);
            case PINK_10DB -> noisy(padded(words, lead, trail), power, 10, true, random);
            case PINK_5DB -> noisy(padded(words, lead, trail), power, 5, true, random);
            case COUGH -> Sound.silence(lead).then(cough(power, random)).then(Sound.silence(150)).then(words)
                    .then(Sound.silence(trail));
            case REVERB -> reverb(padded(words, lead, trail), work);
            case TEMPO_0_9 -> sox(padded(words, lead, trail), work, "tempo", "-s", "0.9");
            case TEMPO_1_15 -> sox(padded(words, lead, trail), work, "tempo", "-s", "1.15");
        };
    }

    private static Sound padded(Sound speech, int leadMillis, int trailMillis) {
        return Sound.silence(leadMillis).then(speech).then(Sound.silence(trailMillis));
    }

    /** From the first to the last sample louder than -40 dBFS: the voice's own pauses at the edges cut off. */
    public static Sound bare(Sound speech) {
        int first = 0;
        int last = speech.sampleCount() - 1;
        while (first < last && Math.abs(speech.sample(first)) < 330) {
            first++;
        }
        while (last > first && Math.abs(speech.sample(last)) < 330) {
            last--;
        }
        return new Sound(java.util.Arrays.copyOfRange(speech.pcm(), 2 * first, 2 * (last + 1)));
    }

    static short[] samples(Sound sound) {
        short[] s = new short[sound.sampleCount()];
        for (int i = 0; i < s.length; i++) {
            s[i] = sound.sample(i);
        }
        return s;
    }

    /** Mean power of the 20 ms frames that carry speech (above 1/30 of the loudest frame's RMS). */
    static double speechPower(short[] s) {
        int frame = 320;
        double max = 0;
        double[] powers = new double[s.length / frame];
        for (int f = 0; f < powers.length; f++) {
            double sum = 0;
            for (int i = f * frame; i < (f + 1) * frame; i++) {
                sum += (double) s[i] * s[i];
            }
            powers[f] = sum / frame;
            max = Math.max(max, powers[f]);
        }
        double sum = 0;
        int n = 0;
        for (double p : powers) {
            if (p > max / 900) {
                sum += p;
                n++;
            }
        }
        return n == 0 ? 1 : sum / n;
    }

    private static Sound noisy(Sound sound, double speechPower, double snrDb, boolean pink, Random random) {
        short[] s = samples(sound);
        double sigma = Math.sqrt(speechPower / Math.pow(10, snrDb / 10));
        double[] noise = new double[s.length];
        // pink noise: Paul Kellet's economy filter over white noise, normalised to unit power below
        double b0 = 0;
        double b1 = 0;
        double b2 = 0;
        double power = 0;
        for (int i = 0; i < s.length; i++) {
            double w = random.nextGaussian();
            if (pink) {
                b0 = 0.99765 * b0 + w * 0.0990460;
                b1 = 0.96300 * b1 + w * 0.2965164;
                b2 = 0.57000 * b2 + w * 1.0526913;
                w = b0 + b1 + b2 + w * 0.1848;
            }
            noise[i] = w;
            power += w * w;
        }
        double scale = sigma / Math.sqrt(power / Math.max(1, s.length));
        short[] out = new short[s.length];
        for (int i = 0; i < s.length; i++) {
            out[i] = clip(s[i] + noise[i] * scale);
        }
        return Sound.ofSamples(out);
    }

    /** 250 ms of noise, low-passed, with a sharp attack and a fast decay, as loud as the speech's peaks. */
    private static Sound cough(double speechPower, Random random) {
        int n = Sound.SAMPLE_RATE / 4;
        short[] out = new short[n];
        double amplitude = Math.sqrt(speechPower) * 2.5;
        double low = 0;
        for (int i = 0; i < n; i++) {
            low += 0.25 * (random.nextGaussian() - low);
            double t = i / (double) Sound.SAMPLE_RATE;
            double envelope = Math.min(1, t / 0.01) * Math.exp(-t / 0.07);
            out[i] = clip(low * amplitude * 2 * envelope);
        }
        return Sound.ofSamples(out);
    }

    /** A small room by sox: reverberance 50 %, HF damping 50 %, room scale 70 %. */
    private static Sound reverb(Sound sound, Path work) throws IOException {
        return sox(sound, work, "reverb", "50", "50", "70", "gain", "-n", "-3");
    }

    /** The sound through sox's {@code effects} (tempo keeps the pitch: a faster or slower speaker). */
    private static Sound sox(Sound sound, Path work, String... effects) throws IOException {
        Path in = Files.createTempFile(work, "dry", ".wav");
        Path out = Files.createTempFile(work, "wet", ".wav");
        try {
            Wav.write(in, sound);
            List<String> command = new java.util.ArrayList<>(List.of("sox", in.toString(), "-r", "16000", "-c", "1",
                    "-b", "16", out.toString()));
            command.addAll(List.of(effects));
            Voice.run(command);
            return Wav.read(out);
        } finally {
            Files.deleteIfExists(in);
            Files.deleteIfExists(out);
        }
    }

    private static short clip(double v) {
        return (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(v)));
    }
}
