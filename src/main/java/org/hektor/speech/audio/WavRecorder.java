package org.hektor.speech.audio;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Rule 2.5: the visually impaired player may keep the score on a tape recorder. Every sound of the game
 * (both sides' speech, earcons, what the microphone heard) is appended to one WAV file. The header is
 * rewritten after every append, so a process killed at any moment leaves a valid, playable file.
 */
public final class WavRecorder implements AutoCloseable {
    private final FileChannel channel;
    private long dataBytes;

    private WavRecorder(FileChannel channel, long dataBytes) {
        this.channel = channel;
        this.dataBytes = dataBytes;
    }

    /** Starts a new recording at {@code file} (replacing one that is there). */
    public static WavRecorder create(Path file) {
        try {
            FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING);
            ch.write(ByteBuffer.wrap(Wav.header(0)), 0);
            return new WavRecorder(ch, 0);
        } catch (IOException e) {
            throw new IllegalArgumentException("Cannot record to " + file + ": " + e.getMessage() + ".", e);
        }
    }

    public synchronized void append(Sound sound) {
        if (sound.pcm().length == 0) {
            return;
        }
        try {
            channel.write(ByteBuffer.wrap(sound.pcm()), Wav.HEADER_BYTES + dataBytes);
            dataBytes += sound.pcm().length;
            channel.write(ByteBuffer.wrap(Wav.header(dataBytes)), 0);
        } catch (IOException e) {
            throw new UncheckedIOException("The recording could not be written", e);
        }
    }

    public synchronized long durationMillis() {
        return dataBytes / 2 * 1000 / Sound.SAMPLE_RATE;
    }

    @Override
    public synchronized void close() {
        try {
            channel.force(true);
            channel.close();
        } catch (IOException e) {
            throw new UncheckedIOException("The recording could not be closed", e);
        }
    }
}
