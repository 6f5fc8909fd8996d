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
}
