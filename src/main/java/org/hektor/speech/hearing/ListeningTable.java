package org.hektor.speech.hearing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.hektor.notation.Hypothesis;
import org.hektor.speech.audio.Sound;
import org.vosk.Recognizer;

/**
 * How to listen for a profile's words with a model of another language: each word is replaced in the grammar by
 * English words that sound like it, and what is heard is mapped back. The English words were chosen by
 * measurement ({@link #measure}): the English voice says the word with its lexicon phones, the English model
 * hears it with its whole vocabulary, and the likeliest reading not taken by another word wins.
 */
public final class ListeningTable {
    /** word → the English readings heard for it, most often heard first, with how often. */
    private final Map<String, Map<String, Integer>> readings;
    /** Measured on many voices (a count per reading): heard by scoring every phrase, see {@link WordCosts}. */
    private final boolean counted;

    private ListeningTable(Map<String, Map<String, Integer>> readings, boolean counted) {
        Map<String, Map<String, Integer>> copy = new LinkedHashMap<>();
        readings.forEach((w, r) -> copy.put(w, Collections.unmodifiableMap(byCount(r))));
        this.readings = Collections.unmodifiableMap(copy);
        this.counted = counted;
    }

    /** No mapping: the profile's words are the model's words (en with the English model, ibca with German). */
    public static final ListeningTable IDENTITY = new ListeningTable(Map.of(), false);

    /** Reads a table resource: lines "word TAB english words [TAB count]", # comments. */
    public static ListeningTable load(String resource) {
        try (InputStream in = ListeningTable.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("The listening table " + resource + " is missing from the class path");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), resource);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Two columns: one reading per word (measured on one voice). Three columns: several readings per word, each
     * with the number of times the model heard it (measured on many voices).
     */
    static ListeningTable parse(String text, String name) {
        Map<String, Map<String, Integer>> m = new LinkedHashMap<>();
        boolean counted = false;
        int number = 0;
        for (String line : text.split("\n")) {
            number++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            if (f.length < 2 || f.length > 3 || f[1].isBlank() || f.length == 3 && !f[2].matches("[1-9][0-9]*")) {
                throw new IllegalArgumentException("Line " + number + " of " + name
                        + " needs a word, a tab and English words (and a tab and a count).");
            }
            counted |= f.length == 3;
            Map<String, Integer> r = m.computeIfAbsent(key(f[0]), k -> new LinkedHashMap<>());
            if (f.length == 2 && !r.isEmpty() || r.put(PhraseGrammar.normalize(f[1]), f.length == 3
                    ? Integer.parseInt(f[2]) : 1) != null) {
                throw new IllegalArgumentException("Line " + number + " of " + name + " repeats the word " + f[0] + ".");
            }
        }
        return new ListeningTable(m, counted);
    }

    /**
     * Measures a table for {@code words}: each is spoken by {@code voice} (the English voice, which carries the
     * words' phones) and heard by {@code model} without a grammar; the likeliest non-empty reading not already
     * taken is chosen.
     */
    public static ListeningTable measure(Function<String, Sound> voice, VoskModel model, Collection<String> words) {
        Map<String, Map<String, Integer>> m = new LinkedHashMap<>();
        Set<String> taken = new LinkedHashSet<>();
        for (String word : words) {
            List<String> readings = openReadings(model, said(voice.apply(word)));
            String choice = readings.stream().filter(r -> !taken.contains(r)).findFirst()
                    .orElseThrow(() -> new IllegalStateException("The English model heard nothing usable for \""
                            + word + "\"; give it phones that sound like English words"));
            taken.add(choice);
            m.put(key(word), Map.of(choice, 1));
        }
        return new ListeningTable(m, false);
    }

    /**
     * Measures a table on many voices: every voice says every word, the model hears it without a grammar, and each
     * word keeps every reading heard with how often it was heard (first reading of each utterance; no reading is
     * reserved for one word: two words that sound alike share readings, and the costs say how much).
     */
    public static ListeningTable measure(List<Function<String, Sound>> voices, VoskModel model, Collection<String> words) {
        Map<String, Map<String, Integer>> m = new java.util.concurrent.ConcurrentHashMap<>();
        // two words at a time (the model is shared, each reading has its own recogniser); the table is sorted anyway
        words.parallelStream().forEach(word -> {
            Map<String, Integer> counts = new LinkedHashMap<>();
            for (Function<String, Sound> voice : voices) {
                List<String> readings = openReadings(model, said(voice.apply(word)));
                if (!readings.isEmpty()) {
                    counts.merge(readings.get(0), 1, Integer::sum);
                }
            }
            if (counts.isEmpty()) {
                throw new IllegalStateException("The English model heard nothing for \"" + word + "\" from any voice");
            }
            m.put(key(word), counts);
        });
        Map<String, Map<String, Integer>> inOrder = new LinkedHashMap<>();
        words.forEach(w -> inOrder.put(key(w), m.get(key(w))));
        return new ListeningTable(inOrder, true);
    }

