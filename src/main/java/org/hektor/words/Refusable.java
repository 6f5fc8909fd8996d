package org.hektor.words;

import java.util.Optional;
import java.util.function.Function;

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

    /** {@code f} of the value, or the same refusal. */
    default <U> Refusable<U> map(Function<? super T, ? extends U> f) {
        return this instanceof Given<T> g ? given(f.apply(g.value())) : refused(((Refused<T>) this).sentence());
    }

    /** What {@code f} answers for the value (a value or its own refusal), or the same refusal. */
    default <U> Refusable<U> then(Function<? super T, Refusable<U>> f) {
        return this instanceof Given<T> g ? f.apply(g.value()) : refused(((Refused<T>) this).sentence());
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
