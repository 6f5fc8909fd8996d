package org.hektor.speech.hearing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Sound;
import org.hektor.speech.corpus.Voice;
import org.hektor.speech.corpus.Voices;
import org.hektor.speech.voice.FreeTtsVoice;
import org.hektor.speech.voice.ProfileVoice;

/**
 * Remakes a profile's listening table by measurement (see {@link ListeningTable#measure}):
 * {@code mvn -q test-compile org.codehaus.mojo:exec-maven-plugin:3.5.0:java -Dexec.classpathScope=test
 * -Dexec.mainClass=org.hektor.speech.hearing.MeasureListeningTable -Dexec.args="ibca [MODEL_DIR [OUT]]"}
 * writes {@code src/main/resources/org/hektor/speech/hearing/ibca-listening.tsv}. A developer tool, so it lives
 * with the tests (not in the jar); the test suite checks that the committed table is what this makes.
 * <p>With a fourth argument {@code voices} it measures on many voices instead of FreeTTS: espeak-ng's tuning
 * variants ({@link Voices#tuning}, never the held-out ones) at {@link #RATES} words per minute each say every word,
 * and the table keeps every reading with its count (see {@link ListeningTable#measure(List, VoskModel, java.util.Collection)}).
 * Words after {@code voices N} measure only those words (for words new to a profile: the rows go into the table).
 */
public final class MeasureListeningTable {
    private MeasureListeningTable() {
    }

    public static void main(String[] args) throws IOException {
        Profile profile = Profile.load(args.length > 0 ? args[0] : "ibca");
        Path modelDir = args.length > 1 ? Path.of(args[1]) : VoskModel.DEFAULT_ENGLISH;
        Path out = args.length > 2 ? Path.of(args[2])
                : Path.of("src/main/resources/org/hektor/speech/hearing", profile.name() + "-listening.tsv");
        if (args.length > 3 && args[3].equals("voices")) {
            int every = args.length > 4 ? Integer.parseInt(args[4]) : 1;
            // words after the fifth argument: only those are measured (new words of a table; merge the rows by hand)
            java.util.Collection<String> words = args.length > 5 ? List.of(args).subList(5, args.length)
                    : profile.canonicalWords();
            measureOnVoices(profile, modelDir, every, words).write(out, voicesHeader(profile, modelDir, every));
        } else {
            measure(profile, modelDir).write(out, header(profile, modelDir));
        }
        System.out.println("Wrote " + out);
    }

    static ListeningTable measure(Profile profile, Path modelDir) {
        try (VoskModel model = VoskModel.load(modelDir);
             FreeTtsVoice voice = FreeTtsVoice.open(ProfileVoice.pronunciations(profile))) {
            return ListeningTable.measure(voice::synthesize, model, profile.canonicalWords());
        }
    }

    /** The tuning voices' words per minute (one rate: the measurement is slow on this machine; voices vary more). */
    static final List<Integer> RATES = List.of(170);

    /** Every {@code every}-th tuning voice (the first, then every n-th), so that a quick table is still diverse. */
    static List<Voice> voices(Profile profile, int every) {
        List<Voice> all = Voices.tuning(profile.name());
        List<Voice> some = new ArrayList<>();
        for (int i = 0; i < all.size(); i += every) {
            some.add(all.get(i));
        }
        return some;
    }

    static ListeningTable measureOnVoices(Profile profile, Path modelDir, int every) throws IOException {
        return measureOnVoices(profile, modelDir, every, profile.canonicalWords());
    }

    static ListeningTable measureOnVoices(Profile profile, Path modelDir, int every, java.util.Collection<String> words)
            throws IOException {
        Path work = Files.createTempDirectory("hektor-listening");
        List<Function<String, Sound>> voices = new ArrayList<>();
        for (Voice v : voices(profile, every)) {
            for (int rate : RATES) {
                voices.add(word -> {
                    try {
                        return v.speak(word, rate, work);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
            }
        }
        try (VoskModel model = VoskModel.load(modelDir)) {
            return ListeningTable.measure(voices, model, words);
        } finally {
            Files.deleteIfExists(work);
        }
    }

    static String voicesHeader(Profile profile, Path modelDir, int every) {
        return "Listening table of the " + profile.name() + " profile for the English model " + modelDir.getFileName()
                + ", measured on many voices:\nword TAB what the model heard (first reading, whole vocabulary) TAB how"
                + " often, when " + voices(profile, every).size() + " of espeak-ng's tuning variants (every " + every
                + ". of Voices.tuning, never a held-out one)\nsaid the word at " + RATES + " words per minute. Made by"
                + " MeasureListeningTable " + profile.name() + " MODEL OUT voices " + every + ".";
    }

    static String header(Profile profile, Path modelDir) {
        return "Listening table of the " + profile.name() + " profile for the English model " + modelDir.getFileName()
                + ":\nword TAB the English words the model hears when the English voice says the word with its\n"
                + "lexicon phones (likeliest reading not taken by an earlier word). Made by MeasureListeningTable.";
    }
}
