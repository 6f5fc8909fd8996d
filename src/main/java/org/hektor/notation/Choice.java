package org.hektor.notation;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The one by-name lookup of the values a player chooses by a word (mode, announcement style, verbosity, voice,
 * colour): the enum constant's name in any case, spaces around it allowed; anything else is one sentence naming
 * the choices. The command line converts its options with it (picocli), the journal reads its settings with it.
 */
public final class Choice {
    private Choice() {
    }

    /** The constant of {@code type} named {@code name}; otherwise "There is no {what} 'name'; choose a, b or c." */
    public static <E extends Enum<E>> E byName(Class<E> type, String name, String what) {
        return find(type, name).orElseThrow(() -> new IllegalArgumentException(unknown(type, name, what)));
    }

    /** The constant of {@code type} named {@code name}, or empty (a file's field that names none is no exception). */
    public static <E extends Enum<E>> Optional<E> find(Class<E> type, String name) {
        String wanted = name == null ? "" : name.strip();
        return Arrays.stream(type.getEnumConstants()).filter(e -> e.name().equalsIgnoreCase(wanted)).findFirst();
    }

    /** "There is no {what} 'name'; choose a, b or c.": the sentence for a name {@link #find} does not know. */
    public static String unknown(Class<? extends Enum<?>> type, String name, String what) {
        return "There is no " + what + " '" + name + "'; choose " + words(type) + ".";
    }

    /** A constant's word: its name in lower case. */
    public static String word(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT);
    }

    /** "a, b or c": the words of all constants, in their order. */
    static String words(Class<? extends Enum<?>> type) {
        List<String> all = Arrays.stream(type.getEnumConstants()).map(Choice::word).toList();
        return all.size() == 1 ? all.get(0)
                : String.join(", ", all.subList(0, all.size() - 1)) + " or " + all.get(all.size() - 1);
    }
}
