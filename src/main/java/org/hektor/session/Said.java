package org.hektor.session;

import java.util.List;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Readings;
import org.hektor.notation.Understanding;

/**
 * The words of one command, read when a meaning is first asked of them and never again: the talk words, the
 * read-back's, the answer to a question and the margin of a move are all worked out from the one reading. A replay
 * that hands over the recorded understanding asks for none, and nothing is read.
 */
final class Said {
    private final Understanding understanding;
    private final List<Hypothesis> hypotheses;
    private Readings read;

    Said(Understanding understanding, List<Hypothesis> hypotheses) {
        this.understanding = understanding;
        this.hypotheses = List.copyOf(hypotheses);
    }

    List<Hypothesis> hypotheses() {
        return hypotheses;
    }

    boolean isEmpty() {
        return hypotheses.isEmpty();
    }

    Readings read() {
        if (read == null) {
            read = understanding.read(hypotheses);
        }
        return read;
    }
}
