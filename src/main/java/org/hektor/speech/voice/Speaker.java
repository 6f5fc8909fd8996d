package org.hektor.speech.voice;

import java.io.PrintWriter;
import java.io.Writer;
import java.time.Duration;
import org.hektor.signal.Cue;
import org.hektor.signal.Urgency;

/**
 * Hektor's voice. Items play one at a time, never overlapping; a more urgent item interrupts a less urgent one
 * (a move announcement cuts off a clock call), and {@link #stop} silences everything at once.
 */
public interface Speaker extends AutoCloseable {
    /**
     * A speaker that sounds nothing and keeps nothing (text printed nowhere): where there is no one to speak to,
     * such as the tape of a game played without {@code --record}, so that the caller speaks to it all the same.
     */
    static Speaker none() {
        return new TextSpeaker(new PrintWriter(Writer.nullWriter()));
    }

    void say(String text, Urgency urgency);

    void cue(Cue cue, Urgency urgency);

    /** How fast the sentences said from now on are spoken (the keys + and - during the game). */
    void setRate(SpeakingRate rate);

    /** Silences what is playing and forgets everything queued (the player said "stop"). */
    void stop();

    /** True while something is being heard or waits to be: the listener pauses then (barge-in words only). */
    boolean isSpeaking();

    /**
     * When the item sounding now was queued ({@link System#nanoTime}), {@link Long#MIN_VALUE} while nothing sounds:
     * what the microphone hears over Hektor can be told apart by what he was saying then (his answer to something said
     * over him, heard through a loudspeaker, is not answered again).
     */
    long soundingQueuedAt();

    /**
     * Waits until everything queued has been heard; false if {@code timeout} passed first (Hektor's own voice: passed
     * with nothing finishing, so that a long queue that plays on is heard to its end).
     */
    boolean awaitQuiet(Duration timeout) throws InterruptedException;

    @Override
    void close();
}
