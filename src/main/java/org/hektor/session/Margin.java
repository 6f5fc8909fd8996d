package org.hektor.session;

import java.util.List;
import java.util.function.Function;
import org.hektor.notation.Heard;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Readings;

/**
 * How much likelier the recogniser found the move it proposes than anything else it heard in the same utterance:
 * the best confidence among the hypotheses that mean that move, less the best among those that do not (for
 * safety: with a small margin the move read back is never played by the correction window, only by a "ja").
 * A hypothesis without a confidence (typed, or a recogniser that gives none) counts as certain.
 */
record Margin(double value) {
    /**
     * Below this the proposal waits for an explicit confirmation. Confidences are shares of the n-best list
     * (VoskRecognizer): 0.5 means the proposed move was at least three times as likely as the runner-up. Set by that
     * reasoning, not tuned on voices.
     */
    static final double CLEAR = 0.5;

    /**
     * @param meaning how the session reads hypotheses now (a move, or an answer to its question); each hypothesis is
     *                taken alone, as it was read, to see whether it means the proposed move
     */
    static Margin of(Readings read, Heard.Proposal proposal, Function<Readings, Heard> meaning) {
        double forIt = 0;
        double against = 0;
        List<Hypothesis> hypotheses = read.hypotheses();
        for (int i = 0; i < hypotheses.size(); i++) {
            Hypothesis h = hypotheses.get(i);
            if (h.isNoPhrase()) {
                continue; // weighed against commands only (notation.Understanding)
            }
            double c = h.confidence().orElse(1.0);
            if (meaning.apply(read.one(i)).equals(proposal)) {
                forIt = Math.max(forIt, c);
            } else {
                against = Math.max(against, c);
            }
        }
        return new Margin(forIt - against);
    }

    boolean isClear() {
        return value >= CLEAR;
    }
}
