package org.hektor.speech.voice;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hektor.words.DateWords;
import org.hektor.words.NumberWords;

/**
 * German number words for the English voice. The clock and the assistant speak numbers as German words
 * ({@link NumberWords}), never digits; FreeTTS would read "einundzwanzig" as English letters, so every number
 * word up to {@link #MAX} gets lexicon phones joined from its pieces ({@code german-number-phones.tsv}), and
 * digits that still reach the voice in a German profile are turned into words first.
 */
public final class GermanNumbers {
    /** Clock minutes, move numbers, seconds: nothing Hektor says goes higher. */
    public static final int MAX = 999;
    private static final Pattern DIGITS = Pattern.compile("\\d{1,6}");
    private static final Pattern DOTTED = Pattern.compile("(?<=\\d)\\.(?=\\d)");
    private static final Pattern LETTER_THEN_DIGIT = Pattern.compile("(?<=\\p{L})(?=\\d)");

    private final Map<String, List<String>> pieces;

    private GermanNumbers(Map<String, List<String>> pieces) {
        this.pieces = pieces;
    }

    public static GermanNumbers load() {
        return new GermanNumbers(Pronunciations.read("german-number-phones.tsv").phones());
    }

    /**
     * Phones for every German number word from 0 to {@link #MAX}, in counting form and before a noun, and for the
     * ordinal days of a date.
     */
    public Pronunciations pronunciations() {
        Map<String, List<String>> m = new LinkedHashMap<>();
        for (int n = 0; n <= MAX; n++) {
            for (String word : List.of(NumberWords.german(n), NumberWords.german(n, NumberWords.Gender.FEMININE),
                    NumberWords.german(n, NumberWords.Gender.MASCULINE))) {
                String folded = Pronunciations.fold(word);
                m.put(folded, phones(folded).orElseThrow(() ->
                        new IllegalStateException("No pieces make the German number word " + word)));
            }
        }
        // the days of a date ("vom vierten Dezember"): without them the English voice reads "vierten" by its own rules
        for (int day = 1; day <= 31; day++) {
            String folded = Pronunciations.fold(DateWords.germanDayOrdinal(day));
            m.put(folded, phones(folded).orElseThrow(() ->
                    new IllegalStateException("No pieces make the German day " + folded)));
        }
        return new Pronunciations(m);
    }

    /** The word split into known pieces (longest first, backtracking), their phones joined. */
    Optional<List<String>> phones(String folded) {
        if (folded.isEmpty()) {
            return Optional.of(List.of());
        }
        List<String> candidates = pieces.keySet().stream().filter(folded::startsWith)
                .sorted(Comparator.comparingInt(String::length).reversed()).toList();
        for (String piece : candidates) {
            Optional<List<String>> rest = phones(folded.substring(piece.length()));
            if (rest.isPresent()) {
                List<String> all = new ArrayList<>(pieces.get(piece));
                all.addAll(rest.get());
                return Optional.of(all);
            }
        }
        return Optional.empty();
    }

    /**
     * "Zeit: 5 Minuten" → "Zeit: fünf Minuten" (numbers above {@link NumberWords#MAX} stay digits). A rule's number
     * is said with "Punkt" ("Regel 7.4.1" → "Regel sieben Punkt vier Punkt eins", as German arbiters read it), and a
     * number written onto a letter is said apart from it ("B6" → "B sechs", "e2" → "e zwei").
     */
    public static String spellOut(String text) {
        String t = DOTTED.matcher(text).replaceAll(" Punkt ");
        t = LETTER_THEN_DIGIT.matcher(t).replaceAll(" ");
        Matcher m = DIGITS.matcher(t);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(b, Matcher.quoteReplacement(NumberWords.german(Integer.parseInt(m.group()))));
        }
        return m.appendTail(b).toString();
    }
}
