package org.hektor.speech.voice;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.commons.lang3.StringUtils;

/**
 * Lexicon addenda for the English voice: word → CMU phones. Validated when built, because FreeTTS turns an
 * unknown phone into silence without a word of complaint; here a bad phone fails loudly, naming word and phone.
 * Words are folded (ä→ae, ö→oe, ü→ue, ß→ss, lower case) because FreeTTS's tokenizer splits words at
 * non-ASCII letters, so "Läufer" would never reach the lexicon.
 * Phones are stored the way FreeTTS's lexicon writes them, which is not the CMU dictionary's way: FreeTTS marks
 * a stressed vowel with 1 and an unstressed one with no digit, and has no 0 or 2; a vowel written "ah0" or
 * "aa2" makes FreeTTS fail inside the utterance (no duration for that phone) and the word comes out silent.
 * So 0 is dropped and 2 (secondary stress) becomes 1.
 */
public record Pronunciations(Map<String, List<String>> phones) {
    /** The 39 phones of the CMU dictionary plus FreeTTS's pause. */
    public static final Set<String> CMU_PHONES = Set.of(
            "aa", "ae", "ah", "ao", "aw", "ay", "b", "ch", "d", "dh", "eh", "er", "ey", "f", "g", "hh", "ih", "iy",
            "jh", "k", "l", "m", "n", "ng", "ow", "oy", "p", "r", "s", "sh", "t", "th", "uh", "uw", "v", "w", "y",
            "z", "zh", "pau");
    private static final Set<String> VOWELS = Set.of(
            "aa", "ae", "ah", "ao", "aw", "ay", "eh", "er", "ey", "ih", "iy", "ow", "oy", "uh", "uw");

    public static final Pronunciations NONE = new Pronunciations(Map.of());

    public Pronunciations {
        Map<String, List<String>> checked = new LinkedHashMap<>();
        for (Map.Entry<String, List<String>> e : phones.entrySet()) {
            String word = fold(e.getKey());
            if (word.isEmpty() || !word.chars().allMatch(c -> c >= 'a' && c <= 'z')) {
                throw new IllegalArgumentException("The pronunciation entry \"" + e.getKey()
                        + "\" is not a single word of letters.");
            }
            if (e.getValue().isEmpty()) {
                throw new IllegalArgumentException("The word \"" + e.getKey() + "\" has no phones.");
            }
            for (String phone : e.getValue()) {
                if (!isValidPhone(phone)) {
                    throw new IllegalArgumentException("The word \"" + e.getKey() + "\" has the phone \"" + phone
                            + "\", which is not a CMU phone (" + String.join(" ", CMU_PHONES.stream().sorted().toList())
                            + "; vowels may end in a stress digit 0, 1 or 2).");
                }
            }
            checked.put(word, e.getValue().stream().map(Pronunciations::freeTtsPhone).toList());
        }
        phones = Map.copyOf(checked);
    }

    /** Parses "word → space-separated phones" pairs, e.g. {"zwei": "t s v ay1"}. */
    public static Pronunciations parse(Map<String, String> table) {
        Map<String, List<String>> m = new LinkedHashMap<>();
        table.forEach((word, phones) -> m.put(word, Arrays.asList(phones.trim().split("\\s+"))));
        return new Pronunciations(m);
    }

    /**
     * A table of this package ({@code german-word-phones.tsv}, {@code german-number-phones.tsv}): one word a line, a
     * tab, its phones; blank lines and lines starting with # are skipped. A line without phones, or a word that
     * folds to one already there, fails naming the line.
     */
    public static Pronunciations read(String resource) {
        try (InputStream in = Pronunciations.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the class path");
            }
            Map<String, List<String>> m = new LinkedHashMap<>();
            String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
            for (int i = 0; i < lines.length; i++) {
                String line = lines[i].strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t", 2);
                if (f.length < 2 || f[1].isBlank()) {
                    throw new IllegalArgumentException(resource + ", line " + (i + 1) + ": \"" + line
                            + "\" is not a word, a tab and its phones.");
                }
                if (m.put(fold(f[0].strip()), List.of(f[1].strip().split("\\s+"))) != null) {
                    throw new IllegalArgumentException(resource + ", line " + (i + 1) + ": \"" + f[0].strip()
                            + "\" is there twice.");
                }
            }
            return new Pronunciations(m);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** CMU dictionary stress (0, 1, 2) to FreeTTS's (none, 1). */
    static String freeTtsPhone(String phone) {
        if (phone.endsWith("0")) {
            return phone.substring(0, phone.length() - 1);
        }
        if (phone.endsWith("2")) {
            return phone.substring(0, phone.length() - 1) + "1";
        }
        return phone;
    }

    static boolean isValidPhone(String phone) {
        if (CMU_PHONES.contains(phone)) {
            return true;
        }
        int last = phone.length() - 1;
        return last > 0 && "012".indexOf(phone.charAt(last)) >= 0 && VOWELS.contains(phone.substring(0, last));
    }

    /** The word as FreeTTS's tokenizer will see it: ä ö ü ß spelled out, other accents dropped, lower case. */
    public static String fold(String text) {
        String s = Normalizer.normalize(text, Normalizer.Form.NFC)
                .replace("ä", "ae").replace("ö", "oe").replace("ü", "ue")
                .replace("Ä", "Ae").replace("Ö", "Oe").replace("Ü", "Ue").replace("ß", "ss");
        s = StringUtils.stripAccents(s);
        return s.toLowerCase(Locale.ROOT);
    }

    public Pronunciations with(Pronunciations more) {
        Map<String, List<String>> m = new LinkedHashMap<>(phones);
        m.putAll(more.phones);
        return new Pronunciations(m);
    }
}
