package org.hektor.speech.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.hearing.ProfileListening;
import org.hektor.speech.voice.ProfileVoice;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Rule 2.1: the ibca profile speaks German through an English voice, so every German word Hektor says needs phones,
 * or the voice reads it as English letters. Every German sentence resource of the project is read word by word
 * (placeholders left out: what fills them is checked where it comes from), as the voice will get it.
 */
class GermanWordsTest {
    /** Keys that are settings of a file, not speech. */
    private static final Set<String> SETTINGS = Set.of("language", "lang", "units.gender", "clock.units.gender");
    private static final Profile IBCA = Profile.load("ibca");

    private static Map<String, String> sentences;
    private static Pronunciations lexicon;

    @BeforeAll
    static void read() throws IOException, URISyntaxException {
        sentences = germanSentences();
        lexicon = ProfileVoice.lexicon(IBCA);
    }

    /** Every value of every German resource ({@code words/ibca.properties}, {@code *-ibca.properties}, {@code *_de.properties}), by file and key. */
    private static Map<String, String> germanSentences() throws IOException, URISyntaxException {
        // the main resources' org/hektor (the test resources have one of their own, earlier on the class path)
        Path root = Path.of(ProfileListening.class.getResource("/org/hektor/words/ibca.properties").toURI())
                .getParent().getParent();
        List<Path> files;
        try (Stream<Path> all = Files.walk(root)) {
            files = all.filter(p -> root.relativize(p).toString().equals("words/ibca.properties")
                    || p.getFileName().toString().matches(".+(-ibca|_de)\\.properties")).sorted().toList();
        }
        Map<String, String> out = new TreeMap<>();
        for (Path f : files) {
            Properties p = new Properties();
            try (Reader r = Files.newBufferedReader(f, StandardCharsets.UTF_8)) {
                p.load(r);
            }
            for (String key : p.stringPropertyNames()) {
                // the tablet pages' own labels (tablet.page.*, tablet.js.*) are shown by the browser and read by
                // its screen reader, never said by Hektor's voice;
                // nor are the sentences a command stops with (error.*): printed on the console, never spoken
                if (!SETTINGS.contains(key) && !key.startsWith("tablet.page.") && !key.startsWith("tablet.js.")
                        && !key.startsWith("error.")) {
                    out.put(root.relativize(f) + " " + key, p.getProperty(key));
                }
            }
        }
        return out;
    }

    /** The words of a sentence as the voice gets them: placeholders out, numbers in German words, folded. */
    private static List<String> words(String sentence) {
        String text = sentence.replaceAll("\\{[^}]*}", " ").replace("''", "'");
        String folded = Pronunciations.fold(ProfileVoice.speakable(IBCA, text));
        return Arrays.stream(folded.split("[^a-z]+")).filter(w -> !w.isEmpty()).toList();
    }

    @Test
    void theGermanResourcesAreAllRead() {
        Set<String> files = new TreeSet<>();
        sentences.keySet().forEach(k -> files.add(k.substring(0, k.indexOf(' '))));
        assertTrue(files.contains("words/ibca.properties"), files.toString());
        assertTrue(sentences.size() > 200, "sentences: " + sentences.size());
    }

    @Test
    void everyGermanWordHektorSaysHasAPronunciation() {
        List<String> missing = new ArrayList<>();
        sentences.forEach((where, sentence) -> {
            for (String w : words(sentence)) {
                if (!lexicon.phones().containsKey(w)) {
                    missing.add(w + " (" + where + ")");
                }
            }
        });
        assertEquals(List.of(), missing, "add them to " + ProfileVoice.GERMAN_WORDS);
    }

    @Test
    void aWordHasOnePronunciationTheProfilesTheNumbersOrTheTables() {
        Set<String> table = Pronunciations.read(ProfileVoice.GERMAN_WORDS).phones().keySet();
        Set<String> profile = ProfileVoice.pronunciations(IBCA).phones().keySet();
        Set<String> numbers = GermanNumbers.load().pronunciations().phones().keySet();
        assertEquals(Set.of(), intersection(table, profile), "in the table and the profile's say. entries");
        assertEquals(Set.of(), intersection(table, numbers), "in the table and among the number words");
    }

    @Test
    void everyWordOfTheTableIsSaidSomewhere() {
        Set<String> said = new TreeSet<>();
        sentences.values().forEach(s -> said.addAll(words(s)));
        Set<String> unused = new TreeSet<>(Pronunciations.read(ProfileVoice.GERMAN_WORDS).phones().keySet());
        unused.removeAll(said);
        unused.removeIf(w -> w.length() == 1);       // the alphabet is there whole, for keys and articles
        assertEquals(Set.of(), unused, "words no sentence says any more");
    }

    @Test
    void everyWordOfTheTableIsSpokenAudiblyAndOfPlausibleLength() {
        List<String> bad = new ArrayList<>();
        try (FreeTtsVoice voice = ProfileVoice.openVoice(IBCA)) {
            for (String word : Pronunciations.read(ProfileVoice.GERMAN_WORDS).phones().keySet()) {
                Sound s = voice.synthesize(word);
                if (!s.isAudible() || s.durationMillis() < 150 || s.durationMillis() > 2500) {
                    bad.add(word + " " + s);
                }
            }
        }
        assertEquals(List.of(), bad);
    }

    @Test
    void representativeSentencesAreSpokenAudiblyAtAPlausibleLengthAndWithTheTablesPhones() {
        List<String> said = List.of(
                "Sie sind am Zug.",
                "Zug dreiundzwanzig. Weiß: eine Stunde zwölf Minuten, verbraucht achtzehn Minuten.",
                "Kein Springer kann Felix drei erreichen.",
                "Die Uhren stehen; ein Zug ist erst vollendet, wenn sie wieder laufen (Regel 6.12.1).",
                "Ihr Brett: Springer von Felix vier nach Felix drei setzen.",
                "Remis durch dreimalige Stellungswiederholung.");
        try (FreeTtsVoice german = ProfileVoice.openVoice(IBCA);
             FreeTtsVoice plain = FreeTtsVoice.open(Pronunciations.NONE)) {
            for (String sentence : said) {
                String text = ProfileVoice.speakable(IBCA, sentence);
                int words = words(sentence).size();
                Sound s = german.synthesize(text);
                assertTrue(s.isAudible(), sentence);
                assertTrue(s.durationMillis() > 150L * words && s.durationMillis() < 1000L * words,
                        sentence + ": " + words + " words, " + s);
                assertFalse(Arrays.equals(s.pcm(), plain.synthesize(text).pcm()),
                        "the German phones reach the voice: " + sentence);
            }
        }
    }

    @Test
    void theTableRefusesAWordTwiceOrWithoutPhones() {
        assertEquals("twice.tsv, line 2: \"Weiss\" is there twice.", assertThrows("twice.tsv"));
        assertEquals("nophones.tsv, line 1: \"Zug\" is not a word, a tab and its phones.", assertThrows("nophones.tsv"));
    }

    private static String assertThrows(String resource) {
        return org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Pronunciations.read(resource)).getMessage();
    }

    private static Set<String> intersection(Set<String> a, Set<String> b) {
        Set<String> both = new TreeSet<>(a);
        both.retainAll(b);
        return both;
    }
}
