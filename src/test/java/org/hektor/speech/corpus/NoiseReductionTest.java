package org.hektor.speech.corpus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Random;
import org.hektor.speech.audio.Sound;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The noise-reduction experiment's instrument does what its measurement assumes. */
class NoiseReductionTest {
    /** The parameters the experiment in docs/measurements.md reports. */
    private static final NoiseReduction REPORTED = new NoiseReduction(0.15, 0.95, 0.1, 2.0, 5);
    private static final int RATE = Sound.SAMPLE_RATE;
    /** Condition's recordings start with 100 ms of quiet. */
    private static final int LEAD = RATE / 10;

    @TempDir
    Path work;

    @Test
    void aSteadyNoiseBetweenWordsIsTakenDownAndTheWordsAreKept() throws Exception {
        Sound clean = bursts();
        Sound noisy = Condition.PINK_10DB.apply(clean, new Random(7), work);
        assertTrue(REPORTED.unsteadiness(noisy) < 5, "pink noise under words is steady: " + REPORTED.unsteadiness(noisy));
        Sound reduced = REPORTED.reduced(noisy);
        for (int burst = 0; burst < 5; burst++) {
            int on = LEAD + burst * RATE / 2;
            // the middle of the gap after the burst, away from the frames that overlap the burst
            double before = db(noisy, on + RATE * 36 / 100, on + RATE * 46 / 100);
            double after = db(reduced, on + RATE * 36 / 100, on + RATE * 46 / 100);
            assertTrue(after < before - 8, "the noise between words down by more than 8 dB: " + before + " → " + after);
            double word = db(clean, on - LEAD + RATE / 20, on - LEAD + RATE / 4);
            double kept = db(reduced, on + RATE / 20, on + RATE / 4);
            assertTrue(Math.abs(kept - word) < 2, "the word within 2 dB of its clean level: " + word + " → " + kept);
        }
    }

    /** A room's echo fills the gaps between words as noise does, but it is not steady: it is left to the model. */
    @Test
    void wordsInAQuietOrEchoingRoomAreLeftAsTheyAre() throws Exception {
        for (Condition room : new Condition[] {Condition.CLEAN, Condition.REVERB}) {
            Sound said = room.apply(bursts(), new Random(7), work);
            assertTrue(REPORTED.unsteadiness(said) >= 5, room + ", no steady noise: " + REPORTED.unsteadiness(said));
            assertArrayEquals(said.pcm(), REPORTED.reduced(said).pcm(), room.toString());
        }
    }

    /** Five "words" of 300 ms (two tones) with 200 ms of quiet after each. */
    private static Sound bursts() {
        short[] s = new short[5 * RATE / 2];
        for (int i = 0; i < s.length; i++) {
            if (i % (RATE / 2) < RATE * 3 / 10) {
                double t = (double) i / RATE;
                s[i] = (short) (6000 * Math.sin(2 * Math.PI * 440 * t) + 3000 * Math.sin(2 * Math.PI * 1250 * t));
            }
        }
        return Sound.ofSamples(s);
    }

    private static double db(Sound s, int from, int to) {
        double sum = 0;
        for (int i = from; i < to; i++) {
            sum += (double) s.sample(i) * s.sample(i);
        }
        return 10 * Math.log10(sum / (to - from) + 1e-9);
    }
}
