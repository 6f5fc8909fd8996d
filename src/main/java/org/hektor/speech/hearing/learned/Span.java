package org.hektor.speech.hearing.learned;

import java.util.Arrays;

/**
 * Where the speech is in a recording, from its own noise floor: the quietest fifth of its frames is the room (their
 * mean mel power is the noise a template is given before it is compared), and a frame is speech when it rises a
 * third of the way from that floor to the loudest frames (at least {@link #MIN_RISE_DB}). So the threshold follows the
 * room rather than a fixed level: what broke the first probe at 10 dB signal-to-noise.
 *
 * @param start  the first speech frame
 * @param end    one past the last speech frame
 * @param noise  the room's mel power
 * @param level  the mean power of the speech frames above the room's
 */
record Span(int start, int end, double[] noise, double level) {
    private static final double QUIET_SHARE = 0.2;
    private static final double RISE = 0.35;
    /**
     * The least rise over the floor that is speech. Pink noise's frames stay within about a decibel of each other,
     * while a short word in it at 10 dB ("Uhr") rises only 3–6 dB: with 6, such a word kept 2–5 frames, too few to
     * be a word, and was not heard at all (5 of 200 command words at 10 dB on the tuning voices); with 3 none.
     */
    static final double MIN_RISE_DB = 3;

    /** The speech in {@code mel}: frames rising at least {@code minRiseDb} over the room (the tuning's). */
    static Span of(double[][] mel, double minRiseDb) {
        int n = mel.length;
        double[] noise = new double[FrontEnd.MELS];
        if (n == 0) {
            return new Span(0, 0, noise, 0);
        }
        double[] db = FrontEnd.decibels(mel);
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Double.compare(db[a], db[b]));
        int quiet = Math.max(1, (int) (n * QUIET_SHARE));
        for (int i = 0; i < quiet; i++) {
            for (int m = 0; m < FrontEnd.MELS; m++) {
                noise[m] += mel[order[i]][m] / quiet;
            }
        }
        double floor = db[order[quiet / 2]];
        double top = db[order[Math.min(n - 1, (int) (n * 0.97))]];
        double threshold = floor + Math.max(minRiseDb, RISE * (top - floor));
        int start = -1;
        int end = -1;
        double noisePower = Arrays.stream(noise).sum();
        double level = 0;
        int voiced = 0;
        for (int f = 0; f < n; f++) {
            if (db[f] > threshold) {
                if (start < 0) {
                    start = f;
                }
                end = f + 1;
                level += Math.max(0, Arrays.stream(mel[f]).sum() - noisePower);
                voiced++;
            }
        }
        if (start < 0) {
            return new Span(0, 0, noise, 0);
        }
        return new Span(start, end, noise, level / voiced);
    }

    boolean isEmpty() {
        return end <= start;
    }

    /** The span widened by {@code frames} on each side, within {@code 0..length}. */
    Span widened(int frames, int length) {
        return new Span(Math.max(0, start - frames), Math.min(length, end + frames), noise, level);
    }
}
