package org.hektor.speech.voice;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hektor.chess.PieceLetters;
import org.hektor.notation.Profile;
import org.hektor.notation.Pronunciation;

/**
 * A vocabulary profile at the speaking edge: its phones as the voice's lexicon addenda, and for a German profile
 * every German word and number Hektor says, so the English voice speaks them with German phones.
 */
public final class ProfileVoice {
    /** The German words of Hektor's sentences, as CMU phones. */
    public static final String GERMAN_WORDS = "german-word-phones.tsv";

    private ProfileVoice() {
    }

    /** The profile's CMU phones as FreeTTS lexicon addenda (section 5). */
    public static Pronunciations pronunciations(Profile profile) {
        Map<String, List<String>> m = new LinkedHashMap<>();
        for (Pronunciation p : profile.pronunciations().values()) {
            m.put(p.word(), p.phones());
        }
        return new Pronunciations(m);
    }

    /**
     * Everything the English voice needs to speak this profile: its words' phones, and for a German profile every
     * German number word (the clock and the assistant speak numbers as German words) and every German word of
     * Hektor's sentences ({@code german-word-phones.tsv}, rule 2.1). The profile's own entries come first, then the
     * numbers; a word is in one of them only (GermanWordsTest).
     */
    public static Pronunciations lexicon(Profile profile) {
        Pronunciations p = pronunciations(profile);
        if (isGermanProfile(profile)) {
            p = Pronunciations.read(GERMAN_WORDS).with(GermanNumbers.load().pronunciations()).with(p);
        }
        return p;
    }

    /** The English voice set up to speak this profile ({@link #lexicon}). */
    public static FreeTtsVoice openVoice(Profile profile) {
        return FreeTtsVoice.open(lexicon(profile));
    }

    /**
     * The voice {@code name} set up to speak this profile at {@code rate} (null: the voice's own): espeak-ng in the
     * profile's language with FreeTTS behind it ({@link FallbackVoice}, {@code onFallback} tells the player), or
     * FreeTTS with the profile's lexicon.
     */
    public static Synthesizer open(Profile profile, VoiceName name, SpeakingRate rate, Runnable onFallback) {
        Synthesizer voice = switch (name) {
            case FREETTS -> openVoice(profile);
            // Hektor's own voice beside the system's (earcons, tape, fallback): the best one installed
            case SYSTEM -> open(profile, VoiceName.best(), rate, onFallback);
            case ESPEAK -> new FallbackVoice(new EspeakVoice(isGermanProfile(profile) ? "de" : "en-us"),
                    () -> openVoice(profile), onFallback);
        };
        if (rate != null) {
            voice.setRate(rate);
        }
        // one word spoken now (40 ms): a missing or broken espeak-ng is told before the game talks, not at its end
        voice.synthesize("a");
        return voice;
    }

    /** The text as the voice should get it: a German profile never hands the voice digits. */
    public static String speakable(Profile profile, String text) {
        return isGermanProfile(profile) ? GermanNumbers.spellOut(text) : text;
    }

    public static boolean isGermanProfile(Profile profile) {
        return profile.letters() == PieceLetters.GERMAN;
    }
}
