package org.hektor.notation;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * How the English TTS voice says one canonical word (spoken-notation.md section 5): a respelling an English
 * voice reads close to the original ("tsay-zar" for Cäsar) and the same as CMU phones for a FreeTTS lexicon
 * addendum ("t s ey1 z aa r").
 */
public record Pronunciation(String word, String respelling, List<String> phones) {
    /** The 39 phones of the CMU pronouncing dictionary, which FreeTTS's lexicon uses (in lower case). */
    public static final Set<String> CMU_PHONES = Set.of(
            "aa", "ae", "ah", "ao", "aw", "ay", "b", "ch", "d", "dh", "eh", "er", "ey", "f", "g", "hh", "ih", "iy",
            "jh", "k", "l", "m", "n", "ng", "ow", "oy", "p", "r", "s", "sh", "t", "th", "uh", "uw", "v", "w", "y",
            "z", "zh");
    private static final Set<String> VOWELS = Set.of(
            "aa", "ae", "ah", "ao", "aw", "ay", "eh", "er", "ey", "ih", "iy", "ow", "oy", "uh", "uw");

    public Pronunciation {
        Objects.requireNonNull(word, "word");
        Objects.requireNonNull(respelling, "respelling");
        phones = List.copyOf(phones);
        if (respelling.isBlank() || phones.isEmpty()) {
            throw new IllegalArgumentException("The pronunciation of '" + word + "' needs a respelling and phones.");
        }
        for (String phone : phones) {
            if (!isCmuPhone(phone)) {
                throw new IllegalArgumentException("'" + phone + "' in the pronunciation of '" + word
                        + "' is not a CMU phone (like aa1, t, s, ey1).");
            }
        }
    }

    /** A CMU phone, a vowel optionally with its stress digit 0, 1 or 2 ("ey1"), in lower case. */
    public static boolean isCmuPhone(String phone) {
        if (CMU_PHONES.contains(phone)) {
            return true;
        }
        int last = phone.length() - 1;
        return last > 0 && phone.charAt(last) >= '0' && phone.charAt(last) <= '2'
                && VOWELS.contains(phone.substring(0, last));
    }

    /** The phones as one string, the way a FreeTTS lexicon addendum takes them: "t s ey1 z aa r". */
    public String phoneString() {
        return String.join(" ", phones);
    }
}
