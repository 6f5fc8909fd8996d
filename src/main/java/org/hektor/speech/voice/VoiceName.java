package org.hektor.speech.voice;

import java.util.Locale;
import org.hektor.notation.Choice;

/** The voices a player can choose ({@code --voice}). */
public enum VoiceName {
    /** Pure Java, English phones for German words; always there. */
    FREETTS,
    /** espeak-ng's German voice for ibca, English for en; needs the espeak-ng package. */
    ESPEAK;

    /** espeak-ng when it is installed (real German speech), else FreeTTS. */
    public static VoiceName best() {
        return EspeakVoice.isInstalled() ? ESPEAK : FREETTS;
    }

    /** By name, any case; one sentence naming the voices otherwise. */
    public static VoiceName byName(String name) {
        return Choice.byName(VoiceName.class, name, "voice");
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
