package org.hektor.notation;

import java.util.Objects;
import java.util.OptionalDouble;

/**
 * One thing the player may have said: a recogniser alternative (n-best, best first) or a typed line, with
 * the recogniser's confidence when it gives one. Resolution (section 3) uses the order, not the confidence.
 */
public record Hypothesis(String text, OptionalDouble confidence) {
    public Hypothesis {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(confidence, "confidence");
    }

    public static Hypothesis of(String text) {
        return new Hypothesis(text, OptionalDouble.empty());
    }

    public static Hypothesis of(String text, double confidence) {
        return new Hypothesis(text, OptionalDouble.of(confidence));
    }
}
