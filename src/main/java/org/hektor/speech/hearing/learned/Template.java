package org.hektor.speech.hearing.learned;

/**
 * One way the player said one word: its frames' mel power (clean, as recorded) and the level of the take it came
 * from, so it can be brought to an utterance's level and noise before it is compared.
 */
record Template(String word, double[][] mel, double level) {

    /** The features of this word as it would sound at {@code level} in a room of {@code noise}. */
    float[][] heardAt(double level, double[] noise, LearnedTuning.Features tuning) {
        double gain = this.level <= 0 ? 1 : level / this.level;
        double[][] m = new double[mel.length][FrontEnd.MELS];
        for (int f = 0; f < mel.length; f++) {
            for (int k = 0; k < FrontEnd.MELS; k++) {
                m[f][k] = gain * mel[f][k] + noise[k];
            }
        }
        return FrontEnd.features(m, 0, m.length, tuning);
    }

    /** This word said faster: its frames resampled to {@code share} of their number (at least 4), the power interpolated. */
    Template shortened(double share) {
        int n = Math.max(4, (int) Math.round(mel.length * share));
        double[][] out = new double[n][FrontEnd.MELS];
        for (int i = 0; i < n; i++) {
            double at = (double) i * (mel.length - 1) / (n - 1);
            int lo = (int) Math.floor(at);
            int hi = Math.min(mel.length - 1, lo + 1);
            double w = at - lo;
            for (int k = 0; k < FrontEnd.MELS; k++) {
                out[i][k] = (1 - w) * mel[lo][k] + w * mel[hi][k];
            }
        }
        return new Template(word, out, level);
    }
}
