package org.hektor.speech.audio;

import java.util.Arrays;
import java.util.function.BooleanSupplier;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.DataLine;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.SourceDataLine;

/** The sound card through javax.sound, fed in 20 ms pieces so that an interruption is heard at once. */
public final class LineOutput implements SoundOutput {
    private static final DataLine.Info LINE = new DataLine.Info(SourceDataLine.class, Sound.FORMAT);
    private static final int PIECE = Sound.SAMPLE_RATE / 50 * 2;

    private final SourceDataLine line;

    private LineOutput(SourceDataLine line) {
        this.line = line;
    }

    /** Asks first: on a machine without a sound card, getting a line throws instead of answering. */
    public static boolean isAvailable() {
        try {
            return AudioSystem.isLineSupported(LINE);
        } catch (RuntimeException e) {
            return false;
        }
    }

    public static LineOutput open() {
        try {
            SourceDataLine line = (SourceDataLine) AudioSystem.getLine(LINE);
            line.open(Sound.FORMAT, PIECE * 10);
            line.start();
            return new LineOutput(line);
        } catch (LineUnavailableException | IllegalArgumentException | SecurityException e) {
            throw new IllegalStateException("The sound card could not be opened (" + e.getMessage() + ")", e);
        }
    }

    @Override
    public Sound play(String text, Sound sound, BooleanSupplier cancelled) {
        byte[] pcm = sound.pcm();
        int written = 0;
        while (written < pcm.length) {
            if (cancelled.getAsBoolean()) {
                line.flush(); // cut it off now, not after the buffer has run out
                return new Sound(Arrays.copyOf(pcm, written));
            }
            written += line.write(pcm, written, Math.min(PIECE, pcm.length - written));
        }
        line.drain();
        return sound;
    }

    @Override
    public void close() {
        line.stop();
        line.close();
    }
}
