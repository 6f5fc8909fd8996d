package org.hektor.speech.voice;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    private static final Pattern WORD = Pattern.compile("\\p{L}+");
    /** The IBCA words in Cyrillic for the Russian voice, which reads Latin words by English rules. */
    private static final Respelling RUSSIAN_READING = Respelling.load("ibca-words-ru.properties");

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
            case ESPEAK -> new FallbackVoice(new EspeakVoice(espeakVoice(profile)),
                    () -> openVoice(profile), onFallback);
        };
        if (rate != null) {
            voice.setRate(rate);
        }
        // one word spoken now (40 ms): a missing or broken espeak-ng is told before the game talks, not at its end
        voice.synthesize("a");
        return voice;
    }

    /**
     * The text as the voice should get it: a German game never hands the voice digits; an English voice saying the
     * IBCA move words (rule 2.1) gets them respelled as an English reader says them ("Springer Gustav eins" as
     * "shpring-er goos-tahf ines"), the way the English voice's lexicon says them (section 5); a Russian voice gets
     * them in Cyrillic ("шпрингер густав айнс"), since espeak-ng's ru voice reads Latin words by English rules.
     */
    public static String speakable(Profile profile, String text) {
        if (isGermanProfile(profile)) {
            return GermanNumbers.spellOut(text);
        }
        if ("ru".equals(profile.language())) {
            return RUSSIAN_READING.respell(text);
        }
        if (profile.letters() == PieceLetters.GERMAN) {
            Matcher word = WORD.matcher(text);
            StringBuilder out = new StringBuilder(text.length() + 16);
            while (word.find()) {
                String respelled = profile.pronunciation(word.group()).map(Pronunciation::respelling)
                        .filter(r -> !r.equalsIgnoreCase(word.group())).orElse(word.group());   // English as it is
                word.appendReplacement(out, Matcher.quoteReplacement(respelled));
            }
            return word.appendTail(out).toString();
        }
        return text;
    }

    /** Does this game speak German (its sentences, its numbers, its voice)? */
    public static boolean isGermanProfile(Profile profile) {
        return "de".equals(profile.language());
    }

    /** The espeak-ng voice of the profile's language. */
    static String espeakVoice(Profile profile) {
        return "en".equals(profile.language()) ? "en-us" : profile.language();
    }
}
