package org.hektor.speech.hearing;

import java.io.PrintWriter;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.hektor.speech.audio.AudioSource;
import org.hektor.speech.audio.Sound;
import org.hektor.words.Words;

/**
 * Whole utterances from the microphone, cut by the same {@link EndPointer} as a game's hearing, handed on as sound:
 * learning a voice keeps what the player says, it does not recognise it. What the microphone hears while Hektor
 * speaks is left out (through a loudspeaker it is his own prompt).
 */
public final class TakeListener implements AutoCloseable {
    /**
     * One utterance; {@code cutOff}: the end-pointer cut it at its longest, or the microphone ended during it, so
     * its end is missing.
     */
    public record Said(Sound sound, boolean cutOff) {
    }

    private final AudioSource microphone;
    private final Consumer<Said> said;
    private final Thread reading;
    private volatile BooleanSupplier hektorSpeaking = () -> false;
    private volatile boolean closed;

    public TakeListener(AudioSource microphone, Consumer<Said> said) {
        this.microphone = microphone;
        this.said = said;
        this.reading = new Thread(this::read, "hektor-microphone");
        reading.setDaemon(true);
    }

    /**
     * The microphone, or one sentence on {@code console} in {@code words} why there is none.
     */
    public static Optional<TakeListener> open(Words words, PrintWriter console, Consumer<Said> said) {
        if (!Microphone.isAvailable()) {
            console.println(words.say("session.no.microphone"));
            console.flush();
            return Optional.empty();
        }
        try {
            return Optional.of(new TakeListener(Microphone.open(words), said));
        } catch (IllegalStateException e) {
            console.println(e.getMessage());
            console.flush();
            return Optional.empty();
        }
    }

    /** Tells when Hektor is speaking (usually {@code speaker::isSpeaking}). */
    public TakeListener pauseWhile(BooleanSupplier speaking) {
        this.hektorSpeaking = speaking;
        return this;
    }

    public TakeListener start() {
        reading.start();
        return this;
    }

    private void read() {
        EndPointer endPointer = new EndPointer();
        byte[] frame = new byte[EndPointer.FRAME_BYTES];
        while (!closed) {
            int n = microphone.read(frame);
            if (n < 0) {
                break;
            }
            endPointer.accept(frame, n, hektorSpeaking.getAsBoolean()).filter(f -> f.complete() && !f.flagged()).ifPresent(f ->
                    said.accept(new Said(f.sound(), f.sound().durationMillis() >= EndPointer.MAX_MILLIS)));
        }
        endPointer.flush().filter(f -> !f.flagged()).ifPresent(f -> said.accept(new Said(f.sound(), true)));
    }

    @Override
    public void close() {
        closed = true;
        microphone.close();
        try {
            reading.join(2_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
