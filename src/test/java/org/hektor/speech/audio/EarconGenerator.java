package org.hektor.speech.audio;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.hektor.signal.Cue;

/**
 * Makes the earcons from a few tones, exactly the same bytes on every run (StrictMath, no randomness), so the
 * committed files in {@code audio/} can be checked against this code. A developer tool, so it lives with the tests
 * (not in the jar): {@code mvn -q test-compile org.codehaus.mojo:exec-maven-plugin:3.5.0:java
 * -Dexec.classpathScope=test -Dexec.mainClass=org.hektor.speech.audio.EarconGenerator -Dexec.args=audio}.
 * Each one differs from the others in the number of notes, their pitch and their length, so they stay
 * distinguishable by ear even through a poor loudspeaker.
 */
public final class EarconGenerator {
    private static final double LEVEL = 0.5; // -6 dBFS: clearly audible, never clipped, below the voice's peaks

    private EarconGenerator() {
    }

    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args.length > 0 ? args[0] : "audio");
        Files.createDirectories(dir);
        for (Cue e : Cue.values()) {
            Wav.write(dir.resolve(Earcons.fileName(e)), make(e));
        }
    }

    public static Sound make(Cue cue) {
        return switch (cue) {
            // rising two-note chime: "got it"
            case UNDERSTOOD -> tone(660, 660, 90).then(tone(880, 880, 110));
            // wobbling fifth, up-down-up: "which one?"
            case AMBIGUOUS -> tone(600, 600, 80).then(tone(900, 900, 80)).then(tone(600, 600, 80))
                    .then(tone(900, 900, 80));
            // low, harsh falling buzz: "no"
            case ILLEGAL -> buzz(220, 150, 350);
            // one soft note gliding up, as a voice asks "hm?": "say it again"
            case NOT_UNDERSTOOD -> tone(440, 740, 260);
            // bright major arpeggio ending long: "done"
            case CONFIRMED -> tone(523, 523, 70).then(tone(659, 659, 70)).then(tone(784, 784, 70))
                    .then(tone(1047, 1047, 160));
            // two sharp high beeps
            case CHECK -> tone(1400, 1400, 70).then(Sound.silence(50)).then(tone(1400, 1400, 70));
            // one dry click, like a raised dot under the finger
            case CLOCK_TICK -> click(2200, 25);
            // two clicks
            case DOUBLE_TICK -> click(2200, 25).then(Sound.silence(120)).then(click(2200, 25));
            // a long falling sweep
            case FLAG -> tone(1000, 350, 700);
        };
    }

    /** A sine sweeping from {@code startHz} to {@code endHz}, with 5 ms fades so it does not click. */
    static Sound tone(double startHz, double endHz, int millis) {
        int n = millis * Sound.SAMPLE_RATE / 1000;
        short[] s = new short[n];
        double phase = 0;
        for (int i = 0; i < n; i++) {
            double f = startHz + (endHz - startHz) * i / n;
            phase += 2 * StrictMath.PI * f / Sound.SAMPLE_RATE;
            s[i] = sample(StrictMath.sin(phase) * fade(i, n, 80));
        }
        return Sound.ofSamples(s);
    }

    /** A square-ish wave (odd harmonics) falling in pitch: rough on purpose. */
    static Sound buzz(double startHz, double endHz, int millis) {
        int n = millis * Sound.SAMPLE_RATE / 1000;
        short[] s = new short[n];
        double phase = 0;
        for (int i = 0; i < n; i++) {
            double f = startHz + (endHz - startHz) * i / n;
            phase += 2 * StrictMath.PI * f / Sound.SAMPLE_RATE;
            double v = StrictMath.sin(phase) + StrictMath.sin(3 * phase) / 3 + StrictMath.sin(5 * phase) / 5;
            s[i] = sample(v * 0.8 * fade(i, n, 80));
        }
        return Sound.ofSamples(s);
    }

    /** A short tone with an exponential decay: a click. */
    static Sound click(double hz, int millis) {
        int n = millis * Sound.SAMPLE_RATE / 1000;
        short[] s = new short[n];
        for (int i = 0; i < n; i++) {
            double decay = StrictMath.exp(-5.0 * i / n);
            s[i] = sample(StrictMath.sin(2 * StrictMath.PI * hz * i / Sound.SAMPLE_RATE) * decay * fade(i, n, 16));
        }
        return Sound.ofSamples(s);
    }

    private static double fade(int i, int n, int ramp) {
        return Math.min(1.0, Math.min(i, n - 1 - i) / (double) ramp);
    }

    private static short sample(double v) {
        return (short) StrictMath.round(v * LEVEL * Short.MAX_VALUE);
    }
}
