package org.hektor.notation;

import java.util.List;

/**
 * An utterance or a typed line read once ({@link Understanding#read}): each hypothesis, best first, with what its words
 * say before they meet a position (spoken-notation.md section 3). Every meaning asked of it — a move in this position
 * or the one before, the answer to a question, a help or rate word, what one hypothesis means alone — is worked out
 * from these readings, so the words are never read again.
 */
public final class Readings {
    private final List<Hypothesis> hypotheses;
    private final List<Reading> readings;

    Readings(List<Hypothesis> hypotheses, List<Reading> readings) {
        if (hypotheses.size() != readings.size()) {
            throw new IllegalArgumentException(hypotheses.size() + " hypotheses with " + readings.size() + " readings");
        }
        this.hypotheses = List.copyOf(hypotheses);
        this.readings = List.copyOf(readings);
    }

    /** The hypotheses as heard or typed, best first. */
    public List<Hypothesis> hypotheses() {
        return hypotheses;
    }

    List<Reading> readings() {
        return readings;
    }

    public boolean isEmpty() {
        return hypotheses.isEmpty();
    }

    public int size() {
        return hypotheses.size();
    }

    /** Hypothesis {@code index} alone, as it was read: what it means by itself, without reading it again. */
    public Readings one(int index) {
        return new Readings(List.of(hypotheses.get(index)), List.of(readings.get(index)));
    }
}
