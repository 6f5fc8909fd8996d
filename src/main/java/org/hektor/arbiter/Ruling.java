package org.hektor.arbiter;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What one group of laws made of an action: the events it caused, or the refusal it gave before it changed anything
 * (the {@link Arbiter} says that as one {@link ArbiterEvent.Refused}). Each law group returns its own; none fills in
 * a list its caller hands it.
 */
sealed interface Ruling {
    /** Allowed, and nothing to tell (a scoresheet entry, a tick). */
    Ruling NOTHING = new Done(List.of());

    /** The action was allowed and caused these events, in order. */
    record Done(List<ArbiterEvent> events) implements Ruling {
        public Done {
            events = List.copyOf(events);
        }
    }

    /** The laws do not allow the action; nothing changed. */
    record Refused(Refusal why) implements Ruling {
    }

    static Ruling of(ArbiterEvent... events) {
        return new Done(List.of(events));
    }

    static Ruling of(List<ArbiterEvent> events) {
        return new Done(events);
    }

    /** The refusal, if there is one; else what {@code then} rules. */
    static Ruling unless(Optional<Refusal> refusal, Supplier<Ruling> then) {
        return refusal.<Ruling>map(Refused::new).orElseGet(then);
    }
}
