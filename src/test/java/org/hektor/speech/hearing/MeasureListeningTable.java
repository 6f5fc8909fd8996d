package org.hektor.speech.hearing;

import java.io.IOException;
import java.nio.file.Path;
import org.hektor.notation.Profile;
import org.hektor.speech.voice.FreeTtsVoice;
import org.hektor.speech.voice.ProfileVoice;

/**
 * Remakes a profile's listening table by measurement (see {@link ListeningTable#measure}):
 * {@code mvn -q test-compile org.codehaus.mojo:exec-maven-plugin:3.5.0:java -Dexec.classpathScope=test
 * -Dexec.mainClass=org.hektor.speech.hearing.MeasureListeningTable -Dexec.args="ibca [MODEL_DIR [OUT]]"}
 * writes {@code src/main/resources/org/hektor/speech/hearing/ibca-listening.tsv}. A developer tool, so it lives
 * with the tests (not in the jar); the test suite checks that the committed table is what this makes.
 */
public final class MeasureListeningTable {
    private MeasureListeningTable() {
    }

    public static void main(String[] args) throws IOException {
        Profile profile = Profile.load(args.length > 0 ? args[0] : "ibca");
        Path modelDir = args.length > 1 ? Path.of(args[1]) : VoskModel.DEFAULT_ENGLISH;
        Path out = args.length > 2 ? Path.of(args[2])
                : Path.of("src/main/resources/org/hektor/speech/hearing", profile.name() + "-listening.tsv");
        measure(profile, modelDir).write(out, header(profile, modelDir));
        System.out.println("Wrote " + out);
    }

    static ListeningTable measure(Profile profile, Path modelDir) {
        try (VoskModel model = VoskModel.load(modelDir);
             FreeTtsVoice voice = FreeTtsVoice.open(ProfileVoice.pronunciations(profile))) {
            return ListeningTable.measure(voice::synthesize, model, profile.canonicalWords());
        }
    }

    static String header(Profile profile, Path modelDir) {
        return "Listening table of the " + profile.name() + " profile for the English model " + modelDir.getFileName()
                + ":\nword TAB the English words the model hears when the English voice says the word with its\n"
                + "lexicon phones (likeliest reading not taken by an earlier word). Made by MeasureListeningTable.";
    }
}
