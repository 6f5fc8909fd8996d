package org.hektor.cli;

import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.hektor.notation.Choice;
import org.hektor.notation.Style;
import org.hektor.session.Mode;
import org.hektor.session.Verbosity;

/**
 * The values of the options that take a fixed set of them, for picocli ({@code completionCandidates}): the help
 * lists them (HelpTest checks each help text against these), shell completion offers them. Taken from the code
 * that reads the value wherever there is one, so a new value cannot be forgotten in the help.
 */
final class Choices {
    private Choices() {
    }

    /** The words of an option's values, as the option takes them ({@link Choice#word}). */
    private static Iterator<String> words(Enum<?>[] values) {
        return Arrays.stream(values).map(Choice::word).iterator();
    }

    /** The vocabulary profiles: one {@code notation/<name>.properties} each. */
    static final class Profiles implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return List.of("ibca", "en").iterator();
        }
    }

    /** The languages Hektor speaks ({@code --language}). */
    static final class Languages implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return org.hektor.notation.Profile.LANGUAGES.iterator();
        }
    }

    static final class Styles implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return words(Style.values());
        }
    }

    static final class Modes implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return words(Mode.values());
        }
    }

    static final class Verbosities implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return words(Verbosity.values());
        }
    }

    static final class Colors implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return words(PlayerColor.values());
        }
    }

    /** Who hears the clock calls ({@code clock --calls}). */
    static final class Sides implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return List.of("w", "b", "w,b", "none").iterator();
        }
    }
}
