package org.hektor.speech.hearing;

import edu.cmu.sphinx.api.Configuration;
import edu.cmu.sphinx.api.Context;
import edu.cmu.sphinx.decoder.search.Token;
import edu.cmu.sphinx.jsgf.JSGFGrammar;
import edu.cmu.sphinx.recognizer.Recognizer;
import edu.cmu.sphinx.result.Result;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Sound;

/**
 * Hears a profile whose words the English Vosk model does not know (ibca's German words) with Sphinx4's English
 * acoustic model, a dictionary of how German speakers say each word in English phones
 * ({@code <profile>-hearing-phones.tsv}, several pronunciations a word) and the position's phrases as the grammar.
 * Unlike a listening table of English look-alike words, the acoustic model scores the German sounds themselves.
 * A candidate, not yet the default (see {@link Recognition} and docs/measurements.md for what is measured).
 * <p>
 * The answer is the n-best list the Understanding resolves: the best phrase, and every other phrase whose score
 * per 10 ms frame is within {@link #margin} of it, so a close call between two moves becomes an ASK. A close
 * "anything else" (the grammar's out-of-grammar branch) makes the whole utterance not understood: a wrong move
 * must never be one "ja" away. One recogniser is not shared between threads.
 */
public final class SphinxRecognizer implements AutoCloseable {
    /**
     * Phrases whose score per frame is this close to the best stay in the n-best list. Not tuned yet: TuneSphinxMargin
     * chooses it on tuning voices by cross-validation (trying its margins on the ranked phrases, {@link #within}),
     * which did not finish in the session that wrote this.
     */
    static final double MARGIN = 40;
    private static final String GRAMMAR = "position";
    private static final int FRAME_SAMPLES = Sound.SAMPLE_RATE / 100;

    private final Path dir;
    private final Context context;
    private final Recognizer recognizer;
    private final JSGFGrammar grammar;
    /** Dictionary spelling (ASCII) → the profile's word. */
    private final Map<String, String> words;

    private SphinxRecognizer(Path dir, Context context, Map<String, String> words) {
        this.dir = dir;
        this.context = context;
        this.recognizer = context.getInstance(Recognizer.class);
        this.grammar = context.getInstance(JSGFGrammar.class);
        this.words = words;
        recognizer.allocate();
    }

    /** The resource with the profile's pronunciations, or null when the profile has none. */
    public static String phonesResource(Profile profile) {
        String r = "/org/hektor/speech/hearing/" + profile.name() + "-hearing-phones.tsv";
        return SphinxRecognizer.class.getResource(r) == null ? null : r;
    }

