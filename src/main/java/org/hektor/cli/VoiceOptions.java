package org.hektor.cli;

import java.util.Optional;
import org.hektor.notation.Profile;
import org.hektor.speech.voice.EspeakVoice;
import org.hektor.speech.voice.ProfileVoice;
import org.hektor.speech.voice.SpeakingRate;
import org.hektor.speech.voice.Synthesizer;
import org.hektor.speech.voice.VoiceName;
import org.hektor.words.Mistake;
import org.hektor.words.Words;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** {@code --voice} and {@code --rate}, the same for every command that speaks ({@code play}, {@code say}). */
final class VoiceOptions {
    @Option(names = "--voice", paramLabel = "VOICE", converter = VoiceOptions.ByName.class, description = "The voice: ${COMPLETION-CANDIDATES}. espeak "
            + "speaks German for ibca and English for en; freetts is the English voice that always works (it cannot read Russian: a Russian game speaks with espeak); system (play) "
            + "speaks through speech-dispatcher, your screen reader's voice and rate, where it is running (a WAV is "
            + "written by the default voice). Default: espeak when espeak-ng is installed, else freetts. If the voice "
            + "fails, Hektor says so once and speaks with another.")
    VoiceName voice;

    @Option(names = "--rate", paramLabel = "WPM", description = "How fast Hektor speaks, in words per minute, "
            + SpeakingRate.MIN + " to " + SpeakingRate.MAX + ". Default: the voice's own (espeak 175, freetts 150).")
    Integer rate;

    static final class ByName implements CommandLine.ITypeConverter<VoiceName> {
        @Override
        public VoiceName convert(String value) {
            try {
                return VoiceName.byName(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    /** Checks the options before anything is said or written, so bad input changes nothing. */
    SpeakingRate rate() {
        if (rate != null && (rate < SpeakingRate.MIN || rate > SpeakingRate.MAX)) {
            throw new Mistake("error.rate", "min", SpeakingRate.MIN, "max", SpeakingRate.MAX, "rate", rate);
        }
        return rate == null ? null : new SpeakingRate(rate);
    }

    VoiceName voice() {
        return voice != null ? voice : VoiceName.best();
    }

    /**
     * FreeTTS reads English letters only: handed Cyrillic it says garbage or nothing. Of the voices here, espeak-ng
     * alone speaks Russian, so a Russian game needs it; without it there is no voice to speak the game in, said in
     * one sentence before anything starts (a player who reads the console gives {@code --silent}).
     */
    void requireVoiceFor(Profile profile) {
        if (needsRussianVoice(profile) && !EspeakVoice.isInstalled()) {
            throw new Mistake("error.voice.none", "package", "espeak-ng", "silent", "--silent");
        }
    }

    /**
     * The voice settled for the game's language: a Russian game asked to speak with FreeTTS speaks with espeak-ng's
     * Russian voice instead; the sentence returned tells the player so, in his language.
     */
    Optional<String> settle(Profile profile) {
        requireVoiceFor(profile);
        if (!needsRussianVoice(profile)) {
            return Optional.empty();
        }
        voice = VoiceName.ESPEAK;
        return Optional.of(Words.forLanguage(profile.language()).say("session.voice.replaced",
                "asked", VoiceName.FREETTS, "voice", VoiceName.ESPEAK));
    }

    private boolean needsRussianVoice(Profile profile) {
        return "ru".equals(profile.language()) && voice() == VoiceName.FREETTS;
    }

    Synthesizer open(Profile profile, Runnable onFallback) {
        return ProfileVoice.open(profile, voice(), rate(), onFallback);
    }
}