    private static Sound said(Sound word) {
        return Sound.silence(200).then(word).then(Sound.silence(300));
    }

    private static Map<String, Integer> byCount(Map<String, Integer> counts) {
        Map<String, Integer> sorted = new LinkedHashMap<>();
        counts.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed()
                        .thenComparing(Map.Entry.comparingByKey()))
                .forEach(e -> sorted.put(e.getKey(), e.getValue()));
        return sorted;
    }

    /** What the model hears in {@code sound} with its whole vocabulary, likeliest first (no empty readings). */
    static List<String> openReadings(VoskModel model, Sound sound) {
        List<String> readings = new ArrayList<>();
        try (Recognizer r = new Recognizer(model.model(), Sound.SAMPLE_RATE)) {
            r.setMaxAlternatives(10);
            r.acceptWaveForm(sound.pcm(), sound.pcm().length);
            for (VoskResult.Alternative a : VoskResult.parse(r.getFinalResult()).alternatives()) {
                String n = PhraseGrammar.normalize(a.text());
                if (!readings.contains(n)) {
                    readings.add(n);
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("Vosk could not build a recognizer", e);
        }
        return readings;
    }

    /** The English words for one profile word (the word itself when the table has none). */
    public String english(String word) {
        Map<String, Integer> r = readings.get(key(word));
        return r == null ? key(word) : r.keySet().iterator().next();
    }

    /** Each word's most often heard reading. */
    public Map<String, String> entries() {
        Map<String, String> first = new LinkedHashMap<>();
        readings.keySet().forEach(w -> first.put(w, english(w)));
        return first;
    }

    /** Each word's readings with how often each was heard, most often first. */
    public Map<String, Map<String, Integer>> readings() {
        return readings;
    }

    public boolean counted() {
        return counted;
    }

    /** A profile phrase in the model's words. */
    public String english(List<String> phraseWords) {
        List<String> out = new ArrayList<>();
        phraseWords.forEach(w -> out.add(english(w)));
        return String.join(" ", out);
    }

    /**
     * The grammar to listen with for these profile phrases, and the way back from what is heard. Two phrases
     * that come out the same in English both stay possible (the Understanding will ask).
     */
    public Listening listeningFor(List<String> phrases) {
        if (counted) {
            return WordCosts.of(this).listeningFor(phrases);
        }
        Map<String, List<String>> back = new LinkedHashMap<>();
        for (String p : phrases) {
            String heard = p.equals(PhraseGrammar.UNKNOWN) ? p : english(List.of(PhraseGrammar.normalize(p).split(" ")));
            back.computeIfAbsent(heard, k -> new ArrayList<>()).add(p);
        }
        Listening plain = new Listening(new PhraseGrammar(new ArrayList<>(back.keySet())), back);
        // through English sound-alikes most of what the model hears of a German word is no phrase ("langsamer" heard
        // with a third of its share so): that share is no rival here, the table's margins were measured without it
        return new Listening(plain.grammar(), back,
                heard -> plain.meaning(heard.stream().filter(h -> !h.isNoPhrase()).toList()));
    }

    /** A grammar in the model's words with the way back to the profile's phrases. */
    public record Listening(PhraseGrammar grammar, Map<String, List<String>> back, WordCosts.Scoring scoring) {
        public Listening(PhraseGrammar grammar, Map<String, List<String>> back) {
            this(grammar, back, null);
        }

        /** A grammar already in the profile's words: every phrase heard is itself. */
        public static Listening same(PhraseGrammar grammar) {
            Map<String, List<String>> same = new LinkedHashMap<>();
            grammar.phrases().forEach(p -> same.put(p, List.of(p)));
            return new Listening(grammar, same);
        }

        /** Heard hypotheses (model words) → profile hypotheses, best first, with their confidence shared. */
        public List<Hypothesis> meaning(List<Hypothesis> heard) {
            if (scoring != null) {
                return scoring.meaning(heard);
            }
            List<Hypothesis> out = new ArrayList<>();
            for (Hypothesis h : heard) {
                List<String> phrases = back.getOrDefault(PhraseGrammar.normalize(h.text()), List.of(h.text()));
                for (String p : phrases) {
                    out.add(new Hypothesis(p, h.confidence().isPresent()
                            ? java.util.OptionalDouble.of(h.confidence().getAsDouble() / phrases.size()) : h.confidence()));
                }
            }
            return out;
        }
    }

    /** Writes the table with a header saying how it was made. */
    public void write(Path file, String header) throws IOException {
        StringBuilder b = new StringBuilder();
        header.lines().forEach(l -> b.append("# ").append(l).append('\n'));
        readings.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> e.getValue().forEach((r, n) ->
                b.append(e.getKey()).append('\t').append(r).append(counted ? "\t" + n : "").append('\n')));
        Files.writeString(file, b.toString(), StandardCharsets.UTF_8);
    }

    static String key(String word) {
        return Normalizer.normalize(word, Normalizer.Form.NFC).toLowerCase(Locale.ROOT).strip();
    }
}