    /** Loads the acoustic model and the profile's pronunciations (a second or two). */
    public static SphinxRecognizer open(Profile profile) {
        String resource = phonesResource(profile);
        if (resource == null) {
            throw new IllegalArgumentException("There are no pronunciations to listen for the " + profile.name()
                    + " profile with the English acoustic model.");
        }
        try {
            Path dir = Files.createTempDirectory("hektor-hearing");
            Map<String, String> words = new HashMap<>();
            StringBuilder dict = new StringBuilder();
            try (InputStream in = SphinxRecognizer.class.getResourceAsStream(resource)) {
                for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                    if (line.isBlank() || line.startsWith("#")) {
                        continue;
                    }
                    String[] f = line.split("\t");
                    String word = f[0].strip().toLowerCase(Locale.ROOT);
                    String spelling = ascii(word);
                    words.put(spelling, word);
                    int n = 0;
                    for (String phones : f[1].split("\\|")) {
                        dict.append(n == 0 ? spelling : spelling + "(" + (n + 1) + ")").append(' ')
                                .append(phones.strip().toUpperCase(Locale.ROOT)).append('\n');
                        n++;
                    }
                }
            }
            Files.writeString(dir.resolve("words.dict"), dict, StandardCharsets.UTF_8);
            Files.writeString(dir.resolve(GRAMMAR + ".gram"), "#JSGF V1.0;\ngrammar " + GRAMMAR + ";\npublic <p> = "
                    + words.keySet().iterator().next() + ";\n", StandardCharsets.UTF_8);
            Configuration c = new Configuration();
            c.setAcousticModelPath("resource:/edu/cmu/sphinx/models/en-us/en-us");
            c.setDictionaryPath(dir.resolve("words.dict").toUri().toString());
            c.setGrammarPath(dir.toUri().toString());
            c.setGrammarName(GRAMMAR);
            c.setUseGrammar(true);
            c.setSampleRate(Sound.SAMPLE_RATE);
            // Sphinx4's own configuration (sphinx.config.xml, BSD) with logLevel WARNING: its progress lines must
            // never reach the console a screen reader reads
            Context context = new Context("resource:/org/hektor/speech/hearing/sphinx.config.xml", c);
            return new SphinxRecognizer(dir, context, words);
        } catch (IOException e) {
            throw new UncheckedIOException("The Sphinx4 recogniser could not be set up", e);
        }
    }

    /** Can this recogniser say every word of {@code phrase} (lower case, profile spelling)? */
    public boolean canSay(String phrase) {
        for (String w : phrase.split(" ")) {
            if (!words.containsKey(ascii(w))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Recognises one utterance with {@code phrases} (profile spelling, lower case) as the grammar: the plausible
     * phrases, best first; empty when nothing or "anything else" was heard, or something else came too close.
     */
    public List<Hypothesis> recognize(List<String> phrases, Sound utterance) {
        return within(ranked(phrases, utterance), MARGIN);
    }

    /** A phrase heard (null: "anything else") and how far behind the best it scored, per 10 ms frame. */
    public record Scored(String phrase, double behind) {
    }

    /** Every phrase that reached the end of the utterance, best first (for {@link #recognize} and its tuning). */
    public List<Scored> ranked(List<String> phrases, Sound utterance) {
        List<String> sayable = phrases.stream().filter(p -> !p.equals(PhraseGrammar.UNKNOWN) && canSay(p)).toList();
        if (sayable.isEmpty()) {
            throw new IllegalArgumentException("None of the phrases can be listened for.");
        }
        StringBuilder jsgf = new StringBuilder("#JSGF V1.0;\ngrammar " + GRAMMAR + ";\npublic <p> = ");
        for (int i = 0; i < sayable.size(); i++) {
            jsgf.append(i == 0 ? "" : " | ").append(ascii(sayable.get(i)));
        }
        jsgf.append(";\n");
        Map<String, Float> scores = new LinkedHashMap<>();
        try {
            Files.writeString(dir.resolve(GRAMMAR + ".gram"), jsgf, StandardCharsets.UTF_8);
            grammar.loadJSGF(GRAMMAR);
            context.setSpeechSource(new ByteArrayInputStream(utterance.pcm()));
            Result result;
            while ((result = recognizer.recognize()) != null) {
                collect(result.getResultTokens(), scores);
                if (result.getActiveTokens() != null) {
                    collect(result.getActiveTokens().getTokens().stream().filter(Token::isFinal).toList(), scores);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("The grammar could not be written", e);
        } catch (edu.cmu.sphinx.jsgf.JSGFGrammarParseException | edu.cmu.sphinx.jsgf.JSGFGrammarException e) {
            throw new IllegalStateException("Sphinx4 refused the position's grammar: " + e.getMessage(), e);
        }
        int frames = Math.max(1, utterance.sampleCount() / FRAME_SAMPLES);
        List<Map.Entry<String, Float>> sorted = new ArrayList<>(scores.entrySet());
        sorted.sort(Map.Entry.<String, Float>comparingByValue(Comparator.reverseOrder()));
        List<Scored> out = new ArrayList<>();
        for (Map.Entry<String, Float> e : sorted) {
            out.add(new Scored(phrase(e.getKey()), (sorted.get(0).getValue() - e.getValue()) / frames));
        }
        return out;
    }

    private static void collect(List<Token> tokens, Map<String, Float> scores) {
        for (Token t : tokens) {
            scores.merge(t.getWordPathNoFiller().strip(), t.getScore(), Math::max);
        }
    }

    /** The phrases within {@code margin} of the best, best first; none when the best or a close one is no phrase. */
    public static List<Hypothesis> within(List<Scored> ranked, double margin) {
        List<Hypothesis> out = new ArrayList<>();
        for (Scored s : ranked) {
            if (s.behind() > margin) {
                break;
            }
            if (s.phrase() == null) {
                return List.of();          // "anything else" is best or close: not understood, never a guess
            }
            out.add(Hypothesis.of(s.phrase(), Math.exp(-s.behind() / Math.max(1e-9, margin))));
        }
        return out;
    }

    /** The profile's phrase for a word path, or null for the out-of-grammar branch or an empty path. */
    private String phrase(String path) {
        List<String> out = new ArrayList<>();
        for (String w : path.split("\\s+")) {
            if (w.isEmpty() || w.startsWith("<") || w.startsWith("[")) {
                if (w.equals("<unk>")) {
                    return null;
                }
                continue;
            }
            String word = words.get(w);
            if (word == null) {
                return null;
            }
            out.add(word);
        }
        return out.isEmpty() ? null : String.join(" ", out);
    }

    static String ascii(String s) {
        return s.replace("ä", "ae").replace("ö", "oe").replace("ü", "ue").replace("ß", "ss");
    }

    @Override
    public void close() {
        recognizer.deallocate();
        try (var files = Files.list(dir)) {
            for (Path p : files.toList()) {
                Files.deleteIfExists(p);
            }
            Files.deleteIfExists(dir);
        } catch (IOException e) {
            // a temporary folder left behind is harmless
        }
    }
}
