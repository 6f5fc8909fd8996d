package org.hektor.words;

import java.util.Optional;

/**
 * A value, or the one sentence saying why there is none: an expected refusal (a file in another format, a page's
 * action no page of its kind may take) as an ordinary answer, not an exception. {@link #orElseThrow} is the throwing
 * form, for the command line.
 */
public sealed interface Refusable<T> {
    record Given<T>(T value) implements Refusable<T> {
    }

    record Refused<T>(String sentence) implements Refusable<T> {
    }

    static <T> Refusable<T> given(T value) {
        return new Given<>(value);
    }

    static <T> Refusable<T> refused(String sentence) {
        return new Refused<>(sentence);
    }

    /** The value; the refusal's sentence is an {@link IllegalArgumentException}. */
    default T orElseThrow() {
        if (this instanceof Refused<T> r) {
            throw new IllegalArgumentException(r.sentence());
        }
        return ((Given<T>) this).value();
    }

    /** The value, empty when refused. */
    default Optional<T> asOptional() {
        return this instanceof Given<T> g ? Optional.of(g.value()) : Optional.empty();
    }

    /** The refusal's sentence, empty when there is a value. */
    default Optional<String> refusal() {
        return this instanceof Refused<T> r ? Optional.of(r.sentence()) : Optional.empty();
    }
}
