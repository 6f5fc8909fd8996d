package org.hektor.speech.audio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hektor.signal.Cue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EarconsTest {
    @TempDir
    Path dir;

    @Test
    void theCommittedFilesAreExactlyWhatTheGeneratorMakes() throws Exception {
        EarconGenerator.main(new String[] {dir.toString()});
        for (Cue e : Cue.values()) {
            Path committed = Path.of("audio", Earcons.fileName(e));
            assertTrue(Files.exists(committed), committed + " is missing: run EarconGenerator");
            assertEquals(-1, Files.mismatch(committed, dir.resolve(Earcons.fileName(e))),
                    committed + " differs from the generator's output");
            assertEquals(Wav.read(committed), Earcons.sound(e), e + " on the class path differs from audio/");
        }
    }

    @Test
    void eachEarconIsShortAndAudible() {
        for (Cue e : Cue.values()) {
            Sound s = Earcons.sound(e);
            assertTrue(s.isAudible(), e + " is silent");
            assertTrue(s.durationMillis() >= 20 && s.durationMillis() <= 800, e + " lasts " + s.durationMillis() + " ms");
            assertTrue(s.peak() < Short.MAX_VALUE, e + " clips");
        }
    }

    /**
     * Distinct by ear: every pair differs in the number of separate notes, or in length by a fifth, or in the
     * pitch of some quarter of the sound by more than 15 % (melody contour).
     */
    @Test
    void noTwoEarconsSoundAlike() {
        List<String> sameish = new ArrayList<>();
        Cue[] all = Cue.values();
        for (int i = 0; i < all.length; i++) {
            for (int j = i + 1; j < all.length; j++) {
                Shape a = Shape.of(Earcons.sound(all[i]));
                Shape b = Shape.of(Earcons.sound(all[j]));
                boolean differ = a.notes != b.notes
                        || Math.abs(a.millis - b.millis) > 0.2 * Math.max(a.millis, b.millis)
                        || a.contourDiffers(b);
                if (!differ) {
                    sameish.add(all[i] + "~" + all[j]);
                }
            }
        }
        assertEquals(List.of(), sameish);
    }

    /** Separate notes (split by 10 ms of quiet), total length, and the pitch of each quarter from zero crossings. */
    record Shape(int notes, long millis, double[] contour) {
        boolean contourDiffers(Shape o) {
            for (int q = 0; q < 4; q++) {
                if (Math.abs(contour[q] - o.contour[q]) > 0.15 * Math.max(contour[q], o.contour[q])) {
                    return true;
                }
            }
            return false;
        }

        static Shape of(Sound s) {
            int notes = 0;
            int quietRun = 1000;
            for (int i = 0; i < s.sampleCount(); i++) {
                if (Math.abs(s.sample(i)) > 200) {
                    if (quietRun > 160) {
                        notes++;
                    }
                    quietRun = 0;
                } else {
                    quietRun++;
                }
            }
            double[] contour = new double[4];
            int quarter = s.sampleCount() / 4;
            for (int q = 0; q < 4; q++) {
                int crossings = 0;
                for (int i = q * quarter + 1; i < (q + 1) * quarter; i++) {
                    if ((s.sample(i - 1) < 0) != (s.sample(i) < 0)) {
                        crossings++;
                    }
                }
                contour[q] = crossings / 2.0 / Math.max(1, quarter) * Sound.SAMPLE_RATE;
            }
            return new Shape(notes, s.durationMillis(), contour);
        }
    }
}
