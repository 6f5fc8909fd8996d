package org.hektor.speech.hearing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.hektor.ChildJava;
import org.hektor.chess.Position;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.voice.FreeTtsVoice;
import org.hektor.speech.voice.ProfileVoice;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Both profiles at the speech edges: every word spoken, and the grammar each model can hear. */
class ProfileListeningTest {
    private static ModelVocabulary english;

    @BeforeAll
    static void read() {
        english = ModelVocabulary.of(VoskModel.DEFAULT_ENGLISH);
    }

    /** Section 5: every canonical word comes out as audible speech of a word's length, none silent. */
    @ParameterizedTest
    @ValueSource(strings = {"ibca", "en"})
    void everyCanonicalWordIsSpokenAudiblyAndOfPlausibleLength(String name) {
        Profile profile = Profile.load(name);
        List<String> bad = new ArrayList<>();
        try (FreeTtsVoice voice = FreeTtsVoice.open(ProfileVoice.pronunciations(profile))) {
            for (String word : profile.canonicalWords()) {
                Sound s = voice.synthesize(word);
                if (!s.isAudible() || s.durationMillis() < 150 || s.durationMillis() > 2000) {
                    bad.add(word + " " + s + " peak " + s.peak());
                }
            }
        }
        assertEquals(List.of(), bad);
        assertTrue(profile.canonicalWords().size() > 30);
    }

    @Test
    void drawAndHelpSaidAloneAreListedFourTimesInTheEnglishGrammar() {
        PhraseGrammar g = ProfileListening.forModel(Profile.load("en"), english).listening(Position.initial()).grammar();
        assertEquals(java.util.Map.of("draw", 4, "help", 4), g.weights());
        assertEquals(4, g.listing().stream().filter("draw"::equals).count());
    }

    @Test
    void enIsHeardDirectlyByTheEnglishModelAndIbcaThroughItsListeningTable() {
        assertSame(ListeningTable.IDENTITY, ProfileListening.forModel(Profile.load("en"), english).table());
        ProfileListening ibca = ProfileListening.forModel(Profile.load("ibca"), english);
        ListeningTable.Listening l = ibca.listening(Position.initial());
        assertEquals(Set.of(), l.grammar().unknownWords(english), "every word of the grammar is an English model word");
        String knight = "springer gustav eins felix drei";
        String heard = ibca.table().english(List.of(knight.split(" ")));
        assertTrue(l.grammar().isPhrase(heard), heard);
        assertEquals(List.of(knight), l.back().get(heard));
    }

    @Test
    void theIbcaTableCoversEveryCanonicalWordWithDistinctEnglishWords() {
        ListeningTable table = ListeningTable.load("/org/hektor/speech/hearing/ibca-listening.tsv");
        Set<String> seen = new HashSet<>();
        for (String word : Profile.load("ibca").canonicalWords()) {
            String e = table.entries().get(ListeningTable.key(word));
            assertTrue(e != null, word + " has no entry");
            assertTrue(seen.add(e), word + " shares its English words " + e + " with another word");
            for (String w : e.split(" ")) {
                assertTrue(english.contains(w), word + " -> " + w + " is not an English model word");
            }
        }
    }

    /**
     * Measured in a JVM of its own, as the tool runs: FreeTTS keeps state across voices in one JVM (its lexicon is
     * one shared object), and after some other tests the measurement heard one word differently.
     */
    @Test
    void theCommittedIbcaTableIsWhatTheMeasurementMakes(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("ibca-listening.tsv");
        Process tool = new ProcessBuilder(ChildJava.command(MeasureListeningTable.class.getName(), "ibca",
                VoskModel.DEFAULT_ENGLISH.toString(), out.toString()))
                .redirectErrorStream(true).redirectOutput(dir.resolve("tool.log").toFile()).start();
        assertTrue(tool.waitFor(5, TimeUnit.MINUTES), "the measurement ends");
        assertEquals(0, tool.exitValue(), Files.readString(dir.resolve("tool.log")));
        ListeningTable measured = ListeningTable.parse(Files.readString(out), out.toString());
        assertEquals(ListeningTable.load("/org/hektor/speech/hearing/ibca-listening.tsv").entries(), measured.entries());
    }

    /**
     * Hektor hears ibca through the table of its own voice; the many-voice table only when it is asked for (the
     * benchmarks', ProfileListening.Tables.MANY_VOICES); a model that knows the words needs neither.
     */
    @Test
    void theManyVoiceTableIsTheOneAskedForAndNeverTheDefault() {
        assertTrue(!ProfileListening.forModel(Profile.load("ibca"), english).table().counted());
        assertTrue(ProfileListening.forModel(Profile.load("ibca"), english, ProfileListening.Tables.MANY_VOICES).table()
                .counted());
        assertSame(ListeningTable.IDENTITY, ProfileListening.forModel(Profile.load("en"), english,
                ProfileListening.Tables.MANY_VOICES).table());
    }

    /** The many-voice table (opt-in, ProfileListening.Tables.MANY_VOICES): every word's readings are English model words. */
    @Test
    void theManyVoiceIbcaTableHasReadingsInEnglishModelWordsForEveryCanonicalWord() {
        ListeningTable table = ListeningTable.load("/org/hektor/speech/hearing/ibca-listening-voices.tsv");
        assertTrue(table.counted());
        for (String word : Profile.load("ibca").canonicalWords()) {
            assertTrue(table.readings().containsKey(ListeningTable.key(word)), word + " has no readings");
            for (String reading : table.readings().get(ListeningTable.key(word)).keySet()) {
                for (String w : reading.split(" ")) {
                    assertTrue(english.contains(w), word + " -> " + w + " is not an English model word");
                }
            }
        }
        ListeningTable.Listening l = new ProfileListening(Profile.load("ibca"), english, table).listening(Position.initial());
        assertEquals(Set.of(), l.grammar().unknownWords(english));
        assertTrue(l.grammar().sequences(), "heard as any sequence of the table's words, then scored");
    }

    /**
     * The committed many-voice table is what MeasureListeningTable makes: measured again here for two words (the
     * whole table takes about 25 minutes on this machine), with the same tuning voices. Not to the count: some espeak-ng
     * variants breathe at random, so a rare reading may change between runs; the word's usual reading and the number
     * of voices may not.
     */
    @Test
    void theManyVoiceIbcaTableIsWhatTheMeasurementMakesForTwoOfItsWords() throws Exception {
        ListeningTable committed = ListeningTable.load("/org/hektor/speech/hearing/ibca-listening-voices.tsv");
        ListeningTable measured = MeasureListeningTable.measureOnVoices(Profile.load("ibca"), VoskModel.DEFAULT_ENGLISH,
                4, List.of("ja", "Korrektur"));
        for (String w : List.of("ja", "korrektur")) {
            assertEquals(committed.english(w), measured.english(w), w + ": " + measured.readings().get(w));
            assertEquals(16, measured.readings().get(w).values().stream().mapToInt(Integer::intValue).sum(), w);
        }
    }
}
