package org.hektor.words;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A line typed at the console as Hektor reads it. The keys that type no letter (the arrows, Home, F1) come from a
 * terminal as escape sequences (ESC [ A), which a screen reader's user presses to read back, not to give a command:
 * they are taken out, with every other control character, so that "e4" after an arrow is still "e4" and an arrow
 * alone is no letter "A". And Hektor's one-letter keys ({@code q}, {@code r}, {@code p}, {@code n} …) as a player
 * types them with a Russian keyboard layout on: a blind player finds a key by its place, and the Russian layout
 * (ЙЦУКЕН) puts a Cyrillic letter there ("й" where "q" is). A line that is one such letter, or two with no vowel
 * between them (no Russian word is that: "зд" is "pl", while "да" stays "да"), is read as the Latin keys in the
 * same places; every other line is left as typed, so a Russian word, a move in Russian letters ("Кf3") or a square
 * keep their meaning.
 */
public final class TypedLine {
    /** The Russian layout's letters in the order of the English layout's keys below them. */
    private static final String RUSSIAN = "йцукенгшщзхъфывапролджэячсмитьбюё";
    private static final String ENGLISH = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
    private static final String VOWELS = "аеёиоуыэюя";
    /** A terminal's escape sequence (CSI or SS3, as xterm and the Linux console send them), or a control character. */
    private static final Pattern NOT_TYPED = Pattern.compile("\\x1b(\\[[0-9;?]*[ -/]*[@-~]|O.|.)?|[\\p{Cc}&&[^\\t]]");

    private TypedLine() {
    }

    /**
     * What {@code typed} means: without the keys that type nothing; the Latin letters in the same places for a key
     * typed in Russian; else as typed.
     */
    public static String keys(String typed) {
        String cleaned = typedOnly(typed);
        String t = cleaned.strip().toLowerCase(Locale.ROOT);
        boolean oneKey = t.length() == 1 && RUSSIAN.indexOf(t.charAt(0)) >= 0;
        boolean twoKeys = t.length() == 2 && t.chars().allMatch(c -> RUSSIAN.indexOf(c) >= 0 && VOWELS.indexOf(c) < 0);
        if (!oneKey && !twoKeys) {
            return cleaned;
        }
        StringBuilder out = new StringBuilder();
        t.chars().forEach(c -> out.append(ENGLISH.charAt(RUSSIAN.indexOf(c))));
        return out.toString();
    }

    /** {@code typed} without the keys that type nothing: the words of a line, as the player typed them. */
    public static String typedOnly(String typed) {
        return NOT_TYPED.matcher(typed).replaceAll("");
    }

    /** Whether {@code typed} was only keys that type nothing (an arrow, say): not an empty line, which is Enter. */
    public static boolean typedNothing(String typed) {
        return !typed.isBlank() && keys(typed).isBlank();
    }
}
