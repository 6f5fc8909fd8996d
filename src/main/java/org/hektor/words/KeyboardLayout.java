package org.hektor.words;

import java.util.Locale;

/**
 * Hektor's one-letter keys ({@code q}, {@code r}, {@code p}, {@code n} …) as a player types them with a Russian
 * keyboard layout on: a blind player finds a key by its place, and the Russian layout (ЙЦУКЕН) puts a Cyrillic
 * letter there ("й" where "q" is). A line that is one such letter, or two with no vowel between them (no Russian
 * word is that: "зд" is "pl", while "да" stays "да"), is read as the Latin keys in the same places; every other
 * line is left as typed, so a Russian word, a move in Russian letters ("Кf3") or a square keep their meaning.
 */
public final class KeyboardLayout {
    /** The Russian layout's letters in the order of the English layout's keys below them. */
    private static final String RUSSIAN = "йцукенгшщзхъфывапролджэячсмитьбюё";
    private static final String ENGLISH = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
    private static final String VOWELS = "аеёиоуыэюя";

    private KeyboardLayout() {
    }

    /** The keys {@code typed} means: the Latin letters in the same places for a key typed in Russian, else as typed. */
    public static String keys(String typed) {
        String t = typed.strip().toLowerCase(Locale.ROOT);
        boolean oneKey = t.length() == 1 && RUSSIAN.indexOf(t.charAt(0)) >= 0;
        boolean twoKeys = t.length() == 2 && t.chars().allMatch(c -> RUSSIAN.indexOf(c) >= 0 && VOWELS.indexOf(c) < 0);
        if (!oneKey && !twoKeys) {
            return typed;
        }
        StringBuilder out = new StringBuilder();
        t.chars().forEach(c -> out.append(ENGLISH.charAt(RUSSIAN.indexOf(c))));
        return out.toString();
    }
}
