package org.hektor.speech.voice;

import java.io.PrintWriter;
import java.time.Duration;
import org.hektor.signal.Cue;
import org.hektor.signal.Urgency;
import org.hektor.speech.audio.ConsoleOutput;
import org.hektor.speech.audio.Earcons;
import org.hektor.speech.audio.LineOutput;
import org.hektor.speech.audio.SoundOutput;
import org.hektor.speech.audio.WavRecorder;
import org.hektor.words.Words;

/**
 * A voice ({@link Synthesizer}: FreeTTS or espeak-ng) behind a {@link SpeechQueue}: through the sound card when javax.sound offers a line for
 * Hektor's format, otherwise as text on the console (a server, CI, a busy device) — never a hang. When a
 * tape recorder is given (rule 2.5, {@code --record FILE}) everything heard is appended to it.
 */
public final class VoiceSpeaker implements Speaker {
    private final Synthesizer voice;
    private final SpeechQueue queue;

    VoiceSpeaker(Synthesizer voice, SoundOutput output, WavRecorder recorder) {
        this.voice = voice;
        this.queue = new SpeechQueue(output, recorder == null ? s -> { } : recorder::append);
    }

    /**
     * Opens the sound card if there is one; otherwise speaks as text on {@code console} and says so once, in English
     * (a game gives it a console that goes nowhere and says {@code session.no.sound} in the player's words itself).
     *
     * @param recorder the game's tape (may be null)
     */
    public static VoiceSpeaker open(Synthesizer voice, PrintWriter console, WavRecorder recorder) {
        SoundOutput output;
        if (LineOutput.isAvailable()) {
            output = LineOutput.open();
        } else {
            console.println(Words.english().say("session.no.sound"));
            console.flush();
            output = new ConsoleOutput(console);
        }
        return new VoiceSpeaker(voice, output, recorder);
    }

    /** The voice onto the tape alone (rule 2.5), nothing played: beside a voice that plays its own sound. */
    public static VoiceSpeaker tapeOnly(Synthesizer voice, WavRecorder recorder) {
        return new VoiceSpeaker(voice, (text, sound, cancelled) -> sound, recorder);
    }

    /** The speech log: each sentence queued, started playing and finished, with times (beside the hearing log). */
    public VoiceSpeaker traceTo(java.util.function.Consumer<String> lines) {
        queue.traceTo(lines);
        return this;
    }

    public Synthesizer voice() {
        return voice;
    }

    @Override
    public void say(String text, Urgency urgency) {
        queue.add(text, () -> voice.synthesize(text), urgency);
    }

    @Override
    public void cue(Cue cue, Urgency urgency) {
        queue.add(Earcons.caption(cue), () -> Earcons.sound(cue), urgency);
    }

    @Override
    public void setRate(SpeakingRate rate) {
        voice.setRate(rate);
    }

    @Override
    public void stop() {
        queue.stop();
    }

    @Override
    public boolean isSpeaking() {
        return queue.isSpeaking();
    }

    @Override
    public long soundingQueuedAt() {
        return queue.soundingQueuedAt();
    }

    @Override
    public boolean awaitQuiet(Duration timeout) throws InterruptedException {
        return queue.awaitQuiet(timeout.toMillis());
    }

    @Override
    public void close() {
        queue.close();
    }
}
