package org.hektor.notation;

import java.util.Objects;
import java.util.OptionalDouble;

/**
 * One thing the player may have said: a recogniser alternative (n-best, best first) or a typed line, with
 * the recogniser's confidence when it gives one. Resolution (section 3) uses the order, not the confidence.
 */
public record Hypothesis(String text, OptionalDouble confidence) {
    /**
     * The text of the share of a recogniser's n-best list that was no phrase of the grammar (word sequences of its
     * bigram model, nothing at all): a rival a command or query must beat, as it does not mean that command.
     */
    public static final String NO_PHRASE = "[no phrase]";

    public Hypothesis {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(confidence, "confidence");
    }

    public static Hypothesis of(String text) {
        return new Hypothesis(text, OptionalDouble.empty());
    }

    /** What the recogniser heard that is no phrase of the grammar, with its share of the n-best list. */
    public static Hypothesis noPhrase(double share) {
        return of(NO_PHRASE, share);
    }

    public boolean isNoPhrase() {
        return text.equals(NO_PHRASE);
    }

    public static Hypothesis of(String text, double confidence) {
        return new Hypothesis(text, OptionalDouble.of(confidence));
    }
}
