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
    private final Map<String, String> english;

    private ListeningTable(Map<String, String> english) {
        this.english = Map.copyOf(english);
    }

    /** No mapping: the profile's words are the model's words (en with the English model, ibca with German). */
    public static final ListeningTable IDENTITY = new ListeningTable(Map.of());

    /** Reads a table resource: lines "word TAB english words", # comments. */
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

    static ListeningTable parse(String text, String name) {
        Map<String, String> m = new LinkedHashMap<>();
        int number = 0;
        for (String line : text.split("\n")) {
            number++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            if (f.length != 2 || f[1].isBlank()) {
                throw new IllegalArgumentException("Line " + number + " of " + name + " needs a word, a tab and English words.");
            }
            if (m.put(key(f[0]), PhraseGrammar.normalize(f[1])) != null) {
                throw new IllegalArgumentException("Line " + number + " of " + name + " repeats the word " + f[0] + ".");
            }
        }
        return new ListeningTable(m);
    }

    /**
     * Measures a table for {@code words}: each is spoken by {@code voice} (the English voice, which carries the
     * words' phones) and heard by {@code model} without a grammar; the likeliest non-empty reading not already
     * taken is chosen.
     */
    public static ListeningTable measure(Function<String, Sound> voice, VoskModel model, Collection<String> words) {
        Map<String, String> m = new LinkedHashMap<>();
        Set<String> taken = new LinkedHashSet<>();
        for (String word : words) {
            Sound said = Sound.silence(200).then(voice.apply(word)).then(Sound.silence(300));
            List<String> readings = openReadings(model, said);
            String choice = readings.stream().filter(r -> !taken.contains(r)).findFirst()
                    .orElseThrow(() -> new IllegalStateException("The English model heard nothing usable for \""
                            + word + "\"; give it phones that sound like English words"));
            taken.add(choice);
            m.put(key(word), choice);
        }
        return new ListeningTable(m);
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
        return english.getOrDefault(key(word), key(word));
    }

    public Map<String, String> entries() {
        return english;
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
        Map<String, List<String>> back = new LinkedHashMap<>();
        for (String p : phrases) {
            String heard = p.equals(PhraseGrammar.UNKNOWN) ? p : english(List.of(PhraseGrammar.normalize(p).split(" ")));
            back.computeIfAbsent(heard, k -> new ArrayList<>()).add(p);
        }
        return new Listening(new PhraseGrammar(new ArrayList<>(back.keySet())), back);
    }

    /** A grammar in the model's words with the way back to the profile's phrases. */
    public record Listening(PhraseGrammar grammar, Map<String, List<String>> back) {
        /** Heard hypotheses (model words) → profile hypotheses, best first, with their confidence shared. */
        public List<Hypothesis> meaning(List<Hypothesis> heard) {
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
        english.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .forEach(e -> b.append(e.getKey()).append('\t').append(e.getValue()).append('\n'));
        Files.writeString(file, b.toString(), StandardCharsets.UTF_8);
    }

    static String key(String word) {
        return Normalizer.normalize(word, Normalizer.Form.NFC).toLowerCase(Locale.ROOT).strip();
    }
}
