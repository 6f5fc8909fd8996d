package org.hektor.speech.audio;

import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/** Where the speaker's queue sends one item at a time: a sound card, or the console when there is none. */
public interface SoundOutput {
    /**
     * Plays (or shows) one item, returning early when {@code cancelled} turns true.
     *
     * @return the part of {@code sound} that was actually heard (for the tape recorder)
     */
    Sound play(String text, Sound sound, BooleanSupplier cancelled);

    /**
     * While an item plays: whether sound of it already given to the output is still to come out of the speaker.
     * Playing returns only once the line has drained, which on a busy machine was hundreds of milliseconds after
     * the last sample had been heard; in that time the player may already answer.
     */
    default boolean soundingNow() {
        return true;
    }

    /** Where the output tells what went wrong with an item it could still play (the speech log). */
    default void traceTo(Consumer<String> lines) {
    }

    /** The item just played or shown will be heard at once: nothing here buffers audio after returning. */
    default void close() {
    }
}
