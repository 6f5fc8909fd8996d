package org.hektor.speech.hearing;

import java.util.List;
import org.hektor.chess.Position;
import org.hektor.notation.Grammar;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Sound;

/**
 * The one way from a recorded utterance and the position to the hypotheses the Understanding reads, shared by
 * {@code hektor listen --wav}, {@code listen --batch} and the benchmark. A model that knows the profile's words
 * (English with {@code en}, a German model with {@code ibca}) hears them directly through Vosk; a profile the model
 * cannot say ({@code ibca} with the English model) through its listening table. The candidate that hears German
 * words with their own pronunciations, {@link SphinxRecognizer}, is chosen with {@code -Dhektor.hearing=sphinx}
 * (developers and the benchmark only) until its margin is tuned and it is measured to make no wrong move
 * (docs/measurements.md says where it stands).
 */
public final class Recognition implements AutoCloseable {
    private final Profile profile;
    private final VoskRecognizer vosk;
    private final ProfileListening speech;
    private final SphinxRecognizer sphinx;
    private final SpeechRecognizer learned;

    private Recognition(Profile profile, VoskRecognizer vosk, ProfileListening speech, SphinxRecognizer sphinx,
                        SpeechRecognizer learned) {
        this.profile = profile;
        this.vosk = vosk;
        this.speech = speech;
        this.sphinx = sphinx;
        this.learned = learned;
    }

    /**
     * The recognition of a player by his own recordings ({@code hektor speaker learn}): every phrase of the
     * position's grammar in the profile's own words, heard by {@code learned} alone (which the caller closes).
     */
    public static Recognition learned(Profile profile, SpeechRecognizer learned) {
        return new Recognition(profile, null, null, null, learned);
    }

    /** The recognition for {@code profile} with the loaded {@code vosk} recogniser (which the caller closes). */
    public static Recognition open(Profile profile, VoskRecognizer vosk) {
        ProfileListening speech = ProfileListening.forModel(profile, vosk.model().vocabulary());
        boolean modelKnowsWords = speech.table() == ListeningTable.IDENTITY;
        if (!modelKnowsWords && SphinxRecognizer.phonesResource(profile) != null
                && "sphinx".equals(System.getProperty("hektor.hearing"))) {
            return new Recognition(profile, vosk, speech, SphinxRecognizer.open(profile), null);
        }
        return new Recognition(profile, vosk, speech, null, null);
    }

    public Profile profile() {
        return profile;
    }

    /** What may have been said, best first, in the profile's words (empty: nothing understood). */
    public List<Hypothesis> hear(Position position, Sound utterance) {
        if (learned != null) {
            return learned.recognize(utterance, new PhraseGrammar(new Grammar(profile).phrases(position)))
                    .orElse(List.of());
        }
        if (sphinx != null) {
            return sphinx.recognize(new Grammar(profile).phrases(position), utterance);
        }
        ListeningTable.Listening listening = speech.listening(position);
        return listening.meaning(vosk.recognize(utterance, listening.grammar()).orElse(List.of()));
    }

    @Override
    public void close() {
        if (sphinx != null) {
            sphinx.close();
        }
    }
}
