package org.hektor.speech.voice;

import org.hektor.notation.Choice;

/** The voices a player can choose ({@code --voice}). */
public enum VoiceName {
    /** Pure Java, English phones for German words; always there. */
    FREETTS,
    /** espeak-ng's German voice for ibca, English for en; needs the espeak-ng package. */
    ESPEAK,
    /**
     * speech-dispatcher, the screen reader's voice and rate ({@link SystemSpeaker}); Hektor's own voice keeps the
     * earcons and the tape, and speaks when speech-dispatcher is not running.
     */
    SYSTEM;

    /** espeak-ng when it is installed (real German speech), else FreeTTS. */
    public static VoiceName best() {
        return EspeakVoice.isInstalled() ? ESPEAK : FREETTS;
    }

    /** The rate this voice speaks at when none is chosen (speech-dispatcher's 0 is taken as espeak-ng's pace). */
    public SpeakingRate ownRate() {
        return this == FREETTS ? FreeTtsVoice.DEFAULT_RATE : EspeakVoice.DEFAULT_RATE;
    }

    /** By name, any case; one sentence naming the voices otherwise. */
    public static VoiceName byName(String name) {
        return Choice.byName(VoiceName.class, name, "voice");
    }

    @Override
    public String toString() {
        return Choice.word(this);
    }
}
