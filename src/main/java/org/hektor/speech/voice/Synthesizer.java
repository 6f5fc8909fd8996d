package org.hektor.speech.voice;

import org.hektor.speech.audio.Sound;

/**
 * A voice that turns a sentence into sound in Hektor's format ({@link Sound#FORMAT}). Two real ones: FreeTTS, pure
 * Java, always there; espeak-ng, a process, with a German voice. Playing the sound is the {@link Speaker}'s job, so
 * earcons, the queue and the tape recorder are the same for every voice.
 */
public interface Synthesizer extends AutoCloseable {
    /** The whole sentence as sound; throws when the voice cannot speak (the caller may fall back to another). */
    Sound synthesize(String text);

    /** Words per minute, {@link SpeakingRate}. */
    void setRate(SpeakingRate rate);

    @Override
    void close();
}
