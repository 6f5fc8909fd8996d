package org.hektor.speech;

/** One reading of an utterance: the words and how sure the recognizer is (0..1, 1 for typed text). */
public record Hypothesis(String text, double confidence) {
    public Hypothesis {
        if (!(confidence >= 0 && confidence <= 1)) {
            throw new IllegalArgumentException("A confidence lies between 0 and 1, not " + confidence + ".");
        }
    }
}
