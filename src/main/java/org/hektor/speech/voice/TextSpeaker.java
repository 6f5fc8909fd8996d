package org.hektor.speech.voice;

import java.io.PrintWriter;
import java.time.Duration;
import org.hektor.signal.Cue;
import org.hektor.signal.Urgency;
import org.hektor.speech.audio.Earcons;

/** Speech as lines of text, for a braille display or screen reader, or when the player turns the voice off. */
public final class TextSpeaker implements Speaker {
    private final PrintWriter out;

    public TextSpeaker(PrintWriter out) {
        this.out = out;
    }

    @Override
    public synchronized void say(String text, Urgency urgency) {
        out.println(text);
        out.flush();
    }

    @Override
    public synchronized void cue(Cue cue, Urgency urgency) {
        say(Earcons.caption(cue), urgency);
    }

    @Override
    public void setRate(SpeakingRate rate) {
        // text has no rate
    }

    @Override
    public void stop() {
        // a printed line needs no silencing
    }

    @Override
    public boolean isSpeaking() {
        return false;
    }

    @Override
    public long soundingQueuedAt() {
        return Long.MIN_VALUE;      // a printed line makes no sound
    }

    @Override
    public boolean awaitQuiet(Duration timeout) {
        return true;
    }

    @Override
    public void close() {
        out.flush();
    }
}
