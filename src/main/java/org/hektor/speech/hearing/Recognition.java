package org.hektor.speech.hearing;

import java.util.List;
import org.hektor.chess.Position;
import org.hektor.notation.Grammar;
import org.hektor.notation.Hypothesis;
import org.hektor.notation.Profile;
import org.hektor.speech.audio.Sound;
import org.hektor.words.Mistake;

/**
 * The one way from a recorded utterance and the position to the hypotheses the Understanding reads, shared by
 * {@code hektor listen --wav}, {@code listen --batch} and the benchmark. A model that knows the profile's words
 * (English with {@code en}, a German model with {@code ibca}) hears them directly through Vosk; a profile the model
 * cannot say ({@code ibca} with the English model) through its listening table. The benchmarks may choose another
 * way for such a profile ({@link ForeignWords}); Hektor ships {@link ForeignWords#SHIPPED}.
 */
public final class Recognition implements AutoCloseable {
    /** How the words of a profile the model cannot say are heard. */
    public enum ForeignWords {
        /** Through the listening table measured on Hektor's own voice: what Hektor ships. */
        OWN_VOICE_TABLE,
        /** Through the table measured on many voices, heard by costs ({@link ProfileListening.Tables#MANY_VOICES}). */
        MANY_VOICE_TABLE,
        /**
         * By {@link SphinxRecognizer}, the German words with their own pronunciations: a candidate for the benchmark
         * until its margin is tuned and it is measured to make no wrong move (docs/measurements.md says where it stands).
         */
        SPHINX;

        public static final ForeignWords SHIPPED = OWN_VOICE_TABLE;
    }

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
        return open(profile, vosk, ForeignWords.SHIPPED);
    }

    /** The same, a profile the model cannot say heard the way {@code foreign} says (the benchmarks choose). */
    public static Recognition open(Profile profile, VoskRecognizer vosk, ForeignWords foreign) {
        ModelVocabulary vocabulary = vosk.model().vocabulary();
        ProfileListening speech = ProfileListening.find(profile, vocabulary,
                foreign == ForeignWords.MANY_VOICE_TABLE ? ProfileListening.Tables.MANY_VOICES
                        : ProfileListening.Tables.OWN_VOICE).orElse(null);
        // a model that cannot hear the words (the English model with Russian command words, which every position's
        // grammar holds) is one sentence in the player's language before anything is heard, not Vosk's word list
        if (speech == null || !speech.listening(Position.initial()).grammar().unknownWords(vocabulary).isEmpty()) {
            throw new Mistake("error.model.words", "model", vosk.model().dir().getFileName(), "option", "--speaker");
        }
        boolean modelKnowsWords = speech.table() == ListeningTable.IDENTITY;
        if (!modelKnowsWords && SphinxRecognizer.phonesResource(profile) != null && foreign == ForeignWords.SPHINX) {
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
