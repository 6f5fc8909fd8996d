package org.hektor.speech.hearing;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What Vosk may hear: a list of phrases (rebuilt for every position). Validated in Java, because Vosk kills the
 * whole JVM on a grammar that is not a non-empty JSON array of non-empty strings. Vosk turns the phrases into a
 * bigram model, so it can answer a word sequence that is no phrase at all: {@link #isPhrase} checks.
 * The word {@code [unk]} stands for "anything else" and lets noise land there instead of on a move.
 * A grammar of {@code sequences} takes any sequence of its phrases as heard (a word list scored afterwards, see
 * {@link WordCosts}).
 * <p>
 * Vosk estimates its bigram model from the phrases as listed, so a phrase listed twice is about twice as likely to
 * start what is heard: {@code weights} says how many times a phrase is listed (1 when absent). A one-word command
 * competes with the many phrases its neighbours' words start ("draw" with a lone "bravo" from "bravo three", "bravo
 * four", ...).
 */
public record PhraseGrammar(List<String> phrases, boolean sequences, Map<String, Integer> weights) {
    public static final String UNKNOWN = "[unk]";
    private static final ObjectWriter WRITER = VoskResult.JSON.writer(new DefaultPrettyPrinter(
            Separators.createDefaultInstance().withArrayValueSpacing(Separators.Spacing.AFTER))
            .withArrayIndenter(DefaultPrettyPrinter.NopIndenter.instance));

    public PhraseGrammar(List<String> phrases) {
        this(phrases, false);
    }

    public PhraseGrammar(List<String> phrases, boolean sequences) {
        this(phrases, sequences, Map.of());
    }

    public PhraseGrammar {
        if (phrases.isEmpty()) {
            throw new IllegalArgumentException("A grammar needs at least one phrase.");
        }
        Set<String> clean = new LinkedHashSet<>();
        for (String p : phrases) {
            String n = p == null ? "" : normalize(p);
            if (n.isEmpty()) {
                throw new IllegalArgumentException("A grammar phrase is empty.");
            }
            clean.add(n);
        }
        phrases = List.copyOf(clean);
        Map<String, Integer> kept = new LinkedHashMap<>();
        weights.forEach((p, w) -> {
            if (w > 1 && clean.contains(normalize(p))) {
                kept.put(normalize(p), w);
            }
        });
        weights = Map.copyOf(kept);
    }

    /** The same phrases, those in {@code weights} listed as many times as it says (see the class comment). */
    public PhraseGrammar weighted(Map<String, Integer> weights) {
        return new PhraseGrammar(phrases, sequences, weights);
    }

    /** These phrases and {@code more}, weighted as these. */
    public PhraseGrammar plus(List<String> more) {
        List<String> all = new ArrayList<>(phrases);
        all.addAll(more);
        return new PhraseGrammar(all, sequences, weights);
    }

    /** The phrases as Vosk gets them: each as many times as its weight. */
    public List<String> listing() {
        List<String> out = new ArrayList<>(phrases.size());
        for (String p : phrases) {
            for (int i = 0; i < weights.getOrDefault(p, 1); i++) {
                out.add(p);
            }
        }
        return out;
    }

    /** The grammar of a {@link #listing()}: a phrase listed n times has weight n. */
    public static PhraseGrammar ofListing(List<String> listing, boolean sequences) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        listing.forEach(p -> counts.merge(p == null ? "" : normalize(p), 1, Integer::sum));
        return new PhraseGrammar(listing, sequences, counts);
    }

    public static PhraseGrammar of(String... phrases) {
        return new PhraseGrammar(List.of(phrases));
    }

    /** Reads a JSON array of phrases, refusing anything else in one sentence. */
    public static PhraseGrammar fromJson(String json) {
        JsonNode parsed;
        try {
            parsed = VoskResult.JSON.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("The grammar is not valid JSON (" + e.getOriginalMessage() + ").", e);
        }
        if (parsed == null || !parsed.isArray()) {
            throw new IllegalArgumentException("The grammar must be a JSON array of phrases.");
        }
        List<String> phrases = new ArrayList<>();
        for (JsonNode o : parsed) {
            if (!o.isTextual()) {
                throw new IllegalArgumentException("The grammar may hold only strings, but holds " + o + ".");
            }
            phrases.add(o.asText());
        }
        return new PhraseGrammar(phrases);
    }

    public String json() {
        return write(listing());
    }

    /** A JSON array of the phrases, {@code ["a", "b"]}: the escaping JSON requires, UTF-8 as it is. */
    public static String write(List<String> phrases) {
        try {
            return WRITER.writeValueAsString(phrases);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A list of strings is always JSON", e);
        }
    }

    public boolean isPhrase(String text) {
        String n = normalize(text);
        return sequences ? !n.isEmpty() && words().containsAll(List.of(n.split(" "))) : phrases.contains(n);
    }

    /**
     * Whether some phrase begins with all of {@code text}'s words and has more: a player who said {@code text} may not
     * have finished ("Springer Gustav eins" before "Felix drei", a move before "Schach").
     */
    public boolean goesOn(String text) {
        String start = normalize(text) + " ";
        return phrases.stream().anyMatch(p -> p.startsWith(start));
    }

    /**
     * Whether {@code text} begins with a word that only one phrase has, and not first: a piece of that phrase with its
     * start cut off ("commands" of "help commands"), which the recogniser's word model allows but no player says alone.
     */
    public boolean isTail(String text) {
        String n = normalize(text);
        if (n.isEmpty() || sequences) {
            return false;
        }
        String first = n.split(" ")[0];
        int in = 0;
        for (String p : phrases) {
            List<String> w = List.of(p.split(" "));
            if (w.get(0).equals(first)) {
                return false;
            }
            if (w.contains(first)) {
                in++;
            }
        }
        return in == 1;
    }

    /**
     * Whether {@code text} is one word that another phrase begins with, in sound too: "help" of "help commands",
     * "correct" of "correction", "no" of "normal". A player who said it with voice going on after it may have said the
     * longer phrase (every move and query has two words or more, so only commands are one word).
     */
    public boolean isCutShort(String text) {
        String n = normalize(text);
        if (n.isEmpty() || n.contains(" ") || !phrases.contains(n)) {
            return false;
        }
        return phrases.stream().anyMatch(p -> p.length() > n.length() && p.startsWith(n));
    }

    public Set<String> words() {
        Set<String> w = new LinkedHashSet<>();
        phrases.forEach(p -> w.addAll(List.of(p.split(" "))));
        return w;
    }

    /** The words of this grammar the model does not know (Vosk would silently drop them). */
    public Set<String> unknownWords(ModelVocabulary vocabulary) {
        Set<String> missing = new LinkedHashSet<>();
        for (String w : words()) {
            if (!w.equals(UNKNOWN) && !vocabulary.contains(w)) {
                missing.add(w);
            }
        }
        return missing;
    }

    static String normalize(String text) {
        return text.trim().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }
}
