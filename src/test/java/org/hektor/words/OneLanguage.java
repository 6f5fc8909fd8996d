package org.hektor.words;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.hektor.notation.CommandWord;
import org.hektor.notation.Profile;

/**
 * The one-language check of a player's language with the move words of his profile: what is not of that language in a
 * line, said so, empty if nothing. The move words (Springer, Gustav …; or alfa, bravo …) belong to every language,
 * since a player announces moves in them whatever his own (rule 2.1).
 */
public final class OneLanguage {
    private static final Pattern WORD = Pattern.compile("\\p{L}+");

    private OneLanguage() {
    }

    /** The check for sentences in {@code language} ({@code de}, {@code en}, {@code ru}) with {@code profile}'s move words. */
    public static Function<String, List<String>> of(String language, Profile profile) {
        return switch (language) {
            case "en" -> new EnglishText(profile)::problems;
            case "ru" -> new RussianText(profile)::problems;
            case "de" -> {
                // GermanText knows the IBCA words; the en move words (alfa, bravo …) are taken out before it looks
                Set<String> moveWords = moveWords(profile);
                yield line -> GermanText.get().problems(WORD.matcher(line).replaceAll(
                        m -> moveWords.contains(m.group().toLowerCase(Locale.ROOT)) ? "" : m.group()));
            }
            default -> throw new IllegalArgumentException("no one-language check for " + language);
        };
    }

    /** The words of moves in {@code profile}: its canonical words that are no command words. */
    private static Set<String> moveWords(Profile profile) {
        Set<String> commands = new HashSet<>();
        for (CommandWord c : CommandWord.values()) {
            profile.commandWords(c).forEach(p -> List.of(p.split(" ")).forEach(w -> commands.add(w.toLowerCase(Locale.ROOT))));
        }
        Set<String> words = new HashSet<>();
        profile.canonicalWords().stream().map(w -> w.toLowerCase(Locale.ROOT)).filter(w -> !commands.contains(w))
                .forEach(words::add);
        return words;
    }
}
