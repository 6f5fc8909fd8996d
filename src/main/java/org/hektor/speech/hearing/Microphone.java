package org.hektor.speech.hearing;

import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.DataLine;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.TargetDataLine;
import org.hektor.speech.audio.AudioSource;
import org.hektor.speech.audio.Sound;
import org.hektor.words.Words;

/** The microphone: 16 kHz mono 16-bit from javax.sound. */
public final class Microphone implements AudioSource {
    private static final DataLine.Info LINE = new DataLine.Info(TargetDataLine.class, Sound.FORMAT);

    private final TargetDataLine line;

    private Microphone(TargetDataLine line) {
        this.line = line;
    }

    /** Is there a capture device for Hektor's format? Asking never throws, unlike opening. */
    public static boolean isAvailable() {
        try {
            return AudioSystem.isLineSupported(LINE);
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** Opens the microphone or says in one English sentence why it cannot. */
    public static Microphone open() {
        return open(Words.english());
    }

    /** Opens the microphone or says in one sentence, in {@code words}, why it cannot. */
    public static Microphone open(Words words) {
        if (!isAvailable()) {
            throw new IllegalStateException(words.say("session.microphone.unusable"));
        }
        try {
            TargetDataLine line = (TargetDataLine) AudioSystem.getLine(LINE);
            // a 100 ms buffer: the sound server hands on what was said in pieces of about this size, so a smaller
            // buffer brings the end of speech (and over headphones its start, which silences Hektor) to the listener
            // sooner; the server keeps what a late reader has not yet taken (MicrophoneTest)
            line.open(Sound.FORMAT, Sound.SAMPLE_RATE / 10 * 2);
            line.start();
            return new Microphone(line);
        } catch (LineUnavailableException | IllegalArgumentException | SecurityException e) {
            // Java Sound's own reason is English and often beside the point (a source the sound server does not have
            // is reported as an unsupported format): the sentence says what the player can do, the cause keeps it
            throw new IllegalStateException(words.say("session.microphone.failed"), e);
        }
    }

    @Override
    public int read(byte[] buffer) {
        if (!line.isOpen()) {
            return -1;
        }
        return line.read(buffer, 0, buffer.length & ~1);
    }

    @Override
    public void close() {
        line.stop();
        line.close();
    }
}
