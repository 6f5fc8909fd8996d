package org.hektor.speech;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hektor.clock.NumberWords;

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

    private final Map<String, List<String>> pieces;

    private GermanNumbers(Map<String, List<String>> pieces) {
        this.pieces = pieces;
    }

    public static GermanNumbers load() {
        try (InputStream in = GermanNumbers.class.getResourceAsStream("german-number-phones.tsv")) {
            if (in == null) {
                throw new IllegalStateException("german-number-phones.tsv is missing from the class path");
            }
            Map<String, List<String>> m = new LinkedHashMap<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] f = line.split("\t");
                    m.put(f[0], List.of(f[1].trim().split("\\s+")));
                }
            }
            return new GermanNumbers(m);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Phones for every German number word from 0 to {@link #MAX}, in counting form and before a noun. */
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

    /** "Zeit: 5 Minuten" → "Zeit: fünf Minuten" (numbers above {@link NumberWords#MAX} stay digits). */
    public static String spellOut(String text) {
        Matcher m = DIGITS.matcher(text);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(b, Matcher.quoteReplacement(NumberWords.german(Integer.parseInt(m.group()))));
        }
        return m.appendTail(b).toString();
    }
}
